/**
 * Inviting everyone at once (issue 29): after an import the administrator invites all new people in one call;
 * whoever cannot or need not be invited is skipped with a reason, the day's mail allowance and the privilege
 * rule hold as for a single invitation, each invitation is audited, and a pending one can be sent again.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { invitationContracts } from '@app/shared/invitations/invitations.contracts';
import type { TBulkInvitationRequest } from '@app/shared/invitations/invitation';
import { sessionContracts } from '@app/shared/session/session.contracts';
import { editionRules } from '@app/shared/tenants/editions';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userImportContracts } from '@app/shared/user-import/user-import.contracts';
import { userMessageContracts } from '@app/shared/users/user-message.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { roleContracts } from '@app/shared/roles/roles.contracts';
import {
  createUserAndSignIn,
  signIn,
  signUpTenant,
  testPassword,
  useTestApi,
  type TestTenant,
} from '../support/api';
import { confirmAdministratorEmail, lastMailTo, sentMails } from '../support/mails';
import { present } from '../support/present';
import { waitForTask } from '../support/tasks';

const api = useTestApi();
const prefix = () => randomUUID().slice(0, 5);
const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');

interface Company {
  admin: TestTenant;
  owner: string;
  unitId: string;
}

async function signUpCompany(confirm = true): Promise<Company> {
  const owner = `owner-${prefix()}@example.com`;
  const admin = await signUpTenant(api, { language: 'en', email: owner });
  if (confirm) await confirmAdministratorEmail(api, admin.customerNo, owner);
  const units = present((await api.send(unitContracts.list, {}, { token: admin.token })).data);
  return { admin, owner, unitId: present(units[0]).id };
}

/** Imports people `name;language` (addresses `<prefix>.<name>@example.com`); answers their ids from the report. */
async function importPeople(company: Company, p: string, people: string[]): Promise<string[]> {
  const lines = people.map((person) => {
    const [name = '', language = 'en'] = person.split(';');
    const displayName = `${name.charAt(0).toUpperCase()}${name.slice(1)} ${p}`;
    return `${p}.${name};${displayName};${p}.${name}@example.com;${language}`;
  });
  const started = await api.send(
    userImportContracts.importUsers,
    {
      body: {
        unitId: company.unitId,
        fileName: 'people.csv',
        content: csv(['Username;Name;E-Mail;Language', ...lines]).toString('base64'),
      },
    },
    { token: company.admin.token },
  );
  expect(started.status, JSON.stringify(started.error)).toBe(202);
  const task = await waitForTask(api, started.data.progressId, company.admin.token);
  expect(task.result).toMatchObject({ imported: people.length });
  return present(task.result?.userIds as string[] | undefined, 'userIds');
}

const inviteMany = (company: Company, body: TBulkInvitationRequest, token = company.admin.token) =>
  api.send(invitationContracts.inviteMany, { body }, { token });

async function states(company: Company): Promise<Map<string, { state: string; invitedAt: string | null }>> {
  const answer = await api.send(invitationContracts.states, {}, { token: company.admin.token });
  expect(answer.status).toBe(200);
  return new Map(present(answer.data).map((item) => [item.userId, item]));
}

async function mailsTo(address: string) {
  return (await sentMails(api)).filter((mail) => mail.destination.to.includes(address));
}

const temporaryPasswordIn = (text: string | undefined) =>
  /(?:Temporary password|Vorläufiges Passwort): (\S+)/.exec(text ?? '')?.[1] ?? '';

async function invitesAudited(company: Company, search: string) {
  const answer = await api.send(
    auditContracts.list,
    { query: { action: 'user.invite', search, limit: 100 } },
    { token: company.admin.token },
  );
  return present(answer.data).items;
}

describe('inviting several people at once', () => {
  let company: Company;

  beforeAll(async () => {
    company = await signUpCompany();
  });

  it('invites everyone of an import in one call, skips the others with a reason and audits each', async () => {
    const p = prefix();
    const names = ['anna', 'ben', 'cem', 'dora', 'emil', 'fay', 'gus', 'hana'];
    const imported = await importPeople(
      company,
      p,
      names.map((name, index) => `${name};${index === 1 ? 'de' : 'en'}`),
    );
    expect(imported).toHaveLength(8);
    const before = await states(company);
    expect(imported.map((userId) => before.get(userId)?.state)).toEqual(Array(8).fill('none'));

    // Beside them: someone deactivated, someone who has signed in, and an id that names nobody.
    const roles = present((await api.send(roleContracts.list, {}, { token: company.admin.token })).data);
    const employeeRole = present(roles.find((role) => role.key === 'employee')).id;
    const gone = present(
      (
        await api.send(
          userContracts.create,
          {
            body: {
              username: `${p}.gone`,
              displayName: `Gone ${p}`,
              email: `${p}.gone@example.com`,
              password: testPassword,
              roleIds: [employeeRole],
            },
          },
          { token: company.admin.token },
        )
      ).data,
    );
    await api.send(userContracts.deactivate, { params: { userId: gone.id } }, { token: company.admin.token });
    const active = await createUserAndSignIn(api, company.admin, `${p}.active`, ['employee']);
    const nobody = randomUUID();

    const answer = await inviteMany(company, { userIds: [...imported, gone.id, active.id, nobody] });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const result = present(answer.data);
    expect(result.counts).toEqual({ invited: 8, skipped: 3 });
    expect(result.summary.message).toBe('8 people invited, 3 skipped.');
    expect(result.invited.map((person) => person.userId)).toEqual(imported);
    expect(result.skipped).toEqual([
      expect.objectContaining({ userId: gone.id, reason: 'inactive', message: `Gone ${p} is deactivated.` }),
      expect.objectContaining({
        userId: active.id,
        reason: 'signedIn',
        message: `User ${p}.active has already signed in.`,
      }),
      expect.objectContaining({ userId: nobody, name: null, reason: 'notFound' }),
    ]);

    // One mail each, in the person's language, with the sign-in facts.
    for (const [index, name] of names.entries()) {
      const mails = await mailsTo(`${p}.${name}@example.com`);
      expect(mails, name).toHaveLength(1);
      expect(mails[0]?.subject).toContain(index === 1 ? 'Einladung zu Shiftplan' : 'Invitation to Shiftplan');
      expect(mails[0]?.body.text).toContain(`${p}.${name}`);
      expect(temporaryPasswordIn(mails[0]?.body.text)).not.toBe('');
    }
    expect(await mailsTo(`${p}.gone@example.com`)).toHaveLength(0);
    expect(await mailsTo(`${p}.active@example.com`)).toHaveLength(0);

    // Pending now, and audited one by one like the single invitation.
    const after = await states(company);
    for (const userId of imported) {
      expect(after.get(userId)?.state).toBe('invited');
      expect(Date.parse(after.get(userId)?.invitedAt ?? '')).toBeGreaterThan(Date.now() - 600_000);
    }
    const audited = await invitesAudited(company, `${p}.`);
    expect(audited.map((entry) => entry.targetId).sort()).toEqual([...imported].sort());
    expect(audited[0]?.after).toMatchObject({ bulk: true });

    // Anna signs in with the mail's password and chooses her own: she counts as signed in.
    const anna = present((await mailsTo(`${p}.anna@example.com`))[0]);
    const annaToken = await signIn(
      api,
      company.admin.customerNo,
      `${p}.anna`,
      temporaryPasswordIn(anna.body.text),
      'Annas-Own-Passw0rd',
    );
    expect((await api.send(sessionContracts.get, {}, { token: annaToken })).status).toBe(200);
    expect((await states(company)).get(present(imported[0]))?.state).toBe('signedIn');

    // Again: nobody is invited twice without asking for it.
    const again = present((await inviteMany(company, { userIds: imported })).data);
    expect(again.counts).toEqual({ invited: 0, skipped: 8 });
    expect(again.summary.message).toBe('Nobody was invited.');
    expect(again.skipped[0]).toMatchObject({ reason: 'signedIn' });
    // The day in the company's zone, as people write it.
    const day = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(present(after.get(present(imported[1]))?.invitedAt)));
    expect(again.skipped[1]).toMatchObject({
      reason: 'alreadyInvited',
      message: `Ben ${p} was already invited on ${day}; use "Send again" to send a new invitation.`,
    });
    expect(await mailsTo(`${p}.ben@example.com`)).toHaveLength(1);
  });

  it('sends a pending invitation again with a new password, never to someone who has signed in', async () => {
    const p = prefix();
    const [cleo = '', dean = ''] = await importPeople(company, p, ['cleo', 'dean']);
    expect(present((await inviteMany(company, { userIds: [cleo, dean] })).data).counts.invited).toBe(2);
    const first = present((await mailsTo(`${p}.cleo@example.com`))[0]);

    const resent = present((await inviteMany(company, { userIds: [cleo], resend: true })).data);
    expect(resent.counts).toEqual({ invited: 1, skipped: 0 });
    expect(resent.summary.message).toBe('1 person invited.');
    const mails = await mailsTo(`${p}.cleo@example.com`);
    expect(mails).toHaveLength(2);
    const newPassword = temporaryPasswordIn(mails[1]?.body.text);
    expect(newPassword).not.toBe(temporaryPasswordIn(first.body.text));
    // The new mail's password signs her in.
    await expect(
      signIn(api, company.admin.customerNo, `${p}.cleo`, newPassword, 'Cleos-Own-Passw0rd'),
    ).resolves.toBeTruthy();

    // Dean signed in without the web app asking for the session: Cognito knows, and he is not reset.
    const deanMail = present((await mailsTo(`${p}.dean@example.com`))[0]);
    await signIn(
      api,
      company.admin.customerNo,
      `${p}.dean`,
      temporaryPasswordIn(deanMail.body.text),
      'Deans-Passw0rd',
    );
    const refused = present((await inviteMany(company, { userIds: [dean], resend: true })).data);
    expect(refused.skipped).toEqual([expect.objectContaining({ userId: dean, reason: 'signedIn' })]);
    expect(await mailsTo(`${p}.dean@example.com`)).toHaveLength(1);
    await expect(signIn(api, company.admin.customerNo, `${p}.dean`, 'Deans-Passw0rd')).resolves.toBeTruthy();
  });

  it('keeps the privilege rule: a planner invites employees, not an administrator', async () => {
    const p = prefix();
    const [employee = ''] = await importPeople(company, p, ['erin']);
    const roles = present((await api.send(roleContracts.list, {}, { token: company.admin.token })).data);
    const administrator = present(
      (
        await api.send(
          userContracts.create,
          {
            body: {
              username: `${p}.boss`,
              displayName: `Boss ${p}`,
              email: `${p}.boss@example.com`,
              password: testPassword,
              roleIds: [present(roles.find((role) => role.key === 'administrator')).id],
            },
          },
          { token: company.admin.token },
        )
      ).data,
    );
    const planner = await createUserAndSignIn(api, company.admin, `${p}.planner`, ['planner']);
    const answer = present(
      (await inviteMany(company, { userIds: [administrator.id, employee] }, planner.token)).data,
    );
    expect(answer.invited.map((person) => person.userId)).toEqual([employee]);
    expect(answer.skipped).toEqual([
      expect.objectContaining({
        userId: administrator.id,
        reason: 'notAllowed',
        message: `Boss ${p} has permissions you do not have; an administrator can invite them.`,
      }),
    ]);
    expect(await mailsTo(`${p}.boss@example.com`)).toHaveLength(0);
    // An employee may not invite at all.
    const employeeCaller = await createUserAndSignIn(api, company.admin, `${p}.staff`, ['employee']);
    expect((await inviteMany(company, { userIds: [employee] }, employeeCaller.token)).status).toBe(403);
  });

  it('answers a malformed request with 400 and changes nothing', async () => {
    const p = prefix();
    const [fred = ''] = await importPeople(company, p, ['fred']);
    const bodies: unknown[] = [
      {},
      { userIds: [] },
      { userIds: [fred, fred] },
      { userIds: ['not-a-uuid'] },
      { userIds: [fred], resend: 'yes' },
      { userIds: [fred], everyone: true },
      { userIds: Array.from({ length: 101 }, () => randomUUID()) },
    ];
    for (const body of bodies) {
      const answer = await api.call('POST', '/api/invitations/bulk', { token: company.admin.token, body });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((answer.body as { error: { code: string } }).error.code).toBe('VALIDATION');
    }
    const german = await api.call('POST', '/api/invitations/bulk', {
      token: company.admin.token,
      body: { userIds: [] },
      headers: { 'accept-language': 'de' },
    });
    expect((german.body as { error: { message: string } }).error.message).toBe(
      'Einige Felder sind ungültig.',
    );
    expect((await states(company)).get(fred)?.state).toBe('none');
    expect(await mailsTo(`${p}.fred@example.com`)).toHaveLength(0);
  });
});

describe('the mails of the day and a confirmed address', () => {
  it('refuses the whole call when the invitations do not fit, and changes nothing', async () => {
    const company = await signUpCompany(false);
    const p = prefix();
    const people = await importPeople(company, p, ['gil', 'hal', 'ivy', 'jo', 'kai']);

    // Until the administrator's address is confirmed the company mails nobody: 409, nothing changed.
    const unconfirmed = await inviteMany(company, { userIds: people });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.error?.code).toBe('EMAIL_NOT_CONFIRMED');
    await confirmAdministratorEmail(api, company.admin.customerNo, company.owner);

    // Room for three more mails today (the sign-up's confirmation mail was the first).
    const lena = await createUserAndSignIn(api, company.admin, `${p}.lena`, ['employee']);
    const limit = editionRules.trial.mailsPerDay;
    for (let index = 1; index <= limit - 1 - 3; index++) {
      const sent = await api.send(
        userMessageContracts.sendMessage,
        { params: { userId: lena.id }, body: { subject: `Note ${index}`, text: 'x' } },
        { token: company.admin.token },
      );
      expect(sent.status, `message ${index}`).toBe(200);
    }
    const refused = await inviteMany(company, { userIds: people });
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe('MAIL_LIMIT_REACHED');
    expect(refused.error?.message).toContain(`daily limit of ${limit} e-mails`);
    const after = await states(company);
    expect(people.map((userId) => after.get(userId)?.state)).toEqual(Array(5).fill('none'));
    for (const name of ['gil', 'hal', 'ivy', 'jo', 'kai']) {
      expect(await mailsTo(`${p}.${name}@example.com`)).toHaveLength(0);
    }
    expect(await invitesAudited(company, `${p}.`)).toHaveLength(0);

    // Three fit.
    const three = present((await inviteMany(company, { userIds: people.slice(0, 3) })).data);
    expect(three.counts).toEqual({ invited: 3, skipped: 0 });
    expect(await lastMailTo(api, `${p}.gil@example.com`)).toBeTruthy();
  });
});
