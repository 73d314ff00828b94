import { describe, expect, it } from 'vitest';
import { loadLinearSolver } from './index';
import { Random } from './random';
import { type PoolColumn, solveByVolume } from './volume';

/** A master of `E` people with `perPerson` random rows over `K` cover rows, as columns.ts writes it for HiGHS. */
function randomMaster(seed: number, E: number, K: number, perPerson: number) {
  const random = new Random(seed);
  const columns: PoolColumn[] = [];
  for (let e = 0; e < E; e++)
    for (let n = 0; n < perPerson; n++) {
      const cells = [...Array(K).keys()].filter(() => random.float() < 0.3);
      columns.push({ employee: e, cost: random.int(20), cells: Int32Array.from(cells) });
    }
  const requirement = Int32Array.from({ length: K }, () => 1 + random.int(3));
  const weightUnder = Float64Array.from({ length: K }, () => 30 + random.int(70));
  const weightOver = Float64Array.from({ length: K }, () => random.int(5));
  const rows = { E, requirement, weightUnder, weightOver };
  const objective = [
    ...columns.map((column, j) => `+ ${column.cost} x${j}`),
    ...[...Array(K).keys()].flatMap((k) => [`+ ${weightUnder[k]} u${k}`, `+ ${weightOver[k]} o${k}`]),
  ];
  const lines = [
    ...[...Array(E).keys()].map(
      (e) =>
        ` e${e}: ${columns.flatMap((column, j) => (column.employee === e ? [`+ x${j}`] : [])).join(' ')} = 1`,
    ),
    ...[...Array(K).keys()].map(
      (k) =>
        ` k${k}: ${columns.flatMap((column, j) => (column.cells.includes(k) ? [`+ x${j}`] : [])).join(' ')} + u${k} - o${k} = ${requirement[k]}`,
    ),
  ];
  const bounds = [...Array(K).keys()].map((k) => ` u${k} <= ${requirement[k]}`);
  const model = [
    'Minimize',
    ` obj: ${objective.join(' ')}`,
    'Subject To',
    ...lines,
    'Bounds',
    ...bounds,
    'End',
    '',
  ];
  return { rows, columns, model: model.join('\n') };
}

describe('the first-order master (volume algorithm)', () => {
  it.each([1, 2, 3, 4, 5])(
    'brackets the linear optimum of random master %i between its bounds, the lower within 1 % of it',
    async (seed) => {
      const { rows, columns, model } = randomMaster(seed, 12, 20, 6);
      const exact = (await loadLinearSolver()).solve(model, { timeLimitSeconds: 10 }).objective;
      const solved = solveByVolume(rows, columns, new Float64Array(20));
      expect(solved.lower).toBeLessThanOrEqual(exact + 1e-6);
      expect(solved.upper).toBeGreaterThanOrEqual(exact - 1e-6);
      expect(solved.lower).toBeGreaterThan(exact - 0.01 * Math.abs(exact));
    },
  );

  it('returns duals within the slack weights and each person’s least reduced cost at them', () => {
    const { rows, columns } = randomMaster(7, 8, 15, 5);
    // A start far outside the weights: duals beyond them only lower the value, so they are clamped.
    const solved = solveByVolume(rows, columns, new Float64Array(15).fill(1000));
    solved.duals.forEach((mu, k) => {
      expect(mu).toBeLessThanOrEqual(rows.weightUnder[k] ?? 0);
      expect(mu).toBeGreaterThanOrEqual(-(rows.weightOver[k] ?? 0));
    });
    let lagrangian = 0;
    for (let e = 0; e < rows.E; e++) {
      const least = Math.min(
        ...columns
          .filter((column) => column.employee === e)
          .map(
            (column) => column.cost - [...column.cells].reduce((sum, k) => sum + (solved.duals[k] ?? 0), 0),
          ),
      );
      expect(solved.convexity[e]).toBeCloseTo(least, 9);
      lagrangian += least;
    }
    solved.duals.forEach((mu, k) => (lagrangian += mu * (rows.requirement[k] ?? 0)));
    expect(solved.lower).toBeCloseTo(lagrangian, 9);
    // The averaged values are a convex combination of each person's columns.
    for (let e = 0; e < rows.E; e++) {
      const sum = columns.reduce(
        (total, column, j) => total + (column.employee === e ? (solved.values[j] ?? 0) : 0),
        0,
      );
      expect(sum).toBeCloseTo(1, 9);
    }
  });
});
