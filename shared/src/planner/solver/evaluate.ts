/**
 * Hard constraints and objective of a roster in the compiled form (benchmark README; docs/planner.md). The search
 * calls `rowViolations` after every move of a person (all hard constraints concern one person's row), and
 * `evaluate` once on the roster it returns.
 */
import { type Compiled, FIXED, OFF, UNKNOWN_TYPE } from './compile';

/** Minutes are weighed as whole "shift lengths" so that a missing hour and a missing shift weigh alike. */
export function minuteUnit(c: Compiled): number {
  let sum = 0;
  for (let s = 0; s < c.S; s++) sum += c.minutes[s] ?? 0;
  return c.S === 0 ? 60 : Math.max(1, Math.round(sum / c.S));
}

/**
 * The size of the hard-constraint violations of person e's row (0: every hard constraint holds): broken rest
 * pairs, shifts above a type's maximum, minutes outside the band (in shift lengths, rounded up), days above the
 * longest run, days missing in too short runs of work and of rest, weekends above the maximum.
 * `counts` is scratch of length S. Cells hold a shift index, OFF, or FIXED (type in `c.fixedShift`).
 */
export function rowViolations(
  c: Compiled,
  x: Int32Array,
  e: number,
  counts: Int32Array,
  unit: number,
): number {
  const D = c.D;
  const S = c.S;
  const base = e * D;
  counts.fill(0);
  let v = 0;
  let total = 0;
  let weekends = 0;
  let lastWeekend = -1;
  let prev = OFF;
  let run = 0; // current run of worked days
  let offRun = 0; // current run of days off
  let runStart = 0;
  let offStart = 0;
  const maxRun = c.maxRun[e] ?? 0;
  const minRun = c.minRun[e] ?? 0;
  const minOff = c.minOff[e] ?? 0;
  for (let d = 0; d < D; d++) {
    let t = x[base + d] ?? OFF;
    if (t === FIXED) {
      t = c.fixedShift[base + d] ?? UNKNOWN_TYPE;
      total += c.fixedMinutes[base + d] ?? 0;
    } else if (t >= 0) {
      total += c.minutes[t] ?? 0;
      counts[t] = (counts[t] ?? 0) + 1;
    }
    if (t !== OFF) {
      if (prev >= 0 && t >= 0 && c.cannotFollow[prev * S + t] === 1) v++;
      const w = c.weekendOf[d] ?? -1;
      if (w >= 0 && w !== lastWeekend) {
        weekends++;
        lastWeekend = w;
      }
      if (run === 0) {
        runStart = d;
        if (offRun > 0 && offStart > 0 && offRun < minOff) v += minOff - offRun;
        offRun = 0;
      }
      run++;
    } else {
      if (offRun === 0) {
        offStart = d;
        if (run > 0) {
          if (run > maxRun) v += run - maxRun;
          if (runStart > 0 && run < minRun) v += minRun - run;
        }
        run = 0;
      }
      offRun++;
    }
    prev = t;
  }
  // Runs touching the last day: only the maximum applies.
  if (run > maxRun) v += run - maxRun;
  for (let s = 0; s < S; s++) {
    const over = (counts[s] ?? 0) - (c.maxShifts[e * S + s] ?? 0);
    if (over > 0) v += over;
  }
  const maxM = c.maxMinutes[e] ?? 0;
  const minM = c.minMinutes[e] ?? 0;
  if (total > maxM) v += Math.ceil((total - maxM) / unit);
  else if (total < minM) v += Math.ceil((minM - total) / unit);
  const overWeekends = weekends - (c.maxWeekends[e] ?? 0);
  if (overWeekends > 0) v += overWeekends;
  return v;
}

/** Fairness counters of one cell value on day d: nights, weekend days, holidays. */
export function fairnessCounts(c: Compiled, e: number, d: number, value: number, out: Float64Array): void {
  let t = value;
  if (t === FIXED) t = c.fixedShift[e * c.D + d] ?? UNKNOWN_TYPE;
  const worked = t === OFF ? 0 : 1;
  out[0] = t >= 0 ? (c.night[t] ?? 0) : 0;
  out[1] = (c.weekendOf[d] ?? -1) >= 0 ? worked : 0;
  out[2] = (c.holiday[d] ?? 0) === 1 ? worked : 0;
}

export interface Evaluation {
  objective: number;
  violations: number;
}

/** The objective and violations of a whole roster, computed from scratch. */
export function evaluate(c: Compiled, x: Int32Array): Evaluation {
  const { E, D, S } = c;
  const counts = new Int32Array(S);
  const unit = minuteUnit(c);
  let violations = 0;
  let objective = c.requestBase;
  const n = new Int32Array(D * S);
  for (let e = 0; e < E; e++) {
    violations += rowViolations(c, x, e, counts, unit);
    for (let d = 0; d < D; d++) {
      const t = x[e * D + d] ?? OFF;
      if (t >= 0) {
        objective += c.requestDelta[(e * D + d) * S + t] ?? 0;
        n[d * S + t] = (n[d * S + t] ?? 0) + 1;
      }
    }
  }
  for (let i = 0; i < D * S; i++) {
    const diff = (c.requirement[i] ?? 0) - (n[i] ?? 0);
    objective += diff > 0 ? diff * (c.weightUnder[i] ?? 0) : -diff * (c.weightOver[i] ?? 0);
  }
  return { objective: objective + fairness(c, x), violations };
}

/** weight x sum over the three counters (nights, weekend days, holidays) of sum_e (count_e - mean)^2. */
export function fairness(c: Compiled, x: Int32Array): number {
  if (c.fairnessWeight <= 0 || c.E === 0) return 0;
  const sums = new Float64Array(3);
  const squares = new Float64Array(3);
  const cell = new Float64Array(3);
  const own = new Float64Array(3);
  for (let e = 0; e < c.E; e++) {
    own.fill(0);
    for (let d = 0; d < c.D; d++) {
      fairnessCounts(c, e, d, x[e * c.D + d] ?? OFF, cell);
      for (let k = 0; k < 3; k++) own[k] = (own[k] ?? 0) + (cell[k] ?? 0);
    }
    for (let k = 0; k < 3; k++) {
      sums[k] = (sums[k] ?? 0) + (own[k] ?? 0);
      squares[k] = (squares[k] ?? 0) + (own[k] ?? 0) ** 2;
    }
  }
  let spread = 0;
  for (let k = 0; k < 3; k++) spread += (squares[k] ?? 0) - (sums[k] ?? 0) ** 2 / c.E;
  return c.fairnessWeight * spread;
}
