import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseInstance } from '../benchmark/parse';
import { checkRoster } from '../checker/check-roster';
import type { PlannerProblem } from '../model';
import { type Compiled, FIXED, OFF, compile } from './compile';
import { evaluate } from './evaluate';
import { horizonPlan, improvedInWindows, loadLinearSolver, solveWithBudget } from './index';
import { Random } from './random';
import { applyWindow, timeWindow, windowRoster } from './windows';

const instance = (n: number) =>
  parseInstance(readFileSync(new URL(`../benchmark/fixtures/Instance${n}.txt`, import.meta.url), 'utf8'));

/** The roster in compiled form: shift type indexes, OFF, FIXED on the problem's fixed days. */
function compiledRoster(problem: PlannerProblem, c: Compiled, roster: (string | null)[][]): Int32Array {
  const index = new Map(problem.shiftTypes.map((type, s) => [type.id, s]));
  const x = new Int32Array(c.E * c.D).fill(OFF);
  for (let e = 0; e < c.E; e++)
    for (let d = 0; d < c.D; d++) {
      const id = roster[e]?.[d] ?? null;
      x[e * c.D + d] =
        c.fixedType[e * c.D + d] === FIXED ? FIXED : id === null ? OFF : (index.get(id) ?? OFF);
    }
  return x;
}

/** Instance 4 with one person already busy on two days (the product's fixed days), and a feasible roster of it. */
function feasibleStart() {
  const base = instance(4);
  const problem: PlannerProblem = {
    ...base,
    employees: base.employees.map((employee, e) =>
      e === 2
        ? {
            ...employee,
            fixed: [
              { day: 9, shiftTypeId: 'E', minutes: 480 },
              { day: 10, shiftTypeId: null, minutes: 300 },
            ],
          }
        : employee,
    ),
  };
  const result = solveWithBudget(problem, { seed: 3, maxIterations: 30_000 });
  expect(result.feasible).toBe(true);
  const c = compile(problem);
  return { problem, c, x: compiledRoster(problem, c, result.roster) };
}

describe('time windows', () => {
  it('keep the hard constraints and the cost of the whole problem for every change inside the window', () => {
    const { problem, c, x } = feasibleStart();
    const rng = new Random(7);
    let kept = 0;
    let broken = 0;
    for (const [from, to] of [
      [0, 7],
      [5, 12],
      [8, 15],
      [11, 25],
      [21, 28],
    ] as const) {
      const window = timeWindow(problem, c, x, from, to);
      expect(window.first).toBeLessThanOrEqual(from);
      expect(window.first + window.problem.horizon).toBeGreaterThanOrEqual(to);
      const wc = compile(window.problem);
      const whole = evaluate(c, x);
      const part = evaluate(wc, windowRoster(window, c, x));
      expect(part.violations).toBe(0);
      const outside = whole.objective - part.objective;
      for (let trial = 0; trial < 300; trial++) {
        const changed = Int32Array.from(x);
        for (let k = 1 + rng.int(3); k > 0; k--) {
          const cell = rng.int(c.E) * c.D + from + rng.int(to - from);
          if (changed[cell] !== FIXED) changed[cell] = rng.int(c.S + 1) - 1;
        }
        const after = evaluate(c, changed);
        const windowAfter = evaluate(wc, windowRoster(window, c, changed));
        expect(windowAfter.violations === 0).toBe(after.violations === 0);
        // Days off and absences are the window problem's too: a shift on one breaks nothing there, as in the whole.
        expect(windowAfter.objective + outside).toBeCloseTo(after.objective, 9);
        if (after.violations === 0) kept++;
        else broken++;
      }
    }
    // Both kinds of change were tried: the equivalence was tested on each.
    expect(kept).toBeGreaterThan(50);
    expect(broken).toBeGreaterThan(50);
  });

  it("write the window problem's roster back into the window's days only", () => {
    const { problem, c, x } = feasibleStart();
    const window = timeWindow(problem, c, x, 7, 14);
    const off = window.problem.employees.map(() => Array<string | null>(window.problem.horizon).fill('L'));
    const y = Int32Array.from(x);
    applyWindow(window, c, off, y);
    const L = problem.shiftTypes.findIndex((type) => type.id === 'L');
    for (let e = 0; e < c.E; e++)
      for (let d = 0; d < c.D; d++) {
        const cell = e * c.D + d;
        const inside = d >= 7 && d < 14 && x[cell] !== FIXED;
        expect(y[cell]).toBe(inside ? L : x[cell]);
      }
  });
});

/** The problem repeated `times` times one after another: a longer horizon of the same kind. */
function repeated(problem: PlannerProblem, times: number): PlannerProblem {
  const H = problem.horizon;
  const days = <T extends { day: number }>(rows: readonly T[]) =>
    Array.from({ length: times }, (_, k) => rows.map((row) => ({ ...row, day: row.day + k * H }))).flat();
  return {
    ...problem,
    horizon: H * times,
    employees: problem.employees.map((employee) => ({
      ...employee,
      maxShifts: Object.fromEntries(Object.entries(employee.maxShifts).map(([id, max]) => [id, max * times])),
      maxTotalMinutes: employee.maxTotalMinutes * times,
      minTotalMinutes: employee.minTotalMinutes * times,
      maxWeekends: employee.maxWeekends * times,
      daysOff: Array.from({ length: times }, (_, k) => employee.daysOff.map((d) => d + k * H)).flat(),
    })),
    shiftOnRequests: days(problem.shiftOnRequests),
    shiftOffRequests: days(problem.shiftOffRequests),
    cover: days(problem.cover),
  };
}

describe('planning in time windows', () => {
  it('improves a roster of twelve weeks window by window and keeps every hard constraint', async () => {
    const problem = repeated(instance(4), 3);
    const start = solveWithBudget(problem, { seed: 1, maxIterations: 4000 });
    expect(start.feasible).toBe(true);
    const roster = improvedInWindows(problem, start.roster, {
      linear: await loadLinearSolver(),
      seed: 1,
      timeLimitMs: 2000,
    });
    const check = checkRoster(problem, roster);
    expect(check.violations).toEqual([]);
    expect(check.objective).toBeLessThan(start.objective);
  }, 30_000);
});

describe('how a problem is planned', () => {
  it('plans a month whole, longer horizons in windows, and by the annealer alone where its first cycle is long', () => {
    expect(horizonPlan({ E: 120, D: 28, S: 18 }, 60_000)).toBe('whole');
    expect(horizonPlan({ E: 50, D: 182, S: 6 }, 600_000)).toBe('windows');
    // 12 windows in 39 s: about 3 s each, too short for a window's column generation.
    expect(horizonPlan({ E: 50, D: 182, S: 6 }, 60_000)).toBe('whole');
    // A year of 100 people and 16 types: a first cycle of 116 million steps, about a minute.
    expect(horizonPlan({ E: 100, D: 364, S: 16 }, 600_000)).toBe('windows');
    // Of 150 people and 32 types: 349 million steps, longer than the fifth of the time before the windows.
    expect(horizonPlan({ E: 150, D: 364, S: 32 }, 600_000)).toBe('annealer');
    expect(horizonPlan({ E: 150, D: 364, S: 32 }, 2_000_000)).toBe('windows');
  });
});
