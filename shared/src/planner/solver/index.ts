/**
 * The automatic planner's solver (docs/planner.md, "The solver"): simulated annealing with an adaptive penalty
 * for hard constraints over the model of shared/src/planner/model.ts. Anytime (the best roster at the time limit),
 * deterministic for a seed (the clock only stops it), and it never returns a roster breaking a hard constraint once
 * it has found one that keeps them all.
 */
import type { PlannerOptions, PlannerProblem, PlannerResult, PlannerRoster } from '../model';
import { ColumnGeneration } from './columns';
import { type Compiled, FIXED, OFF, compile } from './compile';
import { evaluate } from './evaluate';
import type { LinearSolver } from './linear';
import { search } from './search';

export { loadLinearSolver, type LinearSolver } from './linear';

/** The share of the time limit the column generation may use (its dive included); the integer master's share. */
const RELAX_SHARE = 0.5;
const INTEGER_SHARE = 0.2;

export interface BudgetOptions {
  seed: number;
  /** Stop after this many iterations (tests of determinism). */
  maxIterations: number;
  timeLimitMs?: number;
}

/**
 * With `linear` (HiGHS, `loadLinearSolver`) the search starts from the column generation's roster and stops at its
 * proven bound; without it, from the empty roster (the annealer alone, as in `solveWithBudget`).
 */
export function solve(
  problem: PlannerProblem,
  options: PlannerOptions & { linear?: LinearSolver },
): PlannerResult {
  return run(
    problem,
    options.seed,
    options.timeLimitMs,
    Number.POSITIVE_INFINITY,
    options.onImprovement,
    options.linear,
  );
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
  linear?: LinearSolver,
): PlannerResult {
  const started = performance.now();
  const c = compile(problem);
  const elapsed = (): number => performance.now() - started;
  const empty = c.E === 0 || c.D === 0;
  const start = linear && !empty ? startingRoster(c, linear, timeLimitMs, elapsed) : null;
  const outcome = empty
    ? { roster: new Int32Array(c.E * c.D).fill(OFF), feasible: true, iterations: 0 }
    : search(c, {
        seed,
        stop: (iterations) => iterations >= maxIterations || elapsed() >= timeLimitMs,
        ...(onImprovement
          ? { onImprovement: (objective: number) => onImprovement(objective, elapsed()) }
          : {}),
        ...(start?.roster ? { initial: start.roster } : {}),
        ...(start ? { lowerBound: start.lowerBound } : {}),
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

/**
 * The column generation's roster for the annealer to start from: the relaxation and a dive (at most half the
 * time), then, unless the dive reached the bound, the integer master over every row found (a fifth), whichever is
 * better. Null roster: none found in time (the annealer starts from the empty roster).
 */
function startingRoster(
  c: Compiled,
  linear: LinearSolver,
  timeLimitMs: number,
  elapsed: () => number,
): { roster: Int32Array | null; lowerBound: number } {
  const columns = new ColumnGeneration(c, linear);
  const relaxUntil = timeLimitMs * RELAX_SHARE;
  const relaxed = columns.relax(() => relaxUntil - elapsed());
  if (!relaxed.ok) return { roster: null, lowerBound: 0 };
  let roster = columns.dive(() => relaxUntil - elapsed());
  let objective = roster ? evaluate(c, roster).objective : Number.POSITIVE_INFINITY;
  if (objective > relaxed.lowerBound + 1e-9) {
    const integer = columns.integer(Math.min(timeLimitMs * INTEGER_SHARE, timeLimitMs - elapsed()));
    const integerObjective = integer ? evaluate(c, integer).objective : Number.POSITIVE_INFINITY;
    if (integerObjective < objective) {
      roster = integer;
      objective = integerObjective;
    }
  }
  return { roster, lowerBound: relaxed.lowerBound };
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
