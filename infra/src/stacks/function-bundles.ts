/**
 * Every Lambda function's bundle from one esbuild build with all entries: esbuild reads and parses the shared
 * code (the AWS SDK, zod, the areas) once instead of once per function, which made a synthesis with bundles
 * about 50 esbuild runs long (docs/decisions.md, "One build for every function's bundle"). Each entry still
 * gets a standalone, tree-shaken ES module of its own (no shared chunks): a function deploys alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync, type BuildOptions } from 'esbuild';
import { jobKinds } from '@app/shared/tasks/job-kinds';
import {
  apiAreas,
  areaHandlerEntry,
  challengeTriggerEntry,
  deadLetterHandlerEntry,
  workerHandlerEntry,
} from '@app/functions/wiring/catalog';
import { repoRoot } from './stage';

/**
 * ESM bundles still contain `require()` calls from CommonJS dependencies (parts of the AWS SDK among them);
 * an ES module has no `require`, so the bundle defines one.
 */
export const esmRequireBanner =
  "import { createRequire as __shiftplanCreateRequire } from 'node:module'; " +
  'const require = __shiftplanCreateRequire(import.meta.url);';

/**
 * Modules replaced in every bundle: moment-timezone (which date-holidays needs) by a build that carries only the
 * zones of our holiday countries instead of the world's 700 KB (shared/scripts/build-holiday-data.ts makes them);
 * the SDK's default credential chain by the environment credentials Lambda provides (lambda-credentials.ts).
 */
export const bundleAliases: Record<string, string> = {
  'moment-timezone': path.join(repoRoot, 'shared/src/holidays/moment-timezone-trimmed.cjs'),
  '@aws-sdk/credential-provider-node': path.join(repoRoot, 'functions/src/lambda-credentials.ts'),
};

/** How a function's code is bundled: Node.js 22, a minified ES module, the AWS SDK bundled and tree-shaken. */
export const functionBuildOptions = {
  bundle: true,
  minify: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  mainFields: ['module', 'main'],
  banner: { js: esmRequireBanner },
  alias: bundleAliases,
  logLevel: 'silent',
} as const satisfies BuildOptions;

/** Every function the stacks create, by entry file relative to the repository root. */
export function functionEntries(): string[] {
  return [
    ...apiAreas.map(areaHandlerEntry),
    ...jobKinds.map(workerHandlerEntry),
    deadLetterHandlerEntry,
    challengeTriggerEntry,
  ];
}

/** What was built of an entry: the folder holding its `index.mjs` and source map, and the files in its code. */
interface BuiltEntry {
  folder: string;
  inputs: string[];
}

/** Entry -> its build; every function's, built once per process. */
let built: Map<string, BuiltEntry> | undefined;

function build(entries: readonly string[]): Map<string, BuiltEntry> {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftplan-bundles-'));
  process.once('exit', () => fs.rmSync(outdir, { recursive: true, force: true }));
  const names = new Map(entries.map((entry, index) => [entry, `f${index}`]));
  const { metafile } = buildSync({
    ...functionBuildOptions,
    entryPoints: Object.fromEntries(
      [...names].map(([entry, name]) => [`${name}/index`, path.join(repoRoot, entry)]),
    ),
    outdir,
    outExtension: { '.js': '.mjs' },
    // Stack traces need file and line only; leaving the sources out keeps the asset small.
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
  });
  // The files whose code is in each bundle, as esbuild tree-shook it (the stack tests read a function's SDK calls).
  const inputsOf = new Map<string, string[]>();
  for (const [output, { entryPoint, inputs }] of Object.entries(metafile.outputs)) {
    if (!entryPoint) continue;
    inputsOf.set(
      path.basename(path.dirname(output)),
      Object.entries(inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([file]) => file),
    );
  }
  return new Map(
    [...names].map(([entry, name]) => [
      entry,
      { folder: path.join(outdir, name), inputs: inputsOf.get(name) ?? [] },
    ]),
  );
}

/** The build of `entry` (relative to the repository root): every function's at the first call, else its own. */
function builtEntry(entry: string): BuiltEntry {
  built ??= build(functionEntries());
  let result = built.get(entry);
  if (!result) {
    result = build([entry]).get(entry) as BuiltEntry;
    built.set(entry, result);
  }
  return result;
}

/** The source files (packages' among them) whose code is in the bundle of `entry`. */
export function filesInBundle(entry: string): string[] {
  return builtEntry(entry).inputs;
}

/**
 * Copies the bundle of `entry` (relative to the repository root) into `outputDir`: `index.mjs` (exporting
 * `handler`) and `index.mjs.map`. The first call builds every function's bundle; an entry that is no function of
 * the stacks gets a build of its own.
 */
export function writeBundle(entry: string, outputDir: string): void {
  const { folder } = builtEntry(entry);
  for (const file of ['index.mjs', 'index.mjs.map'])
    fs.copyFileSync(path.join(folder, file), path.join(outputDir, file));
}
