/**
 * The problem in flat typed arrays, so the search's inner loop reads numbers by index and allocates nothing.
 * Cells are `e * horizon + d`; shift types are indexes into `problem.shiftTypes`.
 */
import type { PlannerProblem } from '../model';

/** A cell the planner may not change: the person already works there (fixed) or it is outside the roster. */
export const FIXED = -2;
export const OFF = -1;
/** A fixed day whose shift type is none of the problem's: occupied, but no rest rule applies to it. */
export const UNKNOWN_TYPE = -3;

export interface Compiled {
  E: number;
  D: number;
  S: number;
  minutes: Int32Array; // [S]
  /** [S * S]: 1 when shift b may not follow shift a on the next day (index a * S + b). */
  cannotFollow: Uint8Array;
  night: Uint8Array; // [S]
  /** [E * S]: at most this many of the type (large when unlimited). */
  maxShifts: Int32Array;
  maxMinutes: Int32Array; // [E]
  minMinutes: Int32Array;
  maxRun: Int32Array;
  minRun: Int32Array;
  minOff: Int32Array;
  maxWeekends: Int32Array;
  /** [E * D]: FIXED when the day is taken by an existing entry, else OFF (placeholder for the roster). */
  fixedType: Int32Array;
  /** [E * D]: the fixed day's minutes (0 when not fixed). */
  fixedMinutes: Int32Array;
  /** [E * D * S]: 1 when the person may take that shift that day (qualification, days off, requests-only). */
  allowed: Uint8Array;
  /** [E * D * S]: the request cost of working shift s that day minus that of not working it (on: -w, off: +w). */
  requestDelta: Float64Array;
  /** The request cost of the empty roster (sum of all on-request weights). */
  requestBase: number;
  /** [D]: the request cost of the empty roster on each day (its on-request weights). */
  requestBaseOfDay: Float64Array;
  /** [D * S] */
  requirement: Int32Array;
  weightUnder: Float64Array;
  weightOver: Float64Array;
  /** [D]: the weekend the day belongs to, or -1 for a weekday. */
  weekendOf: Int32Array;
  weekendCount: number;
  /** [D]: 1 on a holiday (fairness). */
  holiday: Uint8Array;
  fairnessWeight: number;
  /** [E * D]: the fixed day's shift type index (or UNKNOWN_TYPE / OFF), for rest and nights. */
  fixedShift: Int32Array;
}

const UNLIMITED = 1 << 29;

/** Whether every request and cover cost is a whole number: a bound on them may then be rounded up. */
export function wholeCosts(c: Compiled): boolean {
  return [c.requestDelta, c.weightUnder, c.weightOver].every((values) =>
    values.every((value) => Number.isInteger(value)),
  );
}

export function compile(problem: PlannerProblem): Compiled {
  const E = problem.employees.length;
  const D = problem.horizon;
  const S = problem.shiftTypes.length;
  const index = new Map(problem.shiftTypes.map((s, i) => [s.id, i]));
  const employeeIndex = new Map(problem.employees.map((e, i) => [e.id, i]));
  const minutes = Int32Array.from(problem.shiftTypes.map((s) => s.minutes));
  const night = Uint8Array.from(problem.shiftTypes.map((s) => (s.night ? 1 : 0)));
  const cannotFollow = new Uint8Array(S * S);
  problem.shiftTypes.forEach((s, a) => {
    for (const id of s.cannotFollow) {
      const b = index.get(id);
      if (b !== undefined) cannotFollow[a * S + b] = 1;
    }
  });
  const maxShifts = new Int32Array(E * S).fill(UNLIMITED);
  const fixedType = new Int32Array(E * D).fill(OFF);
  const fixedShift = new Int32Array(E * D).fill(OFF);
  const fixedMinutes = new Int32Array(E * D);
  const allowed = new Uint8Array(E * D * S).fill(1);
  const requestDelta = new Float64Array(E * D * S);
  let requestBase = 0;
  const requestBaseOfDay = new Float64Array(D);
  const requestsOnly = problem.requestsOnly === true;
  const asked = new Uint8Array(requestsOnly ? E * D * S : 0);

  problem.employees.forEach((emp, e) => {
    for (const [id, max] of Object.entries(emp.maxShifts)) {
      const s = index.get(id);
      if (s !== undefined) maxShifts[e * S + s] = max;
    }
    for (const d of emp.daysOff) {
      if (d >= 0 && d < D) allowed.fill(0, (e * D + d) * S, (e * D + d + 1) * S);
    }
    for (const f of emp.fixed) {
      if (f.day < 0 || f.day >= D) continue;
      fixedType[e * D + f.day] = FIXED;
      fixedMinutes[e * D + f.day] = f.minutes;
      const s = f.shiftTypeId === null ? undefined : index.get(f.shiftTypeId);
      fixedShift[e * D + f.day] = s ?? UNKNOWN_TYPE;
    }
  });
  for (const r of problem.shiftOnRequests) {
    const e = employeeIndex.get(r.employeeId);
    const s = index.get(r.shiftTypeId);
    if (e === undefined || s === undefined || r.day < 0 || r.day >= D) continue;
    requestBase += r.weight;
    requestBaseOfDay[r.day] = (requestBaseOfDay[r.day] ?? 0) + r.weight;
    requestDelta[(e * D + r.day) * S + s] = (requestDelta[(e * D + r.day) * S + s] ?? 0) - r.weight;
    if (requestsOnly) asked[(e * D + r.day) * S + s] = 1;
  }
  for (const r of problem.shiftOffRequests) {
    const e = employeeIndex.get(r.employeeId);
    const s = index.get(r.shiftTypeId);
    if (e === undefined || s === undefined || r.day < 0 || r.day >= D) continue;
    requestDelta[(e * D + r.day) * S + s] = (requestDelta[(e * D + r.day) * S + s] ?? 0) + r.weight;
  }
  for (let e = 0; e < E; e++) {
    for (let d = 0; d < D; d++) {
      for (let s = 0; s < S; s++) {
        const cell = (e * D + d) * S + s;
        if (maxShifts[e * S + s] === 0) allowed[cell] = 0;
        if (fixedType[e * D + d] === FIXED) allowed[cell] = 0;
        if (requestsOnly && asked[cell] === 0) allowed[cell] = 0;
      }
    }
  }

  const requirement = new Int32Array(D * S);
  const weightUnder = new Float64Array(D * S);
  const weightOver = new Float64Array(D * S);
  for (const c of problem.cover) {
    const s = index.get(c.shiftTypeId);
    if (s === undefined || c.day < 0 || c.day >= D) continue;
    requirement[c.day * S + s] = c.requirement;
    weightUnder[c.day * S + s] = c.weightUnder;
    weightOver[c.day * S + s] = c.weightOver;
  }

  // Weekend w: a Saturday and the Sunday after it (a horizon starting on a Sunday has that Sunday alone).
  const weekendOf = new Int32Array(D).fill(-1);
  let weekendCount = 0;
  for (let d = 0; d < D; d++) {
    const weekday = ((problem.firstWeekday - 1 + d) % 7) + 1;
    if (weekday === 6) weekendOf[d] = weekendCount++;
    else if (weekday === 7)
      weekendOf[d] = d > 0 && weekendOf[d - 1] !== -1 ? (weekendOf[d - 1] ?? 0) : weekendCount++;
  }
  const holiday = new Uint8Array(D);
  for (const d of problem.holidays ?? []) if (d >= 0 && d < D) holiday[d] = 1;

  const column = (pick: (e: PlannerProblem['employees'][number]) => number): Int32Array =>
    Int32Array.from(problem.employees.map(pick));
  return {
    E,
    D,
    S,
    minutes,
    cannotFollow,
    night,
    maxShifts,
    maxMinutes: column((e) => e.maxTotalMinutes),
    minMinutes: column((e) => e.minTotalMinutes),
    maxRun: column((e) => e.maxConsecutiveShifts),
    minRun: column((e) => e.minConsecutiveShifts),
    minOff: column((e) => e.minConsecutiveDaysOff),
    maxWeekends: column((e) => e.maxWeekends),
    fixedType,
    fixedMinutes,
    allowed,
    requestDelta,
    requestBase,
    requestBaseOfDay,
    requirement,
    weightUnder,
    weightOver,
    weekendOf,
    weekendCount,
    holiday,
    fairnessWeight: problem.fairnessWeight ?? 0,
    fixedShift,
  };
}
