/**
 * The harness over every registered operation: no token is 401 (public routes excepted), malformed path,
 * query or body is 400 with the error body (never 500), and another tenant's token on this tenant's ids is 404.
 * A route added later is covered by being in the catalog; a new kind of path parameter needs a fixture below.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { operations } from '@app/functions/wiring/catalog';
import type { AnyOperation } from '@app/functions/api/operation';
import { startTask } from '@app/functions/tasks/task.service';
import { signIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { confirmAdministratorEmail } from '../support/mails';
import { present, tokenSubject } from '../support/present';

const api = useTestApi();
let owner: TestTenant;
let stranger: TestTenant;
/**
 * A user of the owner's tenant whose only role grants `time.track`, which no operation requires (the calendar's
 * reads need `calendar.view`, so that permission no longer makes a user who lacks every operation's).
 */
let limitedToken: string;
/** Ids of the owner's resources, by path parameter name. */
const fixtures: Record<string, string> = {};

beforeAll(async () => {
  [owner, stranger] = await Promise.all([signUpTenant(api), signUpTenant(api)]);
  // Enterprise, so that no edition gate answers before the request is parsed.
  const subscription = await api.call('GET', '/api/subscription', { token: owner.token });
  const version = (subscription.body as { version: number }).version;
  await api.call('PUT', '/api/subscription', {
    token: owner.token,
    body: { edition: 'enterprise', version },
  });

  const role = await api.call('POST', '/api/roles', {
    token: owner.token,
    // A permission no contract asks for (the services read it): every permissioned operation must answer 403.
    body: { name: 'Harness role', permissions: ['absences.request'] },
  });
  fixtures.roleId = (role.body as { id: string }).id;
  const user = await api.call('POST', '/api/users', {
    token: owner.token,
    body: {
      username: 'harness.user',
      displayName: 'Harness User',
      email: 'harness@example.com',
      password: 'Harness-Passw0rd',
      roleIds: [fixtures.roleId],
    },
  });
  fixtures.userId = (user.body as { id: string }).id;
  limitedToken = await signIn(api, owner.customerNo, 'harness.user', 'Harness-Passw0rd');
  // A notification of the harness user: a message to them (the company mails once its address is confirmed).
  await confirmAdministratorEmail(api, owner.customerNo);
  await api.call('POST', `/api/users/${fixtures.userId}/message`, {
    token: owner.token,
    body: { subject: 'Harness', text: 'Harness' },
  });
  const notifications = await api.call('GET', '/api/notifications?limit=1', { token: limitedToken });
  fixtures.notificationId = (notifications.body as { items: { id: string }[] }).items[0]?.id ?? '';
  const session = await api.call('GET', '/api/session', { token: owner.token });
  const task = await startTask(
    { customerNo: owner.customerNo, userSub: tokenSubject(owner.token), username: owner.username },
    { kind: 'report', type: 'harness.unknown-type', name: { key: 'task.name.report' }, input: {} },
    'en',
  );
  fixtures.taskId = task.progressId;
  // The sign-up's first unit; `key` names a unit setting.
  const units = await api.call('GET', '/api/units', { token: owner.token });
  fixtures.unitId = (units.body as { id: string }[])[0]?.id ?? '';
  fixtures.key = 'harness.setting';
  const userGroup = await api.call('POST', '/api/user-groups', {
    token: owner.token,
    body: { name: 'Harness' },
  });
  fixtures.userGroupId = (userGroup.body as { id: string }).id;
  const field = await api.call('POST', '/api/user-fields', {
    token: owner.token,
    body: { caption: 'Harness', fieldType: 'TXT' },
  });
  fixtures.fieldId = (field.body as { id: string }).id;
  // Countries, regions and holidays are keyed by codes and composite ids, not uuids.
  Object.assign(fixtures, {
    countryCode: 'DE',
    regionCode: 'BY',
    holidayId: 'DE.BY.2026-01-06.7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e',
    schoolHolidayId: 'DE.BY.2026-11-02.7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e',
  });
  const absenceTypes = await api.call('GET', '/api/absence-types', { token: owner.token });
  fixtures.absenceTypeId = (absenceTypes.body as { id: string }[])[0]?.id ?? '';
  const absence = await api.call('POST', '/api/absences', {
    token: owner.token,
    body: {
      userId: fixtures.userId,
      absenceTypeId: fixtures.absenceTypeId,
      begin: '2026-12-21',
      end: '2026-12-23',
    },
  });
  fixtures.absenceId = (absence.body as { absence: { id: string } }).absence.id;
  // A series of absences (every Tuesday, twice): its id is the series calls' path parameter.
  const absenceSeries = await api.call('POST', '/api/absences', {
    token: owner.token,
    body: {
      userId: fixtures.userId,
      absenceTypeId: fixtures.absenceTypeId,
      begin: '2027-01-05',
      end: '2027-01-05',
      serial: { rule: { type: 'weekly', every: 1, weekdays: ['Tu'] }, end: { type: 3, count: 2 } },
    },
  });
  fixtures.seriesId = (absenceSeries.body as { series: { id: string } }).series.id;
  const appointment = await api.call('POST', '/api/appointments', {
    token: owner.token,
    body: {
      subject: 'Harness',
      begin: '2026-12-22',
      end: '2026-12-22',
      allDay: true,
      userId: fixtures.userId,
    },
  });
  fixtures.appointmentId = (appointment.body as { id: string }).id;
  const tag = await api.call('POST', '/api/tags', {
    token: owner.token,
    body: { name: 'Harness tag', color: '#123456', category: 'APPOINTMENT' },
  });
  fixtures.tagId = (tag.body as { id: string }).id;
  // Favourites name any object by id, and objects by their container.
  fixtures.id = fixtures.tagId;
  fixtures.containerId = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';
  const qualification = await api.call('POST', '/api/qualifications', {
    token: owner.token,
    body: { name: 'Harness qualification' },
  });
  fixtures.qualificationId = (qualification.body as { id: string }).id;
  fixtures.code = 'HARNESS-1';
  await api.call('POST', '/api/cost-units', {
    token: owner.token,
    body: { code: fixtures.code, name: 'Harness' },
  });
  const rate = await api.call('POST', '/api/hourly-rates', {
    token: owner.token,
    body: { caption: 'Harness rate', days: 255, valueType: 0, value: 25 },
  });
  fixtures.hourlyRateId = (rate.body as { id: string }).id;
  const wageType = await api.call('POST', '/api/wage-types', {
    token: owner.token,
    body: { caption: 'Harness wage type', wageType: 6, bookingKey: '1000' },
  });
  fixtures.wageTypeId = (wageType.body as { id: string }).id;
  // A resource with a shift template and a cycle; `objectId` names an object of the first source (resource).
  const resource = await api.call('POST', '/api/resources', {
    token: owner.token,
    body: { caption: 'Harness' },
  });
  fixtures.resourceId = fixtures.objectId = (resource.body as { id: string }).id;
  const template = await api.call('POST', '/api/shifts', {
    token: owner.token,
    body: { name: 'Harness', shortName: 'H', resourceId: fixtures.resourceId, begin: '06:00', end: '14:00' },
  });
  fixtures.templateId = (template.body as { id: string }).id;
  const cycle = await api.call('POST', '/api/shifts/cycles', {
    token: owner.token,
    body: {
      name: 'Harness',
      period: 'days',
      length: 1,
      slots: [{ day: 1, shiftTemplateId: fixtures.templateId }],
    },
  });
  fixtures.cycleId = (cycle.body as { id: string }).id;
  // An object container with a custom field and an object.
  const container = await api.call('POST', '/api/object-containers', {
    token: owner.token,
    body: { name: 'Harness' },
  });
  fixtures.objectContainerId = (container.body as { id: string }).id;
  const containerField = await api.call(
    'POST',
    `/api/object-containers/${fixtures.objectContainerId}/fields`,
    {
      token: owner.token,
      body: { caption: 'Harness', fieldType: 'TXT' },
    },
  );
  fixtures.containerFieldId = (containerField.body as { id: string }).id;
  const object = await api.call('POST', '/api/objects', {
    token: owner.token,
    body: { containerId: fixtures.objectContainerId, name: 'Harness' },
  });
  fixtures.objectItemId = (object.body as { id: string }).id;
  // An open shift entry of the first unit; its id names unit, day and uuid (`entryId`).
  const entry = await api.call('POST', '/api/calendar/entries', {
    token: owner.token,
    body: { unitId: fixtures.unitId, date: '2026-12-07', userId: null, templateId: fixtures.templateId },
  });
  fixtures.entryId = (entry.body as { result: { id: string } }).result.id;
  const weekTemplate = await api.call('POST', '/api/weektemplates', {
    token: owner.token,
    body: { unitId: fixtures.unitId, name: 'Harness', entries: [] },
  });
  fixtures.weekTemplateId = (weekTemplate.body as { id: string }).id;
  const insertion = await api.call('POST', '/api/shifts/insertcycle', {
    token: owner.token,
    body: {
      unitId: fixtures.unitId,
      cycleId: fixtures.cycleId,
      userIds: [fixtures.userId],
      start: '2026-12-07',
      repetitions: 1,
    },
  });
  fixtures.insertionId = (insertion.body as { insertionId: string }).insertionId;
  const fixedBar = await api.call('POST', '/api/fixedbars', {
    token: owner.token,
    body: { name: 'Harness' },
  });
  fixtures.fixedBarId = (fixedBar.body as { id: string }).id;
  const fixedBarEntry = await api.call('POST', '/api/fixedbar-entries', {
    token: owner.token,
    body: {
      fixedBarId: fixtures.fixedBarId,
      caption: 'Harness',
      startDate: '2026-12-07',
      endDate: '2026-12-07',
    },
  });
  fixtures.fixedBarEntryId = (fixedBarEntry.body as { id: string }).id;
  // Rules and standby rules name their id `id`, as favourites do: their own fixtures, by operation.
  const rule = await api.call('POST', '/api/rules', {
    token: owner.token,
    body: { ruleType: 'MINOC', name: 'Harness', scope: { kind: 'company' }, settings: { minimum: 1 } },
  });
  for (const name of ['getRule', 'copyRule', 'setRuleActive', 'deleteRule', 'ruleName'])
    fixtures[`rules.${name}:id`] = (rule.body as { id: string }).id;
  const standby = await api.call('POST', '/api/standby/rules', {
    token: owner.token,
    body: { name: 'Harness', unitId: fixtures.unitId },
  });
  for (const name of ['standbyRule', 'deleteStandbyRule'])
    fixtures[`rules.${name}:id`] = (standby.body as { id: string }).id;
  const booking = await api.call('POST', '/api/time/bookings', {
    token: owner.token,
    body: { userId: fixtures.userId, day: '2026-12-07', begin: '08:00', end: '16:00' },
  });
  fixtures.bookingId = (booking.body as { booking: { id: string } }).booking.id;
  const terminal = await api.call('POST', '/api/terminals', {
    token: owner.token,
    body: { name: 'Harness' },
  });
  fixtures.terminalId = (terminal.body as { terminal: { id: string } }).terminal.id;
  await api.call('POST', '/api/year-tables', {
    token: owner.token,
    body: { userId: fixtures.userId, year: 2026 },
  });
  const special = await api.call('POST', '/api/year-tables/specials', {
    token: owner.token,
    body: {
      userId: fixtures.userId,
      year: 2026,
      entry: { account: 'time', date: '2026-06-30', value: 60, note: '' },
    },
  });
  fixtures.specialId = (special.body as { id: string }).id;
  // A kept payroll run (its export runs in the background; the harness needs only the run's id).
  await api.call('PUT', '/api/payroll/settings/lodas', {
    token: owner.token,
    body: { consultantNumber: '1234567', clientNumber: '12345', version: 0 },
  });
  await api.call('POST', '/api/reports/datev-lodas', {
    token: owner.token,
    body: { unitId: fixtures.unitId, calculationDate: '2026-11-30' },
  });
  const payrollRuns = await api.call('GET', '/api/payroll/runs', { token: owner.token });
  fixtures.runId = (payrollRuns.body as { items: { id: string }[] }).items[0]?.id ?? '';
  fixtures.index = '0';
  // A well-formed shift request key (unit, day, slot, request): the checks answer before it is looked up.
  fixtures.requestKey = `${fixtures.unitId}.2026-12-07.3f2a9c1d-8e4b-4a6f-b2c7-1d9e0f3a5b6c.7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e`;
  expect([rule.status, standby.status, booking.status]).toEqual([200, 200, 200]);
  expect(session.status).toBe(200);
});

/** Valid values for the non-tenant path parameters (enums, customer numbers). */
function validParam(operation: AnyOperation, name: string): string {
  const own = fixtures[`${operation.id}:${name}`];
  if (own) return own;
  if (fixtures[name]) return fixtures[name];
  const schema = (operation.request.params as z.ZodObject | undefined)?.shape[name] as z.ZodType | undefined;
  const json = schema ? (z.toJSONSchema(schema, { io: 'input' }) as { enum?: string[] }) : {};
  if (json.enum?.[0]) return json.enum[0];
  if (name === 'customerNo') return owner.customerNo;
  throw new Error(`${operation.id}: add a harness fixture for path parameter "${name}"`);
}

function pathWith(operation: AnyOperation, value: (name: string) => string): string {
  return operation.path.replace(/\{(\w+)\+?\}/g, (_, name: string) => encodeURIComponent(value(name)));
}

function queryString(query: Record<string, string> | undefined): string {
  return query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
}

/** A value the schema must reject for one query field, or undefined when the field takes any string. */
function malformedQueryValue(schema: z.ZodType): string | undefined {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    type?: string;
    enum?: unknown[];
    pattern?: string;
    format?: string;
    maxLength?: number;
  };
  if (json.type === 'number' || json.type === 'integer') return 'not-a-number';
  if (json.type === 'boolean') return 'maybe';
  if (json.enum) return 'no-such-value';
  if (json.pattern || json.format) return '!!not valid!!';
  if (json.maxLength !== undefined) return 'x'.repeat(json.maxLength + 1);
  return undefined;
}

function expectErrorBody(answer: { status: number; body: unknown }, status: number): void {
  expect(answer.status).toBe(status);
  const body = answer.body as { error?: { code?: unknown; messageKey?: unknown; message?: unknown } };
  expect(typeof body.error?.code).toBe('string');
  expect(typeof body.error?.messageKey).toBe('string');
  expect(typeof body.error?.message).toBe('string');
}

const protectedOperations = operations.filter((operation) => operation.auth === 'user');

/** Fields of a request part whose schema is a uuid: the ids of a tenant's entities. */
function entityIdFields(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { format?: string }>;
  };
  return Object.entries(json.properties ?? {})
    .filter(([, property]) => property.format === 'uuid')
    .map(([name]) => name);
}

const holdsEntityId = (operation: AnyOperation) =>
  entityIdFields(operation.request.params).length + entityIdFields(operation.request.query).length > 0;

/** Every operation with an entity id in its path or query, unless it opts out with a reason. */
const tenantScoped = operations.filter(
  (operation) => operation.auth === 'user' && holdsEntityId(operation) && !operation.isolationOptOut,
);

/** The example query with the owner's ids in its entity-id fields. */
function ownerQuery(operation: AnyOperation): Record<string, string> | undefined {
  const idFields = entityIdFields(operation.request.query);
  if (!idFields.length) return operation.examples?.query;
  const ids = Object.fromEntries(idFields.map((name) => [name, validParam(operation, name)]));
  return { ...operation.examples?.query, ...ids };
}

describe('every protected operation without a valid token', () => {
  it.each(protectedOperations.map((operation) => [operation.id, operation] as const))(
    '%s answers 401 without token and with a forged one',
    async (_id, operation) => {
      const path =
        pathWith(operation, (name) => validParam(operation, name)) + queryString(operation.examples?.query);
      const body = operation.examples?.body;
      expect((await api.call(operation.method, path, { body })).status).toBe(401);
      const [header, payload] = owner.token.split('.');
      const forgedPayload = Buffer.from(
        JSON.stringify({
          ...JSON.parse(Buffer.from(present(payload), 'base64url').toString()),
          'custom:customerNo': stranger.customerNo,
        }),
      ).toString('base64url');
      const forged = `${header}.${forgedPayload}.${owner.token.split('.')[2]}`;
      expect((await api.call(operation.method, path, { body, token: forged })).status).toBe(401);
    },
  );
});

describe('every operation with malformed input', () => {
  const withParams = operations.filter((operation) => /\{\w+\+?\}/.test(operation.path));
  it.each(withParams.map((operation) => [operation.id, operation] as const))(
    '%s answers 400 for a malformed path parameter',
    async (_id, operation) => {
      const path = pathWith(operation, () => 'not a valid id!') + queryString(operation.examples?.query);
      const answer = await api.call(operation.method, path, {
        token: owner.token,
        body: operation.examples?.body,
      });
      expectErrorBody(answer, 400);
    },
  );

  const withBody = operations.filter((operation) => operation.request.body);
  it.each(withBody.map((operation) => [operation.id, operation] as const))(
    '%s answers 400 for broken JSON and for a body of the wrong shape',
    async (_id, operation) => {
      const path =
        pathWith(operation, (name) => validParam(operation, name)) + queryString(operation.examples?.query);
      const headers = { 'content-type': 'application/json', 'cloudfront-viewer-address': '10.250.0.1' };
      const broken = await api.call(operation.method, path, {
        token: owner.token,
        rawBody: '{"broken',
        headers,
      });
      expectErrorBody(broken, 400);
      const wrongShape = await api.call(operation.method, path, { token: owner.token, body: [42], headers });
      expectErrorBody(wrongShape, 400);
    },
  );

  const withQuery = operations.filter((operation) => operation.request.query);
  it.each(withQuery.map((operation) => [operation.id, operation] as const))(
    '%s answers 400 for each malformed query field',
    async (_id, operation) => {
      const shape = (operation.request.query as z.ZodObject).shape as Record<string, z.ZodType>;
      const path = pathWith(operation, (name) => validParam(operation, name));
      let checked = 0;
      for (const [field, schema] of Object.entries(shape)) {
        const bad = malformedQueryValue(schema);
        if (bad === undefined) continue;
        checked++;
        const query = { ...operation.examples?.query, [field]: bad };
        const answer = await api.call(operation.method, path + queryString(query), {
          token: owner.token,
          body: operation.examples?.body,
        });
        expectErrorBody(answer, 400);
      }
      expect(checked).toBeGreaterThan(0);
    },
  );
});

/**
 * Days every contract refuses (400 with the error body, never 500): outside the supported days 1900-01-01 to
 * 2199-12-31, a five-digit year, not on the calendar, not a day at all.
 */
const badDates = ['1899-12-31', '2200-01-01', '10000-01-01', '2026-02-30', '2026-13-45', 'xxxx'];

type JsonSchema = Record<string, unknown>;

/** The paths of the plain-date fields of a request part (`ZPlainDate` documents its pattern). */
function datePaths(json: JsonSchema, path: readonly string[] = []): string[][] {
  if (json.type === 'string' && json.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return [[...path]];
  const found: string[][] = [];
  for (const [name, property] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>))
    found.push(...datePaths(property, [...path, name]));
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const variant of (json[key] ?? []) as JsonSchema[]) found.push(...datePaths(variant, path));
  return found;
}

function datePathsOf(schema: z.ZodType | undefined): string[][] {
  if (!schema) return [];
  const paths = datePaths(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return [...new Map(paths.map((path) => [path.join('.'), path])).values()];
}

/** A copy of `value` with `replacement` at `path`, or undefined when the path's parent is not an object there. */
function withValueAt(value: unknown, path: readonly string[], replacement: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined || value === null || typeof value !== 'object' || Array.isArray(value))
    return undefined;
  const object = value as Record<string, unknown>;
  if (rest.length === 0) return { ...object, [head]: replacement };
  const inner = withValueAt(object[head], rest, replacement);
  return inner === undefined ? undefined : { ...object, [head]: inner };
}

describe('every operation with a day in its query or body', () => {
  const withDates = operations.filter(
    (operation) =>
      datePathsOf(operation.request.query).length + datePathsOf(operation.request.body).length > 0,
  );

  it('covers the calendar, bookings, audit and reports', () => {
    const ids = withDates.map((operation) => operation.id);
    for (const id of [
      'calendar.list',
      'calendar.save',
      'time.bookings',
      'audit.list',
      'audit.export',
      'time.trackingAction',
    ])
      expect(ids).toContain(id);
  });

  it.each(withDates.map((operation) => [operation.id, operation] as const))(
    '%s answers 400 for each day outside the calendar or the supported days',
    async (_id, operation) => {
      const path = pathWith(operation, (name) => validParam(operation, name));
      const requests: { query: Record<string, string> | undefined; body: unknown; field: string }[] = [];
      for (const field of datePathsOf(operation.request.query))
        for (const bad of badDates)
          requests.push({
            query: { ...operation.examples?.query, [field.join('.')]: bad },
            body: operation.examples?.body,
            field: `query.${field.join('.')}`,
          });
      for (const field of datePathsOf(operation.request.body))
        for (const bad of badDates) {
          const body = withValueAt(operation.examples?.body ?? {}, field, bad);
          if (body !== undefined)
            requests.push({ query: operation.examples?.query, body, field: `body.${field.join('.')}` });
        }
      expect(requests.length).toBeGreaterThan(0);
      const answers = await Promise.all(
        requests.map((request) =>
          api.call(operation.method, path + queryString(request.query), {
            token: owner.token,
            body: request.body,
          }),
        ),
      );
      answers.forEach((answer, index) => {
        const request = requests[index];
        expect(answer.status, `${request?.field} = ${JSON.stringify(request?.query ?? request?.body)}`).toBe(
          400,
        );
        expectErrorBody(answer, 400);
      });
    },
  );
});

describe("another tenant's token on this tenant's ids", () => {
  it('covers every tenant-scoped operation', () => {
    expect(tenantScoped.length).toBeGreaterThan(0);
    for (const operation of tenantScoped) {
      const bodyMissing = operation.request.body && operation.examples?.body === undefined;
      const queryInvalid =
        operation.request.query && !operation.request.query.safeParse(ownerQuery(operation) ?? {}).success;
      if (bodyMissing || queryInvalid) {
        throw new Error(`${operation.id} needs examples for the isolation harness`);
      }
    }
  });

  it('opts out only with a reason', () => {
    for (const operation of operations.filter((candidate) => candidate.isolationOptOut !== undefined)) {
      expect(operation.isolationOptOut?.length, operation.id).toBeGreaterThan(10);
    }
    expect(tenantScoped.map((operation) => operation.id)).toContain('users.securityCheck');
  });

  it.each(tenantScoped.map((operation) => [operation.id, operation] as const))(
    '%s answers 404 and leaves the resource as it was',
    async (_id, operation) => {
      const path =
        pathWith(operation, (name) => validParam(operation, name)) + queryString(ownerQuery(operation));
      const answer = await api.call(operation.method, path, {
        token: stranger.token,
        body: operation.examples?.body,
      });
      expectErrorBody(answer, 404);
      expect(answer.text).not.toContain(owner.customerNo);
    },
  );

  it("leaves the owner's resources intact", async () => {
    expect((await api.call('GET', `/api/roles/${fixtures.roleId}`, { token: owner.token })).status).toBe(200);
    expect((await api.call('GET', `/api/users/${fixtures.userId}`, { token: owner.token })).status).toBe(200);
  });
});

describe('a user of the same tenant without the permission', () => {
  const permissioned = operations.filter((operation) => operation.permission !== undefined);

  it.each(permissioned.map((operation) => [operation.id, operation] as const))(
    '%s answers 403 access-deny',
    async (_id, operation) => {
      const path =
        pathWith(operation, (name) => validParam(operation, name)) + queryString(ownerQuery(operation));
      const answer = await api.call(operation.method, path, {
        token: limitedToken,
        body: operation.examples?.body,
      });
      expectErrorBody(answer, 403);
      expect((answer.body as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    },
  );

  it('changed nothing', async () => {
    const role = await api.call('GET', `/api/roles/${fixtures.roleId}`, { token: owner.token });
    const user = await api.call('GET', `/api/users/${fixtures.userId}`, { token: owner.token });
    expect(role.body).toMatchObject({ name: 'Harness role', version: 1 });
    expect(user.body).toMatchObject({ displayName: 'Harness User', active: true, version: 1 });
    const subscription = await api.call('GET', '/api/subscription', { token: owner.token });
    expect(subscription.body).toMatchObject({ edition: 'enterprise' });
  });
});
