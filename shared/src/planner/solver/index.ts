/**
 * The automatic planner's solver (docs/planner.md, "The solver"): simulated annealing with an adaptive penalty
 * for hard constraints over the model of shared/src/planner/model.ts. Anytime (the best roster at the time limit),
 * deterministic for a seed (the clock only stops it), and it never returns a roster breaking a hard constraint once
 * it has found one that keeps them all.
 */
import type {
  PlannerOptions,
  PlannerProblem,
  PlannerProgress,
  PlannerResult,
  PlannerRoster,
  PlannerStop,
} from '../model';
import { capacityBound, lowerBound } from './bound';
import { openPeopleProblem, openRows, withOpenRows } from './open-people';
import { ColumnGeneration, hurriesToOpen, readyToDive } from './columns';
import { toTheEnd } from './steps';
import { type Compiled, FIXED, OFF, compile } from './compile';
import { evaluate } from './evaluate';
import { independentParts, type ProblemPart } from './parts';
import type { LinearSolver } from './linear';
import type { PricingHelper } from './pricing-helper';
import { firstCycleSteps, searching } from './search';
import { StopRule } from './stop-rule';
import { applyWindow, timeWindow, windowRoster } from './windows';
import { chosenWeekends, type WeekendRelaxation, weekendRelaxation } from './weekend-bound';
import {
  type WorkedRow,
  rowsAroundWeekends,
  weekendsFixed,
  weekendsRetyped,
  withWeekends,
} from './weekends-first';

export { loadLinearSolver, type LinearSolver } from './linear';
export { PricingHelper } from './pricing-helper';

/**
 * Until when (shares of the time limit) the relaxation may price and the dive fix rows; the integer master's
 * share, and the time it must end by (the annealer keeps at least the rest).
 */
const RELAX_SHARE = 0.5;
const DIVE_SHARE = 0.8;
/**
 * Until when a whole run's dive goes back once its first pass is done (columns.ts, `goingBack`), in the annealer's
 * time: on instance 15 going back gained up to 244 there, the annealer after a dive without it 0 to 274
 * (docs/planner.md, "Every run's dive goes back").
 */
const DIVE_BACK_UNTIL = 0.95;
/**
 * A whole run's relaxation without a bound (its pricing not exact) that ran out of its share or converged late:
 * the dive from it hurries until `HURRIED_DIVE_SHARE` of the time and leaves this many people open, and the annealer
 * plans their rows with everyone else's held until `OPEN_ANNEALED_UNTIL` (docs/planner.md, "A hurried dive's last
 * people annealed": instance 19 ended at 3,207 to 3,273 at 60 s over five seeds, where its relaxation rounded gave the
 * annealer 3,426). Diving until 0.8 or 0.6 did worse (3,226 to 3,400; 3,222 to 3,545), as did leaving 24 open or
 * annealing them until 0.95.
 */
const OPEN_AFTER_HURRIED_DIVE = 16;
const HURRIED_DIVE_SHARE = 0.7;
const OPEN_ANNEALED_UNTIL = 0.9;
/**
 * The same for a time window's run (`RunOptions.initial`): it starts from the roster as it stands, so the
 * annealer's share matters less than a relaxation and a dive that end.
 */
const WINDOW_RELAX_SHARE = 0.7;
const WINDOW_DIVE_SHARE = 0.9;
const INTEGER_SHARE = 0.2;
const INTEGER_UNTIL = 0.9;
/** A dive ended before this share of the time limit leaves the integer master time to try for better. */
const EARLY_DIVE_SHARE = 0.3;
/**
 * The rounds a relaxation takes on the larger benchmark instances (36 to 60 on 12, 14, 17 and 18): when fewer fit
 * into its share, the relaxation is left out.
 */
const RELAX_ROUNDS = 30;
/**
 * A relaxation's round against the median first row times the people: 1.5 (instance 14) to 2.8 (15) in the rounds
 * measured, the master's solve and the dearer rows under duals included.
 */
const ROUND_PER_MEDIAN_ROWS = 2;
/** The share of the time limit the first rows of every person may take; beyond it the annealer plans alone. */
const FIRST_ROWS_SHARE = 0.15;
/**
 * The share of the search's time after which the construction's sweeps of row re-plans end and the annealing begins
 * (docs/planner.md, "Scoring a row by its changes": instances 22 to 24 spent all of a minute in them).
 */
const CONSTRUCTION_SHARE = 0.1;
/** The most of the time limit the weekends' bound may take (instance 13: 2.7 s; 21 and 22 at 600 s: 11 to 14 s). */
const WEEKEND_BOUND_SHARE = 0.1;
/** The most of the time limit the weekends' integer program may take (the weekends first; instance 13: about 4 s). */
const WEEKEND_CHOICE_SHARE = 0.1;
/**
 * From this many people a month is planned with its weekends first (instance 13, 120 people: its whole relaxation
 * needs 52 rounds and 96 s; 12's 60 people relax and dive to their optimum within the minute).
 */
const WEEKENDS_FIRST_PEOPLE = 100;
/**
 * Until when the dive of a run with the weekends fixed may fix rows: its relaxation ends early (13: at a fifth of the
 * time), its dive gains from every second it is not hurried (13: 1,957 and 1,960 by four fifths of the time, 1,957
 * and 1,755 by 0.95), and the annealer after it gained 1 to 3.
 */
const WEEKENDS_FIXED_DIVE_SHARE = 0.95;
/**
 * Until when the weekends' types are chosen again (weekends-first.ts, `weekendsRetyped`): instance 13's two relaxations
 * converge within 17 s of the minute, and the second one's rounds after that move its solution off the first types.
 */
const WEEKENDS_RETYPED_SHARE = 1 / 3;
/**
 * The latest the weekends' types are chosen: on a slower run of 13 the two relaxations converged at 19.9 s, and with
 * the first types (the open relaxation cut short) the runs ended at 1,461 to 1,754 against 1,401 to 1,418.
 */
const WEEKENDS_RETYPED_LATEST = 0.45;
/** The share of each search's time, at its end, in which its best roster's rows are re-planned (`polishing`). */
const POLISH_SHARE = 0.03;
/**
 * Time windows (windows.ts, docs/planner.md "Time windows") where the column generation cannot plan the whole
 * horizon: from this many days, the annealer plans the whole until `WINDOWS_FROM` of the time limit, then windows of
 * `WINDOW_DAYS` days, one every half window (each the same share of the time), are planned by the column generation
 * with the rest fixed until `WINDOWS_UNTIL`, and the annealer polishes the whole for the rest.
 */
const WINDOWS_FROM_DAYS = 84;
const WINDOW_DAYS = 28;
const WINDOWS_FROM = 0.2;
const WINDOWS_UNTIL = 0.85;
/** The least time a window may have: less, and the annealer plans the whole alone (instance 19 at 60 s). */
const WINDOW_MIN_MS = 10_000;
/**
 * The windows go on only when the column generation plans them: `WINDOWS_CLOSE` of the first `WINDOWS_TRIED`
 * proven within `WINDOW_CLOSE_PCT` % of their bound (instances 22 and 23: at most one, and the annealer takes the
 * rest at once; 21: the first window's rows are priced before the JIT has compiled the pricing, and it gets none).
 */
const WINDOWS_TRIED = 3;
const WINDOWS_CLOSE = 2;
const WINDOW_CLOSE_PCT = 5;
/**
 * The annealer's steps a millisecond as the windows' plan counts them: Instance24's first cycle (349 million steps)
 * took 143 s alone on this machine and 179 s beside another run.
 */
const ANNEALER_STEPS_PER_MS = 2000;

/**
 * How a problem is planned within `timeLimitMs` (from nothing, without fairness; the product's runs weigh fairness
 * and always take the first way): by the column generation as a whole; in time windows, each of which gets
 * `WINDOW_MIN_MS` at least; or by the annealer alone for all of the time, where its first cycle would not cool
 * down within the fifth of the time before the windows (Instance24: stopping it there for windows that the column
 * generation did not plan cut its cooling short, and the annealer after them began its cooling again; docs/planner.md,
 * "A long first cooling not cut short").
 */
export function horizonPlan(
  size: { E: number; D: number; S: number },
  timeLimitMs: number,
): 'whole' | 'windows' | 'annealer' {
  const windowMs = ((WINDOWS_UNTIL - WINDOWS_FROM) * timeLimitMs) / windowStarts(size.D).length;
  if (size.D < WINDOWS_FROM_DAYS || windowMs < WINDOW_MIN_MS) return 'whole';
  return firstCycleSteps(size) > WINDOWS_FROM * timeLimitMs * ANNEALER_STEPS_PER_MS ? 'annealer' : 'windows';
}

export interface BudgetOptions {
  seed: number;
  /** Stop after this many iterations (tests of determinism). */
  maxIterations: number;
  timeLimitMs?: number;
}

/**
 * `pricing`: a second thread that prices rows beside the run's (pricing-helper.ts); the same rows, found sooner.
 */
type SolveOptions = PlannerOptions & { linear?: LinearSolver; pricing?: PricingHelper; clock?: () => number };

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
  // The caller says where a run starts; the first report follows after `reportEveryMs`.
  let reportedAt = clock();
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
    ...(options.pricing ? { pricing: options.pricing } : {}),
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

interface RunOptions {
  seed: number;
  timeLimitMs: number;
  maxIterations: number;
  stall: boolean;
  gap?: number;
  onImprovement?: (objective: number, elapsedMs: number) => void;
  linear?: LinearSolver;
  pricing?: PricingHelper;
  /** Milliseconds from some origin (tests pass a clock of their own); default `performance.now`. */
  clock?: () => number;
  /** A roster (compiled form, keeping every hard constraint) the run starts from unless it finds a better one. */
  initial?: Int32Array;
  /**
   * The run of the problem with the whole's weekends fixed (`plannedWeekendsFirst`): `lowerBound` is the whole
   * problem's bound less the constant between the two objectives, reported and stopped at instead of a bound of its
   * own (which would hold only for these weekends), and its relaxation ends with its first-order rounds.
   */
  weekendsFixed?: { lowerBound: number };
  /** More rows for the column generation to start from (the open problem's, `rowsAroundWeekends`). */
  firstColumns?: readonly WorkedRow[];
}

/**
 * The run, pausing while it searches: each pause hands out how to read the progress (read only when a report is
 * due, so a pause costs nothing). Independent parts (parts.ts) are planned one after another.
 */
function* running(
  problem: PlannerProblem,
  options: RunOptions,
): Generator<() => PlannerProgress, PlannerResult> {
  const parts = independentParts(problem);
  if (parts.length === 1) return yield* runningWhole(problem, options);
  return yield* runningParts(problem, parts, options);
}

/** Why a run of parts stopped: the weakest of its parts' reasons. */
const stopOrder: readonly PlannerStop[] = ['optimal', 'withinGap', 'noImprovement', 'timeLimit'];

/**
 * The parts one after another, smallest first, each with a share of the time left in proportion to its size
 * (people x days x types: a part that ends early leaves its time to the others), the same seed and stop rules.
 * The bound is the sum of the parts' bounds; the objective is the whole problem's, so the fairness between parts
 * counts too. An iteration budget (`solveWithBudget`) holds per part.
 */
function* runningParts(
  problem: PlannerProblem,
  parts: readonly ProblemPart[],
  options: RunOptions,
): Generator<() => PlannerProgress, PlannerResult> {
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const elapsed = (): number => clock() - started;
  const size = (part: ProblemPart) =>
    Math.max(
      1,
      part.problem.employees.length * problem.horizon * Math.max(1, part.problem.shiftTypes.length),
    );
  let sizeLeft = parts.reduce((sum, part) => sum + size(part), 0);
  const roster: PlannerRoster = problem.employees.map(() => Array<string | null>(problem.horizon).fill(null));
  let done = { objective: 0, bound: 0, iterations: 0 };
  let stop: PlannerStop = 'optimal';
  // Smallest first: small parts often end early (proven, or no longer improving) and leave their time to the
  // larger ones; the last, largest part has all the time left.
  for (const part of [...parts].sort((a, b) => size(a) - size(b))) {
    const share = size(part) / sizeLeft;
    sizeLeft -= size(part);
    const before = done;
    const overall = (read: () => PlannerProgress) => (): PlannerProgress => {
      const now = read();
      const objective = now.objective === null ? null : before.objective + now.objective;
      const bound = before.bound + now.lowerBound;
      return {
        elapsedMs: elapsed(),
        objective,
        lowerBound: bound,
        gapPct: objective === null ? null : gapPercent(objective, bound),
      };
    };
    const { onImprovement } = options;
    const steps = runningWhole(part.problem, {
      ...options,
      timeLimitMs: Math.max(0, (options.timeLimitMs - elapsed()) * share),
      ...(onImprovement
        ? { onImprovement: (objective: number) => onImprovement(before.objective + objective, elapsed()) }
        : {}),
    });
    let next = steps.next();
    while (!next.done) {
      yield overall(next.value);
      next = steps.next();
    }
    const result = next.value;
    part.employees.forEach((e, i) => (roster[e] = result.roster[i] ?? roster[e] ?? []));
    done = {
      objective: before.objective + result.objective,
      bound: before.bound + result.lowerBound,
      iterations: before.iterations + result.iterations,
    };
    if (stopOrder.indexOf(result.stop) > stopOrder.indexOf(stop)) stop = result.stop;
  }
  const c = compile(problem);
  const { objective, violations } = evaluate(c, compiledRoster(problem, c, roster));
  return {
    roster,
    objective,
    feasible: violations === 0,
    violations,
    elapsedMs: elapsed(),
    iterations: done.iterations,
    stop,
    lowerBound: done.bound,
    gapPct: violations === 0 ? gapPercent(objective, done.bound) : null,
  };
}

/** The run of one problem as a whole. */
function* runningWhole(
  problem: PlannerProblem,
  options: RunOptions,
): Generator<() => PlannerProgress, PlannerResult> {
  const { seed, timeLimitMs, maxIterations, onImprovement, linear } = options;
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const c = compile(problem);
  const elapsed = (): number => clock() - started;
  const empty = c.E === 0 || c.D === 0;
  const { initial } = options;
  // A long horizon is planned in time windows (instances 20 to 23 at 600 s) or by the annealer alone (24) rather
  // than by the column generation as a whole: the whole relaxation of a year does not end within the time, a
  // window's within seconds.
  const plan =
    linear !== undefined && !empty && initial === undefined && c.fairnessWeight === 0
      ? horizonPlan(c, timeLimitMs)
      : 'whole';
  const { weekendsFixed: fixedWeekends } = options;
  const columns =
    linear && !empty && plan === 'whole'
      ? new ColumnGeneration(c, linear, {
          firstOrderOnly: fixedWeekends !== undefined,
          // A time window's dive does not go back: its roster stands already, and its time is short. Nor does one
          // that weighs fairness (the product's runs): its relaxation's value, where going back would stop, leaves
          // fairness out, so the dive would go back for nothing in every part of a month of many units.
          goesBack: c.fairnessWeight === 0 && (fixedWeekends !== undefined || initial === undefined),
          ...(options.pricing ? { pricing: options.pricing } : {}),
        })
      : null;
  if (columns && initial)
    for (let e = 0; e < c.E; e++) columns.add(e, initial.subarray(e * c.D, (e + 1) * c.D));
  for (const { employee, row } of options.firstColumns ?? []) columns?.add(employee, row);
  // What capacity alone proves (a type or the weekends asked beyond what everyone may work), before anything else.
  const capacity = empty ? 0 : capacityBound(c);
  // A month of many people: the weekends first (weekends-first.ts), whose relaxation ends within seconds where the
  // whole's does not within the minute (instance 13); not again in its own run, and not where the whole is a
  // window's or planned in windows or by the annealer alone.
  const weekendsFirst =
    !empty &&
    plan === 'whole' &&
    initial === undefined &&
    fixedWeekends === undefined &&
    c.fairnessWeight === 0 &&
    c.E >= WEEKENDS_FIRST_PEOPLE &&
    c.D < WINDOWS_FROM_DAYS;
  let weekends =
    linear && weekendsFirst ? weekendRelaxation(c, linear, (WEEKEND_BOUND_SHARE * timeLimitMs) / 1000) : null;
  if (linear && weekends) {
    const bound = lowerBound(c, Math.max(capacity, weekends.bound));
    const first = yield* plannedWeekendsFirst(problem, c, weekends, { ...options, linear, bound, elapsed });
    if (first) return first;
  }
  // While the column generation works there is no roster yet, only the bound it has proven so far.
  const starting = (): PlannerProgress => ({
    elapsedMs: elapsed(),
    objective: null,
    lowerBound: Math.max(0, capacity, columns?.provenBound ?? 0),
    gapPct: null,
  });
  const shares: Shares = fixedWeekends
    ? { relax: RELAX_SHARE, dive: WEEKENDS_FIXED_DIVE_SHARE }
    : initial
      ? { relax: WINDOW_RELAX_SHARE, dive: WINDOW_DIVE_SHARE }
      : {
          relax: RELAX_SHARE,
          dive: DIVE_SHARE,
          back: DIVE_BACK_UNTIL,
          // Fairness joins everyone's rows: a run that weighs it does not plan its open people apart.
          ...(c.fairnessWeight === 0
            ? { open: { dive: HURRIED_DIVE_SHARE, annealed: OPEN_ANNEALED_UNTIL } }
            : {}),
        };
  const openAnnealed = (dived: OpenDive, until: number) =>
    openPeopleAnnealed(problem, c, dived, { seed, until, elapsed });
  const start = columns
    ? yield* pausing(startingRoster(c, columns, timeLimitMs, elapsed, shares, openAnnealed), starting)
    : null;
  // Where the column generation proved nothing beyond capacity (left out, or its pricing inexact), the weekends'
  // own relaxation may (weekend-bound.ts; instances 13, 19 and 20 to 24).
  const proven = Math.max(capacity, start?.lowerBound ?? 0);
  weekends ??=
    linear && !empty && !fixedWeekends && proven <= capacity
      ? weekendRelaxation(c, linear, (WEEKEND_BOUND_SHARE * timeLimitMs) / 1000)
      : null;
  const bound = fixedWeekends
    ? fixedWeekends.lowerBound
    : empty
      ? 0
      : lowerBound(c, Math.max(proven, weekends?.bound ?? 0));
  const rule = new StopRule({
    now: elapsed,
    spent: (iterations) => iterations >= maxIterations || elapsed() >= timeLimitMs,
    lowerBound: bound,
    stall: options.stall,
    ...(options.gap === undefined ? {} : { gap: options.gap }),
  });
  const progressOf = (stopRule: StopRule) => (): PlannerProgress => {
    const best = stopRule.bestObjective;
    const found = Number.isFinite(best);
    return {
      elapsedMs: elapsed(),
      objective: found ? best : null,
      lowerBound: Math.max(0, bound),
      gapPct: found ? gapPercent(best, bound) : null,
    };
  };
  const progress = progressOf(rule);
  // The construction's share counts from where each search begins, after the column generation's part.
  const annealing = (stopRule: StopRule, from: Int32Array | null, until: number) =>
    annealingUntil(c, stopRule, {
      seed,
      from,
      until,
      elapsed,
      ...(onImprovement ? { onImprovement: (objective: number) => onImprovement(objective, elapsed()) } : {}),
    });
  let from = better(c, start?.roster ?? null, initial ?? null);
  let iterations = 0;
  if (plan === 'windows' && linear) {
    // The annealer's roster of the whole horizon first, then time windows over it.
    const windowsFrom = WINDOWS_FROM * timeLimitMs;
    const firstRule = new StopRule({
      now: elapsed,
      spent: (n) => n >= maxIterations || elapsed() >= windowsFrom,
      lowerBound: bound,
      stall: false,
    });
    const first = yield* pausing(annealing(firstRule, null, windowsFrom), progressOf(firstRule));
    iterations = first.iterations;
    from = first.feasible ? first.roster : null;
    if (first.feasible && first.stop === 'timeLimit')
      from = yield* improvingWindows(problem, c, first.roster, {
        ...options,
        rule,
        elapsed,
        until: WINDOWS_UNTIL * timeLimitMs,
        progress,
        linear,
      });
  }
  const outcome = empty
    ? { roster: new Int32Array(c.E * c.D).fill(OFF), feasible: true, iterations: 0, stop: 'optimal' as const }
    : yield* pausing(annealing(rule, from, timeLimitMs), progress);
  const { objective, violations } = evaluate(c, outcome.roster);
  return {
    roster: toRoster(problem, c, outcome.roster),
    objective,
    feasible: violations === 0,
    violations,
    elapsedMs: elapsed(),
    iterations: iterations + outcome.iterations,
    stop: outcome.stop,
    lowerBound: Math.max(0, bound),
    gapPct: violations === 0 ? gapPercent(objective, bound) : null,
  };
}

/** The annealer (search.ts) from `from`, or from the empty roster, until `until`; its shares count from now. */
function annealingUntil(
  c: Compiled,
  rule: StopRule,
  options: {
    seed: number;
    from: Int32Array | null;
    until: number;
    elapsed: () => number;
    onImprovement?: (objective: number) => void;
  },
) {
  const { from, until, elapsed } = options;
  const searchFrom = elapsed();
  // NaN without a time limit: no polish, no last cycle.
  const polishFrom = until - POLISH_SHARE * (until - searchFrom);
  return searching(c, {
    seed: options.seed,
    rule,
    ...(options.onImprovement ? { onImprovement: options.onImprovement } : {}),
    ...(from ? { initial: from } : {}),
    constructionOver: () => elapsed() - searchFrom >= CONSTRUCTION_SHARE * (until - searchFrom),
    polishing: () => elapsed() >= polishFrom,
    timeLeft: () => polishFrom - elapsed(),
  });
}

/** A hurried dive's roster and the people it left open (columns.ts, `divingToOpen`). */
interface OpenDive {
  roster: Int32Array;
  open: number[];
}

/**
 * The rows of the people a hurried dive left open planned by the annealer until `until`, everyone else's held
 * (open-people.ts, docs/planner.md "A hurried dive's last people annealed"): the dive's roster with them, the better
 * of the two.
 */
function* openPeopleAnnealed(
  problem: PlannerProblem,
  c: Compiled,
  dived: OpenDive,
  options: { seed: number; until: number; elapsed: () => number },
): Generator<void, Int32Array> {
  const { roster, open } = dived;
  if (open.length === 0) return roster;
  const { until, elapsed } = options;
  const part = compile(openPeopleProblem(problem, c, roster, open));
  const rule = new StopRule({ now: elapsed, spent: () => elapsed() >= until, lowerBound: 0, stall: false });
  const outcome = yield* annealingUntil(part, rule, {
    seed: options.seed,
    from: openRows(c, roster, open),
    until,
    elapsed,
  });
  if (!outcome.feasible) return roster;
  return better(c, roster, withOpenRows(c, roster, open, outcome.roster)) ?? roster;
}

/**
 * The weekends first (weekends-first.ts, docs/planner.md): the weekends' integer program chooses each person's
 * weekend days, and the run plans the problem with them fixed for the rest of the time, against the whole's bound
 * (less the constant between the two objectives). Its roster with the chosen days is the whole's. Null, before any
 * time is spent beyond the integer program, when it finds no choice or some person has no row around theirs.
 */
function* plannedWeekendsFirst(
  problem: PlannerProblem,
  c: Compiled,
  weekends: WeekendRelaxation,
  options: RunOptions & { linear: LinearSolver; bound: number; elapsed: () => number },
): Generator<() => PlannerProgress, PlannerResult | null> {
  const { linear, bound, elapsed, timeLimitMs, onImprovement } = options;
  const integerSeconds = (WEEKEND_CHOICE_SHARE * timeLimitMs) / 1000;
  const first = chosenWeekends(c, weekends, linear, integerSeconds);
  const firstFixed = first && weekendsFixed(problem, c, first);
  if (!first || !firstFixed) return null;
  const waiting = (): PlannerProgress => ({
    elapsedMs: elapsed(),
    objective: null,
    lowerBound: Math.max(0, bound),
    gapPct: null,
  });
  const retypedUntil = WEEKENDS_RETYPED_SHARE * timeLimitMs;
  const { chosen: retyped, rows } = yield* pausing(
    weekendsRetyped(problem, c, first, firstFixed, {
      weekends,
      linear,
      ...(options.pricing ? { pricing: options.pricing } : {}),
      timeLeftMs: () => retypedUntil - elapsed(),
      latestLeftMs: () => WEEKENDS_RETYPED_LATEST * timeLimitMs - elapsed(),
      integerSeconds,
    }),
    waiting,
  );
  const retypedFixed = retyped === first ? null : weekendsFixed(problem, c, retyped);
  const [chosen, fixed] = retypedFixed ? [retyped, retypedFixed] : [first, firstFixed];
  const { problem: fixedProblem, compiled: fc } = fixed;
  // The constant between the two objectives, from the roster without new shifts.
  const nothing: PlannerRoster = problem.employees.map(() => Array<string | null>(c.D).fill(null));
  const offset =
    evaluate(c, compiledRoster(problem, c, withWeekends(problem, nothing, chosen))).objective -
    evaluate(fc, compiledRoster(fixedProblem, fc, nothing)).objective;
  const run = runningWhole(fixedProblem, {
    ...options,
    timeLimitMs: timeLimitMs - elapsed(),
    weekendsFixed: { lowerBound: bound - offset },
    // Its first rows keep every hard constraint: a start should the dive find no roster in time (a run of a few
    // seconds on a loaded machine).
    initial: fixed.roster,
    firstColumns: rowsAroundWeekends(c, chosen, rows),
    ...(onImprovement
      ? { onImprovement: (objective: number) => onImprovement(objective + offset, elapsed()) }
      : {}),
  });
  let next = run.next();
  while (!next.done) {
    const read = next.value;
    yield () => {
      const { objective } = read();
      const whole = objective === null ? null : objective + offset;
      return {
        elapsedMs: elapsed(),
        objective: whole,
        lowerBound: Math.max(0, bound),
        gapPct: whole === null ? null : gapPercent(whole, bound),
      };
    };
    next = run.next();
  }
  const fixedRun = next.value;
  const roster = withWeekends(problem, fixedRun.roster, chosen);
  const { objective, violations } = evaluate(c, compiledRoster(problem, c, roster));
  return {
    ...fixedRun,
    roster,
    objective,
    feasible: violations === 0,
    violations,
    elapsedMs: elapsed(),
    lowerBound: Math.max(0, bound),
    gapPct: violations === 0 ? gapPercent(objective, bound) : null,
  };
}

/**
 * Time windows alone over a roster that keeps every hard constraint (`solve` plans long horizons so after the
 * annealer's first roster): each window re-planned in turn until the time limit; the roster, never worse.
 */
export function improvedInWindows(
  problem: PlannerProblem,
  roster: PlannerRoster,
  options: { linear: LinearSolver; seed: number; timeLimitMs: number },
): PlannerRoster {
  const started = performance.now();
  const elapsed = (): number => performance.now() - started;
  const c = compile(problem);
  const rule = new StopRule({
    now: elapsed,
    spent: () => elapsed() >= options.timeLimitMs,
    lowerBound: 0,
    stall: false,
  });
  const progress = (): PlannerProgress => ({
    elapsedMs: elapsed(),
    objective: null,
    lowerBound: 0,
    gapPct: null,
  });
  const improved = toTheEnd(
    improvingWindows(problem, c, compiledRoster(problem, c, roster), {
      ...options,
      maxIterations: Number.POSITIVE_INFINITY,
      stall: false,
      rule,
      elapsed,
      until: options.timeLimitMs,
      progress,
    }),
  );
  return toRoster(problem, c, improved);
}

/** The better of two rosters that keep every hard constraint (null: none). */
function better(c: Compiled, a: Int32Array | null, b: Int32Array | null): Int32Array | null {
  if (a === null || b === null) return a ?? b;
  return evaluate(c, b).objective < evaluate(c, a).objective ? b : a;
}

/**
 * Time windows (windows.ts) over a roster that keeps every hard constraint: each window in turn planned by the
 * column generation and the annealer with the rest of the roster fixed, from the roster as it stands (so never
 * worse), each given the same share of the time until `until`; a better window replaces the roster's days. The
 * windows overlap by half, so that a run across a window's edge is planned whole in the next. They end early when
 * fewer than two of the first three were planned close to their bound (the annealer does better there). Returns the
 * roster.
 */
function* improvingWindows(
  problem: PlannerProblem,
  c: Compiled,
  roster: Int32Array,
  options: RunOptions & {
    rule: StopRule;
    elapsed: () => number;
    until: number;
    progress: () => PlannerProgress;
    linear: LinearSolver;
  },
): Generator<() => PlannerProgress, Int32Array> {
  const { rule, elapsed, until, onImprovement } = options;
  const x = Int32Array.from(roster);
  let objective = evaluate(c, x).objective;
  rule.record(true, objective);
  const windowsFrom = elapsed();
  let planned = 0;
  let plannedClose = 0;
  // Windows of twice the days once a whole pass proved each of its windows optimal (instance 20: 28 days in 3 to
  // 4 s each, 56 days in 20 to 30 s).
  for (let days = WINDOW_DAYS; elapsed() < until && rule.check(0) === null;) {
    const starts = windowStarts(c.D, days);
    const each = (until - windowsFrom) / starts.length;
    let proven = true;
    for (const from of starts) {
      if (elapsed() >= until || rule.check(0) !== null) break;
      const window = timeWindow(problem, c, x, from, Math.min(c.D, from + days));
      const run = runningWhole(window.problem, {
        seed: options.seed,
        timeLimitMs: Math.min(each, until - elapsed()),
        maxIterations: Number.POSITIVE_INFINITY,
        stall: false,
        linear: options.linear,
        ...(options.pricing ? { pricing: options.pricing } : {}),
        ...(options.clock ? { clock: options.clock } : {}),
        initial: windowRoster(window, c, x),
      });
      let next = run.next();
      while (!next.done) {
        yield options.progress;
        next = run.next();
      }
      if (next.value.stop !== 'optimal') proven = false;
      planned++;
      const { gapPct } = next.value;
      if (gapPct !== null && gapPct <= WINDOW_CLOSE_PCT) plannedClose++;
      const replanned = Int32Array.from(x);
      applyWindow(window, c, next.value.roster, replanned);
      const after = evaluate(c, replanned);
      if (after.violations === 0 && after.objective < objective - 1e-9) {
        x.set(replanned);
        objective = after.objective;
        rule.record(true, objective);
        onImprovement?.(objective, elapsed());
      }
      if (planned === WINDOWS_TRIED && plannedClose < WINDOWS_CLOSE) return x;
    }
    if (proven && days < c.D) days = Math.min(c.D, 2 * days);
  }
  return x;
}

/** The first days of the windows of `days` days over a horizon: one every half window, the last reaching its end. */
function windowStarts(D: number, days = WINDOW_DAYS): number[] {
  const starts: number[] = [];
  const step = Math.max(1, Math.floor(days / 2));
  for (let from = 0; from === 0 || from + days - step < D; from += step) starts.push(from);
  return starts;
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
 * Until when (shares of the time limit) the relaxation may price, the dive's first pass fix rows and the dive go back
 * (without `back`, within the dive's own time).
 */
interface Shares {
  relax: number;
  dive: number;
  back?: number;
  /**
   * A whole run's without fairness: until when a hurried dive fixes rows, and until when the people it left open are
   * annealed (`OPEN_AFTER_HURRIED_DIVE`).
   */
  open?: { dive: number; annealed: number };
}

/**
 * The column generation's roster for the annealer to start from: the relaxation (until half the time limit), a dive
 * (its first pass until four fifths, going back until 95 %), and, without a dive's roster or after an early one short
 * of the bound, the integer master over every row found (a fifth, never past nine tenths), whichever is better. Left
 * out, so that the annealer has the whole time, when fewer rounds than a relaxation needs fit into its share (instances
 * 13 and, on a slower day, 19 at 60 s). When the relaxation is still pricing out rows at half the time (neither a dive
 * to its end nor the integer master gets anywhere from it), the annealer starts from its solution rounded; a whole
 * run's without a bound dives in a hurry instead and has its last people annealed (`openAnnealed`; instance 19), as
 * does one that converged late (`hurriesToOpen`). Null roster: none found in time (the annealer starts from the empty
 * roster). Pauses after each person priced and each linear solve (the integer master is one solve).
 */
function* startingRoster(
  c: Compiled,
  columns: ColumnGeneration,
  timeLimitMs: number,
  elapsed: () => number,
  shares: Shares,
  openAnnealed: (dived: OpenDive, until: number) => Generator<void, Int32Array>,
): Generator<void, { roster: Int32Array | null; lowerBound: number }> {
  // Long horizons with many people at a short limit: the rounds would have no time, and the annealer's own
  // construction is the better start (instances 21-24 in 60 s, docs/planner.md).
  const firstRowsUntil = timeLimitMs * FIRST_ROWS_SHARE;
  if ((yield* columns.initialising(() => firstRowsUntil - elapsed())) !== 'ok')
    return { roster: null, lowerBound: 0 };
  // A round prices every person once and solves the master: when fewer rounds than a relaxation needs fit into its
  // share, the annealer gets the whole time (instances 13 and 19 at 60 s). Foreseen from the median first row
  // (the mean was lifted by the first few, before the JIT has warmed up, by up to 6 times a row): real rounds took
  // 1.5 to 2.8 times the median row for everyone (docs/planner.md, "Left out when it cannot finish"); with the
  // pricing helper about half of that.
  const roundMs = (columns.medianFirstRowMs() * c.E * ROUND_PER_MEDIAN_ROWS) / columns.pricingThreads;
  if (roundMs * RELAX_ROUNDS > timeLimitMs * shares.relax - elapsed()) return { roster: null, lowerBound: 0 };
  const relaxed = yield* columns.relaxing(() => timeLimitMs * shares.relax - elapsed());
  if (!relaxed.ok) return { roster: null, lowerBound: relaxed.lowerBound };
  const { open } = shares;
  // Out of its share without converging, or converged late, and without a bound to prove (instance 19 at 60 s): a
  // hurried dive, and the annealer for its last people.
  if (open && hurriesToOpen(relaxed, elapsed() / timeLimitMs)) {
    const dived = yield* columns.divingToOpen(
      () => timeLimitMs * open.dive - elapsed(),
      OPEN_AFTER_HURRIED_DIVE,
    );
    const roster = dived ? yield* openAnnealed(dived, timeLimitMs * open.annealed) : columns.rounded();
    return { roster, lowerBound: relaxed.lowerBound };
  }
  if (!readyToDive(relaxed)) return { roster: columns.rounded(), lowerBound: relaxed.lowerBound };
  const { back } = shares;
  let roster = yield* columns.diving(
    () => timeLimitMs * shares.dive - elapsed(),
    back === undefined ? undefined : () => timeLimitMs * back - elapsed(),
  );
  // The integer master over every row found: without a dive's roster, or after an early dive short of the bound
  // (instances 5 and 6: 1,144 and 1,952 against the dive's 1,148 and 1,954, which the annealer did not close in
  // the rest of the minute). After a late dive it only took the annealer's time (instances 12 and 18).
  const integerMs = Math.min(timeLimitMs * INTEGER_SHARE, timeLimitMs * INTEGER_UNTIL - elapsed());
  const objective = roster ? evaluate(c, roster).objective : Number.POSITIVE_INFINITY;
  const early = elapsed() < timeLimitMs * EARLY_DIVE_SHARE;
  if (integerMs > 0 && (roster === null || (early && objective > lowerBound(c, relaxed.lowerBound) + 1e-9))) {
    const integer = columns.integer(integerMs);
    if (integer && evaluate(c, integer).objective < objective) roster = integer;
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

/** A roster in the compiled form (fixed days FIXED, free days OFF), to evaluate the whole problem. */
function compiledRoster(problem: PlannerProblem, c: Compiled, roster: PlannerRoster): Int32Array {
  const typeIndex = new Map(problem.shiftTypes.map((type, s) => [type.id, s]));
  const x = new Int32Array(c.E * c.D).fill(OFF);
  for (let e = 0; e < c.E; e++)
    for (let d = 0; d < c.D; d++) {
      const cell = e * c.D + d;
      const id = roster[e]?.[d] ?? null;
      x[cell] = c.fixedType[cell] === FIXED ? FIXED : id === null ? OFF : (typeIndex.get(id) ?? OFF);
    }
  return x;
}
