/**
 * Nobody approves their own pay (issue 25, item 2): a planner with `time.approve` cannot correct, confirm, decide the
 * overtime of, take from plan or approve a booking of their own day (403 OWN_DECISION, nothing changes); their own
 * booking edit waits for someone else (Requested) like an employee's; confirming several people skips their own
 * days and says so; their own year table's special entries are refused. An administrator may decide on their own
 * time, and the audit entry marks it (`ownDecision: true`).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import type { TBookingSave } from '@app/shared/time-tracking/booking';
import { bookingStates } from '@app/shared/time-tracking/day-input';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { trackingRecordContracts as records } from '@app/shared/time-tracking/tracking-record.contracts';
import { trackingContracts as tracking } from '@app/shared/time-tracking/tracking.contracts';
import { yearTableContracts as years } from '@app/shared/year-tables/year-tables.contracts';
import { signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { trackedPerson, type TrackedPerson } from '../support/time';

const api = useTestApi();
const suffix = randomUUID().slice(0, 8);
let admin: TestTenant;
/** A planner (`time.approve`, every unit) whose own time is tracked. */
let paula: TrackedPerson;
let emma: TrackedPerson;
/** A second administrator whose own time is tracked. */
let ada: TrackedPerson;

type Who = TrackedPerson | TestTenant;
const month = async (userId: string, value: string) =>
  present(
    (await api.send(tracking.targetActual, { query: { userId, month: value } }, { token: admin.token })).data,
  );
const dayOf = async (userId: string, date: string) => {
  const valued = await month(userId, date.slice(0, 7));
  return { totals: valued.totals, day: present(valued.days.find((day) => day.date === date)) };
};
const save = (body: TBookingSave, who: Who) => api.send(time.saveBooking, { body }, { token: who.token });
const bookingsOf = async (userId: string, day: string) =>
  present(
    (await api.send(time.bookings, { query: { userId, from: day, to: day } }, { token: admin.token })).data,
  );
const correct = (userId: string, date: string, who: Who) =>
  api.send(
    tracking.saveDayCorrection,
    { body: { userId, date, target: 0, actual: 1440, note: 'mine', version: 0 } },
    { token: who.token },
  );
const expectOwnDecision = (answer: { status: number; error?: { code: string } | undefined }) => {
  expect(answer.status).toBe(403);
  expect(answer.error?.code).toBe('OWN_DECISION');
};

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  // Tracked from Saturday 1 March 2025: 480 minutes a working day; above 480 minutes a day is overtime to decide.
  [paula, emma, ada] = await Promise.all([
    trackedPerson(api, admin, `paula${suffix}`, '2025-03-01', { roles: ['planner'] }),
    trackedPerson(api, admin, `emma${suffix}`, '2025-03-01'),
    trackedPerson(api, admin, `ada${suffix}`, '2025-03-01', { roles: ['administrator'] }),
  ]);
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
    { token: admin.token },
  );
  expect(rule.status).toBe(200);
});

describe('a planner deciding on their own time', () => {
  it('cannot correct their own day; the balance stays as it was', async () => {
    const before = await dayOf(paula.id, '2025-03-03');
    expectOwnDecision(await correct(paula.id, '2025-03-03', paula));
    const after = await dayOf(paula.id, '2025-03-03');
    expect(after.day).toMatchObject({ correction: null, target: 480, actual: 0, version: 0 });
    expect(after.totals.closing).toBe(before.totals.closing);
    // Another's day they correct as before.
    expect((await correct(emma.id, '2025-03-03', paula)).status).toBe(200);
    expect((await dayOf(emma.id, '2025-03-03')).day.correction).toMatchObject({ target: 0, actual: 1440 });
  });

  it('cannot approve their own overtime; it keeps waiting and does not count', async () => {
    const date = '2025-03-04';
    expect(
      (await save({ userId: paula.id, day: date, begin: '08:00', end: '20:00', pauses: [] }, admin)).status,
    ).toBe(200);
    const waiting = await dayOf(paula.id, date);
    expect(waiting.day.overtime).toEqual({ minutes: 240, state: 'waiting' });
    const decided = await api.send(
      tracking.decideOvertime,
      { body: { userId: paula.id, date, decision: 'approve' } },
      { token: paula.token },
    );
    expectOwnDecision(decided);
    const after = await dayOf(paula.id, date);
    expect(after.day.overtime).toEqual({ minutes: 240, state: 'waiting' });
    expect(after.totals).toMatchObject({ overtimeApproved: 0, closing: waiting.totals.closing });
  });

  it('cannot confirm their own days; confirming several people confirms the others and skips their own', async () => {
    const date = '2025-03-05';
    const alone = await api.send(
      tracking.trackingAction,
      { body: { userIds: [paula.id], from: date, to: date, action: 'CONFIRM' } },
      { token: paula.token },
    );
    expectOwnDecision(alone);
    const both = await api.send(
      tracking.trackingAction,
      { body: { userIds: [paula.id, emma.id], from: date, to: date, action: 'CONFIRM' } },
      { token: paula.token },
    );
    expect(both.status).toBe(200);
    expect(both.data).toEqual({
      done: 1,
      refused: [],
      skipped: [{ userId: paula.id, reason: 'ownDecision' }],
    });
    expect((await dayOf(paula.id, date)).day.confirmed).toBeNull();
    expect((await dayOf(emma.id, date)).day.confirmed).toMatchObject({ by: paula.id });
  });

  it('saves their own booking as Requested, and cannot approve it after an administrator denied it', async () => {
    const date = '2025-03-06';
    const saved = await save(
      { userId: paula.id, day: date, begin: '08:00', end: '17:00', pauses: [] },
      paula,
    );
    expect(saved.status).toBe(200);
    expect(present(saved.data)).toMatchObject({
      requested: true,
      booking: { state: bookingStates.requested },
    });
    const booking = present(saved.data).booking;
    const denied = await api.send(
      time.denyBooking,
      { params: { bookingId: booking.id }, query: { version: booking.version } },
      { token: admin.token },
    );
    expect(denied.status).toBe(200);
    const approved = await api.send(
      time.approveBooking,
      { params: { bookingId: booking.id }, query: { version: present(denied.data).version } },
      { token: paula.token },
    );
    expectOwnDecision(approved);
    expect((await bookingsOf(paula.id, date)).map((entry) => entry.state)).toEqual([bookingStates.denied]);
    expect((await dayOf(paula.id, date)).day.actual).toBe(0);
  });

  it('cannot take their own day from the plan, delete its record or decide their own year account', async () => {
    const date = '2025-03-07';
    const taken = await api.send(
      records.saveTracking,
      { body: { userId: paula.id, date, bookings: [{ begin: '06:00', end: '22:00' }], version: 0 } },
      { token: paula.token },
    );
    expectOwnDecision(taken);
    expect(await bookingsOf(paula.id, date)).toEqual([]);
    expectOwnDecision(
      await api.send(
        records.deleteTracking,
        { query: { userId: paula.id, date: '2025-03-04', bookings: 'true' } },
        { token: paula.token },
      ),
    );
    expect(await bookingsOf(paula.id, '2025-03-04')).toHaveLength(1);

    // Creating the year computes it from what others decided; a special entry of +100 hours is a decision.
    expect(
      (await api.send(years.createYear, { body: { userId: paula.id, year: 2025 } }, { token: paula.token }))
        .status,
    ).toBe(201);
    const special = await api.send(
      years.saveSpecialEntry,
      {
        body: {
          userId: paula.id,
          year: 2025,
          entry: { account: 'time', date: '2025-03-10', value: 6000, note: 'mine' },
        },
      },
      { token: paula.token },
    );
    expectOwnDecision(special);
    const table = present(
      (
        await api.send(
          years.getYearTable,
          { query: { userId: paula.id, year: 2025 } },
          { token: admin.token },
        )
      ).data,
    );
    expect(table.specials).toEqual([]);
    expect(table.table?.timeAccount.specialMinutes).toBe(0);
  });
});

describe('an administrator deciding on their own time', () => {
  it('may, and the audit entry marks it as their own', async () => {
    const date = '2025-03-03';
    expect((await correct(ada.id, date, ada)).status).toBe(200);
    expect((await dayOf(ada.id, date)).day.correction).toMatchObject({ target: 0, actual: 1440, by: ada.id });
    const saved = await save({ userId: ada.id, day: date, begin: '08:00', end: '12:00', pauses: [] }, ada);
    expect(present(saved.data)).toMatchObject({ requested: false, booking: { state: bookingStates.ok } });

    const audit = await api.send(
      auditContracts.list,
      { query: { action: 'timeDay.correct', limit: 100 } },
      { token: admin.token },
    );
    const entries = present(audit.data).items;
    const own = entries.find((entry) => entry.targetId === ada.id);
    expect(own?.actorId).toBe(ada.id);
    expect(own?.after).toMatchObject({ ownDecision: true });
    // A decision on another's day is not marked.
    const others = entries.find((entry) => entry.targetId === emma.id);
    expect(others?.after).not.toHaveProperty('ownDecision');
    const bookingSave = present(
      (
        await api.send(
          auditContracts.list,
          { query: { action: 'booking.save', limit: 100 } },
          { token: admin.token },
        )
      ).data,
    ).items.find((entry) => entry.actorId === ada.id);
    expect(bookingSave?.after).toMatchObject({ ownDecision: true });
  });
});
