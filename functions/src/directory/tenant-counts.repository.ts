import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/**
 * The tenant's guard item: how many users are active (the edition's limit) and which active users hold
 * `access.administrator` (at least one must remain). Every change that moves either is written in the same
 * transaction as this item at the version it read, so concurrent changes cannot both pass a check that only
 * one of them may pass: the second one fails its condition, reads again and is checked again.
 */
const ZTenantCounts = z.object({
  activeUsers: z.number().int().nonnegative(),
  /** Ids of the active administrators (a tenant has a handful; 10,000 would still fit the item). */
  activeAdministratorIds: z.array(z.string()),
  /**
   * Sites (the edition's site limit), kept by the units area once it writes them. Every writer of the item
   * carries the others' fields over (`{ ...counts, ... }`), so one entity here, never a second definition.
   */
  sites: z.number().int().nonnegative().optional(),
});
export type NewTenantCounts = z.infer<typeof ZTenantCounts>;
export type TenantCounts = NewTenantCounts & { version: number };

/** `TENANT` / `COUNTS`: next to the tenant item. */
const countsEntity = defineEntity({ type: 'COUNTS', schema: ZTenantCounts, versioned: true }).key({
  partition: { sources: [], key: () => ['TENANT'] },
  sort: { sources: [], key: () => 'COUNTS' },
});

export class TenantCountsRepository {
  private readonly counts;

  constructor(tenant: TenantContext) {
    this.counts = countsEntity.in(new TenantTable(tenant));
  }

  /** Read consistently; undefined for a tenant whose counts were never written (created before they existed). */
  get(): Promise<TenantCounts | undefined> {
    return this.counts.get({});
  }

  /**
   * The write of the counts after a change: a replacement of the version read, or, for a tenant without counts
   * yet, their creation (which fails, and so the whole change, when a concurrent change created them first).
   */
  write(counts: NewTenantCounts, readVersion: number | undefined): TransactionWrite {
    return readVersion === undefined
      ? this.counts.createWrite(counts)
      : this.counts.replaceWrite(counts, readVersion);
  }
}
