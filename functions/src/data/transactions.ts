/**
 * Transaction writes: what repositories hand to `TenantTable.transact` (and services pass on without looking
 * inside), and their translation into DynamoDB's TransactWriteItems entries.
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TenantContext } from '../tenancy/tenant-context';
import { assertInsideTenant } from './tenant-keys';

// A type, not an interface: it must stay assignable to DynamoDB's attribute records.
export type ItemKey = { pk: string; sk: string };

/** DynamoDB's limit of writes in one transaction. */
export const maxTransactionWrites = 100;

/** One write of a transaction. */
export type TransactionWrite =
  | { put: ItemKey & Record<string, unknown>; ifNotExists?: boolean; expectedVersion?: number }
  | { delete: ItemKey; expectedVersion?: number }
  | {
      /** Sets attributes and adds to numbers (counters start at 0); creates the item unless `mustExist`. */
      update: ItemKey;
      set?: Record<string, unknown>;
      add?: Record<string, number>;
      /** Attributes that must still hold these values. */
      where?: Record<string, unknown>;
      mustExist?: boolean;
    }
  | {
      conditionCheck: ItemKey;
      expression: string;
      names?: Record<string, string>;
      values?: Record<string, unknown>;
    };

export interface TransactOptions {
  /**
   * true (default): all writes or none; more than 100 writes are refused (TRANSACTION_TOO_LARGE) before anything
   * is written. false: written in transactions of 100, each all or nothing; a failure leaves earlier chunks written.
   */
  atomic?: boolean;
}

type UpdateWrite = Extract<TransactionWrite, { update: ItemKey }>;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const versionCondition = (expectedVersion: number) => ({
  ConditionExpression: '#version = :expected',
  ExpressionAttributeNames: { '#version': 'version' },
  ExpressionAttributeValues: { ':expected': expectedVersion },
});

/** The DynamoDB entry of one write, after the tenant guard has seen every key in it. */
export function transactItem(
  tenant: TenantContext,
  tableName: string,
  write: TransactionWrite,
): TransactItem {
  if ('put' in write) {
    assertInsideTenant(tenant, write.put);
    if (write.ifNotExists) {
      return {
        Put: { TableName: tableName, Item: write.put, ConditionExpression: 'attribute_not_exists(pk)' },
      };
    }
    if (write.expectedVersion !== undefined) {
      return {
        Put: {
          TableName: tableName,
          Item: { ...write.put, version: write.expectedVersion + 1 },
          ...versionCondition(write.expectedVersion),
        },
      };
    }
    return { Put: { TableName: tableName, Item: write.put } };
  }
  if ('update' in write) return updateItem(tenant, tableName, write);
  if ('delete' in write) {
    assertInsideTenant(tenant, { ...write.delete });
    return {
      Delete: {
        TableName: tableName,
        Key: { pk: write.delete.pk, sk: write.delete.sk },
        ...(write.expectedVersion === undefined ? {} : versionCondition(write.expectedVersion)),
      },
    };
  }
  assertInsideTenant(tenant, { ...write.conditionCheck });
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: { pk: write.conditionCheck.pk, sk: write.conditionCheck.sk },
      ConditionExpression: write.expression,
      ...(write.names ? { ExpressionAttributeNames: write.names } : {}),
      ...(write.values ? { ExpressionAttributeValues: write.values } : {}),
    },
  };
}

function updateItem(tenant: TenantContext, tableName: string, write: UpdateWrite): TransactItem {
  const set = write.set ?? {};
  assertInsideTenant(tenant, { ...write.update, ...set });
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(set).map(([attribute, value], index) => {
    names[`#s${index}`] = attribute;
    values[`:s${index}`] = value;
    return `#s${index} = :s${index}`;
  });
  const adds = Object.entries(write.add ?? {}).map(([attribute, value], index) => {
    names[`#n${index}`] = attribute;
    values[`:n${index}`] = value;
    return `#n${index} :n${index}`;
  });
  const conditions: string[] = [];
  if (write.mustExist) {
    names['#pk'] = 'pk';
    conditions.push('attribute_exists(#pk)');
  }
  Object.entries(write.where ?? {}).forEach(([attribute, value], index) => {
    names[`#w${index}`] = attribute;
    values[`:w${index}`] = value;
    conditions.push(`#w${index} = :w${index}`);
  });
  const expression = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    adds.length ? `ADD ${adds.join(', ')}` : '',
  ]
    .join(' ')
    .trim();
  if (!expression) throw new Error('An update write needs something to set or add');
  return {
    Update: {
      TableName: tableName,
      Key: { pk: write.update.pk, sk: write.update.sk },
      UpdateExpression: expression,
      ExpressionAttributeNames: names,
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
    },
  };
}
