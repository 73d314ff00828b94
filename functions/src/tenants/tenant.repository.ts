import type { Edition } from '@app/shared/tenants/editions';
import type { HolidayCountry } from '@app/shared/holidays/countries';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type ItemKey, type TransactionWrite } from '../data/tenant-table';

export interface TenantRecord extends ItemKey {
  customerNo: string;
  companyName: string;
  country: HolidayCountry;
  region: string | null;
  timeZone: string;
  language: 'de' | 'en';
  edition: Edition;
  trialEndsAt: string | null;
  /** Set with Enterprise and a configured directory; until then false. */
  microsoftSignIn: boolean;
  createdAt: string;
  version: number;
}

export type NewTenant = Omit<TenantRecord, 'pk' | 'sk' | 'version'>;

export class TenantRepository {
  private readonly table: TenantTable;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
  }

  private key() {
    return { pk: this.table.key('TENANT'), sk: 'TENANT' };
  }

  get(): Promise<TenantRecord | undefined> {
    return this.table.get<TenantRecord>(this.key());
  }

  /** The write that creates the tenant record inside the sign-up transaction (fails if it exists). */
  createWrite(tenant: NewTenant): TransactionWrite {
    return { put: { ...tenant, ...this.key(), version: 1 }, ifNotExists: true };
  }

  changeEdition(
    edition: Edition,
    trialEndsAt: string | null,
    expectedVersion: number,
  ): Promise<TenantRecord> {
    return this.table.update<TenantRecord>(this.key(), { edition, trialEndsAt }, { expectedVersion });
  }

  /**
   * Counts one request in the tenant's current one-second and ten-second windows (for the per-tenant rate
   * limit) and answers both counts.
   */
  async countRequest(
    now: Date,
  ): Promise<{ second: number; tenSeconds: number; secondsToNextWindow: number }> {
    const epoch = Math.floor(now.getTime() / 1000);
    const tenStart = epoch - (epoch % 10);
    const [second, tenSeconds] = await Promise.all([
      this.table.increment(
        { pk: this.table.key('RATE', 's', String(epoch)), sk: 'RATE' },
        'count',
        epoch + 60,
      ),
      this.table.increment(
        { pk: this.table.key('RATE', 't', String(tenStart)), sk: 'RATE' },
        'count',
        epoch + 60,
      ),
    ]);
    return { second, tenSeconds, secondsToNextWindow: tenStart + 10 - epoch };
  }
}
