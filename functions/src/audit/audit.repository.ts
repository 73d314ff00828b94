import * as z from 'zod';
import { ZAuditEntry, type TAuditEntry } from '@app/shared/tenants/audit';
import { AppError } from '@app/shared/api/errors';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { transact } from '../data/transact';

/**
 * `AUDIT#<YYYY-MM>` (the UTC month of `at`), sorted by `<at>#<id>`: one partition per month, so that a busy
 * tenant's log spreads over partitions and a date range reads only its months.
 */
const auditEntity = defineEntity({ type: 'AUDIT', schema: ZAuditEntry, versioned: false }).key({
  partition: {
    sources: ['at'],
    from: ({ at }) => ({ month: at.slice(0, 7) }),
    key: ({ month }) => ['AUDIT', month],
  },
  sort: { sources: ['at', 'id'], key: ({ at, id }) => `${at}#${id}` },
});

/** Where a walk through the log stopped: the month and, within it, the query's cursor. */
const ZAuditCursor = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  key: z.string().max(2048).optional(),
});

const encode = (cursor: z.infer<typeof ZAuditCursor>) =>
  Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

function decode(cursor: string): z.infer<typeof ZAuditCursor> {
  try {
    return ZAuditCursor.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('INVALID_CURSOR');
  }
}

function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

export interface AuditWalk {
  /** Instants (ISO, UTC), both inclusive. */
  from: string;
  to: string;
  /** Entries wanted on this page. */
  limit: number;
  cursor?: string | undefined;
  /** Applied after reading (filters DynamoDB cannot key on); absent: every entry in the range. */
  accept?: (entry: TAuditEntry) => boolean;
}

/** Bounds of one page's work, so that a rare filter over a long range cannot make one request read everything. */
const maxItemsReadPerPage = 500;
const maxQueriesPerPage = 40;

/** The tenant's audit log, newest first. Entries are never changed. */
export class AuditRepository {
  private readonly entries;

  constructor(private readonly tenant: TenantContext) {
    this.entries = auditEntity.in(new TenantTable(tenant));
  }

  /** The entry's write, for the transaction of the change it records. */
  appendWrite(entry: TAuditEntry): TransactionWrite {
    return this.entries.createWrite(entry);
  }

  /** Writes a change and its audit entry in one transaction: both or neither. */
  async commit(entry: TAuditEntry, changes: readonly TransactionWrite[]): Promise<void> {
    await transact(this.tenant, [...changes, this.appendWrite(entry)]);
  }

  /**
   * One page of entries between two instants, newest first: walks the months from the newest down, reading at
   * most 500 entries and 40 partitions per page. A page may hold fewer than `limit` entries (even none) and
   * still carry a cursor when the bounds stopped it.
   */
  async page(walk: AuditWalk): Promise<{ items: TAuditEntry[]; nextCursor?: string }> {
    const firstMonth = walk.from.slice(0, 7);
    const start = walk.cursor === undefined ? { month: walk.to.slice(0, 7) } : decode(walk.cursor);
    if (start.month > walk.to.slice(0, 7) || start.month < firstMonth) throw new AppError('INVALID_CURSOR');
    const items: TAuditEntry[] = [];
    let month: string | undefined = start.month;
    let key = start.key;
    let read = 0;
    let queries = 0;
    while (month !== undefined && read < maxItemsReadPerPage && queries < maxQueriesPerPage) {
      const wanted = walk.accept ? 100 : walk.limit - items.length;
      const page = await this.entries.query({
        partition: { month },
        // `~` sorts after every id character, so entries at exactly `to` are included.
        sort: { between: [walk.from, `${walk.to}~`] },
        newestFirst: true,
        limit: Math.min(wanted, maxItemsReadPerPage - read),
        ...(key === undefined ? {} : { cursor: key }),
      });
      queries++;
      read += page.items.length;
      for (const entry of page.items) {
        if (walk.accept && !walk.accept(entry)) continue;
        items.push(entry);
        if (items.length === walk.limit) {
          const last = entry === page.items[page.items.length - 1];
          // Stopped on the month's last entry: the next page starts with the month before.
          if (last && !page.nextCursor) {
            const before = previousMonth(month);
            return before < firstMonth ? { items } : { items, nextCursor: encode({ month: before }) };
          }
          return { items, nextCursor: encode({ month, key: this.entries.cursorAfter(entry) }) };
        }
      }
      if (page.nextCursor) {
        key = page.nextCursor;
      } else {
        const before = previousMonth(month);
        month = before < firstMonth ? undefined : before;
        key = undefined;
      }
    }
    return month === undefined
      ? { items }
      : { items, nextCursor: encode({ month, ...(key ? { key } : {}) }) };
  }
}
