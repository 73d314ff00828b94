import * as z from 'zod';
import { editions } from '@app/shared/tenants/editions';
import { holidayCountries } from '@app/shared/holidays/countries';
import { languages } from '@app/shared/i18n/languages';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type ItemRead } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/** The company: its settings, edition and trial. */
const ZTenant = z.object({
  customerNo: z.string(),
  companyName: z.string(),
  country: z.enum(holidayCountries),
  region: z.string().nullable(),
  timeZone: z.string(),
  language: z.enum(languages),
  edition: z.enum(editions),
  trialEndsAt: z.iso.datetime().nullable(),
  /** Set with Enterprise and a configured directory; until then false. */
  microsoftSignIn: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type NewTenant = z.infer<typeof ZTenant>;
export type Tenant = NewTenant & { version: number };

/** `TENANT`: one item per tenant. */
const tenantEntity = defineEntity({ type: 'TENANT', schema: ZTenant, versioned: true }).key({
  partition: { sources: [], key: () => ['TENANT'] },
  sort: { sources: [], key: () => 'TENANT' },
});

/** A tenant's requests in the current second and ten-second window. */
export interface TenantRequestCounts {
  second: number;
  tenSeconds: number;
  secondsToNextWindow: number;
}

/** Request counters of the per-tenant rate limit live a minute; they are counters, not entities. */
const rateCounterSeconds = 60;

export class TenantRepository {
  private readonly table: TenantTable;
  private readonly tenants;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
    this.tenants = tenantEntity.in(this.table);
  }

  get(): Promise<Tenant | undefined> {
    return this.tenants.get({});
  }

  /** The record as one read of several at once (`TenantTable.getTogether`). */
  recordRead(): ItemRead<Tenant> {
    return this.tenants.readOf({});
  }

  /** The write that creates the tenant inside the sign-up transaction (fails if it exists). */
  createWrite(tenant: NewTenant) {
    return this.tenants.createWrite(tenant);
  }

  updateWrite(tenant: NewTenant, expectedVersion: number) {
    return this.tenants.replaceWrite(tenant, expectedVersion);
  }

  /**
   * Counts one request in the tenant's current one-second and ten-second windows (for the per-tenant rate
   * limit) and answers both counts.
   */
  async countRequest(now: Date): Promise<TenantRequestCounts> {
    const epoch = Math.floor(now.getTime() / 1000);
    const tenStart = epoch - (epoch % 10);
    const expiresAt = epoch + rateCounterSeconds;
    // One item per ten-second window counts the window and each of its seconds: one write per request.
    const [tenSeconds = 0, second = 0] = await this.table.incrementAll(
      { pk: this.table.key('RATE', 'w', String(tenStart)), sk: 'RATE' },
      ['count', `s${String(epoch % 10)}`],
      expiresAt,
    );
    return { second, tenSeconds, secondsToNextWindow: tenStart + 10 - epoch };
  }
}
