/**
 * The weekends first (docs/planner.md, "The weekends first"): where the column generation cannot relax the whole
 * problem within the time (instance 13: 120 people, 18 types), the weekends' integer program (`chosenWeekends` in
 * weekend-bound.ts) decides which weekend days each person works and which shift, and the run plans the rest with
 * those days fixed. With the weekends fixed the relaxation ends within seconds (13: its first-order rounds stall
 * after 11 s, where the whole problem's do not converge in 90 s), and a dive from it reaches a roster the annealer
 * alone does not.
 */
import type { PlannerProblem, PlannerRoster } from '../model';
import { ColumnGeneration, type Relaxation } from './columns';
import { type Compiled, FIXED, OFF, compile } from './compile';
import type { LinearSolver } from './linear';
import { coverLess } from './open-people';
import type { PricingHelper } from './pricing-helper';
import { RowPlanner } from './row-plan';
import { type WeekendRelaxation, retypedWeekends } from './weekend-bound';

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
  const fixedProblem: PlannerProblem = { ...problem, employees, cover: coverLess(problem.cover, taken) };
  const compiled = compile(fixedProblem);
  const planner = new RowPlanner(compiled);
  const noCost = new Float64Array(D * c.S);
  const roster = new Int32Array(E * D);
  for (let e = 0; e < E; e++) if (!planner.price(e, noCost, roster.subarray(e * D, (e + 1) * D))) return null;
  return { problem: fixedProblem, compiled, roster };
}

/**
 * The problem in which each person works no weekend but those chosen for them (`chosen`, as for `weekendsFixed`):
 * the other weekends' days are days off, and on the chosen ones the days and types are open. Its relaxation weighs
 * the chosen weekends' types against the weekdays (`retypedWeekends`).
 */
export function weekendsWorked(problem: PlannerProblem, c: Compiled, chosen: Int32Array): PlannerProblem {
  const { D } = c;
  const employees = problem.employees.map((employee, e) => {
    const worked = new Set<number>();
    for (let d = 0; d < D; d++) if ((chosen[e * D + d] ?? OFF) !== OFF) worked.add(c.weekendOf[d] ?? -1);
    const daysOff = new Set(employee.daysOff);
    for (let d = 0; d < D; d++) {
      const w = c.weekendOf[d] ?? -1;
      if (w >= 0 && !worked.has(w)) daysOff.add(d);
    }
    return { ...employee, daysOff: [...daysOff].sort((a, b) => a - b) };
  });
  return { ...problem, employees };
}

/**
 * The chosen weekend days' types chosen again (docs/planner.md, "The weekends' types chosen again"): the weekends'
 * program chooses them for the weekends alone, and among its many equally cheap choices the first it finds may not
 * suit the weekdays (instance 13: the relaxation with its types fixed 1,449 against 1,388 with the types chosen
 * again). The problem with the weekends fixed is relaxed first, by its first-order rounds; its rows in use, with the
 * chosen days put back, start the relaxation of the problem with only the weekends worked held (`weekendsWorked`),
 * which converges from them within a few rounds, and its rounds go on until `timeLeftMs` runs out, at least
 * `WORKED_ROUNDS_CONVERGED` of them after it converged (within `latestLeftMs`): on its degenerate face they trade rows
 * of equal worth and move away from the types it started from. The rows it then uses tell
 * `retypedWeekends` which of the cheapest choices the weekdays prefer. `chosen` itself when no relaxation converged in
 * time or the program finds nothing; with it the rows in use (`rowsAroundWeekends`).
 */
export function* weekendsRetyped(
  problem: PlannerProblem,
  c: Compiled,
  chosen: Int32Array,
  fixed: { compiled: Compiled; roster: Int32Array },
  options: {
    weekends: WeekendRelaxation;
    linear: LinearSolver;
    pricing?: PricingHelper;
    timeLeftMs: () => number;
    /** The latest the relaxation of the open problem may go on to have its rounds after converging. */
    latestLeftMs: () => number;
    integerSeconds: number;
  },
): Generator<void, { chosen: Int32Array; rows: readonly WorkedRow[] }> {
  const { E, D } = c;
  const { linear, timeLeftMs } = options;
  const unchanged = { chosen, rows: [] };
  const generation = (compiled: Compiled) =>
    new ColumnGeneration(compiled, linear, {
      firstOrderOnly: true,
      ...(options.pricing ? { pricing: options.pricing } : {}),
    });
  const withFixed = generation(fixed.compiled);
  for (let e = 0; e < E; e++) withFixed.add(e, fixed.roster.subarray(e * D, (e + 1) * D));
  const fixedRelaxed = yield* withFixed.relaxing(options.latestLeftMs);
  if (!fixedRelaxed.ok || !fixedRelaxed.converged) return unchanged;
  const worked = generation(compile(weekendsWorked(problem, c, chosen)));
  for (const { employee, row } of withFixed.usedRows()) {
    const whole = row.slice();
    let kept = true;
    for (let d = 0; d < D; d++) {
      const type = chosen[employee * D + d] ?? OFF;
      if (type !== OFF) whole[d] = type;
      // A weekend day the rows of the problem with the weekends fixed may work, the person's days off here.
      else if ((row[d] ?? OFF) >= 0 && (c.weekendOf[d] ?? -1) >= 0)
        kept &&= weekendWorked(c, chosen, employee, d);
    }
    if (kept) worked.add(employee, whole);
  }
  // Its rounds after it first converged: past `timeLeftMs`, it goes on until it has had WORKED_ROUNDS_CONVERGED of
  // them, within `latestLeftMs`.
  let converged = false;
  let roundsConverged = 0;
  for (;;) {
    const late = timeLeftMs() <= 0;
    const roundsLeft = WORKED_ROUNDS_CONVERGED - roundsConverged;
    if (late && (roundsLeft <= 0 || options.latestLeftMs() <= 0)) break;
    const relaxed: Relaxation = yield* worked.relaxing(
      late ? options.latestLeftMs : timeLeftMs,
      late && converged ? roundsLeft : Number.POSITIVE_INFINITY,
    );
    if (!relaxed.ok) return unchanged;
    if (converged) roundsConverged += relaxed.rounds;
    converged ||= relaxed.converged;
  }
  if (!converged) return unchanged;
  const rows = worked.usedRows();
  return {
    chosen: retypedWeekends(c, options.weekends, linear, options.integerSeconds, chosen, rows) ?? chosen,
    rows,
  };
}

/** A row of the whole problem, of person `employee`. */
export interface WorkedRow {
  employee: number;
  row: Int32Array;
}

/**
 * The rows that work the chosen weekend days with their types, as rows of the problem with those days fixed (the days
 * FIXED): the open problem's rows in use start its relaxation (instance 13: 6 to 10 rounds instead of 31).
 */
export function rowsAroundWeekends(c: Compiled, chosen: Int32Array, rows: readonly WorkedRow[]): WorkedRow[] {
  const within: WorkedRow[] = [];
  for (const { employee, row } of rows) {
    const fixed = row.slice();
    let keeps = true;
    for (let d = 0; d < c.D && keeps; d++) {
      const type = chosen[employee * c.D + d] ?? OFF;
      if (type === OFF) continue;
      keeps = row[d] === type;
      fixed[d] = FIXED;
    }
    if (keeps) within.push({ employee, row: fixed });
  }
  return within;
}

/**
 * The least rounds of the open problem's relaxation after it first converged, which move its solution off the types
 * it started from (instance 13: stopped at its first convergence, 88 % of its value still lay on them, and the
 * program returned the same types; by a third of the minute 46 to 60 % lay on other types).
 */
const WORKED_ROUNDS_CONVERGED = 6;

/** Whether `chosen` has person e work a day of day d's weekend. */
function weekendWorked(c: Compiled, chosen: Int32Array, e: number, d: number): boolean {
  for (let day = 0; day < c.D; day++)
    if (c.weekendOf[day] === c.weekendOf[d] && (chosen[e * c.D + day] ?? OFF) !== OFF) return true;
  return false;
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
