/**
 * A request's memo of what it read (functions/src/data/read-memo.ts) on DynamoDB Local: an item or a list read
 * again in the same request costs no request, the request's own writes are seen at once, a failed write makes it
 * read everything again, and another request (or no request at all) reads the table.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TenantTable } from '@app/functions/data/tenant-table';
import { withReadMemo } from '@app/functions/data/read-memo';
import { TenantBoundaryError } from '@app/functions/data/tenant-keys';
import { newDocumentClient } from '@app/functions/clients';
import { config } from '@app/functions/config';
import { useLocalStack } from '../support/local-stack';

let table: TenantTable;
let requests = 0;

beforeAll(() => {
  useLocalStack();
  const client = newDocumentClient({ region: config.region });
  client.middlewareStack.add(
    (next) => (args) => {
      requests += 1;
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );
  const customerNo = `6${Date.now() % 100000}`;
  table = new TenantTable({ customerNo, userSub: 'm', username: 'm' }, config.mainTable, client);
});

/** Requests sent to the table while `work` runs. */
async function counted<T>(work: () => Promise<T>): Promise<{ value: T; requests: number }> {
  const before = requests;
  const value = await work();
  return { value, requests: requests - before };
}

interface Thing {
  pk: string;
  sk: string;
  name: string;
  version: number;
  gsi1pk: string;
  gsi1sk: string;
}

async function newThings(count = 2): Promise<Thing[]> {
  const list = table.key('THINGS', randomUUID());
  const things: Thing[] = [];
  for (let index = 0; index < count; index++) {
    const id = randomUUID();
    things.push(
      await table.create({
        pk: table.key('THING', id),
        sk: 'THING',
        name: `thing ${index}`,
        gsi1pk: list,
        gsi1sk: `${index}`,
      }),
    );
  }
  return things;
}

const listOf = (thing: Thing) => ({ index: 'gsi1' as const, partitionKey: thing.gsi1pk });

describe('in one request', () => {
  it('reads an item and a list once, however often and in whichever way they are asked for', async () => {
    const [first, second] = await newThings();
    if (!first || !second) throw new Error('two things');
    await withReadMemo(async () => {
      expect((await counted(() => table.get<Thing>(first))).requests).toBe(1);
      const again = await counted(() => table.get<Thing>(first));
      expect(again).toMatchObject({ requests: 0, value: { name: 'thing 0' } });
      // A BatchGet asks the table only for what the request has not read yet.
      const both = await counted(() => table.batchGet<Thing>([first, second]));
      expect(both.requests).toBe(1);
      expect(both.value.map((thing) => thing.name)).toEqual(['thing 0', 'thing 1']);
      expect((await counted(() => table.get<Thing>(second))).requests).toBe(0);
      // Missing items are remembered as missing.
      const gone = { pk: table.key('THING', randomUUID()), sk: 'THING' };
      expect((await counted(() => table.get(gone))).value).toBeUndefined();
      expect((await counted(() => table.get(gone))).requests).toBe(0);
      expect((await counted(() => table.query(listOf(first)))).requests).toBe(1);
      const list = await counted(() => table.query<Thing>(listOf(first)));
      expect(list.requests).toBe(0);
      expect(list.value.items.map((thing) => thing.name)).toEqual(['thing 0', 'thing 1']);
    });
  });

  it('answers copies: what one caller changes in its answer, the next does not get', async () => {
    const [thing] = await newThings(1);
    if (!thing) throw new Error('a thing');
    await withReadMemo(async () => {
      for (let read = 0; read < 2; read++) {
        const item = await table.get<Thing>(thing);
        if (!item) throw new Error('read');
        item.name = 'changed in memory';
        const page = await table.query<Thing>(listOf(thing));
        page.items.length = 0;
      }
      expect(await table.get<Thing>(thing)).toMatchObject({ name: 'thing 0' });
      expect((await table.query<Thing>(listOf(thing))).items).toHaveLength(1);
    });
  });

  it('sees its own writes at once: the item written and every list', async () => {
    const [thing] = await newThings(1);
    if (!thing) throw new Error('a thing');
    await withReadMemo(async () => {
      await table.get<Thing>(thing);
      await table.query(listOf(thing));
      await table.update(thing, { name: 'renamed' }, { expectedVersion: 1 });
      expect(await table.get<Thing>(thing)).toMatchObject({ name: 'renamed', version: 2 });
      await table.create({
        pk: table.key('THING', randomUUID()),
        sk: 'THING',
        name: 'new',
        gsi1pk: thing.gsi1pk,
        gsi1sk: '9',
      });
      expect((await table.query<Thing>(listOf(thing))).items.map((item) => item.name)).toEqual([
        'renamed',
        'new',
      ]);
      await table.transact([{ delete: thing }]);
      expect(await table.get(thing)).toBeUndefined();
    });
  });

  it('keeps what it read while another request changes it, and reads everything again after a write failed', async () => {
    const [mine, theirs] = await newThings();
    if (!mine || !theirs) throw new Error('two things');
    await withReadMemo(async () => {
      await table.batchGet([mine, theirs]);
      // Another request, with a memo of its own, changes both.
      await withReadMemo(async () => {
        await table.update(mine, { name: 'their change' }, { expectedVersion: 1 });
        await table.update(theirs, { name: 'their change' }, { expectedVersion: 1 });
      });
      // As if this request had read both a moment earlier: the answer it got stays its view.
      expect(await table.get<Thing>(theirs)).toMatchObject({ name: 'thing 1', version: 1 });
      // Its write over the version it read is a conflict; the retry that follows reads the winner's items.
      await expect(table.update(mine, { name: 'my change' }, { expectedVersion: 1 })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      expect(await table.get<Thing>(theirs)).toMatchObject({ name: 'their change', version: 2 });
    });
  });

  it('does not keep a read that overlapped its own write of the item', async () => {
    const [thing] = await newThings(1);
    if (!thing) throw new Error('a thing');
    await withReadMemo(async () => {
      const [, updated] = await Promise.all([
        table.get<Thing>(thing),
        table.update<Thing>(thing, { name: 'written meanwhile' }, { expectedVersion: 1 }),
      ]);
      expect(updated.name).toBe('written meanwhile');
      expect(await table.get<Thing>(thing)).toMatchObject({ name: 'written meanwhile' });
    });
  });
});

describe('the tenant guard', () => {
  it('sees every key and list before the memo answers', async () => {
    const [thing] = await newThings(1);
    if (!thing) throw new Error('a thing');
    const other = new TenantTable({ customerNo: `5${Date.now() % 100000}`, userSub: 'o', username: 'o' });
    await withReadMemo(async () => {
      await table.get(thing);
      await table.query(listOf(thing));
      await expect(other.get(thing)).rejects.toBeInstanceOf(TenantBoundaryError);
      await expect(other.batchGet([thing])).rejects.toBeInstanceOf(TenantBoundaryError);
      await expect(other.query(listOf(thing))).rejects.toBeInstanceOf(TenantBoundaryError);
    });
  });
});

describe('outside a request', () => {
  it('reads the table every time, and a request after another sees its writes', async () => {
    const [thing] = await newThings(1);
    if (!thing) throw new Error('a thing');
    expect((await counted(() => table.get(thing))).requests).toBe(1);
    expect((await counted(() => table.get(thing))).requests).toBe(1);
    await withReadMemo(() => table.get(thing));
    await withReadMemo(() => table.update(thing, { name: 'next' }, { expectedVersion: 1 }));
    expect(await withReadMemo(() => table.get<Thing>(thing))).toMatchObject({ name: 'next' });
  });
});
