/**
 * The independent constraint checker of the automatic planner (issue 16; docs/planner.md, "The benchmark").
 * Written apart from the solver, from the benchmark's rules (`../shared/bench/shift-scheduling/README.md`, hard
 * constraints 1-9 and the objective) and the model's product additions (fixed days, requests-only): two readings
 * of the same rules that must agree, so that a solver bug shows as a refused roster instead of a good figure.
 * It favours plain loops over speed: it runs once per roster.
 */
import type { PlannerEmployee, PlannerProblem, PlannerRoster, PlannerShiftType } from '../model';
import { rosterObjective } from './objective';

export type HardConstraint =
  | 'roster-shape'
  | 'one-shift-per-day'
  | 'cannot-follow'
  | 'max-shifts'
  | 'total-minutes'
  | 'max-consecutive-shifts'
  | 'min-consecutive-shifts'
  | 'min-consecutive-days-off'
  | 'max-weekends'
  | 'day-off'
  | 'requests-only';

export interface RosterViolation {
  constraint: HardConstraint;
  employeeId?: string;
  day?: number;
  detail: string;
}

export interface RosterCheck {
  feasible: boolean;
  violations: RosterViolation[];
  /** The objective recomputed from the roster (as the README and docs/planner.md define it). */
  objective: number;
}

/** What one person does on one day, the planner's roster and the fixed days merged. */
interface DayWork {
  /** The shift type worked (from the roster, else the fixed day's when it names one), or null. */
  shiftTypeId: string | null;
  worked: boolean;
  minutes: number;
}

/** A maximal run of equal days (worked or off) over the horizon. */
interface Run {
  worked: boolean;
  start: number;
  length: number;
}

function runs(worked: readonly boolean[]): Run[] {
  const result: Run[] = [];
  for (let day = 0; day < worked.length; day += 1) {
    const last = result.at(-1);
    if (last && last.worked === worked[day]) last.length += 1;
    else result.push({ worked: worked[day] === true, start: day, length: 1 });
  }
  return result;
}

/** Day index -> weekend number, or null for a weekday (weekend w: the Saturday and Sunday of calendar week w). */
function weekendOf(problem: PlannerProblem, day: number): number | null {
  const offset = problem.firstWeekday - 1 + day;
  const weekday = (offset % 7) + 1;
  return weekday >= 6 ? Math.floor(offset / 7) : null;
}

/** The roster's shape: a row per employee, a field per day, known shift ids. Returns the usable roster. */
function checkShape(
  problem: PlannerProblem,
  roster: PlannerRoster,
  shifts: ReadonlyMap<string, PlannerShiftType>,
  violations: RosterViolation[],
): (string | null)[][] {
  if (roster.length !== problem.employees.length) {
    violations.push({
      constraint: 'roster-shape',
      detail: `${roster.length} rows for ${problem.employees.length} employees`,
    });
  }
  return problem.employees.map((employee, index) => {
    const row = roster[index] ?? [];
    if (row.length !== problem.horizon) {
      violations.push({
        constraint: 'roster-shape',
        employeeId: employee.id,
        detail: `${row.length} days for a horizon of ${problem.horizon}`,
      });
    }
    return Array.from({ length: problem.horizon }, (_, day) => {
      const shift = row[day] ?? null;
      if (shift !== null && !shifts.has(shift)) {
        violations.push({
          constraint: 'roster-shape',
          employeeId: employee.id,
          day,
          detail: `unknown shift type ${shift}`,
        });
        return null;
      }
      return shift;
    });
  });
}

function checkEmployee(
  problem: PlannerProblem,
  employee: PlannerEmployee,
  row: readonly (string | null)[],
  shifts: ReadonlyMap<string, PlannerShiftType>,
  requested: ReadonlySet<string>,
  violations: RosterViolation[],
): void {
  const add = (constraint: HardConstraint, detail: string, day?: number) =>
    violations.push({ constraint, employeeId: employee.id, ...(day === undefined ? {} : { day }), detail });
  const horizon = problem.horizon;

  // The days, with the fixed days (work outside the planner's slots) merged in; a planned shift on a fixed day is
  // a second shift that day (1).
  const work: DayWork[] = row.map((shift) => ({
    shiftTypeId: shift,
    worked: shift !== null,
    minutes: shift === null ? 0 : (shifts.get(shift)?.minutes ?? 0),
  }));
  for (const fixed of employee.fixed) {
    const day = work[fixed.day];
    if (!day) continue;
    if (day.worked) add('one-shift-per-day', `${day.shiftTypeId ?? ''} planned on a fixed day`, fixed.day);
    day.worked = true;
    day.minutes += fixed.minutes;
    day.shiftTypeId ??=
      fixed.shiftTypeId !== null && shifts.has(fixed.shiftTypeId) ? fixed.shiftTypeId : null;
  }

  // 9: no planned shift on a day off.
  const daysOff = new Set(employee.daysOff);
  row.forEach((shift, day) => {
    if (shift !== null && daysOff.has(day)) add('day-off', `${shift} on a day off`, day);
  });

  // Requests only: a planned shift must be one the person asked for.
  if (problem.requestsOnly) {
    row.forEach((shift, day) => {
      if (shift !== null && !requested.has(`${day}\u0000${shift}`)) {
        add('requests-only', `${shift} was not requested`, day);
      }
    });
  }

  // 2: rest between consecutive days (the day after the horizon is off).
  for (let day = 0; day + 1 < horizon; day += 1) {
    const today = work[day]?.shiftTypeId;
    const tomorrow = work[day + 1]?.shiftTypeId;
    if (!today || !tomorrow) continue;
    if (shifts.get(today)?.cannotFollow.includes(tomorrow)) {
      add('cannot-follow', `${tomorrow} may not follow ${today}`, day + 1);
    }
  }

  // 3: at most MaxShifts of each type, counting the planned shifts (a fixed day is not the planner's choice).
  const counts = new Map<string, number>();
  for (const shift of row) if (shift !== null) counts.set(shift, (counts.get(shift) ?? 0) + 1);
  for (const [shift, count] of counts) {
    const limit = employee.maxShifts[shift];
    if (limit !== undefined && count > limit) add('max-shifts', `${count} x ${shift}, at most ${limit}`);
  }

  // 4: total minutes within [min, max].
  const minutes = work.reduce((sum, day) => sum + day.minutes, 0);
  if (minutes > employee.maxTotalMinutes) {
    add('total-minutes', `${minutes} minutes, at most ${employee.maxTotalMinutes}`);
  }
  if (minutes < employee.minTotalMinutes) {
    add('total-minutes', `${minutes} minutes, at least ${employee.minTotalMinutes}`);
  }

  // 5-7: runs of worked days and days off.
  for (const run of runs(work.map((day) => day.worked))) {
    const inner = run.start > 0 && run.start + run.length < horizon;
    const days = `days ${run.start}-${run.start + run.length - 1}`;
    if (run.worked && run.length > employee.maxConsecutiveShifts) {
      add(
        'max-consecutive-shifts',
        `${run.length} days in a row (${days}), at most ${employee.maxConsecutiveShifts}`,
        run.start,
      );
    }
    if (run.worked && inner && run.length < employee.minConsecutiveShifts) {
      add(
        'min-consecutive-shifts',
        `${run.length} days in a row (${days}), at least ${employee.minConsecutiveShifts}`,
        run.start,
      );
    }
    if (!run.worked && inner && run.length < employee.minConsecutiveDaysOff) {
      add(
        'min-consecutive-days-off',
        `${run.length} days off in a row (${days}), at least ${employee.minConsecutiveDaysOff}`,
        run.start,
      );
    }
  }

  // 8: worked weekends (a Saturday or a Sunday worked).
  const weekends = new Set<number>();
  work.forEach((day, index) => {
    const weekend = weekendOf(problem, index);
    if (day.worked && weekend !== null) weekends.add(weekend);
  });
  if (weekends.size > employee.maxWeekends) {
    add('max-weekends', `${weekends.size} weekends worked, at most ${employee.maxWeekends}`);
  }
}

/**
 * Checks a roster against every hard constraint and recomputes its objective. A roster with any violation is
 * infeasible; its objective is still computed (on the shifts of known types) so that a report can show both.
 */
export function checkRoster(problem: PlannerProblem, roster: PlannerRoster): RosterCheck {
  const violations: RosterViolation[] = [];
  const shifts = new Map(problem.shiftTypes.map((shift) => [shift.id, shift]));
  const rows = checkShape(problem, roster, shifts, violations);
  problem.employees.forEach((employee, index) => {
    const requested = new Set(
      problem.shiftOnRequests
        .filter((request) => request.employeeId === employee.id)
        .map((request) => `${request.day}\u0000${request.shiftTypeId}`),
    );
    checkEmployee(problem, employee, rows[index] ?? [], shifts, requested, violations);
  });
  return { feasible: violations.length === 0, violations, objective: rosterObjective(problem, rows) };
}
