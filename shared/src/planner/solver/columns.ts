/**
 * Column generation (docs/planner.md, "The solver"): the roster as a choice of one whole row per person. The master
 * problem picks rows (columns) so that the cover costs least; its linear relaxation is solved first by a
 * first-order method (volume.ts), then by HiGHS, and its duals price new rows: the row planner (row-plan.ts) finds
 * each person's cheapest row for the request cost minus the cover rows' duals, a shortest path that keeps every
 * hard constraint. When no row prices out, the relaxation's value is a lower bound; a dive, the integer master over
 * all rows found (HiGHS's branch and bound) or, when the relaxation did not converge, its solution rounded gives the
 * roster the annealer then polishes.
 */
import { type Compiled, FIXED, OFF, wholeCosts } from './compile';
import { evaluate } from './evaluate';
import type { LinearSolution, LinearSolver } from './linear';
import {
  ALTERNATIVE_ROWS,
  type HelperModel,
  type PricingHelper,
  priceSlot,
  type SharedPricing,
} from './pricing-helper';
import { RowPlanner } from './row-plan';
import { solveByVolume } from './volume';

export interface Relaxation {
  /**
   * A lower bound on the request and cover costs (the whole objective without fairness, which bound.ts adds), or
   * -Infinity when the pricing was not exact (coarse minutes, priced maxima).
   */
  lowerBound: number;
  rounds: number;
  /** False when some person has no row that keeps the hard constraints. */
  ok: boolean;
  /**
   * Whether the rounds ended because no row prices out or the bound met the relaxation's value, or, in a dive's
   * steps and with `firstOrderOnly`, because the first-order master's value stopped falling (else the time
   * or the rounds allowed ran out first).
   */
  converged: boolean;
  /** The last linear solve's value (the whole objective's request and cover part); NaN before one. */
  value: number;
}

/**
 * A relaxation that ran out of time with its value within this share of its proven bound is dived from like a
 * converged one: instance 14 spends its last rounds trading rows of equal worth (its value 1,278 against a bound of
 * 1,276), and the annealer alone stalls at 1,465 to 1,475 where a roster from those rows ends at 1,300 to 1,397.
 */
const NEARLY_CONVERGED = 0.01;

/**
 * Whether a dive may start from the relaxation: it converged, or its time ran out with its value within 1 % of its
 * proven bound. Without a bound (pricing not exact) an unconverged relaxation's rows led nowhere (docs/planner.md).
 */
export function readyToDive(relaxed: Relaxation): boolean {
  if (!relaxed.ok) return false;
  return (
    relaxed.converged || relaxed.value - relaxed.lowerBound <= NEARLY_CONVERGED * Math.abs(relaxed.value)
  );
}

/**
 * Past this share of a run's time a relaxation without a bound that has just converged is as good as one that ran out:
 * instance 19's (at 60 s) ends at about half the time, converged on some runs and not on others, and its dive to the
 * end from a converged one gave 3,622 where the hurried dive gives 3,219 to 3,356 (docs/planner.md, "A relaxation
 * that converged late"). Instance 15's converges at 14 to 23 s of 60 and keeps its dive to the end.
 */
const LATE_RELAXATION = 0.45;

/**
 * Whether a whole run's dive hurries and leaves its last people to the annealer (`divingToOpen`): its relaxation has
 * no bound (the pricing not exact) and ran out of its time unconverged, or converged only after `LATE_RELAXATION` of
 * the run's time (`endedAt`, a share of it), when a dive to its end would be behind from its first step.
 */
export function hurriesToOpen(relaxed: Relaxation, endedAt: number): boolean {
  if (!relaxed.ok || relaxed.lowerBound !== Number.NEGATIVE_INFINITY) return false;
  return !readyToDive(relaxed) || endedAt > LATE_RELAXATION;
}

interface Column {
  employee: number;
  cost: number;
  /** The (day, shift) indices `d * S + s` the row works (fixed days left out). */
  cells: Int32Array;
  row: Int32Array;
  /** Linear solves in a row in which the column was (all but) unused. */
  idle: number;
}

const REDUCED_COST_EPS = 1e-6;
/**
 * A column unused in this many linear solves in a row leaves the master (it comes back only in a dive):
 * the linear solves grow with the columns and took most of each round on instances 14 and 18 (docs/planner.md).
 */
const IDLE_ROUNDS = 12;
/** Below this value a column counts as unused (an interior solution leaves every column a trace above 0). */
const IDLE_VALUE = 1e-5;
/** The pricing rounds of a dive's step once the dive is behind its time. */
const DIVE_ROUNDS_BEHIND = 4;
/**
 * A dive's last people (docs/planner.md, "The dive's last people look ahead"): from this many open, a step without a
 * row chosen whole tries the `DIVE_TAIL_CANDIDATES` largest-valued rows, each fixed for `DIVE_TAIL_ROUNDS` rounds of
 * its relaxation, and fixes the one whose relaxation stays lowest, as long as the time left lets every step left try
 * two. Fixed by value alone, the last 15 to 20 people took 13's and 19's dives 8 and 53 % above their relaxation
 * (with the look-ahead 0.5 to 2 % and 8 %).
 */
const DIVE_TAIL_PEOPLE = 24;
const DIVE_TAIL_CANDIDATES = 3;
const DIVE_TAIL_ROUNDS = 3;
/**
 * The look-ahead's time foreseen from the last step's pace is counted so many times over: a step's own rounds may be
 * more than the four foreseen (without it instance 20's windows looked ahead beyond their time: 5,036 against 4,878).
 */
const LOOK_AHEAD_MARGIN = 1.5;
/**
 * A master's solve shrinks as the dive fixes people (instance 13 with its weekends fixed: 125 ms a round with 120
 * open, 40 with 12, 3 with one): the steps left of a dive with the weekends fixed cost about this share of the last
 * step's solve each. Counted in full, the look-ahead never ran on 13's last people, and the dive ended with 3 s to
 * spare. Other dives count it in full: with the share, instance 20's windows gave 4,950 at 600 s against 4,878.
 */
const MASTER_LEFT_SHARE = 0.6;
/**
 * A dive that goes back (a run's own, not a time window's) without a later time of its own for it keeps this share of
 * its time from its first pass for going back (`goingBack`): on instance 13 with the weekends fixed its last people's
 * rows, fixed from a few first-order rounds, raised the relaxation by 20 to 115 at single steps, and the first passes
 * ended 16 to 142 above their relaxation.
 */
const DIVE_BACK_SHARE = 0.15;
/** A dive goes back at most so many times, and only while its time left is this share of the steps to do again. */
const DIVE_BACK_TRIES = 8;
const DIVE_BACK_FIT = 0.5;
/** A fall of the relaxation's value below this share of it ends the central duals' rounds. */
const STALLED = 1e-4;
/** Rounds in a row without such a fall that end the first-order master's rounds. */
const FIRST_ORDER_STALLED_ROUNDS = 3;
/** Vertex rounds in a row without such a fall that end a relaxation whose pricing proves no bound. */
const VERTEX_STALLED_ROUNDS = 2;
/**
 * The first rows timed before the time all of them need is foreseen: the median of 8 (instance 13's first four took
 * 7 to 47 ms against a median of 5 ms over all, 19's 21 to 161 ms against 17).
 */
const FIRST_ROWS_TIMED = 8;
/**
 * About how long a batch of people priced together takes (ms), foreseen from the median first row: the run looks at
 * the clock and pauses between batches, and with the pricing helper each batch is shared by two threads.
 */
const BATCH_MS = 100;
/** The most people of a batch (a batch waits for its slowest row). */
const MAX_BATCH = 16;
/**
 * Exact pricing needs the minutes at their finest step (instances 8 to 10 need about 50,000 states a day). A day's
 * work is states x shift types, so the budget shrinks with the types: a product month with 30 templates still
 * prices a person in well under a second.
 */
const PRICING_WORK_PER_DAY = 600_000;

/**
 * A dive's pace, timed on its last step: a master's solve and one person's pricing in a round (ms), and the time left
 * over a step's rounds (`DIVE_ROUNDS_BEHIND`).
 */
export interface DivePace {
  masterMs: number;
  personMs: number;
  leftPerRound: number;
}

/** The time of one round of each step left (ms) when `open` people are fixed `batch` at a time. */
export function stepsMs(pace: DivePace, open: number, batch: number): number {
  const steps = Math.ceil(open / batch);
  return steps * pace.masterMs + (pace.personMs * open * (open + batch)) / 2 / batch;
}

/**
 * The candidates each of a dive's steps left can try in the time left (the rounds of each step's own relaxation
 * counted as a candidate's): fewer than 2, and the step fixes by value. `masterLeftShare`: the share of the last
 * step's master solve each step left is counted with (`MASTER_LEFT_SHARE` for a dive with the weekends fixed).
 */
export function affordable(pace: DivePace, open: number, masterLeftShare = 1): number {
  const stepsLeft = stepsMs({ ...pace, masterMs: pace.masterMs * masterLeftShare }, open, 1);
  const rounds = (pace.leftPerRound * DIVE_ROUNDS_BEHIND) / (stepsLeft * LOOK_AHEAD_MARGIN);
  return Math.min(DIVE_TAIL_CANDIDATES, Math.floor((rounds - DIVE_ROUNDS_BEHIND) / DIVE_TAIL_ROUNDS));
}

/**
 * The rows a dive's step behind its time fixes: the last `DIVE_TAIL_PEOPLE` one a step, the people before them as
 * many at a time as the rest needs; where even the last people do not fit, as many at a time as fits for all.
 */
export function diveBatch(pace: DivePace, open: number): number {
  const tail = Math.min(open, DIVE_TAIL_PEOPLE);
  const forFront = pace.leftPerRound - stepsMs(pace, tail, 1);
  // One step of the front people: its master's solve and the people it prices, on average half-way through them.
  const frontStep = pace.masterMs + (pace.personMs * (open + tail + 1)) / 2;
  if (open > tail && forFront >= frontStep) return Math.ceil(((open - tail) * frontStep) / forFront);
  return Math.ceil(stepsMs(pace, open, 1) / Math.max(1e-9, pace.leftPerRound));
}

/** A step of a dive's last people, to go back to (`goingBack`). */
interface TailStep {
  /** [E] what was fixed before the step. */
  fixed: Int32Array;
  /** The relaxation's value at the step. */
  value: number;
  /** The row it fixed by value or look-ahead alone, or -1. */
  column: number;
  /** Its time (ms). */
  ms: number;
}

export class ColumnGeneration {
  private readonly c: Compiled;
  private readonly lp: LinearSolver;
  private readonly planner: RowPlanner;
  private columns: Column[] = [];
  private readonly keys = new Set<string>();
  /** The rows `dropIdle` took out of the master. */
  private readonly dropped = new Set<string>();
  private readonly duals: Float64Array;
  private readonly cellCost: Float64Array;
  private readonly rowOut: Int32Array;
  /** Whether every cost of the master is a whole number (then its bound may be rounded up). */
  private readonly integral: boolean;
  /** [E] the column a dive has fixed for the person, or -1. */
  private readonly fixed: Int32Array;
  /** The rows a dive going back keeps out of the master while their person is open. */
  private readonly tabu = new Set<number>();
  /** The last dive's passes (1 without going back) and its first pass's objective, for the tests and the docs. */
  lastDive = { passes: 0, firstObjective: Number.NaN };
  private initialised = false;
  /**
   * The best lower bound proven so far by a relaxation without fixings (a dive's fixings bound only the dive),
   * -Infinity until one is: what a run reports while the column generation works.
   */
  provenBound = Number.NEGATIVE_INFINITY;
  /** The second thread that prices beside this one, if any (pricing-helper.ts), and this model's there. */
  private readonly helper: { pricing: PricingHelper; model: HelperModel } | null;
  /** A batch's people, the duals and the rows found: shared with the helper, or this thread's own. */
  private readonly batch: SharedPricing;
  /** How long each of the first rows took to price (ms), in order. */
  private readonly firstRowMs: number[] = [];
  /** The time the master's solves have taken (ms, by the run's clock): a dive's pace parts it from the pricing's. */
  private masterMs = 0;
  /** The relaxation's last solution: each column's value. */
  private values = new Map<string, number>();
  /**
   * Whether a relaxation without fixings, like a dive's step, ends where its first-order rounds stall, for a dive
   * from their averaged values (the weekends first, docs/planner.md: instance 13 with its weekends fixed stalls
   * there after 30 rounds and 11 s, where the linear solves that follow took 15 s more for a value 0.2 % lower).
   */
  private readonly firstOrderOnly: boolean;
  /**
   * Whether a dive goes back (`goingBack`): a run's own without fairness, not a time window's (docs/planner.md, "Every
   * run's dive goes back").
   */
  private readonly goesBack: boolean;

  constructor(
    c: Compiled,
    lp: LinearSolver,
    options: { firstOrderOnly?: boolean; goesBack?: boolean; pricing?: PricingHelper } = {},
  ) {
    this.c = c;
    this.lp = lp;
    this.firstOrderOnly = options.firstOrderOnly === true;
    this.goesBack = options.goesBack === true;
    const maxStatesPerDay = Math.max(40_000, Math.floor(PRICING_WORK_PER_DAY / Math.max(1, c.S)));
    this.planner = new RowPlanner(c, maxStatesPerDay);
    this.helper = options.pricing
      ? { pricing: options.pricing, model: options.pricing.load(c, maxStatesPerDay) }
      : null;
    this.batch = this.helper
      ? this.helper.model.shared
      : {
          duals: new Float64Array(c.D * c.S),
          people: new Int32Array(c.E),
          info: new Int32Array(c.E * 3),
          rows: new Int32Array(c.E * (1 + ALTERNATIVE_ROWS) * c.D),
        };
    this.duals = new Float64Array(c.D * c.S);
    this.cellCost = new Float64Array(c.D * c.S);
    this.rowOut = new Int32Array(c.D);
    this.fixed = new Int32Array(c.E).fill(-1);
    // The master's costs are the requests' and the cover's only (fairness lies outside it, bound.ts adds it).
    this.integral = wholeCosts(c);
  }

  /** Adds a person's row as a column (unless it is known). */
  add(e: number, row: Int32Array): boolean {
    const { D, S } = this.c;
    const key = this.keyOf(e, row);
    const cells: number[] = [];
    let cost = 0;
    for (let d = 0; d < D; d++) {
      const t = row[d] ?? OFF;
      if (t >= 0) {
        cells.push(d * S + t);
        cost += this.c.requestDelta[(e * D + d) * S + t] ?? 0;
      }
    }
    // A dropped row comes back only in a dive: in the relaxation, rows of equal worth would go and come forever.
    if (this.keys.has(key) || (this.dropped.has(key) && this.fixed.every((j) => j === -1))) return false;
    this.keys.add(key);
    this.columns.push({
      employee: e,
      cost,
      cells: Int32Array.from(cells),
      row: Int32Array.from(row),
      idle: 0,
    });
    return true;
  }

  /** A row's identity among the columns: the person and what they work each day. */
  private keyOf(e: number, row: Int32Array): string {
    let key = `${e}:`;
    for (let d = 0; d < this.c.D; d++) {
      const t = row[d] ?? OFF;
      key += t >= 0 ? String.fromCharCode(65 + t) : '.';
    }
    return key;
  }

  /**
   * The first rows: per person their cheapest by requests alone, and one that works as much as the cover wants,
   * pausing after each (a person's year can take a second to price, and the run reports while it works).
   * `none`: some person has no row that keeps the hard constraints (no roster exists); `late`: `timeLeftMs` ran
   * out first (a long horizon with many people: pricing them all twice would leave the rounds no time).
   */
  *initialising(timeLeftMs: () => number): Generator<void, 'ok' | 'none' | 'late'> {
    if (this.initialised) return 'ok';
    const c = this.c;
    const { E, D, S } = c;
    for (const wanted of [false, true]) {
      for (let e = 0; e < E; e++) {
        const left = timeLeftMs();
        if (left <= 0) return 'late';
        for (let k = 0; k < D * S; k++) this.duals[k] = wanted ? (c.weightUnder[k] ?? 0) : 0;
        const found = this.priceRow(e);
        this.firstRowMs.push(left - timeLeftMs());
        if (!found) return 'none';
        this.add(e, this.rowOut);
        // From the first few rows on: what all of them would take at the median row so far, known early, not at
        // the deadline. The median, as the very first rows run before the JIT has compiled the path (on instance 14
        // the first alone took longer than 63 rows could; on 13 the first four took 40 ms each, the rest 4 ms).
        const priced = (wanted ? E : 0) + e + 1;
        if (
          priced >= Math.min(E, FIRST_ROWS_TIMED) &&
          this.medianFirstRowMs() * (2 * E - priced) > timeLeftMs()
        )
          return 'late';
        yield;
      }
    }
    this.initialised = true;
    return 'ok';
  }

  /**
   * The median time the first rows took to price, one person's row: unlike their mean, not lifted by the first few
   * rows that run before the JIT has compiled the path (up to 6 times as long on instance 14).
   */
  medianFirstRowMs(): number {
    const sorted = [...this.firstRowMs].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  }

  /**
   * Solves the relaxation and prices new rows until none prices out or `timeLeftMs` runs out. Returns false when
   * some person has no row that keeps the hard constraints (no roster exists). Pauses after each linear solve and
   * each person priced, like `initialising`. `maxRounds`: at most so many rounds (a dive behind its time).
   */
  *relaxing(timeLeftMs: () => number, maxRounds = Number.POSITIVE_INFINITY): Generator<void, Relaxation> {
    const { firstOrderOnly } = this;
    const c = this.c;
    const { E, D, S } = c;
    if ((yield* this.initialising(timeLeftMs)) === 'none')
      return {
        lowerBound: Number.NEGATIVE_INFINITY,
        rounds: 0,
        ok: false,
        converged: false,
        value: Number.NaN,
      };
    let rounds = 0;
    let lowerBound = Number.NEGATIVE_INFINITY;
    // Three kinds of duals, each while it pays (docs/planner.md, "A first-order master"): the first-order master's
    // come from a warm start in a fraction of a linear solve's time and are smoothed (the volume algorithm's
    // average); then HiGHS's central duals, from the middle of the optimal face, which price rows that serve the
    // face as a whole; once its value stops falling they keep finding rows of equal worth (a degenerate face), and
    // a vertex's duals finish the relaxation.
    let duals: 'first-order' | 'central' | 'vertex' = 'first-order';
    let stalledRounds = 0;
    let vertexStalled = 0;
    let lastValue = Number.POSITIVE_INFINITY;
    let value = Number.NaN;
    while (timeLeftMs() > 0 && rounds < maxRounds) {
      rounds++;
      if (this.fixed.every((j) => j === -1)) this.dropIdle();
      const roundDuals = duals;
      const leftBeforeMaster = timeLeftMs();
      const solution =
        roundDuals === 'first-order'
          ? this.solveFirstOrder()
          : this.lp.solve(this.model(false), {
              timeLimitSeconds: Math.max(1, timeLeftMs() / 1000),
              central: roundDuals === 'central',
            });
      this.masterMs += leftBeforeMaster - timeLeftMs();
      const stalled = lastValue - solution.objective < STALLED * Math.max(1, Math.abs(solution.objective));
      stalledRounds = stalled ? stalledRounds + 1 : 0;
      // The first-order value moves by its method's error too: only rounds in a row without a fall end it.
      if (roundDuals === 'central' && stalled) duals = 'vertex';
      const firstOrderStalled = roundDuals === 'first-order' && stalledRounds >= FIRST_ORDER_STALLED_ROUNDS;
      if (firstOrderStalled) duals = 'central';
      lastValue = solution.objective;
      yield;
      if (solution.status !== 'Optimal') break;
      this.values = solution.values;
      this.columns.forEach((column, j) => {
        column.idle = (solution.values.get(`x${j}`) ?? 0) > IDLE_VALUE ? 0 : column.idle + 1;
      });
      for (let k = 0; k < D * S; k++) this.duals[k] = solution.duals[E + k] ?? 0;
      let added = 0;
      const whole = this.fixed.every((j) => j === -1);
      // A dive's step fixes rows from the first-order values (averaged choices) once they stop falling: a linear
      // solve there took a dive's time (instance 12: 22 rounds, 5.7 s, for one step), and the dives from first-order
      // steps reached 12's and 14's optimum where the vertex's had ended 20 % and 17 % above it.
      if (firstOrderStalled && (!whole || firstOrderOnly))
        return { lowerBound, rounds, ok: true, converged: true, value: c.requestBase + solution.objective };
      // Without exact pricing no round can prove a bound, and a vertex's value that no longer falls only trades rows of
      // equal worth (instance 15: eleven rounds, 10 s, at 3,834.3).
      vertexStalled = roundDuals === 'vertex' && stalled ? vertexStalled + 1 : 0;
      if (vertexStalled >= VERTEX_STALLED_ROUNDS && lowerBound === Number.NEGATIVE_INFINITY)
        return { lowerBound, rounds, ok: true, converged: true, value: c.requestBase + solution.objective };
      // The bound is taken only from a relaxation without a dive's fixings, where every person is priced.
      let exact = whole;
      let lagrangian = this.coverTerm();
      const open: number[] = [];
      for (let e = 0; e < E; e++) if (this.fixed[e] === -1) open.push(e);
      const size = this.batchSize();
      for (let from = 0; from < open.length; from += size) {
        if (timeLeftMs() <= 0) {
          exact = false;
          break;
        }
        const people = open.slice(from, from + size);
        // More rows of other workloads from the same pricing, while the relaxation has no fixings (in a dive they
        // only make each solve slower).
        this.priceBatch(people, whole);
        people.forEach((e, slot) => {
          const { info, rows } = this.batch;
          if (info[slot * 3] !== 1) return;
          exact &&= info[slot * 3 + 1] === 1;
          const rowAt = (k: number) =>
            rows.subarray(
              (slot * (1 + ALTERNATIVE_ROWS) + k) * D,
              (slot * (1 + ALTERNATIVE_ROWS) + k + 1) * D,
            );
          const cost = this.costFor(e, rowAt(0));
          lagrangian += cost;
          const reduced = cost - (solution.duals[e] ?? 0);
          if (reduced >= -REDUCED_COST_EPS) return;
          if (this.add(e, rowAt(0))) added++;
          if (!whole) return;
          for (let k = 1; k <= (info[slot * 3 + 2] ?? 0); k++) {
            const row = rowAt(k);
            if (this.costFor(e, row) - (solution.duals[e] ?? 0) < -REDUCED_COST_EPS && this.add(e, row))
              added++;
          }
        });
        yield;
      }
      if (exact) {
        const bound = c.requestBase + lagrangian;
        // Summing a few thousand terms in floating point: never let rounding lift the bound to the next whole number.
        const margin = 1e-9 * Math.max(1, Math.abs(bound)) * (E + D * S);
        lowerBound = Math.max(lowerBound, this.integral ? Math.ceil(bound - margin) : bound - margin);
        this.provenBound = Math.max(this.provenBound, lowerBound);
      }
      // No row prices out, or the bound already meets the relaxation's value (rounded up when costs are whole):
      // more rounds could not raise it, only trade columns of equal worth (a degenerate master's tail).
      const linearValue = c.requestBase + solution.objective;
      value = linearValue;
      const met = this.integral
        ? lowerBound >= Math.ceil(linearValue - 1e-6)
        : lowerBound >= linearValue - 1e-6 * Math.max(1, Math.abs(linearValue));
      // The first-order value is a lower bound on the master's only: a linear solve confirms the relaxation's end
      // (a dive's step ends on it, above).
      if ((added === 0 || met) && roundDuals === 'first-order' && whole && !firstOrderOnly) duals = 'central';
      else if (added === 0 || met) return { lowerBound, rounds, ok: true, converged: true, value };
    }
    return { lowerBound, rounds, ok: true, converged: false, value };
  }

  /**
   * The master over the columns by the volume algorithm, from the last round's cover duals; a person a dive has
   * fixed keeps only the fixed column.
   */
  private solveFirstOrder(): LinearSolution {
    const pool: Column[] = [];
    const indices: number[] = [];
    this.columns.forEach((column, j) => {
      const pinned = this.fixed[column.employee] ?? -1;
      if (pinned === -1 ? this.tabu.has(j) : pinned !== j) return;
      pool.push(column);
      indices.push(j);
    });
    const solved = solveByVolume(this.c, pool, this.duals);
    const values = new Map<string, number>();
    solved.values.forEach((value, i) => {
      if (value > 0) values.set(`x${indices[i] ?? -1}`, value);
    });
    return {
      status: 'Optimal',
      objective: solved.lower,
      values,
      duals: [...solved.convexity, ...solved.duals],
    };
  }

  /** Drops the columns idle for `IDLE_ROUNDS` solves (only while no column is fixed: fixings name columns by index). */
  private dropIdle(): void {
    if (!this.columns.some((column) => column.idle >= IDLE_ROUNDS)) return;
    this.columns = this.columns.filter((column) => {
      if (column.idle < IDLE_ROUNDS) return true;
      const key = this.keyOf(column.employee, column.row);
      this.keys.delete(key);
      this.dropped.add(key);
      return false;
    });
  }

  /**
   * A dive: solve the relaxation, fix every person whose row is (almost) chosen whole, or else the row with the
   * largest value (among the last people, the one of a few that leaves the relaxation lowest: `lookingAhead`), price
   * again, and go on until everyone has a row. When the time left would not last for one person a step at the pace of
   * the last step (a large instance: each step's relaxation takes several rounds), each step prices a few rounds only
   * and fixes as many of the first people's largest-valued rows as the time needs (`diveBatch`). A dive that goes
   * back (`goingBack`) does so until `backLeftMs` runs out, or without it in `DIVE_BACK_SHARE` of its own time.
   * Returns the roster (when the time runs out, the rows fixed so far and the rest rounded), or null when a fixed
   * choice leaves no way on. The dive's fixings are undone afterwards.
   */
  *diving(timeLeftMs: () => number, backLeftMs?: () => number): Generator<void, Int32Array | null> {
    try {
      const trail: TailStep[] = [];
      if (!this.goesBack) return yield* this.diveSteps(timeLeftMs, trail, { fromStart: true });
      const keptMs = backLeftMs ? 0 : DIVE_BACK_SHARE * timeLeftMs();
      const first = yield* this.diveSteps(() => timeLeftMs() - keptMs, trail, { fromStart: true });
      return first && (yield* this.goingBack(backLeftMs ?? timeLeftMs, trail, first));
    } finally {
      this.fixed.fill(-1);
      this.tabu.clear();
    }
  }

  /**
   * A dive in a hurry from a relaxation that ran out of its time (docs/planner.md, "A hurried dive's last people
   * annealed"): from its first step, each step prices `DIVE_ROUNDS_BEHIND` rounds and fixes as many rows as the time
   * needs, and it stops once at most `open` people are left open. Returns the roster (the rows fixed, and each open
   * person's largest-valued row) with the people left open, or null when a fixed choice leaves no way on. Its fixings
   * are undone afterwards.
   */
  *divingToOpen(
    timeLeftMs: () => number,
    open: number,
  ): Generator<void, { roster: Int32Array; open: number[] } | null> {
    try {
      const roster = yield* this.diveSteps(timeLeftMs, [], {
        fromStart: true,
        hurried: true,
        leaveOpen: open,
      });
      if (!roster) return null;
      const left: number[] = [];
      this.fixed.forEach((column, e) => {
        if (column === -1) left.push(e);
      });
      return { roster, open: left };
    } finally {
      this.fixed.fill(-1);
    }
  }

  /**
   * The dive's steps from the people fixed so far until everyone has a row (`diving`). `trail` gets each step among
   * the last `DIVE_TAIL_PEOPLE`: what was fixed before it, the relaxation's value, and the row it fixed by value or
   * look-ahead alone (-1 when it fixed rows chosen whole or several). `fromStart`: the first step solves the whole
   * relaxation again and does not judge the pace. `hurried`: behind from the first step. `leaveOpen`: the steps end
   * once at most so many people are open, the rest rounded.
   */
  private *diveSteps(
    timeLeftMs: () => number,
    trail: TailStep[],
    options: { fromStart: boolean; hurried?: boolean; leaveOpen?: number },
  ): Generator<void, Int32Array | null> {
    const c = this.c;
    let leftBefore = timeLeftMs();
    let stepFrom = leftBefore;
    let firstStep = options.fromStart;
    let behind = options.hurried === true;
    let masterBefore = this.masterMs;
    for (;;) {
      const relaxed = yield* this.relaxing(
        timeLeftMs,
        behind ? DIVE_ROUNDS_BEHIND : Number.POSITIVE_INFINITY,
      );
      const left = timeLeftMs();
      if (!relaxed.ok) return null;
      // Out of time: the rows fixed so far, and the rest rounded (a roster that keeps every hard constraint).
      if (left <= 0) return this.rounded();
      const lastStep = leftBefore - left;
      leftBefore = left;
      const stepMaster = this.masterMs - masterBefore;
      masterBefore = this.masterMs;
      // Each person's largest-valued row: the whole ones are fixed at once, the rest by value as time needs.
      const best = new Map([...this.largestValued()].filter(([, { value }]) => value > 0));
      const open = best.size;
      // Would one row a step, each step DIVE_ROUNDS_BEHIND rounds (a master's solve and the people still open
      // priced, each timed on the last step), fit into the time left? If not, each step prices so many rounds only,
      // and fixes as many rows as the time needs: among the first people, whose fixings cost the relaxation little,
      // so that the last ones keep a step each (instance 15, hurried with 21 open: 3,843 to 4,018 with five rows
      // fixed at once). The first step, which solves the whole relaxation again with its linear solves, does not
      // judge.
      const pace: DivePace = {
        masterMs: stepMaster / Math.max(1, relaxed.rounds),
        personMs: Math.max(0, lastStep - stepMaster) / Math.max(1, relaxed.rounds * open),
        leftPerRound: left / DIVE_ROUNDS_BEHIND,
      };
      behind ||= !firstStep && stepsMs(pace, open, 1) > pace.leftPerRound;
      firstStep = false;
      const batch = behind ? diveBatch(pace, open) : 1;
      const ranked = [...best.entries()].sort((a, b) => b[1].value - a[1].value);
      if (ranked.length === 0) return null;
      if (open <= (options.leaveOpen ?? 0)) return this.rounded();
      const before = open <= DIVE_TAIL_PEOPLE ? this.fixed.slice() : null;
      // The last people, none of them with a row chosen whole: look ahead, as far as the time allows.
      const candidates = affordable(pace, open, this.firstOrderOnly ? MASTER_LEFT_SHARE : 1);
      const pick =
        open <= DIVE_TAIL_PEOPLE && (ranked[0]?.[1].value ?? 1) <= 0.99 && candidates >= 2
          ? yield* this.lookingAhead(timeLeftMs, candidates)
          : null;
      let byValue = -1;
      if (pick) {
        this.fixed[pick.employee] = pick.column;
        byValue = pick.column;
        // The next step's time is its own relaxation's, the candidates' left out (it paces the look-ahead).
        leftBefore = timeLeftMs();
        masterBefore = this.masterMs;
      } else {
        const fixing = ranked.filter(([, { value }], rank) => value > 0.99 || rank < batch);
        for (const [employee, { column }] of fixing) this.fixed[employee] = column;
        const only = fixing.length === 1 ? fixing[0]?.[1] : undefined;
        if (only && only.value <= 0.99) byValue = only.column;
      }
      const now = timeLeftMs();
      if (before) trail.push({ fixed: before, value: relaxed.value, column: byValue, ms: stepFrom - now });
      stepFrom = now;
      if (this.fixed.every((j) => j !== -1)) {
        const x = new Int32Array(c.E * c.D);
        this.fixed.forEach((j, e) => x.set(this.columns[j]?.row ?? [], e * c.D));
        return x;
      }
    }
  }

  /**
   * A dive going back (docs/planner.md, "A dive goes back"): from the step among the last people whose row, fixed by
   * value or look-ahead, raised the relaxation's value most (the last step's up to the roster's objective), with
   * that row kept out of the master, the dive goes on again; as long as the time left lasts for about half of the
   * steps to do again at the first pass's pace, at most `DIVE_BACK_TRIES` times, and not once its best roster meets
   * the relaxation's value where the last people began. Returns the best roster of its passes.
   */
  private *goingBack(
    timeLeftMs: () => number,
    trail: TailStep[],
    first: Int32Array,
  ): Generator<void, Int32Array> {
    let best = first;
    let bestObjective = evaluate(this.c, first).objective;
    let lastObjective = bestObjective;
    this.lastDive = { passes: 1, firstObjective: bestObjective };
    // Nothing to go back for once the roster meets the relaxation's value where the last people began.
    const floor = trail[0]?.value ?? Number.POSITIVE_INFINITY;
    const reached = () => bestObjective <= (this.integral ? Math.ceil(floor - 1e-6) : floor + 1e-6);
    for (let tries = 0; tries < DIVE_BACK_TRIES && !reached(); tries++) {
      let worst = -1;
      let rise = 0;
      trail.forEach((step, i) => {
        if (step.column === -1 || this.tabu.has(step.column)) return;
        const after = trail[i + 1]?.value ?? lastObjective;
        if (after - step.value > rise) {
          rise = after - step.value;
          worst = i;
        }
      });
      const step = trail[worst];
      if (!step) break;
      const stepsMsAgain = trail.slice(worst).reduce((sum, { ms }) => sum + ms, 0);
      if (timeLeftMs() < DIVE_BACK_FIT * stepsMsAgain) break;
      this.tabu.add(step.column);
      this.fixed.set(step.fixed);
      trail.length = worst;
      const again = yield* this.diveSteps(timeLeftMs, trail, { fromStart: false });
      this.lastDive.passes++;
      if (!again) break;
      lastObjective = evaluate(this.c, again).objective;
      if (lastObjective < bestObjective) {
        best = again;
        bestObjective = lastObjective;
      }
    }
    return best;
  }

  /**
   * Of the `count` largest-valued rows of the people still open (two may be one person's), the one whose fixing leaves
   * the relaxation lowest after `DIVE_TAIL_ROUNDS` rounds; null when no open person has a valued row.
   */
  private *lookingAhead(
    timeLeftMs: () => number,
    count: number,
  ): Generator<void, { employee: number; column: number } | null> {
    const candidates: { employee: number; column: number; value: number }[] = [];
    this.columns.forEach((column, j) => {
      const value = this.values.get(`x${j}`) ?? 0;
      if (this.fixed[column.employee] === -1 && value > 0)
        candidates.push({ employee: column.employee, column: j, value });
    });
    candidates.sort((a, b) => b.value - a.value);
    const tried = candidates.slice(0, count);
    let pick = tried[0] ?? null;
    let lowest = Number.POSITIVE_INFINITY;
    // Each candidate's rounds start from the same duals: warm-started from the last candidate's, a later one's value
    // would have had more iterations to fall.
    const duals = this.duals.slice();
    for (const candidate of tried) {
      this.duals.set(duals);
      this.fixed[candidate.employee] = candidate.column;
      const relaxed = yield* this.relaxing(timeLeftMs, DIVE_TAIL_ROUNDS);
      this.fixed[candidate.employee] = -1;
      // Another candidate than the largest-valued only when it is clearly lower (the first-order values' error).
      if (relaxed.ok && relaxed.value < lowest - STALLED * Math.max(1, Math.abs(relaxed.value))) {
        lowest = relaxed.value;
        pick = candidate;
      }
    }
    this.duals.set(duals);
    return pick;
  }

  /** The rows the last relaxation's solution uses (a value above `IDLE_VALUE`), each with its person and value. */
  usedRows(): { employee: number; row: Int32Array; value: number }[] {
    const used: { employee: number; row: Int32Array; value: number }[] = [];
    this.columns.forEach((column, j) => {
      const value = this.values.get(`x${j}`) ?? 0;
      if (value > IDLE_VALUE) used.push({ employee: column.employee, row: column.row, value });
    });
    return used;
  }

  /**
   * The last relaxation rounded: each person's row of the largest value in its solution, or the row a dive has fixed
   * for them (a roster that keeps every hard constraint; the annealer polishes its cover). Null before a relaxation.
   */
  rounded(): Int32Array | null {
    const c = this.c;
    if (this.values.size === 0) return null;
    const best = this.largestValued();
    this.fixed.forEach((column, e) => {
      if (column !== -1) best.set(e, { column, value: 1 });
    });
    if (best.size < c.E) return null;
    const x = new Int32Array(c.E * c.D);
    best.forEach(({ column }, e) => x.set(this.columns[column]?.row ?? [], e * c.D));
    return x;
  }

  /**
   * Per person a dive has not fixed, their column of the largest value in the last solution (the first of equal
   * ones; an unused column has the value 0).
   */
  private largestValued(): Map<number, { column: number; value: number }> {
    const best = new Map<number, { column: number; value: number }>();
    this.columns.forEach((column, j) => {
      if (this.fixed[column.employee] !== -1) return;
      const value = this.values.get(`x${j}`) ?? 0;
      const known = best.get(column.employee);
      if (known === undefined || value > known.value) best.set(column.employee, { column: j, value });
    });
    return best;
  }

  /** The integer master over every column found: the best combination of whole rows within the time limit. */
  integer(timeLimitMs: number): Int32Array | null {
    const c = this.c;
    const solution = this.lp.solve(this.model(true), { timeLimitSeconds: Math.max(0.5, timeLimitMs / 1000) });
    if (solution.values.size === 0) return null;
    const x = new Int32Array(c.E * c.D);
    const chosen = new Uint8Array(c.E);
    this.columns.forEach((column, j) => {
      if ((solution.values.get(`x${j}`) ?? 0) < 0.5 || chosen[column.employee] === 1) return;
      chosen[column.employee] = 1;
      x.set(column.row, column.employee * c.D);
    });
    return chosen.every((v) => v === 1) ? x : null;
  }

  private priceRow(e: number): boolean {
    const { D, S } = this.c;
    for (let d = 0; d < D; d++) {
      for (let s = 0; s < S; s++) {
        const k = d * S + s;
        this.cellCost[k] = (this.c.requestDelta[(e * D + d) * S + s] ?? 0) - (this.duals[k] ?? 0);
      }
    }
    return this.planner.price(e, this.cellCost, this.rowOut);
  }

  /**
   * The cover rows' part of the Lagrangian bound for the current duals μ: per (day, shift), μ x requirement plus
   * the least the slack can make of it: under (0 to the requirement) at weightUnder - μ, over at weightOver + μ,
   * at most one per person (an interior solution's μ may lie a hair beyond -weightOver). From the duals alone, so
   * it holds for any duals, interior ones included.
   */
  private coverTerm(): number {
    const c = this.c;
    let term = 0;
    for (let k = 0; k < c.D * c.S; k++) {
      const mu = this.duals[k] ?? 0;
      const requirement = c.requirement[k] ?? 0;
      term += mu * requirement + requirement * Math.min(0, (c.weightUnder[k] ?? 0) - mu);
      term += c.E * Math.min(0, (c.weightOver[k] ?? 0) + mu);
    }
    return term;
  }

  /** Person e's row's cost less the cover duals (its reduced cost plus the person's dual). */
  private costFor(e: number, row: Int32Array): number {
    const { D, S } = this.c;
    let cost = 0;
    for (let d = 0; d < D; d++) {
      const t = row[d] ?? OFF;
      if (t >= 0 && t !== FIXED)
        cost += (this.c.requestDelta[(e * D + d) * S + t] ?? 0) - (this.duals[d * S + t] ?? 0);
    }
    return cost;
  }

  /** The helper's model of this problem (tests wait for it to be loaded). */
  get helperModel(): HelperModel | null {
    return this.helper?.model ?? null;
  }

  /** The threads that price rows: 2 with the helper. */
  get pricingThreads(): number {
    return this.helper ? 2 : 1;
  }

  /**
   * People priced together: one at a time alone; with the helper about `BATCH_MS` at the median first row, two a
   * thread at least.
   */
  private batchSize(): number {
    if (!this.helper) return 1;
    const rows = Math.floor(BATCH_MS / Math.max(0.01, this.medianFirstRowMs()));
    return Math.max(4, Math.min(MAX_BATCH, rows));
  }

  /** Prices `people` for the current duals into the batch's slots, on both threads when the helper is ready. */
  private priceBatch(people: number[], alternatives: boolean): void {
    const { batch, c } = this;
    batch.duals.set(this.duals);
    batch.people.set(people);
    const here = (slot: number) =>
      priceSlot(c, this.planner, batch, slot, this.cellCost, this.rowOut, alternatives);
    if (this.helper?.pricing.priceBatch(this.helper.model, people.length, alternatives, here)) return;
    for (let slot = 0; slot < people.length; slot++) here(slot);
  }

  /** The master in CPLEX LP format: one convexity row per person, then one cover row per (day, shift). */
  private model(integer: boolean): string {
    const c = this.c;
    const { E, D, S } = c;
    const objective: string[] = [];
    const term = (coefficient: number, name: string): string =>
      `${coefficient < 0 ? '-' : '+'} ${Math.abs(Number(coefficient.toFixed(6)))} ${name}`;
    const byEmployee: string[][] = Array.from({ length: E }, () => []);
    const byCell: string[][] = Array.from({ length: D * S }, () => []);
    this.columns.forEach((column, j) => {
      const pinned = this.fixed[column.employee] ?? -1;
      if (pinned === -1 ? this.tabu.has(j) : pinned !== j) return;
      const name = `x${j}`;
      objective.push(term(column.cost, name));
      byEmployee[column.employee]?.push(`+ ${name}`);
      for (const k of column.cells) byCell[k]?.push(`+ ${name}`);
    });
    const bounds: string[] = [];
    for (let k = 0; k < D * S; k++) {
      objective.push(term(c.weightUnder[k] ?? 0, `u${k}`), term(c.weightOver[k] ?? 0, `o${k}`));
      byCell[k]?.push(`+ u${k}`, `- o${k}`);
      bounds.push(` u${k} <= ${c.requirement[k] ?? 0}`);
    }
    const lines = (terms: string[]): string => {
      const out: string[] = [];
      for (let i = 0; i < terms.length; i += 12) out.push(terms.slice(i, i + 12).join(' '));
      return out.join('\n  ');
    };
    const rows: string[] = [];
    for (let e = 0; e < E; e++) rows.push(` e${e}: ${lines(byEmployee[e] ?? [])} = 1`);
    for (let k = 0; k < D * S; k++) rows.push(` k${k}: ${lines(byCell[k] ?? [])} = ${c.requirement[k] ?? 0}`);
    return [
      'Minimize',
      ` obj: ${lines(objective)}`,
      'Subject To',
      ...rows,
      'Bounds',
      ...bounds,
      ...(integer ? ['Binary', lines(this.columns.map((_, j) => `x${j}`))] : []),
      'End',
      '',
    ].join('\n');
  }
}
