import type { TAuditEntry } from '@app/shared/tenants/audit';
import type { Caller } from '../security/caller';
import { AuditRepository, type AuditRecord } from './audit.repository';
import { toAuditEntry } from './audit.service';

export interface AuditFilter {
  from?: string | undefined;
  to?: string | undefined;
  action?: string | undefined;
  search?: string | undefined;
}

/** Default window when no dates are given: the last 90 days. */
const defaultDays = 90;

function range(filter: AuditFilter, now: Date): { from: string; to: string } {
  const to = filter.to ? `${filter.to}T23:59:59.999Z` : now.toISOString();
  const from = filter.from
    ? `${filter.from}T00:00:00.000Z`
    : new Date(now.getTime() - defaultDays * 24 * 3600 * 1000).toISOString();
  return { from, to };
}

function matches(record: AuditRecord, filter: AuditFilter): boolean {
  if (filter.action && record.action !== filter.action) return false;
  if (filter.search) {
    const needle = filter.search.toLowerCase();
    const haystack = `${record.actorName} ${record.targetName ?? ''}`.toLowerCase();
    if (!haystack.includes(needle)) return false;
  }
  return true;
}

/** One page of the audit log, newest first; action and name filters apply within the date range. */
export async function auditPage(
  caller: Caller,
  filter: AuditFilter,
  limit: number,
  cursor: string | undefined,
  now = new Date(),
): Promise<{ items: TAuditEntry[]; nextCursor?: string }> {
  const repository = new AuditRepository(caller.tenant);
  const items: TAuditEntry[] = [];
  let next = cursor;
  // Filters other than the date range are applied after reading, so a page may need several reads.
  do {
    const page = await repository.list({ ...range(filter, now), limit, ...(next ? { cursor: next } : {}) });
    items.push(...page.items.filter((record) => matches(record, filter)).map(toAuditEntry));
    next = page.nextCursor;
  } while (next && items.length < limit);
  return { items, ...(next ? { nextCursor: next } : {}) };
}

/** Every matching entry, for the CSV export. */
export async function allAuditEntries(
  caller: Caller,
  filter: AuditFilter,
  now = new Date(),
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
