import { describe, expect, it } from 'vitest';
import { checkChange, checkRange, touches } from './index';
import { benchScenario } from './bench-world';

// The speed of the incremental check is a figure of `npm run bench`, not an assertion (a shared machine's load
// must not fail a test): `rules.engine.dropShareOfFullCheckPercent` (one drop against the whole check) and
// `rules.changeCheckMs` (with data loading). Here only what the incremental check must get right.
describe('incremental checking of a unit of 200 people against 30 active rules', () => {
  it('finds for one drop exactly the findings of the whole check that the drop touches', () => {
    const { setup, world, change } = benchScenario();
    expect(setup.rules.filter((rule) => rule.active)).toHaveLength(30);
    const expected = checkRange(setup, world).filter((finding) => touches(change, finding));
    const sorted = (findings: unknown[]) => findings.map((finding) => JSON.stringify(finding)).sort();
    expect(sorted(checkChange(setup, world, change))).toEqual(sorted(expected));
  });
});
