/**
 * The platform table: the few items that belong to no tenant. The only code that knows their keys.
 */
import { randomInt } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { customerNoFrom, customerNoRandomRange } from '@app/shared/tenants/customer';
import type { TSignupResult } from '@app/shared/tenants/signup';
import { config } from '../config';
import { dynamo } from '../clients';
import { now } from '../clock';

/**
 * A tenant in the directory: what the public look-up reads. `active` is false while its sign-up is under way
 * (the number is reserved, the look-up answers 404). Entries written before the reservation scheme carry no
 * `active` and were written complete; their company name, language and SSO flag are no longer read.
 */
const ZDirectoryItem = z.object({
  customerNo: z.string(),
  createdAt: z.string(),
  active: z.boolean().optional(),
});

export interface DirectoryEntry {
  customerNo: string;
  createdAt: string;
  active: boolean;
}

/**
 * A sign-up's idempotency record. `fingerprint` and `salt` identify the request it was made for (see
 * `signup-fingerprint.ts`); `result` is the answer, stored once the sign-up is complete. Records written before
 * fingerprints existed lack both and match no request.
 */
// Not `ZSignupResult` of shared: its module holds the sign-up schemas with the holiday regions, which the other
// users of this repository (session, maintenance) must not bundle.
const ZStoredSignupResult = z.object({
  customerNo: z.string(),
  companyName: z.string(),
  username: z.string(),
  trialEndsAt: z.string(),
}) satisfies z.ZodType<TSignupResult>;

const ZSignupItem = z.object({
  customerNo: z.string(),
  createdAt: z.string(),
  fingerprint: z.string().optional(),
  salt: z.string().optional(),
  result: ZStoredSignupResult.optional(),
  expiresAt: z.number().optional(),
});
export type SignupRecord = Omit<z.infer<typeof ZSignupItem>, 'expiresAt'>;

export type MaintenanceMode = 'OK' | 'UPDATE' | 'MAINTENANCE';

const table = () => config.platformTable;
const signupKey = (idempotencyKey: string) => ({ pk: `SIGNUP#${idempotencyKey}`, sk: 'SIGNUP' });
const directoryKey = (customerNo: string) => ({ pk: `DIRECTORY#${customerNo}`, sk: 'TENANT' });

/** How long a sign-up's idempotency record (and with it the stored answer of a replay) lives. */
const signupRecordSeconds = 7 * 24 * 3600;

/** Draws of a number already taken before giving up; at a million numbers, ten in a row means a bug. */
const allocationAttempts = 10;

const drawRandomPart = () => randomInt(customerNoRandomRange.min, customerNoRandomRange.max + 1);

/**
 * Reserves `customerNo` in the directory (inactive until `activateDirectoryEntry`); false when it is taken.
 * The conditional put is what makes two sign-ups that draw the same number end with different ones.
 */
export async function reserveCustomerNo(customerNo: string, createdAt: string): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...directoryKey(customerNo), customerNo, createdAt, active: false },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * A new, random customer number (six random digits and a check digit), reserved in the directory. A number
 * drawn twice is drawn again; numbers are never reused, as a reservation is never taken back once its sign-up
 * has a record.
 */
export async function allocateCustomerNo(createdAt: string, draw = drawRandomPart): Promise<string> {
  for (let attempt = 0; attempt < allocationAttempts; attempt++) {
    const customerNo = customerNoFrom(draw());
    if (await reserveCustomerNo(customerNo, createdAt)) return customerNo;
  }
  throw new Error(`No free customer number in ${allocationAttempts} draws`);
}

/** Gives back a reservation that no sign-up record names (the loser of a race of two identical submits). */
export async function releaseCustomerNo(customerNo: string): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: table(),
        Key: directoryKey(customerNo),
        ConditionExpression: 'active = :false',
        ExpressionAttributeValues: { ':false': false },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** The sign-up is complete: the public look-up may now answer the number. */
export async function activateDirectoryEntry(customerNo: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: directoryKey(customerNo),
      UpdateExpression: 'SET active = :true',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':true': true },
    }),
  );
}

export async function findDirectoryEntry(customerNo: string): Promise<DirectoryEntry | undefined> {
  const result = await dynamo().send(new GetCommand({ TableName: table(), Key: directoryKey(customerNo) }));
  if (!result.Item) return undefined;
  const item = ZDirectoryItem.parse(result.Item);
  return { customerNo: item.customerNo, createdAt: item.createdAt, active: item.active ?? true };
}

/** The sign-up recorded under `idempotencyKey`; a record past its TTL counts as gone (TTL deletes late). */
export async function findSignup(
  idempotencyKey: string,
  at: Date = now(),
): Promise<SignupRecord | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: table(), Key: signupKey(idempotencyKey), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  const { expiresAt, ...record } = ZSignupItem.parse(result.Item);
  if (expiresAt !== undefined && expiresAt * 1000 <= at.getTime()) return undefined;
  return record;
}

/**
 * Records which customer number a sign-up got and which request it was for; answers the record that won when
 * two submits with the same key race (it may name another number and another request).
 */
export async function recordSignup(idempotencyKey: string, record: SignupRecord): Promise<SignupRecord> {
  const at = now();
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...signupKey(idempotencyKey),
          ...record,
          expiresAt: Math.floor(at.getTime() / 1000) + signupRecordSeconds,
        },
        // An expired record that TTL has not removed yet may be replaced.
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': Math.floor(at.getTime() / 1000) },
      }),
    );
    return record;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const winner = await findSignup(idempotencyKey, at);
    if (!winner) throw new Error(`The sign-up record ${idempotencyKey} vanished during a race`);
    return winner;
  }
}

/** Stores the answer of a complete sign-up: replays get it without any further work. */
export async function completeSignup(idempotencyKey: string, result: TSignupResult): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: signupKey(idempotencyKey),
      UpdateExpression: 'SET #result = :result',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#result': 'result' },
      ExpressionAttributeValues: { ':result': result },
    }),
  );
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

/**
 * The look-up of a calendar subscription's secret link (issue 27): `CALFEED#<sha-256 of the secret, hex>` /
 * `CALFEED` names the tenant and person, so that the public feed finds them with one GetItem and no token. The
 * person's own item in the tenant's data (calendar-feeds area) holds the same hash and is the truth: a look-up
 * whose hash it no longer holds (a renewed or revoked link) opens nothing.
 */
const ZCalendarFeedLookup = z.object({ customerNo: z.string(), userId: z.string(), createdAt: z.string() });
export type CalendarFeedLookup = z.infer<typeof ZCalendarFeedLookup>;
const calendarFeedKey = (secretHash: string) => ({ pk: `CALFEED#${secretHash}`, sk: 'CALFEED' });

/** 1 PutItem; a hash already taken (never, at 256 random bits) fails rather than pointing at someone else. */
export async function putCalendarFeedLookup(secretHash: string, lookup: CalendarFeedLookup): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...calendarFeedKey(secretHash), ...lookup },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** 1 GetItem. */
export async function findCalendarFeedLookup(secretHash: string): Promise<CalendarFeedLookup | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: table(), Key: calendarFeedKey(secretHash) }),
  );
  return result.Item ? ZCalendarFeedLookup.parse(result.Item) : undefined;
}

/** 1 DeleteItem (nothing when gone). */
export async function deleteCalendarFeedLookup(secretHash: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: calendarFeedKey(secretHash) }));
}
