/**
 * The one way this app builds a Lambda function: Node.js 22 on arm64, bundled locally by esbuild into a minified
 * ES module with source maps, the AWS SDK bundled (and tree-shaken) rather than taken from the runtime.
 */
import path from 'node:path';
import type { Duration } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { repoRoot, type StageSettings } from './stage';

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

export interface AppFunctionProps {
  settings: StageSettings;
  /** Entry file relative to the repository root (from the operation catalog). */
  entry: string;
  description: string;
  environment: Record<string, string>;
  timeout: Duration;
  memorySize: number;
  /** Caps (and guarantees) the function's concurrent executions; unset, it shares the account's pool. */
  reservedConcurrentExecutions?: number;
  /** Shell commands run after bundling, given the bundle's output folder (to add generated files). */
  afterBundling?: (outputDir: string) => string[];
}

export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const { afterBundling } = props;
    // The log group is explicit so that retention and removal follow the stage.
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: props.settings.logRetention,
      removalPolicy: props.settings.removalPolicy,
    });
    super(scope, id, {
      entry: path.join(repoRoot, props.entry),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      description: props.description,
      timeout: props.timeout,
      memorySize: props.memorySize,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      logGroup,
      environment: {
        ...props.environment,
        STAGE: props.settings.stage,
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        // Stack traces need file and line only; leaving the sources out keeps the asset small.
        sourcesContent: false,
        banner: esmRequireBanner,
        externalModules: [],
        esbuildArgs: Object.fromEntries(
          Object.entries(bundleAliases).map(([name, target]) => [`--alias:${name}`, target]),
        ),
        ...(afterBundling
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (_inputDir: string, outputDir: string) => afterBundling(outputDir),
              },
            }
          : {}),
      },
    });
  }
}
