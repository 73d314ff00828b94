/**
 * The automatic planner's solver (docs/planner.md, "The solver"): simulated annealing with an adaptive penalty
 * for hard constraints over the model of shared/src/planner/model.ts. Anytime (the best roster at the time limit),
 * deterministic for a seed (the clock only stops it), and it never returns a roster breaking a hard constraint once
 * it has found one that keeps them all.
 */
import type { PlannerOptions, PlannerProblem, PlannerResult, PlannerRoster } from '../model';
import { type Compiled, FIXED, OFF, compile } from './compile';
import { evaluate } from './evaluate';
import { search } from './search';

export interface BudgetOptions {
  seed: number;
  /** Stop after this many iterations (tests of determinism). */
  maxIterations: number;
  timeLimitMs?: number;
}

export function solve(problem: PlannerProblem, options: PlannerOptions): PlannerResult {
  return run(problem, options.seed, options.timeLimitMs, Number.POSITIVE_INFINITY, options.onImprovement);
}

/** `solve` stopped by an iteration count instead of (or besides) the clock: same seed, same count, same roster. */
export function solveWithBudget(problem: PlannerProblem, options: BudgetOptions): PlannerResult {
  return run(problem, options.seed, options.timeLimitMs ?? Number.POSITIVE_INFINITY, options.maxIterations);
}

function run(
  problem: PlannerProblem,
  seed: number,
  timeLimitMs: number,
  maxIterations: number,
  onImprovement?: (objective: number, elapsedMs: number) => void,
): PlannerResult {
  const started = performance.now();
  const c = compile(problem);
  const elapsed = (): number => performance.now() - started;
  const outcome =
    c.E === 0 || c.D === 0
      ? { roster: new Int32Array(c.E * c.D).fill(OFF), feasible: true, iterations: 0 }
      : search(c, {
          seed,
          stop: (iterations) => iterations >= maxIterations || elapsed() >= timeLimitMs,
          ...(onImprovement
            ? { onImprovement: (objective: number) => onImprovement(objective, elapsed()) }
            : {}),
        });
  const { objective, violations } = evaluate(c, outcome.roster);
  return {
    roster: toRoster(problem, c, outcome.roster),
    objective,
    feasible: violations === 0,
    violations,
    elapsedMs: elapsed(),
    iterations: outcome.iterations,
  };
}

function toRoster(problem: PlannerProblem, c: Compiled, x: Int32Array): PlannerRoster {
  const roster: PlannerRoster = [];
  for (let e = 0; e < c.E; e++) {
    const row: (string | null)[] = [];
    for (let d = 0; d < c.D; d++) {
      const t = x[e * c.D + d] ?? OFF;
      row.push(t >= 0 && t !== FIXED ? (problem.shiftTypes[t]?.id ?? null) : null);
    }
    roster.push(row);
  }
  return roster;
}
