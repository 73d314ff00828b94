/**
 * The tracking record of a day (issue 14): taking the plan's suggestion as the day's bookings, splitting the
 * day's actual over cost units (which the month's cost unit totals then show), deleting the day's record with
 * and without its bookings, and a confirmed day refusing all of it. Only approvers change; employees read.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { costUnitContracts as costUnits } from '@app/shared/payroll-data/cost-units.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { trackingContracts as tracking } from '@app/shared/time-tracking/tracking.contracts';
import { trackingRecordContracts as record } from '@app/shared/time-tracking/tracking-record.contracts';
import type { TTrackingSave } from '@app/shared/time-tracking/tracking-record';
import { signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { trackedPerson, type TrackedPerson } from '../support/time';

const api = useTestApi();
let admin: TestTenant;
let lena: TrackedPerson;

const read = async (date: string, details: 'true' | 'false' = 'true') =>
  present(
    (
      await api.send(
        record.trackingRecord,
        { query: { userId: lena.id, date, details } },
        { token: admin.token },
      )
    ).data,
  );
const save = (body: TTrackingSave, token = admin.token) => api.send(record.saveTracking, { body }, { token });
const remove = (date: string, bookings: 'true' | 'false') =>
  api.send(record.deleteTracking, { query: { userId: lena.id, date, bookings } }, { token: admin.token });
const split = (date: string, parts: { costUnitId: string; minutes: number }[], version: number) =>
  api.send(
    record.saveTrackingCostUnits,
    { body: { userId: lena.id, date, split: parts, version } },
    { token: admin.token },
  );
const monthCostUnits = async (month: string) =>
  present(
    (await api.send(tracking.targetActual, { query: { userId: lena.id, month } }, { token: admin.token }))
      .data,
  ).costUnits;

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  lena = await trackedPerson(api, admin, `lena${randomUUID().slice(0, 8)}`, '2019-03-01');
  for (const code of ['WARD-A', 'WARD-B'])
    expect(
      (
        await api.send(
          costUnits.costUnitCreate,
          { body: { code, name: `Ward ${code}` } },
          { token: admin.token },
        )
      ).status,
    ).toBe(201);
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
      body: { unitId: lena.unitId, date: '2019-03-04', userId: lena.id, templateId: early },
    },
    { token: admin.token },
  );
  expect(planned.data?.success).toBe(true);
});

describe('taking the plan', () => {
  it("replaces the day's bookings by the suggestion: the actual then equals the plan", async () => {
    const booked = await api.send(
      time.saveBooking,
      { body: { userId: lena.id, day: '2019-03-04', begin: '09:00', end: '10:00', pauses: [] } },
      { token: admin.token },
    );
    expect(booked.status).toBe(200);
    const suggestion = present(
      (
        await api.send(
          tracking.suggestTracking,
          { body: { userId: lena.id, date: '2019-03-04' } },
          { token: admin.token },
        )
      ).data?.suggestion,
    );
    const before = await read('2019-03-04');
    const saved = await save({
      userId: lena.id,
      date: '2019-03-04',
      bookings: [
        { begin: suggestion.begin, end: suggestion.end, pauses: suggestion.pauses, costUnitId: 'WARD-A' },
      ],
      version: before.day.version,
    });
    expect(saved.status).toBe(200);
    const after = await read('2019-03-04');
    expect(after.day).toMatchObject({ target: 480, actual: 480, difference: 0 });
    expect(after.bookings).toEqual([
      expect.objectContaining({ begin: '06:00', end: '14:00', state: 1, costUnit: 'WARD-A' }),
    ]);
    expect(after.costUnits).toEqual([{ code: 'WARD-A', name: 'Ward WARD-A', minutes: 480 }]);
    expect(after.costUnitSplit).toBe(false);
    // Without details the valuation comes alone.
    const brief = await read('2019-03-04', 'false');
    expect(brief.bookings).toBeNull();
    expect(brief.day.actual).toBe(480);
  });

  it('refuses overlapping bookings, unknown cost units and employees', async () => {
    const overlapping = await save({
      userId: lena.id,
      date: '2019-03-05',
      bookings: [
        { begin: '08:00', end: '12:00', pauses: [], costUnitId: null },
        { begin: '11:00', end: '13:00', pauses: [], costUnitId: null },
      ],
      version: 0,
    });
    expect(overlapping.status).toBe(400);
    expect(overlapping.error?.details).toMatchObject({ issues: [{ path: 'body.bookings.1.begin' }] });
    const unknown = await save({
      userId: lena.id,
      date: '2019-03-05',
      bookings: [{ begin: '08:00', end: '12:00', pauses: [], costUnitId: 'NOPE' }],
      version: 0,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.details).toMatchObject({ issues: [{ path: 'body.bookings.0.costUnitId' }] });
    const own = await save(
      {
        userId: lena.id,
        date: '2019-03-05',
        bookings: [{ begin: '08:00', end: '12:00', pauses: [], costUnitId: null }],
        version: 0,
      },
      lena.token,
    );
    expect(own.status).toBe(403);
    const deleted = await api.send(
      record.deleteTracking,
      { query: { userId: lena.id, date: '2019-03-05', bookings: 'true' } },
      { token: lena.token },
    );
    expect(deleted.status).toBe(403);
    // Her own record she may read.
    const mine = await api.send(
      record.trackingRecord,
      { query: { userId: lena.id, date: '2019-03-04', details: 'true' } },
      { token: lena.token },
    );
    expect(mine.status).toBe(200);
  });
});

describe('the cost unit split', () => {
  it("refuses a split larger than the day's actual, and the month's totals show a saved one", async () => {
    const tooLarge = await split(
      '2019-03-04',
      [
        { costUnitId: 'WARD-A', minutes: 300 },
        { costUnitId: 'WARD-B', minutes: 200 },
      ],
      0,
    );
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.error?.details).toMatchObject({
      issues: [{ path: 'body.split', message: 'time.tracking.splitTooLarge' }],
    });
    const saved = await split(
      '2019-03-04',
      [
        { costUnitId: 'WARD-A', minutes: 300 },
        { costUnitId: 'WARD-B', minutes: 180 },
      ],
      0,
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ costUnitSplit: true, day: { version: 1 } });
    expect(await monthCostUnits('2019-03')).toEqual(
      expect.arrayContaining([
        { code: 'WARD-A', name: 'Ward WARD-A', minutes: 300 },
        { code: 'WARD-B', name: 'Ward WARD-B', minutes: 180 },
      ]),
    );
    const stale = await split('2019-03-04', [{ costUnitId: 'WARD-A', minutes: 60 }], 0);
    expect(stale.status).toBe(409);
  });
});

describe('deleting the tracking', () => {
  it('without bookings drops the record only; with bookings the bookings go too', async () => {
    expect((await remove('2019-03-04', 'false')).status).toBe(204);
    const kept = await read('2019-03-04');
    expect(kept.day.version).toBe(0);
    expect(kept.costUnitSplit).toBe(false);
    expect(kept.bookings).toHaveLength(1);
    // The bookings' cost units count again.
    expect(await monthCostUnits('2019-03')).toEqual([{ code: 'WARD-A', name: 'Ward WARD-A', minutes: 480 }]);

    expect((await remove('2019-03-04', 'true')).status).toBe(204);
    const gone = await read('2019-03-04');
    expect(gone.bookings).toEqual([]);
    expect(gone.day).toMatchObject({ actual: 0, difference: -480 });
  });
});

describe('a confirmed day', () => {
  it('refuses saving, splitting and deleting', async () => {
    const saved = await save({
      userId: lena.id,
      date: '2019-03-06',
      bookings: [{ begin: '08:00', end: '16:00', pauses: [], costUnitId: null }],
      version: 0,
    });
    expect(saved.status).toBe(200);
    const confirmed = await api.send(
      tracking.trackingAction,
      { body: { userIds: [lena.id], from: '2019-03-06', to: '2019-03-06', action: 'CONFIRM', force: true } },
      { token: admin.token },
    );
    expect(confirmed.data?.done).toBe(1);
    const version = (await read('2019-03-06')).day.version;
    const again = await save({
      userId: lena.id,
      date: '2019-03-06',
      bookings: [],
      version,
    });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('DAY_CONFIRMED');
    expect((await remove('2019-03-06', 'true')).status).toBe(409);
    expect((await split('2019-03-06', [{ costUnitId: 'WARD-A', minutes: 60 }], version)).status).toBe(409);
    expect((await read('2019-03-06')).bookings).toHaveLength(1);
  });
});
