import { describe, expect, it } from 'vitest';
import {
  autoPauseMinutes,
  bookingFindings,
  overtimeRequestNeeded,
  roundBooking,
  timeBookingRule,
} from './index';
import { rule, setup, uid } from './test-world';

const [company, store, branch] = [uid(1), uid(2), uid(3)];
const units = new Map([
  [company, { id: company, parentId: null }],
  [store, { id: store, parentId: company }],
  [branch, { id: branch, parentId: store }],
]);
const day = { unitIds: [branch], date: '2026-06-03', units };

describe('TIMEBOOKING', () => {
  const settings = rule('TIMEBOOKING', {}).settings;

  it('rounds clock-in up and clock-out down to 15 minutes by default; other steps and directions', () => {
    expect(roundBooking(settings, 'in', '07:52')).toBe('08:00');
    expect(roundBooking(settings, 'in', '08:00')).toBe('08:00');
    expect(roundBooking(settings, 'out', '16:14')).toBe('16:00');
    expect(roundBooking(settings, 'in', '23:58')).toBe('23:59');
    const nearest = rule('TIMEBOOKING', {
      roundingStepMinutes: 6,
      roundingIn: 'nearest',
      roundingOut: 'none',
    }).settings;
    expect(roundBooking(nearest, 'in', '08:02')).toBe('08:00');
    expect(roundBooking(nearest, 'in', '08:03')).toBe('08:06');
    expect(roundBooking(nearest, 'out', '16:14')).toBe('16:14');
  });

  it('the rule of a unit (by its ancestor with sub-units) wins over the company-wide one', () => {
    const general = rule('TIMEBOOKING', {}, { name: 'A all' });
    const stores = rule(
      'TIMEBOOKING',
      { roundingStepMinutes: 5 },
      { name: 'Z stores', scope: { kind: 'unit', ids: [store], includeSubUnits: true } },
    );
    const direct = rule('TIMEBOOKING', {}, { name: 'B store only', scope: { kind: 'unit', ids: [store] } });
    expect(timeBookingRule(setup([general, stores, direct]), day)).toBe(stores);
    expect(timeBookingRule(setup([general, direct]), day)).toBe(general);
    expect(timeBookingRule(setup([]), day)).toBeUndefined();
  });

  it('finds a clock-in before the tolerance, outside earliest and latest, and a booking outside the plan', () => {
    const strict = rule('TIMEBOOKING', { toleranceBeforeMinutes: 15, earliest: '06:00', latest: '20:00' });
    const booking = { date: '2026-06-03', userId: uid(11), unitId: branch };
    const planned = { begin: '08:00', end: '16:00' };
    expect(bookingFindings(strict, { ...booking, in: '07:45', out: '16:00', planned })).toEqual([]);
    expect(bookingFindings(strict, { ...booking, in: '07:40', out: '16:00', planned })).toMatchObject([
      {
        messageKey: 'rules.finding.booking.beforeTolerance',
        params: { time: '07:40', minutes: 15, begin: '08:00' },
      },
    ]);
    expect(
      bookingFindings(strict, { ...booking, in: '05:30', out: '20:30', planned: null }).map(
        (f) => f.messageKey,
      ),
    ).toEqual([
      'rules.finding.booking.tooEarly',
      'rules.finding.booking.tooLate',
      'rules.finding.booking.outsidePlan',
    ]);
  });
});

describe('AUTOPAUSE', () => {
  const arbzg = rule('AUTOPAUSE', {});
  it('ArbZG steps: more than 6 h 30 min, more than 9 h 45 min; booked pauses count', () => {
    expect(autoPauseMinutes(setup([arbzg]), day, 360, 0)).toBe(0);
    expect(autoPauseMinutes(setup([arbzg]), day, 361, 0)).toBe(30);
    expect(autoPauseMinutes(setup([arbzg]), day, 541, 0)).toBe(45);
    expect(autoPauseMinutes(setup([arbzg]), day, 541, 30)).toBe(15);
    expect(autoPauseMinutes(setup([arbzg]), day, 541, 60)).toBe(0);
  });
  it('ignoring booked pauses, and no rule: no deduction', () => {
    const ignoring = rule('AUTOPAUSE', { ignoreBookedPauses: true });
    expect(autoPauseMinutes(setup([ignoring]), day, 400, 30)).toBe(30);
    expect(autoPauseMinutes(setup([]), day, 600, 0)).toBe(0);
  });
});

describe('OVERTIMEREQUEST', () => {
  it('above the daily or weekly threshold a request is needed for the minutes above it', () => {
    const daily = rule('OVERTIMEREQUEST', { period: 'day', thresholdMinutes: 600 });
    expect(overtimeRequestNeeded(setup([daily]), day, { dayMinutes: 630, weekMinutes: 2000 })).toMatchObject({
      needed: true,
      minutes: 30,
    });
    expect(overtimeRequestNeeded(setup([daily]), day, { dayMinutes: 600, weekMinutes: 3000 })).toMatchObject({
      needed: false,
      minutes: 0,
    });
    const weekly = rule('OVERTIMEREQUEST', { period: 'week', thresholdMinutes: 2400 });
    expect(overtimeRequestNeeded(setup([weekly]), day, { dayMinutes: 600, weekMinutes: 2460 })).toMatchObject(
      { needed: true, minutes: 60 },
    );
    expect(overtimeRequestNeeded(setup([]), day, { dayMinutes: 900, weekMinutes: 3000 })).toBeUndefined();
  });
});
