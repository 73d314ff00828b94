/**
 * The product's mail cannot be turned into a phishing tool (issue 25, item 7): a company mails nobody but its
 * administrator until that address is confirmed, at most its edition's number of mails a day (counted atomically),
 * free text goes out from the product's no-reply address as "<company> via Shiftplan" with the sender as
 * Reply-To, and what a sender writes arrives as text, never as markup or an extra header.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountContracts } from '@app/shared/account/account.contracts';
import { invitationContracts } from '@app/shared/invitations/invitations.contracts';
import { notificationContracts } from '@app/shared/notifications/notifications.contracts';
import { editionRules } from '@app/shared/tenants/editions';
import { userMessageContracts } from '@app/shared/users/user-message.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { roleContracts } from '@app/shared/roles/roles.contracts';
import { createUserAndSignIn, signUpTenant, testPassword, useTestApi, type TestTenant } from '../support/api';
import { confirmAdministratorEmail, lastMailTo, sentMails } from '../support/mails';
import { present } from '../support/present';

const api = useTestApi();

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

interface Company {
  admin: TestTenant;
  /** The sign-up administrator's address, unique to this company. */
  owner: string;
}

async function signUpCompany(overrides: Record<string, unknown> = {}): Promise<Company> {
  const owner = `${unique('owner')}@example.com`;
  return { admin: await signUpTenant(api, { language: 'en', email: owner, ...overrides }), owner };
}

const message = (
  company: Company,
  userId: string,
  body = { subject: 'Dienstplan Mai', text: 'Bitte prüfe deine Schichten.' },
  options: { token?: string; language?: 'de' | 'en' } = {},
) =>
  api.send(
    userMessageContracts.sendMessage,
    { params: { userId }, body },
    { token: options.token ?? company.admin.token, language: options.language ?? 'en' },
  );

const invite = (company: Company, userId: string, mail: string) =>
  api.send(
    invitationContracts.invite,
    { params: { userId }, body: { mail } },
    { token: company.admin.token },
  );

async function mailsTo(address: string): Promise<number> {
  return (await sentMails(api)).filter((mail) => mail.destination.to.includes(address)).length;
}

async function unread(token: string): Promise<number> {
  return present((await api.send(notificationContracts.notificationsUnread, {}, { token })).data).unread;
}

/** A person with an address, without a sign-in of their own. */
async function createPerson(company: Company): Promise<{ id: string; email: string }> {
  const roles = present((await api.send(roleContracts.list, {}, { token: company.admin.token })).data);
  const username = unique('p');
  const created = await api.send(
    userContracts.create,
    {
      body: {
        username,
        displayName: `Person ${username}`,
        email: `${username}@example.com`,
        password: testPassword,
        roleIds: roles.filter((role) => role.key === 'employee').map((role) => role.id),
      },
    },
    { token: company.admin.token },
  );
  return { id: present(created.data, `create ${created.status}`).id, email: `${username}@example.com` };
}

async function emailOf(company: Company, userId: string): Promise<string> {
  const user = await api.send(userContracts.get, { params: { userId } }, { token: company.admin.token });
  return present(user.data).email;
}

describe('a company whose administrator has not confirmed their address', () => {
  it('mails nobody else: messages and invitations are refused and change nothing until the link is followed', async () => {
    const company = await signUpCompany();
    const name = unique('emma');
    const emma = await createUserAndSignIn(api, company.admin, name, ['employee']);
    const outsider = `${unique('outsider')}@example.org`;

    const refused = await message(company, emma.id);
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('EMAIL_NOT_CONFIRMED');
    expect(refused.error?.message).toContain('Please confirm your e-mail address first');
    const german = await message(company, emma.id, undefined, { language: 'de' });
    expect(german.error?.message).toContain('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse');
    const invitation = await invite(company, emma.id, outsider);
    expect(invitation.status).toBe(409);
    expect(invitation.error?.code).toBe('EMAIL_NOT_CONFIRMED');
    // Nothing went out, nothing was written.
    expect(await mailsTo(`${name}@example.com`)).toBe(0);
    expect(await mailsTo(outsider)).toBe(0);
    expect(await unread(emma.token)).toBe(0);
    expect(await emailOf(company, emma.id)).toBe(`${name}@example.com`);

    await confirmAdministratorEmail(api, company.admin.customerNo, company.owner);
    expect((await message(company, emma.id)).status).toBe(200);
    expect((await lastMailTo(api, `${name}@example.com`)).subject).toContain('Dienstplan Mai');
    expect((await invite(company, emma.id, outsider)).status).toBe(200);
    expect((await lastMailTo(api, outsider)).subject).toContain('Einladung zu Shiftplan');
  });

  it('lets an administrator ask for a new link, which confirms the address as well', async () => {
    const company = await signUpCompany();
    const name = unique('jonas');
    const jonas = await createUserAndSignIn(api, company.admin, name, ['employee']);
    expect((await message(company, jonas.id)).status).toBe(409);

    const resent = await api.send(
      accountContracts.resendEmailConfirmation,
      {},
      { token: company.admin.token },
    );
    expect(resent.status).toBe(204);
    const confirmations = (await sentMails(api)).filter((mail) =>
      mail.destination.to.includes(company.owner),
    );
    expect(confirmations).toHaveLength(2);
    // The product's own mail: from Shiftplan, not from the company.
    expect(confirmations[1]?.from).toMatch(/^"Shiftplan" <no-reply@[^<>\s]+>$/);
    await confirmAdministratorEmail(api, company.admin.customerNo, company.owner);
    expect((await message(company, jonas.id)).status).toBe(200);
  });
});

describe('free text', () => {
  let company: Company;
  let emma: { id: string; token: string };
  let emmaAddress: string;
  const tag = randomUUID().slice(0, 6);

  beforeAll(async () => {
    // A company name made to look like another sender.
    company = await signUpCompany({ companyName: `PayPal" <security@paypal.example> ${tag}` });
    await confirmAdministratorEmail(api, company.admin.customerNo, company.owner);
    const name = unique('emma');
    emma = await createUserAndSignIn(api, company.admin, name, ['employee']);
    emmaAddress = `${name}@example.com`;
  });

  it('comes from the product’s no-reply address as "<company> via Shiftplan", with the sender as Reply-To', async () => {
    expect((await message(company, emma.id)).status).toBe(200);
    const mail = await lastMailTo(api, emmaAddress);
    expect(mail.from).toBe(
      `"PayPal security paypal.example ${tag} via Shiftplan" <no-reply@shiftplan.localhost>`,
    );
    expect(mail.replyTo).toEqual([company.owner]);

    const plannerName = unique('paul');
    const planner = await createUserAndSignIn(api, company.admin, plannerName, ['planner']);
    const fromPlanner = await message(company, emma.id, { subject: 'From Paul', text: 'Hi' }, planner);
    expect(fromPlanner.status).toBe(200);
    const second = await lastMailTo(api, emmaAddress);
    expect(second.subject).toContain('From Paul');
    expect(second.from).toBe(mail.from);
    expect(second.replyTo).toEqual([`${plannerName}@example.com`]);
  });

  it('arrives as text: HTML escaped, no link but the product’s, no line break in the subject', async () => {
    const subject = 'Shift <b>swap</b>\r\nBcc: victim@example.com';
    const text = '<a href="https://evil.example/login">Log in here</a>\n<script>alert(1)</script>';
    expect((await message(company, emma.id, { subject, text })).status).toBe(200);
    const mail = await lastMailTo(api, emmaAddress);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Shift <b>swap</b> Bcc: victim@example.com');
    const html = mail.body.html ?? '';
    expect(html).toContain('&lt;a href=&quot;https://evil.example/login&quot;&gt;Log in here&lt;/a&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="https://evil.example');
    const links = [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]);
    expect(links).toEqual([`${api.url}/notifications`]);
    expect(mail.body.text).toContain('<a href="https://evil.example/login">Log in here</a>');
    expect(mail.body.text).not.toMatch(/\r/);
  });
});

describe('the mails of a day', () => {
  it('stop at the edition’s number with 429 MAIL_LIMIT_REACHED, also for concurrent requests, and nothing more is sent', async () => {
    const company = await signUpCompany();
    await confirmAdministratorEmail(api, company.admin.customerNo, company.owner);
    const limit = editionRules.trial.mailsPerDay;
    const name = unique('lena');
    const lena = await createUserAndSignIn(api, company.admin, name, ['employee']);
    const address = `${name}@example.com`;
    // The confirmation mail of the sign-up was the first of the day.
    const room = limit - 1;
    for (let index = 1; index <= room - 5; index++) {
      const answer = await message(company, lena.id, { subject: `Message ${index}`, text: 'x' });
      expect(answer.status, `message ${index}`).toBe(200);
    }
    // Ten at once (to ten people) for the last five: exactly five get through.
    const others = await Promise.all(Array.from({ length: 10 }, () => createPerson(company)));
    const concurrent = await Promise.all(
      others.map((other) => message(company, other.id, { subject: 'Concurrent', text: 'x' })),
    );
    expect(concurrent.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(concurrent.filter((answer) => answer.error?.code === 'MAIL_LIMIT_REACHED')).toHaveLength(5);
    let toOthers = 0;
    for (const other of others) toOthers += await mailsTo(other.email);
    expect(toOthers).toBe(5);

    const refused = await message(company, lena.id, { subject: 'One more', text: 'x' });
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe('MAIL_LIMIT_REACHED');
    expect(refused.error?.message).toContain(`daily limit of ${limit} e-mails`);
    expect(refused.error?.message).toContain('resets at 00:00');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const invitation = await invite(company, lena.id, `${unique('new')}@example.org`);
    expect(invitation.status).toBe(429);
    expect(invitation.error?.code).toBe('MAIL_LIMIT_REACHED');
    expect(await emailOf(company, lena.id)).toBe(address);

    // What was refused was neither sent nor written.
    expect(await mailsTo(address)).toBe(room - 5);
    expect(await unread(lena.token)).toBe(room - 5);
  });
});
