import { describe, expect, it } from 'vitest';
import { checkChange, checkRange, touches } from './index';
import { benchScenario } from './bench-world';
import type { RuleWorld } from './types';

/** Median CPU time of `run` over fresh world objects (the engine's per-world index is built anew each time). */
function medianCpuMs(world: RuleWorld, run: (fresh: RuleWorld) => unknown, times = 21): number {
  for (let warm = 0; warm < 5; warm += 1) run({ ...world });
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const fresh = { ...world };
    const started = process.cpuUsage();
    run(fresh);
    const used = process.cpuUsage(started);
    samples.push((used.user + used.system) / 1000);
  }
  return samples.sort((a, b) => a - b)[Math.floor(times / 2)] ?? Infinity;
}

// The absolute figure is `rules.changeCheckMs` in `npm run bench`; here only a ratio of one run, which a shared
// machine's load does not change: checking one drop is incremental, not a full check in disguise.
describe('incremental checking of a unit of 200 people against 30 active rules', () => {
  it('checks one drop in a small fraction of the time of the whole month, with the same findings', () => {
    const { setup, world, change } = benchScenario();
    expect(setup.rules.filter((rule) => rule.active)).toHaveLength(30);
    const expected = checkRange(setup, world).filter((finding) => touches(change, finding));
    const sorted = (findings: unknown[]) => findings.map((finding) => JSON.stringify(finding)).sort();
    expect(sorted(checkChange(setup, world, change))).toEqual(sorted(expected));
    const drop = medianCpuMs(world, (fresh) => checkChange(setup, fresh, change));
    const month = medianCpuMs(world, (fresh) => checkRange(setup, fresh), 5);
    expect(drop * 5).toBeLessThan(month);
  });
});
