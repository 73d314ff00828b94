import * as z from 'zod';
import { ZUnitType, unitSettingKinds, unitTypes } from '@app/shared/units/unit';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { readerOf } from '../data/item-readers';
import { MembershipRepository } from '../directory/membership.repository';

export { unitTypes };

/** A unit of the organisation tree as kept. */
const ZStoredUnit = z.object({
  id: z.string(),
  name: z.string(),
  /** Kept as `unitType`: `type` is the data layer's entity tag. */
  unitType: ZUnitType,
  parentId: z.string().nullable(),
  enabled: z.boolean(),
  /** Absent on units made before it existed (the sign-up's root): the tenant's region. */
  holidayRegion: z.string().nullable().optional(),
  /** The plan is published up to this day (calendar `publish`); kept through edits of the unit. */
  publishedTo: z.string().nullable().optional(),
  createdAt: z.iso.datetime(),
});
export type NewUnit = z.infer<typeof ZStoredUnit>;
export type Unit = NewUnit & { version: number };

/** `UNIT#<id>` / `UNIT`; the tenant's units by parent and name on gsi1 `UNITS`. */
const unitEntity = defineEntity({ type: 'UNIT', schema: ZStoredUnit, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['UNIT', id] },
    sort: { sources: [], key: () => 'UNIT' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['UNITS'] },
    sort: {
      sources: ['parentId', 'name'],
      key: ({ parentId, name }) => `${parentId ?? ''}#${name.toLowerCase()}`,
    },
  });

const ZStoredManningLevel = z.object({
  weekday: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  resourceId: z.string().nullable(),
  minimum: z.number().int(),
  target: z.number().int(),
});
/** `UNIT#<id>` / `MANNING`: the manning levels of a unit. */
const manningEntity = defineEntity({
  type: 'MANNING',
  schema: z.object({ unitId: z.string(), levels: z.array(ZStoredManningLevel) }),
  versioned: true,
}).key({
  partition: { sources: ['unitId'], key: ({ unitId }) => ['UNIT', unitId] },
  sort: { sources: [], key: () => 'MANNING' },
});

/** `UNIT#<id>` / `TIMELINE`: the timeline data of a unit. */
const timelineEntity = defineEntity({
  type: 'TIMELINE',
  schema: z.object({ unitId: z.string(), data: z.json() }),
  versioned: true,
}).key({
  partition: { sources: ['unitId'], key: ({ unitId }) => ['UNIT', unitId] },
  sort: { sources: [], key: () => 'TIMELINE' },
});

/** `UNIT#<id>` / `RESOURCES`: the resource ids of a unit, in display order. */
const resourcesEntity = defineEntity({
  type: 'UNITRESOURCES',
  schema: z.object({ unitId: z.string(), resourceIds: z.array(z.string()) }),
  versioned: true,
}).key({
  partition: { sources: ['unitId'], key: ({ unitId }) => ['UNIT', unitId] },
  sort: { sources: [], key: () => 'RESOURCES' },
});

/** `UNIT#<id>` / `SETTING#<key>`: one setting of a unit, with its kind. */
const settingEntity = defineEntity({
  type: 'UNITSETTING',
  schema: z.object({
    unitId: z.string(),
    key: z.string(),
    kind: z.enum(unitSettingKinds),
    value: z.json(),
  }),
  versioned: true,
}).key({
  partition: { sources: ['unitId'], key: ({ unitId }) => ['UNIT', unitId] },
  sort: { sources: ['key'], key: ({ key }) => `SETTING#${key}` },
});

export type ManningLevel = z.infer<typeof ZStoredManningLevel>;

/** A unit's own items in a Query of its collection, which other areas' items share (members, series heads). */
export const unitReader = readerOf(unitEntity);
export const manningReader = readerOf(manningEntity);
export const unitResourcesReader = readerOf(resourcesEntity);

export class UnitRepository {
  private readonly units;
  private readonly manning;
  private readonly timelines;
  private readonly resources;
  private readonly settings;
  private readonly memberships;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.memberships = new MembershipRepository(tenant);
    this.units = unitEntity.in(table);
    this.manning = manningEntity.in(table);
    this.timelines = timelineEntity.in(table);
    this.resources = resourcesEntity.in(table);
    this.settings = settingEntity.in(table);
  }

  get(unitId: string): Promise<Unit | undefined> {
    return this.units.get({ id: unitId });
  }

  getMany(unitIds: readonly string[]): Promise<Unit[]> {
    return this.units.getMany(unitIds.map((id) => ({ id })));
  }

  /** Every unit of the tenant (one partition, read whole: 2,000 units are about 500 KB). */
  list(): Promise<Unit[]> {
    return this.units.queryAll({ index: 'gsi1', partition: {} });
  }

  createWrite(unit: NewUnit) {
    return this.units.createWrite(unit);
  }

  updateWrite(unit: NewUnit, expectedVersion: number) {
    return this.units.replaceWrite(unit, expectedVersion);
  }

  /** The unit and what its collection keeps (manning, timeline, resources, settings), if unchanged since read. */
  async deleteWrites(unit: Unit, expectedVersion: number) {
    const settings = await this.settings.queryAll({
      partition: { unitId: unit.id },
      sort: { beginsWith: 'SETTING#' },
      attributes: ['key'],
    });
    const child = { unitId: unit.id };
    return [
      this.units.deleteWrite({ id: unit.id }, { expectedVersion }),
      this.manning.deleteWrite(child),
      this.timelines.deleteWrite(child),
      this.resources.deleteWrite(child),
      ...settings.map((setting) => this.settings.deleteWrite({ unitId: unit.id, key: setting.key })),
    ];
  }

  /** Whether people belong to the unit (primary or extra): 1 Query of `MEMBER#` with `Limit 1`. */
  hasMembers(unitId: string): Promise<boolean> {
    return this.memberships.hasAny(unitId);
  }

  /** Sites are units of type 1; the Free Edition allows one. */
  async siteCount(): Promise<number> {
    const units = await this.units.queryAll({ index: 'gsi1', partition: {}, attributes: ['unitType'] });
    return units.filter((unit) => unit.unitType === unitTypes.site).length;
  }

  getManning(unitId: string) {
    return this.manning.get({ unitId });
  }

  saveManningWrite(item: { unitId: string; levels: z.infer<typeof ZStoredManningLevel>[] }, version: number) {
    return version === 0 ? this.manning.createWrite(item) : this.manning.replaceWrite(item, version);
  }

  getTimeline(unitId: string) {
    return this.timelines.get({ unitId });
  }

  saveTimelineWrite(item: { unitId: string; data: z.core.util.JSONType }, version: number) {
    return version === 0 ? this.timelines.createWrite(item) : this.timelines.replaceWrite(item, version);
  }

  getResources(unitId: string) {
    return this.resources.get({ unitId });
  }

  /** The resource lists of many units (BatchGet, 100 a request). */
  getResourcesOf(unitIds: readonly string[]) {
    return this.resources.getMany(unitIds.map((unitId) => ({ unitId })));
  }

  saveResourcesWrite(item: { unitId: string; resourceIds: string[] }, version: number) {
    return version === 0 ? this.resources.createWrite(item) : this.resources.replaceWrite(item, version);
  }

  getSetting(unitId: string, key: string) {
    return this.settings.get({ unitId, key });
  }

  /** Every setting of a unit (1 Query of `SETTING#`; a unit keeps a handful). */
  listSettings(unitId: string) {
    return this.settings.queryAll({ partition: { unitId }, sort: { beginsWith: 'SETTING#' } });
  }

  deleteSettingWrite(unitId: string, key: string, expectedVersion: number) {
    return this.settings.deleteWrite({ unitId, key }, { expectedVersion });
  }

  saveSettingWrite(
    item: {
      unitId: string;
      key: string;
      kind: (typeof unitSettingKinds)[number];
      value: z.core.util.JSONType;
    },
    version: number,
  ) {
    return version === 0 ? this.settings.createWrite(item) : this.settings.replaceWrite(item, version);
  }
}
