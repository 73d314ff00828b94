/**
 * Fixed bars and their entries (docs/data-model.md section 10): catalogue items, `FIXEDBAR#<id>` / `FIXEDBAR` in
 * gsi1 `CATALOG` as `FIXEDBAR#<name lower>#<id>`, and `FBENTRY#<id>` / `FBENTRY` as
 * `FBENTRY#<barId>#<start D>#<id>`. The calendar reads both with the rest of the catalogue (no extra request);
 * its reader parses them with the schemas exported here.
 */
import type * as z from 'zod';
import { ZFixedBar, ZFixedBarEntry } from '@app/shared/plan-tools/fixed-bar';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

export const ZStoredFixedBar = ZFixedBar.omit({ version: true });
export type NewFixedBar = z.infer<typeof ZStoredFixedBar>;
export type StoredFixedBar = NewFixedBar & { version: number };

export const ZStoredFixedBarEntry = ZFixedBarEntry.omit({ version: true });
export type NewFixedBarEntry = z.infer<typeof ZStoredFixedBarEntry>;
export type StoredFixedBarEntry = NewFixedBarEntry & { version: number };
export type { TransactionWrite };

const barEntity = defineEntity({ type: 'FIXEDBAR', schema: ZStoredFixedBar, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['FIXEDBAR', id] },
    sort: { sources: [], key: () => 'FIXEDBAR' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['CATALOG'] },
    sort: { sources: ['name', 'id'], key: ({ name, id }) => `FIXEDBAR#${name.toLowerCase()}#${id}` },
  });

const entryEntity = defineEntity({ type: 'FBENTRY', schema: ZStoredFixedBarEntry, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['FBENTRY', id] },
    sort: { sources: [], key: () => 'FBENTRY' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['CATALOG'] },
    sort: {
      sources: ['fixedBarId', 'startDate', 'id'],
      key: ({ fixedBarId, startDate, id }) => `FBENTRY#${fixedBarId}#${startDate}#${id}`,
    },
  });

export class FixedBarRepository {
  private readonly bars;
  private readonly entries;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.bars = barEntity.in(table);
    this.entries = entryEntity.in(table);
  }

  /** One bar: 1 G. */
  getBar(id: string): Promise<StoredFixedBar | undefined> {
    return this.bars.get({ id });
  }

  /** Every bar: 1 Q of the catalogue (`begins_with 'FIXEDBAR#'`), by name. */
  listBars(): Promise<StoredFixedBar[]> {
    return this.bars.queryAll({ index: 'gsi1', partition: {}, sort: { beginsWith: 'FIXEDBAR#' } });
  }

  /** A bar's entries by start: 1 Q of the catalogue (`begins_with 'FBENTRY#<barId>#'`). */
  entriesOf(barId: string): Promise<StoredFixedBarEntry[]> {
    return this.entries.queryAll({
      index: 'gsi1',
      partition: {},
      sort: { beginsWith: `FBENTRY#${barId}#` },
    });
  }

  /** One entry: 1 G. */
  getEntry(id: string): Promise<StoredFixedBarEntry | undefined> {
    return this.entries.get({ id });
  }

  createBarWrite(bar: NewFixedBar): TransactionWrite {
    return this.bars.createWrite(bar);
  }

  replaceBarWrite(bar: NewFixedBar, expectedVersion: number): TransactionWrite {
    return this.bars.replaceWrite(bar, expectedVersion);
  }

  deleteBarWrite(id: string, expectedVersion: number): TransactionWrite {
    return this.bars.deleteWrite({ id }, { expectedVersion });
  }

  createEntryWrite(entry: NewFixedBarEntry): TransactionWrite {
    return this.entries.createWrite(entry);
  }

  replaceEntryWrite(entry: NewFixedBarEntry, expectedVersion: number): TransactionWrite {
    return this.entries.replaceWrite(entry, expectedVersion);
  }

  deleteEntryWrite(id: string, expectedVersion: number): TransactionWrite {
    return this.entries.deleteWrite({ id }, { expectedVersion });
  }
}
