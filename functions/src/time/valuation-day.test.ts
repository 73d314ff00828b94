import { describe, expect, it } from 'vitest';
import { rule } from '@app/shared/rules/engine/test-world';
import type { TWorkingTimePeriod } from '@app/shared/users/working-time';
import type { StoredBooking } from './booking.repository';
import type { DayRecord } from './day-record.repository';
import type { TStandbyRule } from '@app/shared/rules/standby';
import {
  contractOf,
  standbyPayOf,
  valuePersonDays,
  withStandby,
  type PersonInputs,
  type ValuationWorld,
} from './valuation-day';

const userId = '00000000-0000-4000-8000-000000000001';
const world = (rules: ValuationWorld['rules'] = []): ValuationWorld => ({
  timeZone: 'Europe/Berlin',
  rules,
  rates: [],
  absenceTypes: new Map(),
  holidays: [],
  holidayNames: new Map(),
  today: '2030-12-31',
  standby: [],
  onCallRateIds: new Set(),
});
const booking = (day: string, begin: string, end: string): StoredBooking => ({
  id: '00000000-0000-4000-8000-000000000099',
  userId,
  unitId: null,
  day,
  // Berlin is UTC+1 in February.
  clockIn: `${day}T${String(Number(begin.slice(0, 2)) - 1).padStart(2, '0')}${begin.slice(2)}:00.000Z`,
  clockOut: `${day}T${String(Number(end.slice(0, 2)) - 1).padStart(2, '0')}${end.slice(2)}:00.000Z`,
  begin,
  end,
  pauses: [],
  costUnit: 'K-1',
  note: null,
  state: 1,
  source: 'web',
  reasons: [],
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  version: 1,
});
const fullTime: TWorkingTimePeriod = {
  validFrom: '2030-02-01',
  itemClass: 'Week',
  targetHours: 40,
  workingDays: 5,
  trackingMode: 'Clock',
  sickCalculation: 'PlannedHours',
};
const person = (more: Partial<PersonInputs> = {}): PersonInputs => ({
  userId,
  unitIds: [],
  periods: [fullTime],
  overrides: new Map(),
  trackingStart: null,
  entries: [],
  absences: [],
  bookings: [],
  records: new Map(),
  rateIds: null,
  ...more,
});
const record = (date: string, more: Partial<DayRecord>): DayRecord => ({
  userId,
  unitId: null,
  date,
  frozen: null,
  overtime: null,
  correction: null,
  confirmed: null,
  absenceConfirmed: null,
  absenceOverride: null,
  costUnitSplit: null,
  updatedAt: '2030-03-01T00:00:00.000Z',
  version: 1,
  ...more,
});
const dayOn = (days: ReturnType<typeof valuePersonDays>, date: string) =>
  days.find((day) => day.date === date);

describe('the contract week', () => {
  it('spreads a week over its working days from Monday, half days rounded up', () => {
    expect(contractOf({ ...fullTime, targetHours: 40, workingDays: 5 })).toEqual({
      weeklyMinutes: 2400,
      workingWeekdays: [1, 2, 3, 4, 5],
    });
    expect(contractOf({ ...fullTime, targetHours: 20, workingDays: 2.5 }).workingWeekdays).toEqual([1, 2, 3]);
  });
});

describe('a person’s valued days', () => {
  const overtimeRule = rule('OVERTIMEREQUEST', { period: 'day', thresholdMinutes: 480 });
  const long = booking('2030-02-04', '08:00', '18:00');

  it('holds back overtime that waits, counts what was approved and waits again for more', () => {
    const waiting = dayOn(
      valuePersonDays(person({ bookings: [long] }), world([overtimeRule]), '2030-02'),
      '2030-02-04',
    );
    expect(waiting).toMatchObject({
      actual: 600,
      difference: 0,
      overtime: { minutes: 120, state: 'waiting' },
    });
    expect(waiting?.costUnits).toEqual([{ key: 'K-1', minutes: 600 }]);
    const approvedPart = record('2030-02-04', { overtime: { minutes: 60, state: 'approved' } });
    const partly = dayOn(
      valuePersonDays(
        person({ bookings: [long], records: new Map([['2030-02-04', approvedPart]]) }),
        world([overtimeRule]),
        '2030-02',
      ),
      '2030-02-04',
    );
    expect(partly).toMatchObject({ difference: 60, overtime: { minutes: 120, state: 'waiting' } });
    const denied = record('2030-02-04', { overtime: { minutes: 120, state: 'denied' } });
    const none = dayOn(
      valuePersonDays(
        person({ bookings: [long], records: new Map([['2030-02-04', denied]]) }),
        world([overtimeRule]),
        '2030-02',
      ),
      '2030-02-04',
    );
    expect(none).toMatchObject({
      difference: 0,
      overtime: { minutes: 120, state: 'denied' },
      problems: ['bookingWithoutPlan'],
    });
  });

  it('answers a confirmed day’s frozen values and leaves days before the tracking start untracked', () => {
    const frozen = record('2030-02-05', {
      confirmed: { at: '2030-03-01T00:00:00.000Z', by: userId, byName: 'Pat' },
      frozen: {
        target: 480,
        actual: 500,
        pause: 30,
        absence: 0,
        difference: 20,
        surcharges: [],
        costUnits: [],
      },
    });
    const days = valuePersonDays(
      person({
        trackingStart: '2030-02-05',
        bookings: [booking('2030-02-05', '08:00', '12:00')],
        records: new Map([['2030-02-05', frozen]]),
      }),
      world(),
      '2030-02',
    );
    expect(dayOn(days, '2030-02-04')).toMatchObject({ tracked: false, target: 0 });
    expect(dayOn(days, '2030-02-05')).toMatchObject({ tracked: true, actual: 500, difference: 20 });
    expect(dayOn(days, '2030-02-06')).toMatchObject({ target: 480, actual: 0, difference: -480 });
  });
});

describe('days still to come', () => {
  it('show their target but leave the balance alone until they have come', () => {
    const days = valuePersonDays(person(), { ...world(), today: '2030-02-05' }, '2030-02');
    // Tuesday the 5th is today: it counts; Wednesday the 6th has not come yet.
    expect(dayOn(days, '2030-02-05')).toMatchObject({ target: 480, difference: -480 });
    expect(dayOn(days, '2030-02-06')).toMatchObject({ target: 480, difference: 0 });
  });
});

describe('standby duties (issue 30)', () => {
  const rate = '00000000-0000-4000-8000-0000000000aa';
  it("adds the minutes on call inside each day under the rule's rate, real hours across the clock change", () => {
    // Saturday 24 October 2026 18:00 to Monday 26 October 06:00 in Berlin: Sunday has 25 hours.
    const duties = standbyPayOf(
      [
        {
          ...standbyRule(),
          rateId: rate,
          duties: [
            { userId, fromDate: '2026-10-24', fromTime: '18:00', toDate: '2026-10-26', toTime: '06:00' },
          ],
        },
      ],
      'Europe/Berlin',
    );
    const on = (date: string) => withStandby([], duties, date, 'Europe/Berlin');
    expect(on('2026-10-24')).toEqual([{ rateId: rate, minutes: 360 }]);
    expect(on('2026-10-25')).toEqual([{ rateId: rate, minutes: 25 * 60 }]);
    expect(on('2026-10-26')).toEqual([{ rateId: rate, minutes: 360 }]);
    expect(on('2026-10-27')).toEqual([]);
    // Another rate of the day stays; the same rate adds up.
    expect(withStandby([{ rateId: rate, minutes: 60 }], duties, '2026-10-24', 'Europe/Berlin')).toEqual([
      { rateId: rate, minutes: 420 },
    ]);
  });

  it('pays nothing for a rule without a rate', () => {
    expect(standbyPayOf([standbyRule()], 'Europe/Berlin')).toEqual([]);
  });
});

/** A standby rule without a rate, one night on call. */
function standbyRule(): TStandbyRule {
  return {
    id: '00000000-0000-4000-8000-0000000000bb',
    name: 'Rufbereitschaft',
    unitId: '00000000-0000-4000-8000-0000000000cc',
    resourceId: null,
    surcharge: { kind: 'flat', value: 30 },
    rateId: null,
    duties: [{ userId, fromDate: '2026-10-24', fromTime: '18:00', toDate: '2026-10-25', toTime: '06:00' }],
    notes: '',
    version: 1,
    updatedAt: '2026-10-01T00:00:00.000Z',
  };
}
