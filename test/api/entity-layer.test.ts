/**
 * The entity layer on DynamoDB Local: items parsed on read, versions, index keys that follow their attributes,
 * sort-key ranges, projections, batches, transaction limits and the tenant guard under all of it.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { TenantTable } from '@app/functions/data/tenant-table';
import { TenantBoundaryError } from '@app/functions/data/tenant-keys';
import { defineEntity } from '@app/functions/data/entity';
import { StoredItemError } from '@app/functions/data/entity-items';
import { useLocalStack } from '../support/local-stack';

const ZThing = z.object({
  id: z.string(),
  group: z.string(),
  name: z.string(),
  rank: z.number().int(),
  day: z.string(),
  note: z.string().optional(),
});
type Thing = z.infer<typeof ZThing>;

/** Versioned, with all three indexes; gsi3 is sparse, derived from `rank`. */
const thingEntity = defineEntity({ type: 'THING', schema: ZThing, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['THING', id] },
    sort: { sources: [], key: () => 'THING' },
  })
  .index('gsi1', {
    partition: { sources: ['group'], key: ({ group }) => ['THINGS', group] },
    sort: { sources: ['day', 'id'], key: ({ day, id }) => `${day}#${id}` },
  })
  .index('gsi2', {
    partition: { sources: ['group'], key: ({ group }) => ['THINGS_BY_NAME', group] },
    sort: { sources: ['name', 'id'], key: ({ name, id }) => `${name}#${id}` },
  })
  .index('gsi3', {
    // Sparse: only things of rank 10 and more are in it.
    partition: {
      sources: ['group', 'rank'],
      from: ({ group, rank }) => ({ group, high: rank >= 10 }),
      key: ({ group, high }) => (high ? ['HIGH', group] : undefined),
    },
    sort: { sources: ['id'], key: ({ id }) => id },
  });

/** Not versioned, one partition per series, sorted by day: for ranges and batches. */
const ZReading = z.object({ series: z.string(), day: z.string(), value: z.number() });
const readingEntity = defineEntity({ type: 'READING', schema: ZReading, versioned: false }).key({
  partition: { sources: ['series'], key: ({ series }) => ['SERIES', series] },
  sort: { sources: ['day'], key: ({ day }) => day },
});

const tenantOf = (prefix: string) => ({
  customerNo: `${prefix}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
  userSub: 'x',
  username: 'x',
});

let tableA: TenantTable;
let tableB: TenantTable;

beforeAll(() => {
  useLocalStack();
  tableA = new TenantTable(tenantOf('5'));
  tableB = new TenantTable(tenantOf('6'));
});

const things = () => thingEntity.in(tableA);
const readings = () => readingEntity.in(tableA);
const thing = (changes: Partial<Thing> = {}): Thing => ({
  id: randomUUID(),
  group: 'g',
  name: 'anna',
  rank: 1,
  day: '2026-03-01',
  ...changes,
});
const days = (count: number) =>
  Array.from({ length: count }, (_, index) => `2026-01-${String(index + 1).padStart(2, '0')}`);

describe('reading', () => {
  it('answers domain objects only, and a stored item that does not parse is an error naming type and key', async () => {
    const created = await things().create({ ...thing({ note: 'n' }), pk: 'ignored' } as Thing);
    const read = await things().get({ id: created.id });
    expect(Object.keys(read ?? {}).sort()).toEqual(['day', 'group', 'id', 'name', 'note', 'rank', 'version']);

    const brokenThing = thing();
    const broken = {
      ...brokenThing,
      ...things().keyOf(brokenThing),
      type: 'THING',
      rank: 'high',
      version: 1,
    };
    await tableA.put(broken);
    const error: unknown = await things()
      .get({ id: broken.id })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoredItemError);
    expect((error as Error).message).toContain(`THING item ${broken.pk}`);
    expect((error as Error).message).toContain('rank');

    const otherThing = thing();
    const otherType = { ...otherThing, ...things().keyOf(otherThing), type: 'ROLE', version: 1 };
    await tableA.put(otherType);
    await expect(things().get({ id: otherType.id })).rejects.toThrow(/has type ROLE, not THING/);
  });
});

/** Compact: the day and id live only in the sort key, an empty note and a zero weight are not stored. */
const ZCompactReading = z.object({
  series: z.string(),
  day: z.string(),
  id: z.string(),
  weight: z.number().default(0),
  note: z.string().default(''),
});
const compactEntity = defineEntity({
  type: 'CREADING',
  schema: ZCompactReading,
  versioned: false,
  compact: {
    fromKey: {
      attributes: ['day', 'id'],
      read: ({ pk, sk }) => ({ series: pk[1], day: sk.split('#')[0], id: sk.split('#')[1] }),
    },
    omitDefaults: ['weight', 'note'],
  },
}).key({
  partition: { sources: ['series'], key: ({ series }) => ['CSERIES', series] },
  sort: { sources: ['day', 'id'], key: ({ day, id }) => `${day}#${id}` },
});

describe('compact storage', () => {
  it('leaves out what the keys hold and default values, and reads them back whole', async () => {
    const readingsOf = compactEntity.in(tableA);
    const series = randomUUID();
    const plain = { series, day: '2026-03-29', id: 'a', weight: 0, note: '' };
    const full = { series, day: '2026-03-30', id: 'b', weight: 2, note: 'late' };
    await readingsOf.putMany([plain, full]);
    const stored = await tableA.get(readingsOf.keyOf(plain));
    expect(Object.keys(stored ?? {}).sort()).toEqual(['pk', 'series', 'sk', 'type']);
    const storedFull = await tableA.get(readingsOf.keyOf(full));
    expect(storedFull).toMatchObject({ weight: 2, note: 'late' });
    expect(storedFull).not.toHaveProperty('day');
    expect(await readingsOf.get({ series, day: '2026-03-29', id: 'a' })).toEqual(plain);
    expect(await readingsOf.queryAll({ partition: { series } })).toEqual([plain, full]);
    const projected = await readingsOf.get(
      { series, day: '2026-03-30', id: 'b' },
      { attributes: ['id', 'note'] },
    );
    expect(projected).toEqual({ id: 'b', note: 'late' });
  });
});

describe('versions', () => {
  it('are set, bumped and checked the same way by every write', async () => {
    const item = thing();
    expect((await things().create(item)).version).toBe(1);
    await expect(things().create(item)).rejects.toMatchObject({ code: 'ALREADY_EXISTS' });
    expect((await things().replace({ ...item, name: 'bert' }, 1)).version).toBe(2);
    await expect(things().replace({ ...item, name: 'lost' }, 1)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(things().replace(thing(), 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      things().update({ id: item.id }, { name: 'lost' }, { expectedVersion: 1 }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await things().update({ id: item.id }, { note: 'x' }, { expectedVersion: 2 })).toMatchObject({
      note: 'x',
      version: 3,
    });
    // put writes whatever exists: a new version, and attributes the new item lacks are gone.
    const put = await things().put({ ...item, name: 'carl' });
    expect(put).toMatchObject({ name: 'carl', version: 4 });
    expect(put.note).toBeUndefined();
    await expect(things().delete({ id: item.id }, { expectedVersion: 3 })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await things().delete({ id: item.id }, { expectedVersion: 4 });
    expect(await things().get({ id: item.id })).toBeUndefined();
    await expect(things().update({ id: item.id }, { name: 'ghost' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('index keys', () => {
  it('follow their source attributes on update, also when a source must be read first', async () => {
    const group = randomUUID();
    const item = await things().create(thing({ group, name: 'anna', rank: 5 }));
    const other = await things().create(thing({ group, name: 'bert', rank: 5 }));
    const byName = async () =>
      (await things().queryAll({ index: 'gsi2', partition: { group } })).map((found) => found.name);
    expect(await byName()).toEqual(['anna', 'bert']);
    await things().update({ id: item.id }, { name: 'cleo' });
    expect(await byName()).toEqual(['bert', 'cleo']);

    const high = async () =>
      (await things().queryAll({ index: 'gsi3', partition: { group, high: true } })).map((found) => found.id);
    await things().update({ id: other.id }, { rank: 12 });
    expect(await high()).toEqual([other.id]);
    await things().update({ id: other.id }, { rank: 3 });
    expect(await high()).toEqual([]);
    const left = await tableA.get<Record<string, unknown> & { pk: string; sk: string }>(
      things().keyOf(other),
    );
    expect(left).not.toHaveProperty('gsi3pk');
    expect(left).toHaveProperty('gsi2pk');

    // gsi1 needs `day` besides the changed `group`: the layer reads it and writes only if it still holds.
    const moved = randomUUID();
    await things().update({ id: item.id }, { group: moved }, { expectedVersion: 2 });
    const inNewGroup = await things().queryAll({ index: 'gsi1', partition: { group: moved } });
    expect(inNewGroup.map((found) => found.id)).toEqual([item.id]);
    const stored = await tableA.get<Record<string, string> & { pk: string; sk: string }>(
      things().keyOf(item),
    );
    expect(stored?.gsi1pk).toBe(tableA.key('THINGS', moved));
    expect(stored?.gsi1sk).toBe(`2026-03-01#${item.id}`);
    await expect(
      things().update({ id: item.id }, { group: 'again' }, { expectedVersion: 2 }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe('queries', () => {
  it('take sort-key ranges, run newest first and page with cursors', async () => {
    const series = randomUUID();
    await readings().putMany(days(10).map((day, index) => ({ series, day, value: index })));
    const range = async (sort: Parameters<ReturnType<typeof readings>['queryAll']>[0]['sort']) =>
      (await readings().queryAll({ partition: { series }, ...(sort ? { sort } : {}) })).map((r) =>
        r.day.slice(8),
      );
    expect(await range({ between: ['2026-01-03', '2026-01-05'] })).toEqual(['03', '04', '05']);
    expect(await range({ beginsWith: '2026-01-1' })).toEqual(['10']);
    expect(await range({ lt: '2026-01-03' })).toEqual(['01', '02']);
    expect(await range({ lte: '2026-01-03' })).toEqual(['01', '02', '03']);
    expect(await range({ gt: '2026-01-08' })).toEqual(['09', '10']);
    expect(await range({ gte: '2026-01-08' })).toEqual(['08', '09', '10']);

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await readings().query({
        partition: { series },
        newestFirst: true,
        limit: 4,
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.items.map((reading) => reading.day.slice(8)));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['10', '09', '08', '07', '06', '05', '04', '03', '02', '01']);

    const foreignSeries = randomUUID();
    await readingEntity.in(tableB).putMany(days(3).map((day) => ({ series: foreignSeries, day, value: 0 })));
    const foreignCursor = (
      await readingEntity.in(tableB).query({ partition: { series: foreignSeries }, limit: 1 })
    ).nextCursor;
    const otherListCursor = (await readings().query({ partition: { series }, limit: 1 })).nextCursor;
    await expect(
      readings().query({ partition: { series: randomUUID() }, cursor: otherListCursor ?? '' }),
    ).rejects.toMatchObject({ code: 'INVALID_CURSOR' });
    await expect(
      readings().query({ partition: { series }, cursor: foreignCursor ?? '' }),
    ).rejects.toMatchObject({
      code: 'INVALID_CURSOR',
    });
  });

  it('read only the attributes asked for, and still page', async () => {
    const group = randomUUID();
    const created = await Promise.all(['a', 'b', 'c'].map((name) => things().create(thing({ group, name }))));
    const got = await things().get({ id: created[0]?.id ?? '' }, { attributes: ['name'] });
    expect(got).toEqual({ name: 'a' });
    const first = await things().query({
      index: 'gsi2',
      partition: { group },
      limit: 2,
      attributes: ['id', 'version'],
    });
    expect(first.items).toEqual(created.slice(0, 2).map(({ id }) => ({ id, version: 1 })));
    const rest = await things().query({
      index: 'gsi2',
      partition: { group },
      attributes: ['name'],
      ...(first.nextCursor ? { cursor: first.nextCursor } : {}),
    });
    expect(rest.items).toEqual([{ name: 'c' }]);
  });
});

describe('batches', () => {
  it('get 150 items in the order asked, leaving out what is missing', async () => {
    const series = randomUUID();
    const stored = Array.from({ length: 150 }, (_, index) => ({
      series,
      day: `2026-${String(index).padStart(4, '0')}`,
      value: index,
    }));
    await readings().putMany(stored);
    const asked = [...stored].reverse().map(({ series: s, day }) => ({ series: s, day }));
    asked.splice(10, 0, { series, day: 'missing' });
    asked.push(asked[0] ?? { series, day: '' });
    const found = await readings().getMany(asked);
    expect(found).toHaveLength(151);
    expect(found.map((reading) => reading.value).slice(0, 3)).toEqual([149, 148, 147]);
    expect(found[150]?.value).toBe(149);
    expect(found.map((reading) => reading.day)).not.toContain('missing');
  });

  it('read items of several entities together, each parsed by its own entity, and only inside the tenant', async () => {
    const one = await things().create(thing({ name: 'one' }));
    const series = randomUUID();
    await readings().putMany([
      { series, day: 'd1', value: 1 },
      { series, day: 'd3', value: 3 },
    ]);
    const together = await tableA.getTogether({
      thing: things().readOf({ id: one.id }),
      gone: things().readOf({ id: randomUUID() }),
      readings: ['d3', 'd2', 'd1'].map((day) => readings().readOf({ series, day })),
    });
    expect(together.thing).toEqual(one);
    expect(together.gone).toBeUndefined();
    expect(together.readings.map((reading) => reading.value)).toEqual([3, 1]);
    // A read of another tenant's table is refused before anything is sent.
    await expect(tableB.getTogether({ thing: things().readOf({ id: one.id }) })).rejects.toThrow(
      TenantBoundaryError,
    );
  });

  it('write 60 items and delete them again', async () => {
    const series = randomUUID();
    const items = Array.from({ length: 60 }, (_, index) => ({
      series,
      day: `d${String(index).padStart(2, '0')}`,
      value: index,
    }));
    await readings().putMany(items);
    expect(await readings().queryAll({ partition: { series } })).toEqual(items);
    await readings().deleteMany(items);
    expect(await readings().queryAll({ partition: { series } })).toEqual([]);
    // A batch can neither check nor bump versions: versioned entities have no batch puts.
    // @ts-expect-error putMany is only for entities without versions
    await expect(things().putMany([thing()])).rejects.toThrow(/cannot keep the versions of THING/);
    // @ts-expect-error replace is only for entities with versions
    await expect(readings().replace(items[0], 1)).rejects.toThrow(/READING items have none/);
  });
});

describe('transactions', () => {
  it('refuse more than 100 writes when atomic, before anything is written', async () => {
    const series = randomUUID();
    const writes = Array.from({ length: 101 }, (_, index) =>
      readings().createWrite({ series, day: String(index), value: index }),
    );
    await expect(tableA.transact(writes)).rejects.toMatchObject({ code: 'TRANSACTION_TOO_LARGE' });
    expect(await readings().queryAll({ partition: { series } })).toEqual([]);
  });

  it('write chunks of 100 when atomicity is not asked for', async () => {
    const series = randomUUID();
    const writes = Array.from({ length: 250 }, (_, index) =>
      readings().createWrite({ series, day: String(index).padStart(3, '0'), value: index }),
    );
    await tableA.transact(writes, { atomic: false });
    expect(await readings().queryAll({ partition: { series } })).toHaveLength(250);
  });

  it('fail as a whole on a stale version, a taken key or a failed check', async () => {
    const item = await things().create(thing());
    const other = await things().create(thing());
    const fresh = thing();
    await expect(
      tableA.transact([things().createWrite(fresh), things().replaceWrite({ ...item, name: 'x' }, 7)]),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      tableA.transact([
        things().createWrite(fresh),
        things().conditionCheckWrite({ id: item.id }, { where: { name: 'x' } }),
      ]),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await things().get({ id: fresh.id })).toBeUndefined();
    await tableA.transact([
      things().replaceWrite({ ...item, name: 'x' }, 1),
      things().conditionCheckWrite({ id: other.id }, { expectedVersion: 1, where: { name: 'anna' } }),
    ]);
    expect(await things().get({ id: item.id })).toMatchObject({ name: 'x', version: 2 });
  });
});

describe('the tenant guard', () => {
  it('stops keys of another tenant in every operation, index keys included', async () => {
    const ownThing = thing();
    const own = { ...ownThing, ...things().keyOf(ownThing), type: 'THING', version: 1 };
    const foreignIndex = (index: 'gsi1' | 'gsi2' | 'gsi3') => ({ ...own, [`${index}pk`]: tableB.key('X') });
    for (const index of ['gsi1', 'gsi2', 'gsi3'] as const) {
      await expect(tableA.put(foreignIndex(index))).rejects.toBeInstanceOf(TenantBoundaryError);
      await expect(tableA.update(own, { [`${index}pk`]: tableB.key('X') })).rejects.toBeInstanceOf(
        TenantBoundaryError,
      );
      await expect(tableA.query({ index, partitionKey: tableB.key('THINGS', 'g') })).rejects.toBeInstanceOf(
        TenantBoundaryError,
      );
      await expect(tableA.batchWrite([{ put: foreignIndex(index) }])).rejects.toBeInstanceOf(
        TenantBoundaryError,
      );
      await expect(tableA.transact([{ put: foreignIndex(index) }])).rejects.toBeInstanceOf(
        TenantBoundaryError,
      );
    }
    const foreignThings = thingEntity.in(tableB);
    const foreign = await foreignThings.create(thing());
    await expect(tableA.get(foreignThings.keyOf(foreign))).rejects.toBeInstanceOf(TenantBoundaryError);
    await expect(tableA.batchGet([things().keyOf(own), foreignThings.keyOf(foreign)])).rejects.toBeInstanceOf(
      TenantBoundaryError,
    );
    await expect(tableA.batchWrite([{ delete: foreignThings.keyOf(foreign) }])).rejects.toBeInstanceOf(
      TenantBoundaryError,
    );
    await expect(tableA.delete(foreignThings.keyOf(foreign))).rejects.toBeInstanceOf(TenantBoundaryError);
    // Writes built for tenant B cannot be committed on tenant A's table, not even behind an own write.
    await expect(
      tableA.transact([things().createWrite(thing()), foreignThings.deleteWrite({ id: foreign.id })]),
    ).rejects.toBeInstanceOf(TenantBoundaryError);
    await expect(
      tableA.transact([foreignThings.conditionCheckWrite({ id: foreign.id })]),
    ).rejects.toBeInstanceOf(TenantBoundaryError);
    expect(await foreignThings.get({ id: foreign.id })).toMatchObject({ version: 1 });
    // A cursor is client input: one into another tenant's index is bad input.
    const indexCursor = Buffer.from(
      JSON.stringify({ pk: own.pk, sk: own.sk, gsi2pk: tableB.key('THINGS_BY_NAME', 'g'), gsi2sk: 'a' }),
    ).toString('base64url');
    await expect(
      things().query({ index: 'gsi2', partition: { group: 'g' }, cursor: indexCursor }),
    ).rejects.toMatchObject({
      code: 'INVALID_CURSOR',
    });
  });
});
