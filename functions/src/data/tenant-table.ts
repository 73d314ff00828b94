/**
 * The only door to tenant data in DynamoDB. Every key passes the tenant guard; writes of versioned items are
 * optimistic (a stale `version` is a 409); lists page with opaque cursors.
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
import * as z from 'zod';
import { config } from '../config';
import { tenantDocumentClient } from './tenant-credentials';
import { BadRequestError, ConflictError, NotFoundError } from '../api/errors';
import type { TenantContext } from '../tenancy/tenant-context';
import { assertInsideTenant, tenantKey } from './tenant-keys';

export interface ItemKey {
  pk: string;
  sk: string;
}

/** An item with its key; repositories describe their items as interfaces extending this. */
export type StoredItem = ItemKey & object;

export interface Page<T> {
  items: T[];
  /** Opaque; absent on the last page. */
  nextCursor?: string;
}

export interface QueryOptions {
  index?: 'gsi1';
  partitionKey: string;
  sortKeyBeginsWith?: string;
  sortKeyBetween?: [string, string];
  limit?: number;
  cursor?: string;
  newestFirst?: boolean;
}

export interface UpdateOptions {
  /** The version the caller read; the write fails with 409 when the item has moved on. */
  expectedVersion?: number;
  /** Append to list attributes (created when missing). */
  append?: Record<string, unknown[]>;
  /** Extra condition, e.g. that a task is still running. Names and values must not clash with ours. */
  condition?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
}

/** One write of a transaction. */
export type TransactionWrite =
  | { put: ItemKey & Record<string, unknown>; ifNotExists?: boolean; expectedVersion?: number }
  | { delete: ItemKey; expectedVersion?: number }
  | {
      conditionCheck: ItemKey;
      expression: string;
      names?: Record<string, string>;
      values?: Record<string, unknown>;
    };

const ZCursor = z.record(z.string(), z.string().max(1024));

export function encodeCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export class TenantTable {
  constructor(
    readonly tenant: TenantContext,
    private readonly tableName: string = config.mainTable,
    private readonly client: DynamoDBDocumentClient = tenantDocumentClient(tenant.customerNo),
  ) {}

  /** `T#<customerNo>#<parts...>` of this tenant. */
  key(...parts: string[]): string {
    return tenantKey(this.tenant, ...parts);
  }

  async get<T extends ItemKey>(key: ItemKey): Promise<T | undefined> {
    assertInsideTenant(this.tenant, { ...key });
    const result = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }),
    );
    return result.Item as T | undefined;
  }

  /** Writes a new item with version 1; 409 when the key is taken. */
  async create<T extends ItemKey>(item: T): Promise<T & { version: number }> {
    const stored = { ...item, version: 1 };
    assertInsideTenant(this.tenant, stored);
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: stored,
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) throw new ConflictError('ALREADY_EXISTS');
      throw error;
    }
    return stored;
  }

  /** Replaces an item that still has `expectedVersion`; 404 when gone, 409 when changed meanwhile. */
  async replace<T extends ItemKey>(item: T, expectedVersion: number): Promise<T & { version: number }> {
    const stored = { ...item, version: expectedVersion + 1 };
    assertInsideTenant(this.tenant, stored);
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: stored,
          ConditionExpression: '#version = :expected',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':expected': expectedVersion },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
    } catch (error) {
      throw this.conditionFailure(error);
    }
    return stored;
  }

  /**
   * Sets attributes of an existing item and bumps its version; answers the item as stored afterwards.
   * 404 when the item does not exist, 409 when `expectedVersion` or `condition` does not hold.
   */
  async update<T extends ItemKey>(
    key: ItemKey,
    changes: Record<string, unknown>,
    options: UpdateOptions = {},
  ): Promise<T> {
    assertInsideTenant(this.tenant, { ...key, ...changes });
    const names: Record<string, string> = { '#pk': 'pk', '#version': 'version' };
    const values: Record<string, unknown> = { ':one': 1, ':zero': 0 };
    const assignments = ['#version = if_not_exists(#version, :zero) + :one'];
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
    const conditions = ['attribute_exists(#pk)'];
    if (options.expectedVersion !== undefined) {
      values[':expected'] = options.expectedVersion;
      conditions.push('#version = :expected');
    }
    if (options.condition) {
      conditions.push(`(${options.condition.expression})`);
      Object.assign(names, options.condition.names);
      Object.assign(values, options.condition.values);
    }
    try {
      const result = await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: key.pk, sk: key.sk },
          UpdateExpression: `SET ${assignments.join(', ')}`,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return result.Attributes as T;
    } catch (error) {
      throw this.conditionFailure(error);
    }
  }

  /** Atomically adds one to a counter attribute (created at 0) and answers the new value. */
  async increment(key: ItemKey, attribute: string, expiresAt?: number): Promise<number> {
    assertInsideTenant(this.tenant, { ...key });
    const result = await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { pk: key.pk, sk: key.sk },
        UpdateExpression: `ADD #counter :one${expiresAt === undefined ? '' : ' SET #expires = :expires'}`,
        ExpressionAttributeNames: {
          '#counter': attribute,
          ...(expiresAt === undefined ? {} : { '#expires': 'expiresAt' }),
        },
        ExpressionAttributeValues: {
          ':one': 1,
          ...(expiresAt === undefined ? {} : { ':expires': expiresAt }),
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return (result.Attributes as Record<string, number>)[attribute]!;
  }

  /** Deletes an item; with `expectedVersion`, only if unchanged (409 otherwise, 404 when gone). */
  async delete(key: ItemKey, expectedVersion?: number): Promise<void> {
    assertInsideTenant(this.tenant, { ...key });
    try {
      await this.client.send(
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
      );
    } catch (error) {
      throw this.conditionFailure(error);
    }
  }

  async query<T extends ItemKey>(options: QueryOptions): Promise<Page<T>> {
    const partitionAttribute = options.index === 'gsi1' ? 'gsi1pk' : 'pk';
    const sortAttribute = options.index === 'gsi1' ? 'gsi1sk' : 'sk';
    assertInsideTenant(this.tenant, { [partitionAttribute]: options.partitionKey });
    const exclusiveStartKey = options.cursor === undefined ? undefined : this.decodeCursor(options.cursor);
    const limit = options.limit ?? 100;
    const names: Record<string, string> = { '#p': partitionAttribute };
    const values: Record<string, unknown> = { ':p': options.partitionKey };
    let keyCondition = '#p = :p';
    if (options.sortKeyBeginsWith !== undefined) {
      names['#s'] = sortAttribute;
      values[':s'] = options.sortKeyBeginsWith;
      keyCondition += ' AND begins_with(#s, :s)';
    } else if (options.sortKeyBetween) {
      names['#s'] = sortAttribute;
      values[':from'] = options.sortKeyBetween[0];
      values[':to'] = options.sortKeyBetween[1];
      keyCondition += ' AND #s BETWEEN :from AND :to';
    }
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        ...(options.index ? { IndexName: options.index } : {}),
        KeyConditionExpression: keyCondition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
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
        ...(result.LastEvaluatedKey ? { nextCursor: encodeCursor(result.LastEvaluatedKey) } : {}),
      };
    }
    const page = items.slice(0, limit);
    const last = page[page.length - 1] as Record<string, unknown>;
    const keyAttributes = options.index === 'gsi1' ? ['pk', 'sk', 'gsi1pk', 'gsi1sk'] : ['pk', 'sk'];
    return {
      items: page,
      nextCursor: encodeCursor(Object.fromEntries(keyAttributes.map((name) => [name, last[name]]))),
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

  /** All-or-nothing writes; a failed condition anywhere is a 409 and nothing is written. */
  async transact(writes: TransactionWrite[]): Promise<void> {
    const items = writes.map((write) => {
      if ('put' in write) {
        assertInsideTenant(this.tenant, write.put);
        if (write.ifNotExists) {
          return {
            Put: {
              TableName: this.tableName,
              Item: write.put,
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          };
        }
        if (write.expectedVersion !== undefined) {
          return {
            Put: {
              TableName: this.tableName,
              Item: { ...write.put, version: write.expectedVersion + 1 },
              ConditionExpression: '#version = :expected',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':expected': write.expectedVersion },
            },
          };
        }
        return { Put: { TableName: this.tableName, Item: write.put } };
      }
      if ('delete' in write) {
        assertInsideTenant(this.tenant, { ...write.delete });
        return {
          Delete: {
            TableName: this.tableName,
            Key: { pk: write.delete.pk, sk: write.delete.sk },
            ...(write.expectedVersion === undefined
              ? {}
              : {
                  ConditionExpression: '#version = :expected',
                  ExpressionAttributeNames: { '#version': 'version' },
                  ExpressionAttributeValues: { ':expected': write.expectedVersion },
                }),
          },
        };
      }
      assertInsideTenant(this.tenant, { ...write.conditionCheck });
      return {
        ConditionCheck: {
          TableName: this.tableName,
          Key: { pk: write.conditionCheck.pk, sk: write.conditionCheck.sk },
          ConditionExpression: write.expression,
          ...(write.names ? { ExpressionAttributeNames: write.names } : {}),
          ...(write.values ? { ExpressionAttributeValues: write.values } : {}),
        },
      };
    });
    try {
      await this.client.send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      if (
        error instanceof TransactionCanceledException &&
        error.CancellationReasons?.some((reason) => reason.Code === 'ConditionalCheckFailed')
      ) {
        throw new ConflictError();
      }
      throw error;
    }
  }

  private decodeCursor(cursor: string): Record<string, string> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      throw new BadRequestError('INVALID_CURSOR');
    }
    const result = ZCursor.safeParse(parsed);
    if (!result.success) throw new BadRequestError('INVALID_CURSOR');
    // A cursor is client input: one pointing outside the tenant is bad input (400), not a server bug.
    try {
      assertInsideTenant(this.tenant, result.data);
    } catch {
      throw new BadRequestError('INVALID_CURSOR');
    }
    return result.data;
  }

  private conditionFailure(error: unknown): unknown {
    if (error instanceof ConditionalCheckFailedException) {
      return error.Item ? new ConflictError() : new NotFoundError();
    }
    return error;
  }
}
