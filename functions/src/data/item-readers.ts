/**
 * Reading a partition that holds several areas' items (the catalogue, a unit's collection, a plan month) with
 * one Query, each item parsed by its owner: ElectroDB's "collections". The owning area's repository exports a
 * reader of its items (`readerOf(entity)`, the entity it writes with, so there is one schema); the repository
 * that reads the partition names the readers it wants by type tag and `collect` sorts the Query's items into
 * their lists. Items of a type nobody asked for are skipped. An item that does not parse is left out, logged
 * with its table key and counted (`leftOut`), never a failed read: one bad item must not empty a calendar, and
 * must not vanish without a word either (docs/decisions.md, "Owners read their own items").
 */
import type * as z from 'zod';
import { logger } from '../logger';
import type { Attributes, Entity, Versioned } from './entity';
import { parseStored, StoredItemError } from './entity-items';
import type { IndexName, ItemKey, SortCondition, TenantTable } from './tenant-table';

/** How the items of one type tag are read: the owner's parser. */
export interface ItemReader<T> {
  readonly type: string;
  /** The domain object of a stored item; a `StoredItemError` when it does not parse. */
  read(item: Attributes): T;
}

type AnyEntity<T extends Attributes, V extends boolean> = Entity<
  T,
  unknown,
  unknown,
  V,
  Partial<Record<IndexName, unknown>>
>;

/**
 * The reader of an entity's items: its schema, as its own reads parse them. `then`: a schema the domain object
 * must pass as well (the API's, with refinements the entity layer cannot hold), whose output is the answer.
 */
export function readerOf<T extends Attributes, V extends boolean>(
  entity: AnyEntity<T, V>,
): ItemReader<Versioned<T, V>>;
export function readerOf<T extends Attributes, V extends boolean, S extends z.ZodType>(
  entity: AnyEntity<T, V>,
  then: S,
): ItemReader<z.output<S>>;
export function readerOf(entity: AnyEntity<Attributes, boolean>, then?: z.ZodType): ItemReader<unknown> {
  const { model } = entity;
  return {
    type: model.type,
    read(item) {
      const stored = parseStored(model, item);
      if (!then) return stored;
      const result = then.safeParse(stored);
      if (result.success) return result.data;
      throw new StoredItemError(model, item, 'does not pass its API schema', result.error);
    },
  };
}

export type Readers = Record<string, ItemReader<unknown>>;
export type Collected<R extends Readers> = {
  [K in keyof R]: R[K] extends ItemReader<infer T> ? T[] : never;
};

/** At most this many keys in one log line; `leftOut` still counts them all. */
const loggedKeys = 20;

/**
 * The items of one read sorted by type tag into the readers' lists (in the read's order). `read` names the read
 * in the log line (`calendar.catalogue`), so that an operator sees whose view lost the item.
 */
export function collect<R extends Readers>(
  items: readonly Attributes[],
  readers: R,
  read: string,
): Collected<R> {
  const byType = new Map(Object.entries(readers).map(([name, reader]) => [reader.type, name]));
  const lists: Record<string, unknown[]> = Object.fromEntries(Object.keys(readers).map((name) => [name, []]));
  const failures: StoredItemError[] = [];
  for (const item of items) {
    const name = typeof item.type === 'string' ? byType.get(item.type) : undefined;
    const reader = name === undefined ? undefined : readers[name];
    if (name === undefined || !reader) continue;
    try {
      lists[name]?.push(reader.read(item));
    } catch (error) {
      if (!(error instanceof StoredItemError)) throw error;
      failures.push(error);
    }
  }
  if (failures.length) reportLeftOut(read, failures);
  return lists as Collected<R>;
}

/** Big enough that DynamoDB's 1 MB cuts the pages, not a count: a catalogue of thousands is a few requests. */
const pageItems = 10_000;

/** Every item of one partition (all pages of one Query), sorted into the readers' lists: see `collect`. */
export async function queryCollection<R extends Readers>(
  table: TenantTable,
  query: { partitionKey: string; index?: IndexName; sort?: SortCondition },
  readers: R,
  read: string,
): Promise<Collected<R>> {
  const items: Attributes[] = [];
  let cursor: string | undefined;
  do {
    const page = await table.query<ItemKey & Attributes>({
      ...query,
      limit: pageItems,
      ...(cursor ? { cursor } : {}),
    });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return collect(items, readers, read);
}

/** The items of one type (a BatchGet's answer, say), read by their owner's reader. */
export function readEach<T>(items: readonly Attributes[], reader: ItemReader<T>, read: string): T[] {
  return collect(items, { items: reader }, read).items;
}

/**
 * One error line per read that left items out: the keys (pk, sk, type) and where each broke its schema
 * (attribute paths and zod codes), never the attributes' values, which may be personal data.
 */
function reportLeftOut(read: string, failures: readonly StoredItemError[]): void {
  logger.error('Stored items left out of a read: they do not parse', {
    read,
    leftOut: failures.length,
    items: failures.slice(0, loggedKeys).map((failure) => ({ ...failure.key, problems: failure.problems })),
  });
}
