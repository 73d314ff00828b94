/**
 * The care home's clock bookings (issue 14, first slice), made through the time services as people and their
 * planner would: the last seven days' shifts of Emma, Lena and Jonas booked by the planner (Ok), a correction
 * Emma made herself (waits for approval), and Lena clocked in right now if her shift of today has begun.
 */
import type { Caller } from '@app/functions/security/caller';

export async function seedDemoTime(admin: Caller): Promise<void> {
  const { now } = await import('@app/functions/clock');
  const { addDays, localTimeOf, minutesOfDay, plainDateOf } = await import('@app/shared/time/tenant-time');
  const { UserRepository } = await import('@app/functions/users/user.repository');
  const { RoleRepository } = await import('@app/functions/roles/role.repository');
  const { PlanRepository } = await import('@app/functions/calendar/plan.repository');
  const { listBookings, saveBooking } = await import('@app/functions/time/booking.service');
  const { clock, clockState } = await import('@app/functions/time/clock.service');

  const [users, roles] = await Promise.all([
    new UserRepository(admin.tenant).list(),
    new RoleRepository(admin.tenant).list(),
  ]);
  const callerOf = (username: string): Caller | undefined => {
    const user = users.find((candidate) => candidate.username === username);
    if (!user) return undefined;
    const permissions = new Set(
      roles.filter((role) => user.roleIds.includes(role.id)).flatMap((role) => role.permissions),
    );
    return { ...admin, user, permissions };
  };
  const planner = callerOf('planner');
  const emma = callerOf('employee');
  const lena = callerOf('lena.schmidt');
  const jonas = callerOf('jonas.weber');
  if (!planner || !emma || !lena || !jonas) return;

  const zone = admin.tenantRecord.timeZone;
  const today = plainDateOf(now(), zone);
  const from = addDays(today, -7);
  // Seeded once: a second run finds Emma's bookings and leaves everything as it is.
  if ((await listBookings(emma, { userId: emma.user.id, from, to: today })).length > 0) return;

  const plans = new PlanRepository(admin.tenant);
  const shiftsOf = async (userId: string) => {
    const months = [...new Set([from.slice(0, 7), today.slice(0, 7)])];
    const items = await Promise.all(months.map((month) => plans.personMonth(userId, month)));
    return items
      .flatMap((item) => item.entries)
      .filter((entry) => entry.date >= from && entry.date <= today && entry.begin && entry.end)
      .sort((a, b) => a.date.localeCompare(b.date));
  };
  // A few minutes early or late, as people clock: the same each run of the demo.
  const shifted = (time: string, minutes: number) => {
    const total = (minutesOfDay(time) + minutes + 24 * 60) % (24 * 60);
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };

  for (const [index, person] of [emma, lena, jonas].entries()) {
    const shifts = (await shiftsOf(person.user.id)).filter((entry) => entry.date < today);
    for (const [day, shift] of shifts.entries()) {
      if (!shift.begin || !shift.end) continue;
      const pause = minutesOfDay(shift.end) - minutesOfDay(shift.begin) > 6 * 60;
      const middle = shifted(shift.begin, 4 * 60);
      await saveBooking(planner, {
        userId: person.user.id,
        day: shift.date,
        begin: shifted(shift.begin, -((day + index) % 4) * 3),
        end: shifted(shift.end, ((day + index) % 3) * 4),
        pauses: pause ? [{ begin: middle, end: shifted(middle, 30) }] : [],
      });
    }
  }

  // Emma's own correction of her last shift (the handover took longer) waits for the planner.
  const emmasShift = (await shiftsOf(emma.user.id)).filter((entry) => entry.date < today).at(-1);
  if (emmasShift?.begin && emmasShift.end) {
    const [booked] = await listBookings(emma, {
      userId: emma.user.id,
      from: emmasShift.date,
      to: emmasShift.date,
    });
    await saveBooking(emma, {
      ...(booked ? { id: booked.id, version: booked.version } : {}),
      userId: emma.user.id,
      day: emmasShift.date,
      begin: emmasShift.begin,
      end: shifted(emmasShift.end, 45),
      pauses: [{ begin: shifted(emmasShift.begin, 4 * 60), end: shifted(emmasShift.begin, 4 * 60 + 30) }],
      note: 'Übergabe hat länger gedauert',
    });
  }

  // Lena is at work now when her shift of today has begun and not yet ended.
  const lenaToday = (await shiftsOf(lena.user.id)).find((entry) => entry.date === today);
  const nowTime = minutesOfDay(localTimeOf(now(), zone));
  if (
    lenaToday?.begin &&
    lenaToday.end &&
    minutesOfDay(lenaToday.begin) <= nowTime &&
    nowTime < minutesOfDay(lenaToday.end)
  ) {
    const state = await clockState(lena);
    if (state.state === 'out') await clock(lena, { action: 'in', version: state.version });
  }
}
