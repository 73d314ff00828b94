/**
 * The tenant's mails of a day (`T#c#MAILS#<local day>`): a counter taken from before each mail, in one conditional
 * update, so that concurrent requests in any number of Lambda containers never pass the day's allowance together.
 */
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';

/** A day's counter is kept two days after it began (TTL), long enough for a day in every time zone. */
const counterSeconds = 2 * 24 * 3600;

export class MailCounterRepository {
  private readonly table: TenantTable;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
  }

  /**
   * Counts `count` mails on `day` when they fit into `limit`: answers the day's count afterwards, or `undefined`
   * (nothing counted) when they would pass it.
   */
  take(day: string, count: number, limit: number, now: Date): Promise<number | undefined> {
    const expiresAt = Math.floor(now.getTime() / 1000) + counterSeconds;
    return this.table.incrementWithin(
      { pk: this.table.key('MAILS', day), sk: 'MAILS' },
      'sent',
      count,
      limit,
      expiresAt,
    );
  }

  /** How many mails the tenant sent on `day` (0 when none). */
  async sent(day: string): Promise<number> {
    const item = await this.table.get<{ pk: string; sk: string; sent?: number }>({
      pk: this.table.key('MAILS', day),
      sk: 'MAILS',
    });
    return Number(item?.sent ?? 0);
  }
}
