/**
 * The one way this app builds a Lambda function: Node.js 22 on arm64, bundled locally by esbuild into a minified
 * ES module with source maps, the AWS SDK bundled (and tree-shaken) rather than taken from the runtime. The
 * bundles come from one esbuild build of every function (function-bundles.ts); a stack that is not being
 * deployed or synthesized with bundles (CDK's `bundlingStacks`) skips it, as NodejsFunction would.
 */
import { spawnSync } from 'node:child_process';
import { AssetHashType, DockerImage, type Duration } from 'aws-cdk-lib';
import {
  Architecture,
  Code,
  Function as LambdaFunction,
  type ParamsAndSecretsLayerVersion,
  Runtime,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { writeBundle } from './function-bundles';
import { repoRoot, type StageSettings } from './stage';

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
  /** The Parameters and Secrets extension: secrets read on localhost, never in the function's configuration. */
  paramsAndSecrets?: ParamsAndSecretsLayerVersion;
}

export class AppFunction extends LambdaFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const { afterBundling } = props;
    // The log group is explicit so that retention and removal follow the stage.
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: props.settings.logRetention,
      removalPolicy: props.settings.removalPolicy,
    });
    super(scope, id, {
      code: Code.fromAsset(repoRoot, {
        // The bundle's content names the asset, so an unchanged function is not deployed again.
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Never pulled: the bundle is always made locally. `command` names the entry, which also keeps the
          // functions apart in CDK's cache of staged assets.
          image: DockerImage.fromRegistry('shiftplan-bundles-locally'),
          command: [props.entry],
          local: {
            tryBundle(outputDir) {
              writeBundle(props.entry, outputDir);
              const commands = afterBundling?.(outputDir) ?? [];
              if (commands.length) {
                const result = spawnSync('bash', ['-c', commands.join(' && ')], { stdio: 'inherit' });
                if (result.status !== 0)
                  throw new Error(`After bundling ${props.entry}: ${commands.join(' && ')}`);
              }
              return true;
            },
          },
        },
      }),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      description: props.description,
      timeout: props.timeout,
      memorySize: props.memorySize,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      ...(props.paramsAndSecrets ? { paramsAndSecrets: props.paramsAndSecrets } : {}),
      logGroup,
      environment: {
        ...props.environment,
        STAGE: props.settings.stage,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
  }
}
