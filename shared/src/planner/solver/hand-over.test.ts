import { describe, expect, it } from 'vitest';
import type { PlannerProblem } from '../model';
import { OFF, compile } from './compile';
import { evaluate } from './evaluate';
import { HandOvers } from './hand-over';
import { Random } from './random';
import { RowPlanner } from './row-plan';
import { State } from './state';

const person = (id: string, overrides: Partial<PlannerProblem['employees'][number]> = {}) => ({
  id,
  maxShifts: { E: 7, L: 7 },
  maxTotalMinutes: 480 * 7,
  minTotalMinutes: 0,
  maxConsecutiveShifts: 7,
  minConsecutiveShifts: 1,
  minConsecutiveDaysOff: 1,
  maxWeekends: 1,
  daysOff: [],
  fixed: [],
  ...overrides,
});

const shiftTypes = [
  { id: 'E', minutes: 480, cannotFollow: [], night: false },
  { id: 'L', minutes: 480, cannotFollow: ['E'], night: false },
];

/** Loads a roster given per person as one letter a day ('.' off). */
function stateOf(problem: PlannerProblem, rows: string[]): State {
  const c = compile(problem);
  const types = problem.shiftTypes.map((t) => t.id);
  const x = new Int32Array(c.E * c.D).fill(OFF);
  rows.forEach((row, e) => [...row].forEach((v, d) => (x[e * c.D + d] = types.indexOf(v))));
  const state = new State(c);
  state.load(x);
  return state;
}

/** Two days' cover: the early and the late shift's requirement on each. */
function twoDaysCover(
  early: (day: number) => number,
  late: (day: number) => number,
): PlannerProblem['cover'] {
  return [0, 1].flatMap((day) => [
    { day, shiftTypeId: 'E', requirement: early(day), weightUnder: 100, weightOver: 1 },
    { day, shiftTypeId: 'L', requirement: late(day), weightUnder: 100, weightOver: 1 },
  ]);
}

function plannerWithHandOvers(state: State): RowPlanner {
  const planner = new RowPlanner(state.c);
  planner.handOvers = new HandOvers(state.c);
  return planner;
}

function rowsOf(state: State): string[] {
  const { E, D } = state.c;
  return Array.from({ length: E }, (_, e) =>
    Array.from({ length: D }, (_, d) => ['.', 'E', 'L'][(state.x[e * D + d] ?? OFF) + 1]).join(''),
  );
}

describe('hand-overs around a row re-plan', () => {
  // One day. Anna works the early shift the cover needs but asked for the day off; Ben works a late shift nobody
  // needs but must work a shift. Anna alone cannot leave (the early shift would be short), Ben alone gains nothing
  // by changing.
  const oneDay: PlannerProblem = {
    horizon: 1,
    firstWeekday: 1,
    shiftTypes,
    employees: [person('anna'), person('ben', { minTotalMinutes: 480 })],
    shiftOnRequests: [],
    shiftOffRequests: [{ employeeId: 'anna', day: 0, shiftTypeId: 'E', weight: 3 }],
    cover: [
      { day: 0, shiftTypeId: 'E', requirement: 1, weightUnder: 100, weightOver: 1 },
      { day: 0, shiftTypeId: 'L', requirement: 0, weightUnder: 100, weightOver: 1 },
    ],
  };

  it('lets a person leave a needed shift that a colleague on a shift nobody needs takes over', () => {
    const alone = stateOf(oneDay, ['E', 'L']);
    const planner = new RowPlanner(alone.c);
    expect(planner.improve(alone, 0)).toBe(0);
    expect(planner.improve(alone, 1)).toBe(0);

    const state = stateOf(oneDay, ['E', 'L']);
    const before = state.objective();
    const gain = plannerWithHandOvers(state).improve(state, 0);
    expect(rowsOf(state)).toEqual(['.', 'E']);
    // Anna's request (3) and Ben's over-cover (1) are saved.
    expect(gain).toBe(4);
    expect(state.objective()).toBe(before - 4);
  });

  it('lets a person take a full shift whose worker goes over to a short one', () => {
    // Two days: the late shift of day 1 is short. Ben works day 1's early shift, which is full, and may work the late
    // one; Anna, off, may work only early shifts. Alone, Anna's early shift would be over-cover.
    const problem: PlannerProblem = {
      ...oneDay,
      horizon: 2,
      employees: [person('anna', { maxShifts: { E: 7, L: 0 } }), person('ben')],
      shiftOffRequests: [],
      cover: twoDaysCover(
        () => 1,
        (day) => day,
      ),
    };
    const state = stateOf(problem, ['E.', '.E']);
    expect(plannerWithHandOvers(state).improve(state, 0)).toBe(100);
    expect(rowsOf(state)).toEqual(['EE', '.L']);
  });

  it('keeps no hand-over a rule forbids: the colleague may not take the early shift after a late one', () => {
    const twoDays: PlannerProblem = {
      ...oneDay,
      horizon: 2,
      shiftOffRequests: [{ employeeId: 'anna', day: 1, shiftTypeId: 'E', weight: 3 }],
      cover: twoDaysCover(
        (day) => day,
        () => 0,
      ),
    };
    const state = stateOf(twoDays, ['.E', 'LL']);
    expect(plannerWithHandOvers(state).improve(state, 0)).toBe(0);
    expect(rowsOf(state)).toEqual(['.E', 'LL']);
  });

  it('reports exactly the gain it makes and breaks no colleague’s rules (random weeks)', () => {
    const rng = new Random(7);
    let partnersMoved = 0;
    for (let trial = 0; trial < 200; trial++) {
      const employees = ['a', 'b', 'c', 'd'].map((id) =>
        person(id, {
          maxShifts: { E: 1 + rng.int(5), L: rng.int(5) },
          maxTotalMinutes: 480 * (2 + rng.int(5)),
          minTotalMinutes: 480 * rng.int(2),
          maxConsecutiveShifts: 2 + rng.int(4),
          maxWeekends: rng.int(2),
        }),
      );
      const problem: PlannerProblem = {
        horizon: 7,
        firstWeekday: 1 + rng.int(7),
        shiftTypes,
        employees,
        shiftOnRequests: Array.from({ length: 4 }, () => ({
          employeeId: employees[rng.int(4)]?.id ?? 'a',
          day: rng.int(7),
          shiftTypeId: rng.int(2) === 0 ? 'E' : 'L',
          weight: 1 + rng.int(3),
        })),
        shiftOffRequests: [],
        cover: Array.from({ length: 14 }, (_, i) => ({
          day: i >> 1,
          shiftTypeId: i % 2 === 0 ? 'E' : 'L',
          requirement: rng.int(3),
          weightUnder: 100,
          weightOver: 1,
        })),
      };
      const c = compile(problem);
      const x = new Int32Array(c.E * c.D).fill(OFF);
      for (let i = 0; i < x.length; i++) {
        const v = rng.int(3) - 1;
        if (v === OFF || c.allowed[i * c.S + v] === 1) x[i] = v;
      }
      const state = new State(c);
      state.load(x);
      const planner = plannerWithHandOvers(state);
      for (let e = 0; e < c.E; e++) {
        const before = state.objective();
        const broken = Array.from(state.rowV);
        const roster = Array.from(state.x);
        const gain = planner.improve(state, e);
        if (state.x.some((v, i) => Math.floor(i / c.D) !== e && v !== roster[i])) partnersMoved++;
        if (broken[e] === 0) expect(state.objective()).toBeCloseTo(before - gain, 6);
        for (let q = 0; q < c.E; q++) if (q !== e) expect(state.rowV[q]).toBeLessThanOrEqual(broken[q] ?? 0);
        expect(evaluate(c, state.x).objective).toBeCloseTo(state.objective(), 6);
      }
    }
    // The check above is about re-plans that moved colleagues: there must be some.
    expect(partnersMoved).toBeGreaterThan(20);
  });
});
