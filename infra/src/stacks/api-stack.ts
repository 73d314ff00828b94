/**
 * The HTTP API: one route per operation of the catalog, one Lambda per API area, a JWT authorizer (issuer: the
 * user pool, audience: the web client) on every route that is not public, and default throttling.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { apiAreas, areaHandlerEntry, operations, type ApiArea } from '@app/functions/api/catalog';
import type { AnyOperation } from '@app/functions/api/operation';
import { physicalName } from '../definitions';
import { repoRoot } from './stage';
import { AppFunction } from './app-function';
import { authEnvironment, cognitoAdminActions, type AuthStack } from './auth-stack';
import { tableEnvironment, type DataStack } from './data-stack';
import { filesEnvironment, type FilesStack } from './files-stack';
import type { StageSettings } from './stage';
import { queueEnvironment, type WorkersStack } from './workers-stack';

export interface ApiStackProps extends StackProps {
  settings: StageSettings;
  data: DataStack;
  auth: AuthStack;
  files: FilesStack;
  workers: WorkersStack;
  /** The operations to route; the catalog's by default (tests may pass their own). */
  operations?: readonly AnyOperation[];
}

/** The version of the web build being deployed with this synth (`web/dist/version.json`), if there is one. */
function builtWebVersion(): string | undefined {
  const file = path.join(repoRoot, 'web/dist/version.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version;
}

/** `PascalCase` construct id of an area: `system` -> `System`. */
function areaId(area: string): string {
  return area
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly functions: Record<ApiArea, AppFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings, data, auth, files, workers } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: physicalName(settings.stage, 'api'),
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: settings.logRetention,
      removalPolicy: settings.removalPolicy,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: settings.apiThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });

    const authorizer = new HttpJwtAuthorizer('UserPoolJwt', auth.userPool.userPoolProviderUrl, {
      authorizerName: 'user-pool-jwt',
      identitySource: ['$request.header.Authorization'],
      jwtAudience: [auth.client.userPoolClientId],
    });

    const webVersion = builtWebVersion();
    const environment = {
      ...tableEnvironment(data),
      ...filesEnvironment(files),
      ...authEnvironment(auth),
      ...queueEnvironment(workers),
      // Keep-alives of an older web build are told to reload (REDIRECT) once this deploy is live.
      ...(webVersion ? { APP_VERSION: webVersion } : {}),
    };
    this.functions = Object.fromEntries(
      apiAreas.map((area) => [
        area,
        new AppFunction(this, `${areaId(area)}Function`, {
          settings,
          entry: areaHandlerEntry(area),
          description: `API area ${area} (${settings.stage})`,
          timeout: settings.apiTimeout,
          memorySize: settings.apiMemoryMb,
          environment,
          ...(area === 'system'
            ? {
                // The system function serves the OpenAPI document; it is generated from the catalog here so
                // that the function need not bundle every area's code.
                afterBundling: (outputDir: string) => [
                  `cd "${repoRoot}" && npx tsx infra/src/tools/write-openapi.ts "${outputDir}/openapi.json"`,
                ],
              }
            : {}),
        }),
      ]),
    ) as Record<ApiArea, AppFunction>;

    for (const fn of Object.values(this.functions)) {
      // Tenant data only through the tenant-scoped role; the function's own role reaches the platform table.
      data.tables.platform.grantReadWriteData(fn);
      data.grantTenantData(fn);
      for (const job of Object.values(workers.jobs)) job.queue.grantSendMessages(fn);
      files.bucket.grantRead(fn);
      files.bucket.grantPut(fn);
      fn.addToRolePolicy(
        new PolicyStatement({ actions: [...cognitoAdminActions], resources: [auth.userPool.userPoolArn] }),
      );
    }

    const integrations = new Map<ApiArea, HttpLambdaIntegration>(
      apiAreas.map((area) => [
        area,
        // One invoke permission per function for the whole API, not one per route: with a route per operation,
        // per-route permissions would outgrow both the Lambda policy size and the stack's resource limit.
        new HttpLambdaIntegration(`${areaId(area)}Integration`, this.functions[area], {
          scopePermissionToRoute: false,
        }),
      ]),
    );
    for (const operation of props.operations ?? operations) {
      const integration = integrations.get(operation.area);
      if (!integration) throw new Error(`Operation ${operation.id} names unknown area ${operation.area}`);
      this.httpApi.addRoutes({
        path: operation.path,
        methods: [HttpMethod[operation.method]],
        integration,
        authorizer: operation.auth === 'public' ? undefined : authorizer,
      });
    }
  }
}
