/**
 * The automatic planner's solver (docs/planner.md, "The solver"): simulated annealing with an adaptive penalty
 * for hard constraints over the model of shared/src/planner/model.ts. Anytime (the best roster at the time limit),
 * deterministic for a seed (the clock only stops it), and it never returns a roster breaking a hard constraint once
 * it has found one that keeps them all.
 */
import type { PlannerOptions, PlannerProblem, PlannerProgress, PlannerResult, PlannerRoster } from '../model';
import { lowerBound } from './bound';
import { ColumnGeneration } from './columns';
import { type Compiled, FIXED, OFF, compile } from './compile';
import { evaluate } from './evaluate';
import type { LinearSolver } from './linear';
import { searching } from './search';
import { StopRule } from './stop-rule';

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

type SolveOptions = PlannerOptions & { linear?: LinearSolver; clock?: () => number };

/**
 * With `linear` (HiGHS, `loadLinearSolver`) the search starts from the column generation's roster and stops at its
 * proven bound; without it, from the empty roster (the annealer alone, as in `solveWithBudget`). With
 * `stopWhenStalled` (the product's runs) it also stops once its best roster stops improving (stop-rule.ts).
 */
export function solve(problem: PlannerProblem, options: SolveOptions): PlannerResult {
  return toTheEnd(running(problem, runOptions(options)));
}

/**
 * `solve` that tells how it stands at most every `reportEveryMs` while it works (the product's worker shows it in
 * the task's progress) and waits for each report: the same search, the same roster for a seed.
 */
export async function solveReporting(
  problem: PlannerProblem,
  options: SolveOptions & {
    reportEveryMs: number;
    onProgress: (progress: PlannerProgress) => Promise<void>;
  },
): Promise<PlannerResult> {
  const clock = options.clock ?? (() => performance.now());
  const steps = running(problem, runOptions(options));
  let reportedAt = Number.NEGATIVE_INFINITY;
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (clock() - reportedAt < options.reportEveryMs) continue;
    reportedAt = clock();
    await options.onProgress(next.value());
  }
}

function runOptions(options: SolveOptions): RunOptions {
  return {
    seed: options.seed,
    timeLimitMs: options.timeLimitMs,
    maxIterations: Number.POSITIVE_INFINITY,
    stall: options.stopWhenStalled === true,
    ...(options.gapStop === undefined ? {} : { gap: options.gapStop }),
    ...(options.onImprovement ? { onImprovement: options.onImprovement } : {}),
    ...(options.linear ? { linear: options.linear } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  };
}

/** `solve` stopped by an iteration count instead of (or besides) the clock: same seed, same count, same roster. */
export function solveWithBudget(problem: PlannerProblem, options: BudgetOptions): PlannerResult {
  return toTheEnd(
    running(problem, {
      seed: options.seed,
      timeLimitMs: options.timeLimitMs ?? Number.POSITIVE_INFINITY,
      maxIterations: options.maxIterations,
      stall: false,
    }),
  );
}

/** A run without pauses. */
function toTheEnd<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

interface RunOptions {
  seed: number;
  timeLimitMs: number;
  maxIterations: number;
  stall: boolean;
  gap?: number;
  onImprovement?: (objective: number, elapsedMs: number) => void;
  linear?: LinearSolver;
  /** Milliseconds from some origin (tests pass a clock of their own); default `performance.now`. */
  clock?: () => number;
}

/**
 * The run, pausing while it searches: each pause hands out how to read the progress (read only when a report is
 * due, so a pause costs nothing).
 */
function* running(
  problem: PlannerProblem,
  options: RunOptions,
): Generator<() => PlannerProgress, PlannerResult> {
  const { seed, timeLimitMs, maxIterations, onImprovement, linear } = options;
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const c = compile(problem);
  const elapsed = (): number => clock() - started;
  const empty = c.E === 0 || c.D === 0;
  const start = linear && !empty ? startingRoster(c, linear, timeLimitMs, elapsed) : null;
  const bound = empty ? 0 : lowerBound(c, start?.lowerBound ?? 0);
  const rule = new StopRule({
    now: elapsed,
    spent: (iterations) => iterations >= maxIterations || elapsed() >= timeLimitMs,
    lowerBound: bound,
    stall: options.stall,
    ...(options.gap === undefined ? {} : { gap: options.gap }),
  });
  const progress = (): PlannerProgress => {
    const best = rule.bestObjective;
    const found = Number.isFinite(best);
    return {
      elapsedMs: elapsed(),
      objective: found ? best : null,
      lowerBound: Math.max(0, bound),
      gapPct: found ? gapPercent(best, bound) : null,
    };
  };
  const outcome = empty
    ? { roster: new Int32Array(c.E * c.D).fill(OFF), feasible: true, iterations: 0, stop: 'optimal' as const }
    : yield* pausing(
        searching(c, {
          seed,
          rule,
          ...(onImprovement
            ? { onImprovement: (objective: number) => onImprovement(objective, elapsed()) }
            : {}),
          ...(start?.roster ? { initial: start.roster } : {}),
        }),
        progress,
      );
  const { objective, violations } = evaluate(c, outcome.roster);
  return {
    roster: toRoster(problem, c, outcome.roster),
    objective,
    feasible: violations === 0,
    violations,
    elapsedMs: elapsed(),
    iterations: outcome.iterations,
    stop: outcome.stop,
    lowerBound: Math.max(0, bound),
    gapPct: violations === 0 ? gapPercent(objective, bound) : null,
  };
}

/** The search's pauses, each handing out the run's progress reader. */
function* pausing<T>(
  search: Generator<void, T>,
  progress: () => PlannerProgress,
): Generator<() => PlannerProgress, T> {
  for (;;) {
    const next = search.next();
    if (next.done) return next.value;
    yield progress;
  }
}

/** The proven gap in percent, one decimal: 0 at (or, by rounding, below) the bound. */
export function gapPercent(objective: number, bound: number): number {
  if (objective <= Math.max(0, bound) + 1e-9 * Math.max(1, bound)) return 0;
  return Math.round((1000 * (objective - Math.max(0, bound))) / objective) / 10;
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
  // The whole bound (fairness's least spread included, bound.ts): a dive at it needs no integer master.
  if (objective > lowerBound(c, relaxed.lowerBound) + 1e-9) {
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
