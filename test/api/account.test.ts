/**
 * Account self-service: the own profile, an administrator's password reset (temporary, under the privilege
 * rule), a forgotten password whose code arrives by mail (locally in the SES viewer), changing one's password.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminGetUserCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { accountContracts } from '@app/shared/account/account.contracts';
import { roleContracts } from '@app/shared/roles/roles.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import type { TUser } from '@app/shared/users/user';
import {
  randomClientAddress,
  signIn,
  signUpTenant,
  signupBody,
  testPassword,
  useTestApi,
  withClients,
  type TestTenant,
} from '../support/api';
import { lastMailTo, linkIn } from '../support/mails';
import { privacyVersion, termsVersion } from '@app/shared/account/consent';
import { ConsentRepository } from '@app/functions/account/consent.repository';

const api = useTestApi();
let admin: TestTenant;
let roleIds: Record<string, string>;
let rootUnitId: string;

async function createUser(
  username: string,
  role = 'employee',
  email = `${username}@example.com`,
): Promise<TUser> {
  const answer = await api.send(
    userContracts.create,
    {
      body: {
        username,
        displayName: `Person ${username}`,
        email,
        password: testPassword,
        roleIds: [roleIds[role] ?? ''],
        language: 'en',
        unitId: rootUnitId,
      },
    },
    { token: admin.token },
  );
  if (!answer.data) throw new Error(`create ${username}: ${answer.status} ${answer.error?.code}`);
  return answer.data;
}

const unique = (prefix: string) => `${prefix}${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  const roles = (await api.send(roleContracts.list, {}, { token: admin.token })).data;
  roleIds = Object.fromEntries(roles.map((role) => [role.key ?? role.id, role.id]));
  rootUnitId = (await api.send(unitContracts.list, {}, { token: admin.token })).data[0]?.id ?? '';
});

describe('the own profile', () => {
  it('shows and changes one’s own name, e-mail address and language, at the version read', async () => {
    const user = await createUser(unique('pia'));
    const token = await signIn(api, admin.customerNo, user.username, testPassword);
    const profile = await api.send(accountContracts.profile, {}, { token });
    expect(profile.data).toMatchObject({ username: user.username, email: user.email, language: 'en' });

    const body = { displayName: 'Pia Neu', email: 'pia.neu@example.com', language: 'de' as const };
    const changed = await api.send(
      accountContracts.updateProfile,
      { body: { ...body, version: profile.data.version } },
      { token },
    );
    expect(changed.data).toMatchObject(body);
    const stale = await api.send(
      accountContracts.updateProfile,
      { body: { ...body, displayName: 'Stale', version: profile.data.version } },
      { token },
    );
    expect(stale.status).toBe(409);
    const bad = await api.send(
      accountContracts.updateProfile,
      { body: { ...body, email: 'not-a-mail', version: changed.data.version } },
      { token },
    );
    expect(bad.status).toBe(400);
    // The administrator sees the change in the users list.
    const seen = await api.send(userContracts.get, { params: { userId: user.id } }, { token: admin.token });
    expect(seen.data).toMatchObject({ displayName: 'Pia Neu', email: 'pia.neu@example.com', language: 'de' });
  });
});

describe('an administrator’s password reset', () => {
  it('gives a temporary password; the person sets their own at the next sign-in', async () => {
    const user = await createUser(unique('tom'));
    await signIn(api, admin.customerNo, user.username, testPassword, 'Tom-Own-Passw0rd');
    const reset = await api.send(
      accountContracts.resetPassword,
      { params: { userId: user.id }, body: { temporaryPassword: 'Temp-Passw0rd-1' } },
      { token: admin.token },
    );
    expect(reset.status).toBe(204);
    // The old password and a guess no longer sign in (the local stack checks temporary passwords as Cognito does).
    await expect(signIn(api, admin.customerNo, user.username, 'Tom-Own-Passw0rd')).rejects.toThrow(
      /Incorrect username or password/,
    );
    await expect(
      signIn(api, admin.customerNo, user.username, 'Guess-Passw0rd-9', 'Evil-Passw0rd-1'),
    ).rejects.toThrow(/Incorrect username or password/);
    const token = await signIn(api, admin.customerNo, user.username, 'Temp-Passw0rd-1', 'Tom-New-Passw0rd');
    expect(token).toBeTruthy();
    await expect(signIn(api, admin.customerNo, user.username, 'Tom-New-Passw0rd')).resolves.toBeTruthy();
  });

  it('needs every permission of the person and a password within the policy', async () => {
    const planner = await createUser(unique('plan'), 'planner');
    const plannerToken = await signIn(api, admin.customerNo, planner.username, testPassword);
    const otherAdmin = await createUser(unique('boss'), 'administrator');
    const refused = await api.send(
      accountContracts.resetPassword,
      { params: { userId: otherAdmin.id }, body: { temporaryPassword: 'Temp-Passw0rd-1' } },
      { token: plannerToken },
    );
    expect(refused.status).toBe(403);
    const employee = await createUser(unique('emp'));
    const weak = await api.send(
      accountContracts.resetPassword,
      { params: { userId: employee.id }, body: { temporaryPassword: 'short' } },
      { token: plannerToken },
    );
    expect(weak.status).toBe(400);
    const allowed = await api.send(
      accountContracts.resetPassword,
      { params: { userId: employee.id }, body: { temporaryPassword: 'Temp-Passw0rd-1' } },
      { token: plannerToken },
    );
    expect(allowed.status).toBe(204);
  });
});

describe('passwords the person handles with Cognito', () => {
  it('mails the code of a forgotten password; with it the person sets a new one', async () => {
    const address = `${unique('lea')}@example.com`;
    const user = await createUser(unique('lea'), 'employee', address);
    await signIn(api, admin.customerNo, user.username, testPassword);
    const Username = `${admin.customerNo}#${user.username}`;
    const ClientId = api.stack.resources.userPool.clientId;
    await withClients(api, ({ cognito }) => cognito.send(new ForgotPasswordCommand({ ClientId, Username })));
    const mail = await lastMailTo(api, address);
    expect(mail.subject).toContain('password reset code');
    const code = /password reset code: (\S+)/.exec(mail.body.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await withClients(api, ({ cognito }) =>
      cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId,
          Username,
          ConfirmationCode: code,
          Password: 'Lea-Reset-Passw0rd',
        }),
      ),
    );
    await expect(signIn(api, admin.customerNo, user.username, 'Lea-Reset-Passw0rd')).resolves.toBeTruthy();
    await expect(signIn(api, admin.customerNo, user.username, testPassword)).rejects.toThrow();
  });

  it('changes one’s own password with the current one (ChangePassword with the access token)', async () => {
    const user = await createUser(unique('max'));
    await signIn(api, admin.customerNo, user.username, testPassword);
    const ClientId = api.stack.resources.userPool.clientId;
    await withClients(api, async ({ cognito }) => {
      const auth = await cognito.send(
        new InitiateAuthCommand({
          ClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: `${admin.customerNo}#${user.username}`, PASSWORD: testPassword },
        }),
      );
      const AccessToken = auth.AuthenticationResult?.AccessToken ?? '';
      // Cognito's answer to a wrong current password, which the profile page names as such.
      await expect(
        cognito.send(
          new ChangePasswordCommand({
            AccessToken,
            PreviousPassword: 'wrong',
            ProposedPassword: 'Max-New-Passw0rd',
          }),
        ),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
      await cognito.send(
        new ChangePasswordCommand({
          AccessToken,
          PreviousPassword: testPassword,
          ProposedPassword: 'Max-New-Passw0rd',
        }),
      );
    });
    await expect(signIn(api, admin.customerNo, user.username, 'Max-New-Passw0rd')).resolves.toBeTruthy();
  });
});

describe('sign-up: consent and the administrator’s e-mail address', () => {
  const signUp = (body: Record<string, unknown>) =>
    api.call('POST', '/api/public/signup', {
      body,
      headers: { 'cloudfront-viewer-address': randomClientAddress() },
    });

  it('refuses a sign-up without consent to the terms and the privacy notice', async () => {
    const { acceptTerms: _omitted, ...withoutConsent } = signupBody();
    for (const body of [withoutConsent, signupBody({ acceptTerms: false })]) {
      const answer = await signUp(body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('body.acceptTerms');
    }
  });

  it('stores the consent with time and versions and confirms the address through the mailed link', async () => {
    const email = `${unique('owner')}@example.com`;
    const answer = await signUp(signupBody({ email, language: 'de' }));
    expect(answer.status).toBe(201);
    const { customerNo } = answer.body as { customerNo: string };
    const token = await signIn(api, customerNo, 'alex', testPassword);
    const profile = await api.send(accountContracts.profile, {}, { token });
    const consent = await new ConsentRepository({ customerNo, userSub: 'test', username: 'alex' }).get(
      profile.data.userId,
    );
    expect(consent).toMatchObject({ termsVersion, privacyVersion });
    expect(Date.now() - Date.parse(consent?.acceptedAt ?? '')).toBeLessThan(60_000);

    const mail = await lastMailTo(api, email);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const link = linkIn(mail, api.url);
    expect(link.pathname).toBe('/account/confirm-email');
    expect(link.searchParams.get('customerId')).toBe(customerNo);
    const body = { customerNo, token: link.searchParams.get('token') ?? '' };
    const confirm = () => api.send(accountContracts.confirmEmail, { body });
    expect((await confirm()).status).toBe(204);
    // A second click on the link is no error.
    expect((await confirm()).status).toBe(204);
    const forged = await api.send(accountContracts.confirmEmail, {
      body: { ...body, token: 'A'.repeat(43) },
    });
    expect(forged.status).toBe(400);
    expect(forged.error?.code).toBe('CONFIRMATION_INVALID');
    // Cognito marks the address verified: in AWS it mails forgotten-password codes only to such addresses.
    const verified = await withClients(api, async ({ cognito }) => {
      const identity = await cognito.send(
        new AdminGetUserCommand({
          UserPoolId: api.stack.resources.userPool.id,
          Username: `${customerNo}#alex`,
        }),
      );
      return identity.UserAttributes?.find((attribute) => attribute.Name === 'email_verified')?.Value;
    });
    expect(verified).toBe('true');
  });
});
