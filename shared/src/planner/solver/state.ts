/**
 * The search's mutable roster with everything the objective needs kept up to date cell by cell: cover counts,
 * request cost, fairness counters, and per person the size of the hard-constraint violations (row-score.ts). A
 * move records the cells it changed so a rejected move is undone exactly.
 */
import { type Compiled, FIXED, OFF, UNKNOWN_TYPE } from './compile';
import { minuteUnit } from './evaluate';
import { RowScores } from './row-score';

const UNDO = 128;

export class State {
  readonly c: Compiled;
  readonly x: Int32Array;
  /** [D * S] people on shift s on day d. */
  readonly n: Int32Array;
  readonly rowV: Int32Array;
  /** [E * 3] nights, weekend days, holidays per person (fixed days included). */
  readonly fair: Float64Array;
  readonly sums = new Float64Array(3);
  readonly squares = new Float64Array(3);
  coverCost = 0;
  requestCost = 0;
  totalV = 0;
  readonly unit: number;
  private readonly rows: RowScores;
  readonly undoCell = new Int32Array(UNDO);
  readonly undoOld = new Int32Array(UNDO);
  undoLength = 0;
  /**
   * [E * D] 1 where some type is asked for or against on the cell. The requests' [E * D * S] costs take 14 MB on a
   * year of 150 people with 32 types, so reading them on every cell a move changes missed the cache on most steps;
   * few cells carry a request.
   */
  private readonly requested: Uint8Array;
  /** [E * D * words] the types allowed on a cell, one bit each, for the same reason (`c.allowed` is a byte each). */
  private readonly allowedBits: Uint32Array;
  private readonly words: number;

  constructor(c: Compiled) {
    this.c = c;
    this.x = new Int32Array(c.E * c.D);
    this.n = new Int32Array(c.D * c.S);
    this.rowV = new Int32Array(c.E);
    this.fair = new Float64Array(c.E * 3);
    this.unit = minuteUnit(c);
    this.rows = new RowScores(c, this.unit);
    this.requested = new Uint8Array(c.E * c.D);
    this.words = Math.ceil(c.S / 32);
    this.allowedBits = new Uint32Array(c.E * c.D * this.words);
    for (let i = 0; i < c.E * c.D; i++)
      for (let s = 0; s < c.S; s++) {
        if ((c.requestDelta[i * c.S + s] ?? 0) !== 0) this.requested[i] = 1;
        if (c.allowed[i * c.S + s] === 1) {
          const w = i * this.words + (s >>> 5);
          this.allowedBits[w] = (this.allowedBits[w] ?? 0) | (1 << (s & 31));
        }
      }
    this.load(null);
  }

  /** Sets the roster (null: no new assignments) and recomputes every counter from scratch. */
  load(roster: Int32Array | null): void {
    const { c, x } = this;
    for (let i = 0; i < x.length; i++) {
      x[i] = c.fixedType[i] === FIXED ? FIXED : roster === null ? OFF : (roster[i] ?? OFF);
    }
    this.n.fill(0);
    this.fair.fill(0);
    this.requestCost = 0;
    for (let e = 0; e < c.E; e++) {
      for (let d = 0; d < c.D; d++) {
        const t = x[e * c.D + d] ?? OFF;
        if (t >= 0) {
          this.n[d * c.S + t] = (this.n[d * c.S + t] ?? 0) + 1;
          this.requestCost += c.requestDelta[(e * c.D + d) * c.S + t] ?? 0;
        }
        this.fairAdd(e, d, t, 1);
      }
    }
    this.sums.fill(0);
    this.squares.fill(0);
    for (let e = 0; e < c.E; e++) {
      for (let k = 0; k < 3; k++) {
        const v = this.fair[e * 3 + k] ?? 0;
        this.sums[k] = (this.sums[k] ?? 0) + v;
        this.squares[k] = (this.squares[k] ?? 0) + v * v;
      }
    }
    this.coverCost = 0;
    for (let i = 0; i < c.D * c.S; i++) {
      const diff = (c.requirement[i] ?? 0) - (this.n[i] ?? 0);
      this.coverCost += diff > 0 ? diff * (c.weightUnder[i] ?? 0) : -diff * (c.weightOver[i] ?? 0);
    }
    this.totalV = 0;
    for (let e = 0; e < c.E; e++) {
      this.rows.rebuild(x, e);
      const v = this.rows.score(e);
      this.rowV[e] = v;
      this.totalV += v;
    }
  }

  /** Person e's shifts of type s (fixed days left out). */
  typeCount(e: number, s: number): number {
    return this.rows.typeCount(e, s);
  }

  /** The weekends on which person e works a day or two. */
  weekendsOf(e: number): number {
    return this.rows.weekendsOf(e);
  }

  /** Weekends worked on one day of two, over everyone. */
  get halfWeekends(): number {
    return this.rows.halfWeekends;
  }

  /** Weekends worked on both days, over everyone. */
  get wholeWeekends(): number {
    return this.rows.wholeWeekends;
  }

  /** The objective without the hard-constraint penalty. */
  objective(): number {
    return this.c.requestBase + this.requestCost + this.coverCost + this.fairness();
  }

  fairness(): number {
    const c = this.c;
    if (c.fairnessWeight <= 0) return 0;
    let spread = 0;
    for (let k = 0; k < 3; k++) spread += (this.squares[k] ?? 0) - (this.sums[k] ?? 0) ** 2 / c.E;
    return c.fairnessWeight * spread;
  }

  /** Adds sign x the fairness counters of value t on (e, d) to the person's counters (not the sums). */
  private fairAdd(e: number, d: number, value: number, sign: number): void {
    const c = this.c;
    if (c.fairnessWeight <= 0) return;
    let t = value;
    if (t === FIXED) t = c.fixedShift[e * c.D + d] ?? UNKNOWN_TYPE;
    if (t === OFF) return;
    if (t >= 0 && c.night[t] === 1) this.fair[e * 3] = (this.fair[e * 3] ?? 0) + sign;
    if ((c.weekendOf[d] ?? -1) >= 0) this.fair[e * 3 + 1] = (this.fair[e * 3 + 1] ?? 0) + sign;
    if (c.holiday[d] === 1) this.fair[e * 3 + 2] = (this.fair[e * 3 + 2] ?? 0) + sign;
  }

  private fairMove(e: number, d: number, from: number, to: number): void {
    for (let k = 0; k < 3; k++) {
      const v = this.fair[e * 3 + k] ?? 0;
      this.sums[k] = (this.sums[k] ?? 0) - v;
      this.squares[k] = (this.squares[k] ?? 0) - v * v;
    }
    this.fairAdd(e, d, from, -1);
    this.fairAdd(e, d, to, 1);
    for (let k = 0; k < 3; k++) {
      const v = this.fair[e * 3 + k] ?? 0;
      this.sums[k] = (this.sums[k] ?? 0) + v;
      this.squares[k] = (this.squares[k] ?? 0) + v * v;
    }
  }

  /**
   * Sets one (non-fixed) cell, keeping cover, requests, fairness and the row's counters current; the row's
   * violations are taken over by `rescore`.
   */
  set(e: number, d: number, to: number, record: boolean): void {
    const from = this.x[e * this.c.D + d] ?? OFF;
    if (from === to) return;
    this.assign(e, d, to, record);
    this.rows.changed(this.x, e, d, from);
  }

  /**
   * Sets row e's non-fixed cells to `row`'s (cells `e * D + d`) and counts the row again: a whole row changed
   * cell by cell would scan long runs of rest once per cell. Not undoable; `rescore` follows.
   */
  setRow(e: number, row: Int32Array): void {
    const D = this.c.D;
    for (let d = 0; d < D; d++) {
      const t = row[e * D + d] ?? OFF;
      if (t !== FIXED) this.assign(e, d, t, false);
    }
    this.rows.rebuild(this.x, e);
  }

  /** Sets one cell, keeping cover, requests and fairness current, not the row's counters. */
  private assign(e: number, d: number, to: number, record: boolean): void {
    const c = this.c;
    const i = e * c.D + d;
    const from = this.x[i] ?? OFF;
    if (from === to) return;
    if (record && this.undoLength < UNDO) {
      this.undoCell[this.undoLength] = i;
      this.undoOld[this.undoLength] = from;
      this.undoLength++;
    }
    this.x[i] = to;
    if (from >= 0) {
      const k = d * c.S + from;
      const n = this.n[k] ?? 0;
      this.coverCost += n <= (c.requirement[k] ?? 0) ? (c.weightUnder[k] ?? 0) : -(c.weightOver[k] ?? 0);
      this.n[k] = n - 1;
      if (this.requested[i] === 1) this.requestCost -= c.requestDelta[i * c.S + from] ?? 0;
    }
    if (to >= 0) {
      const k = d * c.S + to;
      const n = this.n[k] ?? 0;
      this.coverCost += n < (c.requirement[k] ?? 0) ? -(c.weightUnder[k] ?? 0) : (c.weightOver[k] ?? 0);
      this.n[k] = n + 1;
      if (this.requested[i] === 1) this.requestCost += c.requestDelta[i * c.S + to] ?? 0;
    }
    if (c.fairnessWeight > 0) this.fairMove(e, d, from, to);
  }

  /** Recomputes person e's violations; returns the change of the total. */
  rescore(e: number): number {
    const v = this.rows.score(e);
    const delta = v - (this.rowV[e] ?? 0);
    this.rowV[e] = v;
    this.totalV += delta;
    return delta;
  }

  /** Undoes the recorded cells (newest first); the caller rescores the rows it touched. */
  undo(): void {
    const D = this.c.D;
    for (let j = this.undoLength - 1; j >= 0; j--) {
      const i = this.undoCell[j] ?? 0;
      this.set(Math.floor(i / D), i % D, this.undoOld[j] ?? OFF, false);
    }
    this.undoLength = 0;
  }

  /** Whether person e may take value v (a shift index or OFF) on day d. */
  allows(e: number, d: number, v: number): boolean {
    if (v === OFF) return true;
    const bits = this.allowedBits[(e * this.c.D + d) * this.words + (v >>> 5)] ?? 0;
    return ((bits >>> (v & 31)) & 1) === 1;
  }
}
