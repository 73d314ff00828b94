import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PlannerProblem } from '../model';
import { parseInstance } from '../benchmark/parse';
import { compile } from './compile';
import { evaluate } from './evaluate';
import { Moves } from './moves';
import { Random } from './random';
import { State } from './state';

const instance4 = (): PlannerProblem =>
  parseInstance(readFileSync(new URL('../benchmark/fixtures/Instance4.txt', import.meta.url), 'utf8'));

/** Instance 4's four weeks repeated over a year: its people, cover and requests thirteen times over. */
function instance4Year(): PlannerProblem {
  const month = instance4();
  const copies = 13;
  const shifted = <T extends { day: number }>(items: readonly T[]) =>
    Array.from({ length: copies }, (_, k) =>
      items.map((item) => ({ ...item, day: item.day + k * month.horizon })),
    ).flat();
  return {
    ...month,
    horizon: month.horizon * copies,
    employees: month.employees.map((person) => ({
      ...person,
      maxTotalMinutes: person.maxTotalMinutes * copies,
      minTotalMinutes: person.minTotalMinutes * copies,
      maxWeekends: person.maxWeekends * copies,
      maxShifts: Object.fromEntries(
        Object.entries(person.maxShifts).map(([id, most]) => [id, most * copies]),
      ),
      daysOff: Array.from({ length: copies }, (_, k) =>
        person.daysOff.map((day) => day + k * month.horizon),
      ).flat(),
    })),
    shiftOnRequests: shifted(month.shiftOnRequests),
    shiftOffRequests: shifted(month.shiftOffRequests),
    cover: shifted(month.cover),
  };
}

/** Random moves, each kept or undone at random, the state checked against `evaluate` after each. */
function checkMoves(problem: PlannerProblem, steps: number): { kept: number; undone: number } {
  const c = compile(problem);
  const state = new State(c);
  const rng = new Random(5);
  const moves = new Moves(state, rng);
  let kept = 0;
  let undone = 0;
  for (let step = 0; step < steps; step++) {
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
  return { kept, undone };
}

describe("the search's state", () => {
  it('keeps the objective and the violations of every move and every undo (instance 4, with its requests)', () => {
    const problem = instance4();
    expect(problem.shiftOnRequests.length + problem.shiftOffRequests.length).toBeGreaterThan(0);
    const { kept, undone } = checkMoves(problem, 3_000);
    expect(kept).toBeGreaterThan(300);
    expect(undone).toBeGreaterThan(300);
  });

  it("keeps them on a year too, where some moves change a person's row near where it is", () => {
    const { kept, undone } = checkMoves(instance4Year(), 3_000);
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
    // Instance 4's first two people over its four weeks, with 40 types; Anna may not work a type in three nor on
    // day 2, Ben none from T31 on.
    const [anna, ben] = instance4().employees;
    if (!anna || !ben) throw new Error('Instance 4 has ten people');
    const barred = [(s: number) => s % 3 === 0, (s: number) => s >= 31];
    const problem: PlannerProblem = {
      ...instance4(),
      shiftTypes: types,
      employees: [anna, ben].map((person, i) => ({
        ...person,
        maxShifts: Object.fromEntries(types.map((type, s) => [type.id, barred[i]?.(s) ? 0 : 28])),
        daysOff: i === 0 ? [2] : [],
        fixed: [],
      })),
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
    // Anna: 26 types on 27 days; Ben: 31 types (T31 to T39 barred, the second word's included) on 28.
    expect(allowed).toBe(26 * 27 + 31 * 28);
  });
});
