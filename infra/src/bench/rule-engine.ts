/**
 * Figure of the rule engine alone (no data loading), for `npm run bench`: checking one drop is incremental, not a
 * full check in disguise. On the scenario of `benchScenario` (a unit of 200 people, a week of shifts around the
 * drop, 30 active rules):
 * - `rules.engine.dropShareOfFullCheckPercent`: the CPU time of `checkChange` for the drop as a share of
 *   `checkRange` over the whole scenario (every finding of the week), medians over fresh world objects (the
 *   engine's per-world index is built anew each time); target below 20 % (a fifth of the whole check).
 * - `rules.engine.dropCpuMs`: that drop's median CPU time, watched without a target of its own.
 * A ratio of one run, so that a shared machine's load changes it little; it was an assertion of the engine's
 * tests until a busy machine failed it.
 */
import { checkChange, checkRange } from '@app/shared/rules/engine/index';
import { benchScenario } from '@app/shared/rules/engine/bench-world';
import type { RuleWorld } from '@app/shared/rules/engine/types';

/** Median CPU time of `run` over fresh world objects, after a warm-up. */
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

export function ruleEngineFigures(): { dropShareOfFullCheckPercent: number; dropCpuMs: number } {
  const { setup, world, change } = benchScenario();
  const drop = medianCpuMs(world, (fresh) => checkChange(setup, fresh, change));
  const full = medianCpuMs(world, (fresh) => checkRange(setup, fresh), 5);
  return { dropShareOfFullCheckPercent: (drop / full) * 100, dropCpuMs: drop };
}
