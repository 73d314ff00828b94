/**
 * `npm run bench`: the figures the issues set targets for, each printed with its target.
 * - Start-up: `npm start` to ready (the demo tenant answers), first start on empty data and warm restart.
 * - Lambda bundles: each API area's and the worker's bundle, built like the CDK builds them.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import {
  apiAreas,
  areaHandlerEntry,
  deadLetterHandlerEntry,
  workerHandlerEntry,
} from '@app/functions/api/catalog';
import { esmRequireBanner } from '../stacks/app-function';
import { freePort } from '../local/free-port';

const repositoryRoot = resolve(import.meta.dirname, '../../..');
const results: { figure: string; value: string; target: string; met: boolean }[] = [];

function record(figure: string, value: number, unit: string, target: number): void {
  results.push({
    figure,
    value: `${value.toFixed(unit === 's' ? 1 : 0)} ${unit}`,
    target: `< ${target} ${unit}`,
    met: value < target,
  });
}

async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      // Ready means usable: the demo tenant exists (it is seeded after the server starts listening).
      const ready = await fetch(`http://127.0.0.1:${port}/api/public/tenants/10001`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return (performance.now() - started) / 1000;
      if (performance.now() - started > 120_000) throw new Error('npm start not ready after 120 s');
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  } finally {
    // The whole process group: npm, tsx, the runner and its emulators.
    process.kill(-child.pid!, 'SIGINT');
    await new Promise((resolveExit) => child.once('exit', resolveExit));
  }
}

async function bundleSize(entry: string): Promise<number> {
  const result = await build({
    entryPoints: [join(repositoryRoot, entry)],
    bundle: true,
    minify: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    mainFields: ['module', 'main'],
    banner: { js: esmRequireBanner },
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.contents.byteLength;
}

const bundleTargetKb = 800;
for (const area of apiAreas) {
  record(`Lambda bundle: ${area}`, (await bundleSize(areaHandlerEntry(area))) / 1024, 'KB', bundleTargetKb);
}
// Workers carry what the API functions must not (the holiday rules engine, later Excel): no size target.
for (const [name, entry] of [
  ['worker', workerHandlerEntry],
  ['dead-letter consumer', deadLetterHandlerEntry],
] as const) {
  const kilobytes = (await bundleSize(entry)) / 1024;
  results.push({
    figure: `Lambda bundle: ${name}`,
    value: `${kilobytes.toFixed(0)} KB`,
    target: '(no target)',
    met: true,
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'shiftplan-bench-'));
try {
  record('npm start to ready, first start (empty data)', await timeStart(dataDir), 's', 30);
  record('npm start to ready, warm (.data kept)', await timeStart(dataDir), 's', 15);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const width = Math.max(...results.map((result) => result.figure.length));
for (const result of results) {
  console.log(
    `${result.met ? 'ok  ' : 'MISS'}  ${result.figure.padEnd(width)}  ${result.value.padStart(10)}  target ${result.target}`,
  );
}
process.exitCode = results.every((result) => result.met) ? 0 : 1;
