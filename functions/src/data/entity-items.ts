/**
 * Between domain objects and stored items: keys and index keys computed from the attributes, the type tag,
 * `version` and TTL added on the way in; the tag checked, the schema parsed and everything of the layer's own
 * stripped on the way out.
 */
import type * as z from 'zod';
import {
  indexKeyAttributes,
  indexNames,
  type IndexName,
  type ItemKey,
  type TenantTable,
} from './tenant-table';
import type { Attributes, EntityModel, KeyModel } from './entity';

/** A stored item that is not what its entity says it is: a bug or a broken migration, never the user's fault. */
export class StoredItemError extends Error {
  /** The item's table key and type, for a log line (never its attributes: they may be personal data). */
  readonly key: { pk: string; sk: string; type: string };
  /** Where the item broke its schema (attribute paths and zod codes, no values). */
  readonly problems: string[];

  constructor(model: Pick<EntityModel, 'type'>, item: Attributes, reason: string, error?: z.ZodError) {
    super(`Stored ${model.type} item ${String(item.pk)} / ${String(item.sk)} ${reason}`);
    this.name = 'StoredItemError';
    this.key = { pk: String(item.pk), sk: String(item.sk), type: String(item.type) };
    this.problems = error
      ? error.issues.map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.code}`)
      : [reason];
  }
}

const describeIssues = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`).join('; ');

/** Projection schemas, built once per entity and attribute list. */
const projections = new WeakMap<EntityModel, Map<string, z.ZodObject>>();

export class EntityCodec {
  constructor(
    readonly model: EntityModel,
    private readonly table: TenantTable,
  ) {}

  /** `pk` and `sk` of the item (or of what names it: the key's source attributes suffice). */
  key(item: Attributes): ItemKey {
    return {
      pk: this.partitionKey(this.model.main, this.model.main.partitionInput(item)),
      sk: this.model.main.sortKey(item),
    };
  }

  /** The tenant-prefixed partition key a query or an item names; every partition named must exist. */
  partitionKey(keyModel: KeyModel, input: unknown): string {
    const parts = keyModel.partitionKey(input);
    if (!parts) throw new Error(`${this.model.type}: no partition key for ${JSON.stringify(input)}`);
    return this.table.key(...parts);
  }

  /** The item's keys in `index`; none when the index is sparse and the item is not in it. */
  indexKeys(index: IndexName, item: Attributes): Record<string, string> {
    const keyModel = this.model.indexes[index];
    if (!keyModel) throw new Error(`Entity ${this.model.type} has no index ${index}`);
    const parts = keyModel.partitionKey(keyModel.partitionInput(item));
    if (!parts) return {};
    const names = indexKeyAttributes(index);
    return { [names.pk]: this.table.key(...parts), [names.sk]: keyModel.sortKey(item) };
  }

  indexesOf(): IndexName[] {
    return indexNames.filter((index) => this.model.indexes[index]);
  }

  /** Writes are checked against the schema too: a bug that would store a bad item fails before it is stored. */
  parseForWrite(item: Attributes): Attributes {
    const result = this.model.schema.safeParse(item);
    if (!result.success) {
      throw new Error(`${this.model.type} item does not match its schema: ${describeIssues(result.error)}`);
    }
    return result.data;
  }

  /** One attribute of a partial update; `undefined` (a removal) only where the schema allows it. */
  parseAttribute(name: string, value: unknown): unknown {
    const schema = this.model.schema.shape[name] as z.ZodType | undefined;
    if (!schema) throw new Error(`${this.model.type} has no attribute ${name}`);
    const result = schema.safeParse(value);
    if (!result.success) {
      throw new Error(
        `${this.model.type}.${name} does not match its schema: ${describeIssues(result.error)}`,
      );
    }
    return result.data;
  }

  /** The item as stored: domain attributes, type tag, keys, index keys, version and TTL. */
  toStored(item: Attributes, version?: number): ItemKey & Attributes {
    const parsed = this.parseForWrite(item);
    const indexKeys = Object.assign(
      {},
      ...this.indexesOf().map((index) => this.indexKeys(index, parsed)),
    ) as Record<string, string>;
    return {
      ...this.compacted(parsed),
      type: this.model.type,
      ...this.key(parsed),
      ...indexKeys,
      ...(this.model.versioned && version !== undefined ? { version } : {}),
      ...(this.model.expiresAt ? { expiresAt: this.model.expiresAt(parsed) } : {}),
    };
  }

  /** What to ask DynamoDB for when only `attributes` are wanted: those, the tag, the version when asked. */
  storedAttributes(attributes: readonly string[]): string[] {
    return [...attributes, 'type', ...(this.model.compact?.fromKey ? ['pk', 'sk'] : [])];
  }

  /** The domain attributes without those `compact` leaves out (see `CompactStorage`). */
  private compacted(parsed: Attributes): Attributes {
    const compact = this.model.compact;
    if (!compact) return parsed;
    const kept = { ...parsed };
    for (const name of compact.fromKey?.attributes ?? []) delete kept[name];
    for (const name of compact.omitDefaults ?? []) {
      const schema = this.model.schema.shape[name] as z.ZodType | undefined;
      const fallback = schema?.safeParse(undefined);
      if (fallback?.success && JSON.stringify(fallback.data) === JSON.stringify(kept[name]))
        delete kept[name];
    }
    return kept;
  }

  /** The domain object of a stored item (or the projected part of it), without anything of the layer's own. */
  fromStored(item: Attributes, attributes?: readonly string[]): Attributes {
    return parseStored(this.model, item, attributes);
  }
}

/**
 * The domain object of a stored item of `model` (or the projected part of it), without anything of the layer's
 * own; a `StoredItemError` when the item is of another type or does not parse. Needs no table: readers of
 * mixed partitions (`item-readers.ts`) parse with it what someone else's Query brought.
 */
export function parseStored(
  model: EntityModel,
  item: Attributes,
  attributes?: readonly string[],
): Attributes {
  if (item.type !== model.type) {
    throw new StoredItemError(model, item, `has type ${String(item.type)}, not ${model.type}`);
  }
  const schema = attributes ? projection(model, attributes) : model.schema;
  const result = schema.safeParse(expanded(model, item));
  if (!result.success) {
    throw new StoredItemError(model, item, `does not parse: ${describeIssues(result.error)}`, result.error);
  }
  const wantsVersion = model.versioned && (!attributes || attributes.includes('version'));
  if (!wantsVersion) return result.data;
  if (typeof item.version !== 'number') throw new StoredItemError(model, item, 'has no version');
  return { ...(result.data as Attributes), version: item.version };
}

/** A stored item with the attributes its keys hold put back (see `CompactStorage`). */
function expanded(model: EntityModel, item: Attributes): Attributes {
  const fromKey = model.compact?.fromKey;
  if (!fromKey || typeof item.pk !== 'string' || typeof item.sk !== 'string') return item;
  // `T#<customerNo>#` is the layer's own prefix; the entity's key builder named the rest.
  const pk = item.pk.split('#').slice(2);
  return { ...item, ...fromKey.read({ pk, sk: item.sk }) };
}

function projection(model: EntityModel, attributes: readonly string[]): z.ZodObject {
  const id = attributes.join('\u0000');
  let cache = projections.get(model);
  if (!cache) projections.set(model, (cache = new Map<string, z.ZodObject>()));
  let schema = cache.get(id);
  if (!schema) {
    const mask: Record<string, true> = {};
    for (const name of attributes) if (name in model.schema.shape) mask[name] = true;
    schema = model.schema.pick(mask as Record<string, true> & Record<number, never>);
    cache.set(id, schema);
  }
  return schema;
}
