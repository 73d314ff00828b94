import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/** An absence type (the spec's event type); the absence-types area moves this to `shared` with its contract. */
const ZAbsenceType = z.object({
  id: z.string(),
  caption: z.object({ de: z.string(), en: z.string() }),
  shortName: z.string(),
  /** EventItemTypes: Leave 1, Sick 2, SpecialLeave 3, OverTime 10, ShortTime 20. */
  itemClass: z.number().int(),
  backColor: z.string(),
  enabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type NewAbsenceType = z.infer<typeof ZAbsenceType>;
export type AbsenceType = NewAbsenceType & { version: number };

/** `EVENT#<id>`; in the tenant's catalogue (gsi1 `CATALOG`, see docs/data-model.md) by class. */
const absenceTypeEntity = defineEntity({ type: 'EVENT', schema: ZAbsenceType, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['EVENT', id] },
    sort: { sources: [], key: () => 'EVENT' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['CATALOG'] },
    sort: {
      sources: ['itemClass', 'id'],
      key: ({ itemClass, id }) => `EVENT#${String(itemClass).padStart(3, '0')}#${id}`,
    },
  });

export class AbsenceTypeRepository {
  private readonly absenceTypes;

  constructor(tenant: TenantContext) {
    this.absenceTypes = absenceTypeEntity.in(new TenantTable(tenant));
  }

  createWrite(absenceType: NewAbsenceType) {
    return this.absenceTypes.createWrite(absenceType);
  }

  list(): Promise<AbsenceType[]> {
    return this.absenceTypes.queryAll({
      index: 'gsi1',
      partition: {},
      sort: { beginsWith: 'EVENT#' },
    });
  }
}
