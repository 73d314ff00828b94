/**
 * The lint rules that need type information run in oxlint's type-aware mode (.oxlintrc.json), all others in
 * ESLint, whose last block hands the typed ones over (eslint.config.js, `typed-rules-in-oxlint`). This keeps the
 * hand-over whole: every typed rule that ESLint's configuration turns on, for any kind of file, runs in oxlint
 * with the same options, and none runs twice.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { expect, it } from 'vitest';
import config from '../../eslint.config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** One file of each kind the ESLint configuration tells apart. */
const kindsOfFile = [
  'functions/src/units/unit.service.ts',
  'functions/src/units/unit.repository.ts',
  'functions/src/data/tenant-table.ts',
  'functions/src/absences/absence-policy.test.ts',
  'shared/src/calendar/calendar-view.ts',
  'web/src/app/app.tsx',
  'web/src/app/app-shell.fresh.test.tsx',
  'infra/src/local/main.ts',
  'test/api/units.test.ts',
  'vitest.config.ts',
];
const handOver = 'typed-rules-in-oxlint';

/** The typed rules that are on for the file, as oxlint names them, with their options. */
async function typedRulesOn(eslint, file) {
  const { rules } = await eslint.calculateConfigForFile(path.join(root, file));
  const on = {};
  for (const [name, [severity, ...options]] of Object.entries(rules ?? {})) {
    const rule = name.startsWith('@typescript-eslint/')
      ? name.slice('@typescript-eslint/'.length)
      : undefined;
    if (rule === undefined || severity === 0 || severity === 'off') continue;
    if (!tseslint.plugin.rules[rule]?.meta.docs?.requiresTypeChecking) continue;
    on[`typescript/${rule}`] = options.length === 0 ? 'error' : ['error', ...options];
  }
  return on;
}

it('runs every typed rule of the ESLint configuration in oxlint, with the same options, and not in ESLint', async () => {
  const oxlint = JSON.parse(readFileSync(path.join(root, '.oxlintrc.json'), 'utf8'));
  expect(oxlint.options.typeAware).toBe(true);
  const asConfigured = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: config.filter((block) => block.name !== handOver),
  });
  const asRun = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
  const wanted = {};
  for (const file of kindsOfFile) {
    Object.assign(wanted, await typedRulesOn(asConfigured, file));
    expect(await typedRulesOn(asRun, file), file).toEqual({});
  }
  expect(Object.keys(wanted).length).toBeGreaterThan(20);
  expect(oxlint.rules).toEqual(wanted);
  // Resolving ESLint's configuration for each kind of file is CPU work: beside other work 5 s were too few.
}, 60_000);
