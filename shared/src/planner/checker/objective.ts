/**
 * The objective recomputed for the checker (README of the benchmark, "Objective"): unmet shift-on requests,
 * granted shift-off requests, and cover below or above the requirement. Only the planner's shifts count there:
 * fixed days lie outside the slots the planner fills, so they neither meet a request nor cover a demand. The
 * product adds fairness (docs/planner.md, "Product terms"), where fixed days do count: the spread is about the
 * people's whole month.
 */
import type { PlannerProblem } from '../model';

export interface ObjectiveParts {
  shiftOn: number;
  shiftOff: number;
  coverUnder: number;
  coverOver: number;
  /** 0 unless `fairnessWeight` > 0; may be fractional. */
  fairness: number;
  total: number;
}

/** The objective's parts of a roster of known shift types (`rows[e][d]`: shift type id or null). */
export function objectiveParts(
  problem: PlannerProblem,
  rows: readonly (readonly (string | null)[])[],
): ObjectiveParts {
  const index = new Map(problem.employees.map((employee, position) => [employee.id, position]));
  const worked = (employeeId: string, day: number) => rows[index.get(employeeId) ?? -1]?.[day] ?? null;

  let shiftOn = 0;
  for (const request of problem.shiftOnRequests) {
    if (worked(request.employeeId, request.day) !== request.shiftTypeId) shiftOn += request.weight;
  }
  let shiftOff = 0;
  for (const request of problem.shiftOffRequests) {
    if (worked(request.employeeId, request.day) === request.shiftTypeId) shiftOff += request.weight;
  }

  const staffed = new Map<string, number>();
  for (const row of rows) {
    row.forEach((shift, day) => {
      if (shift === null) return;
      const key = `${day}\u0000${shift}`;
      staffed.set(key, (staffed.get(key) ?? 0) + 1);
    });
  }
  let coverUnder = 0;
  let coverOver = 0;
  for (const cover of problem.cover) {
    const count = staffed.get(`${cover.day}\u0000${cover.shiftTypeId}`) ?? 0;
    if (count < cover.requirement) coverUnder += cover.weightUnder * (cover.requirement - count);
    if (count > cover.requirement) coverOver += cover.weightOver * (count - cover.requirement);
  }
  const fairness = fairnessPenalty(problem, rows);
  return {
    shiftOn,
    shiftOff,
    coverUnder,
    coverOver,
    fairness,
    total: shiftOn + shiftOff + coverUnder + coverOver + fairness,
  };
}

/**
 * weight x the sum, over nights, weekend days (each Saturday and Sunday) and holidays worked, of the squared
 * deviations of the people's counts from their mean: sum(k^2) - (sum k)^2 / E. Fixed days are counted too.
 */
function fairnessPenalty(problem: PlannerProblem, rows: readonly (readonly (string | null)[])[]): number {
  const weight = problem.fairnessWeight ?? 0;
  const people = problem.employees.length;
  if (weight <= 0 || people === 0) return 0;
  const nightTypes = new Set(problem.shiftTypes.filter((shift) => shift.night).map((shift) => shift.id));
  const holidays = new Set(problem.holidays ?? []);
  const isWeekendDay = (day: number) => (problem.firstWeekday - 1 + day) % 7 >= 5;
  const counts = problem.employees.map((employee, index) => {
    const worked = new Map<number, string | null>();
    (rows[index] ?? []).forEach((shift, day) => {
      if (shift !== null) worked.set(day, shift);
    });
    for (const fixed of employee.fixed) {
      if (fixed.day >= 0 && fixed.day < problem.horizon && !worked.has(fixed.day)) {
        worked.set(fixed.day, fixed.shiftTypeId);
      }
    }
    let nights = 0;
    let weekendDays = 0;
    let holidayDays = 0;
    for (const [day, shift] of worked) {
      if (shift !== null && nightTypes.has(shift)) nights += 1;
      if (isWeekendDay(day)) weekendDays += 1;
      if (holidays.has(day)) holidayDays += 1;
    }
    return [nights, weekendDays, holidayDays];
  });
  let spread = 0;
  for (let kind = 0; kind < 3; kind += 1) {
    let sum = 0;
    let squares = 0;
    for (const count of counts) {
      const value = count[kind] ?? 0;
      sum += value;
      squares += value * value;
    }
    spread += squares - (sum * sum) / people;
  }
  return weight * spread;
}

export function rosterObjective(
  problem: PlannerProblem,
  rows: readonly (readonly (string | null)[])[],
): number {
  return objectiveParts(problem, rows).total;
}
