import { describe, expect, it } from 'vitest';
import { rule } from '../rules/engine/test-world';
import { absence, at, booking, day, local, rates, shift } from './test-day';
import { valueDay } from './day-valuation';

const autoPause = (settings: Record<string, unknown> = {}) => [rule('AUTOPAUSE', settings)];

describe('a night shift across the clock change (Berlin)', () => {
  const night = {
    planned: [shift('22:00', '06:00', ['00:00', '00:30'])],
    rates: [rates.night, rates.sunday],
  };

  it('into the last Sunday of March is 7 h real: 6 h 30 min after the pause, 5 h 30 min of them on Sunday', () => {
    const valued = valueDay(
      day(
        '2026-03-28',
        {
          ...night,
          bookings: [
            booking(at('2026-03-28', '22:00'), at('2026-03-29', '06:00'), [
              [at('2026-03-29', '00:00'), at('2026-03-29', '00:30')],
            ]),
          ],
        },
        autoPause(),
      ),
    );
    // 420 real minutes minus 30 booked; 390 > 360 asks 30, already booked.
    expect(valued).toMatchObject({ target: 390, actual: 390, pause: 30, difference: 0 });
    // Sunday 00:30-06:00 skips 02:00-03:00: 270 minutes.
    expect(valued.surcharges).toEqual([
      { rateId: 'night', minutes: 390 },
      { rateId: 'sunday', minutes: 270 },
    ]);
  });

  it('into the last Sunday of October is 9 h real: 8 h 30 min after the pause, 6 h 30 min of them on Sunday', () => {
    const valued = valueDay(
      day(
        '2026-10-24',
        {
          ...night,
          bookings: [
            booking(at('2026-10-24', '22:00'), at('2026-10-25', '06:00'), [
              [at('2026-10-25', '00:00'), at('2026-10-25', '00:30')],
            ]),
          ],
        },
        autoPause(),
      ),
    );
    // 540 real minutes minus 30 booked = 510; more than 6 h but not more than 9 h: 30, already booked.
    expect(valued).toMatchObject({ target: 510, actual: 510, pause: 30, difference: 0 });
    expect(valued.surcharges).toEqual([
      { rateId: 'night', minutes: 510 },
      { rateId: 'sunday', minutes: 390 },
    ]);
  });

  it('in Calendar mode the plan is the actual, with the same real lengths', () => {
    expect(valueDay(day('2026-03-28', { ...night, mode: 'Calendar' }))).toMatchObject({
      target: 390,
      actual: 390,
      pause: 30,
      surcharges: [
        { rateId: 'night', minutes: 390 },
        { rateId: 'sunday', minutes: 270 },
      ],
    });
  });
});

describe('the automatic pause (ArbZG steps: more than 6 h 30 min, more than 9 h 45 min)', () => {
  const worked = (until: string, pause?: [string, string], settings = {}) =>
    valueDay(
      day('2026-06-03', { bookings: [local('2026-06-03', '08:00', until, pause)] }, autoPause(settings)),
    );

  it('deducts nothing at exactly 6 h and 30 min at 6 h 1 min', () => {
    expect(worked('14:00')).toMatchObject({ actual: 360, pause: 0 });
    expect(worked('14:01')).toMatchObject({ actual: 331, pause: 30 });
  });

  it('deducts 30 min at exactly 9 h and 45 min at 9 h 1 min', () => {
    expect(worked('17:00')).toMatchObject({ actual: 510, pause: 30 });
    expect(worked('17:01')).toMatchObject({ actual: 496, pause: 45 });
  });

  it('counts booked pauses towards it, unless the rule ignores them', () => {
    // 9 h 31 min present, 30 booked: 541 worked asks 45, 15 more.
    expect(worked('17:31', ['12:00', '12:30'])).toMatchObject({ actual: 526, pause: 45 });
    expect(worked('17:31', ['12:00', '12:30'], { ignoreBookedPauses: true })).toMatchObject({
      actual: 496,
      pause: 75,
    });
  });

  it('counts the gap between two bookings as a pause', () => {
    const valued = valueDay(
      day(
        '2026-06-03',
        { bookings: [local('2026-06-03', '13:00', '17:00'), local('2026-06-03', '08:00', '12:30')] },
        autoPause(),
      ),
    );
    expect(valued).toMatchObject({ actual: 510, pause: 30 });
  });
});

describe('rounding per TIMEBOOKING (through roundBooking)', () => {
  const rounded = (roundingIn: string, roundingOut: string) =>
    valueDay(
      day('2026-06-03', { bookings: [local('2026-06-03', '07:52', '16:14')] }, [
        rule('TIMEBOOKING', { roundingStepMinutes: 15, roundingIn, roundingOut }),
      ]),
    ).actual;

  it('rounds clock-in and clock-out each in its direction', () => {
    expect(rounded('up', 'down')).toBe(480); // 08:00-16:00
    expect(rounded('none', 'none')).toBe(502); // 07:52-16:14
    expect(rounded('nearest', 'nearest')).toBe(510); // 07:45-16:15
    expect(rounded('up', 'up')).toBe(495); // 08:00-16:15
    expect(rounded('down', 'down')).toBe(495); // 07:45-16:00
  });

  it('cuts seconds and keeps a clock-out in the repeated October hour in its own occurrence', () => {
    // In at 00:00:40 CEST, out at 02:50 CET (the second 02:50), rounded down to 02:45 CET: 3 h 45 min real.
    const valued = valueDay(
      day(
        '2026-10-25',
        {
          contract: null,
          bookings: [booking(new Date('2026-10-24T22:00:40Z'), new Date('2026-10-25T01:50:00Z'))],
        },
        [rule('TIMEBOOKING', { roundingIn: 'none' })],
      ),
    );
    expect(valued.actual).toBe(225);
  });
});

describe('absences', () => {
  it('a half day of leave credits half the target; the other half is worked', () => {
    const input = day('2026-06-03', {
      bookings: [local('2026-06-03', '08:00', '12:00')],
      absences: [absence({ half: true })],
    });
    expect(valueDay(input)).toMatchObject({ target: 480, actual: 240, absence: 240, difference: 0 });
  });

  it('a fixed value credits its hours (halved), the person override wins over the type', () => {
    const fixed = absence({ ruleCalcActualHours: 99, ruleCalcValue: 3.5, half: true });
    expect(valueDay(day('2026-06-03', { absences: [fixed] })).absence).toBe(105);
    const unpaid = absence({ override: { mode: 0, value: null } });
    expect(valueDay(day('2026-06-03', { absences: [unpaid] }))).toMatchObject({
      absence: 0,
      difference: -480,
    });
    const asType = absence({ override: { mode: -1, value: null } });
    expect(valueDay(day('2026-06-03', { absences: [asType] })).absence).toBe(480);
  });

  it('leave on a Saturday credits nothing: the contract asks nothing that day', () => {
    expect(valueDay(day('2026-06-06', { absences: [absence()] }))).toMatchObject({ target: 0, absence: 0 });
  });
});

describe('the target of a day without a plan (Clock mode)', () => {
  it('is the contract day for people the roster does not plan, and nothing for those it plans that month', () => {
    expect(valueDay(day('2026-06-03', {}))).toMatchObject({ target: 480, difference: -480 });
    expect(valueDay(day('2026-06-03', { rostered: true }))).toMatchObject({ target: 0, difference: 0 });
  });
});

describe('public holidays', () => {
  const planned = [shift('08:00', '16:30', ['12:00', '12:30'])];

  it('a planned day that is a holiday asks the plan, and the hours earn the holiday rate', () => {
    const valued = valueDay(
      day('2026-05-01', {
        planned,
        holidays: ['2026-05-01'],
        rates: [rates.holiday, rates.sunday],
        bookings: [local('2026-05-01', '08:00', '16:30', ['12:00', '12:30'])],
      }),
    );
    expect(valued).toMatchObject({ target: 480, actual: 480, difference: 0 });
    expect(valued.surcharges).toEqual([{ rateId: 'holiday', minutes: 480 }]);
  });

  it('without a plan a holiday asks nothing', () => {
    expect(valueDay(day('2026-05-01', { holidays: ['2026-05-01'] }))).toMatchObject({
      target: 0,
      difference: 0,
    });
    expect(valueDay(day('2026-04-30', { holidays: ['2026-05-01'] })).target).toBe(480);
  });

  it('a night into a holiday is the day before, its hours after midnight earn the holiday rate', () => {
    const valued = valueDay(
      day('2026-04-30', {
        planned: [shift('22:00', '06:00')],
        holidays: ['2026-05-01'],
        rates: [rates.holiday],
        bookings: [booking(at('2026-04-30', '22:00'), at('2026-05-01', '06:00'))],
      }),
    );
    expect(valued).toMatchObject({ target: 480, actual: 480 });
    expect(valued.surcharges).toEqual([{ rateId: 'holiday', minutes: 360 }]);
  });
});

describe('sick days by SickCalculation (plan 08:00-14:00, went home sick at 10:00)', () => {
  const sick = (sickCalculation: 'None' | 'ActualHours' | 'PlannedHours' | 'ActualHoursForce', more = {}) =>
    valueDay(
      day('2026-06-03', {
        sickCalculation,
        planned: [shift('08:00', '14:00')],
        bookings: [local('2026-06-03', '08:00', '10:00')],
        absences: [absence({ itemClass: 2, ruleCalcActualHours: 2, ...more })],
      }),
    );

  it('None: as the absence type says (planned hours), or the person override', () => {
    expect(sick('None')).toMatchObject({ target: 360, actual: 120, absence: 360, difference: 120 });
    expect(sick('None', { override: { mode: 0, value: null } })).toMatchObject({
      absence: 0,
      difference: -240,
    });
  });

  it('PlannedHours: the planned time not worked', () => {
    expect(sick('PlannedHours')).toMatchObject({ target: 360, actual: 120, absence: 240, difference: 0 });
  });

  it('ActualHours: only what was worked', () => {
    expect(sick('ActualHours')).toMatchObject({ target: 360, actual: 120, absence: 0, difference: -240 });
  });

  it('ActualHoursForce: only what was worked, and the day does not go below zero', () => {
    expect(sick('ActualHoursForce')).toMatchObject({ target: 120, actual: 120, absence: 0, difference: 0 });
  });

  it('PlannedHours without a plan credits the contract day', () => {
    const valued = valueDay(
      day('2026-06-03', { absences: [absence({ itemClass: 2, ruleCalcActualHours: 2 })] }),
    );
    expect(valued).toMatchObject({ target: 480, absence: 480, difference: 0 });
  });
});

describe('tracking modes', () => {
  const planned = [shift('08:00', '16:30', ['12:00', '12:30'])];
  const bookings = [local('2026-06-03', '07:50', '17:10')];

  it('Clock values the bookings, Calendar the plan, None nothing', () => {
    // 560 present, more than 9 h: 45 min pause.
    expect(valueDay(day('2026-06-03', { planned, bookings }, autoPause()))).toMatchObject({
      target: 480,
      actual: 515,
      difference: 35,
    });
    expect(valueDay(day('2026-06-03', { planned, bookings, mode: 'Calendar' }))).toMatchObject({
      target: 480,
      actual: 480,
      difference: 0,
    });
    expect(valueDay(day('2026-06-03', { planned, bookings, mode: 'None' }))).toMatchObject({
      tracked: false,
      target: 0,
      actual: 0,
    });
  });

  it('Calendar: a day of leave is not worked; a day without a plan asks nothing', () => {
    expect(valueDay(day('2026-06-03', { planned, mode: 'Calendar', absences: [absence()] }))).toMatchObject({
      target: 480,
      actual: 0,
      absence: 480,
      difference: 0,
    });
    expect(valueDay(day('2026-06-03', { mode: 'Calendar' }))).toMatchObject({ target: 0, difference: 0 });
  });

  it('only closed Ok bookings count; open ones are reported', () => {
    const valued = valueDay(
      day('2026-06-03', {
        bookings: [
          local('2026-06-03', '08:00', '12:00'),
          booking(at('2026-06-03', '13:00'), at('2026-06-03', '15:00'), [], 0),
          booking(at('2026-06-03', '16:00'), null),
        ],
      }),
    );
    expect(valued).toMatchObject({ actual: 240, openBookings: 1, difference: -240 });
  });
});
