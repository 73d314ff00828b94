/**
 * What the sign-in needs from the API: the flow the SPA signs in with (SRP in AWS, USER_PASSWORD_AUTH only at
 * the local stand-in), and a refusal that tells a deactivated person why, in their language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sessionContracts } from '@app/shared/session/session.contracts';
import { systemContracts } from '@app/shared/system/system.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi } from '../support/api';

const api = useTestApi();

describe('the sign-in flow in the public config', () => {
  const localEndpoint = process.env.PUBLIC_COGNITO_ENDPOINT;
  afterEach(() => {
    process.env.PUBLIC_COGNITO_ENDPOINT = localEndpoint;
  });

  it('is USER_PASSWORD_AUTH at the local stand-in, which knows no SRP', async () => {
    const config = await api.send(systemContracts.publicConfig, {});
    expect(config.data.userPoolEndpoint).toBeDefined();
    expect(config.data.signInFlow).toBe('USER_PASSWORD_AUTH');
  });

  it('is SRP in AWS (no local endpoint)', async () => {
    // The API runs in this process and reads its configuration per request.
    delete process.env.PUBLIC_COGNITO_ENDPOINT;
    const config = await api.send(systemContracts.publicConfig, {});
    expect(config.data.userPoolEndpoint).toBeUndefined();
    expect(config.data.signInFlow).toBe('USER_SRP_AUTH');
  });
});

describe('a deactivated person', () => {
  it('whose token is still valid is told that their access is deactivated, not to sign in again', async () => {
    const admin = await signUpTenant(api);
    const leaver = await createUserAndSignIn(api, admin, 'leaver', ['employee']);
    expect((await api.send(sessionContracts.get, {}, { token: leaver.token })).status).toBe(200);
    const deactivated = await api.send(
      userContracts.deactivate,
      { params: { userId: leaver.id } },
      { token: admin.token },
    );
    expect(deactivated.status).toBe(200);

    const german = await api.send(sessionContracts.get, {}, { token: leaver.token, language: 'de' });
    expect(german.status).toBe(401);
    expect(german.error).toMatchObject({
      code: 'USER_DEACTIVATED',
      message: 'Ihr Zugang wurde deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
    });
    const english = await api.send(sessionContracts.get, {}, { token: leaver.token, language: 'en' });
    expect(english.error).toMatchObject({
      code: 'USER_DEACTIVATED',
      message: 'Your access has been deactivated. Please contact your administrator.',
    });
  });

  it('is told apart from a deleted one, whose token is simply no longer accepted', async () => {
    const admin = await signUpTenant(api);
    const leaver = await createUserAndSignIn(api, admin, 'gone', ['employee']);
    await api.send(userContracts.deactivate, { params: { userId: leaver.id } }, { token: admin.token });
    const current = await api.send(
      userContracts.get,
      { params: { userId: leaver.id } },
      { token: admin.token },
    );
    const deleted = await api.send(
      userContracts.delete,
      { params: { userId: leaver.id }, query: { version: current.data.version } },
      { token: admin.token },
    );
    expect(deleted.status).toBe(204);
    const refused = await api.send(sessionContracts.get, {}, { token: leaver.token });
    expect(refused.status).toBe(401);
    expect(refused.error?.code).toBe('UNAUTHORIZED');
  });
});
