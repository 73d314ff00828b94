/**
 * Responsibility in time tracking (issue 25): a planner responsible for unit A only decides on and reads the time
 * of A's people (their month, bookings, corrections, overtime, confirmations, booking approvals and edits, the day's
 * tracking record, check bookings, the target/actual report, year tables) and gets 403 NOT_RESPONSIBLE for a person
 * or the unit B, with nothing of B's person changed. An employee of B still reads their own month.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import type { TBooking } from '@app/shared/time-tracking/booking';
import { timeCheckContracts } from '@app/shared/time-tracking/check.contracts';
import { targetActualReportContracts as reports } from '@app/shared/time-tracking/target-actual-report.contracts';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { trackingRecordContracts as records } from '@app/shared/time-tracking/tracking-record.contracts';
import { trackingContracts as tracking } from '@app/shared/time-tracking/tracking.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { yearTableContracts as years } from '@app/shared/year-tables/year-tables.contracts';
import { signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { trackedPerson, type TrackedPerson } from '../support/time';

const api = useTestApi();
const suffix = randomUUID().slice(0, 8);
let admin: TestTenant;
/** Planner role, responsible for unit A only. */
let paula: TrackedPerson;

/** A person of unit A or B with a Requested booking of their own (6 March) and waiting overtime (4 March). */
interface Subject {
  person: TrackedPerson;
  unitId: string;
  requested: TBooking;
}
let inA: Subject;
let inB: Subject;

const as = (who: { token: string }) => ({ token: who.token });
const month = '2025-03';

/** What the read-back compares: the person's month, bookings and year table as the administrator sees them. */
async function snapshot(subject: Subject) {
  const userId = subject.person.id;
  const [valued, bookings, year] = await Promise.all([
    api.send(tracking.targetActual, { query: { userId, month } }, as(admin)),
    api.send(time.bookings, { query: { userId, from: '2025-03-01', to: '2025-03-31' } }, as(admin)),
    api.send(years.getYearTable, { query: { userId, year: 2025 } }, as(admin)),
  ]);
  return { valued: valued.data, bookings: bookings.data, year: year.data };
}

/** What a case looks at in an answer. */
interface Answer {
  status: number;
  error: { code: string; message: string } | undefined;
}

interface Case {
  name: string;
  /** The planner's request on the subject; acting on A answers `ok`. */
  act: (subject: Subject) => Promise<Answer>;
  ok: number;
}

const cases: Case[] = [
  {
    name: 'read the target/actual month',
    act: ({ person }) => api.send(tracking.targetActual, { query: { userId: person.id, month } }, as(paula)),
    ok: 200,
  },
  {
    name: 'list the bookings',
    act: ({ person }) =>
      api.send(
        time.bookings,
        { query: { userId: person.id, from: '2025-03-01', to: '2025-03-31' } },
        as(paula),
      ),
    ok: 200,
  },
  {
    name: 'correct a day (EditTargetActualData)',
    act: ({ person }) =>
      api.send(
        tracking.saveDayCorrection,
        { body: { userId: person.id, date: '2025-03-03', target: 0, actual: 600, version: 0 } },
        as(paula),
      ),
    ok: 200,
  },
  {
    name: 'approve overtime',
    act: ({ person }) =>
      api.send(
        tracking.decideOvertime,
        { body: { userId: person.id, date: '2025-03-04', decision: 'approve' } },
        as(paula),
      ),
    ok: 200,
  },
  {
    name: 'confirm days',
    act: ({ person }) =>
      api.send(
        tracking.trackingAction,
        { body: { userIds: [person.id], from: '2025-03-05', to: '2025-03-05', action: 'CONFIRM' } },
        as(paula),
      ),
    ok: 200,
  },
  {
    name: 'approve a requested booking',
    act: ({ requested }) =>
      api.send(
        time.approveBooking,
        { params: { bookingId: requested.id }, query: { version: requested.version } },
        as(paula),
      ),
    ok: 200,
  },
  {
    name: 'save a booking of the person',
    act: ({ person }) =>
      api.send(
        time.saveBooking,
        { body: { userId: person.id, day: '2025-03-10', begin: '08:00', end: '16:00', pauses: [] } },
        as(paula),
      ),
    ok: 200,
  },
  {
    name: 'take a day from the plan (save the tracking record)',
    act: ({ person }) =>
      api.send(
        records.saveTracking,
        {
          body: {
            userId: person.id,
            date: '2025-03-11',
            bookings: [{ begin: '07:00', end: '15:00' }],
            version: 0,
          },
        },
        as(paula),
      ),
    ok: 200,
  },
  {
    name: 'delete a day’s tracking record with its bookings',
    act: ({ person }) =>
      api.send(
        records.deleteTracking,
        { query: { userId: person.id, date: '2025-03-04', bookings: 'true' } },
        as(paula),
      ),
    ok: 204,
  },
  {
    name: 'check the person’s bookings',
    act: ({ person }) =>
      api.send(
        timeCheckContracts.checkBookings,
        { body: { userIds: [person.id], from: '2025-03-01', to: '2025-03-31' } },
        as(paula),
      ),
    ok: 200,
  },
  {
    name: 'check the unit’s bookings',
    act: ({ unitId }) =>
      api.send(
        timeCheckContracts.checkBookings,
        { body: { unitId, from: '2025-03-01', to: '2025-03-31' } },
        as(paula),
      ),
    ok: 200,
  },
  {
    name: 'start the target/actual report of the person',
    act: ({ person }) =>
      api.send(
        reports.targetActualReport,
        { body: { userIds: [person.id], month, format: 'xlsx' } },
        as(paula),
      ),
    ok: 202,
  },
  {
    name: 'start the target/actual report of the unit',
    act: ({ unitId }) =>
      api.send(reports.targetActualReport, { body: { unitId, month, format: 'pdf' } }, as(paula)),
    ok: 202,
  },
  {
    name: 'create the person’s year table',
    act: ({ person }) => api.send(years.createYear, { body: { userId: person.id, year: 2025 } }, as(paula)),
    ok: 201,
  },
  {
    name: 'recalculate the person’s time account',
    act: ({ person }) =>
      api.send(years.requestCalculation, { body: { userId: person.id, year: 2025 } }, as(paula)),
    ok: 200,
  },
  {
    name: 'add a special entry to the person’s year',
    act: ({ person }) =>
      api.send(
        years.saveSpecialEntry,
        {
          body: {
            userId: person.id,
            year: 2025,
            entry: { account: 'time', date: '2025-03-12', value: 600, note: 'granted' },
          },
        },
        as(paula),
      ),
    ok: 200,
  },
];

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  const rootId = present((await api.send(unitContracts.list, {}, as(admin))).data[0]).id;
  const unit = async (name: string) =>
    present(
      (await api.send(unitContracts.create, { body: { name, unitType: 0, parentId: rootId } }, as(admin)))
        .data,
    ).id;
  const [unitA, unitB] = [await unit('Unit A'), await unit('Unit B')];
  const rule = await api.send(
    rulesContracts.saveRule,
    {
      body: {
        ruleType: 'OVERTIMEREQUEST',
        name: 'Overtime',
        scope: { kind: 'company' },
        settings: { period: 'day', thresholdMinutes: 480 },
      },
    },
    as(admin),
  );
  expect(rule.status).toBe(200);
  // Tracked from Saturday 1 March 2025, 480 minutes a working day.
  const [planner, anna, bruno] = await Promise.all([
    trackedPerson(api, admin, `paula${suffix}`, '2025-03-01', { roles: ['planner'], unitId: unitA }),
    trackedPerson(api, admin, `anna${suffix}`, '2025-03-01', { unitId: unitA }),
    trackedPerson(api, admin, `bruno${suffix}`, '2025-03-01', { unitId: unitB }),
  ]);
  const current = present(
    (await api.send(userContracts.get, { params: { userId: planner.id } }, as(admin))).data,
  );
  const narrowed = await api.send(
    userContracts.saveResponsibleUnits,
    { params: { userId: planner.id }, body: { all: false, unitIds: [unitA], version: current.version } },
    as(admin),
  );
  expect(narrowed.status).toBe(200);
  paula = planner;

  const subject = async (person: TrackedPerson, unitId: string): Promise<Subject> => {
    // Overtime waiting on 4 March (booked by the administrator: Ok), a request of the person's own on 6 March.
    const overtime = await api.send(
      time.saveBooking,
      { body: { userId: person.id, day: '2025-03-04', begin: '08:00', end: '20:00', pauses: [] } },
      as(admin),
    );
    expect(overtime.status).toBe(200);
    const own = await api.send(
      time.saveBooking,
      { body: { userId: person.id, day: '2025-03-06', begin: '08:00', end: '16:00', pauses: [] } },
      as(person),
    );
    expect(own.data?.requested).toBe(true);
    return { person, unitId, requested: present(own.data).booking };
  };
  [inA, inB] = [await subject(anna, unitA), await subject(bruno, unitB)];
});

describe('a planner responsible for unit A only', () => {
  it.each(cases)('may not $name of a person of unit B, and may in unit A', async ({ act, ok }) => {
    const before = await snapshot(inB);
    const refused = await act(inB);
    expect(refused.status, JSON.stringify(refused.error)).toBe(403);
    expect(refused.error?.code).toBe('NOT_RESPONSIBLE');
    expect(refused.error?.message).toContain('Unit B');
    expect(await snapshot(inB)).toEqual(before);

    const allowed = await act(inA);
    expect(allowed.status, JSON.stringify(allowed.error)).toBe(ok);
  });

  it('may not run the year maintenance, which acts on every unit', async () => {
    const refused = await api.send(years.maintenanceCreateNewYear, { body: { year: 2025 } }, as(paula));
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('NOT_RESPONSIBLE');
    expect(present(await snapshot(inB)).year).toMatchObject({ table: null });
  });
});

describe('an employee of unit B', () => {
  it('still reads their own month', async () => {
    const own = await api.send(
      tracking.targetActual,
      { query: { userId: inB.person.id, month } },
      as(inB.person),
    );
    expect(own.status).toBe(200);
    expect(own.data?.user.id).toBe(inB.person.id);
  });
});
