import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { readerOf } from '../data/item-readers';

/** An absence type (the spec's event) as kept. Fields added after the sign-up's first version read with defaults. */
const ZStoredAbsenceType = z.object({
  id: z.string(),
  caption: z.object({ de: z.string(), en: z.string() }),
  shortName: z.string(),
  /** The event class, EventItemTypes: Leave 1, Sick 2, SpecialLeave 3, OverTime 10, ShortTime 20, 98, 99. */
  itemClass: z.number().int(),
  category: z.string().default(''),
  comment: z.string().default(''),
  backColor: z.string(),
  account: z.string().default(''),
  accountNumber: z.string().default(''),
  ruleCalcActualHours: z.number().int().default(1),
  ruleCalcValue: z.number().nullable().default(null),
  enabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type NewAbsenceType = z.infer<typeof ZStoredAbsenceType>;
export type AbsenceType = NewAbsenceType & { version: number };

/** `EVENT#<id>` / `EVENT`; in the tenant's catalogue (gsi1 `CATALOG`, docs/data-model.md section 6) by class. */
const absenceTypeEntity = defineEntity({ type: 'EVENT', schema: ZStoredAbsenceType, versioned: true })
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

/**
 * `EVENT#<id>` / `STATS`: how many absences use the type. The absences area adds 1 in the transaction that
 * writes an absence of the type and takes 1 off when it deletes one (`absences/absence-commit.ts`).
 */
const usageEntity = defineEntity({
  type: 'STATS',
  schema: z.object({ absenceTypeId: z.string(), useCount: z.number().int() }),
  versioned: false,
}).key({
  partition: { sources: ['absenceTypeId'], key: ({ absenceTypeId }) => ['EVENT', absenceTypeId] },
  sort: { sources: [], key: () => 'STATS' },
});

/** Absence types in a Query of the catalogue that other items share. */
export const absenceTypeReader = readerOf(absenceTypeEntity);

export class AbsenceTypeRepository {
  private readonly absenceTypes;
  private readonly usage;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.absenceTypes = absenceTypeEntity.in(table);
    this.usage = usageEntity.in(table);
  }

  get(id: string): Promise<AbsenceType | undefined> {
    return this.absenceTypes.get({ id });
  }

  /** Every absence type of the tenant, by class: 1 Q of the catalogue (`begins_with 'EVENT#'`). */
  list(): Promise<AbsenceType[]> {
    return this.absenceTypes.queryAll({
      index: 'gsi1',
      partition: {},
      sort: { beginsWith: 'EVENT#' },
    });
  }

  /** How many absences use the type (0 while no `STATS` item exists). */
  async useCount(id: string): Promise<number> {
    return (await this.usage.get({ absenceTypeId: id }))?.useCount ?? 0;
  }

  /** Counts absences of the type up (1) or down (-1) in the transaction that writes or deletes one. */
  useCountWrite(id: string, by: number) {
    return this.usage.updateWrite({ absenceTypeId: id }, { add: { useCount: by } });
  }

  createWrite(absenceType: NewAbsenceType) {
    return this.absenceTypes.createWrite(absenceType);
  }

  updateWrite(absenceType: NewAbsenceType, expectedVersion: number) {
    return this.absenceTypes.replaceWrite(absenceType, expectedVersion);
  }

  /** The type (if still at the version read) and its statistics. */
  deleteWrites(id: string, expectedVersion: number) {
    return [
      this.absenceTypes.deleteWrite({ id }, { expectedVersion }),
      this.usage.deleteWrite({ absenceTypeId: id }),
    ];
  }
}
