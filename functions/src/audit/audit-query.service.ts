import type { TAuditEntry } from '@app/shared/tenants/audit';
import { addDays, dayStart } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { now as clockNow } from '../clock';
import { AuditRepository } from './audit.repository';

export interface AuditFilter {
  /** Days of the tenant's calendar (`YYYY-MM-DD`), both included. */
  from?: string | undefined;
  to?: string | undefined;
  action?: string | undefined;
  search?: string | undefined;
}

/** Default window when no dates are given: the last 90 days. */
const defaultDays = 90;

/** The filter's days as instants: a day is the tenant's day, from its first instant to the next day's. */
function range(filter: AuditFilter, now: Date, timeZone: string): { from: string; to: string } {
  const to = filter.to
    ? new Date(dayStart(addDays(filter.to, 1), timeZone).getTime() - 1).toISOString()
    : now.toISOString();
  const from = filter.from
    ? dayStart(filter.from, timeZone).toISOString()
    : new Date(now.getTime() - defaultDays * 24 * 3600 * 1000).toISOString();
  return { from, to };
}

function matcher(filter: AuditFilter): ((entry: TAuditEntry) => boolean) | undefined {
  if (!filter.action && !filter.search) return undefined;
  const needle = filter.search?.toLowerCase();
  return (entry) => {
    if (filter.action && entry.action !== filter.action) return false;
    if (needle && !`${entry.actorName} ${entry.targetName ?? ''}`.toLowerCase().includes(needle))
      return false;
    return true;
  };
}

/**
 * One page of the audit log, newest first; action and name filters apply within the date range. A page reads a
 * bounded number of entries, so with a rare filter it may come back short (or empty) with a cursor to go on.
 */
export async function auditPage(
  caller: Caller,
  filter: AuditFilter,
  limit: number,
  cursor: string | undefined,
  now = clockNow(),
): Promise<{ items: TAuditEntry[]; nextCursor?: string }> {
  const accept = matcher(filter);
  return new AuditRepository(caller.tenant).page({
    ...range(filter, now, caller.tenantRecord.timeZone),
    limit,
    cursor,
    ...(accept ? { accept } : {}),
  });
}

/** Every matching entry, for the CSV export. */
export async function allAuditEntries(
  caller: Caller,
  filter: AuditFilter,
  now = clockNow(),
): Promise<TAuditEntry[]> {
  const entries: TAuditEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await auditPage(caller, filter, 100, cursor, now);
    entries.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return entries;
}

function csvField(value: unknown): string {
  const text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  // Quote every field and neutralise spreadsheet formulas (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function auditCsv(entries: TAuditEntry[]): string {
  const header = [
    'at',
    'action',
    'actorId',
    'actorName',
    'targetType',
    'targetId',
    'targetName',
    'before',
    'after',
  ];
  const lines = entries.map((entry) =>
    [
      entry.at,
      entry.action,
      entry.actorId,
      entry.actorName,
      entry.targetType,
      entry.targetId,
      entry.targetName,
      entry.before,
      entry.after,
    ]
      .map(csvField)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
