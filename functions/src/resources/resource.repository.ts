import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { readerOf } from '../data/item-readers';

/** A resource as kept. */
const ZStoredResource = z.object({
  id: z.string(),
  caption: z.string(),
  comments: z.string(),
  backColor: z.string(),
  foreColor: z.string(),
  enabled: z.boolean(),
  /** Who made it: the picker's view "own". */
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
});
export type NewResource = z.infer<typeof ZStoredResource>;
export type Resource = NewResource & { version: number };

/** `RESOURCE#<id>` / `RESOURCE`; in the catalogue (gsi1 `CATALOG`, docs/data-model.md section 6) by caption. */
const resourceEntity = defineEntity({ type: 'RESOURCE', schema: ZStoredResource, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['RESOURCE', id] },
    sort: { sources: [], key: () => 'RESOURCE' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['CATALOG'] },
    sort: {
      sources: ['caption', 'id'],
      key: ({ caption, id }) => `RESOURCE#${caption.toLowerCase()}#${id}`,
    },
  });

/**
 * `RESOURCE#<id>` / `STATS`: how many shifts use the resource, counted with `ADD` by the plan's entry writes in
 * their transactions (`calendar/plan.repository.ts`); removing a resource in use deactivates it instead.
 */
const statsEntity = defineEntity({
  type: 'STATS',
  schema: z.object({ resourceId: z.string(), shiftCount: z.number().int() }),
  versioned: false,
}).key({
  partition: { sources: ['resourceId'], key: ({ resourceId }) => ['RESOURCE', resourceId] },
  sort: { sources: [], key: () => 'STATS' },
});

/** `RESOURCES` / `SETTINGS`: the tenant's resource settings (display order). */
const settingsEntity = defineEntity({
  type: 'RESOURCESETTINGS',
  schema: z.object({ order: z.array(z.string()) }),
  versioned: true,
}).key({
  partition: { sources: [], key: () => ['RESOURCES'] },
  sort: { sources: [], key: () => 'SETTINGS' },
});

/** Resources in a Query of the catalogue that other items share. */
export const resourceReader = readerOf(resourceEntity);

export class ResourceRepository {
  private readonly resources;
  private readonly stats;
  private readonly settings;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.resources = resourceEntity.in(table);
    this.stats = statsEntity.in(table);
    this.settings = settingsEntity.in(table);
  }

  get(resourceId: string): Promise<Resource | undefined> {
    return this.resources.get({ id: resourceId });
  }

  /** Every resource, by caption (one kind of the catalogue: 1 Q `begins_with 'RESOURCE#'`). */
  list(): Promise<Resource[]> {
    return this.resources.queryAll({ index: 'gsi1', partition: {}, sort: { beginsWith: 'RESOURCE#' } });
  }

  createWrite(resource: NewResource) {
    return this.resources.createWrite(resource);
  }

  updateWrite(resource: NewResource, expectedVersion: number) {
    return this.resources.replaceWrite(resource, expectedVersion);
  }

  /** The resource (if unchanged since read) and its statistics. */
  deleteWrites(resourceId: string, expectedVersion: number) {
    return [
      this.resources.deleteWrite({ id: resourceId }, { expectedVersion }),
      this.stats.deleteWrite({ resourceId }),
    ];
  }

  /** Transaction write: `ADD` to the resource's shift count (the calendar's entry writes; negative on delete). */
  shiftCountWrite(resourceId: string, by: number) {
    return this.stats.updateWrite({ resourceId }, { add: { shiftCount: by } });
  }

  async shiftCount(resourceId: string): Promise<number> {
    return (await this.stats.get({ resourceId }))?.shiftCount ?? 0;
  }

  getSettings() {
    return this.settings.get({});
  }

  saveSettingsWrite(order: string[], version: number) {
    return version === 0
      ? this.settings.createWrite({ order })
      : this.settings.replaceWrite({ order }, version);
  }
}
