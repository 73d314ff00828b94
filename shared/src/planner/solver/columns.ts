/**
 * Column generation (docs/planner.md, "The solver"): the roster as a choice of one whole row per person. The master
 * problem picks rows (columns) so that the cover costs least; its linear relaxation is solved by HiGHS, and its
 * duals price new rows: the row planner (row-plan.ts) finds each person's cheapest row for the request cost minus
 * the cover rows' duals, a shortest path that keeps every hard constraint. When no row prices out, the relaxation's
 * value is a lower bound; an integer master over all rows found (HiGHS's branch and bound) gives the roster the
 * annealer then polishes.
 */
import { type Compiled, FIXED, OFF } from './compile';
import type { LinearSolver } from './linear';
import { RowPlanner } from './row-plan';

export interface Relaxation {
  /**
   * A lower bound on the request and cover costs (the whole objective without fairness, which bound.ts adds), or
   * -Infinity when the pricing was not exact (coarse minutes, priced maxima).
   */
  lowerBound: number;
  rounds: number;
  /** False when some person has no row that keeps the hard constraints. */
  ok: boolean;
}

interface Column {
  employee: number;
  cost: number;
  /** The (day, shift) indices `d * S + s` the row works (fixed days left out). */
  cells: Int32Array;
  row: Int32Array;
}

const REDUCED_COST_EPS = 1e-6;
/**
 * Exact pricing needs the minutes at their finest step (instances 8 to 10 need about 50,000 states a day). A day's
 * work is states x shift types, so the budget shrinks with the types: a product month with 30 templates still
 * prices a person in well under a second.
 */
const PRICING_WORK_PER_DAY = 600_000;

export class ColumnGeneration {
  private readonly c: Compiled;
  private readonly lp: LinearSolver;
  private readonly planner: RowPlanner;
  private readonly columns: Column[] = [];
  private readonly keys = new Set<string>();
  private readonly duals: Float64Array;
  private readonly cellCost: Float64Array;
  private readonly rowOut: Int32Array;
  /** Whether every cost of the master is a whole number (then its bound may be rounded up). */
  private readonly integral: boolean;
  /** [E] the column a dive has fixed for the person, or -1. */
  private readonly fixed: Int32Array;
  private initialised = false;
  /**
   * The best lower bound proven so far by a relaxation without fixings (a dive's fixings bound only the dive),
   * -Infinity until one is: what a run reports while the column generation works.
   */
  provenBound = Number.NEGATIVE_INFINITY;
  /** The relaxation's last solution: each column's value. */
  private values = new Map<string, number>();

  constructor(c: Compiled, lp: LinearSolver) {
    this.c = c;
    this.lp = lp;
    this.planner = new RowPlanner(c, Math.max(40_000, Math.floor(PRICING_WORK_PER_DAY / Math.max(1, c.S))));
    this.duals = new Float64Array(c.D * c.S);
    this.cellCost = new Float64Array(c.D * c.S);
    this.rowOut = new Int32Array(c.D);
    this.fixed = new Int32Array(c.E).fill(-1);
    const whole = (values: Float64Array): boolean => values.every((v) => Number.isInteger(v));
    // The master's costs are the requests' and the cover's only (fairness lies outside it, bound.ts adds it).
    this.integral = whole(c.requestDelta) && whole(c.weightUnder) && whole(c.weightOver);
  }

  /** Adds a person's row as a column (unless it is known). */
  add(e: number, row: Int32Array): boolean {
    const { D, S } = this.c;
    let key = `${e}:`;
    const cells: number[] = [];
    let cost = 0;
    for (let d = 0; d < D; d++) {
      const t = row[d] ?? OFF;
      key += t >= 0 ? String.fromCharCode(65 + t) : '.';
      if (t >= 0) {
        cells.push(d * S + t);
        cost += this.c.requestDelta[(e * D + d) * S + t] ?? 0;
      }
    }
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    this.columns.push({ employee: e, cost, cells: Int32Array.from(cells), row: Int32Array.from(row) });
    return true;
  }

  /**
   * The first rows: per person their cheapest by requests alone, and one that works as much as the cover wants,
   * pausing after each (a person's year can take a second to price, and the run reports while it works).
   * `none`: some person has no row that keeps the hard constraints (no roster exists); `late`: `timeLeftMs` ran
   * out first (a long horizon with many people: pricing them all twice would leave the rounds no time).
   */
  *initialising(timeLeftMs: () => number): Generator<void, 'ok' | 'none' | 'late'> {
    if (this.initialised) return 'ok';
    const c = this.c;
    const { E, D, S } = c;
    const leftAtStart = timeLeftMs();
    for (const wanted of [false, true]) {
      for (let e = 0; e < E; e++) {
        const left = timeLeftMs();
        if (left <= 0) return 'late';
        for (let k = 0; k < D * S; k++) this.duals[k] = wanted ? (c.weightUnder[k] ?? 0) : 0;
        if (!this.priceRow(e)) return 'none';
        this.add(e, this.rowOut);
        // After the first row: what all of them would take, known at once rather than at the deadline.
        if (e === 0 && !wanted && (leftAtStart - timeLeftMs()) * (2 * E - 1) > timeLeftMs()) return 'late';
        yield;
      }
    }
    this.initialised = true;
    return 'ok';
  }

  /**
   * Solves the relaxation and prices new rows until none prices out or `timeLeftMs` runs out. Returns false when
   * some person has no row that keeps the hard constraints (no roster exists). Pauses after each linear solve and
   * each person priced, like `initialising`.
   */
  *relaxing(timeLeftMs: () => number): Generator<void, Relaxation> {
    const c = this.c;
    const { E, D, S } = c;
    if ((yield* this.initialising(timeLeftMs)) === 'none')
      return { lowerBound: Number.NEGATIVE_INFINITY, rounds: 0, ok: false };
    let rounds = 0;
    let lowerBound = Number.NEGATIVE_INFINITY;
    while (timeLeftMs() > 0) {
      rounds++;
      const solution = this.lp.solve(this.model(false), {
        timeLimitSeconds: Math.max(1, timeLeftMs() / 1000),
      });
      yield;
      if (solution.status !== 'Optimal') break;
      this.values = solution.values;
      for (let k = 0; k < D * S; k++) this.duals[k] = solution.duals[E + k] ?? 0;
      let added = 0;
      let exact = true;
      let lagrangian = solution.objective;
      for (let e = 0; e < E; e++) {
        if (timeLeftMs() <= 0) {
          exact = false;
          break;
        }
        if (this.fixed[e] !== -1) continue;
        if (this.priceRow(e)) {
          exact &&= this.planner.exact;
          const reduced = this.rowCost() - (solution.duals[e] ?? 0);
          if (reduced < 0) lagrangian += reduced;
          if (reduced < -REDUCED_COST_EPS && this.add(e, this.rowOut)) added++;
        }
        yield;
      }
      if (exact) {
        const bound = c.requestBase + lagrangian;
        lowerBound = Math.max(lowerBound, this.integral ? Math.ceil(bound - 1e-6) : bound);
        if (this.fixed.every((j) => j === -1)) this.provenBound = Math.max(this.provenBound, lowerBound);
      }
      if (added === 0) break;
    }
    return { lowerBound, rounds, ok: true };
  }

  /**
   * A dive: solve the relaxation, fix every person whose row is (almost) chosen whole, or else the one row with the
   * largest value, price again, and go on until everyone has a row. Returns the roster, or null when the time runs
   * out or a fixed choice leaves no way on. The dive's fixings are undone afterwards.
   */
  *diving(timeLeftMs: () => number): Generator<void, Int32Array | null> {
    const c = this.c;
    try {
      for (;;) {
        const relaxed = yield* this.relaxing(timeLeftMs);
        if (!relaxed.ok || timeLeftMs() <= 0) return null;
        let bestColumn = -1;
        let bestValue = 0;
        let fixedAny = false;
        this.columns.forEach((column, j) => {
          if (this.fixed[column.employee] !== -1) return;
          const value = this.values.get(`x${j}`) ?? 0;
          if (value > 0.99) {
            this.fixed[column.employee] = j;
            fixedAny = true;
          } else if (value > bestValue) {
            bestValue = value;
            bestColumn = j;
          }
        });
        if (!fixedAny) {
          const column = this.columns[bestColumn];
          if (!column) return null;
          this.fixed[column.employee] = bestColumn;
        }
        if (this.fixed.every((j) => j !== -1)) {
          const x = new Int32Array(c.E * c.D);
          this.fixed.forEach((j, e) => x.set(this.columns[j]?.row ?? [], e * c.D));
          return x;
        }
      }
    } finally {
      this.fixed.fill(-1);
    }
  }

  /** The integer master over every column found: the best combination of whole rows within the time limit. */
  integer(timeLimitMs: number): Int32Array | null {
    const c = this.c;
    const solution = this.lp.solve(this.model(true), { timeLimitSeconds: Math.max(0.5, timeLimitMs / 1000) });
    if (solution.values.size === 0) return null;
    const x = new Int32Array(c.E * c.D);
    const chosen = new Uint8Array(c.E);
    this.columns.forEach((column, j) => {
      if ((solution.values.get(`x${j}`) ?? 0) < 0.5 || chosen[column.employee] === 1) return;
      chosen[column.employee] = 1;
      x.set(column.row, column.employee * c.D);
    });
    return chosen.every((v) => v === 1) ? x : null;
  }

  private priceRow(e: number): boolean {
    const { D, S } = this.c;
    for (let d = 0; d < D; d++) {
      for (let s = 0; s < S; s++) {
        const k = d * S + s;
        this.cellCost[k] = (this.c.requestDelta[(e * D + d) * S + s] ?? 0) - (this.duals[k] ?? 0);
      }
    }
    return this.planner.price(e, this.cellCost, this.rowOut);
  }

  private rowCost(): number {
    const { D, S } = this.c;
    let cost = 0;
    for (let d = 0; d < D; d++) {
      const t = this.rowOut[d] ?? OFF;
      if (t >= 0 && t !== FIXED) cost += this.cellCost[d * S + t] ?? 0;
    }
    return cost;
  }

  /** The master in CPLEX LP format: one convexity row per person, then one cover row per (day, shift). */
  private model(integer: boolean): string {
    const c = this.c;
    const { E, D, S } = c;
    const objective: string[] = [];
    const term = (coefficient: number, name: string): string =>
      `${coefficient < 0 ? '-' : '+'} ${Math.abs(Number(coefficient.toFixed(6)))} ${name}`;
    const byEmployee: string[][] = Array.from({ length: E }, () => []);
    const byCell: string[][] = Array.from({ length: D * S }, () => []);
    this.columns.forEach((column, j) => {
      const pinned = this.fixed[column.employee] ?? -1;
      if (pinned !== -1 && pinned !== j) return;
      const name = `x${j}`;
      objective.push(term(column.cost, name));
      byEmployee[column.employee]?.push(`+ ${name}`);
      for (const k of column.cells) byCell[k]?.push(`+ ${name}`);
    });
    const bounds: string[] = [];
    for (let k = 0; k < D * S; k++) {
      objective.push(term(c.weightUnder[k] ?? 0, `u${k}`), term(c.weightOver[k] ?? 0, `o${k}`));
      byCell[k]?.push(`+ u${k}`, `- o${k}`);
      bounds.push(` u${k} <= ${c.requirement[k] ?? 0}`);
    }
    const lines = (terms: string[]): string => {
      const out: string[] = [];
      for (let i = 0; i < terms.length; i += 12) out.push(terms.slice(i, i + 12).join(' '));
      return out.join('\n  ');
    };
    const rows: string[] = [];
    for (let e = 0; e < E; e++) rows.push(` e${e}: ${lines(byEmployee[e] ?? [])} = 1`);
    for (let k = 0; k < D * S; k++) rows.push(` k${k}: ${lines(byCell[k] ?? [])} = ${c.requirement[k] ?? 0}`);
    return [
      'Minimize',
      ` obj: ${lines(objective)}`,
      'Subject To',
      ...rows,
      'Bounds',
      ...bounds,
      ...(integer ? ['Binary', lines(this.columns.map((_, j) => `x${j}`))] : []),
      'End',
      '',
    ].join('\n');
  }
}
