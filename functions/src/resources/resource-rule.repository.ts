/**
 * Resource rules (docs/data-model.md section 6): `T#c#RESRULE#<id>` / `RESRULE`, in the catalogue on gsi1
 * `T#c#CATALOG` / `RESRULE#<resourceId>#<id>`: a resource's rules are 1 Query `begins_with`, all rules too.
 */
import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { readerOf } from '../data/item-readers';

const ZStoredRule = z.object({
  id: z.string(),
  resourceId: z.string(),
  unitId: z.string().nullable(),
  description: z.string(),
  noTemplates: z.boolean(),
  entryBegin: z.string(),
  entryEnd: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type NewResourceRule = z.infer<typeof ZStoredRule>;
export type ResourceRule = NewResourceRule & { version: number };

const ruleEntity = defineEntity({ type: 'RESRULE', schema: ZStoredRule, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['RESRULE', id] },
    sort: { sources: [], key: () => 'RESRULE' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['CATALOG'] },
    sort: { sources: ['resourceId', 'id'], key: ({ resourceId, id }) => `RESRULE#${resourceId}#${id}` },
  });

/** Resource rules in a Query of the catalogue that other items share. */
export const resourceRuleReader = readerOf(ruleEntity);

export class ResourceRuleRepository {
  private readonly rules;

  constructor(tenant: TenantContext) {
    this.rules = ruleEntity.in(new TenantTable(tenant));
  }

  /** One resource's rules: 1 Query of the catalogue `begins_with 'RESRULE#<resourceId>#'`. */
  ofResource(resourceId: string): Promise<ResourceRule[]> {
    return this.rules.queryAll({
      index: 'gsi1',
      partition: {},
      sort: { beginsWith: `RESRULE#${resourceId}#` },
    });
  }

  /** Every rule of the tenant (cycle insertion checks them): 1 Query `begins_with 'RESRULE#'`. */
  all(): Promise<ResourceRule[]> {
    return this.rules.queryAll({ index: 'gsi1', partition: {}, sort: { beginsWith: 'RESRULE#' } });
  }

  createWrite(rule: NewResourceRule) {
    return this.rules.createWrite(rule);
  }

  replaceWrite(rule: NewResourceRule, expectedVersion: number) {
    return this.rules.replaceWrite(rule, expectedVersion);
  }

  deleteWrite(id: string, expectedVersion: number) {
    return this.rules.deleteWrite({ id }, { expectedVersion });
  }
}
