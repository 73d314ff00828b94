/**
 * Year tables, special entries and initial tracking data (docs/data-model.md section 10). All three are children
 * of the person (`USER#<u>`): the year at `YEAR#<Y>` (and on the tenant's year list, gsi2 `YEARTABLES#<Y>` /
 * `<u>`), its special entries at `YEAR#<Y>#SPECIAL#<id>`, the initial data at `TRACKINIT`.
 */
import type * as z from 'zod';
import {
  ZSpecialEntry,
  ZTrackingInit,
  ZYearTable,
  yearTableIdOf,
  type TSpecialEntry,
  type TTrackingInit,
  type TYearTable,
} from '@app/shared/year-tables/year-table';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

export type { TransactionWrite };

const yearKey = (year: number) => `YEAR#${String(year).padStart(4, '0')}`;

export const ZStoredYear = ZYearTable.omit({ id: true, version: true });
export type NewYearTable = z.infer<typeof ZStoredYear>;

const yearEntity = defineEntity({ type: 'YEAR', schema: ZStoredYear, versioned: true })
  .key({
    partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
    sort: { sources: ['year'], key: ({ year }) => yearKey(year) },
  })
  .index('gsi2', {
    partition: { sources: ['year'], key: ({ year }) => ['YEARTABLES', String(year)] },
    sort: { sources: ['userId'], key: ({ userId }) => userId },
  });

export const ZStoredSpecial = ZSpecialEntry.omit({ version: true });
export type NewSpecialEntry = z.infer<typeof ZStoredSpecial>;

const specialEntity = defineEntity({ type: 'SPECIAL', schema: ZStoredSpecial, versioned: true }).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: { sources: ['year', 'id'], key: ({ year, id }) => `${yearKey(year)}#SPECIAL#${id}` },
});

export const ZStoredTrackingInit = ZTrackingInit.omit({ version: true });
export type NewTrackingInit = z.infer<typeof ZStoredTrackingInit>;

const trackingInitEntity = defineEntity({
  type: 'TRACKINIT',
  schema: ZStoredTrackingInit,
  versioned: true,
}).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: { sources: [], key: () => 'TRACKINIT' },
});

const withId = (stored: NewYearTable & { version: number }): TYearTable => ({
  ...stored,
  id: yearTableIdOf(stored.userId, stored.year),
});

export class YearTableRepository {
  private readonly table;
  private readonly years;
  private readonly specials;
  private readonly inits;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
    this.years = yearEntity.in(this.table);
    this.specials = specialEntity.in(this.table);
    this.inits = trackingInitEntity.in(this.table);
  }

  /** 1 consistent G. */
  async year(userId: string, year: number): Promise<TYearTable | undefined> {
    const stored = await this.years.get({ userId, year });
    return stored && withId(stored);
  }

  /** Many people's tables of one year: BG (100 keys a request). */
  async yearsOf(userIds: readonly string[], year: number): Promise<TYearTable[]> {
    if (userIds.length === 0) return [];
    const stored = await this.years.getMany(userIds.map((userId) => ({ userId, year })));
    return stored.map(withId);
  }

  /** The years a person has tables for, ascending: 1 Q `begins_with 'YEAR#'` (specials skipped, keys only). */
  async yearsOfPerson(userId: string): Promise<number[]> {
    const items = await this.table.queryAll<{ pk: string; sk: string; type?: unknown; year?: unknown }>({
      partitionKey: this.table.key('USER', userId),
      sort: { beginsWith: 'YEAR#' },
      attributes: ['type', 'year'],
    });
    return items
      .filter((item) => item.type === 'YEAR' && typeof item.year === 'number')
      .map((item) => Number(item.year))
      .sort((a, b) => a - b);
  }

  /** A page of the tenant's tables of a year (gsi2, eventually consistent), by user id. */
  async pageOfYear(
    year: number,
    cursor: string | undefined,
  ): Promise<{ items: TYearTable[]; nextCursor?: string }> {
    const page = await this.years.query({
      index: 'gsi2',
      partition: { year },
      limit: 100,
      ...(cursor ? { cursor } : {}),
    });
    return { items: page.items.map(withId), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
  }

  createWrite(year: NewYearTable): TransactionWrite {
    return this.years.createWrite(year);
  }

  replaceWrite(year: NewYearTable, expectedVersion: number): TransactionWrite {
    return this.years.replaceWrite(year, expectedVersion);
  }

  deleteWrite(year: TYearTable): TransactionWrite {
    return this.years.deleteWrite(year, { expectedVersion: year.version });
  }

  /** The year must still be at the version read (a special entry's change checks its year this way). */
  yearCheckWrite(year: TYearTable, where?: { closed: boolean }): TransactionWrite {
    return this.years.conditionCheckWrite(
      { userId: year.userId, year: year.year },
      { expectedVersion: year.version, ...(where ? { where } : {}) },
    );
  }

  /** A year's special entries by date: 1 Q `begins_with 'YEAR#<Y>#SPECIAL#'`. */
  async specialsOf(userId: string, year: number): Promise<TSpecialEntry[]> {
    const items = await this.specials.queryAll({
      partition: { userId },
      sort: { beginsWith: `${yearKey(year)}#SPECIAL#` },
    });
    return items.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  }

  /** 1 consistent G. */
  special(userId: string, year: number, id: string): Promise<TSpecialEntry | undefined> {
    return this.specials.get({ userId, year, id });
  }

  specialCreateWrite(entry: NewSpecialEntry): TransactionWrite {
    return this.specials.createWrite(entry);
  }

  specialReplaceWrite(entry: NewSpecialEntry, expectedVersion: number): TransactionWrite {
    return this.specials.replaceWrite(entry, expectedVersion);
  }

  specialDeleteWrite(entry: TSpecialEntry): TransactionWrite {
    return this.specials.deleteWrite(entry, { expectedVersion: entry.version });
  }

  /** 1 G. */
  trackingInit(userId: string): Promise<TTrackingInit | undefined> {
    return this.inits.get({ userId });
  }

  /** Many people's initial data: BG (100 keys a request). */
  trackingInits(userIds: readonly string[]): Promise<TTrackingInit[]> {
    return userIds.length ? this.inits.getMany(userIds.map((userId) => ({ userId }))) : Promise.resolve([]);
  }

  trackingInitWrite(init: NewTrackingInit, readVersion: number | null): TransactionWrite {
    return readVersion === null ? this.inits.createWrite(init) : this.inits.replaceWrite(init, readVersion);
  }

  /** Writes without audit (the maintenance task audits once per chunk): one transaction of at most 100. */
  transact(writes: readonly TransactionWrite[]): Promise<void> {
    return this.table.transact(writes);
  }
}

/** A person's year table (for the month valuation's opening balance); undefined when there is none. */
export function yearTableOf(
  tenant: TenantContext,
  userId: string,
  year: number,
): Promise<TYearTable | undefined> {
  return new YearTableRepository(tenant).year(userId, year);
}

/** A person's special entries of a year, by date. */
export function specialEntriesOf(
  tenant: TenantContext,
  userId: string,
  year: number,
): Promise<TSpecialEntry[]> {
  return new YearTableRepository(tenant).specialsOf(userId, year);
}

/** The person's initial tracking data (start date, opening minutes, opening leave days), if any. */
export function trackingInitOf(tenant: TenantContext, userId: string): Promise<TTrackingInit | undefined> {
  return new YearTableRepository(tenant).trackingInit(userId);
}
