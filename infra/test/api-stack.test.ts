/** The api stack: routes of the catalog, the JWT authorizer, the API functions and their bundles. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { apiAreas, operations } from '@app/functions/wiring/catalog';
import { buckets, jobQueues, tables, userPool } from '../src/definitions';
import {
  asArray,
  builtWebVersion,
  identityStatements,
  propertiesOf,
  useStages,
  type Json,
} from './support/synth';

const webVersion = builtWebVersion();

const stages = useStages();

describe('api stack', () => {
  it('has one route per operation of the catalog, with the JWT authorizer exactly on non-public ones', () => {
    for (const [, { templates }] of stages.all()) {
      const authorizers = templates.api.findResources('AWS::ApiGatewayV2::Authorizer');
      const authorizerIds = Object.keys(authorizers);
      expect(authorizerIds).toHaveLength(1);
      const routes = [templates.api, templates.adminRoutes, templates.planningRoutes].flatMap((template) =>
        propertiesOf(template, 'AWS::ApiGatewayV2::Route'),
      );
      expect(routes).toHaveLength(operations.length);
      for (const operation of operations) {
        const route = routes.find((r) => r.RouteKey === `${operation.method} ${operation.path}`);
        expect(route, `${operation.method} ${operation.path}`).toBeDefined();
        if (operation.auth === 'public') {
          expect(route?.AuthorizationType, operation.id).toBe('NONE');
          expect(route?.AuthorizerId, operation.id).toBeUndefined();
        } else {
          expect(route?.AuthorizationType, operation.id).toBe('JWT');
          // A route stack names the authorizer of the api stack through an import of its export.
          expect(JSON.stringify(route?.AuthorizerId), operation.id).toMatch(
            new RegExp(`Ref.?${authorizerIds[0]}|ImportValue`),
          );
        }
      }
    }
  });

  it('grants API Gateway one invoke permission per function and keeps each stack within the resource limit', () => {
    const { templates } = stages.dev;
    const permissions = propertiesOf(templates.api, 'AWS::Lambda::Permission');
    expect(permissions).toHaveLength(apiAreas.length);
    for (const permission of permissions) {
      expect(permission).toMatchObject({
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
      });
    }
    // CloudFormation allows 500 resources per stack; routes are the part that grows (api-routes-stack.ts).
    for (const template of [templates.api, templates.adminRoutes, templates.planningRoutes]) {
      const resourceCount = Object.keys((template.toJSON() as { Resources: Json }).Resources).length;
      expect(resourceCount).toBeLessThan(450);
    }
  });

  it('verifies tokens of the user pool for the web client', () => {
    const [authorizer] = propertiesOf(stages.dev.templates.api, 'AWS::ApiGatewayV2::Authorizer');
    expect(authorizer).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
    });
    const jwt = JSON.stringify(authorizer?.JwtConfiguration);
    expect(jwt).toContain('shiftplan-dev-auth');
    expect(jwt).toMatch(/ProviderURL/);
    expect(jwt).toMatch(/WebClient/);
  });

  it('throttles the default stage', () => {
    stages.dev.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('has one Node.js 22 arm64 function per API area with the environment of definitions.ts', () => {
    const expectedEnv = [
      ...Object.values(tables).map((t) => t.envVar),
      ...Object.values(jobQueues).map((q) => q.envVar),
      buckets.files.envVar,
      userPool.envVarPoolId,
      userPool.envVarClientId,
      'STAGE',
      'NODE_OPTIONS',
      'TENANT_DATA_ROLE_ARN',
      'ORIGIN_VERIFY_SECRET',
      // Sender and link target of mails (mail.ts).
      'MAIL_FROM',
      'APP_URL',
      // Present when a web build exists at synth: keep-alives of older builds are told to reload.
      ...(webVersion ? ['APP_VERSION'] : []),
    ].sort();
    for (const [stage, { templates }] of stages.all()) {
      const functions = propertiesOf(templates.api, 'AWS::Lambda::Function');
      expect(functions).toHaveLength(apiAreas.length);
      for (const fn of functions) {
        expect(fn).toMatchObject({
          Runtime: 'nodejs22.x',
          Architectures: ['arm64'],
          Handler: 'index.handler',
        });
        const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
        // The Microsoft sign-in's function (account) also names the app registration and reads its secret
        // through the Parameters and Secrets extension, which brings its own settings.
        const sso = 'SSO_MICROSOFT_CLIENT_SECRET_ID' in variables;
        const own = Object.keys(variables).filter(
          (name) => !/^(PARAMETERS_SECRETS_EXTENSION_|SECRETS_MANAGER_|SSM_PARAMETER_STORE_)/.test(name),
        );
        expect(own.sort()).toEqual(
          sso
            ? [...expectedEnv, 'SSO_MICROSOFT_CLIENT_ID', 'SSO_MICROSOFT_CLIENT_SECRET_ID'].sort()
            : expectedEnv,
        );
        expect(variables).toMatchObject({ STAGE: stage, NODE_OPTIONS: '--enable-source-maps' });
        if (webVersion) expect(variables.APP_VERSION).toBe(webVersion);
      }
    }
  });

  it('lets only the Microsoft sign-in’s function read the app registration’s secret', () => {
    const functions = propertiesOf(stages.dev.templates.api, 'AWS::Lambda::Function');
    const withSecret = functions.filter(
      (fn) => 'SSO_MICROSOFT_CLIENT_SECRET_ID' in (fn.Environment as { Variables: object }).Variables,
    );
    expect(withSecret).toHaveLength(1);
    const reads = identityStatements(stages.dev.templates.api).filter((statement) =>
      asArray(statement.Action).includes('secretsmanager:GetSecretValue'),
    );
    expect(JSON.stringify(reads)).toMatch(/SsoMicrosoftClientSecret/);
  });

  it('gives API and worker functions no direct access to tenant data, only the tenant-scoped role', () => {
    for (const template of [stages.dev.templates.api, stages.dev.templates.workers]) {
      const dynamoStatements = identityStatements(template).filter((s) =>
        asArray(s.Action).some((action) => String(action).startsWith('dynamodb:')),
      );
      for (const statement of dynamoStatements)
        expect(JSON.stringify(statement.Resource)).not.toMatch(/Main/);
      const assumeStatements = identityStatements(template).filter((s) =>
        asArray(s.Action).includes('sts:AssumeRole'),
      );
      expect(assumeStatements.length).toBeGreaterThan(0);
      for (const statement of assumeStatements)
        expect(JSON.stringify(statement.Resource)).toMatch(/TenantDataRole/);
    }
  });
});
