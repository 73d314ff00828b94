/**
 * The only door to tenant data in DynamoDB. Every key passes the tenant guard (index keys too); writes of
 * versioned items are optimistic (a stale `version` is CONFLICT); lists page with opaque cursors. Items are
 * untyped here: the entity layer (`entity.ts`) gives them types, schemas and keys.
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { AppError } from '@app/shared/api/errors';
import { config } from '../config';
import type { TenantContext } from '../tenancy/tenant-context';
import { tenantDocumentClient } from './tenant-credentials';
import { assertInsideTenant, tenantKey } from './tenant-keys';
import { batchGetItems, batchWriteItems, chunksOf, keyId, type BatchWrite, type RetryOptions } from './batch';
import { decodeCursor, encodeCursor } from './cursor';
import { currentReadMemo, writing } from './read-memo';
import {
  equalities,
  projection,
  sortKeyCondition,
  type ExpressionPart,
  type SortCondition,
} from './expressions';
import {
  maxTransactionWrites,
  transactItem,
  type ItemKey,
  type TransactionWrite,
  type TransactOptions,
} from './transactions';

export { encodeCursor } from './cursor';
export type { SortCondition } from './expressions';
export type { BatchWrite } from './batch';
export type { ItemKey, TransactionWrite, TransactOptions } from './transactions';

/** The generic overloaded indexes of the main table: `gsiNpk` / `gsiNsk`, every entity decides what they hold. */
export const indexNames = ['gsi1', 'gsi2', 'gsi3'] as const;
export type IndexName = (typeof indexNames)[number];

export function indexKeyAttributes(index: IndexName): { pk: string; sk: string } {
  return { pk: `${index}pk`, sk: `${index}sk` };
}

/** An item with its key; repositories describe their items as interfaces extending this. */
export type StoredItem = ItemKey & object;

/** One item of a read that fetches several entities' items at once (`getTogether`): its key and its parser. */
export interface ItemRead<T> {
  readonly key: ItemKey;
  readonly read: (item: Record<string, unknown>) => T;
}

/** What `getTogether` answers: each named read's item (undefined when missing), or a list's items found. */
export type ReadsTogether<R> = {
  [K in keyof R]: R[K] extends readonly ItemRead<infer T>[]
    ? T[]
    : R[K] extends ItemRead<infer T>
      ? T | undefined
      : never;
};

export interface Page<T> {
  items: T[];
  /** Opaque; absent on the last page. */
  nextCursor?: string;
}

export interface QueryOptions {
  index?: IndexName;
  partitionKey: string;
  sort?: SortCondition;
  limit?: number;
  cursor?: string;
  newestFirst?: boolean;
  /** Read only these attributes (the key attributes come along for the cursor). */
  attributes?: readonly string[];
}

export interface UpdateOptions {
  /** The version the caller read; the write fails with CONFLICT when the item has moved on. */
  expectedVersion?: number;
  /** Append to list attributes (created when missing). */
  append?: Record<string, unknown[]>;
  /** Attributes to remove. */
  remove?: readonly string[];
  /** Extra condition, e.g. that a task is still running. Names and values must not clash with ours. */
  condition?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
  /** Attributes that must still hold these values (CONFLICT otherwise). */
  where?: Record<string, unknown>;
  /** false for items without a version (default: the version is bumped). */
  versioned?: boolean;
  /** Create the item when it is missing instead of answering NOT_FOUND. */
  upsert?: boolean;
}

export class TenantTable {
  constructor(
    readonly tenant: TenantContext,
    private readonly tableName: string = config.mainTable,
    private readonly client: DynamoDBDocumentClient = tenantDocumentClient(tenant.customerNo),
    /** Only tests change how long unprocessed batch items are retried. */
    private readonly retry: RetryOptions = {},
  ) {}

  /** `T#<customerNo>#<parts...>` of this tenant. */
  key(...parts: string[]): string {
    return tenantKey(this.tenant, ...parts);
  }

  async get<T extends ItemKey>(
    key: ItemKey,
    options: { attributes?: readonly string[] } = {},
  ): Promise<T | undefined> {
    assertInsideTenant(this.tenant, { ...key });
    const read = async () =>
      (
        await this.client.send(
          new GetCommand({
            TableName: this.tableName,
            Key: { pk: key.pk, sk: key.sk },
            ConsistentRead: true,
            ...(options.attributes ? projection([...options.attributes, 'pk', 'sk']) : {}),
          }),
        )
      ).Item as T | undefined;
    const memo = currentReadMemo();
    // A part of an item is read as asked, not remembered as the item.
    if (!memo || options.attributes) return read();
    const id = keyId(key);
    const known = memo.item(id);
    if (known !== undefined) return (known ?? undefined) as T | undefined;
    const mark = memo.mark([id]);
    const item = await read();
    memo.rememberItems(mark, new Map([[id, item ?? null]]));
    return item;
  }

  /**
   * Writes an item as given. `ifNotExists`: ALREADY_EXISTS when the key is taken; `expectedVersion`: only over
   * an item of that version (CONFLICT when changed, NOT_FOUND when gone). The item's own `version` is the
   * caller's business here.
   */
  async put(
    item: StoredItem,
    options: { ifNotExists?: boolean; expectedVersion?: number } = {},
  ): Promise<void> {
    assertInsideTenant(this.tenant, item);
    const condition = options.ifNotExists
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : options.expectedVersion === undefined
        ? {}
        : {
            ConditionExpression: '#version = :expected',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':expected': options.expectedVersion },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
          };
    try {
      await writing([item], () =>
        this.client.send(
          new PutCommand({ TableName: this.tableName, Item: item as Record<string, unknown>, ...condition }),
        ),
      );
    } catch (error) {
      if (options.ifNotExists && error instanceof ConditionalCheckFailedException) {
        throw new AppError('ALREADY_EXISTS');
      }
      throw this.conditionFailure(error);
    }
  }

  /** Writes a new item with version 1; ALREADY_EXISTS when the key is taken. */
  async create<T extends ItemKey>(item: T): Promise<T & { version: number }> {
    const stored = { ...item, version: 1 };
    await this.put(stored, { ifNotExists: true });
    return stored;
  }

  /** Replaces an item that still has `expectedVersion`; NOT_FOUND when gone, CONFLICT when changed meanwhile. */
  async replace<T extends ItemKey>(item: T, expectedVersion: number): Promise<T & { version: number }> {
    const stored = { ...item, version: expectedVersion + 1 };
    await this.put(stored, { expectedVersion });
    return stored;
  }

  /**
   * Sets attributes of an existing item and bumps its version; answers the item as stored afterwards.
   * NOT_FOUND when the item does not exist, CONFLICT when `expectedVersion`, `where` or `condition` does not hold.
   */
  async update<T extends ItemKey>(
    key: ItemKey,
    changes: Record<string, unknown>,
    options: UpdateOptions = {},
  ): Promise<T> {
    assertInsideTenant(this.tenant, { ...key, ...changes });
    const names: Record<string, string> = options.upsert ? {} : { '#pk': 'pk' };
    const values: Record<string, unknown> = {};
    const assignments: string[] = [];
    if (options.versioned ?? true) {
      names['#version'] = 'version';
      values[':one'] = 1;
      values[':zero'] = 0;
      assignments.push('#version = if_not_exists(#version, :zero) + :one');
    }
    Object.entries(changes).forEach(([attribute, value], index) => {
      names[`#a${index}`] = attribute;
      values[`:a${index}`] = value;
      assignments.push(`#a${index} = :a${index}`);
    });
    Object.entries(options.append ?? {}).forEach(([attribute, list], index) => {
      names[`#l${index}`] = attribute;
      values[`:l${index}`] = list;
      values[':emptyList'] = [];
      assignments.push(`#l${index} = list_append(if_not_exists(#l${index}, :emptyList), :l${index})`);
    });
    const removals = (options.remove ?? []).map((attribute, index) => {
      names[`#r${index}`] = attribute;
      return `#r${index}`;
    });
    const conditions = options.upsert ? [] : ['attribute_exists(#pk)'];
    if (options.expectedVersion !== undefined) {
      names['#version'] = 'version';
      values[':expected'] = options.expectedVersion;
      conditions.push('#version = :expected');
    }
    const parts: (ExpressionPart | undefined)[] = [
      options.condition && { names: {}, values: {}, ...options.condition },
      options.where && equalities(options.where),
    ];
    for (const part of parts) {
      if (!part) continue;
      conditions.push(`(${part.expression})`);
      Object.assign(names, part.names);
      Object.assign(values, part.values);
    }
    const expression = [
      assignments.length ? `SET ${assignments.join(', ')}` : '',
      removals.length ? `REMOVE ${removals.join(', ')}` : '',
    ].join(' ');
    try {
      const result = await writing([key], () =>
        this.client.send(
          new UpdateCommand({
            TableName: this.tableName,
            Key: { pk: key.pk, sk: key.sk },
            UpdateExpression: expression.trim(),
            ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
            ExpressionAttributeNames: names,
            ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
            ReturnValues: 'ALL_NEW',
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        ),
      );
      return result.Attributes as T;
    } catch (error) {
      throw this.conditionFailure(error);
    }
  }

  /** Atomically adds one to a counter attribute (created at 0) and answers the new value. */
  async increment(key: ItemKey, attribute: string, expiresAt?: number): Promise<number> {
    const counts = await this.incrementAll(key, [attribute], expiresAt);
    return counts[0] ?? Number.NaN;
  }

  /** Atomically adds 1 to several counter attributes of one item (each created at 0); answers the new values. */
  async incrementAll(key: ItemKey, attributes: readonly string[], expiresAt?: number): Promise<number[]> {
    assertInsideTenant(this.tenant, { ...key });
    const names = Object.fromEntries(attributes.map((attribute, index) => [`#c${index}`, attribute]));
    const result = await writing([key], () =>
      this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: key.pk, sk: key.sk },
          UpdateExpression: `ADD ${attributes.map((_, index) => `#c${index} :one`).join(', ')}${
            expiresAt === undefined ? '' : ' SET #expires = :expires'
          }`,
          ExpressionAttributeNames: {
            ...names,
            ...(expiresAt === undefined ? {} : { '#expires': 'expiresAt' }),
          },
          ExpressionAttributeValues: {
            ':one': 1,
            ...(expiresAt === undefined ? {} : { ':expires': expiresAt }),
          },
          ReturnValues: 'UPDATED_NEW',
        }),
      ),
    );
    return attributes.map((attribute) => Number(result.Attributes?.[attribute]));
  }

  /**
   * Atomically adds `by` to a counter attribute (created at 0) only while the sum stays at or below `max`; answers
   * the new value, or `undefined` (and nothing changed) when it would pass `max`.
   */
  async incrementWithin(
    key: ItemKey,
    attribute: string,
    by: number,
    max: number,
    expiresAt?: number,
  ): Promise<number | undefined> {
    assertInsideTenant(this.tenant, { ...key });
    if (by > max) return undefined;
    try {
      const result = await writing([key], () =>
        this.client.send(
          new UpdateCommand({
            TableName: this.tableName,
            Key: { pk: key.pk, sk: key.sk },
            UpdateExpression: `ADD #counter :by${expiresAt === undefined ? '' : ' SET #expires = :expires'}`,
            ConditionExpression: 'attribute_not_exists(#counter) OR #counter <= :room',
            ExpressionAttributeNames: {
              '#counter': attribute,
              ...(expiresAt === undefined ? {} : { '#expires': 'expiresAt' }),
            },
            ExpressionAttributeValues: {
              ':by': by,
              ':room': max - by,
              ...(expiresAt === undefined ? {} : { ':expires': expiresAt }),
            },
            ReturnValues: 'UPDATED_NEW',
          }),
        ),
      );
      return Number(result.Attributes?.[attribute]);
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return undefined;
      throw error;
    }
  }

  /** Deletes an item; with `expectedVersion`, only if unchanged (CONFLICT otherwise, NOT_FOUND when gone). */
  async delete(key: ItemKey, expectedVersion?: number): Promise<void> {
    assertInsideTenant(this.tenant, { ...key });
    try {
      await writing([key], () =>
        this.client.send(
          new DeleteCommand({
            TableName: this.tableName,
            Key: { pk: key.pk, sk: key.sk },
            ...(expectedVersion === undefined
              ? {}
              : {
                  ConditionExpression: '#version = :expected',
                  ExpressionAttributeNames: { '#version': 'version' },
                  ExpressionAttributeValues: { ':expected': expectedVersion },
                  ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
                }),
          }),
        ),
      );
    } catch (error) {
      throw this.conditionFailure(error);
    }
  }

  async query<T extends ItemKey>(options: QueryOptions): Promise<Page<T>> {
    const memo = currentReadMemo();
    if (!memo) return this.queryTable(options);
    // The guard sees the partition before the memo answers; a cursor is only ever valid for its own tenant.
    const keyAttributes = options.index ? indexKeyAttributes(options.index) : { pk: 'pk', sk: 'sk' };
    assertInsideTenant(this.tenant, { [keyAttributes.pk]: options.partitionKey });
    const id = JSON.stringify([this.tableName, this.tenant.customerNo, options]);
    const known = memo.list<Page<T>>(id);
    if (known) return known;
    const mark = memo.mark([]);
    const page = await this.queryTable<T>(options);
    memo.rememberList(mark, id, page);
    return page;
  }

  private async queryTable<T extends ItemKey>(options: QueryOptions): Promise<Page<T>> {
    const keyAttributes = options.index ? indexKeyAttributes(options.index) : { pk: 'pk', sk: 'sk' };
    assertInsideTenant(this.tenant, { [keyAttributes.pk]: options.partitionKey });
    // The cursor must come from this very query (same partition, index, range and direction).
    const binding = {
      index: options.index,
      partitionKey: options.partitionKey,
      sort: options.sort,
      newestFirst: options.newestFirst,
    };
    const exclusiveStartKey =
      options.cursor === undefined ? undefined : decodeCursor(this.tenant, options.cursor, binding);
    // A cursor of another list of the same tenant is bad input too, not a DynamoDB validation error (500).
    if (exclusiveStartKey && exclusiveStartKey[keyAttributes.pk] !== options.partitionKey) {
      throw new AppError('INVALID_CURSOR');
    }
    const limit = options.limit ?? 100;
    const names: Record<string, string> = { '#p': keyAttributes.pk };
    const values: Record<string, unknown> = { ':p': options.partitionKey };
    let keyCondition = '#p = :p';
    if (options.sort) {
      const sort = sortKeyCondition(keyAttributes.sk, options.sort);
      keyCondition += ` AND ${sort.expression}`;
      Object.assign(names, sort.names);
      Object.assign(values, sort.values);
    }
    const cursorAttributes = options.index ? ['pk', 'sk', keyAttributes.pk, keyAttributes.sk] : ['pk', 'sk'];
    const projected = options.attributes
      ? projection([...options.attributes, ...cursorAttributes])
      : undefined;
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        ...(options.index ? { IndexName: options.index } : {}),
        KeyConditionExpression: keyCondition,
        ExpressionAttributeNames: { ...names, ...projected?.ExpressionAttributeNames },
        ExpressionAttributeValues: values,
        ...(projected ? { ProjectionExpression: projected.ProjectionExpression } : {}),
        // One more than asked tells whether there is a next page, so the last page carries no cursor.
        Limit: limit + 1,
        ScanIndexForward: !options.newestFirst,
        ...(exclusiveStartKey ? { ExclusiveStartKey: exclusiveStartKey } : {}),
      }),
    );
    const items = (result.Items ?? []) as T[];
    if (items.length <= limit) {
      return {
        items,
        ...(result.LastEvaluatedKey ? { nextCursor: encodeCursor(result.LastEvaluatedKey, binding) } : {}),
      };
    }
    const page = items.slice(0, limit);
    const last = page[page.length - 1] as Record<string, unknown>;
    return {
      items: page,
      nextCursor: encodeCursor(
        Object.fromEntries(cursorAttributes.map((name) => [name, last[name]])),
        binding,
      ),
    };
  }

  /** Every item of a partition, page by page; for partitions known to stay small (roles, users of a tenant). */
  async queryAll<T extends ItemKey>(options: Omit<QueryOptions, 'limit' | 'cursor'>): Promise<T[]> {
    const items: T[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.query<T>({ ...options, limit: 100, ...(cursor ? { cursor } : {}) });
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }

  /**
   * Reads many items by key: BatchGetItem in chunks of 100, consistent, unprocessed keys retried with backoff.
   * Answers in the order of `keys`; missing items are left out.
   */
  async batchGet<T extends ItemKey>(
    keys: readonly ItemKey[],
    options: { attributes?: readonly string[] } = {},
  ): Promise<T[]> {
    for (const key of keys) assertInsideTenant(this.tenant, { ...key });
    const found = await this.readItems(keys, options.attributes);
    return keys.flatMap((key) => (found.get(keyId(key)) as T | undefined) ?? []);
  }

  /**
   * Items of several entities in one consistent BatchGet (chunks of 100 and unprocessed keys handled as in
   * `batchGet`): each named read answers its item, each list of reads the items found, in the list's order.
   */
  async getTogether<R extends Record<string, ItemRead<unknown> | readonly ItemRead<unknown>[]>>(
    reads: R,
  ): Promise<ReadsTogether<R>> {
    const all = Object.values(reads).flat();
    for (const { key } of all) assertInsideTenant(this.tenant, { ...key });
    const found = await this.readItems(
      all.map(({ key }) => key),
      undefined,
    );
    const answer = (read: ItemRead<unknown>) => {
      const item = found.get(keyId(read.key));
      return item && read.read(item);
    };
    const answers = Object.entries(reads).map(([name, read]) => [
      name,
      Array.isArray(read)
        ? (read as readonly ItemRead<unknown>[]).flatMap((one) => answer(one) ?? [])
        : answer(read as ItemRead<unknown>),
    ]);
    return Object.fromEntries(answers) as ReadsTogether<R>;
  }

  /** Items by key id: those the request has read already from its memo, the rest in BatchGets. */
  private async readItems(
    keys: readonly ItemKey[],
    attributes: readonly string[] | undefined,
  ): Promise<Map<string, Record<string, unknown>>> {
    const memo = currentReadMemo();
    if (!memo || attributes) return batchGetItems(this.client, this.tableName, keys, attributes, this.retry);
    const found = new Map<string, Record<string, unknown>>();
    const missing: ItemKey[] = [];
    for (const key of keys) {
      const known = memo.item(keyId(key));
      if (known === undefined) missing.push(key);
      else if (known) found.set(keyId(key), known);
    }
    if (!missing.length) return found;
    const mark = memo.mark(missing.map(keyId));
    const read = await batchGetItems(this.client, this.tableName, missing, undefined, this.retry);
    memo.rememberItems(mark, new Map(missing.map((key) => [keyId(key), read.get(keyId(key)) ?? null])));
    for (const [id, item] of read) found.set(id, item);
    return found;
  }

  /**
   * Puts and deletes without conditions: BatchWriteItem in chunks of 25, unprocessed writes retried with
   * backoff. Of several writes to one key only the last is made (as if they ran in order).
   */
  async batchWrite(writes: readonly BatchWrite[]): Promise<void> {
    for (const write of writes) {
      assertInsideTenant(this.tenant, 'put' in write ? write.put : { ...write.delete });
    }
    await writing(
      writes.map((write) => ('put' in write ? write.put : write.delete)),
      () => batchWriteItems(this.client, this.tableName, writes, this.retry),
    );
  }

  /**
   * Writes in transactions; a failed condition anywhere is CONFLICT and nothing of that transaction is written.
   * Atomic (the default) means one transaction: more than 100 writes are refused with TRANSACTION_TOO_LARGE
   * before anything is written. `{ atomic: false }` writes chunks of 100 one after the other.
   */
  async transact(writes: readonly TransactionWrite[], options: TransactOptions = {}): Promise<void> {
    const atomic = options.atomic ?? true;
    if (atomic && writes.length > maxTransactionWrites) {
      throw new AppError('TRANSACTION_TOO_LARGE', { params: { writes: writes.length } });
    }
    // The guard sees every key before the first chunk is sent.
    const items = writes.map((write) => transactItem(this.tenant, this.tableName, write));
    const keys = writes.map((write) => writtenKey(write));
    for (const chunk of chunksOf(items, maxTransactionWrites)) {
      try {
        await writing(keys, () => this.client.send(new TransactWriteCommand({ TransactItems: chunk })));
      } catch (error) {
        // A concurrent transaction on one of the items is a conflict too: the caller may read again and retry.
        if (
          error instanceof TransactionCanceledException &&
          error.CancellationReasons?.some(
            (reason) => reason.Code === 'ConditionalCheckFailed' || reason.Code === 'TransactionConflict',
          )
        ) {
          throw new AppError('CONFLICT');
        }
        throw error;
      }
    }
  }

  private conditionFailure(error: unknown): unknown {
    if (error instanceof ConditionalCheckFailedException) {
      return error.Item ? new AppError('CONFLICT') : new AppError('NOT_FOUND');
    }
    return error;
  }
}

/** The item a transaction's write names (a condition check's too: a failed one is a conflict read again). */
function writtenKey(write: TransactionWrite): ItemKey {
  if ('put' in write) return write.put;
  if ('update' in write) return write.update;
  if ('delete' in write) return write.delete;
  return write.conditionCheck;
}
