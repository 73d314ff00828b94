/** Session flags, keep-alive, language, edition gates, downgrade rules and the read-only expired trial. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setMaintenanceMode } from '@app/functions/platform/platform.repository';
import {
  chooseEdition,
  createUserAndSignIn,
  signUpTenant,
  useTestApi,
  type TestTenant,
} from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await signUpTenant(api, { language: 'en' });
});
afterEach(async () => {
  process.env.CLOCK_OFFSET_MS = '0';
  delete process.env.APP_VERSION;
  await setMaintenanceMode('OK');
});

type ErrorBody = { error: { code: string; messageKey: string; message: string; details?: unknown } };

describe('session', () => {
  it('answers the spec’s session flags for a trial administrator', async () => {
    const session = await api.call('GET', '/api/session', { token: tenant.token });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      customerNo: tenant.customerNo,
      username: 'alex',
      languageKey: 'en',
      isAdmin: true,
      isTrial: true,
      isTrialAndExpired: false,
      isFreeEdition: false,
      timeDisplayModeFactor: 8,
      showBookingSeconds: false,
      edition: 'trial',
      limits: { maxActiveUsers: null, maxSites: null },
    });
    const permissions = (session.body as { permissions: Record<string, boolean> }).permissions;
    expect(permissions['access.administrator']).toBe(true);
    expect(permissions['payroll.export']).toBe(true);
  });

  it('shows an employee what an employee may do', async () => {
    const employee = await createUserAndSignIn(api, tenant, 'erin', ['employee']);
    const session = await api.call('GET', '/api/session', { token: employee.token });
    const body = session.body as { isAdmin: boolean; permissions: Record<string, boolean> };
    expect(body.isAdmin).toBe(false);
    expect(body.permissions['time.track']).toBe(true);
    expect(body.permissions['roles.manage']).toBe(false);
    const denied = await api.call('GET', '/api/roles', { token: employee.token, language: 'de' });
    expect(denied.status).toBe(403);
    expect((denied.body as ErrorBody).error).toMatchObject({
      messageKey: 'access-deny',
      message: 'Zugriff verweigert.',
    });
  });

  it('keeps alive with OK, UPDATE, MAINTENANCE and REDIRECT as the operator and the build say', async () => {
    const keepAlive = async (appVersion?: string) =>
      (
        (
          await api.call('POST', '/api/session/keep-alive', {
            token: tenant.token,
            body: { source: 'calendar', appVersion },
          })
        ).body as {
          status: string;
        }
      ).status;
    expect(await keepAlive('1.0.0')).toBe('OK');
    await setMaintenanceMode('UPDATE');
    expect(await keepAlive()).toBe('UPDATE');
    await setMaintenanceMode('MAINTENANCE');
    expect(await keepAlive()).toBe('MAINTENANCE');
    await setMaintenanceMode('OK');
    process.env.APP_VERSION = '1.0.1';
    expect(await keepAlive('1.0.0')).toBe('REDIRECT');
    expect(await keepAlive('1.0.1')).toBe('OK');
  });

  it('switches the language for the user and sets the 30-day cookie', async () => {
    const answer = await api.call('PUT', '/api/session/language', {
      token: tenant.token,
      body: { key: 'de' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/^lang=de; Path=\/; Max-Age=2592000/);
    const session = await api.call('GET', '/api/session', { token: tenant.token });
    expect((session.body as { languageKey: string }).languageKey).toBe('de');
    const error = await api.call('GET', '/api/roles/not-a-role', {
      token: tenant.token,
      headers: { cookie: 'lang=de' },
    });
    expect((error.body as ErrorBody).error.message).toBe('Einige Felder sind ungültig.');
    await api.call('PUT', '/api/session/language', { token: tenant.token, body: { key: 'en' } });
  });
});

describe('editions', () => {
  it('gates Enterprise features with 402 EDITION_LIMIT and the spec’s text', async () => {
    const other = await signUpTenant(api);
    expect((await chooseEdition(api, other, 'professional')).status).toBe(200);
    const exported = await api.call('POST', '/api/audit/exports', {
      token: other.token,
      language: 'en',
      body: {},
    });
    expect(exported.status).toBe(402);
    expect((exported.body as ErrorBody).error).toMatchObject({
      code: 'EDITION_LIMIT',
      message: 'This feature is not included in your edition. Upgrade to use it.',
    });
    expect((await chooseEdition(api, other, 'enterprise')).status).toBe(200);
    const allowed = await api.call('POST', '/api/audit/exports', { token: other.token, body: {} });
    expect(allowed.status).toBe(202);
  });

  it('limits the Free Edition to 10 active users and refuses a downgrade over it with reasons', async () => {
    const company = await signUpTenant(api);
    const session = async () =>
      (await api.call('GET', '/api/session', { token: company.token })).body as Record<string, unknown>;
    expect((await chooseEdition(api, company, 'free')).status).toBe(200);
    expect(await session()).toMatchObject({
      isFreeEdition: true,
      isTrial: false,
      limits: { maxActiveUsers: 10, maxSites: 1 },
    });
    expect((await session()).features).toEqual([]);

    const created: { id: string }[] = [];
    for (let index = 1; index <= 9; index++)
      created.push(await createUserAndSignIn(api, company, `user${index}`, ['employee']));
    const roles = (await api.call('GET', '/api/roles', { token: company.token })).body as {
      id: string;
      key: string;
    }[];
    const employeeRole = present(roles.find((role) => role.key === 'employee')).id;
    const tooMany = await api.call('POST', '/api/users', {
      token: company.token,
      body: {
        username: 'user10',
        displayName: 'Ten',
        email: 'ten@example.com',
        password: 'Test-Passw0rd-1',
        roleIds: [employeeRole],
      },
    });
    expect(tooMany.status).toBe(402);
    expect((tooMany.body as ErrorBody).error.code).toBe('EDITION_LIMIT');

    expect((await chooseEdition(api, company, 'professional')).status).toBe(200);
    await createUserAndSignIn(api, company, 'user10', ['employee']);
    const downgrade = await chooseEdition(api, company, 'free');
    expect(downgrade.status).toBe(409);
    expect((downgrade.body as ErrorBody).error).toMatchObject({
      code: 'DOWNGRADE_BLOCKED',
      details: { blockers: [{ reason: 'activeUsers', limit: 10, usage: 11 }] },
    });
    expect((await session()).edition).toBe('professional');

    const deactivated = await api.call('POST', `/api/users/${present(created[0]).id}/deactivate`, {
      token: company.token,
    });
    expect(deactivated.status).toBe(200);
    expect((await chooseEdition(api, company, 'free')).status).toBe(200);
  }, 60_000);

  it('makes an expired trial read-only until an edition is chosen', async () => {
    const company = await signUpTenant(api);
    process.env.CLOCK_OFFSET_MS = String(31 * 24 * 3600 * 1000);
    const session = await api.call('GET', '/api/session', { token: company.token });
    expect(session.body).toMatchObject({ isTrial: true, isTrialAndExpired: true });
    const write = await api.call('POST', '/api/roles', {
      token: company.token,
      body: { name: 'Late role', permissions: [] },
    });
    expect(write.status).toBe(402);
    expect((write.body as ErrorBody).error.code).toBe('TRIAL_EXPIRED');
    expect((await api.call('GET', '/api/roles', { token: company.token })).status).toBe(200);

    expect((await chooseEdition(api, company, 'professional')).status).toBe(200);
    const after = await api.call('POST', '/api/roles', {
      token: company.token,
      body: { name: 'Late role', permissions: [] },
    });
    expect(after.status).toBe(201);
  });
});
