import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/** UnitTypes of the spec: Unit 0, Site 1, Folder 2, Store 3. */
export const unitTypes = { unit: 0, site: 1, folder: 2, store: 3 } as const;

/** A unit of the organisation tree; the units area moves this to `shared` with its contract. */
const ZUnit = z.object({
  id: z.string(),
  name: z.string(),
  /** Kept as `unitType`: `type` is the data layer's entity tag. */
  unitType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  parentId: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type NewUnit = z.infer<typeof ZUnit>;
export type Unit = NewUnit & { version: number };

/** `UNIT#<id>`; the tenant's units by parent and name on gsi1 `UNITS`. */
const unitEntity = defineEntity({ type: 'UNIT', schema: ZUnit, versioned: true })
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

export class UnitRepository {
  private readonly units;

  constructor(tenant: TenantContext) {
    this.units = unitEntity.in(new TenantTable(tenant));
  }

  createWrite(unit: NewUnit) {
    return this.units.createWrite(unit);
  }

  /** Sites are units of type 1; the Free Edition allows one. */
  async siteCount(): Promise<number> {
    const units = await this.units.queryAll({ index: 'gsi1', partition: {}, attributes: ['unitType'] });
    return units.filter((unit) => unit.unitType === unitTypes.site).length;
  }
}
