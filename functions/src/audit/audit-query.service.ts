import type { TAuditEntry, TAuditFilter } from '@app/shared/tenants/audit';
import type { TTaskProgress } from '@app/shared/tasks/task';
import type { Language } from '@app/shared/i18n/languages';
import { addDays, dayStart } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { startTask } from '../tasks/task.service';
import { now as clockNow } from '../clock';
import { AuditRepository } from './audit.repository';

export type AuditFilter = TAuditFilter;

/** Default window when no dates are given: the last 90 days. */
const defaultDays = 90;

/**
 * The filter's days as instants: a day is the tenant's day, from its first instant to the next day's. A start
 * after the end (a start in the future without an end) is an empty range, answered without reading.
 */
export function auditRange(filter: AuditFilter, now: Date, timeZone: string): { from: string; to: string } {
  const to = filter.to
    ? new Date(dayStart(addDays(filter.to, 1), timeZone).getTime() - 1).toISOString()
    : now.toISOString();
  const from = filter.from
    ? dayStart(filter.from, timeZone).toISOString()
    : new Date(now.getTime() - defaultDays * 24 * 3600 * 1000).toISOString();
  return { from, to };
}

/** The filter's fields a cursor is bound to (the range as given, not as resolved against "now"). */
export function filterIdentity(filter: AuditFilter): unknown[] {
  return [filter.from ?? null, filter.to ?? null, filter.action ?? null, filter.search ?? null];
}

export function auditMatcher(filter: AuditFilter): ((entry: TAuditEntry) => boolean) | undefined {
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
  const accept = auditMatcher(filter);
  return new AuditRepository(caller.tenant).page({
    ...auditRange(filter, now, caller.tenantRecord.timeZone),
    filter: filterIdentity(filter),
    limit,
    cursor,
    ...(accept ? { accept } : {}),
  });
}

/** What the export job gets: the filter, the reader's language and the moment "now" of the request. */
export interface AuditExportInput {
  filter: AuditFilter;
  language: Language;
  requestedAt: string;
}

/** Starts the export of the filtered log as a background task (the `report` worker writes an .xlsx). */
export function startAuditExport(
  caller: Caller,
  filter: AuditFilter,
  language: Language,
  now = clockNow(),
): Promise<TTaskProgress> {
  const input: AuditExportInput = { filter, language, requestedAt: now.toISOString() };
  return startTask(
    caller.tenant,
    { kind: 'report', type: 'audit.export', name: { key: 'task.name.auditExport' }, input },
    language,
  );
}
