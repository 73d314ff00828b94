/**
 * The intensifier: re-plans ONE person's whole row optimally while everyone else stays as they are
 * (docs/planner.md, "The solver"). With the other rows fixed, the cost of the person working shift s on day d is
 * known exactly (their request delta plus the cover change: -weightUnder while the slot is short, +weightOver
 * once it is full), so their best row is a shortest path over days whose state carries everything the row's hard
 * constraints need: what the previous day was (off, or which class of shift: types of equal length after which the
 * same types are forbidden are one class, the type chosen kept aside), the length of the current run (of work or
 * of rest), the weekends worked so far and the minutes so far. Only the per-type maximum is left out of the state
 * (it would multiply it by the counts); it is priced by Lagrangian penalties raised until the row keeps it.
 * Every row it returns is checked against `rowViolations` before it is used.
 */
import { type Compiled, FIXED, OFF, UNKNOWN_TYPE } from './compile';
import { minuteUnit, rowViolations } from './evaluate';
import type { HandOvers } from './hand-over';
import type { State } from './state';

const INF = Number.POSITIVE_INFINITY;
/**
 * Above this many states per day the minutes are counted only in a corridor around an even pace through the
 * horizon (the row is still exact, but not provably the cheapest). The annealer's intensifier runs often and
 * keeps it small; the column generation's pricing wants exact rows.
 */
const MAX_STATES_PER_DAY = 40_000;
/**
 * Horizons longer than this many days get proportionally fewer states a day, so that re-planning a row of half a
 * year costs about what one of eight weeks does.
 */
const FULL_STATES_DAYS = 56;
/** The fewest minute states of a corridor. */
const MIN_CORRIDOR = 16;
/** The weekend counts a weekend corridor tells apart. */
const WEEKEND_CORRIDOR = 8;

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y > 0) [x, y] = [y, x % y];
  return x;
}

export class RowPlanner {
  private readonly c: Compiled;
  private readonly counts: Int32Array;
  private readonly unit: number;
  private readonly cost: Float64Array; // [D * S] the person's marginal cost of each (day, shift)
  private readonly penalty: Float64Array; // [S] Lagrangian price of a shift type (its maximum)
  private readonly tracked: Uint8Array; // [S] 1: the type's count is part of the state
  private readonly stride: Int32Array; // [S] the tracked type's place in the count code (0: untracked)
  private readonly radix: Int32Array; // [S] its count's states (maximum + 1)
  private readonly row: Int32Array; // the whole roster's copy with the candidate row written in
  private readonly saved: Int32Array; // [D] the row before, to put back
  /**
   * The values of the states of one day and of the next. Outside a shortest path both hold Infinity everywhere but
   * at the states marked in `endReached` (the last path's final states, which `alternatives` reads).
   */
  private cur = new Float64Array(0);
  private next = new Float64Array(0);
  /** One bit per state of a day, set when the state is reached: a day's loop visits only those (docs/planner.md). */
  private curReached = new Uint32Array(0);
  private nextReached = new Uint32Array(0);
  /** The values the last shortest path ended in, and its bits of the states reached there. */
  private endValues = new Float64Array(0);
  private endReached = new Uint32Array(0);
  private back = new Int32Array(0);
  /** [D * N] the shift type chosen on the way into each state (OFF: none), beside `back`. */
  private pick = new Int16Array(0);
  /** [S * S] 1: the two types leave the same state behind (same minutes, same successors forbidden). */
  private readonly twin: Uint8Array;
  /** [S] each type's class in the last shortest path (types of one class share the "last shift" state). */
  private readonly klass: Int32Array;
  /** [S] a class's first type. */
  private readonly firstOf: Int32Array;
  /** The last shortest path's end: its values per final state and the shape to read a state back with. */
  private end = { values: new Float64Array(0), states: 0, minutes: 1, fewestMinutes: 0, chosen: 0 };
  /** The minute step: the gcd of the shift lengths (and fixed days), so every sum is exact. */
  private readonly step: number;
  /** [D + 1] the corridor's lowest minute total before each day (all 0 without a corridor). */
  private readonly low: Int32Array;
  /** [D + 1] the most minutes the days from each day on can add. */
  private readonly restMax: Float64Array;
  /** [D + 1] the weekend corridor's lowest count before each day (all 0 without one). */
  private readonly lowWeekends: Int32Array;

  private readonly maxStates: number;
  /**
   * What `improve` adds to a row's cost per weekend worked on one day of two and per weekend worked on both (the
   * annealer's weights where weekends are scarce, search.ts); 0 by default. Pricing never adds them.
   */
  halfWeekendCost = 0;
  wholeWeekendCost = 0;
  /** One-step chains `improve` prices and makes (hand-over.ts); none by default. */
  handOvers: HandOvers | null = null;
  /** The weekends' costs of the shortest path under way: those above while improving, 0 while pricing. */
  private halfCostNow = 0;
  private wholeCostNow = 0;
  /** Whether the last `price` or `improve` answered without a minute corridor or priced maxima. */
  exact = true;

  constructor(c: Compiled, maxStatesPerDay = MAX_STATES_PER_DAY) {
    this.c = c;
    this.maxStates = Math.floor(maxStatesPerDay * Math.min(1, FULL_STATES_DAYS / Math.max(1, c.D)));
    this.counts = new Int32Array(Math.max(1, c.S));
    this.unit = minuteUnit(c);
    this.cost = new Float64Array(c.D * c.S);
    this.penalty = new Float64Array(c.S);
    this.tracked = new Uint8Array(c.S);
    this.stride = new Int32Array(c.S);
    this.radix = new Int32Array(c.S);
    this.row = new Int32Array(c.E * c.D);
    this.saved = new Int32Array(c.D);
    let g = 0;
    for (let s = 0; s < c.S; s++) g = gcd(g, c.minutes[s] ?? 0);
    for (let i = 0; i < c.fixedMinutes.length; i++) g = gcd(g, c.fixedMinutes[i] ?? 0);
    this.step = Math.max(1, g);
    this.low = new Int32Array(c.D + 1);
    this.lowWeekends = new Int32Array(c.D + 1);
    this.restMax = new Float64Array(c.D + 1);
    this.klass = new Int32Array(c.S);
    this.firstOf = new Int32Array(c.S);
    this.twin = new Uint8Array(c.S * c.S);
    for (let s = 0; s < c.S; s++) {
      for (let t = 0; t < c.S; t++) {
        let same = c.minutes[s] === c.minutes[t];
        for (let u = 0; same && u < c.S; u++)
          same = c.cannotFollow[s * c.S + u] === c.cannotFollow[t * c.S + u];
        this.twin[s * c.S + t] = same ? 1 : 0;
      }
    }
  }

  /**
   * Replaces person e's row in `state` by their best row given the others when it is better than the current one
   * (or the current one breaks a hard constraint). Returns the objective gained (0: unchanged). With `types`, only
   * the shift types marked 1 there are planned: a quicker row, the best of those types only.
   */
  improve(state: State, e: number, types?: Uint8Array): number {
    const c = this.c;
    const { D, S } = c;
    const x = state.x;
    const base = e * D;
    for (let d = 0; d < D; d++) {
      const own = x[base + d] ?? OFF;
      for (let s = 0; s < S; s++) {
        const k = d * S + s;
        const others = (state.n[k] ?? 0) - (own === s ? 1 : 0);
        const cover = others < (c.requirement[k] ?? 0) ? -(c.weightUnder[k] ?? 0) : (c.weightOver[k] ?? 0);
        this.cost[k] = (c.requestDelta[(base + d) * S + s] ?? 0) + cover;
      }
    }
    this.handOvers?.adjust(state, e, this.cost);
    let currentCost = this.weekendsCost(x, base);
    for (let d = 0; d < D; d++) {
      const t = x[base + d] ?? OFF;
      if (t >= 0) currentCost += this.cost[d * S + t] ?? 0;
    }
    const currentFeasible = (state.rowV[e] ?? 0) === 0;
    const candidate = this.row;
    candidate.set(x);
    this.halfCostNow = this.halfWeekendCost;
    this.wholeCostNow = this.wholeWeekendCost;
    const planned = this.planRow(e, types);
    this.halfCostNow = 0;
    this.wholeCostNow = 0;
    if (!planned) return 0;
    let newCost = this.weekendsCost(candidate, base);
    for (let d = 0; d < D; d++) {
      const t = candidate[base + d] ?? OFF;
      if (t >= 0) newCost += this.cost[d * S + t] ?? 0;
    }
    if (currentFeasible && newCost >= currentCost - 1e-9) return 0;
    const before =
      state.objective() +
      this.halfWeekendCost * state.halfWeekends +
      this.wholeWeekendCost * state.wholeWeekends;
    const saved = this.saved;
    for (let d = 0; d < D; d++) saved[d] = x[base + d] ?? OFF;
    state.setRow(e, candidate);
    state.rescore(e);
    this.handOvers?.apply(state, e, saved);
    // Fairness is outside the path's costs: keep the new row only if the whole objective (with the weekends'
    // costs) agrees.
    const gain =
      before -
      state.objective() -
      this.halfWeekendCost * state.halfWeekends -
      this.wholeWeekendCost * state.wholeWeekends;
    if (currentFeasible && gain <= 1e-9) {
      this.handOvers?.undo(state);
      candidate.set(saved, base);
      state.setRow(e, candidate);
      state.rescore(e);
      return 0;
    }
    return currentFeasible ? gain : Math.max(gain, 1e-6);
  }

  /**
   * Person e's cheapest row that keeps every hard constraint for the cost of each (day, shift) in `cellCost`
   * (column generation's pricing: the request delta minus the cover row's dual), written into `out` (one value per
   * day: OFF, FIXED or the shift index). False when no row keeps them. `exact` afterwards tells whether the row is
   * provably the cheapest (no minute corridor, no priced maximum).
   */
  price(e: number, cellCost: Float64Array, out: Int32Array): boolean {
    const c = this.c;
    const base = e * c.D;
    this.cost.set(cellCost);
    for (let d = 0; d < c.D; d++) this.row[base + d] = c.fixedType[base + d] === FIXED ? FIXED : OFF;
    if (!this.planRow(e)) return false;
    for (let d = 0; d < c.D; d++) out[d] = this.row[base + d] ?? OFF;
    return true;
  }

  /**
   * After a successful `price` for person e: up to `count` other rows, each the cheapest ending with another minute
   * total (the best first), that keep every hard constraint. They come from the same shortest path (read back from
   * other final states), so they cost nothing to find; column generation adds them beside the cheapest row, which
   * gives the master rows of several workloads per round instead of one.
   */
  alternatives(e: number, count: number, visit: (row: Int32Array) => void): void {
    const c = this.c;
    const { values, states, minutes, fewestMinutes, chosen } = this.end;
    if (count <= 0 || states === 0) return;
    const bestPerTotal = new Int32Array(minutes).fill(-1);
    for (let i = 0; i < states; i++) {
      const v = values[i] ?? INF;
      const m = i % minutes;
      // The row `price` returned has its total already (another final state may tie with it).
      if (v === INF || m < fewestMinutes || m === chosen % minutes) continue;
      const known = bestPerTotal[m] ?? -1;
      if (known < 0 || v < (values[known] ?? INF)) bestPerTotal[m] = i;
    }
    const ends = [...bestPerTotal]
      .filter((i) => i >= 0)
      .sort((a, b) => (values[a] ?? INF) - (values[b] ?? INF));
    const base = e * c.D;
    const candidate = this.row;
    let found = 0;
    for (const state of ends) {
      if (found >= count) break;
      this.readBack(base, state, states, candidate);
      if (rowViolations(c, candidate, e, this.counts, this.unit) !== 0) continue;
      found++;
      visit(candidate.subarray(base, base + c.D));
    }
  }

  /** Puts the last shortest path's final states back to Infinity (its values are kept for `alternatives` until then). */
  private forget(): void {
    const reached = this.endReached;
    for (let word = 0; word < reached.length; word++) {
      let bits = reached[word] ?? 0;
      if (bits === 0) continue;
      reached[word] = 0;
      while (bits !== 0) {
        const lowest = bits & -bits;
        bits ^= lowest;
        this.endValues[(word << 5) + 31 - Math.clz32(lowest)] = INF;
      }
    }
  }

  /** What the weekends of the row at `base` in x cost: those worked on one day of two and those worked on both. */
  private weekendsCost(x: Int32Array, base: number): number {
    const c = this.c;
    let cost = 0;
    for (let d = 1; d < c.D; d++) {
      const w = c.weekendOf[d] ?? -1;
      if (w < 0 || (c.weekendOf[d - 1] ?? -1) !== w) continue;
      const today = (x[base + d] ?? OFF) !== OFF;
      const yesterday = (x[base + d - 1] ?? OFF) !== OFF;
      if (today !== yesterday) cost += this.halfWeekendCost;
      else if (today) cost += this.wholeWeekendCost;
    }
    return cost;
  }

  /** Writes the row ending in final state `state` of the last shortest path into `out` (at `base`). */
  private readBack(base: number, state: number, states: number, out: Int32Array): void {
    const c = this.c;
    let s = state;
    for (let d = c.D - 1; d >= 0; d--) {
      const cell = base + d;
      out[cell] = c.fixedType[cell] === FIXED ? FIXED : (this.pick[d * states + s] ?? OFF);
      s = this.back[d * states + s] ?? 0;
    }
  }

  /**
   * Sorts the types into classes for one shortest path: twins share a class unless a type's count is tracked
   * (its count moves with it). Returns the number of classes.
   */
  private classify(): number {
    const c = this.c;
    const S = c.S;
    let classes = 0;
    for (let s = 0; s < S; s++) {
      let q = -1;
      if (this.tracked[s] !== 1) {
        for (let p = 0; p < classes && q < 0; p++) {
          const first = this.firstOf[p] ?? 0;
          if (this.tracked[first] !== 1 && this.twin[first * S + s] === 1) q = p;
        }
      }
      if (q < 0) {
        q = classes++;
        this.firstOf[q] = s;
      }
      this.klass[s] = q;
    }
    return classes;
  }

  /**
   * Plans person e's best row for `this.cost` into `this.row` (the other rows as they are there): a shortest path,
   * and while a type's maximum is broken, that type counted in the state (or priced). False when none keeps every
   * hard constraint.
   */
  private planRow(e: number, types?: Uint8Array): boolean {
    const c = this.c;
    const { D, S } = c;
    const base = e * D;
    const candidate = this.row;
    this.penalty.fill(0);
    this.tracked.fill(0);
    this.exact = true;
    for (let attempt = 0; attempt < S + 6; attempt++) {
      if (!this.shortestPath(e, candidate, types)) return false;
      if (rowViolations(c, candidate, e, this.counts, this.unit) === 0) return true;
      // Too many of some type: count it in the state (or, when that is too large, price it) and plan again.
      let over = false;
      for (let s = 0; s < S; s++) this.counts[s] = 0;
      for (let d = 0; d < D; d++) {
        const t = candidate[base + d] ?? OFF;
        if (t >= 0) this.counts[t] = (this.counts[t] ?? 0) + 1;
      }
      for (let s = 0; s < S; s++) {
        if ((this.counts[s] ?? 0) > (c.maxShifts[e * S + s] ?? 0)) {
          if (this.tracked[s] === 0 && this.countStates(e, s) * this.statesPerDay(e) <= this.maxStates)
            this.tracked[s] = 1;
          else {
            this.penalty[s] = (this.penalty[s] ?? 0) * 2 + 60;
            this.exact = false;
          }
          over = true;
        }
      }
      if (!over) {
        // Counting a type narrowed the corridors until the row broke something else: price those types instead.
        let retried = false;
        for (let s = 0; s < S; s++) {
          if (this.tracked[s] === 1) {
            this.tracked[s] = 0;
            this.penalty[s] = (this.penalty[s] ?? 0) + 60;
            this.exact = false;
            retried = true;
          }
        }
        if (!retried) return false;
      }
    }
    return false;
  }

  /** Whether the person works or may work on this cell (a fixed day, or some shift type allowed). */
  private workable(cell: number): boolean {
    const c = this.c;
    if (c.fixedType[cell] === FIXED) return true;
    for (let s = 0; s < c.S; s++) if (c.allowed[cell * c.S + s] === 1) return true;
    return false;
  }

  /** The count states of the tracked types times `extra`'s (when given, not yet tracked). */
  private countStates(e: number, extra: number): number {
    const c = this.c;
    let k = 1;
    for (let s = 0; s < c.S; s++)
      if (this.tracked[s] === 1 || s === extra) k *= Math.min(c.maxShifts[e * c.S + s] ?? 0, c.D) + 1;
    return k;
  }

  /** The states per day without the type counts (minutes at their finest step). */
  private statesPerDay(e: number): number {
    const c = this.c;
    const D = c.D;
    const maxRun = c.maxRun[e] ?? D;
    const runCap = maxRun >= D ? Math.max(1, c.minRun[e] ?? 0) : Math.max(1, maxRun);
    const R = Math.max(runCap, Math.max(1, c.minOff[e] ?? 0)) + 1;
    const maxW = c.maxWeekends[e] ?? 0;
    const W = maxW < c.weekendCount ? Math.max(0, maxW) + 1 : 1;
    return (c.S + 2) * R * W * 2;
  }

  /**
   * The cheapest row for person e (cost + penalties) that keeps every hard constraint except the per-type
   * maximum, written into `out`'s row; false when there is none.
   */
  private shortestPath(e: number, out: Int32Array, types?: Uint8Array): boolean {
    const c = this.c;
    const { D, S } = c;
    const base = e * D;
    // What a day leaves behind for the next: 0 off, 1..Q a class of shift types (twins: the next day cannot tell
    // them apart), Q+1 a fixed day of no known type. The type chosen is kept in `pick`.
    const Q = this.classify();
    const L = Q + 2;
    const klass = this.klass;
    const firstOf = this.firstOf;
    const maxRun = c.maxRun[e] ?? D;
    const minRun = c.minRun[e] ?? 0;
    const minOff = c.minOff[e] ?? 0;
    // A run longer than the horizon cannot happen: then only "below the minimum" needs an exact length.
    const runCap = maxRun >= D ? Math.max(1, minRun) : Math.max(1, maxRun);
    const offCap = Math.max(1, minOff);
    const R = Math.max(runCap, offCap) + 1;
    const maxW = c.maxWeekends[e] ?? 0;
    const trackW = maxW < c.weekendCount;
    // Tracked type counts in mixed radix, folded into the weekend dimension: W = weekends x counts.
    const K = this.countStates(e, -1);
    let W0 = trackW ? Math.max(0, maxW) + 1 : 1;
    const lowW = this.lowWeekends;
    lowW.fill(0);
    if (trackW && L * R * W0 * K * MIN_CORRIDOR > this.maxStates && W0 > WEEKEND_CORRIDOR) {
      // A year's weekends (a maximum of 26 of 52): only counts up to a few above an even pace are told apart;
      // fewer count as the pace's lowest (more than worked: a row found still keeps the maximum).
      this.exact = false;
      W0 = WEEKEND_CORRIDOR;
      let begun = 0;
      for (let d = 0; d <= D; d++) {
        const pace = (maxW * begun) / Math.max(1, c.weekendCount);
        lowW[d] = Math.max(0, Math.min(maxW + 1 - W0, Math.floor(pace - W0 / 2)));
        const wk = d < D ? (c.weekendOf[d] ?? -1) : -1;
        if (wk >= 0 && (d === 0 || (c.weekendOf[d - 1] ?? -1) !== wk)) begun++;
      }
    }
    const W = W0 * K;
    const stride = this.stride;
    const radix = this.radix;
    let k = 1;
    for (let s = 0; s < S; s++) {
      radix[s] = Math.min(c.maxShifts[e * S + s] ?? 0, D) + 1;
      stride[s] = this.tracked[s] === 1 ? k : 0;
      if (this.tracked[s] === 1) k *= radix[s] ?? 1;
    }
    let longest = 0;
    for (let s = 0; s < S; s++) longest = Math.max(longest, c.minutes[s] ?? 0);
    let fixedTotal = 0;
    for (let d = 0; d < D; d++) fixedTotal += c.fixedMinutes[base + d] ?? 0;
    const maxM = c.maxMinutes[e] ?? 0;
    const minM = c.minMinutes[e] ?? 0;
    const reach = longest * D + fixedTotal;
    const trackM = minM > 0 || maxM < reach;
    const step = this.step;
    const low = this.low;
    let M = 1;
    low.fill(0);
    if (trackM) {
      const top = Math.min(maxM, reach);
      M = Math.floor(top / step) + 1;
      const budget = Math.floor(this.maxStates / (L * R * W));
      if (M > budget) {
        // Too many minute states (a long horizon): only totals near an even pace over the days the person may
        // work towards the band's middle (a long row keeps its band exactly, found or not).
        this.exact = false;
        M = Math.max(budget, MIN_CORRIDOR);
        const middle = (Math.max(0, minM) + top) / 2;
        const half = ((M - 1) * step) / 2;
        let open = 0;
        for (let d = 0; d < D; d++) open += this.workable(base + d) ? 1 : 0;
        let before = 0;
        for (let d = 0; d <= D; d++) {
          low[d] = Math.max(0, Math.floor(((middle * before) / Math.max(1, open) - half) / step)) * step;
          if (d < D && this.workable(base + d)) before++;
        }
      }
    }
    const N = L * R * W * M;
    this.forget();
    if (this.cur.length < N) {
      this.cur = new Float64Array(N).fill(INF);
      this.next = new Float64Array(N).fill(INF);
      this.curReached = new Uint32Array((N + 31) >>> 5);
      this.nextReached = new Uint32Array((N + 31) >>> 5);
    }
    const words = (N + 31) >>> 5;
    if (this.back.length < D * N) {
      this.back = new Int32Array(D * N);
      this.pick = new Int16Array(D * N);
    }
    let cur = this.cur;
    let next = this.next;
    let curReached = this.curReached;
    let nextReached = this.nextReached;
    const back = this.back;
    const pick = this.pick;
    // Per day: after each "last" value, each class's cheapest type that may follow it (and that type's price).
    const bestType = new Int32Array(L * Q);
    const bestPrice = new Float64Array(L * Q);
    const classMinutes = new Int32Array(Q);
    for (let q = 0; q < Q; q++) classMinutes[q] = Math.round((c.minutes[firstOf[q] ?? 0] ?? 0) / step);
    const idx = (l: number, r: number, w: number, m: number): number => ((l * R + r) * W + w) * M + m;
    const RW = R * W;
    // Before day 0: off, a rest run "from the start" (no minimum applies to it).
    const start = idx(0, offCap, 0, 0);
    cur[start] = 0;
    curReached[start >>> 5] = 1 << (start & 31);
    // The most minutes the days from d on can add (each day the person may work at the longest shift): a state
    // below the minimum less that can never end within the band, and is not carried on. With the highest minute
    // state reached so far this keeps each day's loop to the live states (exact: no row is lost).
    const restMax = this.restMax;
    restMax[D] = 0;
    for (let d = D - 1; d >= 0; d--) {
      const cell = base + d;
      const most =
        c.fixedType[cell] === FIXED ? (c.fixedMinutes[cell] ?? 0) : this.workable(cell) ? longest : 0;
      restMax[d] = (restMax[d + 1] ?? 0) + most;
    }
    let highest = 0;
    for (let d = 0; d < D; d++) {
      const mFrom = trackM
        ? Math.max(0, Math.ceil((minM - (restMax[d] ?? 0) - (low[d] ?? 0)) / step - 1e-9))
        : 0;
      const mTo = Math.min(M - 1, highest);
      let highestNext = 0;
      const cell = base + d;
      const fixed = c.fixedType[cell] === FIXED;
      const fixedLast = fixed ? (c.fixedShift[cell] ?? UNKNOWN_TYPE) : OFF;
      const fixedL = fixedLast >= 0 ? (klass[fixedLast] ?? 0) + 1 : Q + 1;
      bestType.fill(-1);
      for (let l = 0; l < L; l++) {
        const before = l >= 1 && l <= Q ? (firstOf[l - 1] ?? 0) : -1;
        for (let s = 0; s < S; s++) {
          if (c.allowed[cell * S + s] !== 1 || (types !== undefined && types[s] !== 1)) continue;
          if (before >= 0 && c.cannotFollow[before * S + s] === 1) continue;
          const k = l * Q + (klass[s] ?? 0);
          const v = (this.cost[d * S + s] ?? 0) + (this.penalty[s] ?? 0);
          if ((bestType[k] ?? -1) < 0 || v < (bestPrice[k] ?? INF)) {
            bestType[k] = s;
            bestPrice[k] = v;
          }
        }
      }
      const fixedM = fixed ? Math.round((c.fixedMinutes[cell] ?? 0) / step) : 0;
      // The corridor's move from today to tomorrow, and tomorrow's highest state within the band.
      const shift = ((low[d + 1] ?? 0) - (low[d] ?? 0)) / step;
      const mLimit = trackM ? Math.min(M - 1, Math.floor((maxM - (low[d + 1] ?? 0)) / step)) : 0;
      const wk = c.weekendOf[d] ?? -1;
      // The weekend corridor's move to tomorrow (0 without one): counts below it are raised to it.
      const wShift = (lowW[d + 1] ?? 0) - (lowW[d] ?? 0);
      const sameWeekendAsYesterday = d > 0 && wk >= 0 && (c.weekendOf[d - 1] ?? -1) === wk;
      // A Sunday after its Saturday: what the weekend costs, worked on one day or on both.
      const halfCost = sameWeekendAsYesterday ? this.halfCostNow : 0;
      const wholeCost = sameWeekendAsYesterday ? this.wholeCostNow : 0;
      // Only the states reached (on instances 19 and 15 one in thirteen to one in seventeen), in ascending order as a
      // loop over all of them would visit them, so ties go the same way. Each is left at Infinity behind.
      const dayBase = d * N;
      for (let word = 0; word < words; word++) {
        let bits = curReached[word] ?? 0;
        if (bits === 0) continue;
        curReached[word] = 0;
        while (bits !== 0) {
          const lowest = bits & -bits;
          bits ^= lowest;
          const from = (word << 5) + 31 - Math.clz32(lowest);
          const value = cur[from] ?? INF;
          cur[from] = INF;
          // Integer divisions (`| 0`): the index is a small whole number, and a float's remainder cost a fifth of
          // the loop.
          const lrw = (from / M) | 0;
          const m = from - lrw * M;
          if (m < mFrom || m > mTo) continue;
          const lr = (lrw / W) | 0;
          const w = lrw - lr * W;
          const l = (lr / R) | 0;
          const r = lr - l * R;
          const weekends = (w / K) | 0;
          const counts = w - weekends * K;
          const wOff = Math.max(weekends - wShift, 0) * K + counts;
          const worked = l > 0;
          // Off today.
          if (!fixed) {
            // A run of work ending yesterday: long enough, or it started on day 0.
            const mOff = trackM ? m - shift : 0;
            if ((!worked || r >= minRun || r === d) && mOff >= 0) {
              const r2 = worked ? 1 : Math.min(r + 1, offCap);
              const to = idx(0, Math.min(r2, offCap), wOff, mOff);
              const v0 = worked ? value + halfCost : value;
              const known = next[to] ?? INF;
              if (v0 < known) {
                if (known === INF) nextReached[to >>> 5] = (nextReached[to >>> 5] ?? 0) | (1 << (to & 31));
                next[to] = v0;
                back[dayBase + to] = from;
                pick[dayBase + to] = OFF;
                if (mOff > highestNext) highestNext = mOff;
              }
            }
          }
          // Work today: rest before it long enough (or from the start), run not too long.
          if (!worked && r < minOff && r !== d) continue;
          const r2 = worked ? r + 1 : 1;
          if (r2 > runCap && maxRun < D) continue;
          const rr = Math.min(r2, runCap);
          const dayCost = worked ? wholeCost : halfCost;
          const newWeekend = wk >= 0 && !(worked && sameWeekendAsYesterday) && trackW ? 1 : 0;
          const w2 = Math.max(weekends + newWeekend - wShift, 0) * K + counts;
          if (w2 >= W) continue;
          if (fixed) {
            if (
              l >= 1 &&
              l <= Q &&
              fixedLast >= 0 &&
              c.cannotFollow[(firstOf[l - 1] ?? 0) * S + fixedLast] === 1
            )
              continue;
            const m2 = trackM ? m + fixedM - shift : 0;
            if (trackM && (m2 > mLimit || m2 < 0)) continue;
            const to = idx(fixedL, rr, w2, m2);
            const v1 = value + dayCost;
            const known = next[to] ?? INF;
            if (v1 < known) {
              if (known === INF) nextReached[to >>> 5] = (nextReached[to >>> 5] ?? 0) | (1 << (to & 31));
              next[to] = v1;
              back[dayBase + to] = from;
              pick[dayBase + to] = FIXED;
              if (m2 > highestNext) highestNext = m2;
            }
            continue;
          }
          const after = l * Q;
          const workedBase = rr * W + w2;
          for (let q = 0; q < Q; q++) {
            const s = bestType[after + q] ?? -1;
            if (s < 0) continue;
            const m2 = trackM ? m + (classMinutes[q] ?? 0) - shift : 0;
            if (trackM && (m2 > mLimit || m2 < 0)) continue;
            // A tracked type is a class of its own.
            const st = stride[s] ?? 0;
            // A tracked type at its maximum: no more of it.
            if (st > 0 && ((counts / st) | 0) % (radix[s] ?? 1) >= (radix[s] ?? 1) - 1) continue;
            const to = ((q + 1) * RW + workedBase + st) * M + m2;
            const v2 = value + (bestPrice[after + q] ?? 0) + dayCost;
            const known = next[to] ?? INF;
            if (v2 < known) {
              if (known === INF) nextReached[to >>> 5] = (nextReached[to >>> 5] ?? 0) | (1 << (to & 31));
              next[to] = v2;
              back[dayBase + to] = from;
              pick[dayBase + to] = s;
              if (m2 > highestNext) highestNext = m2;
            }
          }
        }
      }
      const t = cur;
      cur = next;
      next = t;
      const reached = curReached;
      curReached = nextReached;
      nextReached = reached;
      highest = highestNext;
    }
    // The end: enough minutes; runs touching the last day have no minimum.
    const mMin = trackM ? Math.ceil((minM - (low[D] ?? 0)) / step - 1e-9) : 0;
    let bestState = -1;
    let bestValue = INF;
    for (let word = 0; word < words; word++) {
      let bits = curReached[word] ?? 0;
      while (bits !== 0) {
        const lowest = bits & -bits;
        bits ^= lowest;
        const i = (word << 5) + 31 - Math.clz32(lowest);
        const v = cur[i] ?? INF;
        if (v < bestValue && i % M >= mMin) {
          bestValue = v;
          bestState = i;
        }
      }
    }
    this.endValues = cur;
    this.endReached = curReached;
    if (bestState < 0) return false;
    this.end = { values: cur, states: N, minutes: M, fewestMinutes: mMin, chosen: bestState };
    this.readBack(base, bestState, N, out);
    return true;
  }
}
