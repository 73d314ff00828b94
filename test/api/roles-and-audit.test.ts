/** Roles and permissions taking effect, user administration, and the audit log of it all. */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@app/shared/api/errors';
import type { TRole } from '@app/shared/security/roles';
import type { TAuditEntry } from '@app/shared/tenants/audit';
import type { TTaskProgress } from '@app/shared/tasks/task';
import {
  chooseEdition,
  createUserAndSignIn,
  signUpTenant,
  useTestApi,
  type TestTenant,
} from '../support/api';
import { present } from '../support/present';
import { waitForTask } from '../support/tasks';

const api = useTestApi();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await signUpTenant(api);
});

type Role = TRole;
type ErrorBody = ApiErrorBody;
type AuditEntry = TAuditEntry;

describe('roles', () => {
  it('take effect with the next request when created, assigned, changed and removed', async () => {
    const clerk = await createUserAndSignIn(api, tenant, 'clerk', ['employee']);
    expect((await api.call('GET', '/api/audit', { token: clerk.token })).status).toBe(403);

    const created = await api.call('POST', '/api/roles', {
      token: tenant.token,
      body: { name: 'Auditors', permissions: ['audit.view'] },
    });
    expect(created.status).toBe(201);
    const role = created.body as Role;
    const roles = (await api.call('GET', '/api/roles', { token: tenant.token })).body as Role[];
    const employeeRole = present(roles.find((candidate) => candidate.key === 'employee'));
    const user = (await api.call('GET', `/api/users/${clerk.id}`, { token: tenant.token })).body as {
      version: number;
    };
    const assigned = await api.call('PUT', `/api/users/${clerk.id}`, {
      token: tenant.token,
      body: {
        displayName: 'Clara Clerk',
        email: 'clerk@example.com',
        roleIds: [employeeRole.id, role.id],
        version: user.version,
      },
    });
    expect(assigned.status).toBe(200);
    expect((await api.call('GET', '/api/audit', { token: clerk.token })).status).toBe(200);

    const inUse = await api.call('DELETE', `/api/roles/${role.id}?version=${role.version}`, {
      token: tenant.token,
    });
    expect(inUse.status).toBe(409);
    expect((inUse.body as ErrorBody).error.code).toBe('ROLE_IN_USE');

    const changed = await api.call('PUT', `/api/roles/${role.id}`, {
      token: tenant.token,
      body: { name: 'Auditors', permissions: ['calendar.view'], version: role.version },
    });
    expect(changed.status).toBe(200);
    expect((await api.call('GET', '/api/audit', { token: clerk.token })).status).toBe(403);

    const stale = await api.call('PUT', `/api/roles/${role.id}`, {
      token: tenant.token,
      body: { name: 'Auditors again', permissions: [], version: role.version },
    });
    expect(stale.status).toBe(409);
    expect((stale.body as ErrorBody).error.code).toBe('CONFLICT');
    expect(
      ((await api.call('GET', `/api/roles/${role.id}`, { token: tenant.token })).body as Role).name,
    ).toBe('Auditors');
  });

  it('keeps the Administrator role able to administer', async () => {
    const roles = (await api.call('GET', '/api/roles', { token: tenant.token })).body as Role[];
    const administrator = present(roles.find((role) => role.key === 'administrator'));
    const weakened = await api.call('PUT', `/api/roles/${administrator.id}`, {
      token: tenant.token,
      body: { name: 'Administrator', permissions: ['calendar.view'], version: administrator.version },
    });
    expect(weakened.status).toBe(409);
    expect((weakened.body as ErrorBody).error.code).toBe('LAST_ADMINISTRATOR');
  });

  it('answers the spec’s permission checks', async () => {
    const employee = await createUserAndSignIn(api, tenant, 'emil', ['employee']);
    const check = async (token: string, name: string, userId?: string) =>
      (
        await api.call('GET', `/api/security/checks/${name}${userId ? `?userId=${userId}` : ''}`, {
          token,
          language: 'en',
        })
      ).body as { allowed: boolean; message?: string };
    expect(await check(tenant.token, 'user-edit', employee.id)).toEqual({ allowed: true });
    expect(await check(employee.token, 'user-edit', employee.id)).toEqual({
      allowed: false,
      messageKey: 'access-deny',
      message: 'Access denied.',
    });
    expect((await check(employee.token, 'user-show', employee.id)).allowed).toBe(true);
    expect((await check(employee.token, 'group-delete')).allowed).toBe(false);
    const claim = await api.call('GET', '/api/security/claims/time.track', { token: employee.token });
    expect(claim.body).toEqual({ allowed: true });
  });
});

describe('users', () => {
  it('may be added by a planner with roles no stronger than the planner’s own', async () => {
    const planner = await createUserAndSignIn(api, tenant, 'pia', ['planner']);
    const roles = (await api.call('GET', '/api/roles', { token: planner.token })).body as Role[];
    const roleId = (key: string) =>
      present(
        roles.find((role) => role.key === key),
        key,
      ).id;
    const body = (username: string, key: string) => ({
      username,
      displayName: username,
      email: `${username}@example.com`,
      password: 'Test-Passw0rd-1',
      roleIds: [roleId(key)],
    });
    const employee = await api.call('POST', '/api/users', {
      token: planner.token,
      body: body('newbie', 'employee'),
    });
    expect(employee.status).toBe(201);
    const admin = await api.call('POST', '/api/users', {
      token: planner.token,
      body: body('usurper', 'administrator'),
    });
    expect(admin.status).toBe(403);
    expect((admin.body as ErrorBody).error.messageKey).toBe('access-deny');
  });

  it('cannot sign in once deactivated, and are gone once deleted', async () => {
    const leaver = await createUserAndSignIn(api, tenant, 'leaver', ['employee']);
    expect((await api.call('GET', '/api/session', { token: leaver.token })).status).toBe(200);
    await api.call('POST', `/api/users/${leaver.id}/deactivate`, { token: tenant.token });
    expect((await api.call('GET', '/api/session', { token: leaver.token })).status).toBe(401);
    const current = (await api.call('GET', `/api/users/${leaver.id}`, { token: tenant.token })).body as {
      version: number;
    };
    const deleted = await api.call('DELETE', `/api/users/${leaver.id}?version=${current.version}`, {
      token: tenant.token,
    });
    expect(deleted.status).toBe(204);
    expect((await api.call('GET', `/api/users/${leaver.id}`, { token: tenant.token })).status).toBe(404);
  });

  it('refuses to remove the last administrator and a taken username', async () => {
    const session = (await api.call('GET', '/api/session', { token: tenant.token })).body as {
      currentUserId: string;
    };
    const self = await api.call('POST', `/api/users/${session.currentUserId}/deactivate`, {
      token: tenant.token,
    });
    expect(self.status).toBe(409);
    expect((self.body as ErrorBody).error.code).toBe('LAST_ADMINISTRATOR');
    const roles = (await api.call('GET', '/api/roles', { token: tenant.token })).body as Role[];
    const taken = await api.call('POST', '/api/users', {
      token: tenant.token,
      body: {
        username: 'ALEX',
        displayName: 'Alex 2',
        email: 'a2@example.com',
        password: 'Test-Passw0rd-1',
        roleIds: [present(roles[0], 'a role').id],
      },
    });
    expect(taken.status).toBe(409);
    expect((taken.body as ErrorBody).error.code).toBe('USERNAME_TAKEN');
  });
});

describe('audit log', () => {
  it('records who changed what, before and after, and filters by action', async () => {
    expect((await chooseEdition(api, tenant, 'enterprise')).status).toBe(200);
    const all = (await api.call('GET', '/api/audit?limit=100', { token: tenant.token })).body as {
      items: AuditEntry[];
    };
    const actions = all.items.map((entry) => entry.action);
    for (const action of [
      'tenant.signup',
      'edition.change',
      'role.create',
      'role.update',
      'user.create',
      'user.update',
      'user.deactivate',
      'user.delete',
    ]) {
      expect(actions).toContain(action);
    }
    const edition = present(all.items.find((entry) => entry.action === 'edition.change'));
    expect(edition).toMatchObject({
      actorName: 'alex',
      before: { edition: 'trial' },
      after: { edition: 'enterprise' },
    });
    const roleChange = present(all.items.find((entry) => entry.action === 'role.update'));
    expect(roleChange).toMatchObject({
      before: { permissions: ['audit.view'] },
      after: { permissions: ['calendar.view'] },
    });

    const filtered = (await api.call('GET', '/api/audit?action=user.delete', { token: tenant.token }))
      .body as { items: AuditEntry[] };
    expect(filtered.items.map((entry) => entry.targetName)).toEqual(['leaver']);
  });

  it('refuses a range that ends before it starts, and answers a start in the future with nothing', async () => {
    const backwards = await api.call('GET', '/api/audit?from=2026-02-01&to=2026-01-01', {
      token: tenant.token,
    });
    expect(backwards.status).toBe(400);
    expect((backwards.body as ErrorBody).error.details).toMatchObject({
      issues: [{ path: 'query.to', messageKey: 'range.endBeforeStart' }],
    });
    // The last day the API accepts (a start beyond 2199-12-31 is 400, see bounded-requests.test.ts).
    const future = await api.call('GET', '/api/audit?from=2199-12-31', { token: tenant.token });
    expect(future.status).toBe(200);
    expect(future.body).toEqual({ items: [] });
  });

  it('takes a cursor only for the filter that issued it', async () => {
    const first = await api.call('GET', '/api/audit?limit=1', { token: tenant.token });
    const cursor = present((first.body as { nextCursor?: string }).nextCursor, 'cursor');
    const same = await api.call('GET', `/api/audit?limit=1&cursor=${cursor}`, { token: tenant.token });
    expect(same.status).toBe(200);
    const other = await api.call('GET', `/api/audit?limit=1&action=user.create&cursor=${cursor}`, {
      token: tenant.token,
    });
    expect(other.status).toBe(400);
    expect((other.body as ErrorBody).error.code).toBe('INVALID_CURSOR');
  });

  it('exports as a background task: an Excel file in the reader’s language, names instead of ids', async () => {
    const started = await api.call('POST', '/api/audit/exports', {
      token: tenant.token,
      language: 'de',
      body: { action: 'user.update', search: 'clerk' },
    });
    expect(started.status).toBe(202);
    const task = await waitForTask(api, (started.body as TTaskProgress).progressId, tenant.token);
    expect(task).toMatchObject({ succeeded: true, hasDownload: true, percent: 100 });
    expect(task.name).toBe('Audit log export');
    const download = await api.call('GET', `/api/tasks/${task.progressId}/download`, { token: tenant.token });
    const { url, fileName } = download.body as { url: string; fileName: string };
    expect(fileName).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await fetch(url)).arrayBuffer());
    const sheet = present(workbook.worksheets[0], 'sheet');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Zeitpunkt',
      'Von',
      'Aktion',
      'Betrifft',
      'Vorher → nachher',
    ]);
    expect(sheet.rowCount).toBe(2);
    const [at, actor, action, target, changes] = [1, 2, 3, 4, 5].map(
      (column) => sheet.getRow(2).getCell(column).value,
    );
    const entry = present(
      (
        (await api.call('GET', '/api/audit?action=user.update&search=clerk', { token: tenant.token }))
          .body as {
          items: AuditEntry[];
        }
      ).items[0],
      'entry',
    );
    // The tenant's wall clock (Europe/Berlin), not UTC.
    const berlin = new Date(entry.at)
      .toLocaleString('sv-SE', { timeZone: 'Europe/Berlin' })
      .replace(' ', 'T');
    expect((at as Date).toISOString().slice(0, 19)).toBe(berlin);
    expect(actor).toBe('Alex Admin');
    expect(action).toBe('Benutzer geändert');
    expect(target).toBe('Clara Clerk');
    expect(typeof changes).toBe('string');
    expect(changes).toContain('Rollen: Employee → Employee, Auditors');
    expect(changes as string).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('shows another tenant none of it', async () => {
    const stranger = await signUpTenant(api);
    const theirs = (await api.call('GET', '/api/audit?limit=100', { token: stranger.token })).body as {
      items: AuditEntry[];
    };
    expect(theirs.items.map((entry) => entry.action)).toEqual(['tenant.signup']);
    const users = (await api.call('GET', '/api/users', { token: stranger.token })).body as {
      username: string;
    }[];
    expect(users.map((user) => user.username)).toEqual(['alex']);
  });
});
