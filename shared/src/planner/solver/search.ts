/**
 * Simulated annealing over whole rosters with an adaptive penalty for hard-constraint violations, intensified by
 * optimal re-plans of whole rows (row-plan.ts) and restarted when it stalls (docs/planner.md, "The solver"). Every decision comes from the seeded generator and the iteration counter; the
 * clock only stops the run, so a seed and an iteration count give one roster.
 */
import type { Compiled } from './compile';
import { FIXED, OFF } from './compile';
import { Random } from './random';
import { RowPlanner } from './row-plan';
import { State } from './state';

export interface SearchOptions {
  seed: number;
  /** Stop when this returns true (checked every 512 iterations). */
  stop: (iterations: number) => boolean;
  onImprovement?: (objective: number) => void;
  /** A roster to start from (the column generation's): restarts return to it instead of the empty roster. */
  initial?: Int32Array;
  /** A proven lower bound: a roster reaching it ends the search. */
  lowerBound?: number;
}

export interface SearchOutcome {
  roster: Int32Array;
  feasible: boolean;
  iterations: number;
}

const EPS = 1e-9;
/** One cycle in three starts warm (polishes requests), the others hot (move the cover gap); the first is warm. */
const WARM_EVERY = 3;
/** Restart from scratch when a restart's best has not improved for this many (current) cycle lengths. */
const RESTART = 2;

export function search(c: Compiled, options: SearchOptions): SearchOutcome {
  const { E, D, S } = c;
  const state = new State(c);
  const rng = new Random(options.seed);
  const best = new Int32Array(state.x);
  let bestFeasible = state.totalV === 0;
  let bestObjective = state.objective();
  let bestV = state.totalV;
  // Feasibility first: a high penalty until the hard constraints hold, then it may sink to one missing person, so
  // the walk may pass through a roster a shift short of a minimum on its way to a better cover.
  let lambda = 5000;
  const lambdaMin = 100;
  const lambdaMax = 1e6;
  const lambdaUp = 1.02;
  // Annealing cycles of growing length (each from the best roster): short runs still cool down once.
  let cycle = Math.max(300_000, E * D * Math.max(1, S) * 200);
  const growth = 1.5;
  let cycleStart = 0;
  // Warm: the scale of request weights (1-3) and cover-over (1). Hot: a missing person (100) is risked now and then,
  // which tight instances (every shift counted, weekends limited) need to move where the cover gap lies.
  const hot = 15;
  const warm = 3;
  let t0 = warm;
  let cycleIndex = 0;
  const t1 = 0.2;
  const maxBlock = Math.min(7, D);
  let iterations = 0;
  let temperature = t0;
  let objective = bestObjective;

  // The best roster of the current restart: cycles reheat from it, so a restart explores on its own.
  const runBest = new Int32Array(state.x);
  let runBestObjective = Number.POSITIVE_INFINITY;
  let runImprovedAt = 0;
  const initialCycle = cycle;

  const record = (): void => {
    const v = state.totalV;
    if (v === 0 && objective < runBestObjective - EPS) {
      runBest.set(state.x);
      runBestObjective = objective;
      runImprovedAt = iterations;
    }
    if (
      v === 0
        ? !bestFeasible || objective < bestObjective - EPS
        : !bestFeasible && (v < bestV || (v === bestV && objective < bestObjective - EPS))
    ) {
      best.set(state.x);
      bestObjective = objective;
      bestV = v;
      if (v === 0) {
        bestFeasible = true;
        options.onImprovement?.(objective);
      }
    }
  };

  // Moves: returns the rows touched (e1, e2 or -1) via these, or false when the move does not apply.
  let r1 = -1;
  let r2 = -1;

  const change = (): boolean => {
    const e = rng.int(E);
    const d = rng.int(D);
    const cur = state.x[e * D + d] ?? OFF;
    if (cur === FIXED) return false;
    const v = rng.int(S + 1) - 1;
    if (v === cur || !state.allows(e, d, v)) return false;
    state.set(e, d, v, true);
    r1 = e;
    r2 = -1;
    return true;
  };

  const swap = (length: number): boolean => {
    const e1 = rng.int(E);
    const e2 = rng.int(E);
    if (e1 === e2) return false;
    const start = rng.int(D - length + 1);
    let differs = false;
    for (let d = start; d < start + length; d++) {
      const a = state.x[e1 * D + d] ?? OFF;
      const b = state.x[e2 * D + d] ?? OFF;
      if (a === FIXED || b === FIXED || !state.allows(e1, d, b) || !state.allows(e2, d, a)) return false;
      if (a !== b) differs = true;
    }
    if (!differs) return false;
    for (let d = start; d < start + length; d++) {
      const a = state.x[e1 * D + d] ?? OFF;
      const b = state.x[e2 * D + d] ?? OFF;
      state.set(e1, d, b, true);
      state.set(e2, d, a, true);
    }
    r1 = e1;
    r2 = e2;
    return true;
  };

  /**
   * Swaps two separate days between two people: the cover stays, and each keeps their number of shifts and
   * (with equally long shifts) their minutes, which single swaps break (A gives B a shift on one day, takes one
   * back on another).
   */
  const swapTwoDays = (): boolean => {
    const e1 = rng.int(E);
    const e2 = rng.int(E);
    if (e1 === e2) return false;
    const d1 = rng.int(D);
    const d2 = rng.int(D);
    if (d1 === d2) return false;
    for (const d of [d1, d2]) {
      const a = state.x[e1 * D + d] ?? OFF;
      const b = state.x[e2 * D + d] ?? OFF;
      if (a === b || a === FIXED || b === FIXED || !state.allows(e1, d, b) || !state.allows(e2, d, a))
        return false;
    }
    for (const d of [d1, d2]) {
      const a = state.x[e1 * D + d] ?? OFF;
      const b = state.x[e2 * D + d] ?? OFF;
      state.set(e1, d, b, true);
      state.set(e2, d, a, true);
    }
    r1 = e1;
    r2 = e2;
    return true;
  };

  const fill = (length: number): boolean => {
    const e = rng.int(E);
    const start = rng.int(D - length + 1);
    const v = rng.int(S + 1) - 1;
    let differs = false;
    for (let d = start; d < start + length; d++) {
      const cur = state.x[e * D + d] ?? OFF;
      if (cur === FIXED || !state.allows(e, d, v)) return false;
      if (cur !== v) differs = true;
    }
    if (!differs) return false;
    for (let d = start; d < start + length; d++) state.set(e, d, v, true);
    r1 = e;
    r2 = -1;
    return true;
  };

  /** Exchanges two equally long blocks of one person's days (moves a weekend's work into the week; keeps totals). */
  const exchange = (length: number): boolean => {
    const e = rng.int(E);
    const d1 = rng.int(D - length + 1);
    const d2 = rng.int(D - length + 1);
    if (Math.abs(d1 - d2) < length) return false;
    let differs = false;
    for (let k = 0; k < length; k++) {
      const a = state.x[e * D + d1 + k] ?? OFF;
      const b = state.x[e * D + d2 + k] ?? OFF;
      if (a === FIXED || b === FIXED || !state.allows(e, d1 + k, b) || !state.allows(e, d2 + k, a))
        return false;
      if (a !== b) differs = true;
    }
    if (!differs) return false;
    for (let k = 0; k < length; k++) {
      const a = state.x[e * D + d1 + k] ?? OFF;
      const b = state.x[e * D + d2 + k] ?? OFF;
      state.set(e, d1 + k, b, true);
      state.set(e, d2 + k, a, true);
    }
    r1 = e;
    r2 = -1;
    return true;
  };

  const planner = new RowPlanner(c);
  const order = Int32Array.from({ length: E }, (_, e) => e);
  /**
   * Re-plans whole rows optimally (one person at a time, the others fixed) in random order until a full sweep
   * gains nothing: the local optimum of the annealer's neighbourhood is rarely one of this larger one.
   */
  const intensify = (): boolean => {
    for (let sweep = 0; sweep < 50; sweep++) {
      for (let i = E - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        const t = order[i] ?? 0;
        order[i] = order[j] ?? 0;
        order[j] = t;
      }
      let gained = false;
      for (let i = 0; i < E; i++) {
        if (planner.improve(state, order[i] ?? 0) > 0) {
          gained = true;
          objective = state.objective();
          record();
        }
        if (options.stop(iterations)) return true;
      }
      if (!gained) break;
    }
    return false;
  };

  // Nothing any move could change (no allowed cell): the starting roster is the answer.
  let stopped = c.allowed.indexOf(1) === -1;
  const initial = options.initial ?? null;
  const lowerBound = options.lowerBound ?? 0;
  // Construction: every row at its best given the others, from the given or the empty roster.
  if (!stopped) {
    state.load(initial);
    objective = state.objective();
    record();
    stopped = intensify();
  }
  while (!stopped) {
    for (let inner = 0; inner < 512; inner++) {
      iterations++;
      if (iterations - cycleStart >= cycle) {
        cycleStart = iterations;
        cycle = Math.floor(cycle * growth);
        cycleIndex++;
        t0 = cycleIndex % WARM_EVERY === 0 ? warm : hot;
        if (intensify()) break;
        if (runBestObjective < Number.POSITIVE_INFINITY && iterations - runImprovedAt > RESTART * cycle) {
          // Stuck: start again (a new construction, a new penalty, short cycles again).
          state.load(initial);
          objective = state.objective();
          runBestObjective = Number.POSITIVE_INFINITY;
          runImprovedAt = iterations;
          lambda = 5000;
          cycle = initialCycle;
          if (intensify()) break;
        } else if (runBestObjective < Number.POSITIVE_INFINITY) {
          // Reheat from this restart's best roster (its neighbourhood is where the next improvement is likeliest).
          state.load(runBest);
          objective = state.objective();
        }
      }
      temperature = t0 * Math.pow(t1 / t0, (iterations - cycleStart) / cycle);
      const kind = rng.int(100);
      state.undoLength = 0;
      let applied: boolean;
      if (kind < 35) applied = change();
      else if (kind < 60) applied = swap(1);
      else if (kind < 75) applied = swap(2 + rng.int(maxBlock - 1));
      else if (kind < 85) applied = fill(1 + rng.int(maxBlock));
      else if (kind < 92) applied = swapTwoDays();
      else applied = exchange(1 + rng.int(Math.min(3, D >> 1)));
      if (!applied) {
        state.undo();
        continue;
      }
      const before = state.totalV;
      state.rescore(r1);
      if (r2 >= 0) state.rescore(r2);
      const next = state.objective();
      const delta = next - objective + lambda * (state.totalV - before);
      if (delta <= 0 || rng.float() < Math.exp(-delta / temperature)) {
        objective = next;
        if (state.totalV <= bestV || state.totalV === 0) record();
      } else {
        state.undo();
        state.rescore(r1);
        if (r2 >= 0) state.rescore(r2);
      }
    }
    // The penalty follows the search: up while it sits on broken constraints, down while it is feasible.
    lambda = state.totalV > 0 ? Math.min(lambdaMax, lambda * lambdaUp) : Math.max(lambdaMin, lambda * 0.995);
    // Every term of the objective is at least 0: a feasible roster at 0 cannot be beaten.
    stopped = options.stop(iterations) || (bestFeasible && bestObjective <= Math.max(lowerBound, 0) + EPS);
  }
  return { roster: best, feasible: bestFeasible, iterations };
}
