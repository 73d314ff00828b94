/**
 * The data layer on DynamoDB Local: the tenant guard, optimistic locking, all-or-nothing transactions and
 * cursor pagination.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TenantTable } from '@app/functions/data/tenant-table';
import { TenantBoundaryError } from '@app/functions/data/tenant-keys';
import { useLocalStack } from '../support/local-stack';
import { present } from '../support/present';

let tenantA: TenantTable;
let tenantB: TenantTable;

beforeAll(() => {
  useLocalStack();
  tenantA = new TenantTable({ customerNo: `7${Date.now() % 100000}`, userSub: 'a', username: 'a' });
  tenantB = new TenantTable({ customerNo: `8${Date.now() % 100000}`, userSub: 'b', username: 'b' });
});

const itemOf = (table: TenantTable, id = randomUUID()) => ({
  pk: table.key('THING', id),
  sk: 'THING',
  name: 'first',
});

describe('the tenant guard', () => {
  it('throws before any key outside the caller’s tenant is read or written', async () => {
    const foreign = await tenantB.create(itemOf(tenantB));
    await expect(tenantA.get(foreign)).rejects.toBeInstanceOf(TenantBoundaryError);
    await expect(tenantA.create({ ...itemOf(tenantB) })).rejects.toBeInstanceOf(TenantBoundaryError);
    await expect(tenantA.update(foreign, { name: 'stolen' })).rejects.toBeInstanceOf(TenantBoundaryError);
    await expect(tenantA.delete(foreign)).rejects.toBeInstanceOf(TenantBoundaryError);
    await expect(tenantA.query({ partitionKey: foreign.pk })).rejects.toBeInstanceOf(TenantBoundaryError);
    await expect(
      tenantA.query({ index: 'gsi1', partitionKey: tenantB.key('THINGS') }),
    ).rejects.toBeInstanceOf(TenantBoundaryError);
    const own = itemOf(tenantA);
    await expect(tenantA.transact([{ put: own }, { put: { ...itemOf(tenantB) } }])).rejects.toBeInstanceOf(
      TenantBoundaryError,
    );
    expect(await tenantA.get(own)).toBeUndefined();
    expect(await tenantB.get(foreign)).toMatchObject({ name: 'first' });
  });

  it('refuses a key that only looks like the tenant’s', async () => {
    const lookalike = { pk: `T#${tenantA.tenant.customerNo}0#THING#x`, sk: 'THING' };
    await expect(tenantA.get(lookalike)).rejects.toBeInstanceOf(TenantBoundaryError);
  });
});

describe('optimistic locking', () => {
  it('answers a stale version with a conflict and a vanished item with not found', async () => {
    const created = await tenantA.create(itemOf(tenantA));
    expect(created.version).toBe(1);
    const replaced = await tenantA.replace({ ...created, name: 'second' }, 1);
    expect(replaced.version).toBe(2);
    await expect(tenantA.replace({ ...created, name: 'lost update' }, 1)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      tenantA.update(created, { name: 'lost update' }, { expectedVersion: 1 }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(tenantA.delete(created, 1)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await tenantA.get(created)).toMatchObject({ name: 'second', version: 2 });
    await tenantA.delete(created, 2);
    await expect(tenantA.update(created, { name: 'ghost' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(tenantA.create({ ...itemOf(tenantA), pk: created.pk })).resolves.toMatchObject({
      version: 1,
    });
    await expect(tenantA.create({ ...itemOf(tenantA), pk: created.pk })).rejects.toMatchObject({
      code: 'ALREADY_EXISTS',
    });
  });
});

describe('transactions', () => {
  it('write all or nothing', async () => {
    const existing = await tenantA.create(itemOf(tenantA));
    const fresh = itemOf(tenantA);
    await expect(
      tenantA.transact([
        { put: fresh, ifNotExists: true },
        { put: { ...existing, name: 'changed' }, expectedVersion: 7 },
      ]),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await tenantA.get(fresh)).toBeUndefined();
    expect(await tenantA.get(existing)).toMatchObject({ name: 'first' });
  });
});

describe('cursor pagination', () => {
  it('pages through a partition and refuses a cursor into another tenant', async () => {
    const partition = tenantA.key('LIST', randomUUID());
    for (let index = 0; index < 6; index++) await tenantA.create({ pk: partition, sk: `item-${index}` });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await tenantA.query<{ pk: string; sk: string }>({
        partitionKey: partition,
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.items.map((item) => item.sk));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    // Exactly full last page: no cursor that would lead to an empty page.
    expect(seen).toEqual(['item-0', 'item-1', 'item-2', 'item-3', 'item-4', 'item-5']);
    expect(pages).toBe(3);

    const foreignPartition = tenantB.key('LIST', randomUUID());
    await tenantB.create({ pk: foreignPartition, sk: 'a' });
    await tenantB.create({ pk: foreignPartition, sk: 'b' });
    const foreignCursor = present(
      (await tenantB.query({ partitionKey: foreignPartition, limit: 1 })).nextCursor,
      'cursor',
    );
    await expect(tenantA.query({ partitionKey: partition, cursor: foreignCursor })).rejects.toMatchObject({
      code: 'INVALID_CURSOR',
    });
    await expect(tenantA.query({ partitionKey: partition, cursor: '%%%' })).rejects.toMatchObject({
      code: 'INVALID_CURSOR',
    });
  });
});
