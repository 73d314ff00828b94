/**
 * Day records (`DAY`, docs/data-model.md section 10): what a planner fixed about one person's day. A record
 * exists only once someone confirmed the day (its valuation frozen), corrected it by hand, decided its overtime
 * or confirmed its absence; every other day is valued live. In the time partition of the person's primary unit
 * (`UNIT#<U>#TIME#<M>` / `D#<u>#<D>`) and on their month (gsi1 `USER#<u>#TIME#<M>` / `D#<D>`).
 */
import * as z from 'zod';
import { ZDayConfirmation, ZDayCorrection, ZDayOvertime } from '@app/shared/time-tracking/tracking';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

const noUnit = 'NONE';
/** More than a 1 MB page holds: DynamoDB cuts the pages, not a count. */
const wholePages = 10_000;
const monthOf = (date: string) => date.slice(0, 7);
const ZMinuteSplit = z.array(z.object({ key: z.string(), minutes: z.number().int() }));

/** The valuation as frozen at confirmation (what the month shows from then on). */
export const ZFrozenValuation = z.object({
  target: z.number().int(),
  actual: z.number().int(),
  pause: z.number().int(),
  absence: z.number().int(),
  difference: z.number().int(),
  /** Surcharge minutes by rate id, cost unit minutes by code. */
  surcharges: ZMinuteSplit,
  costUnits: ZMinuteSplit,
});
export type FrozenValuation = z.infer<typeof ZFrozenValuation>;

export const ZStoredDayRecord = z.object({
  userId: z.string(),
  unitId: z.string().nullable(),
  date: z.string(),
  frozen: ZFrozenValuation.nullable(),
  overtime: ZDayOvertime.nullable(),
  correction: ZDayCorrection.nullable(),
  confirmed: ZDayConfirmation.nullable(),
  absenceConfirmed: z.object({ at: z.iso.datetime(), by: z.string() }).nullable(),
  /** EditAbsenceTracking: the absence credit of the day set by hand (minutes); null: as valued. */
  absenceOverride: z.number().int().nullable().default(null),
  /** saveTrackingCostUnits: the day's actual minutes split over cost units by hand (by code); null: as booked. */
  costUnitSplit: ZMinuteSplit.nullable().default(null),
  updatedAt: z.iso.datetime(),
});
export type NewDayRecord = z.infer<typeof ZStoredDayRecord>;
export type DayRecord = NewDayRecord & { version: number };

const dayRecordEntity = defineEntity({ type: 'DAY', schema: ZStoredDayRecord, versioned: true })
  .key({
    partition: {
      sources: ['unitId', 'date'],
      from: ({ unitId, date }) => ({ unitId, month: monthOf(date) }),
      key: ({ unitId, month }: { unitId: string | null; month: string }) => [
        'UNIT',
        unitId ?? noUnit,
        'TIME',
        month,
      ],
    },
    sort: { sources: ['userId', 'date'], key: ({ userId, date }) => `D#${userId}#${date}` },
  })
  .index('gsi1', {
    partition: {
      sources: ['userId', 'date'],
      from: ({ userId, date }) => ({ userId, month: monthOf(date) }),
      key: ({ userId, month }: { userId: string; month: string }) => ['USER', userId, 'TIME', month],
    },
    sort: { sources: ['date'], key: ({ date }) => `D#${date}` },
  });

export class DayRecordRepository {
  private readonly records;

  constructor(tenant: TenantContext) {
    this.records = dayRecordEntity.in(new TenantTable(tenant));
  }

  /** A person's records of a month: 1 Q gsi1 `begins_with 'D#'` (a record written in another unit is found too). */
  ofPersonMonth(userId: string, month: string): Promise<DayRecord[]> {
    return this.records.queryAll({
      index: 'gsi1',
      partition: { userId, month },
      sort: { beginsWith: 'D#' },
    });
  }

  /**
   * A unit's records of a month: 1 Q `begins_with 'D#'`, in pages DynamoDB's 1 MB cuts (a unit of 1,000 people has
   * ~22,000 records a confirmed month: pages of 100 would be 220 requests).
   */
  ofUnitMonth(unitId: string, month: string): Promise<DayRecord[]> {
    return this.pagesOf(unitId, month, 'D#');
  }

  /**
   * The same records read as 16 Queries side by side, one per first hex digit of the person's id (`D#0` ... `D#f`):
   * for a whole company's confirmed month (the payroll export reads ~30,000 records of 1,000 people), where one
   * Query's pages, read one after the other, take seconds.
   */
  async ofUnitMonthInSegments(unitId: string, month: string): Promise<DayRecord[]> {
    const segments = await Promise.all(
      [...'0123456789abcdef'].map((digit) => this.pagesOf(unitId, month, `D#${digit}`)),
    );
    return segments.flat();
  }

  private async pagesOf(unitId: string, month: string, prefix: string): Promise<DayRecord[]> {
    const records: DayRecord[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.records.query({
        partition: { unitId, month },
        sort: { beginsWith: prefix },
        limit: wholePages,
        ...(cursor ? { cursor } : {}),
      });
      records.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return records;
  }

  /** Create (version 0 read) or replace at the version read; a record of another unit moves (delete + create). */
  saveWrites(before: DayRecord | undefined, after: NewDayRecord): TransactionWrite[] {
    if (!before) return [this.records.createWrite(after)];
    if (before.unitId !== after.unitId)
      return [
        this.records.deleteWrite(before, { expectedVersion: before.version }),
        this.records.createWrite(after),
      ];
    return [this.records.replaceWrite(after, before.version)];
  }

  deleteWrite(record: DayRecord): TransactionWrite {
    return this.records.deleteWrite(record, { expectedVersion: record.version });
  }
}
