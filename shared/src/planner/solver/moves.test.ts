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

const yearLimits = {
  maxConsecutiveShifts: 5,
  minConsecutiveShifts: 2,
  minConsecutiveDaysOff: 2,
  maxWeekends: 26,
};

/** A year of two people and two shift types, no cover; Anna may not work on `annaOff`. */
function year(annaOff: number[]): PlannerProblem {
  return {
    horizon: 364,
    firstWeekday: 1,
    shiftTypes,
    employees: [person('anna', 364, annaOff, yearLimits), person('ben', 364, [], yearLimits)],
    shiftOnRequests: [],
    shiftOffRequests: [],
    cover: [],
  };
}

const E = 0;
const N = 1;

/**
 * Each of `attempts` moves from the rows as `worked` gives them (per person in order, day -> type; a person left
 * out works nothing): everyone's days worked after each move that applied, the state checked against `evaluate`
 * each time.
 */
function rowsAfter(
  problem: PlannerProblem,
  worked: Record<number, number>[],
  move: (moves: Moves) => boolean,
  attempts: number,
): Map<number, number>[][] {
  const c = compile(problem);
  const state = new State(c);
  const moves = new Moves(state, new Random(11));
  const roster = new Int32Array(c.E * c.D).fill(OFF);
  worked.forEach((days, e) => {
    for (const [day, type] of Object.entries(days)) roster[e * c.D + Number(day)] = type;
  });
  state.load(roster);
  const rescore = () => {
    if (moves.r1 >= 0) state.rescore(moves.r1);
    if (moves.r2 >= 0) state.rescore(moves.r2);
  };
  const outcomes: Map<number, number>[][] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    state.undoLength = 0;
    moves.r1 = -1;
    moves.r2 = -1;
    // Each move from the roster as given: undone after it, as a refused move (or one that did not apply) is.
    if (move(moves)) {
      rescore();
      const whole = evaluate(c, state.x);
      expect(state.objective()).toBeCloseTo(whole.objective, 9);
      expect(state.totalV).toBe(whole.violations);
      outcomes.push(
        Array.from({ length: c.E }, (_, e) => {
          const row = new Map<number, number>();
          for (let d = 0; d < c.D; d++) {
            const type = state.x[e * c.D + d] ?? OFF;
            if (type >= 0) row.set(d, type);
          }
          return row;
        }),
      );
    }
    state.undo();
    rescore();
  }
  expect(state.x).toEqual(roster);
  return outcomes;
}

/** Each person's days worked as `day:type`, the people apart by `|`. */
const described = (rows: Map<number, number>[]) =>
  rows.map((row) => [...row].map(([day, type]) => `${day}:${type}`).join(' ')).join(' | ');

describe("the moves of a year's row", () => {
  // Day 0 is a Monday: Anna works Thursday to Saturday of the first week, a half weekend.
  const run = { 3: E, 4: N, 5: N };

  it('slide a run of work by a day, its shifts in their order, either way', () => {
    const seen = new Set(rowsAfter(year([]), [run], (moves) => moves.slide(), 20_000).map(described));
    expect(seen).toEqual(new Set(['4:0 5:1 6:1 | ', '2:0 3:1 4:1 | ']));
  });

  it('slide a run only onto a day the person may work', () => {
    const seen = new Set(rowsAfter(year([6]), [run], (moves) => moves.slide(), 20_000).map(described));
    expect(seen).toEqual(new Set(['2:0 3:1 4:1 | ']));
  });

  it('move one shift to a day off within a week, the others where they were', () => {
    const rows = rowsAfter(year([]), [run], (moves) => moves.nearby(), 40_000);
    expect(rows.length).toBeGreaterThan(50);
    const targets = new Set<number>();
    for (const [row = new Map<number, number>()] of rows) {
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
    const rows = rowsAfter(year([]), [{ 5: E, 6: N }], (moves) => moves.exchangeWeekends(), 20_000);
    expect(rows.length).toBeGreaterThan(50);
    const saturdays = new Set<number>();
    for (const [row = new Map<number, number>()] of rows) {
      const [saturday] = row.keys();
      expect(saturday !== undefined && saturday % 7 === 5 && saturday > 5).toBe(true);
      expect(described([row])).toBe(`${saturday}:0 ${(saturday ?? 0) + 1}:1`);
      saturdays.add(saturday ?? -1);
    }
    expect(saturdays.size).toBeGreaterThan(20);
  });
});

/** One person asked for on `day` in the shift type, and nobody yet. */
const shortSlot = (day: number, shiftTypeId: string) => ({
  day,
  shiftTypeId,
  requirement: 1,
  weightUnder: 100,
  weightOver: 1,
});

describe('the moves of a year towards whole weekends', () => {
  // Day 0 is a Monday, day 5 the first Saturday.
  it('make two half weekends of one weekend one whole and one free, the cover as it was', () => {
    // Anna works Thursday and Saturday, Ben only the Sunday: Anna takes his Sunday and gives him her Thursday.
    const rows = rowsAfter(year([]), [{ 3: E, 5: E }, { 6: N }], (moves) => moves.mergeHalves(), 20_000);
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map(described))).toEqual(new Set(['5:0 6:1 | 3:0']));
  });

  it('leave a whole weekend whole', () => {
    const rows = rowsAfter(
      year([]),
      [
        { 3: E, 5: E },
        { 5: N, 6: N },
      ],
      (moves) => moves.mergeHalves(),
      20_000,
    );
    expect(rows).toEqual([]);
  });

  it('give a short weekend slot to someone whose weekends allow it, who gives up a shift that week', () => {
    const problem: PlannerProblem = {
      ...year([]),
      employees: [
        person('anna', 364, [], yearLimits),
        // Ben has worked his one weekend: he may not take the first Sunday, though he is free that day.
        person('ben', 364, [], { ...yearLimits, maxWeekends: 1 }),
        person('carla', 364, [], yearLimits),
      ],
      cover: [shortSlot(6, 'E')],
    };
    const worked: Record<number, number>[] = [{ 3: E, 5: E }, { 12: N, 13: N }, { 9: E }];
    const rows = rowsAfter(problem, worked, (moves) => moves.fillWeekend(), 20_000);
    expect(rows.length).toBeGreaterThan(20);
    // Anna makes her weekend whole and gives up Thursday; Carla, free that weekend, gives up Wednesday.
    expect(new Set(rows.map(described))).toEqual(
      new Set(['5:0 6:0 | 12:1 13:1 | 9:0', '3:0 5:0 | 12:1 13:1 | 6:0']),
    );
  });

  it('give both days of a weekend short on both to someone free that weekend, who gives up two shifts that week', () => {
    const problem: PlannerProblem = { ...year([]), cover: [shortSlot(5, 'N'), shortSlot(6, 'E')] };
    const rows = rowsAfter(problem, [{ 8: E, 9: E }], (moves) => moves.fillWeekend(), 20_000);
    const seen = new Set(rows.map(described));
    expect(seen).toContain('5:1 6:0 | ');
    // When no second shift to give up is found in time, one day is taken; she keeps her two shifts either way.
    for (const outcome of seen)
      expect(['5:1 6:0 | ', '5:1 8:0 | ', '5:1 9:0 | ', '6:0 8:0 | ', '6:0 9:0 | ']).toContain(outcome);
  });
});
