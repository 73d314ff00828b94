/**
 * An entity's operations on one tenant's table: typed reads (parsed), writes (version set and bumped by the
 * layer), queries with sort-key ranges and projections, batches and transaction writes. Every key goes through
 * `TenantTable` and its tenant guard.
 */
import { AppError } from '@app/shared/api/errors';
import type { Attributes, EntityModel, KeyModel, Versioned } from './entity';
import { EntityCodec } from './entity-items';
import { equalities, type SortCondition } from './expressions';
import { encodeCursor } from './cursor';
import {
  indexKeyAttributes,
  type IndexName,
  type ItemKey,
  type ItemRead,
  type Page,
  type TenantTable,
  type TransactionWrite,
} from './tenant-table';

/** Which partition a query reads: the entity's own key, or one of its indexes. */
export type QueryTarget<MainQ, I> =
  | { index?: undefined; partition: MainQ }
  | { [N in keyof I & IndexName]: { index: N; partition: I[N] } }[keyof I & IndexName];

export interface QueryRange {
  sort?: SortCondition;
  newestFirst?: boolean;
}

export interface PageRequest {
  /** 1 to 100 items (default 100). */
  limit?: number;
  cursor?: string;
}

/** Partial changes of an update: any attribute but the key's; `undefined` removes an optional attribute. */
export type Changes<T, KeyIn> = { [P in Exclude<keyof T, keyof KeyIn>]?: T[P] };

/** List attributes, for appending to them. */
export type Appends<T> = { [P in keyof T as T[P] extends readonly unknown[] ? P : never]?: T[P] };

export interface UpdateRequest<T> {
  /** The version the caller read: CONFLICT when the item has moved on. */
  expectedVersion?: number;
  /** Attributes that must still hold these values (CONFLICT otherwise), e.g. `{ running: true }`. */
  where?: Partial<T>;
  append?: Appends<T>;
}

type Projected<T, P extends keyof T> = Pick<T, P>;

/** A query with its types erased, as the implementation handles it. */
interface RawQuery extends QueryRange, PageRequest {
  index?: IndexName | undefined;
  partition: unknown;
  attributes?: readonly string[];
}

export class BoundEntity<
  T extends Attributes,
  KeyIn,
  MainQ,
  V extends boolean,
  I extends Partial<Record<IndexName, unknown>>,
> {
  private readonly codec: EntityCodec;
  /** Never set: makes a versioned entity's type differ from an unversioned one's (for the `this` guards). */
  declare private readonly versionedType: V;

  constructor(
    private readonly model: EntityModel,
    private readonly table: TenantTable,
  ) {
    this.codec = new EntityCodec(model, table);
  }

  /** `pk` / `sk` of an item; for repositories that build cursors or condition checks of their own. */
  keyOf(key: KeyIn): ItemKey {
    return this.codec.key(key as Attributes);
  }

  /** The item at `key` as one read of several entities' items at once (`TenantTable.getTogether`). */
  readOf(key: KeyIn): ItemRead<Versioned<T, V>> {
    return { key: this.keyOf(key), read: (item) => this.codec.fromStored(item) as Versioned<T, V> };
  }

  get(key: KeyIn): Promise<Versioned<T, V> | undefined>;
  get<P extends keyof Versioned<T, V> & string>(
    key: KeyIn,
    options: { attributes: readonly P[] },
  ): Promise<Projected<Versioned<T, V>, P> | undefined>;
  async get(key: KeyIn, options: { attributes?: readonly string[] } = {}): Promise<Attributes | undefined> {
    const { attributes } = options;
    const item = await this.table.get(this.keyOf(key), {
      ...(attributes ? { attributes: this.codec.storedAttributes(attributes) } : {}),
    });
    return item && this.codec.fromStored(item, attributes);
  }

  /** BatchGet: in the order of `keys`, missing items left out. */
  getMany(keys: readonly KeyIn[]): Promise<Versioned<T, V>[]>;
  getMany<P extends keyof Versioned<T, V> & string>(
    keys: readonly KeyIn[],
    options: { attributes: readonly P[] },
  ): Promise<Projected<Versioned<T, V>, P>[]>;
  async getMany(
    keys: readonly KeyIn[],
    options: { attributes?: readonly string[] } = {},
  ): Promise<Attributes[]> {
    const { attributes } = options;
    const items = await this.table.batchGet(
      keys.map((key) => this.keyOf(key)),
      attributes ? { attributes: this.codec.storedAttributes(attributes) } : {},
    );
    return items.map((item) => this.codec.fromStored(item, attributes));
  }

  /** A new item (version 1); ALREADY_EXISTS when its key is taken. */
  async create(item: T): Promise<Versioned<T, V>> {
    const stored = this.codec.toStored(item, 1);
    await this.table.put(stored, { ifNotExists: true });
    return this.codec.fromStored(stored) as Versioned<T, V>;
  }

  /** Writes the item whether it exists or not; a versioned item's version is bumped (1 when new). */
  async put(item: T): Promise<Versioned<T, V>> {
    if (!this.model.versioned) {
      const stored = this.codec.toStored(item);
      await this.table.put(stored);
      return this.codec.fromStored(stored) as Versioned<T, V>;
    }
    const { pk, sk, ...attributes } = this.codec.toStored(item);
    // Attributes (and sparse index keys) the new item lacks must not survive from the old one.
    const absent = [
      ...Object.keys(this.model.schema.shape),
      ...this.codec.indexesOf().flatMap((index) => Object.values(indexKeyAttributes(index))),
    ].filter((name) => !(name in attributes));
    const stored = await this.table.update({ pk, sk }, attributes, {
      upsert: true,
      remove: absent,
      versioned: true,
    });
    return this.codec.fromStored(stored) as Versioned<T, V>;
  }

  /** Replaces an item still at `expectedVersion`: CONFLICT when it changed, NOT_FOUND when it is gone. */
  async replace(
    this: BoundEntity<T, KeyIn, MainQ, true, I>,
    item: T,
    expectedVersion: number,
  ): Promise<Versioned<T, V>> {
    this.requireVersioned('replace');
    const stored = this.codec.toStored(item, expectedVersion + 1);
    await this.table.put(stored, { expectedVersion });
    return this.codec.fromStored(stored) as Versioned<T, V>;
  }

  /**
   * Changes some attributes of an existing item (NOT_FOUND otherwise) and answers it as stored afterwards. Index
   * keys whose source attributes change are recomputed; when a source they need is not among the changes, the
   * item is read first and the write made conditional on what was read.
   */
  async update(
    key: KeyIn,
    changes: Changes<T, KeyIn>,
    options: UpdateRequest<T> = {},
  ): Promise<Versioned<T, V>> {
    const changed = Object.fromEntries(
      Object.entries(changes as Attributes).map(([name, value]) => [
        name,
        this.codec.parseAttribute(name, value),
      ]),
    );
    const append = Object.fromEntries(
      Object.entries((options.append ?? {}) as Attributes).map(([name, list]) => [
        name,
        this.codec.parseAttribute(name, list) as unknown[],
      ]),
    );
    const mainSources = [...this.model.main.partitionSources, ...this.model.main.sortSources];
    const affected = this.codec.indexesOf().filter((index) => {
      const sources = sourcesOf(this.indexModel(index));
      for (const name of Object.keys(append)) {
        if (sources.includes(name))
          throw new Error(`${this.model.type}.${name} keys an index: set it, do not append`);
      }
      return sources.some((name) => Object.hasOwn(changed, name));
    });
    for (const name of Object.keys(changed)) {
      if (mainSources.includes(name)) throw new Error(`${this.model.type}.${name} is part of the key`);
    }
    const known: Attributes = { ...(key as Attributes), ...changed };
    const missing = [...new Set(affected.flatMap((index) => sourcesOf(this.indexModel(index))))].filter(
      (name) => !Object.hasOwn(known, name),
    );
    let expectedVersion = options.expectedVersion;
    const where: Attributes = { ...options.where };
    if (missing.length) {
      const current = await this.table.get(this.keyOf(key));
      if (!current) throw new AppError('NOT_FOUND');
      const parsed = this.codec.fromStored(current);
      for (const name of missing) known[name] = parsed[name];
      if (this.model.versioned) {
        if (expectedVersion !== undefined && expectedVersion !== parsed.version)
          throw new AppError('CONFLICT');
        expectedVersion = parsed.version as number;
      } else {
        for (const name of missing) where[name] = parsed[name];
      }
    }
    const set: Attributes = Object.fromEntries(
      Object.entries(changed).filter(([, value]) => value !== undefined),
    );
    const remove = Object.keys(changed).filter((name) => changed[name] === undefined);
    for (const index of affected) {
      const keys = this.codec.indexKeys(index, known);
      // A sparse index the item leaves: its keys go.
      if (!Object.keys(keys).length) remove.push(...Object.values(indexKeyAttributes(index)));
      Object.assign(set, keys);
    }
    const stored = await this.table.update(this.keyOf(key), set, {
      remove,
      ...(Object.keys(append).length ? { append: append } : {}),
      ...(Object.keys(where).length ? { where } : {}),
      ...(expectedVersion === undefined ? {} : { expectedVersion }),
      versioned: this.model.versioned,
    });
    return this.codec.fromStored(stored) as Versioned<T, V>;
  }

  /** Deletes an item; with `expectedVersion` only while unchanged (CONFLICT; NOT_FOUND when gone). */
  async delete(key: KeyIn, options: { expectedVersion?: number } = {}): Promise<void> {
    await this.table.delete(this.keyOf(key), options.expectedVersion);
  }

  /** One page of a partition (of the entity's key or an index), in sort-key order or newest first. */
  query(request: QueryTarget<MainQ, I> & QueryRange & PageRequest): Promise<Page<Versioned<T, V>>>;
  query<P extends keyof Versioned<T, V> & string>(
    request: QueryTarget<MainQ, I> & QueryRange & PageRequest & { attributes: readonly P[] },
  ): Promise<Page<Projected<Versioned<T, V>, P>>>;
  query(request: RawQuery): Promise<unknown> {
    return this.rawQuery(request);
  }

  /** Every item of a partition; for partitions known to stay small (the roles or users of a tenant). */
  queryAll(request: QueryTarget<MainQ, I> & QueryRange): Promise<Versioned<T, V>[]>;
  queryAll<P extends keyof Versioned<T, V> & string>(
    request: QueryTarget<MainQ, I> & QueryRange & { attributes: readonly P[] },
  ): Promise<Projected<Versioned<T, V>, P>[]>;
  async queryAll(request: Omit<RawQuery, 'limit' | 'cursor'>): Promise<unknown> {
    const items: Attributes[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.rawQuery({ ...request, limit: 100, ...(cursor ? { cursor } : {}) });
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }

  /**
   * A cursor that continues a query (of the entity's key or `index`, with this range and direction) right after
   * `item`; like every cursor it is accepted only by that same query.
   */
  cursorAfter(item: T, query: { index?: IndexName } & QueryRange = {}): string {
    const { index } = query;
    const indexKeys = index ? this.codec.indexKeys(index, item) : {};
    const partitionKey = index ? indexKeys[indexKeyAttributes(index).pk] : this.codec.key(item).pk;
    if (partitionKey === undefined)
      throw new Error(`${this.model.type}: the item is not in ${String(index)}`);
    return encodeCursor(
      { ...this.codec.key(item), ...indexKeys },
      { index, partitionKey, sort: query.sort, newestFirst: query.newestFirst },
    );
  }

  /** BatchWrite puts (chunks of 25, retried). Not for versioned entities: a batch cannot check or bump versions. */
  async putMany(this: BoundEntity<T, KeyIn, MainQ, false, I>, items: readonly T[]): Promise<void> {
    this.requireUnversioned('putMany');
    await this.table.batchWrite(items.map((item) => ({ put: this.codec.toStored(item) })));
  }

  /** BatchWrite deletes (chunks of 25, retried), without version checks. */
  async deleteMany(keys: readonly KeyIn[]): Promise<void> {
    await this.table.batchWrite(keys.map((key) => ({ delete: this.keyOf(key) })));
  }

  /** Transaction write: a new item (version 1); the transaction fails (CONFLICT) when the key is taken. */
  createWrite(item: T): TransactionWrite {
    return { put: this.codec.toStored(item, 1), ifNotExists: true };
  }

  /** Transaction write: overwrite without condition. Not for versioned entities (use `replaceWrite`). */
  putWrite(this: BoundEntity<T, KeyIn, MainQ, false, I>, item: T): TransactionWrite {
    this.requireUnversioned('putWrite');
    return { put: this.codec.toStored(item) };
  }

  /** Transaction write: replace an item still at `expectedVersion`. */
  replaceWrite(
    this: BoundEntity<T, KeyIn, MainQ, true, I>,
    item: T,
    expectedVersion: number,
  ): TransactionWrite {
    this.requireVersioned('replaceWrite');
    return { put: this.codec.toStored(item, expectedVersion + 1), expectedVersion };
  }

  deleteWrite(key: KeyIn, options: { expectedVersion?: number } = {}): TransactionWrite {
    return {
      delete: this.keyOf(key),
      ...(options.expectedVersion === undefined ? {} : { expectedVersion: options.expectedVersion }),
    };
  }

  /**
   * Transaction write of an unversioned item: set some attributes and add to numeric ones (a counter starts at
   * 0). The item is created when missing (with its key attributes and type) unless `mustExist`; `where` holds
   * values it must still have. Attributes that key an index cannot be set this way.
   */
  updateWrite(
    this: BoundEntity<T, KeyIn, MainQ, false, I>,
    key: KeyIn,
    changes: {
      set?: Changes<T, KeyIn>;
      add?: { [P in keyof T as T[P] extends number | undefined ? P : never]?: number };
      where?: Partial<T>;
      mustExist?: boolean;
    },
  ): TransactionWrite {
    this.requireUnversioned('updateWrite');
    const set: Attributes = Object.fromEntries(
      Object.entries((changes.set ?? {}) as Attributes).map(([name, value]) => [
        name,
        this.codec.parseAttribute(name, value),
      ]),
    );
    const indexSources = this.codec.indexesOf().flatMap((index) => sourcesOf(this.indexModel(index)));
    for (const name of [...Object.keys(set), ...Object.keys(changes.add ?? {})]) {
      if (indexSources.includes(name)) throw new Error(`${this.model.type}.${name} keys an index`);
      if (!(name in this.model.schema.shape)) throw new Error(`${this.model.type} has no attribute ${name}`);
    }
    return {
      update: this.keyOf(key),
      set: { ...(key as Attributes), ...set, type: this.model.type },
      ...(changes.add ? { add: changes.add as Record<string, number> } : {}),
      ...(changes.where ? { where: changes.where } : {}),
      ...(changes.mustExist ? { mustExist: true } : {}),
    };
  }

  /** Transaction write: the item must exist (and be at `expectedVersion`, and hold `where`) for all to be written. */
  conditionCheckWrite(
    key: KeyIn,
    options: { expectedVersion?: number; where?: Partial<T> } = {},
  ): TransactionWrite {
    const names: Record<string, string> = { '#pk': 'pk' };
    const values: Record<string, unknown> = {};
    const conditions = ['attribute_exists(#pk)'];
    if (options.expectedVersion !== undefined) {
      names['#version'] = 'version';
      values[':expected'] = options.expectedVersion;
      conditions.push('#version = :expected');
    }
    const where = options.where && equalities(options.where);
    if (where) {
      conditions.push(where.expression);
      Object.assign(names, where.names);
      Object.assign(values, where.values);
    }
    return {
      conditionCheck: this.keyOf(key),
      expression: conditions.join(' AND '),
      names,
      ...(Object.keys(values).length ? { values } : {}),
    };
  }

  private async rawQuery(request: RawQuery): Promise<Page<Attributes>> {
    const { index, partition, attributes } = request;
    const page = await this.table.query({
      ...(index ? { index } : {}),
      partitionKey: this.codec.partitionKey(index ? this.indexModel(index) : this.model.main, partition),
      ...(request.sort ? { sort: request.sort } : {}),
      ...(request.newestFirst ? { newestFirst: true } : {}),
      ...(request.limit === undefined ? {} : { limit: request.limit }),
      ...(request.cursor === undefined ? {} : { cursor: request.cursor }),
      ...(attributes ? { attributes: this.codec.storedAttributes(attributes) } : {}),
    });
    return {
      items: page.items.map((item) => this.codec.fromStored(item, attributes)),
      ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
    };
  }

  private indexModel(index: IndexName): KeyModel {
    const model = this.model.indexes[index];
    if (!model) throw new Error(`Entity ${this.model.type} has no index ${index}`);
    return model;
  }

  private requireVersioned(operation: string): void {
    if (!this.model.versioned)
      throw new Error(`${operation} needs versions, ${this.model.type} items have none`);
  }

  private requireUnversioned(operation: string): void {
    if (this.model.versioned)
      throw new Error(`${operation} cannot keep the versions of ${this.model.type} items`);
  }
}

function sourcesOf(model: KeyModel): string[] {
  return [...model.partitionSources, ...model.sortSources];
}
