/**
 * The lint configuration (.oxlintrc.json) refuses what the project refuses, each where it applies: files of the
 * kinds it tells apart are written into a scratch tree laid out like the repository, linted with a copy of the
 * configuration (its `files` globs are relative to the configuration file), and each file must draw exactly the
 * rules expected. The typed rules need the project's TypeScript programs and run on the repository itself in
 * `npm run lint`; `project/areas-order` knows the repository's areas and has tests of its own (tools/areas).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** Scratch file -> its text and the rules it must draw (sorted). */
const fixtures = {
  'functions/src/units/clean.service.ts': {
    text: "import * as z from 'zod';\nexport const name = z.string();\n",
    rules: [],
  },
  'functions/src/units/reads-clock.service.ts': {
    text: 'export function stamp(): number {\n  try {\n    return Date.now() + new Date().getTime();\n  } catch {\n    return 0;\n  }\n}\n',
    rules: ['project(restricted-syntax)', 'project(restricted-syntax)', 'project(restricted-syntax)'],
  },
  'functions/src/clock.ts': {
    text: 'export function now(): Date {\n  return new Date();\n}\n',
    rules: [],
  },
  'functions/src/units/storage.service.ts': {
    text: "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nimport { table } from '../data/tenant-table';\nexport const both = [DynamoDBClient, table];\n",
    // The table: both as storage outside a repository and as keys outside the data layer.
    rules: [
      'eslint(no-restricted-imports)',
      'eslint(no-restricted-imports)',
      'eslint(no-restricted-imports)',
    ],
  },
  'functions/src/units/keys.ts': {
    text: "import { table } from '../data/tenant-table';\nexport const keys = table;\n",
    rules: ['eslint(no-restricted-imports)'],
  },
  'functions/src/units/unit.repository.ts': {
    text: "import { table } from '../data/tenant-table';\nexport const keys = table;\n",
    rules: [],
  },
  'shared/src/units/browser-and-lambda.ts': {
    text: "import { useState } from 'react';\nimport { S3Client } from '@aws-sdk/client-s3';\nimport { z } from 'zod';\nexport const all = [useState, S3Client, z];\n",
    rules: ['eslint(no-restricted-imports)', 'eslint(no-restricted-imports)', 'project(restricted-syntax)'],
  },
  'test/api/stand-in.test.ts': {
    text: "import { vi } from 'vitest';\nvi.mock('node:fs');\nexport const value: string | undefined = process.env['X'];\nexport const sure = value!;\n",
    rules: ['project(restricted-syntax)', 'typescript(no-non-null-assertion)'],
  },
  'web/src/features/x/stand-in.fresh.test.tsx': {
    text: "import { vi } from 'vitest';\nvi.mock('node:fs');\n",
    rules: [],
  },
  'web/src/features/x/climbs.ts': {
    text: "import { unused } from '../../../lib/y';\nexport const y = 1;\n",
    rules: ['eslint(no-restricted-imports)', 'eslint(no-unused-vars)'],
  },
  'web/src/features/x/inner-component.tsx': {
    text: 'export function Outer({ n }: { n: number }) {\n  const Inner = () => <span>{n}</span>;\n  return <Inner />;\n}\n',
    rules: ['react-hooks-js(static-components)'],
  },
};

let scratch;
let byFile;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'lint-rules-'));
  const config = JSON.parse(await readFile(path.join(root, '.oxlintrc.json'), 'utf8'));
  // The plugins from where the repository has them; no type information in the scratch tree.
  config.jsPlugins = config.jsPlugins.map((plugin) =>
    typeof plugin === 'string'
      ? path.join(root, plugin)
      : { ...plugin, specifier: require.resolve(plugin.specifier) },
  );
  delete config.$schema;
  config.options = { ...config.options, typeAware: false };
  await writeFile(path.join(scratch, '.oxlintrc.json'), JSON.stringify(config));
  for (const [file, { text }] of Object.entries(fixtures)) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await writeFile(path.join(scratch, file), text);
  }
  const oxlint = path.join(root, 'node_modules/.bin/oxlint');
  const { stdout } = await promisify(execFile)(oxlint, ['-f', 'json', '.'], { cwd: scratch }).catch(
    (failed) => failed, // oxlint exits with 1 when it finds something, which is the point here
  );
  byFile = {};
  for (const diagnostic of JSON.parse(stdout).diagnostics) {
    (byFile[diagnostic.filename] ??= []).push(diagnostic.code);
  }
}, 60_000);

afterAll(() => rm(scratch, { recursive: true, force: true }));

it.each(Object.entries(fixtures))('%s draws exactly the expected rules', (file, { rules }) => {
  expect((byFile[file] ?? []).sort()).toEqual([...rules].sort());
});
