import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

const ZAssigned = z.object({ userId: z.string(), ids: z.array(z.string()) });

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

  /** The ids and their version (0: never saved). */
  async of(kind: AssignedKind, userId: string): Promise<{ ids: string[]; version: number }> {
    const item = await this.entities[kind].get({ userId });
    return item ? { ids: item.ids, version: item.version } : { ids: [], version: 0 };
  }

  /** Many people's assigned ids (BatchGet, 100 a request): people without an item are left out. */
  async ofMany(kind: AssignedKind, userIds: readonly string[]): Promise<Map<string, string[]>> {
    const items = userIds.length
      ? await this.entities[kind].getMany(userIds.map((userId) => ({ userId })))
      : [];
    return new Map(items.map((item) => [item.userId, item.ids]));
  }

  /** The save at the version read (0: the first save, which fails when another one came first). */
  saveWrite(kind: AssignedKind, userId: string, ids: readonly string[], version: number): TransactionWrite {
    const item = { userId, ids: [...ids] };
    const entity = this.entities[kind];
    return version === 0 ? entity.createWrite(item) : entity.replaceWrite(item, version);
  }
}
