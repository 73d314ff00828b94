/**
 * Series of absences (docs/data-model.md section 9): the entity `ABSENCESERIES#<id>` / `ABSENCESERIES` with the
 * pattern and the fields each occurrence starts with. Its occurrences are absences (`AbsenceRepository`, gsi3
 * `ABSENCESERIES#<id>#OCCURRENCES`). A change of many occurrences needs more than one transaction: `transact`
 * writes the chunks after the first (which carries the series and the audit entry).
 */
import type * as z from 'zod';
import { ZAbsenceSeries } from '@app/shared/absences/absence-series';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

export const ZStoredAbsenceSeries = ZAbsenceSeries.omit({ version: true });
export type NewAbsenceSeries = z.infer<typeof ZStoredAbsenceSeries>;
export type StoredAbsenceSeries = NewAbsenceSeries & { version: number };

const seriesEntity = defineEntity({
  type: 'ABSENCESERIES',
  schema: ZStoredAbsenceSeries,
  versioned: true,
}).key({
  partition: { sources: ['id'], key: ({ id }) => ['ABSENCESERIES', id] },
  sort: { sources: [], key: () => 'ABSENCESERIES' },
});

export class AbsenceSeriesRepository {
  private readonly table: TenantTable;
  private readonly series;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
    this.series = seriesEntity.in(this.table);
  }

  /** One series: 1 G (consistent). */
  get(id: string): Promise<StoredAbsenceSeries | undefined> {
    return this.series.get({ id });
  }

  /** Several series in one BatchGet (the inbox's series lines); unknown ids are left out. */
  getMany(ids: readonly string[]): Promise<StoredAbsenceSeries[]> {
    return ids.length ? this.series.getMany(ids.map((id) => ({ id }))) : Promise.resolve([]);
  }

  createWrite(series: NewAbsenceSeries): TransactionWrite {
    return this.series.createWrite(series);
  }

  replaceWrite(series: NewAbsenceSeries, expectedVersion: number): TransactionWrite {
    return this.series.replaceWrite(series, expectedVersion);
  }

  deleteWrite(id: string, expectedVersion: number): TransactionWrite {
    return this.series.deleteWrite({ id }, { expectedVersion });
  }

  /** One more transaction of a series change (at most 100 writes, all or nothing). */
  transact(writes: readonly TransactionWrite[]): Promise<void> {
    return this.table.transact(writes);
  }
}
