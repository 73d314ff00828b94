/**
 * Assertions on the synthesized CloudFormation of both stages. Each stage is synthesized once (with real esbuild
 * bundling and the built-in CloudFormation validation of cdk.json's context), then inspected.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAreas, operations } from '@app/functions/api/catalog';
import { jobKinds } from '@app/shared/tasks/job-kinds';
import { passwordPolicy } from '@app/shared/auth/password-policy';
import { buckets, jobQueues, physicalName, tables, userPool } from '../src/definitions';
import { esmRequireBanner } from '../src/stacks/app-function';
import { cognitoAdminActions } from '../src/stacks/auth-stack';
import { createShiftplanStacks, type ShiftplanStacks } from '../src/stacks/shiftplan';
import { parseStage, repoRoot, type DeployStage } from '../src/stacks/stage';
import { contentSecurityPolicy, spaRewriteCode } from '../src/stacks/web-stack';

type Templates = Record<keyof ShiftplanStacks, Template>;
type Json = Record<string, unknown>;

interface Synthesized {
  app: App;
  stacks: ShiftplanStacks;
  templates: Templates;
}

const region = 'eu-central-1';
const cdkJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Json };

/**
 * Synthesizes one stage. `bundle: false` skips esbuild through the CDK's own switch (`aws:cdk:bundling-stacks`,
 * what `cdk synth --exclusively` uses) and keeps the function definitions unchanged; one stage bundling for
 * real is enough to test the bundles and keeps this file fast as API areas are added.
 */
function synthesize(stage: DeployStage, webDistDir: string, bundle: boolean): Synthesized {
  const app = new App({
    context: {
      ...cdkJson.context,
      stage,
      'aws:cdk:bundling-stacks': bundle ? ['**'] : [],
      // Asset metadata (as the CLI enables it) lets the bundling test find each function's bundle.
      'aws:cdk:enable-asset-metadata': true,
    },
  });
  const stacks = createShiftplanStacks(app, { stage, env: { region }, webDistDir });
  const templates = Object.fromEntries(
    Object.entries(stacks).map(([key, stack]) => [key, Template.fromStack(stack)]),
  ) as Templates;
  return { app, stacks, templates };
}

function resourcesOf(template: Template, type: string): Json[] {
  return Object.values(template.findResources(type));
}

function propertiesOf(template: Template, type: string): Json[] {
  return resourcesOf(template, type).map((resource) => resource.Properties as Json);
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

interface PolicyStatementJson {
  Effect: string;
  Action?: string | string[];
  Resource?: unknown;
  Condition?: Json;
  Principal?: unknown;
}

/** Every statement of every identity policy (AWS::IAM::Policy and inline policies of roles) of a template. */
function identityStatements(template: Template): PolicyStatementJson[] {
  const documents = [
    ...propertiesOf(template, 'AWS::IAM::Policy').map((p) => p.PolicyDocument as Json),
    ...propertiesOf(template, 'AWS::IAM::Role').flatMap((p) =>
      asArray(p.Policies as Json[] | undefined).map((policy) => policy.PolicyDocument as Json),
    ),
  ];
  return documents.flatMap((document) => asArray(document.Statement as PolicyStatementJson[]));
}

let webDist: string;
let dev: Synthesized;
let prod: Synthesized;

beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftplan-web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>test</title>');
  // dev with a built web app and real bundling, prod without either: both paths of the web stack get synthesized.
  dev = synthesize('dev', webDist, true);
  prod = synthesize('prod', path.join(webDist, 'does-not-exist'), false);
});

afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
});

const stages = (): [DeployStage, Synthesized][] => [
  ['dev', dev],
  ['prod', prod],
];

const webVersionFile = new URL('../../web/dist/version.json', import.meta.url);
const webVersion = fs.existsSync(webVersionFile)
  ? (JSON.parse(fs.readFileSync(webVersionFile, 'utf8')) as { version: string }).version
  : undefined;

describe('stage selection', () => {
  it('accepts dev and prod, defaults to dev and rejects anything else', () => {
    expect(parseStage(undefined)).toBe('dev');
    expect(parseStage('prod')).toBe('prod');
    expect(() => parseStage('local')).toThrow(/Unknown stage/);
  });

  it('prefixes every stack name with the stage', () => {
    for (const [stage, { stacks }] of stages()) {
      for (const stack of Object.values(stacks)) expect(stack.stackName).toMatch(`shiftplan-${stage}-`);
    }
  });
});

describe('data stack', () => {
  it('creates every table of definitions.ts with its keys, indexes, TTL, PITR and encryption', () => {
    for (const [stage, { templates }] of stages()) {
      const template = templates.data;
      template.resourceCountIs('AWS::DynamoDB::Table', Object.keys(tables).length);
      for (const definition of Object.values(tables)) {
        const keyAttributes = [
          definition.partitionKey,
          definition.sortKey,
          ...definition.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
        ];
        template.hasResourceProperties('AWS::DynamoDB::Table', {
          TableName: physicalName(stage, definition.id),
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [
            { AttributeName: definition.partitionKey, KeyType: 'HASH' },
            { AttributeName: definition.sortKey, KeyType: 'RANGE' },
          ],
          AttributeDefinitions: Match.arrayWith(
            [...new Set(keyAttributes)].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
          ),
          GlobalSecondaryIndexes:
            definition.globalIndexes.length === 0
              ? Match.absent()
              : definition.globalIndexes.map((index) => ({
                  IndexName: index.name,
                  KeySchema: [
                    { AttributeName: index.partitionKey, KeyType: 'HASH' },
                    { AttributeName: index.sortKey, KeyType: 'RANGE' },
                  ],
                  Projection: { ProjectionType: 'ALL' },
                })),
          TimeToLiveSpecification: { AttributeName: definition.timeToLiveAttribute, Enabled: true },
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          SSESpecification: { SSEEnabled: true },
        });
      }
    }
  });

  it('protects and retains the tables in prod only', () => {
    for (const table of resourcesOf(prod.templates.data, 'AWS::DynamoDB::Table')) {
      expect(table).toMatchObject({
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: { DeletionProtectionEnabled: true },
      });
    }
    for (const table of resourcesOf(dev.templates.data, 'AWS::DynamoDB::Table')) {
      expect(table).toMatchObject({
        DeletionPolicy: 'Delete',
        Properties: { DeletionProtectionEnabled: false },
      });
    }
  });
});

describe('auth stack', () => {
  it('has an admin-only user pool with a case-insensitive username and the password policy of shared', () => {
    for (const [stage, { templates }] of stages()) {
      templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
        UserPoolName: physicalName(stage, userPool.id),
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        UsernameConfiguration: { CaseSensitive: false },
        AliasAttributes: Match.absent(),
        UsernameAttributes: Match.absent(),
        Policies: {
          PasswordPolicy: {
            MinimumLength: passwordPolicy.minLength,
            RequireLowercase: passwordPolicy.requireLowercase,
            RequireUppercase: passwordPolicy.requireUppercase,
            RequireNumbers: passwordPolicy.requireDigits,
            RequireSymbols: passwordPolicy.requireSymbols,
          },
        },
      });
    }
    prod.templates.auth.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  it('makes custom:customerNo immutable', () => {
    dev.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([
        Match.objectLike({ Name: userPool.customerNoAttribute, AttributeDataType: 'String', Mutable: false }),
      ]),
    });
  });

  it('lets the web client read but never write custom:customerNo', () => {
    const [client] = propertiesOf(dev.templates.auth, 'AWS::Cognito::UserPoolClient');
    const attribute = `custom:${userPool.customerNoAttribute}`;
    expect(client?.ReadAttributes).toContain(attribute);
    expect(client?.WriteAttributes).toBeDefined();
    expect(client?.WriteAttributes).not.toContain(attribute);
  });

  it('allows USER_PASSWORD_AUTH and SRP, no admin flow, no secret, no user existence errors', () => {
    const [client] = propertiesOf(dev.templates.auth, 'AWS::Cognito::UserPoolClient');
    expect([...(client?.ExplicitAuthFlows as string[])].sort()).toEqual(
      ['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH'].sort(),
    );
    expect(client).toMatchObject({
      ClientName: userPool.clientName,
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
  });
});

describe('api stack', () => {
  it('has one route per operation of the catalog, with the JWT authorizer exactly on non-public ones', () => {
    for (const [, { templates }] of stages()) {
      const template = templates.api;
      const authorizers = template.findResources('AWS::ApiGatewayV2::Authorizer');
      const authorizerIds = Object.keys(authorizers);
      expect(authorizerIds).toHaveLength(1);
      const routes = propertiesOf(template, 'AWS::ApiGatewayV2::Route');
      expect(routes).toHaveLength(operations.length);
      for (const operation of operations) {
        const route = routes.find((r) => r.RouteKey === `${operation.method} ${operation.path}`);
        expect(route, `${operation.method} ${operation.path}`).toBeDefined();
        if (operation.auth === 'public') {
          expect(route?.AuthorizationType, operation.id).toBe('NONE');
          expect(route?.AuthorizerId, operation.id).toBeUndefined();
        } else {
          expect(route?.AuthorizationType, operation.id).toBe('JWT');
          expect(route?.AuthorizerId, operation.id).toEqual({ Ref: authorizerIds[0] });
        }
      }
    }
  });

  it('grants API Gateway one invoke permission per function and stays within the stack resource limit', () => {
    const template = dev.templates.api;
    const permissions = propertiesOf(template, 'AWS::Lambda::Permission');
    expect(permissions).toHaveLength(apiAreas.length);
    for (const permission of permissions) {
      expect(permission).toMatchObject({
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
      });
    }
    // CloudFormation allows 500 resources per stack; routes are the part that grows.
    const resourceCount = Object.keys((template.toJSON() as { Resources: Json }).Resources).length;
    expect(resourceCount).toBeLessThan(450);
  });

  it('verifies tokens of the user pool for the web client', () => {
    const [authorizer] = propertiesOf(dev.templates.api, 'AWS::ApiGatewayV2::Authorizer');
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
    dev.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
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
      // Present when a web build exists at synth: keep-alives of older builds are told to reload.
      ...(webVersion ? ['APP_VERSION'] : []),
    ].sort();
    for (const [stage, { templates }] of stages()) {
      const functions = propertiesOf(templates.api, 'AWS::Lambda::Function');
      expect(functions).toHaveLength(apiAreas.length);
      for (const fn of functions) {
        expect(fn).toMatchObject({
          Runtime: 'nodejs22.x',
          Architectures: ['arm64'],
          Handler: 'index.handler',
        });
        const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(Object.keys(variables).sort()).toEqual(expectedEnv);
        expect(variables).toMatchObject({ STAGE: stage, NODE_OPTIONS: '--enable-source-maps' });
        if (webVersion) expect(variables.APP_VERSION).toBe(webVersion);
      }
    }
  });

  it('bundles each area into a minified ES module with a require shim and a source map', () => {
    for (const [logicalId, fn] of Object.entries(dev.templates.api.findResources('AWS::Lambda::Function'))) {
      const assetDir = path.join(
        dev.app.outdir,
        (fn as { Metadata: Json }).Metadata['aws:asset:path'] as string,
      );
      const bundle = fs.readFileSync(path.join(assetDir, 'index.mjs'), 'utf8');
      expect(bundle.startsWith(esmRequireBanner), logicalId).toBe(true);
      expect(fs.existsSync(path.join(assetDir, 'index.mjs.map')), logicalId).toBe(true);
    }
  });

  it('lets the API functions use the needed Cognito admin actions on the one pool only', () => {
    const statements = identityStatements(dev.templates.api).filter((s) =>
      asArray(s.Action).some((a) => a.startsWith('cognito-idp:')),
    );
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect([...asArray(statement.Action)].sort()).toEqual([...cognitoAdminActions].sort());
      expect(JSON.stringify(statement.Resource)).toMatch(/UsersArn|Users[0-9A-F]+Arn/);
    }
  });

  it('has a tenant-scoped data role limited by dynamodb:LeadingKeys to the tenant of the session tag', () => {
    const template = dev.templates.data;
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: Match.arrayWith(['sts:AssumeRole', 'sts:TagSession']),
            Principal: { AWS: Match.anyValue() },
          }),
        ]),
      },
      Description: Match.stringLikeRegexp('Tenant-scoped'),
    });
    const statements = identityStatements(template).filter((s) => s.Condition?.['ForAllValues:StringLike']);
    expect(statements).toHaveLength(1);
    const [statement] = statements;
    expect(statement?.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['T#${aws:PrincipalTag/customerNo}#*'] },
      Null: { 'dynamodb:LeadingKeys': 'false' },
    });
    expect(asArray(statement?.Action)).not.toContain('dynamodb:Scan');
    expect(JSON.stringify(statement?.Resource)).toContain('/index/*');
    expect(JSON.stringify(statement?.Resource)).not.toMatch(/Platform/);
  });

  it('gives API and worker functions no direct access to tenant data, only the tenant-scoped role', () => {
    for (const template of [dev.templates.api, dev.templates.workers]) {
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

describe('workers stack', () => {
  it('has an encrypted, TLS-only queue with a dead-letter queue per job kind', () => {
    for (const [stage, { templates }] of stages()) {
      const template = templates.workers;
      template.resourceCountIs('AWS::SQS::Queue', jobKinds.length * 2);
      for (const kind of jobKinds) {
        const definition = jobQueues[kind];
        const name = physicalName(stage, kind);
        template.hasResourceProperties('AWS::SQS::Queue', {
          QueueName: `${name}-dlq`,
          SqsManagedSseEnabled: true,
          MessageRetentionPeriod: 14 * 24 * 3600,
        });
        template.hasResourceProperties('AWS::SQS::Queue', {
          QueueName: name,
          SqsManagedSseEnabled: true,
          VisibilityTimeout: definition.visibilityTimeoutSeconds,
          RedrivePolicy: {
            deadLetterTargetArn: Match.anyValue(),
            maxReceiveCount: definition.maxReceiveCount,
          },
        });
      }
      const policies = propertiesOf(template, 'AWS::SQS::QueuePolicy');
      expect(policies).toHaveLength(jobKinds.length * 2);
      for (const policy of policies) {
        expect(JSON.stringify(policy.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
      }
    }
  });

  it('has a worker per job kind that reports partial batch failures', () => {
    const template = dev.templates.workers;
    const mappings = propertiesOf(template, 'AWS::Lambda::EventSourceMapping');
    // A worker per job queue, and the dead-letter consumer on every dead-letter queue.
    expect(mappings).toHaveLength(jobKinds.length * 2);
    for (const mapping of mappings) {
      expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    }
    for (const kind of jobKinds) {
      const definition = jobQueues[kind];
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        BatchSize: definition.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
      template.hasResourceProperties('AWS::Lambda::Function', {
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Timeout: definition.workerTimeoutSeconds,
        MemorySize: definition.workerMemoryMb,
        Environment: { Variables: Match.objectLike({ JOB_KIND: kind, STAGE: 'dev' }) },
      });
      expect(definition.workerTimeoutSeconds).toBeLessThan(definition.visibilityTimeoutSeconds);
    }
  });
});

describe('buckets', () => {
  it('block public access and enforce TLS on every bucket', () => {
    for (const [, { templates }] of stages()) {
      for (const template of [templates.files, templates.web]) {
        const bucketList = propertiesOf(template, 'AWS::S3::Bucket');
        expect(bucketList.length).toBeGreaterThan(0);
        for (const bucket of bucketList) {
          expect(bucket.PublicAccessBlockConfiguration).toEqual({
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          });
        }
        const policies = propertiesOf(template, 'AWS::S3::BucketPolicy');
        expect(policies).toHaveLength(bucketList.length);
        for (const policy of policies) {
          expect(policy.PolicyDocument).toMatchObject({
            Statement: expect.arrayContaining([
              expect.objectContaining({
                Effect: 'Deny',
                Condition: { Bool: { 'aws:SecureTransport': 'false' } },
              }),
            ]) as unknown,
          });
        }
      }
    }
  });

  it('expires generated files and aborts incomplete uploads', () => {
    prod.templates.files.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: buckets.files.generatedPrefix,
            ExpirationInDays: buckets.files.generatedExpiryDays,
            Status: 'Enabled',
          }),
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
        ]),
      },
    });
    prod.templates.files.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
  });
});

describe('web stack', () => {
  it('serves the private bucket through origin access control', () => {
    const template = dev.templates.web;
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([
          Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: Match.anyValue() }),
        ]),
        CustomErrorResponses: Match.absent(),
      }),
    });
  });

  it('adds the security headers with CSP and HSTS to every behaviour', () => {
    const template = dev.templates.web;
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const [policyId] = Object.keys(policies);
    const csp = contentSecurityPolicy(region);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' https://cognito-idp.${region}.amazonaws.com`);
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: csp, Override: true },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 2 * 365 * 24 * 3600,
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ Override: true }),
        },
      }),
    });
    const [distribution] = propertiesOf(template, 'AWS::CloudFront::Distribution');
    const config = distribution?.DistributionConfig as { DefaultCacheBehavior: Json; CacheBehaviors: Json[] };
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('routes /api/* uncached with all methods and viewer headers to the HTTP API', () => {
    const [distribution] = propertiesOf(dev.templates.web, 'AWS::CloudFront::Distribution');
    const config = distribution?.DistributionConfig as { CacheBehaviors: Json[]; Origins: Json[] };
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
    });
    expect(api?.FunctionAssociations).toBeUndefined();
    const origin = config.Origins.find((o) => o.Id === api?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('shiftplan-dev-api');
    expect(origin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('rewrites extension-less paths of the SPA to /index.html and nothing else', () => {
    // The CloudFront Function's source, run here as plain JavaScript.
    const handler = vm.runInNewContext(`${spaRewriteCode}; handler;`) as (event: {
      request: { uri: string };
    }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/calendar/month')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/api-docs/swagger-ui.css')).toBe('/api-docs/swagger-ui.css');
    expect(rewrite('/api/tasks/1')).toBe('/api/tasks/1');
    dev.templates.web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: spaRewriteCode,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('deploys web/dist when it exists and otherwise leaves a note', () => {
    dev.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 1);
    prod.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(prod.stacks.web).hasInfo(
      '*',
      Match.stringLikeRegexp('the web app is not deployed'),
    );
  });
});

describe('IAM', () => {
  it('never grants DynamoDB, S3 or SQS actions on every resource', () => {
    for (const [, { templates }] of stages()) {
      for (const [stack, template] of Object.entries(templates)) {
        for (const statement of identityStatements(template)) {
          const dataActions = asArray(statement.Action).filter((a) => /^(dynamodb|s3|sqs):/.test(a));
          if (dataActions.length === 0) continue;
          const resources = asArray(statement.Resource);
          expect(resources.length, `${stack}: ${dataActions.join(',')}`).toBeGreaterThan(0);
          expect(resources, `${stack}: ${dataActions.join(',')}`).not.toContain('*');
        }
      }
    }
  });
});
