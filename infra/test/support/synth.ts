/**
 * Shared by the stack tests: synthesizes both stages once per test file (with the built-in CloudFormation
 * validation of cdk.json's context) and reads policies and properties out of the templates.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll } from 'vitest';
import { createShiftplanStacks, type ShiftplanStacks } from '../../src/stacks/shiftplan';
import { repoRoot, stackName, type DeployStage } from '../../src/stacks/stage';

export type StackKey = keyof ShiftplanStacks;
export type Templates = Record<StackKey, Template>;
export type Json = Record<string, unknown>;

export interface Synthesized {
  app: App;
  stacks: ShiftplanStacks;
  templates: Templates;
}

export const region = 'eu-central-1';
const cdkJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Json };

/**
 * Synthesizes one stage. Only the stacks named in `bundle` run esbuild (the CDK's own switch
 * `aws:cdk:bundling-stacks`, what `cdk synth --exclusively` uses); the others keep their function definitions
 * unchanged without building, which keeps the files that do not look at bundles fast.
 */
function synthesize(stage: DeployStage, webDistDir: string, bundle: readonly StackKey[]): Synthesized {
  const app = new App({
    context: {
      ...cdkJson.context,
      stage,
      'aws:cdk:bundling-stacks': bundle.map((part) => stackName(stage, part)),
      // Asset metadata (as the CLI enables it) lets the bundling tests find each function's bundle.
      'aws:cdk:enable-asset-metadata': true,
    },
  });
  const stacks = createShiftplanStacks(app, { stage, env: { region }, webDistDir });
  const templates = Object.fromEntries(
    Object.entries(stacks).map(([key, stack]) => [key, Template.fromStack(stack)]),
  ) as Templates;
  return { app, stacks, templates };
}

export interface Stages {
  /** With a built web app; the functions are not bundled (bundledDev() has the bundles). */
  readonly dev: Synthesized;
  /** Without a web build: both paths of the web stack get synthesized. */
  readonly prod: Synthesized;
  all(): [DeployStage, Synthesized][];
}

let shared: { dev: Synthesized; prod: Synthesized } | undefined;
let bundled: Synthesized | undefined;

/** A web build's stand-in for the synthesis (the site is copied into the cloud assembly, then removed). */
function withWebDist<T>(use: (webDist: string) => T): T {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftplan-web-dist-'));
  try {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>test</title>');
    return use(webDist);
  } finally {
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

/**
 * Both stages without bundling, synthesized once per worker: the infra project runs its files without
 * isolation (vitest.config.ts), so every stack test file of a worker reads the same synthesis. Bundling every
 * function (esbuild, ~50 of them) is the costly part of a synthesis: only bundledDev() does it.
 */
function synthesizedStages(): { dev: Synthesized; prod: Synthesized } {
  shared ??= withWebDist((webDist) => ({
    dev: synthesize('dev', webDist, []),
    prod: synthesize('prod', path.join(webDist, 'does-not-exist'), []),
  }));
  return shared;
}

/** The synthesized stages for a test file (synthesized in its beforeAll unless another file already did). */
export function useStages(): Stages {
  let stages: { dev: Synthesized; prod: Synthesized } | undefined;
  beforeAll(() => {
    stages = synthesizedStages();
  });
  const get = (): { dev: Synthesized; prod: Synthesized } => {
    if (!stages) throw new Error('useStages: the stages are synthesized in beforeAll');
    return stages;
  };
  return {
    get dev() {
      return get().dev;
    },
    get prod() {
      return get().prod;
    },
    all: () => [
      ['dev', get().dev],
      ['prod', get().prod],
    ],
  };
}

/**
 * The dev stage with every API and worker function bundled as a deployment bundles it. Only the bundle tests
 * (bundles.test.ts, one file, so one worker builds them) call it.
 */
export function bundledDev(): Synthesized {
  bundled ??= withWebDist((webDist) => synthesize('dev', webDist, ['api', 'workers']));
  return bundled;
}

/** The version in `web/dist/version.json` when a web build exists (the API functions then carry it). */
export function builtWebVersion(): string | undefined {
  const file = path.join(repoRoot, 'web/dist/version.json');
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version
    : undefined;
}

export function resourcesOf(template: Template, type: string): Json[] {
  return Object.values(template.findResources(type));
}

export function propertiesOf(template: Template, type: string): Json[] {
  return resourcesOf(template, type).map((resource) => resource.Properties as Json);
}

export function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export interface PolicyStatementJson {
  Effect: string;
  Action?: string | string[];
  Resource?: unknown;
  Condition?: Json;
  Principal?: unknown;
}

/** Every statement of every identity policy (AWS::IAM::Policy and inline policies of roles) of a template. */
export function identityStatements(template: Template): PolicyStatementJson[] {
  const documents = [
    ...propertiesOf(template, 'AWS::IAM::Policy').map((p) => p.PolicyDocument as Json),
    ...propertiesOf(template, 'AWS::IAM::Role').flatMap((p) =>
      asArray(p.Policies as Json[] | undefined).map((policy) => policy.PolicyDocument as Json),
    ),
  ];
  return documents.flatMap((document) => asArray(document.Statement as PolicyStatementJson[]));
}

/** The logical id of the role a statement's policy is attached to, for statements of AWS::IAM::Policy. */
export function policiesByRole(template: Template): Map<string, PolicyStatementJson[]> {
  const byRole = new Map<string, PolicyStatementJson[]>();
  for (const policy of propertiesOf(template, 'AWS::IAM::Policy')) {
    const statements = asArray((policy.PolicyDocument as Json).Statement as PolicyStatementJson[]);
    for (const role of asArray(policy.Roles as { Ref: string }[] | undefined)) {
      byRole.set(role.Ref, [...(byRole.get(role.Ref) ?? []), ...statements]);
    }
  }
  return byRole;
}
