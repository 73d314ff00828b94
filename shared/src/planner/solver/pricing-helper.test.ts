import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInstance } from '../benchmark/parse';
import { compile } from './compile';
import { ColumnGeneration } from './columns';
import { loadLinearSolver } from './index';
import { PricingHelper } from './pricing-helper';
import { toTheEnd } from './steps';

const instance = (n: number) =>
  parseInstance(readFileSync(new URL(`../benchmark/fixtures/Instance${n}.txt`, import.meta.url), 'utf8'));

/** A relaxation of so many rounds and its rounded roster, with or without the helper. */
async function relaxed(n: number, rounds: number, pricing?: PricingHelper) {
  const c = compile(instance(n));
  const columns = new ColumnGeneration(c, await loadLinearSolver(), pricing ? { pricing } : {});
  const model = columns.helperModel;
  if (pricing && model) expect(await pricing.ready(model)).toBe(true);
  const relaxation = toTheEnd(columns.relaxing(() => 1e9, rounds));
  return { relaxation, roster: Array.from(columns.rounded() ?? []) };
}

describe('the pricing helper (a second thread pricing rows beside the run)', () => {
  let helper: PricingHelper;
  beforeAll(() => {
    helper = PricingHelper.start();
  });
  afterAll(async () => {
    await helper.stop();
  });

  it.each([3, 4])(
    'prices the same rows as one thread on Instance%i, and prices its share of them',
    async (n) => {
      const alone = await relaxed(n, 8);
      expect(alone.relaxation.rounds).toBe(8);
      const before = helper.rowsPriced;
      // Every round's rows, the master's values and the bound are the same; the helper priced some of the rows.
      // A helper thread the machine does not schedule while a batch lasts finds it priced already (once in CI
      // beside the other tests, on two cores): so up to three runs, each the same as alone.
      for (let run = 0; run < 3 && helper.rowsPriced === before; run++) {
        const together = await relaxed(n, 8, helper);
        expect(together.relaxation).toEqual(alone.relaxation);
        expect(together.roster).toEqual(alone.roster);
      }
      expect(helper.rowsPriced - before).toBeGreaterThan(0);
    },
    60_000,
  );

  it('leaves the run to price alone once the helper is gone', async () => {
    const gone = PricingHelper.start();
    await gone.stop();
    const alone = await relaxed(3, 6);
    const c = compile(instance(3));
    const columns = new ColumnGeneration(c, await loadLinearSolver(), { pricing: gone });
    expect(toTheEnd(columns.relaxing(() => 1e9, 6))).toEqual(alone.relaxation);
    expect(gone.rowsPriced).toBe(0);
  }, 30_000);
});
