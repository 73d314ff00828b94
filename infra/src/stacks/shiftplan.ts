/**
 * All stacks of one stage: data, auth, files, workers, api, the API's route stacks, edge, web. Stack names are `shiftplan-<stage>-<part>`;
 * references between them are plain cross-stack references, except the web ACL: the edge stack lives in
 * us-east-1 (CloudFront's WAF region), and the web stack reads it through a cross-region reference.
 */
import path from 'node:path';
import type { App, Environment } from 'aws-cdk-lib';
import type { AnyOperation } from '@app/functions/api/operation';
import { ApiRoutesStack, apiRouteGroups, routeGroupOf } from './api-routes-stack';
import { ApiStack } from './api-stack';
import { AuthStack } from './auth-stack';
import { DataStack } from './data-stack';
import { EdgeStack, edgeRegion } from './edge-stack';
import { FilesStack } from './files-stack';
import { repoRoot, stackName, stageSettings, type DeployStage } from './stage';
import { WebStack } from './web-stack';
import { WorkersStack } from './workers-stack';

export interface ShiftplanOptions {
  stage: DeployStage;
  env: Environment;
  /** Built web app; `web/dist` of the repository by default. */
  webDistDir?: string;
  /** Routes to create; the operation catalog by default. */
  operations?: readonly AnyOperation[];
}

// A type alias rather than an interface so that Object.values() and Object.entries() keep the stack types.
export type ShiftplanStacks = {
  data: DataStack;
  auth: AuthStack;
  files: FilesStack;
  workers: WorkersStack;
  api: ApiStack;
  adminRoutes: ApiRoutesStack;
  planningRoutes: ApiRoutesStack;
  edge: EdgeStack;
  web: WebStack;
};

export function createShiftplanStacks(app: App, options: ShiftplanOptions): ShiftplanStacks {
  const settings = stageSettings(options.stage);
  const common = (part: string, description: string) => ({
    stackName: stackName(options.stage, part),
    description: `Shiftplan ${options.stage}: ${description}`,
    env: options.env,
    settings,
    terminationProtection: settings.retainData,
    tags: { app: 'shiftplan', stage: options.stage },
  });
  const id = (part: string) => stackName(options.stage, part);

  const data = new DataStack(app, id('data'), common('data', 'DynamoDB tables'));
  const auth = new AuthStack(app, id('auth'), { ...common('auth', 'Cognito user pool'), data });
  const files = new FilesStack(app, id('files'), {
    ...common('files', 'bucket for exports and uploads'),
    data,
  });
  const workers = new WorkersStack(app, id('workers'), {
    ...common('workers', 'job queues and workers'),
    data,
    files,
  });
  const api = new ApiStack(app, id('api'), {
    ...common('api', 'HTTP API and its functions'),
    data,
    auth,
    files,
    workers,
    operations: options.operations,
  });
  for (const operation of api.operations) routeGroupOf(operation.area);
  const routes = (group: keyof typeof apiRouteGroups) =>
    new ApiRoutesStack(app, id(`${group}-routes`), {
      ...common(`${group}-routes`, `routes of the API areas ${apiRouteGroups[group].join(', ')}`),
      api,
      group,
    });
  const adminRoutes = routes('admin');
  const planningRoutes = routes('planning');
  const edge = new EdgeStack(app, id('edge'), {
    ...common('edge', 'WAF rules in front of CloudFront'),
    env: { ...options.env, region: edgeRegion },
    crossRegionReferences: true,
  });
  const web = new WebStack(app, id('web'), {
    ...common('web', 'web app behind CloudFront'),
    api,
    edge,
    webDistDir: options.webDistDir ?? path.join(repoRoot, 'web/dist'),
    crossRegionReferences: true,
  });
  return { data, auth, files, workers, api, adminRoutes, planningRoutes, edge, web };
}
