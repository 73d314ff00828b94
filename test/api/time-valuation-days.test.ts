/**
 * Target and actual of single days (issue 14), hand-computed: a public holiday asks for nothing, a half-day
 * leave credits half the day, overtime above the OVERTIMEREQUEST threshold waits (and does not count) until a
 * planner approves it, and a planner's correction replaces the valued target.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { absenceContracts } from '@app/shared/absences/absences.contracts';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { holidayContracts } from '@app/shared/holidays/holidays.contracts';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import type { TBookingSave } from '@app/shared/time-tracking/booking';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { trackingContracts as tracking } from '@app/shared/time-tracking/tracking.contracts';
import { signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { trackedPerson, type TrackedPerson } from '../support/time';

const api = useTestApi();
let admin: TestTenant;
let lena: TrackedPerson;

const book = async (body: TBookingSave) =>
  expect((await api.send(time.saveBooking, { body }, { token: admin.token })).status).toBe(200);
const dayOf = async (date: string) => {
  const month = present(
    (
      await api.send(
        tracking.targetActual,
        { query: { userId: lena.id, month: date.slice(0, 7) } },
        { token: admin.token },
      )
    ).data,
  );
  return { month, day: present(month.days.find((day) => day.date === date)) };
};

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  lena = await trackedPerson(api, admin, `lena${randomUUID().slice(0, 8)}`, '2019-02-01');
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

describe('the valued days', () => {
  it('asks nothing on a public holiday and names it', async () => {
    const holiday = await api.send(
      holidayContracts.create,
      {
        body: {
          country: 'DE',
          region: 'BY',
          date: '2019-02-06',
          name: { de: 'Testfeiertag', en: 'Test holiday' },
        },
      },
      { token: admin.token },
    );
    expect(holiday.status).toBe(201);
    const { day } = await dayOf('2019-02-06');
    expect(day).toMatchObject({ holiday: 'Test holiday', target: 0, actual: 0, difference: 0 });
  });

  it('credits half the target for a half-day leave', async () => {
    const types = present(
      (await api.send(absenceTypeContracts.list, { query: { enabled: 'all' } }, { token: admin.token })).data,
    );
    const leave = present(types.find((type) => type.itemClass === 1 && type.ruleCalcActualHours === 1));
    const absence = await api.send(
      absenceContracts.create,
      {
        body: {
          userId: lena.id,
          absenceTypeId: leave.id,
          begin: '2019-02-05',
          end: '2019-02-05',
          beginState: 'half',
          endState: 'half',
          state: 3,
        },
      },
      { token: admin.token },
    );
    expect(absence.status).toBe(201);
    await book({ userId: lena.id, day: '2019-02-05', begin: '08:00', end: '12:00', pauses: [] });
    const { day } = await dayOf('2019-02-05');
    // 240 worked + 240 credited (half of the 480 target) - 480.
    expect(day).toMatchObject({ target: 480, actual: 240, absence: 240, difference: 0 });
    expect(day.absences).toEqual([{ typeName: leave.caption.en, half: true }]);
  });

  it('holds overtime back until it is approved, then counts it in the balance', async () => {
    await book({ userId: lena.id, day: '2019-02-07', begin: '08:00', end: '18:00', pauses: [] });
    const waiting = await dayOf('2019-02-07');
    // 600 worked, 120 above the 480 threshold: waiting, the difference counts only the target.
    expect(waiting.day).toMatchObject({
      actual: 600,
      difference: 0,
      overtime: { minutes: 120, state: 'waiting' },
    });
    expect(waiting.day.problems).toContain('overtimeWaiting');
    expect(waiting.month.totals.overtimeWaiting).toBe(120);
    const refused = await api.send(
      tracking.trackingAction,
      { body: { userIds: [lena.id], from: '2019-02-07', to: '2019-02-07', action: 'CONFIRM' } },
      { token: admin.token },
    );
    expect(refused.data?.refused).toEqual([
      { userId: lena.id, date: '2019-02-07', problem: 'overtimeWaiting' },
    ]);

    const decided = await api.send(
      tracking.decideOvertime,
      { body: { userId: lena.id, date: '2019-02-07', decision: 'approve' } },
      { token: admin.token },
    );
    expect(decided.data).toMatchObject({ difference: 120, overtime: { minutes: 120, state: 'approved' } });
    const approved = await dayOf('2019-02-07');
    expect(approved.day.balance - waiting.day.balance).toBe(120);
    expect(approved.month.totals).toMatchObject({ overtimeApproved: 120, overtimeWaiting: 0 });
    expect(approved.month.totals.closing - waiting.month.totals.closing).toBe(120);
  });

  it('takes a planner’s corrected target, kept at the day record’s version', async () => {
    const before = await dayOf('2019-02-08');
    expect(before.day).toMatchObject({ target: 480, difference: -480, version: 0 });
    const corrected = await api.send(
      tracking.saveDayCorrection,
      {
        body: { userId: lena.id, date: '2019-02-08', target: 0, actual: null, note: 'Training', version: 0 },
      },
      { token: admin.token },
    );
    expect(corrected.data).toMatchObject({
      target: 0,
      difference: 0,
      correction: { target: 0, actual: null, note: 'Training' },
      version: 1,
    });
    const stale = await api.send(
      tracking.saveDayCorrection,
      { body: { userId: lena.id, date: '2019-02-08', target: 60, actual: null, note: '', version: 0 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const employee = await api.send(
      tracking.saveDayCorrection,
      { body: { userId: lena.id, date: '2019-02-08', target: 0, actual: null, note: '', version: 1 } },
      { token: lena.token },
    );
    expect(employee.status).toBe(403);
  });
});

describe('a planned day', () => {
  it('asks the plan on a public holiday too, and suggests the planned shift as a booking', async () => {
    const resourceId = present(
      (await api.send(resourceContracts.create, { body: { caption: 'Ward' } }, { token: admin.token })).data,
    ).id;
    const early = present(
      (
        await api.send(
          shiftContracts.create,
          { body: { name: 'Early', shortName: 'E', resourceId, begin: '06:00', end: '14:00' } },
          { token: admin.token },
        )
      ).data,
    ).id;
    const planned = await api.send(
      calendar.save,
      {
        query: { force: 'true' },
        body: { unitId: lena.unitId, date: '2019-03-12', userId: lena.id, templateId: early },
      },
      { token: admin.token },
    );
    expect(planned.data?.success).toBe(true);
    await api.send(
      holidayContracts.create,
      {
        body: {
          country: 'DE',
          region: 'BY',
          date: '2019-03-12',
          name: { de: 'Zweiter Feiertag', en: 'Second holiday' },
        },
      },
      { token: admin.token },
    );
    const { day } = await dayOf('2019-03-12');
    // The plan is the target, holiday or not (only the contract's day is 0 on a holiday); nothing booked yet.
    expect(day).toMatchObject({ holiday: 'Second holiday', target: 480, actual: 0, difference: -480 });
    expect(day.plan).toEqual([{ label: 'E', begin: '06:00', end: '14:00' }]);

    const suggested = await api.send(
      tracking.suggestTracking,
      { body: { userId: lena.id, date: '2019-03-12' } },
      { token: lena.token },
    );
    expect(suggested.data).toEqual({
      userId: lena.id,
      day: '2019-03-12',
      suggestion: { begin: '06:00', end: '14:00', pauses: [], shift: 'Early' },
    });
    const nothing = await api.send(
      tracking.suggestTracking,
      { body: { userId: lena.id, date: '2019-03-13' } },
      { token: lena.token },
    );
    expect(nothing.data?.suggestion).toBeNull();
  });
});

describe('absence tracking', () => {
  it('lists the absence days with their credit, takes a credit set by hand and drops it again', async () => {
    const listed = await api.send(
      tracking.absenceTracking,
      { query: { userId: lena.id, month: '2019-02' } },
      { token: lena.token },
    );
    // The half-day leave of 5 February (above): half the 480 target.
    const halfDay = present(listed.data?.days.find((day) => day.date === '2019-02-05'));
    expect(halfDay).toMatchObject({ credit: 240, override: null, version: 0 });

    const set = await api.send(
      tracking.saveAbsenceTracking,
      { body: { userId: lena.id, date: '2019-02-05', minutes: 300, version: 0 } },
      { token: admin.token },
    );
    expect(set.data).toMatchObject({ credit: 300, override: 300, version: 1 });
    const { day } = await dayOf('2019-02-05');
    // 240 worked + 300 credited - 480.
    expect(day).toMatchObject({ absence: 300, difference: 60 });
    const noAbsence = await api.send(
      tracking.saveAbsenceTracking,
      { body: { userId: lena.id, date: '2019-02-08', minutes: 60, version: 1 } },
      { token: admin.token },
    );
    // 8 February has a record (the correction above) but no absence: there is no credit to set.
    expect(noAbsence.status).toBe(404);

    const dropped = await api.send(
      tracking.deleteAbsenceTracking,
      { query: { userId: lena.id, date: '2019-02-05', version: '1' } },
      { token: admin.token },
    );
    expect(dropped.status).toBe(204);
    expect((await dayOf('2019-02-05')).day).toMatchObject({
      absence: 240,
      difference: 0,
      absenceOverride: null,
    });
  });
});
