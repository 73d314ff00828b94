/**
 * The emulator stack a data bench runs against: each bench gets a stack of its own (fresh tables, its own ports),
 * so that one bench's data never weighs on another's figures.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetClients } from '@app/functions/clients';
import { startEmulators, type RunningEmulators } from '../local/emulators';
import { handlerEnvironment, provision, type LocalResources } from '../local/provision';

export interface BenchStack {
  /** The provisioned tables, queues and bucket; the handler environment already points at them. */
  resources: LocalResources;
}

/**
 * Starts the emulators in a temporary directory, provisions them, points the handler code at them and runs
 * `bench`; stops the emulators and removes the directory afterwards, also when the bench fails.
 */
export async function withBenchStack<T>(name: string, bench: (stack: BenchStack) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), `shiftplan-bench-${name}-`));
  let emulators: RunningEmulators | undefined;
  try {
    emulators = await startEmulators({ dataDir, persistent: false });
    const resources = await provision(emulators.endpoints, { stage: 'local' });
    Object.assign(process.env, handlerEnvironment(emulators.endpoints, resources));
    // The SDK clients are built once per process: those of the previous bench point at its stopped stack.
    resetClients();
    return await bench({ resources });
  } finally {
    await emulators?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The middle of the measured runs (NaN for none, so that a missing figure never passes its target). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
