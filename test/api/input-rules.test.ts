/**
 * Input rules (issue 7, items 6 and 7): write bodies are strict (an unknown key is 400, never silently
 * dropped), for every operation of the catalog; role names are unique per tenant (409 at the name field).
 */
import { describe, expect, it, beforeAll } from 'vitest';
import type * as z from 'zod';
import { operations } from '@app/functions/wiring/catalog';
import type { ApiErrorBody } from '@app/shared/api/errors';
import type { TRole } from '@app/shared/security/roles';
import type { TUser } from '@app/shared/users/user';
import { signUpTenant, signupBody, testPassword, useTestApi, type TestTenant } from '../support/api';

const api = useTestApi();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await signUpTenant(api);
});

const errorOf = (answer: { body: unknown }) => (answer.body as ApiErrorBody).error;

/** Valid bodies of the operations whose contract shows none. */
const bodies: Record<string, unknown> = {
  'session.setLanguage': { key: 'de' },
  'session.keepAlive': { source: 'timer' },
  'tenants.signup': signupBody(),
};

describe('write bodies', () => {
  const withBody = operations.filter((operation) => operation.request.body);

  it.each(withBody.map((operation) => [operation.id, operation] as const))(
    '%s refuses an unknown key',
    (id, operation) => {
      const schema = operation.request.body as z.ZodType;
      const body = operation.examples?.body ?? bodies[id];
      if (body === undefined) throw new Error(`${id}: add a valid body (contract example) for this test`);
      expect(schema.safeParse(body).success).toBe(true);
      const result = schema.safeParse({ ...(body as object), unexpected: true });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.code)).toContain('unrecognized_keys');
    },
  );

  it('answers 400 over HTTP and changes nothing', async () => {
    const roles = (await api.call('GET', '/api/roles', { token: tenant.token })).body as TRole[];
    const employee = roles.find((role) => role.key === 'employee');
    const answer = await api.call('POST', '/api/users', {
      token: tenant.token,
      body: {
        username: 'sneaky',
        displayName: 'Sneaky',
        email: 'sneaky@example.com',
        password: testPassword,
        roleIds: [employee?.id],
        active: false,
      },
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toMatchObject({
      code: 'VALIDATION',
      details: { issues: [{ path: 'body', code: 'unrecognized_keys' }] },
    });
    const users = (await api.call('GET', '/api/users', { token: tenant.token })).body as TUser[];
    expect(users.map((user) => user.username)).not.toContain('sneaky');
  });
});

describe('role names', () => {
  const create = (name: string) =>
    api.call('POST', '/api/roles', { token: tenant.token, body: { name, permissions: ['calendar.view'] } });

  it('are unique per tenant, whatever the case: 409 at the name field', async () => {
    // The default roles of the sign-up count too.
    const planner = await create('planner');
    expect(planner.status).toBe(409);
    expect(errorOf(planner)).toMatchObject({
      code: 'ROLE_NAME_TAKEN',
      message: 'A role with this name already exists.',
      details: { issues: [{ path: 'body.name', message: 'A role with this name already exists.' }] },
    });
    const leads = await create('Shift leads');
    expect(leads.status).toBe(201);
    expect((await create(' SHIFT LEADS ')).status).toBe(409);

    const other = (await create('Night watch')).body as TRole;
    const renamed = await api.call('PUT', `/api/roles/${other.id}`, {
      token: tenant.token,
      body: { name: 'Shift Leads', permissions: other.permissions, version: other.version },
    });
    expect(renamed.status).toBe(409);
    expect(errorOf(renamed).code).toBe('ROLE_NAME_TAKEN');
    // Its own name in another case is no conflict.
    const recased = await api.call('PUT', `/api/roles/${other.id}`, {
      token: tenant.token,
      body: { name: 'Night Watch', permissions: other.permissions, version: other.version },
    });
    expect(recased.status).toBe(200);

    const names = ((await api.call('GET', '/api/roles', { token: tenant.token })).body as TRole[]).map(
      (role) => role.name.toLowerCase(),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('hold against concurrent creations, and are free again once the role is deleted', async () => {
    const answers = await Promise.all([
      create('Weekend crew'),
      create('weekend crew'),
      create('WEEKEND CREW'),
    ]);
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(errorOf(refused).code).toBe('ROLE_NAME_TAKEN');
    }
    const role = created[0]?.body as TRole;
    const deleted = await api.call('DELETE', `/api/roles/${role.id}?version=${role.version}`, {
      token: tenant.token,
    });
    expect(deleted.status).toBe(204);
    expect((await create('Weekend crew')).status).toBe(201);
  });
});
