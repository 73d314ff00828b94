import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type Page } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

const ZStoredContainer = z.object({ id: z.string(), name: z.string(), createdAt: z.iso.datetime() });
export type NewObjectContainer = z.infer<typeof ZStoredContainer>;
export type ObjectContainer = NewObjectContainer & { version: number };

const ZStoredObject = z.object({
  id: z.string(),
  containerId: z.string(),
  name: z.string(),
  /** Values of the container's custom fields by field id; only what is filled in. */
  fields: z.record(z.string(), z.json()),
  createdAt: z.iso.datetime(),
});
export type NewObjectItem = z.infer<typeof ZStoredObject>;
export type ObjectItem = NewObjectItem & { version: number };

/** `OBJCONTAINER#<id>` / `OBJCONTAINER`; listed on gsi1 `OBJCONTAINERS` / `<name lower>#<id>` (section 6). */
const containerEntity = defineEntity({ type: 'OBJCONTAINER', schema: ZStoredContainer, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['OBJCONTAINER', id] },
    sort: { sources: [], key: () => 'OBJCONTAINER' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['OBJCONTAINERS'] },
    sort: { sources: ['name', 'id'], key: ({ name, id }) => `${name.toLowerCase()}#${id}` },
  });

/**
 * `OBJECT#<id>` / `OBJECT`; per container on gsi1 `OBJCONTAINER#<containerId>#OBJECTS` and across containers on
 * gsi2 `OBJECTS`, both sorted `<name lower>#<id>` so that a typed prefix is one `begins_with` Query.
 */
const objectEntity = defineEntity({ type: 'OBJECT', schema: ZStoredObject, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['OBJECT', id] },
    sort: { sources: [], key: () => 'OBJECT' },
  })
  .index('gsi1', {
    partition: {
      sources: ['containerId'],
      key: ({ containerId }) => ['OBJCONTAINER', containerId, 'OBJECTS'],
    },
    sort: { sources: ['name', 'id'], key: ({ name, id }) => `${name.toLowerCase()}#${id}` },
  })
  .index('gsi2', {
    partition: { sources: [], key: () => ['OBJECTS'] },
    sort: { sources: ['name', 'id'], key: ({ name, id }) => `${name.toLowerCase()}#${id}` },
  });

export class ObjectRepository {
  private readonly containers;
  private readonly objects;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.containers = containerEntity.in(table);
    this.objects = objectEntity.in(table);
  }

  container(id: string): Promise<ObjectContainer | undefined> {
    return this.containers.get({ id });
  }

  /** Every container by name (1 Q gsi1 `OBJCONTAINERS`). */
  containerList(): Promise<ObjectContainer[]> {
    return this.containers.queryAll({ index: 'gsi1', partition: {} });
  }

  containerCreateWrite(container: NewObjectContainer) {
    return this.containers.createWrite(container);
  }

  containerUpdateWrite(container: NewObjectContainer, expectedVersion: number) {
    return this.containers.replaceWrite(container, expectedVersion);
  }

  containerDeleteWrite(id: string, expectedVersion: number) {
    return this.containers.deleteWrite({ id }, { expectedVersion });
  }

  object(id: string): Promise<ObjectItem | undefined> {
    return this.objects.get({ id });
  }

  objectsById(ids: readonly string[]): Promise<ObjectItem[]> {
    return this.objects.getMany(ids.map((id) => ({ id })));
  }

  /**
   * A page of objects whose lower-case name begins with `prefix`: of one container (gsi1) or of all (gsi2).
   * A prefix of '' lists everything by name.
   */
  objectPage(
    containerId: string | undefined,
    prefix: string,
    limit: number,
    cursor: string | undefined,
  ): Promise<Page<ObjectItem>> {
    const range = {
      ...(prefix ? { sort: { beginsWith: prefix } } : {}),
      limit,
      ...(cursor ? { cursor } : {}),
    };
    return containerId === undefined
      ? this.objects.query({ index: 'gsi2', partition: {}, ...range })
      : this.objects.query({ index: 'gsi1', partition: { containerId }, ...range });
  }

  /** Objects of exactly this name (case-insensitive): `begins_with '<name lower>#'`, at most a few. */
  async objectsNamed(containerId: string | undefined, name: string): Promise<ObjectItem[]> {
    return (await this.objectPage(containerId, `${name.toLowerCase()}#`, 10, undefined)).items;
  }

  /** Whether the container holds any object (1 Q, Limit 1). */
  async hasObjects(containerId: string): Promise<boolean> {
    return (await this.objectPage(containerId, '', 1, undefined)).items.length > 0;
  }

  objectCreateWrite(object: NewObjectItem) {
    return this.objects.createWrite(object);
  }

  objectUpdateWrite(object: NewObjectItem, expectedVersion: number) {
    return this.objects.replaceWrite(object, expectedVersion);
  }

  objectDeleteWrite(id: string, expectedVersion: number) {
    return this.objects.deleteWrite({ id }, { expectedVersion });
  }
}
