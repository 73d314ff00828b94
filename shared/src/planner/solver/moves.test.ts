import { describe, expect, it } from 'vitest';
import type { PlannerEmployee, PlannerProblem } from '../model';
import { compile, OFF } from './compile';
import { evaluate } from './evaluate';
import { Moves } from './moves';
import { Random } from './random';
import { State } from './state';

const shiftTypes = [
  { id: 'E', minutes: 480, cannotFollow: [], night: false },
  { id: 'N', minutes: 480, cannotFollow: ['E'], night: true },
];

/** A person who may work every day of `days` but `daysOff`, either type, within the run limits given. */
function person(
  id: string,
  days: number,
  daysOff: number[],
  limits: Pick<
    PlannerEmployee,
    'maxConsecutiveShifts' | 'minConsecutiveShifts' | 'minConsecutiveDaysOff' | 'maxWeekends'
  >,
): PlannerEmployee {
  return {
    id,
    maxShifts: { E: days, N: days },
    maxTotalMinutes: 480 * days,
    minTotalMinutes: 0,
    ...limits,
    daysOff,
    fixed: [],
  };
}

/** A week of three people and two shift types; only `short` (day, type) asks for anyone, two people. */
function week(short: { day: number; type: string } | null): PlannerProblem {
  const free = { maxConsecutiveShifts: 7, minConsecutiveShifts: 1, minConsecutiveDaysOff: 1, maxWeekends: 2 };
  return {
    horizon: 7,
    firstWeekday: 1,
    shiftTypes,
    // Carla has the short day off: she may not take its shift.
    employees: [person('anna', 7, [], free), person('ben', 7, [], free), person('carla', 7, [3], free)],
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

/** A year of two people and two shift types, no cover; Anna may not work on `annaOff`. */
function year(annaOff: number[]): PlannerProblem {
  const limits = {
    maxConsecutiveShifts: 5,
    minConsecutiveShifts: 2,
    minConsecutiveDaysOff: 2,
    maxWeekends: 26,
  };
  return {
    horizon: 364,
    firstWeekday: 1,
    shiftTypes,
    employees: [person('anna', 364, annaOff, limits), person('ben', 364, [], limits)],
    shiftOnRequests: [],
    shiftOffRequests: [],
    cover: [],
  };
}

const E = 0;
const N = 1;

/**
 * Each of `attempts` moves from Anna's row as `worked` gives it (day -> type; Ben works nothing): the days she works
 * after each move that applied, the state checked against `evaluate` each time.
 */
function rowsAfter(
  problem: PlannerProblem,
  worked: Record<number, number>,
  move: (moves: Moves) => boolean,
  attempts: number,
): Map<number, number>[] {
  const c = compile(problem);
  const state = new State(c);
  const moves = new Moves(state, new Random(11));
  const roster = new Int32Array(c.E * c.D).fill(OFF);
  for (const [day, type] of Object.entries(worked)) roster[Number(day)] = type;
  state.load(roster);
  const rows: Map<number, number>[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    state.undoLength = 0;
    // Each move from the roster as given: undone after it, as a refused move (or one that did not apply) is.
    if (move(moves)) {
      state.rescore(moves.r1);
      const whole = evaluate(c, state.x);
      expect(state.objective()).toBeCloseTo(whole.objective, 9);
      expect(state.totalV).toBe(whole.violations);
      const row = new Map<number, number>();
      for (let d = 0; d < c.D; d++) {
        const type = state.x[d] ?? OFF;
        if (type >= 0) row.set(d, type);
      }
      rows.push(row);
    }
    state.undo();
    if (moves.r1 >= 0) state.rescore(moves.r1);
  }
  expect(state.x).toEqual(roster);
  return rows;
}

const described = (row: Map<number, number>) => [...row].map(([day, type]) => `${day}:${type}`).join(' ');

describe("the moves of a year's row", () => {
  // Day 0 is a Monday: Anna works Thursday to Saturday of the first week, a half weekend.
  const run = { 3: E, 4: N, 5: N };

  it('slide a run of work by a day, its shifts in their order, either way', () => {
    const seen = new Set(rowsAfter(year([]), run, (moves) => moves.slide(), 20_000).map(described));
    expect(seen).toEqual(new Set(['4:0 5:1 6:1', '2:0 3:1 4:1']));
  });

  it('slide a run only onto a day the person may work', () => {
    const seen = new Set(rowsAfter(year([6]), run, (moves) => moves.slide(), 20_000).map(described));
    expect(seen).toEqual(new Set(['2:0 3:1 4:1']));
  });

  it('move one shift to a day off within a week, the others where they were', () => {
    const rows = rowsAfter(year([]), run, (moves) => moves.nearby(), 40_000);
    expect(rows.length).toBeGreaterThan(50);
    const targets = new Set<number>();
    for (const row of rows) {
      expect(row.size).toBe(3);
      const gone = [3, 4, 5].filter((day) => !row.has(day));
      expect(gone).toHaveLength(1);
      const [to] = [...row.keys()].filter((day) => day < 3 || day > 5);
      const from = gone[0] ?? -1;
      expect(to).toBeDefined();
      expect(Math.abs((to ?? 0) - from)).toBeLessThanOrEqual(7);
      expect(row.get(to ?? -1)).toBe(run[from as 3 | 4 | 5]);
      targets.add(to ?? -1);
    }
    // Every day off within a week of the run, and no other.
    expect([...targets].sort((a, b) => a - b)).toEqual([0, 1, 2, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("exchange one person's work on two weekends, both days each", () => {
    const rows = rowsAfter(year([]), { 5: E, 6: N }, (moves) => moves.exchangeWeekends(), 20_000);
    expect(rows.length).toBeGreaterThan(50);
    const saturdays = new Set<number>();
    for (const row of rows) {
      const [saturday] = row.keys();
      expect(saturday !== undefined && saturday % 7 === 5 && saturday > 5).toBe(true);
      expect(described(row)).toBe(`${saturday}:0 ${(saturday ?? 0) + 1}:1`);
      saturdays.add(saturday ?? -1);
    }
    expect(saturdays.size).toBeGreaterThan(20);
  });
});
