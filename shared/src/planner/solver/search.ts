/**
 * Simulated annealing over whole rosters with an adaptive penalty for hard-constraint violations, intensified by
 * optimal re-plans of whole rows (row-plan.ts) and restarted when it stalls (docs/planner.md, "The solver"). Every
 * decision comes from the seeded generator and the iteration counter; the clock only stops the run, so a seed and
 * an iteration count give one roster.
 *
 * The steps: construct (every row at its best given the others), then blocks of 512 annealing steps (moves.ts),
 * each cycle of the cooling schedule ending in an intensification and a reheat or a restart; between blocks the
 * penalty follows the search. The best rosters are kept apart (`Incumbent`).
 */
import { weekendDaysCapacity } from './bound';
import type { Compiled } from './compile';
import { HandOvers } from './hand-over';
import { Moves } from './moves';
import { Random } from './random';
import type { PlannerStop } from '../model';
import { RowPlanner } from './row-plan';
import { State } from './state';
import type { StopRule } from './stop-rule';

export interface SearchOptions {
  seed: number;
  /**
   * When to stop (stop-rule.ts: the proven bound, the budget, the stall), asked every 512 iterations and between
   * row re-plans; it hears of every change of the best roster.
   */
  rule: StopRule;
  onImprovement?: (objective: number) => void;
  /** A roster to start from (the column generation's): restarts return to it instead of the empty roster. */
  initial?: Int32Array;
  /**
   * True once the construction's row re-plans have had their share of the time: on a year's horizon a sweep over
   * every row takes most of a minute, and the annealing that follows gains more in that time.
   */
  constructionOver?: () => boolean;
  /**
   * True once the annealing's time is up and the rest is the polish's: the best roster's rows are re-planned until
   * a sweep gains nothing or the rule stops the run, and the search ends (the annealing's last cycle is seldom
   * cooled down to a roster whose every row is its best: instance 15 gained 54 that way after 60 s). Then the rows
   * are re-planned with hand-overs (hand-over.ts) while those gain, each time followed by plain sweeps again.
   */
  polishing?: () => boolean;
  /** Milliseconds until the polish begins (absent: no time limit): the last cycle cools down by then. */
  timeLeft?: () => number;
}

export interface SearchOutcome {
  roster: Int32Array;
  feasible: boolean;
  iterations: number;
  stop: PlannerStop;
}

const EPS = 1e-9;
/**
 * Where the weekends are scarce (`weekendsScarce`: the cover asks for every weekend day people may work, or more),
 * a weekend worked on one day of two wastes the other: the steps and the row re-plans weigh such a weekend at
 * HALF_WEEKEND and one worked on both days at WHOLE_WEEKEND (a reward) beside the objective, which alone judges the
 * best roster (docs/planner.md, "Whole weekends where they are scarce"). The half's cost alone left people's
 * weekends unworked; the reward keeps them worked.
 */
const HALF_WEEKEND = 40;
const WHOLE_WEEKEND = -20;
/** Annealing steps between two looks at the stop condition and the penalty. */
const BLOCK = 512;
/** One cycle in three starts warm (polishes requests), the others hot (move the cover gap); the first is warm. */
const WARM_EVERY = 3;
/** Restart from scratch when a restart's best has not improved for this many (current) cycle lengths. */
const RESTART = 2;
/**
 * A cycle is the last when the time left is less than this many of its lengths (foreseen from the cycle before):
 * it then takes all of the time left, 2 to 4 of its lengths (docs/planner.md, "The last cycle cools down by the
 * time limit").
 */
const LAST_CYCLES = 4;
/** Re-plan sweeps over all rows at most, per intensification. */
const SWEEPS = 50;
/**
 * From this first cycle's length (steps) on, every cycle is warm: on a year of 100 or 150 people with many types
 * (instances 23 and 24, 116 and 349 million steps) a cycle lasts minutes, a 600 s run has room for two or three,
 * and with a hot one among them 24 ended higher than with warm ones only (docs/planner.md, "A year's cycles all
 * warm").
 */
const ALL_WARM_FROM = 50_000_000;
/**
 * Days x (shift types + 2) from which a first construction plans each row from a few types only: a year of 32
 * types costs about a second a row, so 150 people did not get their first rows within a minute (Instance24).
 */
const QUICK_ROWS_FROM = 8000;
/** The fewest shift types a quick row chooses from. */
const QUICK_TYPES = 3;

/** The steps of the annealer's first cycle: 200 per cell and shift type, 300,000 at least. */
export function firstCycleSteps(size: { E: number; D: number; S: number }): number {
  return Math.max(300_000, size.E * size.D * Math.max(1, size.S) * 200);
}

/**
 * The search, pausing after every block of steps (and after the construction) so that a caller may look at the
 * clock and report progress (index.ts, `solveReporting`); pausing changes nothing in the search.
 */
export function* searching(c: Compiled, options: SearchOptions): Generator<void, SearchOutcome> {
  const run = new Annealer(c, options);
  // Nothing any move could change (no allowed cell): the starting roster is the answer, and nothing beats it.
  if (c.allowed.indexOf(1) === -1) return run.incumbent.outcome(run.iterations, 'optimal');
  let stopped = run.construct();
  while (stopped === null) {
    yield;
    if (options.polishing?.()) {
      stopped = run.polish();
      break;
    }
    run.block();
    run.penalty.follow(run.state.totalV);
    stopped = run.stopped ?? options.rule.check(run.iterations);
  }
  return run.incumbent.outcome(run.iterations, stopped);
}

/**
 * The best rosters: the run's (feasible first, then by objective; before the first feasible one, the fewest
 * violations) and the current restart's best feasible one, which cycles reheat from.
 */
class Incumbent {
  readonly best: Int32Array;
  feasible: boolean;
  objective: number;
  violations: number;
  readonly runBest: Int32Array;
  runObjective = Number.POSITIVE_INFINITY;
  runImprovedAt = 0;

  constructor(
    private readonly state: State,
    private readonly onImprovement: ((objective: number) => void) | undefined,
    private readonly rule: StopRule,
  ) {
    this.best = new Int32Array(state.x);
    this.feasible = state.totalV === 0;
    this.objective = state.objective();
    this.violations = state.totalV;
    this.runBest = new Int32Array(state.x);
    rule.record(this.feasible, this.objective);
  }

  /** Keeps the state's roster (at `objective`) where it beats the restart's or the run's best. */
  record(objective: number, iterations: number): void {
    const v = this.state.totalV;
    if (v === 0 && objective < this.runObjective - EPS) {
      this.runBest.set(this.state.x);
      this.runObjective = objective;
      this.runImprovedAt = iterations;
    }
    if (
      v === 0
        ? !this.feasible || objective < this.objective - EPS
        : !this.feasible &&
          (v < this.violations || (v === this.violations && objective < this.objective - EPS))
    ) {
      this.best.set(this.state.x);
      this.objective = objective;
      this.violations = v;
      if (v === 0) {
        this.feasible = true;
        this.rule.record(true, objective);
        this.onImprovement?.(objective);
      }
    }
  }

  /** Whether this restart has found a feasible roster (cycles then reheat from it). */
  get runFound(): boolean {
    return this.runObjective < Number.POSITIVE_INFINITY;
  }

  /** A new restart: nothing found yet, counted from now. */
  restartAt(iterations: number): void {
    this.runObjective = Number.POSITIVE_INFINITY;
    this.runImprovedAt = iterations;
  }

  outcome(iterations: number, stop: PlannerStop): SearchOutcome {
    return { roster: this.best, feasible: this.feasible, iterations, stop };
  }
}

/**
 * Cycles of growing length (each from the best roster): short runs still cool down once. Warm: the scale of
 * request weights (1-3) and cover-over (1). Hot: a missing person (100) is risked now and then, which tight
 * instances (every shift counted, weekends limited) need to move where the cover gap lies; cycles of minutes are
 * all warm (`ALL_WARM_FROM`).
 */
export class CoolingSchedule {
  private static readonly growth = 1.5;
  private static readonly hot = 15;
  private static readonly warm = 3;
  private static readonly t1 = 0.2;
  cycle: number;
  private readonly initialCycle: number;
  private cycleStart = 0;
  private cycleIndex = 0;
  private t0 = CoolingSchedule.warm;
  /** The length of the cycle before this one, and the time left when this one began (NaN: no time limit). */
  private previousCycle = 0;
  private cycleLeft = Number.NaN;
  /** The time left when the last cycle began (NaN: this one is not the last). */
  private lastFrom = Number.NaN;
  /** Every cycle warm: cycles of minutes (`ALL_WARM_FROM`). */
  private readonly allWarm: boolean;

  constructor(firstCycle: number) {
    this.cycle = firstCycle;
    this.initialCycle = firstCycle;
    this.allWarm = firstCycle >= ALL_WARM_FROM;
  }

  /** The first cycle begins with `left` milliseconds of the search's time left (not called: no time limit). */
  begin(left: number): void {
    this.cycleLeft = left;
  }

  /** Whether a cycle ends at this iteration; if so the next, longer one starts (warm or hot). */
  ends(iterations: number): boolean {
    if (this.isLast || iterations - this.cycleStart < this.cycle) return false;
    this.previousCycle = this.cycle;
    this.cycleStart = iterations;
    this.cycle = Math.floor(this.cycle * CoolingSchedule.growth);
    this.cycleIndex++;
    this.t0 = this.allWarm || this.cycleIndex % WARM_EVERY === 0 ? CoolingSchedule.warm : CoolingSchedule.hot;
    return true;
  }

  /** A restart's cycles are short again. */
  restart(): void {
    this.cycle = this.initialCycle;
  }

  /**
   * At a cycle's start (after the intensification that ended the one before), `left` milliseconds before the
   * polish: when the time left is less than `LAST_CYCLES` of this cycle's length, at the pace of the cycle before
   * (its intensification included), this cycle is the last: it cools from its t0 to t1 over all of the time left
   * and does not end before the search does. Else the time limit mostly fell within a cycle still hot.
   */
  foresee(left: number): void {
    if (Number.isNaN(this.cycleLeft)) return;
    const took = this.cycleLeft - left;
    this.cycleLeft = left;
    if (!(took > 0)) return;
    if (left < LAST_CYCLES * ((this.cycle * took) / this.previousCycle)) this.lastFrom = left;
  }

  get isLast(): boolean {
    return !Number.isNaN(this.lastFrom);
  }

  /** From t0 down to t1 over the cycle (the last: over the time it has, `left` of it still), geometrically. */
  temperature(iterations: number, left: number): number {
    const { t0 } = this;
    const done = this.isLast
      ? Math.min(1, Math.max(0, 1 - left / this.lastFrom))
      : (iterations - this.cycleStart) / this.cycle;
    return t0 * Math.pow(CoolingSchedule.t1 / t0, done);
  }
}

/**
 * The weight of one hard-constraint violation. Feasibility first: a high penalty until the hard constraints hold,
 * then it may sink to one missing person, so the walk may pass through a roster a shift short of a minimum on its
 * way to a better cover.
 */
class Penalty {
  private static readonly start = 5000;
  private static readonly min = 100;
  private static readonly max = 1e6;
  private static readonly up = 1.02;
  private static readonly down = 0.995;
  lambda = Penalty.start;

  /** Up while the search sits on broken constraints, down while it is feasible. */
  follow(violations: number): void {
    this.lambda =
      violations > 0
        ? Math.min(Penalty.max, this.lambda * Penalty.up)
        : Math.max(Penalty.min, this.lambda * Penalty.down);
  }

  reset(): void {
    this.lambda = Penalty.start;
  }
}

class Annealer {
  readonly state: State;
  readonly incumbent: Incumbent;
  readonly penalty = new Penalty();
  iterations = 0;
  /** Why an intensification stopped the run (null: it did not). */
  stopped: PlannerStop | null = null;
  private readonly rng: Random;
  private readonly moves: Moves;
  private readonly schedule: CoolingSchedule;
  private readonly planner: RowPlanner;
  /** The polish's one-step chains (hand-over.ts). */
  private readonly handOvers: HandOvers;
  private readonly order: Int32Array;
  /**
   * [E] within an intensification, the rows re-planned so far when the person's row was last re-planned for no
   * gain: while no other row has changed since, its re-plan would find the same row again and is skipped.
   */
  private readonly settledAt: Int32Array;
  private readonly initial: Int32Array | null;
  /** The objective of the state's roster. */
  private objective: number;
  /** The annealer's weights of a half and of a whole weekend (0 where the weekends are not scarce). */
  private readonly half: number;
  private readonly whole: number;

  constructor(
    private readonly c: Compiled,
    private readonly options: SearchOptions,
  ) {
    this.state = new State(c);
    this.rng = new Random(options.seed);
    this.incumbent = new Incumbent(this.state, options.onImprovement, options.rule);
    this.objective = this.incumbent.objective;
    this.schedule = new CoolingSchedule(firstCycleSteps(c));
    this.moves = new Moves(this.state, this.rng);
    this.planner = new RowPlanner(c);
    this.handOvers = new HandOvers(c);
    const scarce = weekendsScarce(c);
    this.half = scarce ? HALF_WEEKEND : 0;
    this.whole = scarce ? WHOLE_WEEKEND : 0;
    this.planner.halfWeekendCost = this.half;
    this.planner.wholeWeekendCost = this.whole;
    this.order = Int32Array.from({ length: c.E }, (_, e) => e);
    this.settledAt = new Int32Array(c.E);
    this.initial = options.initial ?? null;
  }

  /** Construction: every row at its best given the others, from the given or the empty roster. Why it stops. */
  construct(): PlannerStop | null {
    this.load(this.initial);
    this.record();
    if (this.quickRows()) return this.stopped;
    const stopped = this.intensify(this.options.constructionOver) ? this.stopped : null;
    const left = this.options.timeLeft?.();
    if (left !== undefined && Number.isFinite(left)) this.schedule.begin(left);
    return stopped;
  }

  /**
   * The best roster's rows re-planned until a sweep gains nothing, then with hand-overs while those gain
   * (`SearchOptions.polishing`). Why it stops.
   */
  polish(): PlannerStop {
    const { planner } = this;
    planner.halfWeekendCost = 0;
    planner.wholeWeekendCost = 0;
    this.load(this.incumbent.best);
    for (;;) {
      planner.handOvers = null;
      if (this.intensify()) return this.stopped ?? 'timeLimit';
      planner.handOvers = this.handOvers;
      const before = this.objective;
      if (this.intensify()) return this.stopped ?? 'timeLimit';
      if (this.objective >= before - EPS) return 'timeLimit';
    }
  }

  /** Up to 512 annealing steps; fewer when an intensification at a cycle's end was told to stop. */
  block(): void {
    // The temperature once a block: within a block it changes by less than 1 % (a cycle has 300,000 steps or
    // more), and reading it each step took a tenth of a year's annealing (Instance24).
    let temperature = this.temperature();
    for (let inner = 0; inner < BLOCK; inner++) {
      this.iterations++;
      if (this.schedule.ends(this.iterations)) {
        if (this.endCycle()) return;
        const left = this.options.timeLeft?.();
        if (left !== undefined) this.schedule.foresee(left);
        temperature = this.temperature();
      }
      this.step(temperature);
    }
  }

  /** The schedule's temperature now (the last cycle's from the clock, read once a block). */
  private temperature(): number {
    const left = this.schedule.isLast ? (this.options.timeLeft?.() ?? 0) : 0;
    return this.schedule.temperature(this.iterations, left);
  }

  private load(roster: Int32Array | null): void {
    this.state.load(roster);
    this.objective = this.state.objective();
  }

  private record(): void {
    this.incumbent.record(this.objective, this.iterations);
  }

  /**
   * At a cycle's end: intensify, then start again when this restart is stuck (a new construction, a new penalty,
   * short cycles again), else reheat from this restart's best roster (its neighbourhood is where the next
   * improvement is likeliest). True: stop.
   */
  private endCycle(): boolean {
    if (this.intensify()) return true;
    const { incumbent } = this;
    if (incumbent.runFound && this.iterations - incumbent.runImprovedAt > RESTART * this.schedule.cycle) {
      this.load(this.initial);
      incumbent.restartAt(this.iterations);
      this.penalty.reset();
      this.schedule.restart();
      return this.intensify();
    }
    if (incumbent.runFound) this.load(incumbent.runBest);
    return false;
  }

  /** One move, accepted by the Metropolis rule on the objective plus the penalised change in violations. */
  private step(temperature: number): void {
    const { state, moves } = this;
    state.undoLength = 0;
    const halvesBefore = state.halfWeekends;
    const wholesBefore = state.wholeWeekends;
    if (!moves.random()) {
      state.undo();
      return;
    }
    const { r1, r2 } = moves;
    const before = state.totalV;
    state.rescore(r1);
    if (r2 >= 0) state.rescore(r2);
    const next = state.objective();
    const delta =
      next -
      this.objective +
      this.penalty.lambda * (state.totalV - before) +
      this.half * (state.halfWeekends - halvesBefore) +
      this.whole * (state.wholeWeekends - wholesBefore);
    if (delta <= 0 || this.rng.float() < Math.exp(-delta / temperature)) {
      this.objective = next;
      if (state.totalV <= this.incumbent.violations || state.totalV === 0) this.record();
    } else {
      state.undo();
      state.rescore(r1);
      if (r2 >= 0) state.rescore(r2);
    }
  }

  /**
   * On a long horizon with many shift types, the first construction plans each row that breaks a hard constraint
   * from a few types whose cover is missing most, so that every row keeps the hard constraints within seconds
   * (Instance24: 70 ms a row instead of 0.7 to 1 s); the intensification that follows re-plans them from every
   * type. A row none of those types can make is planned from all. True: stop.
   */
  private quickRows(): boolean {
    const { c, state } = this;
    const { D, S } = c;
    if (this.initial !== null || D * (S + 2) < QUICK_ROWS_FROM) return false;
    const missing = new Float64Array(S);
    const types = new Uint8Array(S);
    const byNeed = Array.from({ length: S }, (_, s) => s);
    for (let e = 0; e < c.E; e++) {
      if ((state.rowV[e] ?? 0) === 0) continue;
      missing.fill(0);
      for (let d = 0; d < D; d++)
        for (let s = 0; s < S; s++) {
          const k = d * S + s;
          const short = (c.requirement[k] ?? 0) - (state.n[k] ?? 0);
          if (short > 0) missing[s] = (missing[s] ?? 0) + short * (c.weightUnder[k] ?? 0);
        }
      byNeed.sort((a, b) => (missing[b] ?? 0) - (missing[a] ?? 0) || a - b);
      // First the types of most missing cover that could carry the person's minimum alone (so no maximum is
      // broken on the way to it: a row of types held to a few dozen took seconds of re-plans, or found none),
      // then, short of QUICK_TYPES or of twice the minimum, the next by missing cover.
      types.fill(0);
      let chosen = 0;
      let reach = 0;
      const least = c.minMinutes[e] ?? 0;
      for (const alone of [true, false]) {
        for (const s of byNeed) {
          if (chosen >= QUICK_TYPES && (alone || reach >= 2 * least)) break;
          const capacity = Math.min(c.maxShifts[e * S + s] ?? 0, D) * (c.minutes[s] ?? 0);
          if (types[s] === 1 || capacity === 0 || (alone && capacity < least)) continue;
          types[s] = 1;
          chosen++;
          reach += capacity;
        }
      }
      if (this.planner.improve(state, e, types) === 0) this.planner.improve(state, e);
      this.objective = state.objective();
      this.record();
      this.stopped = this.options.rule.check(this.iterations);
      if (this.stopped) return true;
    }
    return false;
  }

  /**
   * Re-plans whole rows optimally (one person at a time, the others fixed) in random order until a full sweep
   * gains nothing: the local optimum of the annealer's neighbourhood is rarely one of this larger one; or until
   * `over` says its time is up (the construction's share). True: stop.
   */
  private intensify(over?: () => boolean): boolean {
    const { order, rng, settledAt } = this;
    const E = this.c.E;
    // The annealing changed the roster since the last intensification: no row is settled.
    settledAt.fill(-1);
    let replanned = 0;
    for (let sweep = 0; sweep < SWEEPS; sweep++) {
      for (let i = E - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        const t = order[i] ?? 0;
        order[i] = order[j] ?? 0;
        order[j] = t;
      }
      let gained = false;
      for (let i = 0; i < E; i++) {
        const e = order[i] ?? 0;
        // A re-plan is a function of the roster alone: unchanged since this row's last one, it would gain nothing
        // again (the sweep that ends an intensification re-planned every row for nothing).
        if (settledAt[e] === replanned) continue;
        if (this.planner.improve(this.state, e) > 0) {
          gained = true;
          replanned++;
          this.objective = this.state.objective();
          this.record();
        } else settledAt[e] = replanned;
        this.stopped = this.options.rule.check(this.iterations);
        if (this.stopped) return true;
        if (over?.()) return false;
      }
      if (!gained) break;
    }
    return false;
  }
}

/**
 * Whether the weekends' cover asks for every weekend day people may work (`weekendDaysCapacity`), or more: then no
 * weekend day worked is spare, and a weekend worked on one day spends a weekend of the person's maximum on half of what it could cover.
 */
export function weekendsScarce(c: Compiled): boolean {
  const { D, S } = c;
  let asked = 0;
  for (let d = 0; d < D; d++) {
    if ((c.weekendOf[d] ?? -1) < 0) continue;
    for (let s = 0; s < S; s++) asked += c.requirement[d * S + s] ?? 0;
  }
  return asked > 0 && asked >= weekendDaysCapacity(c);
}
