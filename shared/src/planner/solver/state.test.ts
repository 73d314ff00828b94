import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PlannerProblem } from '../model';
import { parseInstance } from '../benchmark/parse';
import { compile } from './compile';
import { evaluate } from './evaluate';
import { Moves } from './moves';
import { Random } from './random';
import { State } from './state';

describe("the search's state", () => {
  it('keeps the objective and the violations of every move and every undo (instance 4, with its requests)', () => {
    const problem = parseInstance(
      readFileSync(new URL('../benchmark/fixtures/Instance4.txt', import.meta.url), 'utf8'),
    );
    expect(problem.shiftOnRequests.length + problem.shiftOffRequests.length).toBeGreaterThan(0);
    const c = compile(problem);
    const state = new State(c);
    const rng = new Random(5);
    const moves = new Moves(state, rng);
    let kept = 0;
    let undone = 0;
    for (let step = 0; step < 3_000; step++) {
      state.undoLength = 0;
      const applied = moves.random();
      // A move that does not apply leaves its cells to the undo, as the search does.
      if (!applied || rng.int(2) === 0) {
        state.undo();
        undone++;
      } else kept++;
      for (const e of [moves.r1, moves.r2]) if (e >= 0) state.rescore(e);
      const whole = evaluate(c, state.x);
      expect(state.objective()).toBeCloseTo(whole.objective, 9);
      expect(state.totalV).toBe(whole.violations);
    }
    expect(kept).toBeGreaterThan(300);
    expect(undone).toBeGreaterThan(300);
  });

  it('tells which types a person may take on a day, with more types than a word has bits', () => {
    const types = Array.from({ length: 40 }, (_, s) => ({
      id: `T${s}`,
      minutes: 480,
      cannotFollow: [],
      night: false,
    }));
    const person = (id: string, barred: (s: number) => boolean, daysOff: number[]) => ({
      id,
      maxShifts: Object.fromEntries(types.map((type, s) => [type.id, barred(s) ? 0 : 7])),
      maxTotalMinutes: 480 * 7,
      minTotalMinutes: 0,
      maxConsecutiveShifts: 7,
      minConsecutiveShifts: 1,
      minConsecutiveDaysOff: 1,
      maxWeekends: 2,
      daysOff,
      fixed: [],
    });
    const problem: PlannerProblem = {
      horizon: 7,
      firstWeekday: 1,
      shiftTypes: types,
      employees: [person('anna', (s) => s % 3 === 0, [2]), person('ben', (s) => s >= 31, [])],
      shiftOnRequests: [],
      shiftOffRequests: [],
      cover: [],
    };
    const c = compile(problem);
    const state = new State(c);
    let allowed = 0;
    for (let e = 0; e < c.E; e++)
      for (let d = 0; d < c.D; d++)
        for (let s = 0; s < c.S; s++) {
          const expected = c.allowed[(e * c.D + d) * c.S + s] === 1;
          expect(state.allows(e, d, s)).toBe(expected);
          if (expected) allowed++;
        }
    // Anna: 26 types on six days; Ben: 31 types (T31 to T39 barred, the second word's included) on seven.
    expect(allowed).toBe(26 * 6 + 31 * 7);
  });
});
