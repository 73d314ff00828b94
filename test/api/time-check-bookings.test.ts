/**
 * Check bookings (issue 14): an approver checks chosen people or a unit over a range and finds a missing clock-out,
 * overlapping bookings, bookings without a plan and plans without bookings (Clock-mode people only) and requested
 * bookings; fixing them (closing the open booking in the EditBooking dialog, approving) empties the list. Others'
 * ids are not found; an employee may not check.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import type { TBookingSave } from '@app/shared/time-tracking/booking';
import type { TCheckBookingsInput } from '@app/shared/time-tracking/check-bookings';
import { timeCheckContracts } from '@app/shared/time-tracking/check.contracts';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { instantAt } from '@app/shared/time/tenant-time';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userPlanningContracts } from '@app/shared/users/user-planning.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
const suffix = randomUUID().slice(0, 8);
type Person = { id: string; token: string; version: number };
let admin: TestTenant;
let stranger: TestTenant;
let rootId: string;
let templateId: string;
let emma: Person;
let ben: Person;
let paula: Person;
const week = { from: '2026-03-09', to: '2026-03-15' };

async function person(name: string, role: string, mode: 'Clock' | 'Calendar'): Promise<Person> {
  const created = await createUserAndSignIn(api, admin, `${name}${suffix}`, [role]);
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: created.id }, body: { unitId: rootId, version: created.version } },
    { token: admin.token },
  );
  const model = await api.send(
    userPlanningContracts.saveWorkingTime,
    {
      params: { userId: created.id },
      body: {
        periods: [
          {
            validFrom: '2026-01-01',
            itemClass: 'Week',
            targetHours: 40,
            workingDays: 5,
            trackingMode: mode,
            sickCalculation: 'PlannedHours',
          },
        ],
        allowShiftInteraction: false,
        allowShiftInteractionRequest: false,
        createShift: false,
        requestedMode: 'Default',
        version: 0,
      },
    },
    { token: admin.token },
  );
  expect(model.status).toBe(200);
  return { ...created, version: present(moved.data).version };
}

const plan = async (userId: string, date: string) => {
  const saved = await api.send(
    calendar.save,
    { query: { force: 'true' }, body: { unitId: rootId, date, userId, templateId } },
    { token: admin.token },
  );
  expect(saved.data).toMatchObject({ success: true });
};
const book = async (body: TBookingSave, who: Person | TestTenant = paula) => {
  const saved = await api.send(time.saveBooking, { body }, { token: who.token });
  expect(saved.status).toBe(200);
  return present(saved.data).booking;
};
const check = (body: TCheckBookingsInput, who: Person | TestTenant = paula) =>
  api.send(timeCheckContracts.checkBookings, { body }, { token: who.token });
const findingsOf = async (userId: string, body: TCheckBookingsInput = { userIds: [userId], ...week }) => {
  const answer = await check(body);
  expect(answer.status).toBe(200);
  const found = present(answer.data).people.find((entry) => entry.userId === userId);
  return (found?.findings ?? []).map((finding) => `${finding.day} ${finding.kind}`);
};

beforeAll(async () => {
  [admin, stranger] = await Promise.all([signUpTenant(api, { language: 'en' }), signUpTenant(api)]);
  rootId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  const resourceId = present(
    (await api.send(resourceContracts.create, { body: { caption: 'Desk' } }, { token: admin.token })).data,
  ).id;
  templateId = present(
    (
      await api.send(
        shiftContracts.create,
        {
          body: {
            name: 'Early',
            shortName: 'E',
            resourceId,
            unitId: rootId,
            itemClass: 10,
            begin: '06:00',
            end: '14:00',
          },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  emma = await person('emma', 'employee', 'Clock');
  ben = await person('ben', 'employee', 'Calendar');
  paula = await person('paula', 'planner', 'Calendar');

  // Emma (Clock): Monday clocked in and never out, Tuesday planned and not booked, Thursday booked without a
  // plan, Friday two overlapping bookings, Saturday her own edit (Requested) without a plan.
  for (const date of ['2026-03-09', '2026-03-10', '2026-03-13']) await plan(emma.id, date);
  process.env.CLOCK_OFFSET_MS = String(
    instantAt('2026-03-09', '06:00', 'Europe/Berlin').getTime() - Date.now(),
  );
  const clocked = await api.send(time.clock, { body: { action: 'in', version: 0 } }, { token: emma.token });
  expect(clocked.status).toBe(200);
  process.env.CLOCK_OFFSET_MS = '0';
  await book({ userId: emma.id, day: '2026-03-12', begin: '08:00', end: '12:00' });
  await book({ userId: emma.id, day: '2026-03-13', begin: '06:00', end: '10:00' });
  await book({ userId: emma.id, day: '2026-03-13', begin: '09:00', end: '14:00' });
  await book({ userId: emma.id, day: '2026-03-14', begin: '10:00', end: '11:00' }, emma);
  // Ben (Calendar): the same gaps count nothing for him; only his request waits.
  await plan(ben.id, '2026-03-10');
  await book({ userId: ben.id, day: '2026-03-12', begin: '08:00', end: '12:00' }, ben);
});

afterAll(() => {
  process.env.CLOCK_OFFSET_MS = '0';
});

describe('check bookings', () => {
  it('finds each kind of problem of a Clock-mode person, by day', async () => {
    expect(await findingsOf(emma.id)).toEqual([
      '2026-03-09 missingClockOut',
      '2026-03-10 planWithoutBooking',
      '2026-03-12 bookingWithoutPlan',
      '2026-03-13 overlap',
      '2026-03-14 bookingWithoutPlan',
      '2026-03-14 requested',
    ]);
    const answer = present((await check({ userIds: [emma.id], ...week })).data);
    const overlap = present(answer.people[0]).findings.find((finding) => finding.kind === 'overlap');
    expect(overlap?.booking).toMatchObject({ begin: '09:00', end: '14:00' });
    expect(overlap?.other).toMatchObject({ begin: '06:00', end: '10:00' });
    const planned = present(answer.people[0]).findings.find((f) => f.kind === 'planWithoutBooking');
    expect(planned?.shift).toEqual({ begin: '06:00', end: '14:00' });
  });

  it('checks a unit: its members with findings, a Calendar-mode person only for requests', async () => {
    const answer = present((await check({ unitId: rootId, ...week })).data);
    expect(answer.checked).toBeGreaterThanOrEqual(3);
    expect(answer.people.map((entry) => entry.userId).sort()).toEqual([emma.id, ben.id].sort());
    expect(await findingsOf(ben.id, { unitId: rootId, ...week })).toEqual(['2026-03-12 requested']);
  });

  it('empties the list once the problems are fixed: the clock-out given, the request approved', async () => {
    const answer = present((await check({ userIds: [emma.id], ...week })).data);
    const findings = present(answer.people[0]).findings;
    const open = present(findings.find((f) => f.kind === 'missingClockOut')?.booking);
    // An employee may not close her own forgotten clock-out; the approver may, and the clock is out again.
    const own = await api.send(
      time.saveBooking,
      {
        body: {
          id: open.id,
          version: open.version,
          userId: emma.id,
          day: open.day,
          begin: '06:00',
          end: '14:00',
        },
      },
      { token: emma.token },
    );
    expect(own.status).toBe(409);
    const closed = await book({
      id: open.id,
      version: open.version,
      userId: emma.id,
      day: open.day,
      begin: '06:00',
      end: '14:00',
    });
    expect(closed).toMatchObject({ clockOut: '2026-03-09T13:00:00.000Z', state: 1 });
    const clock = present((await api.send(time.clockState, {}, { token: emma.token })).data);
    expect(clock).toMatchObject({ state: 'out', openBookingId: null });

    const requested = present(findings.find((f) => f.kind === 'requested')?.booking);
    const approved = await api.send(
      time.approveBooking,
      { params: { bookingId: requested.id }, query: { version: String(requested.version) } },
      { token: paula.token },
    );
    expect(approved.status).toBe(200);
    expect(await findingsOf(emma.id)).toEqual([
      '2026-03-10 planWithoutBooking',
      '2026-03-12 bookingWithoutPlan',
      '2026-03-13 overlap',
      '2026-03-14 bookingWithoutPlan',
    ]);
  });

  it('refuses bad input, employees and other tenants', async () => {
    expect((await check({ userIds: [emma.id], from: '2026-03-01', to: '2026-05-15' })).status).toBe(400);
    expect((await check({ userIds: [emma.id], unitId: rootId, ...week })).status).toBe(400);
    expect((await check({ ...week })).status).toBe(400);
    expect((await check({ userIds: [emma.id], ...week }, emma)).status).toBe(403);
    expect((await check({ userIds: [emma.id], ...week }, stranger)).status).toBe(404);
    expect((await check({ unitId: rootId, ...week }, stranger)).status).toBe(404);
  });
});
