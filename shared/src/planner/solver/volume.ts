/**
 * The column generation's master solved approximately by the volume algorithm (Barahona and Anbil, Mathematical
 * Programming 2000), a first-order method: no linear-programming solver, no model text, warm-started from the
 * last round's duals (docs/planner.md, "A first-order master"). The cover rows are relaxed with duals μ; for given μ
 * each person's cheapest column is found by a pass over the pool, and μ moves along the cover the averaged choices
 * leave short or over. The average of the choices is an approximate primal solution, and its cost with the slack
 * that makes it feasible bounds the master from above, so each solve knows how far it is from the master's value.
 */

/** What the volume algorithm reads of a column. */
export interface PoolColumn {
  employee: number;
  cost: number;
  /** The cover rows (`d * S + s`) the column works. */
  cells: Int32Array;
}

export interface CoverRows {
  /** People (the convexity rows). */
  E: number;
  requirement: Int32Array;
  weightUnder: Float64Array;
  weightOver: Float64Array;
}

export interface VolumeSolution {
  /** The Lagrangian value at the best duals found: a lower bound on the master over these columns. */
  lower: number;
  /** The averaged choices' cost with the cheapest slack: an upper bound on the master over these columns. */
  upper: number;
  /** The cover rows' duals μ (their best found). */
  duals: Float64Array;
  /** Per person the least reduced cost of their columns at `duals`: the convexity rows' duals. */
  convexity: Float64Array;
  /** Per column its averaged value (0 for a column never chosen). */
  values: Float64Array;
  iterations: number;
}

/** Iterations at most per solve: a pass over every column's cells each, about 0.2 ms per thousand columns. */
const MAX_ITERATIONS = 400;
/** A solve ends when its upper and lower bounds are within this share of each other. */
const GAP = 1e-4;
/** Step sizes λ (Barahona and Anbil's rule): start, range, and the red steps before it shrinks. */
const LAMBDA_START = 0.1;
const LAMBDA_MIN = 5e-4;
const LAMBDA_MAX = 2;
const RED_STEPS = 20;
/** The largest weight of one iteration's choices in the average. */
const ALPHA_MAX = 0.1;

/**
 * Solves the master over `columns` approximately, starting from the cover duals `start` (a round's solve starts
 * where the last one ended). Every person must have a column.
 */
export function solveByVolume(
  rows: CoverRows,
  columns: readonly PoolColumn[],
  start: Float64Array,
): VolumeSolution {
  const { E, requirement, weightUnder, weightOver } = rows;
  const K = requirement.length;
  const J = columns.length;
  // Duals outside [-weightOver, weightUnder] only lower the Lagrangian value: a slack would take the row.
  const clamp = (k: number, value: number): number =>
    Math.min(weightUnder[k] ?? 0, Math.max(-(weightOver[k] ?? 0), value));

  // The columns in flat arrays (each column's cells from `first[j]` to `first[j + 1]`): the pass over them is most
  // of a solve, and read from one block it took a third of the time the columns' own arrays did (docs/planner.md).
  const first = new Int32Array(J + 1);
  for (let j = 0; j < J; j++) first[j + 1] = (first[j] ?? 0) + (columns[j]?.cells.length ?? 0);
  const cells = new Int32Array(first[J] ?? 0);
  const owner = new Int32Array(J);
  const costs = new Float64Array(J);
  columns.forEach((column, j) => {
    cells.set(column.cells, first[j]);
    owner[j] = column.employee;
    costs[j] = column.cost;
  });
  const least = new Float64Array(E);
  const chosen = new Int32Array(E);
  /** Each person's cheapest column at `mu`; returns the Lagrangian value. */
  const choose = (mu: Float64Array): number => {
    least.fill(Number.POSITIVE_INFINITY);
    let from = 0;
    for (let j = 0; j < J; j++) {
      const to = first[j + 1] ?? 0;
      let reduced = costs[j] ?? 0;
      for (let i = from; i < to; i++) reduced -= mu[cells[i] ?? 0] ?? 0;
      from = to;
      const e = owner[j] ?? 0;
      if (reduced < (least[e] ?? 0)) {
        least[e] = reduced;
        chosen[e] = j;
      }
    }
    let value = 0;
    for (let e = 0; e < E; e++) value += least[e] ?? 0;
    for (let k = 0; k < K; k++) value += (mu[k] ?? 0) * (requirement[k] ?? 0);
    return value;
  };
  /** The cover of the current choices into `out`; returns their cost. */
  const coverOfChoices = (out: Float64Array): number => {
    out.fill(0);
    let cost = 0;
    for (let e = 0; e < E; e++) {
      const j = chosen[e] ?? 0;
      cost += costs[j] ?? 0;
      for (let i = first[j] ?? 0, to = first[j + 1] ?? 0; i < to; i++) {
        const k = cells[i] ?? 0;
        out[k] = (out[k] ?? 0) + 1;
      }
    }
    return cost;
  };

  let best = Float64Array.from(start, (value, k) => clamp(k, value));
  let lower = choose(best);
  let bestConvexity = Float64Array.from(least);
  const values = new Float64Array(J);
  for (let e = 0; e < E; e++) values[chosen[e] ?? 0] = 1;
  const cover = new Float64Array(K);
  let cost = coverOfChoices(cover);
  const upperOf = (): number => {
    let upper = cost;
    for (let k = 0; k < K; k++) {
      const short = (requirement[k] ?? 0) - (cover[k] ?? 0);
      upper += short > 0 ? (weightUnder[k] ?? 0) * short : -(weightOver[k] ?? 0) * short;
    }
    return upper;
  };
  let upper = upperOf();

  const direction = new Float64Array(K);
  const trial = new Float64Array(K);
  const trialCover = new Float64Array(K);
  let lambda = LAMBDA_START;
  let red = 0;
  let iterations = 0;
  while (iterations < MAX_ITERATIONS && upper - lower > GAP * Math.max(1, Math.abs(upper))) {
    iterations++;
    // The averaged choices' violation is the direction (the volume algorithm's smoothed subgradient).
    let norm = 0;
    for (let k = 0; k < K; k++) {
      const v = (requirement[k] ?? 0) - (cover[k] ?? 0);
      direction[k] = v;
      norm += v * v;
    }
    if (norm < 1e-12) break;
    const step = (lambda * (upper - lower)) / norm;
    for (let k = 0; k < K; k++) trial[k] = clamp(k, (best[k] ?? 0) + step * (direction[k] ?? 0));
    const value = choose(trial);
    const trialCost = coverOfChoices(trialCover);
    // The new choices' weight in the average: the one that leaves the average least violated, within bounds.
    let along = 0;
    let squared = 0;
    for (let k = 0; k < K; k++) {
      const d = (trialCover[k] ?? 0) - (cover[k] ?? 0);
      along += (direction[k] ?? 0) * d;
      squared += d * d;
    }
    const alpha = Math.min(ALPHA_MAX, Math.max(ALPHA_MAX / 10, squared > 0 ? along / squared : ALPHA_MAX));
    for (let j = 0; j < J; j++) values[j] = (values[j] ?? 0) * (1 - alpha);
    for (let e = 0; e < E; e++) values[chosen[e] ?? 0] = (values[chosen[e] ?? 0] ?? 0) + alpha;
    for (let k = 0; k < K; k++) cover[k] = (1 - alpha) * (cover[k] ?? 0) + alpha * (trialCover[k] ?? 0);
    cost = (1 - alpha) * cost + alpha * trialCost;
    upper = upperOf();
    if (value > lower) {
      // A serious step: λ grows when the new choices' violation still points the same way.
      let agreement = 0;
      for (let k = 0; k < K; k++)
        agreement += (direction[k] ?? 0) * ((requirement[k] ?? 0) - (trialCover[k] ?? 0));
      if (agreement >= 0) lambda = Math.min(LAMBDA_MAX, lambda * 1.1);
      best = Float64Array.from(trial);
      bestConvexity = Float64Array.from(least);
      lower = value;
      red = 0;
    } else if (++red >= RED_STEPS) {
      lambda = Math.max(LAMBDA_MIN, lambda * 0.66);
      red = 0;
    }
  }
  return { lower, upper, duals: best, convexity: bestConvexity, values, iterations };
}
