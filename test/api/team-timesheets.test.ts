/**
 * Team timesheets (issue 28): a unit's month lists every active member with the figures of their own target/actual
 * month (difference = actual - target, totals the sums of the rows); the bulk confirmation confirms the days that
 * are over and leaves today and later open with the reason, and so does the single person's confirmation; the bulk
 * approval approves the waiting bookings and reports one's own by person and day. A planner responsible for
 * another unit gets the refusal every planner call gives, another tenant finds nothing, bad input is a 400.
 *
 * The business clock stands on Wednesday 18 November 2026, 11:00 in Berlin: the 1st to the 17th are over.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { absenceContracts } from '@app/shared/absences/absences.contracts';
import type { TTeamMonth } from '@app/shared/time-tracking/team-month';
import { teamTimesheetContracts as team } from '@app/shared/time-tracking/team.contracts';
import { timeCheckContracts } from '@app/shared/time-tracking/check.contracts';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { trackingContracts as tracking } from '@app/shared/time-tracking/tracking.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { trackedPerson, type TrackedPerson } from '../support/time';

const api = useTestApi();
const suffix = randomUUID().slice(0, 8);
const month = '2026-11';
const today = '2026-11-18';
let admin: TestTenant;
let stranger: TestTenant;
let unitA: string;
let unitB: string;
/** A planner responsible for unit A only, tracked in A. */
let paula: TrackedPerson;
let anna: TrackedPerson;
let ben: TrackedPerson;
let bruno: TrackedPerson;

const as = (who: { token: string }) => ({ token: who.token });

const teamMonth = async (unitId: string, who: { token: string } = admin) =>
  present((await api.send(team.teamMonth, { query: { unitId, month } }, as(who))).data);

const personMonth = async (userId: string) =>
  present((await api.send(tracking.targetActual, { query: { userId, month } }, as(admin))).data);

const book = async (
  userId: string,
  day: string,
  begin: string,
  end: string,
  who: { token: string } = admin,
) => {
  const saved = await api.send(time.saveBooking, { body: { userId, day, begin, end, pauses: [] } }, as(who));
  expect(saved.status, JSON.stringify(saved.error)).toBe(200);
  return present(saved.data).booking;
};

beforeAll(async () => {
  [admin, stranger] = await Promise.all([signUpTenant(api, { language: 'en' }), signUpTenant(api)]);
  const rootId = present((await api.send(unitContracts.list, {}, as(admin))).data[0]).id;
  const unit = async (name: string) =>
    present(
      (await api.send(unitContracts.create, { body: { name, unitType: 0, parentId: rootId } }, as(admin)))
        .data,
    ).id;
  [unitA, unitB] = [await unit('Ward A'), await unit('Ward B')];
  [paula, anna, ben, bruno] = await Promise.all([
    trackedPerson(api, admin, `paula${suffix}`, '2026-11-01', { roles: ['planner'], unitId: unitA }),
    trackedPerson(api, admin, `anna${suffix}`, '2026-11-01', { unitId: unitA }),
    trackedPerson(api, admin, `ben${suffix}`, '2026-11-01', { unitId: unitA }),
    trackedPerson(api, admin, `bruno${suffix}`, '2026-11-01', { unitId: unitB }),
  ]);
  const current = present(
    (await api.send(userContracts.get, { params: { userId: paula.id } }, as(admin))).data,
  );
  const narrowed = await api.send(
    userContracts.saveResponsibleUnits,
    { params: { userId: paula.id }, body: { all: false, unitIds: [unitA], version: current.version } },
    as(admin),
  );
  expect(narrowed.status).toBe(200);

  // Anna: two days booked (+60 and 0) and a day of leave credited with its target (the 5th).
  await book(anna.id, '2026-11-02', '08:00', '17:00');
  await book(anna.id, '2026-11-03', '08:00', '16:00');
  const types = present(
    (await api.send(absenceTypeContracts.list, { query: { enabled: 'all' } }, as(admin))).data,
  );
  const leave = present(types.find((type) => type.itemClass === 1 && type.ruleCalcActualHours === 1));
  const absence = await api.send(
    absenceContracts.create,
    { body: { userId: anna.id, absenceTypeId: leave.id, begin: '2026-11-05', end: '2026-11-05', state: 3 } },
    as(admin),
  );
  expect(absence.status, JSON.stringify(absence.error)).toBe(201);
  // Ben: a morning booked by the planner, and an afternoon he added himself (waits for approval).
  await book(ben.id, '2026-11-02', '08:00', '12:00');
  const own = await book(ben.id, '2026-11-04', '13:00', '17:00', ben);
  expect(own.state).toBe(0);
  // Paula's own booking waits too: nobody approves their own.
  await book(paula.id, '2026-11-09', '08:00', '16:00', paula);
  await book(bruno.id, '2026-11-02', '08:00', '16:00');
  // Only now: a business clock days behind would let records with a lifetime (the sign-up's) expire at once.
  process.env.CLOCK_OFFSET_MS = String(Date.parse('2026-11-18T10:00:00Z') - Date.now());
});

afterAll(() => {
  process.env.CLOCK_OFFSET_MS = '0';
});

describe("a unit's month", () => {
  it("lists every active member with the figures of their own target/actual month; totals are the rows' sums", async () => {
    const answer: TTeamMonth = await teamMonth(unitA, paula);
    expect(answer.unit).toEqual({ id: unitA, name: 'Ward A' });
    expect(answer.today).toBe(today);
    expect(answer.people.map((person) => person.userId).sort()).toEqual([paula.id, anna.id, ben.id].sort());
    for (const person of answer.people) {
      const own = await personMonth(person.userId);
      expect(person, person.name).toMatchObject({
        target: own.totals.target,
        actual: own.totals.actual,
        difference: own.totals.difference,
        worked: own.totals.worked,
        absence: own.totals.absence,
        targetMonth: own.totals.targetMonth,
        opening: own.totals.opening,
        closing: own.totals.closing,
      });
      expect(person.difference).toBe(person.actual - person.target);
      expect(person.own).toBe(person.userId === paula.id);
    }
    const annaRow = present(answer.people.find((person) => person.userId === anna.id));
    // The 1st to today, the 18th, have come: 13 weekdays of 480 asked; 540 + 480 worked, 480 credited for the
    // leave. The days not over yet are the 18th on (17 to confirm).
    expect(annaRow).toMatchObject({
      target: 13 * 480,
      worked: 1020,
      absence: 480,
      actual: 1500,
      difference: 1500 - 13 * 480,
      // 21 weekdays in November 2026.
      targetMonth: 21 * 480,
      unconfirmedDays: 17,
      awaitingApproval: 0,
    });
    const benRow = present(answer.people.find((person) => person.userId === ben.id));
    expect(benRow.awaitingApproval).toBe(1);
    expect(benRow.problems).toContainEqual({ date: '2026-11-04', problem: 'requestedBooking' });
    // Nothing is planned for Ben: his bookings are bookings without a plan.
    expect(benRow.problems).toContainEqual({ date: '2026-11-02', problem: 'bookingWithoutPlan' });
    for (const key of [
      'target',
      'actual',
      'difference',
      'closing',
      'unconfirmedDays',
      'awaitingApproval',
    ] as const)
      expect(answer.totals[key], key).toBe(answer.people.reduce((sum, person) => sum + person[key], 0));
    expect(answer.totals.difference).toBe(answer.totals.actual - answer.totals.target);
  });

  it("opens the caller's first unit and offers only the units they are responsible for", async () => {
    const answer = present((await api.send(team.teamMonth, { query: { month } }, as(paula))).data);
    expect(answer.unit?.id).toBe(unitA);
    expect(answer.units).toEqual([{ id: unitA, name: 'Ward A' }]);
  });
});

describe('confirming past days', () => {
  it('confirms the days that are over; today and later stay open with the reason; waiting bookings block', async () => {
    const answer = await api.send(
      team.teamConfirm,
      { body: { unitId: unitA, userIds: [anna.id, ben.id], from: '2026-11-01', to: '2026-11-30' } },
      as(paula),
    );
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const result = present(answer.data);
    // Anna's 17 days; Ben's 17 but the 4th, where his own booking waits.
    expect(result.confirmed).toBe(33);
    expect(result.people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: anna.id, confirmed: 17 }),
        expect.objectContaining({ userId: ben.id, confirmed: 16 }),
      ]),
    );
    expect(result.refused).toEqual([
      expect.objectContaining({ userId: ben.id, date: '2026-11-04', problem: 'requestedBooking' }),
    ]);
    expect(result.refused[0]?.message).toContain('04.11.2026');
    expect(result.notOver).toMatchObject({
      from: today,
      to: '2026-11-30',
      messageKey: 'time.confirm.notOver',
    });
    expect(result.notOver?.message).toContain('18.11.2026');
    expect(result.summary.message).toContain('33');

    const days = (await personMonth(anna.id)).days;
    expect(days.filter((day) => day.date < today).every((day) => day.confirmed !== null)).toBe(true);
    expect(days.filter((day) => day.date >= today).every((day) => day.confirmed === null)).toBe(true);
    const after = await teamMonth(unitA, paula);
    expect(after.people.find((person) => person.userId === anna.id)?.unconfirmedDays).toBe(0);
    expect(after.people.find((person) => person.userId === ben.id)?.unconfirmedDays).toBe(1);
  });

  it("a single person's confirmation of a range into the future confirms the past part only", async () => {
    const answer = await api.send(
      tracking.trackingAction,
      { body: { userIds: [bruno.id], from: '2026-11-10', to: '2026-11-25', action: 'CONFIRM' } },
      as(admin),
    );
    expect(answer.data).toMatchObject({ done: 8, refused: [], notOver: { from: today, to: '2026-11-25' } });
    for (const [date, confirmed] of [
      ['2026-11-17', true],
      [today, false],
      ['2026-11-20', false],
    ] as const) {
      const state = present(
        (await api.send(tracking.dayState, { query: { userId: bruno.id, date } }, as(admin))).data,
      );
      expect(state.confirmed, date).toBe(confirmed);
    }
  });

  it('is refused whole for a planner who names themselves only', async () => {
    const answer = await api.send(
      team.teamConfirm,
      { body: { unitId: unitA, userIds: [paula.id], from: '2026-11-01', to: '2026-11-10' } },
      as(paula),
    );
    expect(answer.status).toBe(403);
    expect(answer.error?.code).toBe('OWN_DECISION');
  });
});

describe('approving waiting bookings', () => {
  it('approves the waiting bookings and reports one of the planner’s own by person and day', async () => {
    const answer = await api.send(
      team.teamApproveBookings,
      { body: { unitId: unitA, userIds: [ben.id, paula.id], month } },
      as(paula),
    );
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const result = present(answer.data);
    expect(result.approved).toBe(1);
    expect(result.refused).toEqual([
      expect.objectContaining({ userId: paula.id, date: '2026-11-09', reason: 'ownDecision' }),
    ]);
    expect(result.refused[0]?.message).toContain('09.11.2026');
    const bookings = present(
      (
        await api.send(
          time.bookings,
          { query: { userId: ben.id, from: '2026-11-04', to: '2026-11-04' } },
          as(admin),
        )
      ).data,
    );
    expect(bookings.map((booking) => booking.state)).toEqual([1]);
    // The day it blocked can be confirmed now.
    const again = await api.send(
      team.teamConfirm,
      { body: { unitId: unitA, userIds: [ben.id], from: '2026-11-04', to: '2026-11-04' } },
      as(paula),
    );
    expect(again.data).toMatchObject({ confirmed: 1, refused: [], notOver: null });
  });
});

describe('whose unit', () => {
  it('refuses a unit the planner is not responsible for as every planner call does, and changes nothing', async () => {
    const checked = await api.send(
      timeCheckContracts.checkBookings,
      { body: { unitId: unitB, from: '2026-11-02', to: '2026-11-08' } },
      as(paula),
    );
    expect(checked.status).toBe(403);
    const answers = [
      await api.send(team.teamMonth, { query: { unitId: unitB, month } }, as(paula)),
      await api.send(
        team.teamConfirm,
        { body: { unitId: unitB, from: '2026-11-01', to: '2026-11-17' } },
        as(paula),
      ),
      await api.send(team.teamApproveBookings, { body: { unitId: unitB, month } }, as(paula)),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.error?.code).toBe('NOT_RESPONSIBLE');
      expect(answer.error?.message).toBe(checked.error?.message);
    }
    const brunoDays = (await personMonth(bruno.id)).days;
    expect(brunoDays.find((day) => day.date === '2026-11-02')?.confirmed).toBeNull();
  });

  it("finds nothing of another tenant's unit", async () => {
    const read = await api.send(team.teamMonth, { query: { unitId: unitA, month } }, as(stranger));
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.error)).not.toContain('Ward A');
    const confirm = await api.send(
      team.teamConfirm,
      { body: { unitId: unitA, from: '2026-11-01', to: '2026-11-17' } },
      as(stranger),
    );
    expect(confirm.status).toBe(404);
    const approve = await api.send(
      team.teamApproveBookings,
      { body: { unitId: unitA, month } },
      as(stranger),
    );
    expect(approve.status).toBe(404);
  });
});

describe('bad input', () => {
  interface Issue {
    path: string;
    messageKey?: string;
    message: string;
  }
  const issuesOf = (answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(400);
    const { error } = answer.body as {
      error: { code: string; message: string; details: { issues: Issue[] } };
    };
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe('Some fields are not valid.');
    return error.details.issues;
  };

  it('is a 400 naming the field, never a 500', async () => {
    const call = (path: string, body?: unknown) =>
      api.call(body === undefined ? 'GET' : 'POST', path, { token: admin.token, body });
    expect(issuesOf(await call(`/api/time/team?unitId=${unitA}&month=2026-13`)).map((i) => i.path)).toEqual([
      'query.month',
    ]);
    expect(issuesOf(await call('/api/time/team?unitId=nope&month=2026-11')).map((i) => i.path)).toEqual([
      'query.unitId',
    ]);
    const reversed = await call('/api/time/team/confirm', {
      unitId: unitA,
      from: '2026-11-10',
      to: '2026-11-01',
    });
    expect(issuesOf(reversed).map((i) => i.path)).toEqual(['body.to']);
    const tooLong = await call('/api/time/team/confirm', {
      unitId: unitA,
      from: '2026-01-01',
      to: '2026-11-01',
    });
    expect(issuesOf(tooLong)[0]).toMatchObject({ path: 'body.to', messageKey: 'time.booking.rangeTooLong' });
    const unknown = await call('/api/time/team/confirm', {
      unitId: unitA,
      from: '2026-11-01',
      to: '2026-11-02',
      force: true,
    });
    expect(unknown.status).toBe(400);
    const stranger = await call('/api/time/team/confirm', {
      unitId: unitA,
      userIds: [bruno.id],
      from: '2026-11-01',
      to: '2026-11-02',
    });
    expect(issuesOf(stranger)).toEqual([
      expect.objectContaining({
        path: 'body.userIds.0',
        messageKey: 'time.team.notMember',
        message: 'This person is not an active member of the unit.',
      }),
    ]);
    expect((await call('/api/time/team/approve-bookings', { unitId: unitA })).status).toBe(400);
    // Nothing of Bruno's was confirmed by the refused request.
    expect((await personMonth(bruno.id)).days.find((day) => day.date === '2026-11-02')?.confirmed).toBeNull();
  });
});
