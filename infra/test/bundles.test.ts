/**
 * The functions' bundles as a deployment builds them. One file, so that one worker bundles every function
 * (support/synth.ts, bundledDev); the other stack tests read a synthesis without bundles.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobKinds } from '@app/shared/tasks/job-kinds';
import { esmRequireBanner } from '../src/stacks/function-bundles';
import { bundledDev, resourcesOf, type Json, type Synthesized } from './support/synth';

let dev: Synthesized;
// One esbuild build of every function (function-bundles.ts), then CDK stages each bundle.
beforeAll(() => {
  dev = bundledDev();
}, 300_000);

/** The bundle's folder in the cloud assembly of a function resource. */
function assetDirOf(fn: Json): string {
  return path.join(dev.app.outdir, (fn.Metadata as Json)['aws:asset:path'] as string);
}

describe('function bundles', () => {
  it('bundles each area into a minified ES module with a require shim and a source map', () => {
    for (const [logicalId, fn] of Object.entries(dev.templates.api.findResources('AWS::Lambda::Function'))) {
      const assetDir = assetDirOf(fn);
      const bundle = fs.readFileSync(path.join(assetDir, 'index.mjs'), 'utf8');
      expect(bundle.startsWith(esmRequireBanner), logicalId).toBe(true);
      // Lambda's environment credentials stand in for the SDK's default chain (lambda-credentials.ts).
      expect(bundle, logicalId).toContain('credential-provider-env - fromEnv');
      expect(bundle, logicalId).not.toContain('credential-provider-ini - fromIni');
      expect(fs.existsSync(path.join(assetDir, 'index.mjs.map')), logicalId).toBe(true);
    }
  });

  it("bundles each kind's worker from its own entry, with only that kind's jobs", () => {
    const bundles = new Map<string, string>();
    for (const fn of resourcesOf(dev.templates.workers, 'AWS::Lambda::Function')) {
      const description = String((fn.Properties as Json).Description);
      const kind = jobKinds.find((candidate) => description.startsWith(`Worker for ${candidate} jobs`));
      if (!kind) continue;
      bundles.set(kind, fs.readFileSync(path.join(assetDirOf(fn), 'index.mjs'), 'utf8'));
    }
    expect([...bundles.keys()].sort()).toEqual([...jobKinds].sort());
    // The holiday import and its rules engine are in the import worker only, with the zones of our countries
    // (packed as `Europe/Berlin|...`) instead of moment-timezone's world data.
    for (const [kind, bundle] of bundles) {
      // The job's type as its definition writes it (message keys `holidays.import.*` travel with every job's texts).
      expect(bundle.includes('type:"holidays.import"'), kind).toBe(kind === 'import');
      expect(bundle.includes('Europe/Berlin|'), kind).toBe(kind === 'import');
      expect(bundle.includes('Pacific/Chatham'), kind).toBe(false);
    }
  });
});
