import { describe, expect, it } from 'vitest';
import { rule } from '../rules/engine/test-world';
import { valueDay } from './day-valuation';
import { valueMonth } from './month-valuation';
import { absence, day, local, rates, shift } from './test-day';

describe('valueMonth', () => {
  it('sums the days in date order and carries the running balance from the opening balance', () => {
    const rules = [rule('AUTOPAUSE', {})];
    const days = [
      // Wed: 9 h 30 min present, 45 min pause: 525 against 480, +45.
      valueDay(
        day('2026-06-03', { bookings: [local('2026-06-03', '07:30', '17:00')], rates: [rates.night] }, rules),
      ),
      // Mon: 8 h 30 min present, 30 min pause: 480 against 480, 0.
      valueDay(day('2026-06-01', { bookings: [local('2026-06-01', '08:00', '16:30')] }, rules)),
      // Tue: a planned night (450 after its pause), booked only 22:00-23:59: 119 worked, -331; 119 night minutes.
      valueDay(
        day(
          '2026-06-02',
          {
            planned: [shift('22:00', '06:00', ['02:00', '02:30'])],
            bookings: [local('2026-06-02', '22:00', '23:59')],
            rates: [rates.night],
          },
          rules,
        ),
      ),
      // Thu: a day of leave, 0; Sat: nothing asked, nothing done.
      valueDay(day('2026-06-04', { absences: [absence()] })),
      valueDay(day('2026-06-06')),
      // Fri: nothing booked, -480.
      valueDay(day('2026-06-05')),
    ];
    const month = valueMonth(days, 120);
    expect(month.days.map((entry) => [entry.date, entry.difference, entry.balance])).toEqual([
      ['2026-06-01', 0, 120],
      ['2026-06-02', -331, -211],
      ['2026-06-03', 45, -166],
      ['2026-06-04', 0, -166],
      ['2026-06-05', -480, -646],
      ['2026-06-06', 0, -646],
    ]);
    expect(month).toMatchObject({
      target: 480 + 450 + 480 + 480 + 480,
      actual: 480 + 119 + 525,
      absence: 480,
      difference: -766,
      opening: 120,
      closing: -646,
    });
    // Night 20:00-06:00: only Tuesday's 22:00-23:59; Wednesday's 07:30-17:00 lies outside.
    expect(month.surcharges).toEqual([{ rateId: 'night', minutes: 119 }]);
  });

  it('counts the days up to today: the target so far, what they credit, and the whole month apart', () => {
    const days = [
      // Mon: 8 h worked against 8 h; Tue: a day of leave (480 credited); Wed (today): 4 h so far.
      valueDay(day('2026-06-01', { bookings: [local('2026-06-01', '08:00', '16:00')] })),
      valueDay(day('2026-06-02', { absences: [absence()] })),
      valueDay(day('2026-06-03', { bookings: [local('2026-06-03', '08:00', '12:00')] })),
      // Thu, Fri: still to come.
      valueDay(day('2026-06-04')),
      valueDay(day('2026-06-05')),
    ];
    const month = valueMonth(days, 0, '2026-06-03');
    expect(month).toMatchObject({
      target: 3 * 480,
      targetMonth: 5 * 480,
      actual: 480 + 240,
      absence: 480,
      credited: 480 + 480 + 240,
      difference: -240,
      closing: -240,
    });
    expect(month.difference).toBe(month.credited - month.target);
    expect(month.days.slice(3).map((entry) => [entry.difference, entry.balance])).toEqual([
      [0, -240],
      [0, -240],
    ]);
  });

  it('an empty month keeps the opening balance', () => {
    expect(valueMonth([], -30)).toMatchObject({ difference: 0, closing: -30, days: [], surcharges: [] });
  });

  it('adds the special entries of the month on their day to the balance and the closing', () => {
    const days = ['2026-06-01', '2026-06-02', '2026-06-03'].map((date) => ({
      date,
      tracked: true,
      target: 480,
      actual: 480,
      pause: 0,
      absence: 0,
      difference: 0,
      surcharges: [],
      openBookings: 0,
    }));
    const month = valueMonth(days, 100, '2026-06-02', [
      { date: '2026-06-02', minutes: 120 },
      { date: '2026-06-03', minutes: -60 },
    ]);
    // A special entry still to come counts as the year account counts it: whenever in the month.
    expect(month).toMatchObject({ opening: 100, specials: 60, closing: 160, difference: 0 });
    expect(month.days.map((day) => day.balance)).toEqual([100, 220, 160]);
  });
});
