/**
 * The automatic planner's problem and answer (issue 16; docs/planner.md): a roster over consecutive days for a
 * set of people and shift types, in the shape of the Curtois-Qu shift-scheduling benchmark
 * (`../shared/bench/shift-scheduling/README.md`) plus what the product adds (people already busy, forced slots,
 * fairness, requests-only). The product's worker maps its plan onto it (functions/src/planner/); the benchmark
 * adapter maps the instance files onto it (shared/src/planner/benchmark/). The solver sees only this model.
 *
 * Days are indexes 0..horizon-1; `firstWeekday` says which weekday day 0 is (1 Monday ... 7 Sunday; the benchmark
 * starts on a Monday). Weekend w of the benchmark = the Saturday and Sunday of a calendar week.
 */

export interface PlannerShiftType {
  /** The product's shift template id, or the benchmark's ShiftID. */
  id: string;
  minutes: number;
  /** Shift types that may not follow this one on the NEXT day (rest time; days outside the horizon are off). */
  cannotFollow: readonly string[];
  /** Counts as a night for fairness (the product: the shift crosses midnight or lies in 20:00-06:00). */
  night: boolean;
}

export interface PlannerEmployee {
  /** The product's user id, or the benchmark's EmployeeID. */
  id: string;
  /** Per shift type id: at most this many shifts of it (0 forbids it: a missing qualification). Missing: no limit. */
  maxShifts: Readonly<Record<string, number>>;
  maxTotalMinutes: number;
  minTotalMinutes: number;
  maxConsecutiveShifts: number;
  minConsecutiveShifts: number;
  minConsecutiveDaysOff: number;
  maxWeekends: number;
  /** Days the person cannot work (absences, days off, barriers). */
  daysOff: readonly number[];
  /**
   * Days the person already works outside the slots the planner fills (an existing entry elsewhere): the day is
   * taken, its minutes count towards the totals, and its shift type (when one of `shiftTypes`, else null) counts
   * for rest (`cannotFollow`) and consecutive runs. Benchmark: none.
   */
  fixed: readonly { day: number; shiftTypeId: string | null; minutes: number }[];
}

/** Wishes: + weight when not granted (on) / when granted (off). */
export interface PlannerRequest {
  employeeId: string;
  day: number;
  shiftTypeId: string;
  weight: number;
}

/** Demand of one day and shift type: + weightUnder per missing person, + weightOver per person above it. */
export interface PlannerCover {
  day: number;
  shiftTypeId: string;
  requirement: number;
  weightUnder: number;
  weightOver: number;
}

export interface PlannerProblem {
  horizon: number;
  firstWeekday: number;
  shiftTypes: readonly PlannerShiftType[];
  employees: readonly PlannerEmployee[];
  shiftOnRequests: readonly PlannerRequest[];
  shiftOffRequests: readonly PlannerRequest[];
  cover: readonly PlannerCover[];
  /**
   * Product options (the benchmark leaves them at their defaults):
   * `fairnessWeight` > 0 adds, per employee, weight x (their nights - the mean)^2-ish spread penalty for nights,
   * weekends and holidays (`holidays`: day indexes); `requestsOnly` lets a person take only a (day, shift type)
   * they asked for (a shift-on request).
   */
  fairnessWeight?: number;
  holidays?: readonly number[];
  requestsOnly?: boolean;
}

/** The roster: per employee (in `problem.employees` order) per day the shift type id worked, or null. */
export type PlannerRoster = (string | null)[][];

export interface PlannerOptions {
  /** Stop after this many milliseconds (anytime: the best roster found so far is returned). */
  timeLimitMs: number;
  /** Same seed, same problem, same result (given the same number of iterations). */
  seed: number;
  /** Called with the best objective when it improves (progress, benchmark logs). */
  onImprovement?: (objective: number, elapsedMs: number) => void;
  /**
   * Also stop once the best roster has not improved for the stall window (the product's runs; the benchmark runs
   * to its limit or its proven bound): shared/src/planner/solver/stop-rule.ts.
   */
  stopWhenStalled?: boolean;
  /**
   * Also stop once the best roster is proven within this share of the best possible (0.01: at most 1 % above the
   * lower bound; the product's runs, docs/planner.md "When a run stops"). Absent: only at the bound itself.
   */
  gapStop?: number;
}

/**
 * Why a run stopped: its roster reached the proven lower bound (nothing can beat it), came within `gapStop` of it,
 * stopped improving (`stopWhenStalled`), or its time limit (or iteration budget) ran out.
 */
export type PlannerStop = 'optimal' | 'withinGap' | 'noImprovement' | 'timeLimit';

/** How a run stands while it works (`solveReporting`). */
export interface PlannerProgress {
  elapsedMs: number;
  /** The best roster's objective so far: null before the first that keeps every hard constraint. */
  objective: number | null;
  /** The proven lower bound (0 when none is known). */
  lowerBound: number;
  /** The proven gap of the best roster so far (as `PlannerResult.gapPct`), null before the first. */
  gapPct: number | null;
}

export interface PlannerResult {
  roster: PlannerRoster;
  objective: number;
  /** Whether every hard constraint holds (the solver never returns a roster that breaks one when it found one). */
  feasible: boolean;
  /** Hard-constraint violations left (0 when feasible): only when no feasible roster was found in time. */
  violations: number;
  elapsedMs: number;
  iterations: number;
  stop: PlannerStop;
  /** A proven lower bound on the objective: no roster of the problem costs less (0 when none is known). */
  lowerBound: number;
  /**
   * How far the roster may be from the best possible, proven: (objective - bound) / objective in percent, 0 when
   * it reached the bound; null without a feasible roster.
   */
  gapPct: number | null;
}
