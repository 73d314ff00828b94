/**
 * Each person's hard-constraint violations (the measure of `rowViolations`) kept up to date cell by cell, so that a
 * move is judged in time independent of the horizon: counts per shift type, minutes, days per weekend, broken rest
 * pairs and the runs' penalties are updated where a cell changed (the runs by the runs around it). A full scan of
 * the row per move took most of a step on a year's horizon (docs/planner.md, "Scoring a row by its changes").
 */
import { type Compiled, FIXED, OFF, UNKNOWN_TYPE } from './compile';

export class RowScores {
  private readonly c: Compiled;
  private readonly unit: number;
  private readonly weeks: number;
  /** [E * S] non-fixed shifts of each type. */
  private readonly types: Int32Array;
  /** [E] shifts above a type's maximum, summed over the types. */
  private readonly overTypes: Int32Array;
  /** [E] minutes worked, fixed days included. */
  private readonly minutes: Int32Array;
  /** [E * weeks] days worked per weekend. */
  private readonly weekendDays: Int32Array;
  /** [E] weekends with a day worked. */
  private readonly weekends: Int32Array;
  /** [E] weekends with one day worked of two. */
  private readonly halves: Int32Array;
  /** Weekends with one day worked of two, over everyone. */
  halfWeekends = 0;
  /** [E] weekends with both days worked. */
  private readonly wholes: Int32Array;
  /** Weekends with both days worked, over everyone. */
  wholeWeekends = 0;
  /** [weeks] 1 where both days of the weekend lie within the horizon (only those are half or whole). */
  private readonly whole: Uint8Array;
  /** [E] shift pairs on consecutive days that may not follow each other. */
  private readonly pairs: Int32Array;
  /** [E] days above the longest run and missing in too short runs of work and of rest. */
  private readonly runs: Int32Array;
  /**
   * [E] how far `changed` follows a run from the changed day: one day beyond the longest length any of the person's
   * run limits tells apart. A run cut there is longer than its shortest lengths and (when it has one) its longest,
   * where its penalty grows by one a day, so what is cut off counts the same before and after the change. A
   * person working a few days of a long horizon has rests of weeks, which were followed to their ends at every step.
   */
  private readonly reach: Int32Array;

  constructor(c: Compiled, unit: number) {
    this.c = c;
    this.unit = unit;
    let weeks = 0;
    for (const w of c.weekendOf) weeks = Math.max(weeks, w + 1);
    this.weeks = weeks;
    const days = new Int32Array(Math.max(1, weeks));
    for (const w of c.weekendOf) if (w >= 0) days[w] = (days[w] ?? 0) + 1;
    this.whole = Uint8Array.from(days, (n) => (n === 2 ? 1 : 0));
    this.types = new Int32Array(c.E * c.S);
    this.overTypes = new Int32Array(c.E);
    this.minutes = new Int32Array(c.E);
    this.weekendDays = new Int32Array(c.E * Math.max(1, weeks));
    this.weekends = new Int32Array(c.E);
    this.halves = new Int32Array(c.E);
    this.wholes = new Int32Array(c.E);
    this.pairs = new Int32Array(c.E);
    this.runs = new Int32Array(c.E);
    this.reach = Int32Array.from({ length: c.E }, (_, e) =>
      Math.min(c.D, Math.max(Math.min(c.maxRun[e] ?? c.D, c.D), c.minRun[e] ?? 0, c.minOff[e] ?? 0) + 1),
    );
  }

  /** The weekends on which person e works a day or two. */
  weekendsOf(e: number): number {
    return this.weekends[e] ?? 0;
  }

  /** Person e's shifts of type s (fixed days left out). */
  typeCount(e: number, s: number): number {
    return this.types[e * this.c.S + s] ?? 0;
  }

  /** The row's violations from its counters. */
  score(e: number): number {
    const c = this.c;
    let v = (this.pairs[e] ?? 0) + (this.runs[e] ?? 0) + (this.overTypes[e] ?? 0);
    const total = this.minutes[e] ?? 0;
    const maxM = c.maxMinutes[e] ?? 0;
    const minM = c.minMinutes[e] ?? 0;
    if (total > maxM) v += Math.ceil((total - maxM) / this.unit);
    else if (total < minM) v += Math.ceil((minM - total) / this.unit);
    const overWeekends = (this.weekends[e] ?? 0) - (c.maxWeekends[e] ?? 0);
    if (overWeekends > 0) v += overWeekends;
    return v;
  }

  /** Recounts row e of x from scratch. */
  rebuild(x: Int32Array, e: number): void {
    const { c } = this;
    const { D, S } = c;
    this.types.fill(0, e * S, (e + 1) * S);
    this.weekendDays.fill(0, e * this.weeks, (e + 1) * this.weeks);
    let minutes = 0;
    let pairs = 0;
    let weekends = 0;
    for (let d = 0; d < D; d++) {
      const i = e * D + d;
      const value = x[i] ?? OFF;
      const t = this.typeAt(x, e, d);
      if (value === FIXED) minutes += c.fixedMinutes[i] ?? 0;
      else if (value >= 0) {
        minutes += c.minutes[value] ?? 0;
        this.types[e * S + value] = (this.types[e * S + value] ?? 0) + 1;
      }
      if (t !== OFF) {
        const w = c.weekendOf[d] ?? -1;
        if (w >= 0) {
          const k = e * this.weeks + w;
          if ((this.weekendDays[k] ?? 0) === 0) weekends++;
          this.weekendDays[k] = (this.weekendDays[k] ?? 0) + 1;
        }
      }
      if (d > 0) pairs += this.pair(x, e, d - 1);
    }
    let over = 0;
    for (let s = 0; s < S; s++)
      over += Math.max(0, (this.types[e * S + s] ?? 0) - (c.maxShifts[e * S + s] ?? 0));
    this.overTypes[e] = over;
    this.minutes[e] = minutes;
    this.weekends[e] = weekends;
    let halves = 0;
    let wholes = 0;
    for (let w = 0; w < this.weeks; w++) {
      if (this.whole[w] !== 1) continue;
      const days = this.weekendDays[e * this.weeks + w] ?? 0;
      if (days === 1) halves++;
      else if (days === 2) wholes++;
    }
    this.halfWeekends += halves - (this.halves[e] ?? 0);
    this.halves[e] = halves;
    this.wholeWeekends += wholes - (this.wholes[e] ?? 0);
    this.wholes[e] = wholes;
    this.pairs[e] = pairs;
    this.runs[e] = this.rowRuns(x, e);
  }

  /**
   * Updates row e's counters for cell d, which held `from` (a shift index or OFF, never a fixed day) and already
   * holds its new value in x.
   */
  changed(x: Int32Array, e: number, d: number, from: number): void {
    const { c } = this;
    const { D } = c;
    const to = x[e * D + d] ?? OFF;
    if (from >= 0) {
      this.minutes[e] = (this.minutes[e] ?? 0) - (c.minutes[from] ?? 0);
      this.countType(e, from, -1);
    }
    if (to >= 0) {
      this.minutes[e] = (this.minutes[e] ?? 0) + (c.minutes[to] ?? 0);
      this.countType(e, to, 1);
    }
    // Rest pairs with the day before and the day after, before and after the change.
    let pairs = this.pairs[e] ?? 0;
    if (d > 0) {
      const before = this.typeAt(x, e, d - 1);
      pairs += this.follows(before, to) - this.follows(before, from);
    }
    if (d < D - 1) {
      const after = this.typeAt(x, e, d + 1);
      pairs += this.follows(to, after) - this.follows(from, after);
    }
    this.pairs[e] = pairs;
    const worked = to !== OFF;
    if ((from !== OFF) === worked) return;
    const w = c.weekendOf[d] ?? -1;
    if (w >= 0) {
      const k = e * this.weeks + w;
      const was = this.weekendDays[k] ?? 0;
      const days = was + (worked ? 1 : -1);
      this.weekendDays[k] = days;
      if (this.whole[w] === 1) {
        const half = (days === 1 ? 1 : 0) - (was === 1 ? 1 : 0);
        this.halves[e] = (this.halves[e] ?? 0) + half;
        this.halfWeekends += half;
        const whole = (days === 2 ? 1 : 0) - (was === 2 ? 1 : 0);
        this.wholes[e] = (this.wholes[e] ?? 0) + whole;
        this.wholeWeekends += whole;
      }
      if (worked && days === 1) this.weekends[e] = (this.weekends[e] ?? 0) + 1;
      else if (!worked && days === 0) this.weekends[e] = (this.weekends[e] ?? 0) - 1;
    }
    // The runs that can change: those holding the day before, the day itself and the day after. Days before and
    // after them keep their status, so [first, last] is made of whole runs before the change and after it.
    let first = d;
    let last = d;
    const left = d > 0 && this.works(x, e, d - 1);
    const right = d < D - 1 && this.works(x, e, d + 1);
    const reach = this.reach[e] ?? D;
    if (d > 0) {
      first = d - 1;
      while (first > 0 && d - first < reach && this.works(x, e, first - 1) === left) first--;
    }
    if (d < D - 1) {
      last = d + 1;
      while (last < D - 1 && last - d < reach && this.works(x, e, last + 1) === right) last++;
    }
    const before = this.aroundPenalty(e, d, first, last, left, right, !worked);
    const after = this.aroundPenalty(e, d, first, last, left, right, worked);
    this.runs[e] = (this.runs[e] ?? 0) + after - before;
  }

  /**
   * The penalties of the runs in [first, last] when day d's status is `works`: the run before d ([first, d - 1],
   * status `left`) and the run after it ([d + 1, last], status `right`), joined with d where their status is d's.
   */
  private aroundPenalty(
    e: number,
    d: number,
    first: number,
    last: number,
    left: boolean,
    right: boolean,
    works: boolean,
  ): number {
    let v = 0;
    let start = d;
    if (d > first) {
      if (left === works) start = first;
      else v += this.runOf(e, left, first, d - 1);
    }
    if (d < last && right !== works)
      return v + this.runOf(e, works, start, d) + this.runOf(e, right, d + 1, last);
    return v + this.runOf(e, works, start, last);
  }

  /**
   * One run's penalty. A run of work: days above the longest run, and below the shortest unless it starts on the
   * first day or reaches the last; a rest between two runs of work: days below the shortest rest.
   */
  private runOf(e: number, works: boolean, start: number, end: number): number {
    const c = this.c;
    const length = end - start + 1;
    const inside = start > 0 && end < c.D - 1;
    if (works) {
      const maxRun = c.maxRun[e] ?? 0;
      const minRun = c.minRun[e] ?? 0;
      return (length > maxRun ? length - maxRun : 0) + (inside && length < minRun ? minRun - length : 0);
    }
    const minOff = c.minOff[e] ?? 0;
    return inside && length < minOff ? minOff - length : 0;
  }

  private countType(e: number, s: number, by: number): void {
    const k = e * this.c.S + s;
    const max = this.c.maxShifts[k] ?? 0;
    const was = this.types[k] ?? 0;
    this.types[k] = was + by;
    this.overTypes[e] = (this.overTypes[e] ?? 0) + Math.max(0, was + by - max) - Math.max(0, was - max);
  }

  /** The shift type on (e, d): a fixed day's type, OFF, or a shift index. */
  private typeAt(x: Int32Array, e: number, d: number): number {
    const i = e * this.c.D + d;
    const value = x[i] ?? OFF;
    return value === FIXED ? (this.c.fixedShift[i] ?? UNKNOWN_TYPE) : value;
  }

  private works(x: Int32Array, e: number, d: number): boolean {
    return (x[e * this.c.D + d] ?? OFF) !== OFF;
  }

  private follows(first: number, second: number): number {
    const c = this.c;
    return first >= 0 && second >= 0 && c.cannotFollow[first * c.S + second] === 1 ? 1 : 0;
  }

  private pair(x: Int32Array, e: number, d: number): number {
    return this.follows(this.typeAt(x, e, d), this.typeAt(x, e, d + 1));
  }

  /** The penalties of every run of row e. */
  private rowRuns(x: Int32Array, e: number): number {
    const D = this.c.D;
    let v = 0;
    let start = 0;
    while (start < D) {
      const works = this.works(x, e, start);
      let end = start;
      while (end < D - 1 && this.works(x, e, end + 1) === works) end++;
      v += this.runOf(e, works, start, end);
      start = end + 1;
    }
    return v;
  }
}
