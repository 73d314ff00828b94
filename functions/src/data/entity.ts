/**
 * Entities: each kind of item is defined once, in its repository: its type tag (stored as attribute `type`), the
 * zod schema of its domain attributes (parsed on every read), how its key and index keys are built from its
 * attributes, and whether it carries an optimistic `version`. Bound to a tenant's table (`entity.in(table)`) it
 * offers typed reads, writes, queries, batches and transaction writes (`bound-entity.ts`).
 *
 * Key builders name parts only; the layer adds the tenant prefix `T#<customerNo>#` to partition keys.
 *
 * ```ts
 * const userEntity = defineEntity({ type: 'USER', schema: ZStoredUser, versioned: true })
 *   .key({
 *     partition: { sources: ['id'], key: ({ id }) => ['USER', id] },
 *     sort: { sources: [], key: () => 'USER' },
 *   })
 *   .index('gsi1', {
 *     partition: { sources: [], key: () => ['USERS'] },
 *     sort: { sources: ['displayName', 'id'], key: (user) => `${user.displayName.toLowerCase()}#${user.id}` },
 *   });
 * ```
 */
import type * as z from 'zod';
import { indexKeyAttributes, indexNames, type IndexName, type TenantTable } from './tenant-table';
import { BoundEntity } from './bound-entity';

export type Attributes = Record<string, unknown>;

/** What a versioned entity's items carry besides their domain attributes. */
export type Versioned<T, V extends boolean> = V extends true ? T & { version: number } : T;

/** Attributes the layer itself stores next to an entity's own; a schema must not use them. */
export const reservedAttributes: readonly string[] = [
  'pk',
  'sk',
  'type',
  'version',
  'expiresAt',
  ...indexNames.flatMap((index) => Object.values(indexKeyAttributes(index))),
];

/**
 * How a partition key is built. `sources` are the attributes it is computed from (an update of one recomputes
 * it); a query names the partition by `Q`, which is the sources themselves unless `from` derives something else
 * from them (the month of a timestamp, say).
 */
export interface PartitionKeyDefinition<T, S extends keyof T, Q> {
  sources: readonly S[];
  from?: (item: Pick<T, S>) => Q;
  /** `undefined` (indexes only): the item is not in the index (a sparse index; an update can take it out). */
  key: (input: Q) => readonly string[] | undefined;
}

export interface SortKeyDefinition<T, S extends keyof T> {
  sources: readonly S[];
  key: (item: Pick<T, S>) => string;
}

export interface KeyDefinition<T, PS extends keyof T, Q, SS extends keyof T> {
  partition: PartitionKeyDefinition<T, PS, Q>;
  sort: SortKeyDefinition<T, SS>;
}

/** A key definition with its types erased, as the layer works with it (method syntax keeps it assignable). */
export interface KeyModel {
  partitionSources: readonly string[];
  sortSources: readonly string[];
  partitionInput(item: Attributes): unknown;
  partitionKey(input: unknown): readonly string[] | undefined;
  sortKey(item: Attributes): string;
}

/**
 * Attributes left out of stored items, for entities whose partitions hold thousands of items (a unit's month of
 * shift entries): every byte counts towards DynamoDB's 1 MB query pages. `fromKey` attributes are read back from
 * the item's own keys (`pk` without the tenant prefix, split at `#`, and `sk`); `omitDefaults` attributes are
 * stored only when they differ from their schema default (`.default(...)`), which a read fills in again.
 */
export interface CompactStorage {
  fromKey?: {
    attributes: readonly string[];
    read: (key: { pk: readonly string[]; sk: string }) => Attributes;
  };
  omitDefaults?: readonly string[];
}

export interface EntityModel {
  type: string;
  schema: z.ZodObject;
  versioned: boolean;
  compact?: CompactStorage;
  /** Epoch seconds after which DynamoDB's TTL removes the item, computed on create and put. */
  expiresAt?(item: Attributes): number | undefined;
  main: KeyModel;
  indexes: Partial<Record<IndexName, KeyModel>>;
}

function keyModel<T, PS extends keyof T, Q, SS extends keyof T>(
  definition: KeyDefinition<T, PS, Q, SS>,
): KeyModel {
  const pick = (item: Attributes, names: readonly PropertyKey[]) =>
    Object.fromEntries(names.map((name) => [name, item[name as string]]));
  const { partition, sort } = definition;
  return {
    partitionSources: partition.sources.map(String),
    sortSources: sort.sources.map(String),
    partitionInput: (item) => {
      const sources = pick(item, partition.sources) as Pick<T, PS>;
      return partition.from ? partition.from(sources) : sources;
    },
    partitionKey: (input) => partition.key(input as Q),
    sortKey: (item) => sort.key(pick(item, sort.sources) as Pick<T, SS>),
  };
}

type NoIndexes = Record<never, never>;

/**
 * A defined entity. `T`: its domain attributes; `KeyIn`: what names one item; `MainQ`: what names its partition;
 * `V`: versioned or not; `I`: its indexes and what names a partition of each.
 */
export class Entity<
  T extends Attributes,
  KeyIn,
  MainQ,
  V extends boolean,
  I extends Partial<Record<IndexName, unknown>>,
> {
  /** Only carries the type parameters; never set. */
  declare readonly types?: { item: T; key: KeyIn; partition: MainQ; versioned: V; indexes: I };

  constructor(readonly model: EntityModel) {}

  /** Adds one of the generic indexes (`gsi1`..`gsi3`); its keys are kept in `gsiNpk` / `gsiNsk`. */
  index<
    N extends Exclude<IndexName, keyof I>,
    PS extends keyof T & string,
    SS extends keyof T & string,
    Q = Pick<T, PS>,
  >(name: N, definition: KeyDefinition<T, PS, Q, SS>): Entity<T, KeyIn, MainQ, V, I & Record<N, Q>> {
    return new Entity({ ...this.model, indexes: { ...this.model.indexes, [name]: keyModel(definition) } });
  }

  /** The entity's operations on one tenant's table. */
  in(table: TenantTable): BoundEntity<T, KeyIn, MainQ, V, I> {
    return new BoundEntity(this.model, table);
  }
}

export function defineEntity<S extends z.ZodObject, V extends boolean>(options: {
  /** Stored as attribute `type`: one per kind of item, never reused. */
  type: string;
  /** The domain attributes; plain object schemas only (no refinements), projections pick from them. */
  schema: S;
  /** Whether items carry `version` (set to 1 on create, bumped on every write, checked when expected). */
  versioned: V;
  /** Undefined: this item does not expire (the attribute is left out). */
  expiresAt?: (item: z.output<S>) => number | undefined;
  compact?: {
    fromKey?: {
      attributes: readonly (keyof z.output<S> & string)[];
      read: (key: { pk: readonly string[]; sk: string }) => Partial<z.output<S>>;
    };
    omitDefaults?: readonly (keyof z.output<S> & string)[];
  };
}) {
  type T = z.output<S>;
  const clash = Object.keys(options.schema.shape).filter((name) => reservedAttributes.includes(name));
  if (clash.length) {
    throw new Error(
      `Entity ${options.type} uses attribute names the data layer reserves: ${clash.join(', ')}`,
    );
  }
  const { expiresAt, compact } = options;
  return {
    key<PS extends keyof T & string, SS extends keyof T & string, Q = Pick<T, PS>>(
      definition: KeyDefinition<T, PS, Q, SS>,
    ): Entity<T, Pick<T, PS | SS>, Q, V, NoIndexes> {
      return new Entity({
        type: options.type,
        schema: options.schema,
        versioned: options.versioned,
        ...(expiresAt ? { expiresAt: (item: Attributes) => expiresAt(item as T) } : {}),
        ...(compact ? { compact } : {}),
        main: keyModel(definition),
        indexes: {},
      });
    },
  };
}
