/**
 * Bounded requests (issue 25, items 1 and 8): a day outside 1900-01-01..2199-12-31, a day not on the calendar,
 * a range over its contract's maximum and an unbounded number are answered 400 with the error body at once,
 * never by a server that walks a million months or throws (500); and after each the server serves the same kind
 * of request as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import {
  createUserAndSignIn,
  signUpTenant,
  useTestApi,
  type ApiAnswer,
  type TestTenant,
} from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let unitId: string;
let templateId: string;
let employee: { id: string; token: string };

interface ErrorBody {
  error: { code: string; messageKey: string; message: string; details?: { issues?: FieldIssue[] } };
}
interface FieldIssue {
  path: string;
  messageKey?: string;
  message: string;
}

/** A 400 with the error body, naming `field` among its issues; answers those issues. */
function expectRefused(answer: ApiAnswer, field: string): FieldIssue[] {
  expect(answer.status, answer.text).toBe(400);
  const { error } = answer.body as ErrorBody;
  expect(error.code).toBe('VALIDATION');
  expect(typeof error.message).toBe('string');
  const issues = error.details?.issues ?? [];
  expect(issues.map((issue) => issue.path)).toContain(field);
  return issues;
}

async function healthy(): Promise<void> {
  expect((await api.call('GET', '/api/health')).status).toBe(200);
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  unitId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  const resourceId = (
    await api.send(resourceContracts.create, { body: { caption: 'Desk' } }, { token: admin.token })
  ).data.id;
  templateId = present(
    (
      await api.send(
        shiftContracts.create,
        {
          body: {
            name: 'Early',
            shortName: 'E',
            resourceId,
            unitId,
            itemClass: 10,
            begin: '06:00',
            end: '14:00',
          },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  const created = await createUserAndSignIn(api, admin, 'bounded.emma', ['employee']);
  await api.send(
    userUnitContracts.move,
    { params: { userId: created.id }, body: { unitId, version: created.version } },
    { token: admin.token },
  );
  employee = created;
});

describe('a year-9999 range (the request that took the server down)', () => {
  it('is 400 for a calendar entry on 9999-12-31, and the next entry saves', async () => {
    const entry = (date: string) => ({ unitId, date, userId: null, templateId });
    const refused = await api.call('POST', '/api/calendar/entries', {
      token: admin.token,
      body: entry('9999-12-31'),
    });
    const [issue] = expectRefused(refused, 'body.date');
    expect(issue).toMatchObject({ messageKey: 'date.outOfRange' });
    expect(issue?.message).toBe('Please enter a date from 01.01.1900 to 31.12.2199.');
    await healthy();
    const saved = await api.send(
      calendar.save,
      { query: { force: 'false' }, body: entry('2026-12-01') },
      {
        token: admin.token,
      },
    );
    expect(saved.status).toBe(200);
  });

  it("is 400 for an employee's own bookings of December 9999, and their bookings still list", async () => {
    const bookings = (from: string, to: string) =>
      api.call('GET', `/api/time/bookings?userId=${employee.id}&from=${from}&to=${to}`, {
        token: employee.token,
      });
    expectRefused(await bookings('9999-12-01', '9999-12-31'), 'query.from');
    expectRefused(await bookings('2026-12-01', '10000-01-01'), 'query.to');
    await healthy();
    const listed = await bookings('2026-12-01', '2026-12-31');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([]);
  });

  it('is 400 for a range over its maximum, which the message names', async () => {
    const tooLong = await api.call(
      'GET',
      `/api/time/bookings?userId=${employee.id}&from=2026-01-01&to=2026-12-31`,
      {
        token: employee.token,
      },
    );
    const [issue] = expectRefused(tooLong, 'query.to');
    expect(issue).toMatchObject({ messageKey: 'time.booking.rangeTooLong' });
    expect(issue?.message).toContain('62');
    const calendarYear = await api.call('POST', '/api/calendar/data', {
      token: admin.token,
      body: { from: '1900-01-01', to: '2199-12-31', unitIds: [unitId] },
    });
    expectRefused(calendarYear, 'body.to');
  });
});

describe('a day that is no day', () => {
  const badDays = ['xxxx', '2026-02-30', '2026-13-45'];

  it('is 400 at the field for the calendar, its print and the bulk tool, which then answer as before', async () => {
    for (const bad of badDays) {
      const range = { from: bad, to: '2026-12-31', unitIds: [unitId] };
      expectRefused(
        await api.call('POST', '/api/calendar/data', { token: admin.token, body: range }),
        'body.from',
      );
      expectRefused(
        await api.call('POST', '/api/reports/print-calendar', {
          token: admin.token,
          body: { calendar: range },
        }),
        'body.calendar.from',
      );
      expectRefused(
        await api.call('POST', '/api/tools/shiftswizard/shifts', { token: admin.token, body: range }),
        'body.from',
      );
    }
    await healthy();
    const range = { from: '2026-12-01', to: '2026-12-31', unitIds: [unitId] };
    expect((await api.call('POST', '/api/calendar/data', { token: admin.token, body: range })).status).toBe(
      200,
    );
    expect(
      (
        await api.call('POST', '/api/reports/print-calendar', {
          token: admin.token,
          body: { calendar: range },
        })
      ).status,
    ).toBe(202);
    expect(
      (await api.call('POST', '/api/tools/shiftswizard/shifts', { token: admin.token, body: range })).status,
    ).toBe(200);
  });

  it('is 400 for the audit log to 9999-12-31 and its export (no failing task), which then answer', async () => {
    expectRefused(await api.call('GET', '/api/audit?to=9999-12-31', { token: admin.token }), 'query.to');
    const exported = await api.call('POST', '/api/audit/exports', {
      token: admin.token,
      body: { from: '2026-01-01', to: '9999-12-31' },
    });
    expectRefused(exported, 'body.to');
    expect(JSON.stringify(exported.body)).not.toContain('progressId');
    const tasks = await api.call('GET', '/api/tasks', { token: admin.token });
    expect(JSON.stringify(tasks.body)).not.toContain('audit');
    await healthy();
    expect(
      (await api.call('GET', '/api/audit?from=2026-01-01&to=2026-12-31', { token: admin.token })).status,
    ).toBe(200);
    const started = await api.call('POST', '/api/audit/exports', {
      token: admin.token,
      body: { from: '2026-01-01', to: '2026-12-31' },
    });
    expect(started.status).toBe(202);
  });

  it('is 400 for a tracking action from 0000-01-01, which then runs', async () => {
    const action = (from: string, to: string) =>
      api.call('POST', '/api/time/tracking-action', {
        token: admin.token,
        body: { userIds: [employee.id], from, to, action: 'CONFIRM' },
      });
    expectRefused(await action('0000-01-01', '0000-01-31'), 'body.from');
    expectRefused(await action('2026-01-01', '2026-05-31'), 'body.to');
    await healthy();
    expect((await action('2026-11-02', '2026-11-08')).status).toBe(200);
  });
});

describe('a number without bounds', () => {
  it("is 400 in a unit's timeline (-1e308, 1e-200, nested 100,000 deep), which then saves", async () => {
    const save = (data: unknown) =>
      api.call('PUT', `/api/units/${unitId}/timeline`, {
        token: admin.token,
        rawBody: `{"data":${typeof data === 'string' ? data : JSON.stringify(data)},"version":0}`,
        headers: { 'content-type': 'application/json' },
      });
    for (const data of [
      '-1e308',
      '{"begin":"06:00","scale":1e-200}',
      '['.repeat(100_000) + ']'.repeat(100_000),
    ]) {
      const [issue] = expectRefused(await save(data), 'body.data');
      expect(issue).toMatchObject({ messageKey: 'json.outOfRange' });
    }
    await healthy();
    const saved = await save({ begin: '06:00', end: '22:00', stepMinutes: 60 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ data: { begin: '06:00', end: '22:00', stepMinutes: 60 } });
  });
});
