import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseInstance } from '../benchmark/parse';
import { bestKnown } from '../benchmark/instances';
import { checkRoster } from '../checker/check-roster';
import { compile } from './compile';
import { ColumnGeneration } from './columns';
import { evaluate } from './evaluate';
import { loadLinearSolver, solve } from './index';

const instance = (n: number) =>
  parseInstance(readFileSync(new URL(`../benchmark/fixtures/Instance${n}.txt`, import.meta.url), 'utf8'));

describe('the column generation (HiGHS relaxation, rows priced by the row planner)', () => {
  it.each([2, 3])(
    'proves the optimum of Instance%i as its lower bound, and its dive reaches it',
    async (n) => {
      const c = compile(instance(n));
      const columns = new ColumnGeneration(c, await loadLinearSolver());
      const relaxed = columns.relax(() => 20_000);
      expect(relaxed.ok).toBe(true);
      expect(relaxed.lowerBound).toBe(bestKnown[n]);
      const roster = columns.dive(() => 20_000);
      expect(roster).not.toBeNull();
      expect(evaluate(c, roster ?? new Int32Array()).violations).toBe(0);
      expect(evaluate(c, roster ?? new Int32Array()).objective).toBe(bestKnown[n]);
    },
  );

  it.each([1, 2, 3])(
    'Instance%i: solve with it returns the known optimum, confirmed by the independent checker',
    async (n) => {
      const problem = instance(n);
      const result = solve(problem, { timeLimitMs: 5000, seed: 1, linear: await loadLinearSolver() });
      const check = checkRoster(problem, result.roster);
      expect(check.feasible).toBe(true);
      expect(check.objective).toBe(bestKnown[n]);
    },
    30_000,
  );
});
