/** Where the benchmark's instance files are (`../shared/bench/shift-scheduling/` beside the repository). */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { PlannerProblem } from '../model';
import { parseInstance } from './parse';

export const benchmarkDirectory = resolve(
  import.meta.dirname,
  '../../../../../shared/bench/shift-scheduling',
);

/** The best known objective (UB of the README's table) of Instance1 to Instance24. */
export const bestKnown: Readonly<Record<number, number>> = {
  1: 607,
  2: 828,
  3: 1001,
  4: 1716,
  5: 1143,
  6: 1950,
  7: 1056,
  8: 1300,
  9: 439,
  10: 4631,
  11: 3443,
  12: 4040,
  13: 1348,
  14: 1278,
  15: 3831,
  16: 3225,
  17: 5746,
  18: 4459,
  19: 3149,
  20: 4769,
  21: 21133,
  22: 30244,
  23: 17428,
  24: 42463,
};

export function instanceFile(instance: number): string {
  return resolve(benchmarkDirectory, `Instance${instance}.txt`);
}

export async function readInstance(instance: number): Promise<PlannerProblem> {
  return parseInstance(await readFile(instanceFile(instance), 'utf8'));
}
