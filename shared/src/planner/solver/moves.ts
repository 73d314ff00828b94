/**
 * The annealer's neighbourhood (docs/planner.md, "The solver"): random changes of the roster, each made on the
 * state cell by cell, so that a rejected one is undone exactly. A move that does not apply (a fixed day, a shift
 * the person may not take, nothing that would differ) answers false and leaves its cells to the caller's undo.
 */
import { FIXED, OFF } from './compile';
import type { Random } from './random';
import type { State } from './state';

/** Random cells a short-cover move looks at for one whose cover is short (one in six is short on instance 15). */
const SHORT_PROBES = 8;

export class Moves {
  /** The rows the last move touched; -1: none. */
  r1 = -1;
  r2 = -1;
  private readonly E: number;
  private readonly D: number;
  private readonly S: number;
  /** The longest block a swap or fill moves: a week, or the horizon when shorter. */
  private readonly maxBlock: number;

  constructor(
    private readonly state: State,
    private readonly rng: Random,
  ) {
    this.E = state.c.E;
    this.D = state.c.D;
    this.S = state.c.S;
    this.maxBlock = Math.min(7, this.D);
  }

  /**
   * One move drawn by its share: a shift whose cover is short taken 10 %, a day's shift changed 25 %, one day
   * swapped between two people 25 %, a block swapped 15 %, a block filled 10 %, two separate days swapped 7 %, two
   * blocks of one person exchanged 8 %.
   */
  random(): boolean {
    const kind = this.rng.int(100);
    if (kind < 10) return this.takeShort();
    if (kind < 35) return this.change();
    if (kind < 60) return this.swap(1);
    if (kind < 75) return this.swap(2 + this.rng.int(this.maxBlock - 1));
    if (kind < 85) return this.fill(1 + this.rng.int(this.maxBlock));
    if (kind < 92) return this.swapTwoDays();
    return this.exchange(1 + this.rng.int(Math.min(3, this.D >> 1)));
  }

  private touched(e1: number, e2: number): true {
    this.r1 = e1;
    this.r2 = e2;
    return true;
  }

  /** Another shift (or none) on one day of one person. */
  private change(): boolean {
    const { state, rng, D } = this;
    const e = rng.int(this.E);
    const d = rng.int(D);
    const cur = state.x[e * D + d] ?? OFF;
    if (cur === FIXED) return false;
    const v = rng.int(this.S + 1) - 1;
    if (v === cur || !state.allows(e, d, v)) return false;
    state.set(e, d, v, true);
    return this.touched(e, -1);
  }

  /**
   * A random person takes a shift whose cover is short (a few random cells probed for one), whatever they worked
   * that day: the missing cover is most of a large instance's cost (instances 13, 15 and 19: 39 to 40 slots at 100
   * each), and a random change lands on one of its cells rarely (docs/planner.md, "Moves towards the short cover").
   * False when no probed cell is short or the person cannot take it.
   */
  takeShort(): boolean {
    const { state, rng, D, S } = this;
    const c = state.c;
    for (let probe = 0; probe < SHORT_PROBES; probe++) {
      const k = rng.int(D * S);
      if ((state.n[k] ?? 0) >= (c.requirement[k] ?? 0)) continue;
      const d = Math.floor(k / S);
      const s = k - d * S;
      const e = rng.int(this.E);
      const cur = state.x[e * D + d] ?? OFF;
      if (cur === s || cur === FIXED || !state.allows(e, d, s)) return false;
      state.set(e, d, s, true);
      return this.touched(e, -1);
    }
    return false;
  }

  /** Two people swap `length` days from one day on. */
  private swap(length: number): boolean {
    const { state, rng, D } = this;
    const e1 = rng.int(this.E);
    const e2 = rng.int(this.E);
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
    return this.touched(e1, e2);
  }

  /**
   * Swaps two separate days between two people: the cover stays, and each keeps their number of shifts and
   * (with equally long shifts) their minutes, which single swaps break (A gives B a shift on one day, takes one
   * back on another).
   */
  private swapTwoDays(): boolean {
    const { state, rng, D } = this;
    const e1 = rng.int(this.E);
    const e2 = rng.int(this.E);
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
    return this.touched(e1, e2);
  }

  /** One person gets the same shift (or none) on `length` days from one day on. */
  private fill(length: number): boolean {
    const { state, rng, D } = this;
    const e = rng.int(this.E);
    const start = rng.int(D - length + 1);
    const v = rng.int(this.S + 1) - 1;
    let differs = false;
    for (let d = start; d < start + length; d++) {
      const cur = state.x[e * D + d] ?? OFF;
      if (cur === FIXED || !state.allows(e, d, v)) return false;
      if (cur !== v) differs = true;
    }
    if (!differs) return false;
    for (let d = start; d < start + length; d++) state.set(e, d, v, true);
    return this.touched(e, -1);
  }

  /** Exchanges two equally long blocks of one person's days (moves a weekend's work into the week; keeps totals). */
  private exchange(length: number): boolean {
    const { state, rng, D } = this;
    const e = rng.int(this.E);
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
    return this.touched(e, -1);
  }
}
