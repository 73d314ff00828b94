import { describe, expect, it } from 'vitest';
import type { PlannerProblem } from '../model';
import { compile } from './compile';
import { Moves } from './moves';
import { Random } from './random';
import { State } from './state';

/** A week of three people and two shift types; only `short` (day, type) asks for anyone, two people. */
function week(short: { day: number; type: string } | null): PlannerProblem {
  const person = (id: string, daysOff: number[]) => ({
    id,
    maxShifts: { E: 7, N: 7 },
    maxTotalMinutes: 480 * 7,
    minTotalMinutes: 0,
    maxConsecutiveShifts: 7,
    minConsecutiveShifts: 1,
    minConsecutiveDaysOff: 1,
    maxWeekends: 2,
    daysOff,
    fixed: [],
  });
  return {
    horizon: 7,
    firstWeekday: 1,
    shiftTypes: [
      { id: 'E', minutes: 480, cannotFollow: [], night: false },
      { id: 'N', minutes: 480, cannotFollow: ['E'], night: true },
    ],
    // Carla has the short day off: she may not take its shift.
    employees: [person('anna', []), person('ben', []), person('carla', [3])],
    shiftOnRequests: [],
    shiftOffRequests: [],
    cover: Array.from({ length: 14 }, (_, i) => {
      const day = Math.floor(i / 2);
      const shiftTypeId = i % 2 === 0 ? 'E' : 'N';
      return {
        day,
        shiftTypeId,
        requirement: short?.day === day && short.type === shiftTypeId ? 2 : 0,
        weightUnder: 100,
        weightOver: 1,
      };
    }),
  };
}

describe('the move that takes a short shift', () => {
  it('puts someone who may work it on the shift whose cover is short, and nowhere else', () => {
    const c = compile(week({ day: 3, type: 'N' }));
    const state = new State(c);
    const moves = new Moves(state, new Random(7));
    const night = 1;
    const shortCell = 3 * c.S + night;
    let taken = 0;
    for (let attempt = 0; attempt < 400; attempt++) {
      state.load(null);
      state.undoLength = 0;
      if (!moves.takeShort()) continue;
      taken++;
      expect(moves.r1).not.toBe(2);
      expect(state.x[moves.r1 * c.D + 3]).toBe(night);
      expect(state.n[shortCell]).toBe(1);
      expect(state.coverCost).toBeLessThan(200);
      expect(state.undoLength).toBe(1);
    }
    expect(taken).toBeGreaterThan(10);
  });

  it('finds nothing to do where no cover is short', () => {
    const c = compile(week(null));
    const state = new State(c);
    state.load(null);
    const moves = new Moves(state, new Random(7));
    for (let attempt = 0; attempt < 400; attempt++) expect(moves.takeShort()).toBe(false);
  });
});
