/**
 * A person's calendar subscription in the tenant's data (docs/data-model.md, "Calendar subscriptions"):
 * `CALFEED#<userId>` / `CALFEED` with the sha-256 of the link's secret. The platform table's look-up item
 * (`platform.repository.ts`) leads the public feed from the hash to this item; this one decides.
 */
import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

const ZStoredCalendarFeed = z.object({
  userId: z.string(),
  /** sha-256 of the secret, hex: the secret itself is never stored. */
  secretHash: z.string(),
  /** When the current secret was made (created or renewed). */
  createdAt: z.string(),
});
export type NewCalendarFeed = z.infer<typeof ZStoredCalendarFeed>;
export type StoredCalendarFeed = NewCalendarFeed & { version: number };

const calendarFeedEntity = defineEntity({
  type: 'CALFEED',
  schema: ZStoredCalendarFeed,
  versioned: true,
}).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['CALFEED', userId] },
  sort: { sources: [], key: () => 'CALFEED' },
});

export class CalendarFeedRepository {
  private readonly feeds;

  constructor(tenant: TenantContext) {
    this.feeds = calendarFeedEntity.in(new TenantTable(tenant));
  }

  /** 1 G. */
  get(userId: string): Promise<StoredCalendarFeed | undefined> {
    return this.feeds.get({ userId });
  }

  /** If none exists: a second create racing this one fails its transaction (409). */
  createWrite(feed: NewCalendarFeed): TransactionWrite {
    return this.feeds.createWrite(feed);
  }

  replaceWrite(feed: NewCalendarFeed, expectedVersion: number): TransactionWrite {
    return this.feeds.replaceWrite(feed, expectedVersion);
  }

  deleteWrite(userId: string, expectedVersion: number): TransactionWrite {
    return this.feeds.deleteWrite({ userId }, { expectedVersion });
  }
}
