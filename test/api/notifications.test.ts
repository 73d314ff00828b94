/**
 * In-app notifications (the header's bell) and a new message to a person: newest first with a cursor, the
 * unread count, marking one or all read; a message arrives in the app and by mail in the person's language.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationContracts as contracts } from '@app/shared/notifications/notifications.contracts';
import { userMessageContracts } from '@app/shared/users/user-message.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { confirmAdministratorEmail, lastMailTo } from '../support/mails';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let emma: { id: string; token: string };
let emmaName: string;

async function message(
  to: string,
  subject: string,
  text = 'Bitte prüfe deine Schichten.',
  token = admin.token,
) {
  return api.send(
    userMessageContracts.sendMessage,
    { params: { userId: to }, body: { subject, text } },
    { token },
  );
}

async function list(token: string, limit = 25, cursor?: string) {
  const answer = await api.send(
    contracts.notificationsList,
    { query: { limit, ...(cursor ? { cursor } : {}) } },
    { token },
  );
  return present(answer.data, `list ${answer.status}`);
}

async function unread(token: string): Promise<number> {
  return present((await api.send(contracts.notificationsUnread, {}, { token })).data).unread;
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  // The company mails its people only once its administrator confirmed their address.
  await confirmAdministratorEmail(api, admin.customerNo);
  emmaName = `emma-${randomUUID().slice(0, 8)}`;
  emma = await createUserAndSignIn(api, admin, emmaName, ['employee']);
});

describe('a new message to a person', () => {
  it('arrives in the app with sender and subject, and by mail with the text', async () => {
    const sent = await message(emma.id, 'Dienstplan Mai', 'Line one\nLine two');
    expect(sent.data).toEqual({ mailed: true });
    const page = await list(emma.token);
    expect(page.unread).toBe(1);
    expect(page.items[0]).toMatchObject({
      messageKey: 'message.received',
      params: { from: 'Alex Admin', subject: 'Dienstplan Mai', text: 'Line one\nLine two' },
      link: { kind: 'message', id: page.items[0]?.id },
      read: false,
      mailed: true,
    });
    const mail = await lastMailTo(api, `${emmaName}@example.com`);
    expect(mail.subject).toContain('Dienstplan Mai');
    expect(mail.body.text).toContain('Line two');
    expect(mail.body.text).toContain('Alex Admin');
  });

  it('refuses an empty or too long subject or text, and a person of another tenant', async () => {
    for (const [subject, text] of [
      ['', 'x'],
      ['   ', 'x'],
      ['x'.repeat(201), 'x'],
      ['x', ''],
      ['x', 'y'.repeat(4001)],
    ] as const) {
      expect((await message(emma.id, subject, text)).status, `${subject.length}/${text.length}`).toBe(400);
    }
    expect((await message(emma.id, 'x'.repeat(200), 'y'.repeat(4000))).status).toBe(200);
    const other = await signUpTenant(api, { language: 'en' });
    expect((await message(emma.id, 'Hallo', 'x', other.token)).status).toBe(404);
  });

  it('needs the permission to edit users, and an active person', async () => {
    const colleague = await createUserAndSignIn(api, admin, `c-${randomUUID().slice(0, 8)}`, ['employee']);
    expect((await message(colleague.id, 'Hallo', 'x', emma.token)).status).toBe(403);
    await api.send(userContracts.deactivate, { params: { userId: colleague.id } }, { token: admin.token });
    const refused = await message(colleague.id, 'Hallo');
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('USER_INACTIVE');
  });
});

describe('notifications', () => {
  let bob: { id: string; token: string };

  beforeAll(async () => {
    bob = await createUserAndSignIn(api, admin, `bob-${randomUUID().slice(0, 8)}`, ['employee']);
    for (let index = 1; index <= 7; index++) await message(bob.id, `Nachricht ${index}`);
  });

  it('lists newest first, 6 at a time for the popover, and continues with the cursor', async () => {
    const first = await list(bob.token, 6);
    expect(first.items.map((item) => item.params.subject)).toEqual(
      [7, 6, 5, 4, 3, 2].map((index) => `Nachricht ${index}`),
    );
    expect(first.unread).toBe(7);
    const rest = await list(bob.token, 6, present(first.nextCursor));
    expect(rest.items.map((item) => item.params.subject)).toEqual(['Nachricht 1']);
    expect(rest.nextCursor).toBeUndefined();
    // A cursor is the caller's own: another person's list does not take it.
    const foreign = await api.send(
      contracts.notificationsList,
      { query: { limit: 6, cursor: present(first.nextCursor) } },
      { token: emma.token },
    );
    expect(foreign.status).toBe(400);
  });

  it('marks one read (once: again changes nothing) and counts down', async () => {
    const [newest] = (await list(bob.token, 1)).items;
    const target = present(newest);
    const marked = await api.send(
      contracts.notificationsMarkRead,
      { params: { notificationId: target.id }, body: { createdAt: target.createdAt } },
      { token: bob.token },
    );
    expect(marked.data).toEqual({ unread: 6 });
    const again = await api.send(
      contracts.notificationsMarkRead,
      { params: { notificationId: target.id }, body: { createdAt: target.createdAt } },
      { token: bob.token },
    );
    expect(again.data).toEqual({ unread: 6 });
    expect((await list(bob.token, 2)).items.map((item) => item.read)).toEqual([true, false]);
    // Somebody else cannot mark it, not even knowing its id and time.
    const foreign = await api.send(
      contracts.notificationsMarkRead,
      { params: { notificationId: target.id }, body: { createdAt: target.createdAt } },
      { token: emma.token },
    );
    expect(foreign.status).toBe(404);
  });

  it('marks all read; a newer notification is unread again', async () => {
    expect((await api.send(contracts.notificationsMarkAllRead, {}, { token: bob.token })).data).toEqual({
      unread: 0,
    });
    expect(await unread(bob.token)).toBe(0);
    expect((await list(bob.token)).items.every((item) => item.read)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await message(bob.id, 'Nachricht 8');
    expect(await unread(bob.token)).toBe(1);
    const [newest, older] = (await list(bob.token, 2)).items;
    expect([newest?.read, older?.read]).toEqual([false, true]);
    // An old one marked read after "all read" does not count the counter below what is unread.
    const oldest = present((await list(bob.token, 8)).items.at(-1));
    const marked = await api.send(
      contracts.notificationsMarkRead,
      { params: { notificationId: oldest.id }, body: { createdAt: oldest.createdAt } },
      { token: bob.token },
    );
    expect(marked.data).toEqual({ unread: 1 });
  });

  it('answers 400 for a malformed page size or cursor', async () => {
    for (const query of ['limit=0', 'limit=101', 'cursor=not%20a%20cursor!']) {
      const answer = await api.call('GET', `/api/notifications?${query}`, {
        token: bob.token,
      });
      expect(answer.status, query).toBe(400);
    }
  });
});
