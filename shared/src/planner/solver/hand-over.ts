/**
 * One-step chains around a row re-plan (row-plan.ts): with the others fixed, a person's row is judged as if nobody
 * else could move, so a shift the cover needs stays where it is even when someone working an over-covered shift
 * that day could take it over, and a shift nobody needs more of stays unworked even when someone working it could
 * go over to a short one. The annealer's polish re-plans rows with them once its plain sweeps gain nothing
 * (search.ts): the polished rosters of instances 20 to 24 gained 9 to 348 more (docs/planner.md, "Hand-overs in the
 * polish").
 *
 * `adjust` finds, for the person's row, one such partner per day and cell and prices the cells as if the partner
 * moved; `apply` makes the partners' moves the new row calls for (each kept only if the partner's row keeps its
 * hard constraints); `undo` takes them back when the re-plan is not kept.
 */
import { type Compiled, FIXED, OFF } from './compile';
import type { State } from './state';

const INF = Number.POSITIVE_INFINITY;

export class HandOvers {
  /** [D] who takes over the person's shift that day when the person leaves it (-1: nobody), and from which type. */
  private readonly handTo: Int32Array;
  private readonly handFrom: Int32Array;
  /** [D * S] who leaves (day, type) for a short type when the person takes it (-1: nobody), and for which. */
  private readonly leaver: Int32Array;
  private readonly leaveTo: Int32Array;
  /** [D * S] what the leaver's move costs besides the cover (its requests, less the short cover it fills). */
  private readonly leaverCost: Float64Array;
  /** [S] scratch: the short types of a day. */
  private readonly short: Int32Array;
  /** The partners' moves made by the last `apply`: person, day, the type before (flat triples). */
  private moved: number[] = [];

  constructor(private readonly c: Compiled) {
    this.handTo = new Int32Array(c.D);
    this.handFrom = new Int32Array(c.D);
    this.leaver = new Int32Array(c.D * c.S);
    this.leaveTo = new Int32Array(c.D * c.S);
    this.leaverCost = new Float64Array(c.D * c.S);
    this.short = new Int32Array(Math.max(1, c.S));
  }

  /**
   * Finds the partners for person e's row and prices `cost` ([D * S], the person's cell costs) by them: of those
   * who could, the one whose own requests lose least by the move.
   */
  adjust(state: State, e: number, cost: Float64Array): void {
    const { c } = this;
    const { D, S, E } = c;
    const { x, n } = state;
    this.handTo.fill(-1);
    this.leaver.fill(-1);
    for (let d = 0; d < D; d++) {
      const own = x[e * D + d] ?? OFF;
      const ownCell = d * S + own;
      const needed =
        own >= 0 &&
        (n[ownCell] ?? 0) - 1 < (c.requirement[ownCell] ?? 0) &&
        (c.weightUnder[ownCell] ?? 0) > 0;
      let shorts = 0;
      for (let s = 0; s < S; s++) {
        const k = d * S + s;
        // Short with the person as they are: a shift they leave is the hand-over's to fill, not a leaver's.
        if ((n[k] ?? 0) < (c.requirement[k] ?? 0)) this.short[shorts++] = s;
      }
      if (!needed && shorts === 0) continue;
      let handCost = INF;
      this.leaverCost.fill(INF, d * S, d * S + S);
      for (let q = 0; q < E; q++) {
        const v = x[q * D + d] ?? OFF;
        if (q === e || v < 0) continue;
        const before = d > 0 ? (x[q * D + d - 1] ?? OFF) : OFF;
        const after = d + 1 < D ? (x[q * D + d + 1] ?? OFF) : OFF;
        // A fixed neighbour's rest rules are not read here; the partner's row is checked when it moves anyway.
        if (before === FIXED || after === FIXED) continue;
        const k = d * S + v;
        if (needed && v !== own && (n[k] ?? 0) > (c.requirement[k] ?? 0)) {
          const moveCost = this.moveCost(state, q, d, v, own, before, after);
          if (moveCost < handCost) {
            handCost = moveCost;
            this.handTo[d] = q;
            this.handFrom[d] = v;
          }
        }
        if ((n[k] ?? 0) - (own === v ? 1 : 0) !== (c.requirement[k] ?? 0)) continue;
        for (let i = 0; i < shorts; i++) {
          const w = this.short[i] ?? 0;
          const moveCost =
            w === v ? INF : this.moveCost(state, q, d, v, w, before, after) - (c.weightUnder[d * S + w] ?? 0);
          if (moveCost < (this.leaverCost[k] ?? INF)) {
            this.leaverCost[k] = moveCost;
            this.leaver[k] = q;
            this.leaveTo[k] = w;
          }
        }
      }
      // Working a needed shift the partner could take over saves only the over-cover the partner would leave, less
      // what the partner's requests lose.
      if (handCost < INF) {
        const instead =
          (cost[ownCell] ?? 0) +
          (c.weightUnder[ownCell] ?? 0) +
          (c.weightOver[d * S + (this.handFrom[d] ?? 0)] ?? 0) -
          handCost;
        if (instead > (cost[ownCell] ?? 0)) cost[ownCell] = instead;
        else this.handTo[d] = -1;
      }
      for (let s = 0; s < S; s++) {
        const k = d * S + s;
        const leaverCost = this.leaverCost[k] ?? INF;
        if (leaverCost === INF) continue;
        // Taking a full shift fills the short one its leaver goes to instead of over-covering it.
        const instead = (cost[k] ?? 0) - (c.weightOver[k] ?? 0) + leaverCost;
        if (instead < (cost[k] ?? 0)) cost[k] = instead;
        else this.leaver[k] = -1;
      }
    }
  }

  /**
   * Makes the partners' moves person e's new row calls for (their cells as `adjust` found them): a shift e left
   * that is now short, a shift e took that is now over while its leaver's short type still is. Kept only where the
   * partner's row keeps its hard constraints.
   */
  apply(state: State, e: number, before: Int32Array): void {
    const { c } = this;
    const { D, S } = c;
    const { x, n } = state;
    this.moved = [];
    for (let d = 0; d < D; d++) {
      const old = before[d] ?? OFF;
      const now = x[e * D + d] ?? OFF;
      if (old === now) continue;
      const handTo = this.handTo[d] ?? -1;
      if (old >= 0 && handTo >= 0 && (n[d * S + old] ?? 0) < (c.requirement[d * S + old] ?? 0))
        this.move(state, handTo, d, this.handFrom[d] ?? 0, old);
      const k = d * S + now;
      const leaver = now >= 0 ? (this.leaver[k] ?? -1) : -1;
      const to = this.leaveTo[k] ?? 0;
      if (
        leaver >= 0 &&
        (n[k] ?? 0) > (c.requirement[k] ?? 0) &&
        (n[d * S + to] ?? 0) < (c.requirement[d * S + to] ?? 0)
      )
        this.move(state, leaver, d, now, to);
    }
  }

  /** Takes back the last `apply`'s moves. */
  undo(state: State): void {
    const { moved } = this;
    for (let i = moved.length - 3; i >= 0; i -= 3) {
      const q = moved[i] ?? 0;
      state.set(q, moved[i + 1] ?? 0, moved[i + 2] ?? OFF, false);
      state.rescore(q);
    }
    this.moved = [];
  }

  /**
   * What person q's requests lose when q works `to` instead of v on day d (between `before` and `after`), or
   * Infinity when q may not: another length, a type q may not work that day or has no more of, a rest rule broken.
   */
  private moveCost(
    state: State,
    q: number,
    d: number,
    v: number,
    to: number,
    before: number,
    after: number,
  ): number {
    const { c } = this;
    const S = c.S;
    if (
      c.minutes[v] !== c.minutes[to] ||
      !state.allows(q, d, to) ||
      state.typeCount(q, to) >= (c.maxShifts[q * S + to] ?? 0) ||
      (before >= 0 && c.cannotFollow[before * S + to] === 1) ||
      (after >= 0 && c.cannotFollow[to * S + after] === 1)
    )
      return INF;
    const cell = (q * c.D + d) * S;
    return (c.requestDelta[cell + to] ?? 0) - (c.requestDelta[cell + v] ?? 0);
  }

  private move(state: State, q: number, d: number, from: number, to: number): void {
    if (state.x[q * this.c.D + d] !== from) return;
    const violations = state.rowV[q] ?? 0;
    state.set(q, d, to, false);
    state.rescore(q);
    if ((state.rowV[q] ?? 0) > violations) {
      state.set(q, d, from, false);
      state.rescore(q);
      return;
    }
    this.moved.push(q, d, from);
  }
}
