import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type ItemKey, type Page, type TransactionWrite } from '../data/tenant-table';

export interface AuditRecord extends ItemKey {
  id: string;
  at: string;
  action: string;
  /** Who did it: user id and username (kept, so the entry stays readable after the user is deleted). */
  actorId: string | null;
  actorName: string;
  targetType: string;
  targetId: string | null;
  targetName: string | null;
  before: unknown;
  after: unknown;
}

export type NewAuditEntry = Omit<AuditRecord, 'pk' | 'sk'>;

/** The tenant's audit log, newest first by time. Entries are never changed. */
export class AuditRepository {
  private readonly table: TenantTable;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
  }

  private record(entry: NewAuditEntry): AuditRecord {
    return { ...entry, pk: this.table.key('AUDIT'), sk: `${entry.at}#${entry.id}` };
  }

  write(entry: NewAuditEntry): TransactionWrite {
    return { put: { ...this.record(entry) }, ifNotExists: true };
  }

  async append(entry: NewAuditEntry): Promise<void> {
    await this.table.transact([this.write(entry)]);
  }

  /** Entries between two instants (inclusive), newest first. */
  list(options: { from: string; to: string; limit: number; cursor?: string }): Promise<Page<AuditRecord>> {
    return this.table.query<AuditRecord>({
      partitionKey: this.table.key('AUDIT'),
      // `~` sorts after every id character, so entries at exactly `to` are included.
      sortKeyBetween: [options.from, `${options.to}~`],
      newestFirst: true,
      limit: options.limit,
      ...(options.cursor ? { cursor: options.cursor } : {}),
    });
  }
}
