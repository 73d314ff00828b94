import { describe, expect, it } from 'vitest';
import { checkChange, checkRange, touches } from './index';
import { benchScenario } from './bench-world';

describe('engine speed (rules.changeCheckMs without loading)', () => {
  it('checks one drop in a unit of 200 people against 30 active rules in well under 5 ms (median)', () => {
    const { setup, world, change } = benchScenario();
    expect(setup.rules.filter((rule) => rule.active)).toHaveLength(30);
    // Warm up first: the median is of the compiled code, as in a Lambda that has served a few requests.
    for (let run = 0; run < 30; run += 1) checkChange(setup, { ...world }, change);
    const times: number[] = [];
    for (let run = 0; run < 101; run += 1) {
      // A fresh world object each time: the engine's per-world index is built anew, as for a real request.
      const fresh = { ...world };
      // CPU time, not wall time: the test machine is shared, and a busy neighbour must not fail this test.
      const started = process.cpuUsage();
      checkChange(setup, fresh, change);
      const used = process.cpuUsage(started);
      times.push((used.user + used.system) / 1000);
    }
    const median = times.sort((a, b) => a - b)[50] ?? Infinity;
    console.log(`rules engine: one drop against 30 rules, median ${median.toFixed(2)} ms of CPU`);
    expect(median).toBeLessThan(5);
    // And the change check is the report's answer for the change.
    const expected = checkRange(setup, world).filter((finding) => touches(change, finding));
    expect(checkChange(setup, world, change).length).toBe(expected.length);
  });
});
