import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseInstance } from '../benchmark/parse';
import { FIXED, OFF, compile } from './compile';
import { evaluate } from './evaluate';
import { solveWithBudget } from './index';
import { openPeopleProblem, openRows, withOpenRows } from './open-people';
import { Random } from './random';

const instance = (n: number) =>
  parseInstance(readFileSync(new URL(`../benchmark/fixtures/Instance${n}.txt`, import.meta.url), 'utf8'));

describe("a hurried dive's open people", () => {
  it("keep the hard constraints and the whole problem's cost for every change of their rows", () => {
    const problem = instance(4);
    const c = compile(problem);
    const result = solveWithBudget(problem, { seed: 2, maxIterations: 30_000 });
    expect(result.feasible).toBe(true);
    const index = new Map(problem.shiftTypes.map((type, s) => [type.id, s]));
    const x = new Int32Array(c.E * c.D).fill(OFF);
    result.roster.forEach((row, e) =>
      row.forEach((id, d) => {
        const cell = e * c.D + d;
        x[cell] = c.fixedType[cell] === FIXED ? FIXED : id === null ? OFF : (index.get(id) ?? OFF);
      }),
    );
    const rng = new Random(11);
    let kept = 0;
    let broken = 0;
    for (const open of [[0], [3, 7, 9], [8, 2, 5, 4]]) {
      const part = compile(openPeopleProblem(problem, c, x, open));
      expect(part.E).toBe(open.length);
      const rows = openRows(c, x, open);
      const constant = evaluate(c, x).objective - evaluate(part, rows).objective;
      for (let trial = 0; trial < 400; trial++) {
        const changed = Int32Array.from(rows);
        for (let k = 1 + rng.int(4); k > 0; k--) {
          const cell = rng.int(open.length) * c.D + rng.int(c.D);
          if (changed[cell] !== FIXED) changed[cell] = rng.int(c.S + 1) - 1;
        }
        const whole = evaluate(c, withOpenRows(c, x, open, changed));
        const theirs = evaluate(part, changed);
        expect(theirs.violations === 0).toBe(whole.violations === 0);
        expect(theirs.objective + constant).toBeCloseTo(whole.objective, 9);
        if (whole.violations === 0) kept++;
        else broken++;
      }
      // Everyone else's rows are held as they were.
      const back = withOpenRows(c, x, open, rows);
      expect([...back]).toEqual([...x]);
    }
    // Both kinds of change were tried: the equivalence was tested on each.
    expect(kept).toBeGreaterThan(50);
    expect(broken).toBeGreaterThan(50);
  });
});
