import { describe, expect, it } from 'vitest';
import type { PlannerProblem } from '../model';
import { type Compiled, compile, FIXED, OFF } from './compile';
import { minuteUnit, rowViolations } from './evaluate';
import { Random } from './random';
import { State } from './state';

/**
 * Three weeks, four people with tight rules (runs of 2 to 3 days, rests of at least 2, one weekend, a band of
 * minutes, at most 6 of a type), three types of which a night may not be followed by an early, and fixed days: one
 * with a known type, one an absence without a type.
 */
function tightProblem(): PlannerProblem {
  const person = (id: string, fixed: PlannerProblem['employees'][number]['fixed']) => ({
    id,
    maxShifts: { E: 6, L: 6, N: 6 },
    maxTotalMinutes: 480 * 12,
    minTotalMinutes: 480 * 8,
    maxConsecutiveShifts: 3,
    minConsecutiveShifts: 2,
    minConsecutiveDaysOff: 2,
    maxWeekends: 1,
    daysOff: [],
    fixed,
  });
  return {
    horizon: 21,
    firstWeekday: 3,
    shiftTypes: [
      { id: 'E', minutes: 480, cannotFollow: [], night: false },
      { id: 'L', minutes: 420, cannotFollow: [], night: false },
      { id: 'N', minutes: 600, cannotFollow: ['E'], night: true },
    ],
    employees: [
      person('anna', [{ day: 4, shiftTypeId: 'N', minutes: 600 }]),
      person('ben', [{ day: 0, shiftTypeId: null, minutes: 360 }]),
      person('carla', [{ day: 20, shiftTypeId: 'E', minutes: 480 }]),
      person('dara', []),
    ],
    shiftOnRequests: [],
    shiftOffRequests: [],
    cover: [],
  };
}

/** Weekends (both days within the horizon) worked on one day of two and on both, over everyone, by a full scan. */
function weekendsWorked(c: Compiled, x: Int32Array): { half: number; whole: number } {
  let half = 0;
  let whole = 0;
  for (let e = 0; e < c.E; e++) {
    for (let d = 1; d < c.D; d++) {
      const w = c.weekendOf[d] ?? -1;
      if (w < 0 || c.weekendOf[d - 1] !== w) continue;
      const days = (x[e * c.D + d - 1] === OFF ? 0 : 1) + (x[e * c.D + d] === OFF ? 0 : 1);
      if (days === 1) half++;
      else if (days === 2) whole++;
    }
  }
  return { half, whole };
}

describe('the rows scored by their changes', () => {
  it('agree with a full scan of every row (and of the weekends worked) after each of thousands of random changes, undos and new rows', () => {
    const c = compile(tightProblem());
    const state = new State(c);
    const random = new Random(11);
    const counts = new Int32Array(c.S);
    const unit = minuteUnit(c);
    let violated = 0;
    let halves = 0;
    let wholes = 0;
    for (let step = 0; step < 5000; step++) {
      state.undoLength = 0;
      const cells = 1 + random.int(4);
      for (let k = 0; k < cells; k++) {
        const e = random.int(c.E);
        const d = random.int(c.D);
        if (state.x[e * c.D + d] === FIXED) continue;
        // Off more often than not, so that runs of every length come and go.
        const to = random.int(2) === 0 ? OFF : random.int(c.S);
        state.set(e, d, to, true);
      }
      if (random.int(3) === 0) state.undo();
      // Now and then a whole row at once, as the row planner writes it.
      if (random.int(50) === 0) {
        const e = random.int(c.E);
        const row = new Int32Array(state.x);
        for (let d = 0; d < c.D; d++)
          if (row[e * c.D + d] !== FIXED) row[e * c.D + d] = random.int(c.S + 1) - 1;
        state.setRow(e, row);
      }
      for (let e = 0; e < c.E; e++) {
        state.rescore(e);
        const scanned = rowViolations(c, state.x, e, counts, unit);
        expect(state.rowV[e]).toBe(scanned);
        if (scanned > 0) violated++;
      }
      const weekends = weekendsWorked(c, state.x);
      expect([state.halfWeekends, state.wholeWeekends]).toEqual([weekends.half, weekends.whole]);
      if (weekends.half > 0) halves++;
      if (weekends.whole > 0) wholes++;
    }
    // Weekends worked on one day and on both were there to be counted.
    expect(halves).toBeGreaterThan(1000);
    expect(wholes).toBeGreaterThan(1000);
    // Both kinds of rows were met: the comparison saw violations and rows without any.
    expect(violated).toBeGreaterThan(1000);
    expect(violated).toBeLessThan(5000 * c.E);
  });
});
