/**
 * Target and actual (issue 14): a person's month valued from the contract and the bookings (hand-computed),
 * the opening balance carried from the month before, confirmation that locks the day for the employee until a
 * planner unconfirms it, a missing clock-out that refuses confirmation unless forced, permissions and isolation.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TBookingSave } from '@app/shared/time-tracking/booking';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { trackingContracts as tracking } from '@app/shared/time-tracking/tracking.contracts';
import type { TTrackingAction } from '@app/shared/time-tracking/tracking';
import { yearTableContracts as years } from '@app/shared/year-tables/year-tables.contracts';
import { rateContracts } from '@app/shared/payroll-data/rates.contracts';
import { userRateContracts } from '@app/shared/users/user-rates.contracts';
import { signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { trackedPerson, type TrackedPerson } from '../support/time';

const api = useTestApi();
const suffix = randomUUID().slice(0, 8);
type Person = TrackedPerson;
let admin: TestTenant;
let stranger: TestTenant;
let emma: Person;
let ben: Person;
let mehmet: Person;
/** The day Mehmet clocked in on and forgot to clock out. */
let mehmetDay = '';

const person = (name: string, validFrom: string) => trackedPerson(api, admin, `${name}${suffix}`, validFrom);

const save = (body: TBookingSave, who: Person | TestTenant) =>
  api.send(time.saveBooking, { body }, { token: who.token });
const month = (userId: string, value: string, who: Person | TestTenant = admin) =>
  api.send(tracking.targetActual, { query: { userId, month: value } }, { token: who.token });
const act = (body: TTrackingAction) => api.send(tracking.trackingAction, { body }, { token: admin.token });

beforeAll(async () => {
  [admin, stranger] = await Promise.all([signUpTenant(api, { language: 'en' }), signUpTenant(api)]);
  // Tracked from 1 February 2019 (a Friday): 40 hours over Monday to Friday, 480 minutes a working day.
  emma = await person('emma', '2019-02-01');
  ben = await person('ben', '2019-02-01');
  mehmet = await person('mehmet', '2026-01-01');
  const booked = await save(
    { userId: emma.id, day: '2019-02-04', begin: '08:00', end: '17:00', pauses: [] },
    admin,
  );
  expect(booked.status).toBe(200);
});

describe('the target/actual month', () => {
  it('values the days from the contract and the bookings, and carries the balance into the next month', async () => {
    const february = present((await month(emma.id, '2019-02')).data);
    const monday = february.days.find((day) => day.date === '2019-02-04');
    // 08:00-17:00 booked without pauses (no AUTOPAUSE rule): 540 worked against 480.
    expect(monday).toMatchObject({
      tracked: true,
      target: 480,
      actual: 540,
      difference: 60,
      confirmed: null,
    });
    expect(monday?.bookings).toHaveLength(1);
    expect(february.days.find((day) => day.date === '2019-02-02')).toMatchObject({
      target: 0,
      difference: 0,
    });
    // 20 working days in February 2019: 19 without bookings (-480 each) and Monday the 4th (+60).
    expect(february.totals).toMatchObject({
      opening: 0,
      target: 9600,
      actual: 540,
      difference: -9060,
      closing: -9060,
    });
    const march = present((await month(emma.id, '2019-03')).data);
    expect(march.totals.opening).toBe(-9060);
    expect(march.days[0]?.balance).toBe(-9060 - 480);
  });

  it('shows an employee their own month only; another tenant finds nothing', async () => {
    expect((await month(emma.id, '2019-02', emma)).status).toBe(200);
    expect((await month(emma.id, '2019-02', ben)).status).toBe(403);
    expect((await month(emma.id, '2019-02', stranger)).status).toBe(404);
    const action = await api.send(
      tracking.trackingAction,
      { body: { userIds: [emma.id], from: '2019-02-04', to: '2019-02-04', action: 'CONFIRM' } },
      { token: ben.token },
    );
    expect(action.status).toBe(403);
  });
});

describe('confirmation', () => {
  it('locks a confirmed day for the employee until a planner unconfirms it', async () => {
    const day = '2019-03-05';
    const confirmed = await act({ userIds: [emma.id], from: day, to: day, action: 'CONFIRM' });
    expect(confirmed.data).toEqual({ done: 1, refused: [] });
    const state = await api.send(
      tracking.dayState,
      { query: { userId: emma.id, date: day } },
      { token: emma.token },
    );
    expect(state.data).toMatchObject({ confirmed: true, locked: true });
    const refused = await save({ userId: emma.id, day, begin: '08:00', end: '16:00', pauses: [] }, emma);
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('DAY_CONFIRMED');
    const march = present((await month(emma.id, '2019-03')).data);
    expect(march.days.find((entry) => entry.date === day)?.confirmed?.byName).toEqual(expect.any(String));

    const unconfirmed = await act({ userIds: [emma.id], from: day, to: day, action: 'UNCONFIRM' });
    expect(unconfirmed.data).toEqual({ done: 1, refused: [] });
    const saved = await save({ userId: emma.id, day, begin: '08:00', end: '16:00', pauses: [] }, emma);
    expect(saved.status).toBe(200);
  });

  it('never confirms a day that is not over, not even forced (issue 28)', async () => {
    const clocked = await api.send(
      time.clock,
      { body: { action: 'in', version: 0 } },
      { token: mehmet.token },
    );
    expect(clocked.status).toBe(200);
    const today = present(clocked.data).booking.day;
    mehmetDay = today;
    const answer = await act({
      userIds: [mehmet.id],
      from: today,
      to: today,
      action: 'CONFIRM',
      force: true,
    });
    expect(answer.data).toMatchObject({
      done: 0,
      refused: [],
      notOver: { from: today, to: today, messageKey: 'time.confirm.notOverDay' },
    });
    const state = await api.send(
      tracking.dayState,
      { query: { userId: mehmet.id, date: today } },
      { token: admin.token },
    );
    expect(state.data).toMatchObject({ confirmed: false, locked: false });
  });

  it('refuses a day with a missing clock-out unless forced, once the day is over', async () => {
    // The day Mehmet clocked in on (above) is over a day later.
    const day = mehmetDay;
    process.env.CLOCK_OFFSET_MS = String(24 * 3600 * 1000);
    try {
      const refused = await act({ userIds: [mehmet.id], from: day, to: day, action: 'CONFIRM' });
      expect(refused.data).toEqual({
        done: 0,
        refused: [{ userId: mehmet.id, date: day, problem: 'openBooking' }],
      });
      const forced = await act({
        userIds: [mehmet.id],
        from: day,
        to: day,
        action: 'CONFIRM',
        force: true,
      });
      expect(forced.data).toEqual({ done: 1, refused: [] });
      // Confirmed: the clock-out waits until a planner unconfirms the day.
      const out = () =>
        api.send(time.clock, { body: { action: 'out', version: 1 } }, { token: mehmet.token });
      const locked = await out();
      expect(locked.status).toBe(409);
      expect(locked.error?.code).toBe('DAY_CONFIRMED');
      await act({ userIds: [mehmet.id], from: day, to: day, action: 'UNCONFIRM' });
      expect((await out()).status).toBe(200);
    } finally {
      process.env.CLOCK_OFFSET_MS = '0';
    }
  });
});

describe('the year table', () => {
  it('values the months nobody opened when it is calculated', async () => {
    const olga = await person('olga', '2026-10-01');
    const booked = await save(
      { userId: olga.id, day: '2026-10-05', begin: '08:00', end: '17:00', pauses: [] },
      admin,
    );
    expect(booked.status).toBe(200);
    const body = { userId: olga.id, year: 2026 };
    expect((await api.send(years.createYear, { body }, { token: admin.token })).status).toBe(201);
    const table = present((await api.send(years.requestCalculation, { body }, { token: admin.token })).data);
    // October 2026 has 22 weekdays and no weekday holiday: 10,560 asked, 540 booked on the 5th.
    expect(table.months.find((total) => total.month === 10)).toMatchObject({
      targetMinutes: 10560,
      actualMinutes: 540,
      differenceMinutes: -10020,
    });
    expect(table.months.find((total) => total.month === 9)?.differenceMinutes).toBe(0);
  });
});

describe('surcharges per person (issue 30)', () => {
  it("values only the rates chosen for a person, and the company's for people without a choice", async () => {
    const rate = async (caption: string, from: string, to: string) =>
      present(
        (
          await api.send(
            rateContracts.rateCreate,
            { body: { caption, days: 255, valueType: 0, value: 25, from, to } },
            { token: admin.token },
          )
        ).data,
      ).id;
    const night = await rate(`Nacht ${suffix}`, '20:00', '06:00');
    const evening = await rate(`Abend ${suffix}`, '18:00', '20:00');
    const [anna, paul, lisa] = await Promise.all([
      person('anna', '2019-05-01'),
      person('paul', '2019-05-01'),
      person('lisa', '2019-05-01'),
    ]);
    const choose = (userId: string, body: { ids: string[]; version: number; companyDefault?: boolean }) =>
      api.send(userRateContracts.saveAssignedRates, { params: { userId }, body }, { token: admin.token });
    // Anna: the evening rate only. Lisa: nothing at all. Paul: never chosen, the company's.
    expect((await choose(anna.id, { ids: [evening], version: 0 })).status).toBe(200);
    expect((await choose(lisa.id, { ids: [], version: 0, companyDefault: false })).status).toBe(200);
    // Wednesday 15 May 2019, 16:00-22:00: 2 hours of evening (18-20), 2 of night (20-22).
    for (const who of [anna, paul, lisa]) {
      const booked = await save(
        { userId: who.id, day: '2019-05-15', begin: '16:00', end: '22:00', pauses: [] },
        admin,
      );
      expect(booked.status).toBe(200);
    }
    const minutesOf = async (userId: string) =>
      Object.fromEntries(
        present((await month(userId, '2019-05')).data).surcharges.map((s) => [s.rateId, s.minutes]),
      );
    expect(await minutesOf(anna.id)).toEqual({ [evening]: 120 });
    expect(await minutesOf(paul.id)).toEqual({ [evening]: 120, [night]: 120 });
    expect(await minutesOf(lisa.id)).toEqual({});
    // Back to the company's: Anna gets both.
    expect((await choose(anna.id, { ids: [evening], version: 1, companyDefault: true })).status).toBe(200);
    expect(await minutesOf(anna.id)).toEqual({ [evening]: 120, [night]: 120 });
  });
});
