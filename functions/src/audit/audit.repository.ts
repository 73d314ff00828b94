import { createHash } from 'node:crypto';
import * as z from 'zod';
import { ZAuditEntry, type TAuditEntry } from '@app/shared/tenants/audit';
import { AppError } from '@app/shared/api/errors';
import { addMonths } from '@app/shared/time/tenant-time';
import { ZInstant, ZPlainMonth } from '@app/shared/time/time-schemas';
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

/**
 * Where a walk through the log stopped: the month and, within it, the query's cursor; the range the walk
 * started with (a default end of "now" must not move between pages); and the filter it serves.
 */
const ZAuditCursor = z.strictObject({
  f: z.string().max(64),
  // Within the days the API accepts: a forged cursor cannot walk to year 0 (or 10000) month by month.
  from: ZInstant(),
  to: ZInstant(),
  month: ZPlainMonth,
  key: z.string().max(2048).optional(),
});
type AuditCursor = z.infer<typeof ZAuditCursor>;

const encode = (cursor: AuditCursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

function decode(cursor: string): AuditCursor {
  try {
    return ZAuditCursor.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch (error) {
    // The cursor is the client's input: not JSON, or not our shape, is a 400, never a 500.
    if (error instanceof SyntaxError || error instanceof z.ZodError) throw new AppError('INVALID_CURSOR');
    throw error;
  }
}

/** A short hash of the filter a walk serves; its cursors carry it. */
function filterBinding(filter: unknown): string {
  return createHash('sha256').update(JSON.stringify(filter)).digest('base64url').slice(0, 22);
}

export interface AuditWalk {
  /** Instants (ISO, UTC), both inclusive; a cursor brings the range of the walk's first page. */
  from: string;
  to: string;
  /** The filter as the client gave it: a cursor works only for the filter that issued it. */
  filter: unknown;
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
    const binding = filterBinding(walk.filter);
    const start = walk.cursor === undefined ? undefined : decode(walk.cursor);
    if (start && start.f !== binding) throw new AppError('INVALID_CURSOR');
    const from = start?.from ?? walk.from;
    const to = start?.to ?? walk.to;
    // A range that starts after it ends (a start in the future, with the default end "now") holds nothing.
    if (from > to) return { items: [] };
    const firstMonth = from.slice(0, 7);
    const month0 = start?.month ?? to.slice(0, 7);
    if (month0 > to.slice(0, 7) || month0 < firstMonth) throw new AppError('INVALID_CURSOR');
    const cursorOf = (month: string, key?: string) =>
      encode({ f: binding, from, to, month, ...(key === undefined ? {} : { key }) });
    // `~` sorts after every id character, so entries at exactly `to` are included.
    const range = { sort: { between: [from, `${to}~`] as const }, newestFirst: true };
    const items: TAuditEntry[] = [];
    let month: string | undefined = month0;
    let key = start?.key;
    let read = 0;
    let queries = 0;
    while (month !== undefined && read < maxItemsReadPerPage && queries < maxQueriesPerPage) {
      const wanted = walk.accept ? 100 : walk.limit - items.length;
      const page = await this.entries.query({
        partition: { month },
        ...range,
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
            const before = addMonths(month, -1);
            return before < firstMonth ? { items } : { items, nextCursor: cursorOf(before) };
          }
          return { items, nextCursor: cursorOf(month, this.entries.cursorAfter(entry, range)) };
        }
      }
      if (page.nextCursor) {
        key = page.nextCursor;
      } else {
        const before = addMonths(month, -1);
        month = before < firstMonth ? undefined : before;
        key = undefined;
      }
    }
    return month === undefined ? { items } : { items, nextCursor: cursorOf(month, key) };
  }
}
