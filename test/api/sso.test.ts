/**
 * Microsoft sign-in (issue 31; docs/sso.md) against the local OpenID Connect server that stands in for Entra ID:
 * a company sets up its directory, a person signs in through the directory's pages (code flow with PKCE, state and
 * nonce), the API verifies the ID token and hands out a one-time answer, and the user pool's custom challenge
 * turns it into the same tokens as a password. Every refusal the issue names, linking and unlinking, the audit.
 */
import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  demoDirectoryTenantId,
  demoDirectoryUsers,
  otherDirectoryTenantId,
} from '@app/infra/src/local/identity/demo-directory';
import { ssoContracts } from '@app/shared/sso/sso.contracts';
import type { TSsoCompleteResult, TSsoSettingsSave } from '@app/shared/sso/sso';
import { invitationContracts } from '@app/shared/invitations/invitations.contracts';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { roleContracts } from '@app/shared/roles/roles.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { sessionContracts } from '@app/shared/session/session.contracts';
import {
  chooseEdition,
  randomClientAddress,
  signIn,
  signUpTenant,
  testPassword,
  useTestApi,
  withClients,
  type TestTenant,
} from '../support/api';
import { signInAtDirectory } from '../support/identity-provider';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let lenaId: string;
const { lena, nora, emma } = demoDirectoryUsers;

const settingsBody = (overrides: Partial<TSsoSettingsSave> = {}): TSsoSettingsSave => ({
  enabled: true,
  directoryId: demoDirectoryTenantId,
  allowPassword: true,
  matchClaim: 'email',
  linkByClaim: true,
  unknownUsers: 'refuse',
  createUnitId: null,
  createRoleId: null,
  version: 0,
  ...overrides,
});

async function saveSettings(overrides: Partial<TSsoSettingsSave> = {}) {
  const current = await api.send(ssoContracts.settings, {}, { token: admin.token });
  return api.send(
    ssoContracts.saveSettings,
    { body: settingsBody({ version: present(current.data).version, ...overrides }) },
    { token: admin.token },
  );
}

/** Public calls come from an address of their own each, as people's browsers do. */
const publicCall = (path: string, body: unknown) =>
  api.call('POST', path, { body, headers: { 'cloudfront-viewer-address': randomClientAddress() } });

async function start(customerNo = admin.customerNo): Promise<string> {
  const answer = await publicCall('/api/public/sso/start', { customerNo });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { authorizationUrl: string }).authorizationUrl;
}

/** The directory's pages as the person's browser goes through them: the callback's state and code. */
async function atDirectory(authorizationUrl: string, person: { upn: string; password: string }) {
  const back = await signInAtDirectory(authorizationUrl, { username: person.upn, password: person.password });
  return { state: back.searchParams.get('state') ?? '', code: back.searchParams.get('code') ?? '' };
}

const complete = (callback: { state: string; code: string }) =>
  publicCall('/api/public/sso/complete', callback);

async function errorCode(answer: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await answer;
  return { status, code: (body as { error?: { code: string } }).error?.code };
}

/** The user pool's custom challenge with the one-time answer, as the web app does it: the id token. */
async function tokensFor(result: TSsoCompleteResult, answer = result.challengeAnswer): Promise<string> {
  const ClientId = api.stack.resources.userPool.clientId;
  return withClients(api, async ({ cognito }) => {
    const question = await cognito.send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: result.username },
      }),
    );
    expect(question.ChallengeName).toBe('CUSTOM_CHALLENGE');
    const tokens = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: question.Session,
        ChallengeResponses: { USERNAME: result.username, ANSWER: answer },
      }),
    );
    const token = tokens.AuthenticationResult?.IdToken;
    if (!token) throw new Error('no id token');
    return token;
  });
}

/** Start to tokens: the person's id token after a Microsoft sign-in. */
async function signInWithMicrosoft(person: { upn: string; password: string }) {
  const answer = await complete(await atDirectory(await start(), person));
  expect(answer.status, answer.text).toBe(200);
  const result = answer.body as TSsoCompleteResult;
  return { result, token: await tokensFor(result) };
}

async function auditActions(action: string) {
  const page = await api.send(
    auditContracts.list,
    { query: { action: action as 'sso.refused', limit: '100' } },
    { token: admin.token },
  );
  return present(page.data).items;
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  // Lena is a person of the company with the address the directory gives her account.
  const roles = present((await api.send(roleContracts.list, {}, { token: admin.token })).data);
  const employeeRole = roles.find((role) => role.key === 'employee')?.id ?? '';
  const created = await api.send(
    userContracts.create,
    {
      body: {
        username: 'lena',
        displayName: 'Lena Schmidt',
        email: lena.email,
        password: testPassword,
        roleIds: [employeeRole],
      },
    },
    { token: admin.token },
  );
  lenaId = present(created.data).id;
  // She has signed in with her password before (and chosen her own at that first sign-in).
  await signIn(api, admin.customerNo, 'lena', testPassword);
});

describe('the company sets up Microsoft sign-in', () => {
  it('is offered on the login only once set up, and checks what is saved', async () => {
    const lookup = async () =>
      (await api.call('GET', `/api/public/tenants/${admin.customerNo}`)).body as { microsoftSignIn: boolean };
    expect((await lookup()).microsoftSignIn).toBe(false);
    expect(
      (await errorCode(publicCall('/api/public/sso/start', { customerNo: admin.customerNo }))).status,
    ).toBe(404);

    const missing = await saveSettings({ directoryId: null });
    expect(missing.status).toBe(400);
    const noPlace = await saveSettings({ unknownUsers: 'create' });
    expect(noPlace.status).toBe(400);
    const stale = await api.send(
      ssoContracts.saveSettings,
      { body: settingsBody({ version: 7 }) },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);

    const saved = await saveSettings();
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(present(saved.data)).toMatchObject({
      enabled: true,
      directoryId: demoDirectoryTenantId,
      version: 1,
    });
    expect((await lookup()).microsoftSignIn).toBe(true);
    expect(await auditActions('sso.settings')).toHaveLength(1);
  });

  it('is an Enterprise feature: other editions may not save it and do not offer it', async () => {
    const other = await signUpTenant(api);
    await chooseEdition(api, other, 'professional');
    const refused = await api.send(
      ssoContracts.saveSettings,
      { body: settingsBody() },
      { token: other.token },
    );
    expect(refused.status).toBe(402);
    const lookup = await api.call('GET', `/api/public/tenants/${other.customerNo}`);
    expect((lookup.body as { microsoftSignIn: boolean }).microsoftSignIn).toBe(false);
  });
});

describe('a person signs in with Microsoft', () => {
  it('is linked by address at the first sign-in and holds the same session as after a password', async () => {
    const { result, token } = await signInWithMicrosoft(lena);
    expect(result.username).toBe(`${admin.customerNo}#lena`);
    const session = await api.send(sessionContracts.get, {}, { token });
    expect(present(session.data)).toMatchObject({ currentUserId: lenaId, customerNo: admin.customerNo });

    const methods = await api.send(ssoContracts.myLoginMethods, {}, { token });
    expect(present(methods.data)).toMatchObject({
      password: true,
      links: [{ provider: 'microsoft', account: lena.email }],
    });
    expect(await auditActions('sso.link')).toHaveLength(1);
    // Linked now: the next sign-in finds her by her account, and is audited as each one is.
    await signInWithMicrosoft(lena);
    expect(await auditActions('sso.link')).toHaveLength(1);
    expect((await auditActions('sso.signIn')).length).toBe(2);
  });

  it('answers the user pool only once, and only with the answer it gave', async () => {
    const answer = await complete(await atDirectory(await start(), lena));
    const result = answer.body as TSsoCompleteResult;
    await expect(tokensFor(result, `${result.challengeAnswer}x`)).rejects.toThrow(
      /Incorrect username or password/,
    );
    // The wrong answer used it up: the right one no longer opens anything.
    await expect(tokensFor(result)).rejects.toThrow(/Incorrect username or password/);
  });
});

describe('what is refused, and audited', () => {
  it('a sign-in used twice, a replayed code, a state of another company', async () => {
    const callback = await atDirectory(await start(), lena);
    expect((await complete(callback)).status).toBe(200);
    expect(await errorCode(complete(callback))).toEqual({ status: 400, code: 'SSO_STATE_INVALID' });

    // The same code with a sign-in of its own: the directory refuses to redeem it again.
    const fresh = new URL(await start()).searchParams.get('state') ?? '';
    expect(await errorCode(complete({ state: fresh, code: callback.code }))).toEqual({
      status: 400,
      code: 'SSO_CODE_REFUSED',
    });

    const other = await signUpTenant(api);
    const forged = callback.state.replace(/^[0-9]+/, other.customerNo);
    expect((await errorCode(complete({ state: forged, code: callback.code }))).code).toBe(
      'SSO_STATE_INVALID',
    );
  });

  it('a token whose nonce is not the sign-in’s', async () => {
    const url = new URL(await start());
    url.searchParams.set('nonce', 'a-nonce-of-someone-else-entirely');
    expect(await errorCode(complete(await atDirectory(url.toString(), lena)))).toEqual({
      status: 401,
      code: 'SSO_TOKEN_INVALID',
    });
  });

  it('a token of another directory than the company’s', async () => {
    const url = await start();
    // The company moves to another directory while the sign-in is under way.
    expect((await saveSettings({ directoryId: otherDirectoryTenantId })).status).toBe(200);
    expect(await errorCode(complete(await atDirectory(url, lena)))).toEqual({
      status: 403,
      code: 'SSO_WRONG_DIRECTORY',
    });
    expect((await saveSettings({ directoryId: demoDirectoryTenantId })).status).toBe(200);
  });

  it('an account the company does not know, and a deactivated person', async () => {
    expect(await errorCode(complete(await atDirectory(await start(), nora)))).toEqual({
      status: 403,
      code: 'SSO_USER_UNKNOWN',
    });
    // Emma's directory address names nobody either when the company matches by e-mail.
    expect((await errorCode(complete(await atDirectory(await start(), emma)))).code).toBe('SSO_USER_UNKNOWN');

    const deactivated = await api.send(
      userContracts.deactivate,
      { params: { userId: lenaId } },
      { token: admin.token },
    );
    expect(deactivated.status).toBe(200);
    expect((await errorCode(complete(await atDirectory(await start(), lena)))).code).toBe('USER_DEACTIVATED');
    await api.send(userContracts.activate, { params: { userId: lenaId } }, { token: admin.token });

    const refusals = await auditActions('sso.refused');
    const reasons = refusals.map((entry) => (entry.after as { reason: string }).reason);
    for (const reason of [
      'SSO_STATE_INVALID',
      'SSO_CODE_REFUSED',
      'SSO_TOKEN_INVALID',
      'SSO_WRONG_DIRECTORY',
      'SSO_USER_UNKNOWN',
      'USER_DEACTIVATED',
    ])
      expect(reasons).toContain(reason);
    expect(refusals.map((entry) => entry.actorName)).toContain(nora.email);
  });
});

describe('people created at their first sign-in, and links removed', () => {
  it('creates an unknown account where the company chose, without a password of theirs; its link stays', async () => {
    const units = present((await api.send(unitContracts.list, {}, { token: admin.token })).data);
    const roles = present((await api.send(roleContracts.list, {}, { token: admin.token })).data);
    const employee = roles.find((role) => role.key === 'employee')?.id ?? null;
    const saved = await saveSettings({
      unknownUsers: 'create',
      createUnitId: units[0]?.id ?? null,
      createRoleId: employee,
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);

    const { result, token } = await signInWithMicrosoft(nora);
    expect(result.username).toBe(`${admin.customerNo}#nora.neu`);
    const session = present((await api.send(sessionContracts.get, {}, { token })).data);
    expect(session.displayName).toBe('Nora Neu');
    expect(present((await api.send(ssoContracts.myLoginMethods, {}, { token })).data).password).toBe(false);
    // Her link is her only way in.
    const last = await api.send(ssoContracts.removeMyLink, { params: { provider: 'microsoft' } }, { token });
    expect(last.error?.code).toBe('SSO_LAST_LOGIN');
  });

  it('lets an administrator remove the link of a person with a password; she is linked again at her next sign-in', async () => {
    const shown = await api.send(
      ssoContracts.loginMethods,
      { params: { userId: lenaId } },
      { token: admin.token },
    );
    expect(present(shown.data).links).toHaveLength(1);
    const removed = await api.send(
      invitationContracts.removeSsoLink,
      { params: { userId: lenaId, provider: 'microsoft' } },
      { token: admin.token },
    );
    expect(removed.status).toBe(204);
    const after = await api.send(
      ssoContracts.loginMethods,
      { params: { userId: lenaId } },
      { token: admin.token },
    );
    expect(present(after.data)).toEqual({ password: true, links: [] });
    const again = await api.send(
      invitationContracts.removeSsoLink,
      { params: { userId: lenaId, provider: 'microsoft' } },
      { token: admin.token },
    );
    expect(again.error?.code).toBe('SSO_NOT_AVAILABLE');
    expect(await auditActions('sso.unlink')).toHaveLength(1);
    // Not linked by her address while the company does not allow it.
    expect((await saveSettings({ linkByClaim: false })).status).toBe(200);
    expect((await errorCode(complete(await atDirectory(await start(), lena)))).code).toBe('SSO_USER_UNKNOWN');
    expect((await saveSettings({ linkByClaim: true })).status).toBe(200);
    await signInWithMicrosoft(lena);
    expect(
      present(
        (await api.send(ssoContracts.loginMethods, { params: { userId: lenaId } }, { token: admin.token }))
          .data,
      ).links,
    ).toHaveLength(1);
  });

  it('where the company keeps no passwords, a person’s password stops working at the Microsoft sign-in', async () => {
    expect((await saveSettings({ allowPassword: false })).status).toBe(200);
    const { token } = await signInWithMicrosoft(lena);
    expect(present((await api.send(ssoContracts.myLoginMethods, {}, { token })).data).password).toBe(false);
    await expect(
      withClients(api, ({ cognito }) =>
        cognito.send(
          new InitiateAuthCommand({
            ClientId: api.stack.resources.userPool.clientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: `${admin.customerNo}#lena`, PASSWORD: testPassword },
          }),
        ),
      ),
    ).rejects.toThrow();
  });
});
