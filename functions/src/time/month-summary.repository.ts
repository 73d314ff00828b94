/**
 * Month summaries (`MONTH`, docs/data-model.md section 10): a person's valued month in the time partition of
 * their primary unit (`UNIT#<U>#TIME#<M>` / `M#<u>`) and on their month (gsi1 `USER#<u>#TIME#<M>` / `M`). Not
 * versioned: the valuation overwrites a summary whenever it values the month and the sums changed.
 */
import { ZMonthSummary, type TMonthSummary } from '@app/shared/time-tracking/month-summary';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/** A person without a primary unit keeps their summaries in this partition (as their bookings). */
const noUnit = 'NONE';

const monthSummaryEntity = defineEntity({ type: 'MONTH', schema: ZMonthSummary, versioned: false })
  .key({
    partition: {
      sources: ['unitId', 'month'],
      key: ({ unitId, month }) => ['UNIT', unitId ?? noUnit, 'TIME', month],
    },
    sort: { sources: ['userId'], key: ({ userId }) => `M#${userId}` },
  })
  .index('gsi1', {
    partition: { sources: ['userId', 'month'], key: ({ userId, month }) => ['USER', userId, 'TIME', month] },
    sort: { sources: [], key: () => 'M' },
  });

const summariesOf = (tenant: TenantContext) => monthSummaryEntity.in(new TenantTable(tenant));

/** Write (overwrite) the summaries: batch writes of 25. */
export async function putMonthSummaries(
  tenant: TenantContext,
  summaries: readonly TMonthSummary[],
): Promise<void> {
  if (summaries.length > 0) await summariesOf(tenant).putMany(summaries);
}

/** The summaries of a unit's month (people whose primary unit it was when valued): 1 Q `begins_with 'M#'`. */
export function monthSummariesOfUnit(
  tenant: TenantContext,
  unitId: string | null,
  month: string,
): Promise<TMonthSummary[]> {
  return summariesOf(tenant).queryAll({ partition: { unitId, month }, sort: { beginsWith: 'M#' } });
}

/** A person's summaries of a year, by month (absent months are not valued yet): 12 Q gsi1 in parallel. */
export async function monthSummariesOfUser(
  tenant: TenantContext,
  userId: string,
  year: number,
): Promise<TMonthSummary[]> {
  const months = Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
  const found = await Promise.all(months.map((month) => monthSummaryOfUser(tenant, userId, month)));
  return found.filter((summary): summary is TMonthSummary => summary !== undefined);
}

/** A person's summary of one month: 1 Q gsi1 (a person who changed unit mid-month: the latest valued). */
export async function monthSummaryOfUser(
  tenant: TenantContext,
  userId: string,
  month: string,
): Promise<TMonthSummary | undefined> {
  const found = await summariesOf(tenant).queryAll({
    index: 'gsi1',
    partition: { userId, month },
    sort: { beginsWith: 'M' },
  });
  return found.sort((a, b) => b.valuedAt.localeCompare(a.valuedAt))[0];
}
