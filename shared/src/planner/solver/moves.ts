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
/**
 * From this horizon on (days, a year of weeks), some moves change one person's row near where it is: a run of work
 * slides by a day, a shift moves to a day off within a week, two weekends are exchanged. On a year a random
 * exchange of two days seldom lands within a week of each other; with these moves instance 24 ended about 3 %
 * lower, 19 (84 days) the same and 20 (182 days) higher (docs/planner.md, "A year's rows moved where they are").
 */
const LOCAL_MOVES_FROM = 364;
/** The farthest a shift moves within one person's row (days), either way. */
const NEARBY = 7;
/**
 * On a year, the shares (of 100 moves, taken from the single-day swaps) of the two moves towards whole weekends: two
 * half weekends made one whole and one free, and a short weekend slot taken by someone whose weekends allow it
 * (docs/planner.md, "Whole weekends between two people"). Year-long instances miss weekend cover above all.
 */
const MERGE_HALVES = 3;
const FILL_WEEKEND = 3;

export class Moves {
  /** The rows the last move touched; -1: none. */
  r1 = -1;
  r2 = -1;
  private readonly E: number;
  private readonly D: number;
  private readonly S: number;
  /** The longest block a swap or fill moves: a week, or the horizon when shorter. */
  private readonly maxBlock: number;
  /** The first day of every weekend of two days. */
  private readonly weekendStarts: Int32Array;
  /** Whether the row's local moves are drawn (`LOCAL_MOVES_FROM`). */
  private readonly local: boolean;

  constructor(
    private readonly state: State,
    private readonly rng: Random,
  ) {
    this.E = state.c.E;
    this.D = state.c.D;
    this.S = state.c.S;
    this.maxBlock = Math.min(7, this.D);
    const { weekendOf } = state.c;
    const starts: number[] = [];
    for (let d = 0; d + 1 < this.D; d++) {
      const w = weekendOf[d] ?? -1;
      if (w >= 0 && weekendOf[d + 1] === w && (d === 0 || weekendOf[d - 1] !== w)) starts.push(d);
    }
    this.weekendStarts = Int32Array.from(starts);
    this.local = this.D >= LOCAL_MOVES_FROM && starts.length >= 2;
  }

  /**
   * One move drawn by its share: a shift whose cover is short taken 10 %, a day's shift changed 25 %, one day
   * swapped between two people 25 %, a block swapped 15 %, a block filled 10 %, two separate days swapped 7 %, two
   * blocks of one person exchanged 8 %. On a long horizon 13 of the changes' 25 % are local moves instead: a run
   * slid 5 %, a shift moved within a week 5 %, two weekends exchanged 3 %; and some of the single swaps move
   * towards whole weekends (`MERGE_HALVES`, `FILL_WEEKEND`).
   */
  random(): boolean {
    const kind = this.rng.int(100);
    if (kind < 10) return this.takeShort();
    if (this.local && kind < 23) {
      if (kind < 15) return this.slide();
      if (kind < 20) return this.nearby();
      return this.exchangeWeekends();
    }
    if (kind < 35) return this.change();
    if (this.local && kind < 35 + MERGE_HALVES) return this.mergeHalves();
    if (this.local && kind < 35 + MERGE_HALVES + FILL_WEEKEND) return this.fillWeekend();
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
    const { rng, D } = this;
    const e1 = rng.int(this.E);
    const e2 = rng.int(this.E);
    if (e1 === e2) return false;
    const d1 = rng.int(D);
    const d2 = rng.int(D);
    return d1 !== d2 && this.swapDaysAt(e1, e2, d1, d2);
  }

  /** Two people exchange what they work on each of two days, where both differ and each may take the other's. */
  private swapDaysAt(e1: number, e2: number, d1: number, d2: number): boolean {
    const { state, D } = this;
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

  /**
   * One person's run of work slides by a day into the day off beside it, its shifts with it: a half weekend
   * becomes a whole one (or a whole one none), and the person's minutes and counts per type stay.
   */
  slide(): boolean {
    const { state, rng, D } = this;
    const { x } = state;
    const e = rng.int(this.E);
    const d = rng.int(D);
    const row = e * D;
    if ((x[row + d] ?? OFF) < 0) return false;
    let first = d;
    while (first > 0 && (x[row + first - 1] ?? OFF) >= 0) first--;
    let last = d;
    while (last + 1 < D && (x[row + last + 1] ?? OFF) >= 0) last++;
    const later = rng.int(2) === 0;
    const freed = later ? first : last;
    const taken = later ? last + 1 : first - 1;
    if (taken < 0 || taken >= D || x[row + taken] !== OFF) return false;
    const step = later ? 1 : -1;
    for (let k = first; k <= last; k++) if (!state.allows(e, k + step, x[row + k] ?? OFF)) return false;
    // From the far end back, so that each day is read before it is overwritten.
    for (let k = later ? last : first; later ? k >= first : k <= last; k -= step)
      state.set(e, k + step, x[row + k] ?? OFF, true);
    state.set(e, freed, OFF, true);
    return this.touched(e, -1);
  }

  /** One person's shift moves to a day off at most `NEARBY` days away. */
  nearby(): boolean {
    const { state, rng, D } = this;
    const e = rng.int(this.E);
    const from = rng.int(D);
    const to = from + (rng.int(2) === 0 ? -1 : 1) * (1 + rng.int(NEARBY));
    if (to < 0 || to >= D) return false;
    const shift = state.x[e * D + from] ?? OFF;
    if (shift < 0 || state.x[e * D + to] !== OFF || !state.allows(e, to, shift)) return false;
    state.set(e, to, shift, true);
    state.set(e, from, OFF, true);
    return this.touched(e, -1);
  }

  /** One person's work on two weekends exchanged, both days each: the weekends' cover moves, the totals stay. */
  exchangeWeekends(): boolean {
    const { rng } = this;
    const e = rng.int(this.E);
    const d1 = this.weekendStarts[rng.int(this.weekendStarts.length)] ?? 0;
    const d2 = this.weekendStarts[rng.int(this.weekendStarts.length)] ?? 0;
    return d1 !== d2 && this.exchangeAt(e, d1, d2, 2);
  }

  /**
   * Two half weekends of one weekend made one whole and one free: A works one day of it and B the other; A takes
   * B's shift and gives B one of A's shifts on a day within a week that B has off. The cover stays as it was, each
   * keeps their number of shifts, and B has a weekend to spare for a weekend whose cover is short.
   */
  mergeHalves(): boolean {
    const { state, rng, D, E } = this;
    const { x } = state;
    const a = rng.int(E);
    const saturday = this.weekendStarts[rng.int(this.weekendStarts.length)] ?? 0;
    const first = x[a * D + saturday] ?? OFF;
    const second = x[a * D + saturday + 1] ?? OFF;
    if ((first === OFF) === (second === OFF) || first === FIXED || second === FIXED) return false;
    const hole = first === OFF ? saturday : saturday + 1;
    const worked = first === OFF ? saturday + 1 : saturday;
    const start = rng.int(E);
    for (let k = 0; k < E; k++) {
      const b = (start + k) % E;
      const taken = x[b * D + hole] ?? OFF;
      if (b === a || taken < 0 || x[b * D + worked] !== OFF || !state.allows(a, hole, taken)) continue;
      const given = this.dayNear(saturday, (d) => {
        const shift = x[a * D + d] ?? OFF;
        return shift >= 0 && x[b * D + d] === OFF && state.allows(b, d, shift);
      });
      return given >= 0 && this.swapDaysAt(a, b, hole, given);
    }
    return false;
  }

  /**
   * A weekend slot whose cover is short taken by someone off that day whose weekends allow it (the other day of
   * the weekend worked, or a weekend to spare below their maximum), who gives up a shift within a week, one whose
   * cover is over when the probes find one: the minutes stay, and a half weekend becomes whole. Someone off the
   * whole weekend takes a short slot of the other day too, if there is one they may work, and gives up a second
   * shift: a weekend to spare is spent whole.
   */
  fillWeekend(): boolean {
    const { state, rng, D, E, S } = this;
    const { x, c, n } = state;
    const saturday = this.weekendStarts[rng.int(this.weekendStarts.length)] ?? 0;
    const day = saturday + rng.int(2);
    const other = day === saturday ? saturday + 1 : saturday;
    const shift = this.shortShift(day, () => true);
    if (shift < 0) return false;
    for (let probe = 0; probe < SHORT_PROBES; probe++) {
      const e = rng.int(E);
      if (x[e * D + day] !== OFF || !state.allows(e, day, shift)) continue;
      if (x[e * D + other] === OFF && state.weekendsOf(e) >= (c.maxWeekends[e] ?? 0)) continue;
      let dropped = -1;
      for (let q = 0; q < SHORT_PROBES; q++) {
        const d = this.dayNear(saturday, (near) => (x[e * D + near] ?? OFF) >= 0);
        if (d < 0) break;
        dropped = d;
        const s = x[e * D + d] ?? OFF;
        if ((n[d * S + s] ?? 0) > (c.requirement[d * S + s] ?? 0)) break;
      }
      if (dropped < 0) return false;
      const second = x[e * D + other] === OFF ? this.shortShift(other, (s) => state.allows(e, other, s)) : -1;
      const droppedToo =
        second < 0 ? -1 : this.dayNear(saturday, (d) => d !== dropped && (x[e * D + d] ?? OFF) >= 0);
      state.set(e, day, shift, true);
      state.set(e, dropped, OFF, true);
      if (droppedToo >= 0) {
        state.set(e, other, second, true);
        state.set(e, droppedToo, OFF, true);
      }
      return this.touched(e, -1);
    }
    return false;
  }

  /** A shift type whose cover is short on day `d` and that `fits`, from a random type on; -1: none. */
  private shortShift(d: number, fits: (s: number) => boolean): number {
    const { S } = this;
    const { n, c } = this.state;
    const from = this.rng.int(S);
    for (let k = 0; k < S; k++) {
      const s = (from + k) % S;
      if ((n[d * S + s] ?? 0) < (c.requirement[d * S + s] ?? 0) && fits(s)) return s;
    }
    return -1;
  }

  /** A random day within `NEARBY` days of a weekend, outside it, that `fits` (a few probes); -1: none found. */
  private dayNear(saturday: number, fits: (d: number) => boolean): number {
    for (let probe = 0; probe < SHORT_PROBES; probe++) {
      const d = saturday - NEARBY + this.rng.int(2 * NEARBY + 2);
      if (d >= 0 && d < this.D && d !== saturday && d !== saturday + 1 && fits(d)) return d;
    }
    return -1;
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
    const { rng, D } = this;
    const e = rng.int(this.E);
    const d1 = rng.int(D - length + 1);
    const d2 = rng.int(D - length + 1);
    return Math.abs(d1 - d2) >= length && this.exchangeAt(e, d1, d2, length);
  }

  private exchangeAt(e: number, d1: number, d2: number, length: number): boolean {
    const { state, D } = this;
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
