import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import type { TAssignedIds } from '@app/shared/users/user-rates';

const ZAssigned = z.object({
  userId: z.string(),
  ids: z.array(z.string()),
  companyDefault: z.boolean().optional(),
});

/**
 * `companyDefault` came with issue 30; an item saved before it without ids meant "nothing chosen" (the
 * checkboxes started empty and nothing read the item), so it reads as the company's.
 */
const followsCompany = (item: z.infer<typeof ZAssigned>) => item.companyDefault ?? item.ids.length === 0;

/** `USER#<u>` / `RATES`: the person's hourly rates (extra pay). */
const ratesEntity = defineEntity({ type: 'USERRATES', schema: ZAssigned, versioned: true }).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: { sources: [], key: () => 'RATES' },
});

/** `USER#<u>` / `WAGETYPES`: the person's wage types. */
const wageTypesEntity = defineEntity({ type: 'USERWAGETYPES', schema: ZAssigned, versioned: true }).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: { sources: [], key: () => 'WAGETYPES' },
});

export type AssignedKind = 'rates' | 'wageTypes';

/** What is assigned to a person of hourly rates and wage types (data model section 7). */
export class UserRatesRepository {
  private readonly entities;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.entities = { rates: ratesEntity.in(table), wageTypes: wageTypesEntity.in(table) };
  }

  /** The ids and their version (0: never saved, the company's). */
  async of(kind: AssignedKind, userId: string): Promise<TAssignedIds> {
    const item = await this.entities[kind].get({ userId });
    return item
      ? { ids: item.ids, version: item.version, companyDefault: followsCompany(item) }
      : { ids: [], version: 0, companyDefault: true };
  }

  /**
   * Many people's own choice (BatchGet, 100 a request): the ids of each person with a choice of their own;
   * people who follow the company's are left out.
   */
  async chosenOf(kind: AssignedKind, userIds: readonly string[]): Promise<Map<string, string[]>> {
    const items = userIds.length
      ? await this.entities[kind].getMany(userIds.map((userId) => ({ userId })))
      : [];
    return new Map(items.filter((item) => !followsCompany(item)).map((item) => [item.userId, item.ids]));
  }

  /** The save at the version read (0: the first save, which fails when another one came first). */
  saveWrite(
    kind: AssignedKind,
    userId: string,
    choice: { ids: readonly string[]; companyDefault: boolean },
    version: number,
  ): TransactionWrite {
    const item = { userId, ids: [...choice.ids], companyDefault: choice.companyDefault };
    const entity = this.entities[kind];
    return version === 0 ? entity.createWrite(item) : entity.replaceWrite(item, version);
  }
}
