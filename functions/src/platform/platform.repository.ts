/**
 * The platform table: the few items that belong to no tenant. The only code that knows their keys.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { config } from '../config';
import { dynamo } from '../clients';
import { now } from '../clock';

/** The first customer number handed out is this plus one. */
const customerNoBase = 10000;

export interface DirectoryEntry {
  customerNo: string;
  displayName: string;
  language: 'de' | 'en';
  microsoftSignIn: boolean;
  createdAt: string;
}

export interface SignupRecord {
  customerNo: string;
  createdAt: string;
}

export type MaintenanceMode = 'OK' | 'UPDATE' | 'MAINTENANCE';

const table = () => config.platformTable;

/** Atomically the next customer number; numbers are never reused, even when a sign-up fails later. */
export async function allocateCustomerNo(): Promise<string> {
  const result = await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: { pk: 'COUNTER#customerNo', sk: 'COUNTER' },
      UpdateExpression: 'SET #value = if_not_exists(#value, :base) + :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':base': customerNoBase, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return String((result.Attributes as { value: number }).value);
}

export async function findSignup(idempotencyKey: string): Promise<SignupRecord | undefined> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: { pk: `SIGNUP#${idempotencyKey}`, sk: 'SIGNUP' },
      ConsistentRead: true,
    }),
  );
  return result.Item as SignupRecord | undefined;
}

/** Records which customer number a sign-up got; answers the record that won when two submits race. */
export async function recordSignup(idempotencyKey: string, record: SignupRecord): Promise<SignupRecord> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          pk: `SIGNUP#${idempotencyKey}`,
          sk: 'SIGNUP',
          ...record,
          expiresAt: Math.floor(now().getTime() / 1000) + 7 * 24 * 3600,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return record;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return (await findSignup(idempotencyKey))!;
    throw error;
  }
}

export async function putDirectoryEntry(entry: DirectoryEntry): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { pk: `DIRECTORY#${entry.customerNo}`, sk: 'TENANT', ...entry },
    }),
  );
}

export async function findDirectoryEntry(customerNo: string): Promise<DirectoryEntry | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: `DIRECTORY#${customerNo}`, sk: 'TENANT' } }),
  );
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, ...entry } = result.Item;
  return entry as DirectoryEntry;
}

/**
 * Counts one event of `subject` in the current fixed window and answers the count so far (this one included).
 * Used for limits that hold across Lambda containers (sign-ups per client address, lookups).
 */
export async function countInWindow(
  scope: string,
  subject: string,
  windowSeconds: number,
  now: Date,
): Promise<{
  count: number;
  retryAfterSeconds: number;
}> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const result = await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: { pk: `RATE#${scope}#${subject}#${windowStart}`, sk: 'RATE' },
      UpdateExpression: 'ADD #count :one SET expiresAt = :expires',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':expires': windowStart + windowSeconds * 2 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return {
    count: (result.Attributes as { count: number }).count,
    retryAfterSeconds: windowStart + windowSeconds - nowSeconds,
  };
}

export async function maintenanceMode(): Promise<MaintenanceMode> {
  const result = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: 'SYSTEM', sk: 'MAINTENANCE' } }),
  );
  return (result.Item?.mode as MaintenanceMode | undefined) ?? 'OK';
}

export async function setMaintenanceMode(mode: MaintenanceMode): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { pk: 'SYSTEM', sk: 'MAINTENANCE', mode, changedAt: now().toISOString() },
    }),
  );
}
