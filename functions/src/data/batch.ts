/**
 * Chunking and retrying for DynamoDB's batch calls. BatchGetItem and BatchWriteItem may answer part of a
 * request as "unprocessed" (throttling, the 16 MB answer limit); AWS asks for the rest to be sent again after
 * an exponentially growing, jittered wait, so that many clients that were throttled together do not retry in step.
 */
import { BatchGetCommand, BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ItemKey } from './transactions';
import { projection } from './expressions';

export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

export interface RetryOptions {
  /** Sends in all, the first one included; default 8 (about 6 s of waiting at most). */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** For tests of the retry rhythm. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const defaults = { maxAttempts: 8, baseDelayMs: 50, maxDelayMs: 2000 };

/**
 * The wait before retry `attempt` (1 = first retry): "equal jitter", half of the exponential step fixed and
 * half random, so that a retry never comes at once but retries of many clients spread out.
 */
export function backoffDelay(attempt: number, options: RetryOptions = {}): number {
  const base = options.baseDelayMs ?? defaults.baseDelayMs;
  const cap = Math.min(options.maxDelayMs ?? defaults.maxDelayMs, base * 2 ** (attempt - 1));
  const random = options.random ?? Math.random;
  return Math.round(cap / 2 + (random() * cap) / 2);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends `request`, then what each answer left unprocessed, until nothing is left. `send` answers the
 * unprocessed remainder (or nothing). Gives up with an error after `maxAttempts` sends: data that cannot be
 * written is a failure the caller must see, never a silent loss.
 */
export async function sendUntilProcessed<R>(
  request: R,
  send: (pending: R) => Promise<R | undefined>,
  options: RetryOptions = {},
): Promise<void> {
  const maxAttempts = options.maxAttempts ?? defaults.maxAttempts;
  let pending: R | undefined = request;
  for (let attempt = 1; pending !== undefined; attempt++) {
    if (attempt > 1) {
      if (attempt > maxAttempts) {
        throw new Error(`DynamoDB left items unprocessed after ${maxAttempts} attempts`);
      }
      await (options.sleep ?? sleep)(backoffDelay(attempt - 1, options));
    }
    pending = await send(pending);
  }
}

export type BatchWrite = { put: ItemKey & Record<string, unknown> } | { delete: ItemKey };

export const keyId = (key: Record<string, unknown>) => `${String(key.pk)}\u0000${String(key.sk)}`;

/** BatchGetItem in chunks of 100, consistent; answers the items found by `keyId`. */
export async function batchGetItems(
  client: DynamoDBDocumentClient,
  tableName: string,
  keys: readonly ItemKey[],
  attributes: readonly string[] | undefined,
  retry: RetryOptions,
): Promise<Map<string, Record<string, unknown>>> {
  // BatchGetItem refuses a request that names one key twice.
  const unique = [...new Map(keys.map((key) => [keyId(key), { pk: key.pk, sk: key.sk }])).values()];
  const found = new Map<string, Record<string, unknown>>();
  const projected = attributes ? projection([...attributes, 'pk', 'sk']) : {};
  for (const chunk of chunksOf(unique, 100)) {
    await sendUntilProcessed(
      chunk,
      async (pending) => {
        const result = await client.send(
          new BatchGetCommand({
            RequestItems: { [tableName]: { Keys: pending, ConsistentRead: true, ...projected } },
          }),
        );
        for (const item of result.Responses?.[tableName] ?? []) found.set(keyId(item), item);
        const rest = result.UnprocessedKeys?.[tableName]?.Keys as ItemKey[] | undefined;
        return rest?.length ? rest : undefined;
      },
      retry,
    );
  }
  return found;
}

/** BatchWriteItem requests under way at once: enough to keep the table busy, few enough not to be throttled. */
const parallelWrites = 4;

/**
 * BatchWriteItem in chunks of 25, a few at a time. Of several writes to one key only the last is sent
 * (BatchWriteItem refuses two).
 */
export async function batchWriteItems(
  client: DynamoDBDocumentClient,
  tableName: string,
  writes: readonly BatchWrite[],
  retry: RetryOptions,
): Promise<void> {
  const byKey = new Map<string, BatchWrite>();
  for (const write of writes) {
    const key = keyId('put' in write ? write.put : write.delete);
    byKey.delete(key);
    byKey.set(key, write);
  }
  const requests = [...byKey.values()].map((write) =>
    'put' in write
      ? { PutRequest: { Item: write.put } }
      : { DeleteRequest: { Key: { pk: write.delete.pk, sk: write.delete.sk } } },
  );
  // The chunks touch distinct keys (one write per key above), so a few go at once: a large import waits for
  // the table rather than for one round trip after another.
  const chunks = chunksOf(requests, 25);
  let next = 0;
  const sender = async () => {
    for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) {
      await sendUntilProcessed(
        chunk,
        async (pending) => {
          const result = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
          const rest = result.UnprocessedItems?.[tableName] as typeof pending | undefined;
          return rest?.length ? rest : undefined;
        },
        retry,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelWrites, chunks.length) }, sender));
}
