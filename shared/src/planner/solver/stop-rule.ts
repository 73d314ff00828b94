/**
 * When a run stops (docs/planner.md, "When a run stops"), in the order it is asked: its best roster reaches the
 * proven lower bound (`optimal`: nothing can beat it; with nothing left to fill and no wish or spread left above
 * the bound this is also "nothing to improve"); it comes within the run's gap of the bound (`withinGap`, the
 * product's runs: a better roster would be at most that share better); its budget is spent (`timeLimit`: the time limit, or an iteration
 * count); or, for the product's runs (`stall`), the best roster has not improved for the stall window
 * (`noImprovement`). Only the budget is the benchmark's: it keeps running to its limit (ending once the polish of
 * its last 3 % is done, index.ts) or its bound.
 *
 * The stall window is max(2 s, 3 x the time the run took to its first feasible roster): measured on the demo's
 * units (docs/planner.md), a run's improvements come within a second of its first roster or not at all, and a
 * run that needed long for its first roster (a large month) gets a window in proportion. It counts only once the
 * best roster keeps every hard constraint. Pure: the clock is passed in, so tests drive it by hand.
 */
import type { PlannerStop } from '../model';

/** The shortest stall window, and how many times the time to the first feasible roster it lasts at least. */
export const minStallMs = 2000;
export const stallFactor = 3;

const EPS = 1e-9;

export interface StopRuleOptions {
  /** Milliseconds since the run started. */
  now: () => number;
  /** True once the budget is spent (the time limit, or an iteration count). */
  spent: (iterations: number) => boolean;
  /** A proven lower bound on the objective (0 when none is known: every term is at least 0). */
  lowerBound: number;
  /** Stop when the best roster stops improving (product runs). */
  stall: boolean;
  /** Stop once the best roster is within this share of the bound (product runs: 0.01). */
  gap?: number;
}

export function stallWindowMs(firstFeasibleMs: number): number {
  return Math.max(minStallMs, stallFactor * firstFeasibleMs);
}

export class StopRule {
  private feasibleAt = Number.NaN;
  private improvedAt = Number.NaN;
  private best = Number.POSITIVE_INFINITY;

  constructor(private readonly options: StopRuleOptions) {}

  /** The run's best roster now: a feasible one that is better than before counts as progress. */
  record(feasible: boolean, objective: number): void {
    if (!feasible || objective >= this.best - EPS) return;
    const at = this.options.now();
    if (Number.isNaN(this.feasibleAt)) this.feasibleAt = at;
    this.improvedAt = at;
    this.best = objective;
  }

  /** The best feasible roster's objective so far (Infinity before the first). */
  get bestObjective(): number {
    return this.best;
  }

  /** Why the run stops now, or null to go on. */
  check(iterations: number): PlannerStop | null {
    const bound = Math.max(this.options.lowerBound, 0);
    // Relative: the spread's terms are squares of counts, a bound of a few thousand carries rounding of 1e-12.
    if (this.best <= bound + EPS * Math.max(1, bound)) return 'optimal';
    const { gap } = this.options;
    if (gap !== undefined && Number.isFinite(this.best) && this.best - bound <= gap * this.best)
      return 'withinGap';
    if (this.options.spent(iterations)) return 'timeLimit';
    if (
      this.options.stall &&
      !Number.isNaN(this.improvedAt) &&
      this.options.now() - this.improvedAt >= stallWindowMs(this.feasibleAt)
    )
      return 'noImprovement';
    return null;
  }
}
