/**
 * The CDK app (`npx cdk synth|deploy` from the repository root, see cdk.json). One stage per run:
 * `-c stage=dev|prod` (default dev); region from `-c region=...` (default eu-central-1), account from
 * `-c account=...` or, if not given, the one the CLI deploys to. Synthesis needs no AWS account.
 */
import { App } from 'aws-cdk-lib';
import { createShiftplanStacks } from './stacks/shiftplan';
import { defaultRegion, parseStage } from './stacks/stage';

const app = new App();
const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

createShiftplanStacks(app, {
  stage: parseStage(context('stage')),
  env: { account: context('account'), region: context('region') ?? defaultRegion },
});

app.synth();
