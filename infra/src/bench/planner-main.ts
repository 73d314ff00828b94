/**
 * `npm run bench:planner`: the automatic planner on the Curtois-Qu benchmark (docs/planner.md, "The benchmark").
 * - without `--instance`: solves `--instances` (default 1-10), `--seconds` each (default 60; instances 20-24, half
 *   a year and more, `--long-seconds`, default 600), `--seed` (default 1), one at a time, and prints per instance
 *   objective, best known, gap, bound, proven gap, feasible and seconds, then the mean gap and the figures of
 *   issue 32 its instances cover (`--instances 1-24`: all of them; `--json FILE` writes them as `npm run bench`
 *   does);
 * - `--instance N --out FILE`: solves instance N and writes its roster file (one line per employee in the
 *   instance's order: the EmployeeID, then a tab-separated field per day with the shift ID or nothing).
 * Every roster goes through the independent checker; a refused one is a failure (exit code 1).
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeRosterFile } from '@app/shared/planner/benchmark/roster-file';
import { PricingHelper } from '@app/shared/planner/solver/index';
import { reportFigures } from './figures';
import {
  formatRun,
  longInstances,
  meanGapPct,
  parseInstanceList,
  runInstance,
  scaleFigures,
  type InstanceRun,
} from './planner';

const { values: options } = parseArgs({
  options: {
    instance: { type: 'string' },
    instances: { type: 'string', default: '1-10' },
    out: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    'long-seconds': { type: 'string', default: '600' },
    json: { type: 'string' },
    seed: { type: 'string', default: '1' },
  },
});

const seconds = Number(options.seconds);
const longSeconds = Number(options['long-seconds']);
const seed = Number(options.seed);
if (!(seconds > 0)) throw new Error(`--seconds must be a positive number, not ${options.seconds}`);
if (!(longSeconds > 0))
  throw new Error(`--long-seconds must be a positive number, not ${options['long-seconds']}`);
if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number, not ${options.seed}`);
if (options.out && !options.instance) throw new Error('--out needs --instance N');

const instances = parseInstanceList(options.instance ?? options.instances);
console.log(
  `Solving ${instances.length} instance(s), ${seconds} s each (${longInstances.from}-${longInstances.to}: ${longSeconds} s), seed ${seed}`,
);
const runs: InstanceRun[] = [];
const pricing = PricingHelper.start();
for (const instance of instances) {
  const long = instance >= longInstances.from && instance <= longInstances.to;
  const run = await runInstance(instance, { seconds: long ? longSeconds : seconds, seed, pricing });
  console.log(formatRun(run));
  runs.push(run);
}
await pricing.stop();

const [first] = runs;
if (options.out && first) {
  // npm runs scripts in the repository root; a relative path means the caller's directory.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), options.out);
  await writeFile(file, writeRosterFile(first.problem, first.roster));
  console.log(`Roster written to ${file}`);
}
if (runs.length > 1) {
  const mean = meanGapPct(runs);
  const failed = runs.filter((run) => !run.feasible).length;
  console.log(
    Number.isFinite(mean)
      ? `Mean gap ${mean.toFixed(2)} % over ${runs.length} instances`
      : `Mean gap: none, ${failed} of ${runs.length} rosters refused by the checker`,
  );
}
const figures = scaleFigures(runs);
const figuresOk = figures.length === 0 || (await reportFigures(figures, options.json));
process.exitCode = runs.every((run) => run.feasible) && figuresOk ? 0 : 1;
