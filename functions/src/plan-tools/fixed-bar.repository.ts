/**
 * Fixed bars and their entries (docs/data-model.md section 10): catalogue items, `FIXEDBAR#<id>` / `FIXEDBAR` in
 * gsi1 `CATALOG` as `FIXEDBAR#<name lower>#<id>`, and `FBENTRY#<id>` / `FBENTRY` as
 * `FBENTRY#<barId>#<start D>#<id>`. The calendar reads both with the rest of the catalogue (no extra request),
 * so their definitions live below it (`calendar/drawn-items.entities.ts`) and are written here.
 */
import type * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import {
  fixedBarEntity,
  fixedBarEntryEntity,
  type ZStoredFixedBar,
  type ZStoredFixedBarEntry,
} from '../calendar/drawn-items.entities';

export type NewFixedBar = z.infer<typeof ZStoredFixedBar>;
export type StoredFixedBar = NewFixedBar & { version: number };
export type NewFixedBarEntry = z.infer<typeof ZStoredFixedBarEntry>;
export type StoredFixedBarEntry = NewFixedBarEntry & { version: number };
export type { TransactionWrite };

export class FixedBarRepository {
  private readonly bars;
  private readonly entries;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.bars = fixedBarEntity.in(table);
    this.entries = fixedBarEntryEntity.in(table);
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
