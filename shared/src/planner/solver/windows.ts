/**
 * Time windows (docs/planner.md, "Time windows"): a few weeks of a long horizon as a problem of their own, every
 * other day of the roster fixed, so that the column generation, which cannot finish a year of 50 to 150 people,
 * plans a month of them at a time. The window's problem is the whole problem's restricted to the window: every
 * roster that agrees with the fixed days outside it keeps the same hard constraints in both and costs the same
 * amount more in the whole (the cover and the requests outside the window).
 */
import type { PlannerEmployee, PlannerProblem, PlannerRequest } from '../model';
import { type Compiled, FIXED, OFF } from './compile';

export interface TimeWindow {
  /** The window with the days around it that the rules must see (fixed), day 0 being the whole's `first`. */
  problem: PlannerProblem;
  first: number;
  /** The days the window's roster may change: [from, to) in the whole problem's days. */
  from: number;
  to: number;
}

/**
 * The window [from, to) of the roster `x` (compiled form, keeping every hard constraint) as a problem. Its days
 * reach back and forward as far as a rule of a person needs: the whole run of work or rest that touches the window
 * and the day beyond it (a run at the start of a horizon, or one reaching its end, is not held to its minimum),
 * and never split a weekend. Before and after the window the days are fixed as `x` has them; the totals (minutes,
 * each type's maximum, weekends) are reduced by what lies outside.
 */
export function timeWindow(
  problem: PlannerProblem,
  c: Compiled,
  x: Int32Array,
  from: number,
  to: number,
): TimeWindow {
  const { E, D, S } = c;
  const worked = (e: number, d: number): boolean => x[e * D + d] !== OFF;
  let first = from;
  let end = to;
  for (let e = 0; e < E; e++) {
    const minOff = c.minOff[e] ?? 0;
    if (from > 0) {
      const atWork = worked(e, from - 1);
      let start = from - 1;
      while (start > 0 && worked(e, start - 1) === atWork) start--;
      // A rest already as long as its minimum needs only its last day; else the run and the day before it.
      const enough = !atWork && from - start >= minOff;
      first = Math.min(first, enough ? from - 1 : Math.max(0, start - 1));
    }
    if (to < D) {
      const atWork = worked(e, to);
      let last = to;
      while (last + 1 < D && worked(e, last + 1) === atWork) last++;
      const enough = !atWork && last - to + 1 >= minOff;
      end = Math.max(end, enough ? to + 1 : Math.min(D, last + 2));
    }
  }
  // A weekend lies wholly inside or wholly outside, so that the weekends outside can be counted off the maximum.
  const weekendSplit = (d: number) =>
    d > 0 && d < D && (c.weekendOf[d] ?? -1) >= 0 && c.weekendOf[d] === c.weekendOf[d - 1];
  if (weekendSplit(first)) first--;
  if (weekendSplit(end)) end++;

  const inWindow = (d: number) => d >= from && d < to;
  const employees = problem.employees.map((employee, e): PlannerEmployee => {
    const base = e * D;
    let minutesOutside = 0;
    const weekendsOutside = new Set<number>();
    const typesOutside = new Int32Array(S);
    for (let d = 0; d < D; d++) {
      const t = x[base + d] ?? OFF;
      if (t === OFF) continue;
      if (t >= 0 && !inWindow(d)) typesOutside[t] = (typesOutside[t] ?? 0) + 1;
      if (d >= first && d < end) continue;
      minutesOutside += t === FIXED ? (c.fixedMinutes[base + d] ?? 0) : (c.minutes[t] ?? 0);
      const w = c.weekendOf[d] ?? -1;
      if (w >= 0) weekendsOutside.add(w);
    }
    const maxShifts: Record<string, number> = {};
    problem.shiftTypes.forEach((type, s) => {
      const max = employee.maxShifts[type.id];
      if (max !== undefined) maxShifts[type.id] = Math.max(0, max - (typesOutside[s] ?? 0));
    });
    const daysOff: number[] = [];
    const fixed: { day: number; shiftTypeId: string | null; minutes: number }[] = [];
    for (let d = first; d < end; d++) {
      const t = x[base + d] ?? OFF;
      if (t === FIXED) {
        const s = c.fixedShift[base + d] ?? -1;
        const shiftTypeId = s >= 0 ? (problem.shiftTypes[s]?.id ?? null) : null;
        fixed.push({ day: d - first, shiftTypeId, minutes: c.fixedMinutes[base + d] ?? 0 });
      } else if (!inWindow(d)) {
        if (t === OFF) daysOff.push(d - first);
        else
          fixed.push({
            day: d - first,
            shiftTypeId: problem.shiftTypes[t]?.id ?? null,
            minutes: c.minutes[t] ?? 0,
          });
      }
    }
    for (const d of employee.daysOff) if (inWindow(d)) daysOff.push(d - first);
    return {
      ...employee,
      maxShifts,
      maxTotalMinutes: employee.maxTotalMinutes - minutesOutside,
      minTotalMinutes: Math.max(0, employee.minTotalMinutes - minutesOutside),
      maxWeekends: Math.max(0, employee.maxWeekends - weekendsOutside.size),
      daysOff,
      fixed,
    };
  });
  const shifted = (r: PlannerRequest): PlannerRequest => ({ ...r, day: r.day - first });
  return {
    problem: {
      ...problem,
      horizon: end - first,
      firstWeekday: ((problem.firstWeekday - 1 + first) % 7) + 1,
      employees,
      shiftOnRequests: problem.shiftOnRequests.filter((r) => inWindow(r.day)).map(shifted),
      shiftOffRequests: problem.shiftOffRequests.filter((r) => inWindow(r.day)).map(shifted),
      cover: problem.cover
        .filter((row) => inWindow(row.day))
        .map((row) => ({ ...row, day: row.day - first })),
      holidays: (problem.holidays ?? []).filter((d) => d >= first && d < end).map((d) => d - first),
    },
    first,
    from,
    to,
  };
}

/** Writes the window's roster (the window problem's, by type id) into the whole roster `x` (compiled form). */
export function applyWindow(
  window: TimeWindow,
  c: Compiled,
  roster: readonly (readonly (string | null)[])[],
  x: Int32Array,
): void {
  const typeIndex = new Map(window.problem.shiftTypes.map((type, s) => [type.id, s]));
  for (let e = 0; e < c.E; e++)
    for (let d = window.from; d < window.to; d++) {
      const cell = e * c.D + d;
      if (x[cell] === FIXED) continue;
      const id = roster[e]?.[d - window.first] ?? null;
      x[cell] = id === null ? OFF : (typeIndex.get(id) ?? OFF);
    }
}

/**
 * The window problem's roster read off the whole roster `x`: the days around the window fixed where worked (the
 * window problem's fixed days), the window's days as in `x`.
 */
export function windowRoster(window: TimeWindow, c: Compiled, x: Int32Array): Int32Array {
  const D = window.problem.horizon;
  const y = new Int32Array(c.E * D);
  for (let e = 0; e < c.E; e++)
    for (let k = 0; k < D; k++) {
      const d = window.first + k;
      const t = x[e * c.D + d] ?? OFF;
      y[e * D + k] = t === FIXED || (t !== OFF && (d < window.from || d >= window.to)) ? FIXED : t;
    }
  return y;
}
