/**
 * The days of the demo plan that `npm start` seeds before the rest (infra/src/local/demo/calendar.ts): whatever
 * the planner's calendar opens on, the month or the week of today, has its plan when the first screen shows.
 */
import { describe, expect, it } from 'vitest';
import { firstScreenDays } from '../src/local/demo/calendar';

describe('the demo plan seeded first', () => {
  it('is this month when this week lies inside it', () => {
    expect(firstScreenDays('2026-11-18')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('reaches back to the Monday of this week in last month, and on to its Sunday in next month', () => {
    // Tuesday 1 December 2026: the week began on Monday 30 November.
    expect(firstScreenDays('2026-12-01')).toEqual({ from: '2026-11-30', to: '2026-12-31' });
    // Thursday 31 December 2026: the week ends on Sunday 3 January.
    expect(firstScreenDays('2026-12-31')).toEqual({ from: '2026-12-01', to: '2027-01-03' });
  });

  it('knows February', () => {
    expect(firstScreenDays('2028-02-16')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
