import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { readerOf } from '../data/item-readers';

const ZStoredPause = z.object({
  mode: z.number().int(),
  begin: z.string().nullable(),
  end: z.string().nullable(),
});

/** A shift template as kept. */
const ZStoredTemplate = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  resourceId: z.string(),
  unitId: z.string().nullable(),
  itemClass: z.number().int(),
  begin: z.string().nullable(),
  end: z.string().nullable(),
  pause1: ZStoredPause,
  pause2: ZStoredPause,
  backColor: z.string(),
  foreColor: z.string(),
  enabled: z.boolean(),
  /** Absent on templates saved before required qualifications existed. */
  requiredQualificationIds: z.array(z.string()).default([]),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
});
export type NewShiftTemplate = z.infer<typeof ZStoredTemplate>;
export type ShiftTemplate = NewShiftTemplate & { version: number };

/** `SHIFTTPL#<id>` / `SHIFTTPL`; in the catalogue (gsi1 `CATALOG`, docs/data-model.md section 6) by name. */
const templateEntity = defineEntity({ type: 'SHIFTTPL', schema: ZStoredTemplate, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['SHIFTTPL', id] },
    sort: { sources: [], key: () => 'SHIFTTPL' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['CATALOG'] },
    sort: { sources: ['name', 'id'], key: ({ name, id }) => `SHIFTTPL#${name.toLowerCase()}#${id}` },
  });

/**
 * `SHIFTTPL#<id>` / `STATS`: plan entries made from the template, counted by the plan (issue 10) with `ADD`.
 * The calendar's entry writes keep it (`planCountWrite`).
 */
const statsEntity = defineEntity({
  type: 'STATS',
  schema: z.object({ templateId: z.string(), planCount: z.number().int() }),
  versioned: false,
}).key({
  partition: { sources: ['templateId'], key: ({ templateId }) => ['SHIFTTPL', templateId] },
  sort: { sources: [], key: () => 'STATS' },
});

/** Shift templates in a Query of the catalogue that other items share (the calendar's, the rules'). */
export const shiftTemplateReader = readerOf(templateEntity);

export class ShiftTemplateRepository {
  private readonly templates;
  private readonly stats;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.templates = templateEntity.in(table);
    this.stats = statsEntity.in(table);
  }

  get(templateId: string): Promise<ShiftTemplate | undefined> {
    return this.templates.get({ id: templateId });
  }

  getMany(templateIds: readonly string[]): Promise<ShiftTemplate[]> {
    return this.templates.getMany(templateIds.map((id) => ({ id })));
  }

  /** Every template, by name (one kind of the catalogue: 1 Q `begins_with 'SHIFTTPL#'`). */
  list(): Promise<ShiftTemplate[]> {
    return this.templates.queryAll({ index: 'gsi1', partition: {}, sort: { beginsWith: 'SHIFTTPL#' } });
  }

  createWrite(template: NewShiftTemplate) {
    return this.templates.createWrite(template);
  }

  updateWrite(template: NewShiftTemplate, expectedVersion: number) {
    return this.templates.replaceWrite(template, expectedVersion);
  }

  deleteWrites(templateId: string, expectedVersion: number) {
    return [
      this.templates.deleteWrite({ id: templateId }, { expectedVersion }),
      this.stats.deleteWrite({ templateId }),
    ];
  }

  /** Transaction write: `ADD` to the template's plan count (the calendar's entry writes; negative on delete). */
  planCountWrite(templateId: string, by: number) {
    return this.stats.updateWrite({ templateId }, { add: { planCount: by } });
  }

  async planCount(templateId: string): Promise<number> {
    return (await this.stats.get({ templateId }))?.planCount ?? 0;
  }
}
