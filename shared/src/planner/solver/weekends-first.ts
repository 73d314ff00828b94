/**
 * The weekends first (docs/planner.md, "The weekends first"): where the column generation cannot relax the whole
 * problem within the time (instance 13: 120 people, 18 types), the weekends' integer program (`chosenWeekends` in
 * weekend-bound.ts) decides which weekend days each person works and which shift, and the run plans the rest with
 * those days fixed. With the weekends fixed the relaxation ends within seconds (13: its first-order rounds stall
 * after 11 s, where the whole problem's do not converge in 90 s), and a dive from it reaches a roster the annealer
 * alone does not.
 */
import type { PlannerProblem, PlannerRoster } from '../model';
import { type Compiled, OFF, compile } from './compile';
import { RowPlanner } from './row-plan';

/**
 * The problem with the chosen weekend days (`chosen`: per cell e x D + d a type, or OFF) fixed: each a fixed day of
 * its type, its shift taken off the person's maximum of the type and off the cover's requirement. Fixed days count
 * for neither cover nor requests, so every roster of it costs what the whole roster (its days and the chosen ones)
 * costs less a constant, and keeps a hard constraint exactly when the whole does. With it, compiled, each person's
 * first row that keeps their hard constraints around the days chosen (a roster in the compiled form that breaks none:
 * the run's start should its dive find none in time). Null when some person has no row
 * that keeps their hard constraints around the days chosen for them (the weekends' program knows nothing of the
 * weekdays: on instance 19, whose people are held to their maximum of weekends, 18 or 19 of 40 have none).
 */
export function weekendsFixed(
  problem: PlannerProblem,
  c: Compiled,
  chosen: Int32Array,
): { problem: PlannerProblem; compiled: Compiled; roster: Int32Array } | null {
  const { E, D } = c;
  const taken = new Map<string, number>();
  const employees = problem.employees.map((employee, e) => {
    const maxShifts = { ...employee.maxShifts };
    const fixed = [...employee.fixed];
    for (let d = 0; d < D; d++) {
      const type = problem.shiftTypes[chosen[e * D + d] ?? OFF];
      if (!type) continue;
      fixed.push({ day: d, shiftTypeId: type.id, minutes: type.minutes });
      const most = maxShifts[type.id];
      if (most !== undefined) maxShifts[type.id] = most - 1;
      const key = `${d}:${type.id}`;
      taken.set(key, (taken.get(key) ?? 0) + 1);
    }
    return { ...employee, maxShifts, fixed };
  });
  const cover = problem.cover.map((line) => ({
    ...line,
    requirement: Math.max(0, line.requirement - (taken.get(`${line.day}:${line.shiftTypeId}`) ?? 0)),
  }));
  const fixedProblem: PlannerProblem = { ...problem, employees, cover };
  const compiled = compile(fixedProblem);
  const planner = new RowPlanner(compiled);
  const noCost = new Float64Array(D * c.S);
  const roster = new Int32Array(E * D);
  for (let e = 0; e < E; e++) if (!planner.price(e, noCost, roster.subarray(e * D, (e + 1) * D))) return null;
  return { problem: fixedProblem, compiled, roster };
}

/** A roster of the problem with the weekends fixed, with the chosen days put back: a roster of the whole. */
export function withWeekends(
  problem: PlannerProblem,
  roster: PlannerRoster,
  chosen: Int32Array,
): PlannerRoster {
  const D = problem.horizon;
  return roster.map((row, e) => row.map((id, d) => problem.shiftTypes[chosen[e * D + d] ?? OFF]?.id ?? id));
}
