/**
 * DynamoDB tables of definitions.ts: created when missing, indexes and TTL added to existing tables, so that a
 * persistent local table follows the definitions without being wiped.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type DynamoDBClient,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { physicalName, type Stage, type TableDefinition } from '../../definitions';

export async function ensureTable(
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
