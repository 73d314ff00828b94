/**
 * The bell of the demo's administrator and employee shows something on first start: messages from colleagues
 * (two unread), as `POST /api/users/{id}/message` leaves them, without sending demo mails; and the employee's
 * phone is registered for the mobile app, so the login tab has something to reset.
 */
import type { Caller } from '@app/functions/security/caller';

export async function seedDemoNotifications(admin: Caller): Promise<void> {
  const { now } = await import('@app/functions/clock');
  const { transact } = await import('@app/functions/data/transact');
  const { UserRepository } = await import('@app/functions/directory/user.repository');
  const { NotificationRepository } = await import('@app/functions/notifications/notification.repository');
  const users = new UserRepository(admin.tenant);
  const notifications = new NotificationRepository(admin.tenant);
  const all = await users.list();
  const byName = (username: string) => all.find((user) => user.username === username);
  const employee = byName('employee');
  const planner = byName('planner');
  if (!employee || !planner) return;

  const at = now().getTime();
  const minutesAgo = (minutes: number) => new Date(at - minutes * 60_000);
  const messages: [string, string, string, string, number, boolean][] = [
    // recipient, from, subject, text, minutes ago, read
    [
      admin.user.id,
      planner.displayName,
      'Dienstplan Mai',
      'Der Plan für Mai steht, bitte freigeben.',
      30,
      false,
    ],
    [
      admin.user.id,
      employee.displayName,
      'Urlaub im August',
      'Ich würde gern die erste Augustwoche frei nehmen.',
      240,
      false,
    ],
    [
      admin.user.id,
      planner.displayName,
      'Neue Kollegin',
      'Lena Schmidt startet am Montag im Wohnbereich 1.',
      2880,
      true,
    ],
    [
      employee.id,
      admin.user.displayName,
      'Willkommen',
      'Schön, dass Sie da sind! Ihre Schichten finden Sie im Kalender.',
      60,
      false,
    ],
  ];
  for (const [userId, from, subject, text, minutes, read] of messages) {
    const built = notifications.build(
      userId,
      { messageKey: 'message.received', params: { from, subject, text } },
      minutesAgo(minutes),
    );
    const notification = { ...built, read, link: { kind: 'message' as const, id: built.id } };
    // A read one is stored without counting it as unread (the first write is the notification itself).
    const writes = notifications.writesOf(notification);
    await transact(admin.tenant, read ? writes.slice(0, 1) : writes);
  }

  const current = await users.get(employee.id);
  if (current && !current.appRegistration) {
    const { version, ...stored } = current;
    await transact(admin.tenant, [
      users.updateWrite(
        {
          ...stored,
          appRegistration: { deviceName: 'iPhone 15', registeredAt: minutesAgo(7 * 24 * 60).toISOString() },
        },
        version,
      ),
    ]);
  }
}
