/**
 * Inviting a person (wizard T_USERINVITE): the mail in the local SES, and the invited person's first sign-in
 * with the temporary password from it, where they choose their own.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { invitationContracts } from '@app/shared/invitations/invitations.contracts';
import { roleContracts } from '@app/shared/roles/roles.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import type { TUser } from '@app/shared/users/user';
import { signIn, signUpTenant, testPassword, useTestApi, type TestTenant } from '../support/api';
import { confirmAdministratorEmail, lastMailTo, linkIn } from '../support/mails';

const api = useTestApi();
let admin: TestTenant;
let roleIds: Record<string, string>;
let rootUnitId: string;

async function createUser(username: string, language: 'de' | 'en', role = 'employee'): Promise<TUser> {
  const answer = await api.send(
    userContracts.create,
    {
      body: {
        username,
        displayName: `Person ${username}`,
        email: `${username}@old.example.com`,
        password: testPassword,
        roleIds: [roleIds[role] ?? ''],
        language,
        unitId: rootUnitId,
      },
    },
    { token: admin.token },
  );
  if (!answer.data) throw new Error(`create ${username}: ${answer.status} ${answer.error?.code}`);
  return answer.data;
}

const invite = (userId: string, mail: string, token = admin.token) =>
  api.send(invitationContracts.invite, { params: { userId }, body: { mail } }, { token });

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en', companyName: `Invite & Co ${randomUUID().slice(0, 6)}` });
  // The company mails its people only once its administrator confirmed their address.
  await confirmAdministratorEmail(api, admin.customerNo);
  const roles = (await api.send(roleContracts.list, {}, { token: admin.token })).data;
  roleIds = Object.fromEntries(roles.map((role) => [role.key ?? role.id, role.id]));
  const units = await api.send(unitContracts.list, {}, { token: admin.token });
  rootUnitId = units.data[0]?.id ?? '';
});

describe('invitations', () => {
  it('mails the person a sign-in link with a temporary password; they sign in and choose their own', async () => {
    const user = await createUser(`emma${randomUUID().slice(0, 6)}`, 'en');
    const address = `emma.${randomUUID().slice(0, 8)}@example.com`;
    const answer = await invite(user.id, `  ${address} `);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ userId: user.id, mail: address });

    const mail = await lastMailTo(api, address);
    expect(mail.subject).toContain('Invitation to Shiftplan from Invite & Co');
    expect(mail.body.html).toContain('Invite &amp; Co');
    const text = mail.body.text ?? '';
    expect(text).toContain(`Customer number: ${admin.customerNo}`);
    expect(text).toContain(`Username: ${user.username}`);
    const temporary = /Temporary password: (\S+)/.exec(text)?.[1] ?? '';
    expect(temporary).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{10,}$/);

    // Following the link: the sign-in page with customer number and username filled in.
    const link = linkIn(mail, api.url);
    expect(link.pathname).toBe('/account/login');
    expect(link.searchParams.get('customerId')).toBe(admin.customerNo);
    expect(link.searchParams.get('username')).toBe(user.username);
    // The temporary password asks for a new one (signIn answers that step). (cognito-local asks so whatever
    // password is given while a temporary one is pending, so the old password's refusal shows only in AWS.)
    const own = 'Own-Passw0rd-42';
    const token = await signIn(api, admin.customerNo, user.username, temporary, own);
    expect((await api.send(userContracts.get, { params: { userId: user.id } }, { token })).status).toBe(403);
    // From now on their own password signs them in, and the invited address is theirs.
    await expect(signIn(api, admin.customerNo, user.username, own)).resolves.toBeTruthy();
    await expect(signIn(api, admin.customerNo, user.username, temporary)).rejects.toThrow();
    const stored = await api.send(userContracts.get, { params: { userId: user.id } }, { token: admin.token });
    expect(stored.data.email).toBe(address);
  });

  it('writes the mail in the person’s language', async () => {
    const user = await createUser(`jonas${randomUUID().slice(0, 6)}`, 'de');
    const address = `jonas.${randomUUID().slice(0, 8)}@example.com`;
    expect((await invite(user.id, address)).status).toBe(200);
    const mail = await lastMailTo(api, address);
    expect(mail.subject).toContain('Einladung zu Shiftplan');
    expect(mail.body.text).toContain('Vorläufiges Passwort:');
    expect(mail.body.html).toContain('<html lang="de">');
  });

  it('refuses an empty, malformed or too long address with invalidmail, and changes nothing', async () => {
    const user = await createUser(`mia${randomUUID().slice(0, 6)}`, 'en');
    for (const mail of ['', '   ', 'no-at-sign', 'a@b', `${'x'.repeat(92)}@example.com`]) {
      const answer = await invite(user.id, mail);
      expect(answer.status, mail).toBe(400);
      const issues = (
        answer.error?.details as { issues: { path: string; messageKey?: string }[] } | undefined
      )?.issues;
      expect(issues, mail).toContainEqual(
        expect.objectContaining({ path: 'body.mail', messageKey: 'invalidmail' }),
      );
    }
    const stored = await api.send(userContracts.get, { params: { userId: user.id } }, { token: admin.token });
    expect(stored.data.email).toBe(user.email);
  });

  it('keeps the privilege rule: a planner cannot invite an administrator, nobody invites a deactivated user', async () => {
    const plannerUser = await createUser(`planner${randomUUID().slice(0, 6)}`, 'en', 'planner');
    const planner = { token: await signIn(api, admin.customerNo, plannerUser.username, testPassword) };
    const otherAdmin = await createUser(`boss${randomUUID().slice(0, 6)}`, 'en', 'administrator');
    const refused = await invite(otherAdmin.id, 'boss@example.com', planner.token);
    expect(refused.status).toBe(403);
    const employee = await createUser(`eve${randomUUID().slice(0, 6)}`, 'en');
    expect((await invite(employee.id, 'eve@example.com', planner.token)).status).toBe(200);

    await api.send(userContracts.deactivate, { params: { userId: employee.id } }, { token: admin.token });
    const inactive = await invite(employee.id, 'eve@example.com');
    expect(inactive.status).toBe(409);
    expect(inactive.error?.code).toBe('USER_INACTIVE');
  });

  it('offers no single sign-on provider for invitations yet, and says there is no link to remove', async () => {
    const providers = await api.send(invitationContracts.providers, {}, { token: admin.token });
    expect(providers.data).toEqual([]);
    const user = await createUser(`sso${randomUUID().slice(0, 6)}`, 'en');
    const answer = await api.send(
      invitationContracts.removeSsoLink,
      { params: { userId: user.id, provider: 'microsoft' } },
      { token: admin.token },
    );
    expect(answer.status).toBe(409);
    expect(answer.error?.code).toBe('SSO_NOT_AVAILABLE');
    expect(answer.error?.message).toBe('This person has no Microsoft link to remove.');
    const withProvider = await api.send(
      invitationContracts.invite,
      { params: { userId: user.id }, body: { mail: 'sso@example.com', provider: 'microsoft' } },
      { token: admin.token },
    );
    expect(withProvider.error?.code).toBe('SSO_INVITATION_NOT_AVAILABLE');
  });
});
