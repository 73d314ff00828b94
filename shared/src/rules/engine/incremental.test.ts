import { describe, expect, it } from 'vitest';
import { checkChange, checkRange, touches } from './index';
import { random, randomChange, randomScenario } from './random-world';
import type { RuleFinding } from './types';

const canonical = (findings: RuleFinding[]) => findings.map((finding) => JSON.stringify(finding)).sort();

describe('incremental checking', () => {
  it('checkChange equals checkRange filtered by touches, on random worlds and random changes', () => {
    let touched = 0;
    const types = new Set<string>();
    for (let seed = 1; seed <= 150; seed += 1) {
      const rng = random(seed);
      const scenario = randomScenario(rng);
      const { change, after } = randomChange(rng, scenario);
      const full = checkRange(scenario.setup, after).filter((finding) => touches(change, finding));
      const incremental = checkChange(scenario.setup, after, change);
      expect(canonical(incremental), `seed ${seed}`).toEqual(canonical(full));
      touched += full.length;
      for (const finding of full)
        types.add(finding.ruleId.startsWith('0') ? finding.ruleType : finding.ruleId);
    }
    // The property is not empty: changes touch findings of the rule types and of the built-in and legal checks.
    expect(touched).toBeGreaterThan(150);
    expect([...types]).toEqual(
      expect.arrayContaining([
        'MINOC',
        'QUAL',
        'MSG',
        'DEPENCY',
        'default.overlap',
        'default.manning',
        'legal.rest',
        'legal.sunday',
      ]),
    );
  }, 60_000);

  it('a change does not touch findings of other people and other days', () => {
    const rng = random(7);
    const scenario = randomScenario(rng, { people: 12, shifts: 80 });
    const { change, after } = randomChange(rng, scenario);
    const all = checkRange(scenario.setup, after);
    expect(checkChange(scenario.setup, after, change).length).toBeLessThan(all.length);
  });
});
