import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkRoster } from '../checker/check-roster';
import type { PlannerProblem, PlannerRoster } from '../model';
import { solve } from '../solver/index';
import { bestKnown } from './instances';
import { parseInstance } from './parse';
import { readRosterFile, writeRosterFile } from './roster-file';

const instance = (n: number) =>
  parseInstance(readFileSync(new URL(`./fixtures/Instance${n}.txt`, import.meta.url), 'utf8'));

// Short runs (1 s each): the full 60 s figures are `npm run bench`'s, not the tests'.
describe('the solver on the small benchmark instances, checked by the independent checker', () => {
  it.each([1, 2, 3])(
    'Instance%i: a feasible roster whose objective the checker confirms, and a roster file that reads back',
    (n) => {
      const problem = instance(n);
      const result = solve(problem, { timeLimitMs: 1000, seed: 1 });
      const check = checkRoster(problem, result.roster);
      expect(check.violations).toEqual([]);
      expect(check.feasible).toBe(true);
      expect(check.objective).toBe(result.objective);
      expect(check.objective).toBeGreaterThanOrEqual(bestKnown[n] ?? Number.NaN);

      const file = writeRosterFile(problem, result.roster);
      expect(file.split('\n')[0]?.split('\t')).toHaveLength(problem.horizon + 1);
      expect(readRosterFile(problem, file)).toEqual(result.roster);
    },
    20_000,
  );
});

describe('the product terms, read by the solver and the checker alike', () => {
  it('Instance3 with a night type, holidays, fairness and a fixed day: the same objective, fixed day kept free', () => {
    const base = instance(3);
    const problem: PlannerProblem = {
      ...base,
      shiftTypes: base.shiftTypes.map((shift) => ({ ...shift, night: shift.id === 'L' })),
      fairnessWeight: 3,
      holidays: [3, 10],
      employees: base.employees.map((employee, index) =>
        index === 2 ? { ...employee, fixed: [{ day: 9, shiftTypeId: 'L', minutes: 480 }] } : employee,
      ),
    };
    const result = solve(problem, { timeLimitMs: 1000, seed: 2 });
    const check = checkRoster(problem, result.roster);
    expect(check.objective).toBeCloseTo(result.objective, 6);
    expect(check.feasible).toBe(result.feasible);
    expect(result.roster[2]?.[9]).toBeNull();
  });
});

describe('a stored roster of Instance1 at its proven optimum (607, LB = UB)', () => {
  const problem = instance(1);
  const text = readFileSync(new URL('./fixtures/Instance1-optimal.roster.tsv', import.meta.url), 'utf8');

  it('is feasible and worth 607 by the checker, without the solver', () => {
    expect(checkRoster(problem, readRosterFile(problem, text))).toEqual({
      feasible: true,
      violations: [],
      objective: 607,
    });
  });

  it('with A working on day 0, a day off, is refused', () => {
    const roster = readRosterFile(problem, text);
    roster[0]?.splice(0, 1, 'D');
    expect(checkRoster(problem, roster).violations).toContainEqual(
      expect.objectContaining({ constraint: 'day-off', employeeId: 'A', day: 0 }),
    );
  });
});

describe('the roster file', () => {
  const problem = instance(2);
  const empty: PlannerRoster = problem.employees.map(() =>
    Array.from({ length: problem.horizon }, () => null),
  );

  it('writes the EmployeeID and a tab-separated field per day, empty when off', () => {
    const roster = empty.map((row) => [...row]);
    roster[0] = ['E', 'L', ...Array.from({ length: problem.horizon - 2 }, () => null)];
    const lines = writeRosterFile(problem, roster).split('\n');
    expect(lines[0]).toBe(`A\tE\tL${'\t'.repeat(problem.horizon - 2)}`);
    expect(lines[1]).toBe(`B${'\t'.repeat(problem.horizon)}`);
    expect(lines).toHaveLength(problem.employees.length + 1);
  });

  it('refuses a file in another order, with a missing day or an unknown shift', () => {
    const file = writeRosterFile(problem, empty);
    const lines = file.split('\n');
    const swapped = [lines[1], lines[0], ...lines.slice(2)].join('\n');
    expect(() => readRosterFile(problem, swapped)).toThrow('expected employee A');
    expect(() => readRosterFile(problem, file.replace('A\t\t', 'A\t'))).toThrow('13 days');
    expect(() => readRosterFile(problem, file.replace('A\t', 'A\tX'))).toThrow('unknown shift X');
  });
});
