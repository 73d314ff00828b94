/**
 * Creates the tables, queues, bucket and user pool of definitions.ts in the local emulators (or in the one
 * endpoint named by AWS_ENDPOINT_URL). Runs on every start against persistent data, so every step first looks
 * for what exists and only creates (or adds) what is missing.
 */
import {
  CognitoIdentityProviderClient,
  AddCustomAttributesCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
  type ExplicitAuthFlowsType,
  type SchemaAttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import {
  CreateBucketCommand,
  HeadBucketCommand,
  S3Client,
  S3ServiceException,
  type BucketLocationConstraint,
} from '@aws-sdk/client-s3';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  QueueDoesNotExist,
  SetQueueAttributesCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { jobKinds, type JobKind } from '@app/shared/tasks/job-kinds';
import {
  buckets,
  jobQueues,
  physicalName,
  tables,
  userPool as userPoolDefinition,
  type Stage,
  type TableDefinition,
} from '../definitions';
import type { LocalEndpoints } from './emulators';

export interface LocalQueue {
  url: string;
  arn: string;
  deadLetterUrl: string;
  deadLetterArn: string;
}

export interface LocalResources {
  tables: { main: string; platform: string };
  queues: Record<JobKind, LocalQueue>;
  buckets: { files: string };
  userPool: { id: string; clientId: string; issuer: string; jwksUrl: string };
}

export interface ProvisionOptions {
  stage: Extract<Stage, 'local'>;
  /** Overrides every queue's visibility timeout (tests use ~2 s to see redelivery quickly). */
  queueVisibilityTimeoutSeconds?: number;
}

/**
 * Credentials for the emulators. s3rver rejects any access key but its built-in `S3RVER` (it does not check
 * SigV4 signatures, only the key id); DynamoDB Local (with -sharedDb), local-aws-sqs, cognito-local and
 * LocalStack accept anything.
 */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface LocalClients {
  dynamodb: DynamoDBClient;
  sqs: SQSClient;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
  destroy: () => void;
}

/** SDK clients configured for the emulators; destroy() them when done, they keep sockets open. */
export function localClients(endpoints: LocalEndpoints): LocalClients {
  const common = { region: endpoints.region, credentials: localCredentials };
  const clients = {
    dynamodb: new DynamoDBClient({ ...common, endpoint: endpoints.dynamodb }),
    sqs: new SQSClient({ ...common, endpoint: endpoints.sqs }),
    s3: new S3Client({
      ...common,
      endpoint: endpoints.s3,
      forcePathStyle: true,
      // Otherwise the SDK streams uploads with aws-chunked framing, which s3rver stores verbatim.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    cognito: new CognitoIdentityProviderClient({ ...common, endpoint: endpoints.cognito }),
  };
  return {
    ...clients,
    destroy: () => Object.values(clients).forEach((c) => c.destroy()),
  };
}

export async function provision(endpoints: LocalEndpoints, opts: ProvisionOptions): Promise<LocalResources> {
  const clients = localClients(endpoints);
  try {
    const [main, platform, queues, files, pool] = await Promise.all([
      ensureTable(clients.dynamodb, opts.stage, tables.main),
      ensureTable(clients.dynamodb, opts.stage, tables.platform),
      ensureQueues(clients.sqs, opts),
      ensureBucket(clients.s3, physicalName(opts.stage, buckets.files.id), endpoints.region),
      ensureUserPool(clients.cognito, opts.stage),
    ]);
    return {
      tables: { main, platform },
      queues,
      buckets: { files },
      userPool: {
        ...pool,
        // Verified against cognito-local: tokens carry `iss` = `<IssuerDomain>/<poolId>`, where IssuerDomain is
        // the http://HOST:PORT it was started with, i.e. our endpoint. Its openid-configuration is no help:
        // it always advertises localhost:9229.
        issuer: `${endpoints.cognito}/${pool.id}`,
        jwksUrl: `${endpoints.cognito}/${pool.id}/.well-known/jwks.json`,
      },
    };
  } finally {
    clients.destroy();
  }
}

/** The environment the handlers read, pointing them (and the AWS SDK inside them) at the emulators. */
export function handlerEnvironment(
  endpoints: LocalEndpoints,
  resources: LocalResources,
): Record<string, string> {
  const queueUrls = Object.fromEntries(
    jobKinds.map((kind) => [jobQueues[kind].envVar, resources.queues[kind].url]),
  );
  return {
    [tables.main.envVar]: resources.tables.main,
    [tables.platform.envVar]: resources.tables.platform,
    [buckets.files.envVar]: resources.buckets.files,
    [userPoolDefinition.envVarPoolId]: resources.userPool.id,
    [userPoolDefinition.envVarClientId]: resources.userPool.clientId,
    ...queueUrls,
    STAGE: 'local',
    AWS_REGION: endpoints.region,
    AWS_DEFAULT_REGION: endpoints.region,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    // SDK v3 (@smithy/core) reads AWS_ENDPOINT_URL_<serviceId, upper case, spaces as _> when a client is
    // created without an explicit endpoint, so the handlers need no local-only code for endpoints.
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_SQS: endpoints.sqs,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    // Not expressible by endpoint variables: path-style addressing and the checksum settings s3rver needs.
    S3_LOCAL: '1',
    PUBLIC_COGNITO_ENDPOINT: endpoints.cognito,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

// --- DynamoDB -------------------------------------------------------------------------------------------------

async function ensureTable(
  client: DynamoDBClient,
  stage: Stage,
  definition: TableDefinition,
): Promise<string> {
  const name = physicalName(stage, definition.id);
  let table = await describeTable(client, name);
  if (table === undefined) {
    const keyNames = new Set([
      definition.partitionKey,
      definition.sortKey,
      ...definition.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    ]);
    const attributeDefinitions: AttributeDefinition[] = [...keyNames].map((n) => ({
      AttributeName: n,
      AttributeType: 'S',
    }));
    try {
      await client.send(
        new CreateTableCommand({
          TableName: name,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: attributeDefinitions,
          KeySchema: keySchema(definition.partitionKey, definition.sortKey),
          GlobalSecondaryIndexes:
            definition.globalIndexes.length > 0
              ? definition.globalIndexes.map((i) => ({
                  IndexName: i.name,
                  KeySchema: keySchema(i.partitionKey, i.sortKey),
                  Projection: { ProjectionType: 'ALL' },
                }))
              : undefined,
        }),
      );
    } catch (error) {
      // Another process provisioning the same endpoint at the same moment got there first.
      if (!(error instanceof Error && error.name === 'ResourceInUseException')) throw error;
    }
    table = await waitForTable(client, name);
  }

  // Indexes added to definitions.ts after the local table was created; DynamoDB creates one per update.
  for (const index of definition.globalIndexes) {
    if (table.GlobalSecondaryIndexes?.some((i) => i.IndexName === index.name)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: [index.partitionKey, index.sortKey].map((n) => ({
          AttributeName: n,
          AttributeType: 'S',
        })),
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: index.name,
              KeySchema: keySchema(index.partitionKey, index.sortKey),
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
    table = await waitForTable(client, name);
  }

  if (definition.timeToLiveAttribute !== undefined) {
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: name }));
    const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
    if (status !== 'ENABLED' && status !== 'ENABLING') {
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: name,
          TimeToLiveSpecification: { AttributeName: definition.timeToLiveAttribute, Enabled: true },
        }),
      );
    }
  }
  return name;
}

function keySchema(partitionKey: string, sortKey: string) {
  return [
    { AttributeName: partitionKey, KeyType: 'HASH' as const },
    { AttributeName: sortKey, KeyType: 'RANGE' as const },
  ];
}

async function describeTable(client: DynamoDBClient, name: string): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: name }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/** DynamoDB Local is ACTIVE at once; LocalStack or -delayTransientStatuses take a moment. */
async function waitForTable(client: DynamoDBClient, name: string): Promise<TableDescription> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const table = await describeTable(client, name);
    const ready =
      table?.TableStatus === 'ACTIVE' &&
      (table.GlobalSecondaryIndexes ?? []).every((i) => i.IndexStatus === 'ACTIVE');
    if (table !== undefined && ready) return table;
    if (Date.now() > deadline) throw new Error(`table ${name} did not become ACTIVE`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// --- SQS ------------------------------------------------------------------------------------------------------

async function ensureQueues(client: SQSClient, opts: ProvisionOptions): Promise<Record<JobKind, LocalQueue>> {
  const entries = await Promise.all(
    jobKinds.map(async (kind): Promise<[JobKind, LocalQueue]> => {
      const definition = jobQueues[kind];
      const deadLetter = await ensureQueue(client, physicalName(opts.stage, `${kind}-dlq`), {
        // Like the CDK stack: keep dead letters for the maximum retention, 14 days.
        MessageRetentionPeriod: String(14 * 24 * 3600),
      });
      const queue = await ensureQueue(client, physicalName(opts.stage, kind), {
        VisibilityTimeout: String(opts.queueVisibilityTimeoutSeconds ?? definition.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: deadLetter.arn,
          maxReceiveCount: definition.maxReceiveCount,
        }),
      });
      return [
        kind,
        { url: queue.url, arn: queue.arn, deadLetterUrl: deadLetter.url, deadLetterArn: deadLetter.arn },
      ];
    }),
  );
  return Object.fromEntries(entries) as Record<JobKind, LocalQueue>;
}

/**
 * Creates the queue, or brings an existing one's attributes up to date (CreateQueue would refuse an existing
 * queue whose attributes differ, e.g. a different visibility timeout on a persistent LocalStack).
 */
async function ensureQueue(
  client: SQSClient,
  name: string,
  attributes: Record<string, string>,
): Promise<{ url: string; arn: string }> {
  let url: string | undefined;
  try {
    url = (await client.send(new GetQueueUrlCommand({ QueueName: name }))).QueueUrl;
  } catch (error) {
    if (!(error instanceof QueueDoesNotExist)) throw error;
  }
  if (url === undefined) {
    url = (await client.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }))).QueueUrl;
  } else {
    await client.send(new SetQueueAttributesCommand({ QueueUrl: url, Attributes: attributes }));
  }
  if (url === undefined) throw new Error(`no URL for queue ${name}`);
  const arn = (
    await client.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }))
  ).Attributes?.QueueArn;
  if (arn === undefined) throw new Error(`no ARN for queue ${name}`);
  return { url, arn };
}

// --- S3 -------------------------------------------------------------------------------------------------------

async function ensureBucket(client: S3Client, name: string, region: string): Promise<string> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: name }));
    return name;
  } catch (error) {
    if (!(error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) throw error;
  }
  await client.send(
    new CreateBucketCommand({
      Bucket: name,
      // Real S3 and LocalStack want the region outside us-east-1; s3rver ignores it.
      CreateBucketConfiguration:
        region === 'us-east-1' ? undefined : { LocationConstraint: region as BucketLocationConstraint },
    }),
  );
  return name;
}

// --- Cognito --------------------------------------------------------------------------------------------------

const customerNoAttribute = `custom:${userPoolDefinition.customerNoAttribute}`;
const authFlows: ExplicitAuthFlowsType[] = ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];

async function ensureUserPool(
  client: CognitoIdentityProviderClient,
  stage: Stage,
): Promise<{ id: string; clientId: string }> {
  const poolName = physicalName(stage, userPoolDefinition.id);
  const customerNo: SchemaAttributeType = {
    Name: userPoolDefinition.customerNoAttribute,
    AttributeDataType: 'String',
    Mutable: false,
    StringAttributeConstraints: { MinLength: '1', MaxLength: '20' },
  };

  // cognito-local assigns random ids and keeps its data, so the pool is found by name.
  const pools = (await client.send(new ListUserPoolsCommand({ MaxResults: 60 }))).UserPools ?? [];
  let poolId = pools.find((p) => p.Name === poolName)?.Id;
  if (poolId === undefined) {
    const policy = userPoolDefinition.passwordPolicy;
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: poolName,
        Policies: {
          PasswordPolicy: {
            MinimumLength: policy.minLength,
            RequireLowercase: policy.requireLowercase,
            RequireUppercase: policy.requireUppercase,
            RequireNumbers: policy.requireDigits,
            RequireSymbols: policy.requireSymbols,
          },
        },
        // Users are created by the server (tenant sign-up, user administration), never by themselves.
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Schema: [customerNo],
      }),
    );
    poolId = created.UserPool?.Id;
    if (poolId === undefined) throw new Error('CreateUserPool returned no id');
  } else {
    const pool = await client.send(new DescribeUserPoolCommand({ UserPoolId: poolId }));
    if (!pool.UserPool?.SchemaAttributes?.some((a) => a.Name === customerNoAttribute)) {
      await client.send(
        new AddCustomAttributesCommand({ UserPoolId: poolId, CustomAttributes: [customerNo] }),
      );
    }
  }

  const clients = (await client.send(new ListUserPoolClientsCommand({ UserPoolId: poolId, MaxResults: 60 })))
    .UserPoolClients;
  let clientId = clients?.find((c) => c.ClientName === userPoolDefinition.clientName)?.ClientId;
  if (clientId === undefined) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientName: userPoolDefinition.clientName,
        GenerateSecret: false,
        ExplicitAuthFlows: authFlows,
        PreventUserExistenceErrors: 'ENABLED',
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
    if (clientId === undefined) throw new Error('CreateUserPoolClient returned no id');
  } else {
    const existing = await client.send(
      new DescribeUserPoolClientCommand({ UserPoolId: poolId, ClientId: clientId }),
    );
    const flows = existing.UserPoolClient?.ExplicitAuthFlows ?? [];
    if (!authFlows.every((f) => flows.includes(f))) {
      await client.send(
        new UpdateUserPoolClientCommand({
          UserPoolId: poolId,
          ClientId: clientId,
          ExplicitAuthFlows: [...new Set([...flows, ...authFlows])],
        }),
      );
    }
  }
  return { id: poolId, clientId };
}
