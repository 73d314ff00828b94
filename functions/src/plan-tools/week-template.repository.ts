/**
 * Week templates (data model section 10): `T#c#WEEKTPL#<id>` / `WEEKTPL`, listed per unit on gsi1
 * `T#c#UNIT#<U>#WEEKTPLS` / `<order 3 digits>#<id>` (1 Query for the unit's templates).
 */
import * as z from 'zod';
import { ZWeekTemplateEntry } from '@app/shared/plan-tools/week-template';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

const ZStoredWeekTemplate = z.object({
  id: z.string(),
  unitId: z.string(),
  name: z.string(),
  order: z.number().int(),
  entries: z.array(ZWeekTemplateEntry),
  createdAt: z.iso.datetime(),
});
export type NewWeekTemplate = z.infer<typeof ZStoredWeekTemplate>;
export type WeekTemplate = NewWeekTemplate & { version: number };

const weekTemplateEntity = defineEntity({ type: 'WEEKTPL', schema: ZStoredWeekTemplate, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['WEEKTPL', id] },
    sort: { sources: [], key: () => 'WEEKTPL' },
  })
  .index('gsi1', {
    partition: { sources: ['unitId'], key: ({ unitId }) => ['UNIT', unitId, 'WEEKTPLS'] },
    sort: {
      sources: ['order', 'id'],
      key: ({ order, id }) => `${String(order).padStart(3, '0')}#${id}`,
    },
  });

export class WeekTemplateRepository {
  private readonly templates;

  constructor(tenant: TenantContext) {
    this.templates = weekTemplateEntity.in(new TenantTable(tenant));
  }

  get(id: string): Promise<WeekTemplate | undefined> {
    return this.templates.get({ id });
  }

  /** Several by id (the templates an apply names): one BatchGet. */
  getMany(ids: readonly string[]): Promise<WeekTemplate[]> {
    return this.templates.getMany(ids.map((id) => ({ id })));
  }

  /** A unit's templates in their order: 1 Query of gsi1 `UNIT#<U>#WEEKTPLS`. */
  ofUnit(unitId: string): Promise<WeekTemplate[]> {
    return this.templates.queryAll({ index: 'gsi1', partition: { unitId } });
  }

  createWrite(template: NewWeekTemplate) {
    return this.templates.createWrite(template);
  }

  replaceWrite(template: NewWeekTemplate, expectedVersion: number) {
    return this.templates.replaceWrite(template, expectedVersion);
  }

  deleteWrite(id: string, expectedVersion: number) {
    return this.templates.deleteWrite({ id }, { expectedVersion });
  }
}
