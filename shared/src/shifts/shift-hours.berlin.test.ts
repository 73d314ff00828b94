/** Runs in Europe/Berlin (project unit-berlin); the results must not depend on the process zone. */
import { describe, expect, it } from 'vitest';
import { paidMinutes } from './shift-hours';
import type { TPause } from './shift-template';

const none: TPause = { mode: 0, begin: null, end: null };
const night = {
  itemClass: 30,
  begin: '22:00',
  end: '06:00',
  pause1: { mode: 1, begin: '02:00', end: '02:30' } as TPause,
  pause2: none,
};
const zone = 'Europe/Berlin';

describe('paid hours of a night shift over the clock changes (Berlin)', () => {
  it('is 7.5 h on an ordinary night', () => {
    expect(paidMinutes(night, '2026-03-20', zone)).toBe(450);
  });

  it('is an hour shorter into the last Sunday of March (2026-03-29)', () => {
    expect(paidMinutes({ ...night, pause1: none }, '2026-03-28', zone)).toBe(420);
    // 02:00-02:30 lies in the gap: like every local time there it moves forward (03:00-03:30), still 30 min.
    expect(paidMinutes(night, '2026-03-28', zone)).toBe(390);
  });

  it('is an hour longer into the last Sunday of October (2026-10-25)', () => {
    expect(paidMinutes({ ...night, pause1: none }, '2026-10-24', zone)).toBe(540);
    // 02:00-02:30 happens in summer time (the first occurrence): a real half hour.
    expect(paidMinutes(night, '2026-10-24', zone)).toBe(510);
  });

  it('leaves day shifts on those Sundays alone, and counts nothing for class 99', () => {
    const early = { ...night, itemClass: 10, begin: '06:00', end: '14:00', pause1: none };
    expect(paidMinutes(early, '2026-03-29', zone)).toBe(480);
    expect(paidMinutes(early, '2026-10-25', zone)).toBe(480);
    expect(paidMinutes({ ...early, itemClass: 99 }, '2026-10-25', zone)).toBe(0);
  });

  it('computes the same in UTC: only the tenant zone counts', () => {
    expect(paidMinutes({ ...night, pause1: none }, '2026-03-28', 'UTC')).toBe(480);
  });
});
