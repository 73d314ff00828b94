/**
 * How a change of a series of absences is written (docs/absences.md, "Serial absences"): each occurrence as any
 * absence change writes it (the absence at its version, its substitutes, its fragments in every unit month of the
 * person, the type's use count), packed into transactions of at most 100 writes; the first also carries the
 * series item(s) at their version, the notifications and the one audit entry of the whole change (with the count).
 * An occurrence is never split across two transactions. More than one transaction is not atomic: a failure after
 * the first leaves the occurrences written so far, which the same call repeated completes (it works from what is
 * stored) and "delete all" removes.
 */
import type { AuditAction } from '@app/shared/tenants/audit';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { AbsenceTypeRepository } from '../absence-types/absence-type.repository';
import { NotificationRepository } from '../notifications/notification.repository';
import { PlanRepository } from '../calendar/plan.repository';
import type { User } from '../directory/user.repository';
import {
  AbsenceRepository,
  type NewAbsence,
  type StoredAbsence,
  type StoredSubstitute,
  type TransactionWrite,
} from './absence.repository';
import { AbsenceSeriesRepository } from './absence-series.repository';
import { agreedIn, fragmentKeysOf, fragmentsOf, unitsOfPerson } from './absence-support';
import { invalid, type NoticeGroup } from './absence-commit';
import { mailAbsence } from './absence-mail';

const maxWrites = 100;

/** One occurrence's change: created (`after`), changed (both) or deleted (`before`). */
export interface OccurrenceChange {
  before?: StoredAbsence;
  after?: NewAbsence;
  /** Substitute children to write and remove, and all of them after the change (copied onto the absence). */
  substitutes?: { put: StoredSubstitute[]; remove: string[]; after?: readonly StoredSubstitute[] };
}

export interface SeriesChange {
  action: Extract<AuditAction, `absenceSeries.${string}`>;
  person: User;
  /** The series the audit entry names. */
  seriesId: string;
  /** The series item(s): created, replaced at their version (also when only the version moves), deleted. */
  seriesWrites: TransactionWrite[];
  occurrences: readonly OccurrenceChange[];
  notify?: NoticeGroup[];
  /** What the audit entry keeps besides the count. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  at: Date;
}

/** The writes of one occurrence and what it does to the types' use counts. */
function occurrenceWrites(
  change: OccurrenceChange,
  units: readonly string[],
  absences: AbsenceRepository,
  plan: PlanRepository,
): { writes: TransactionWrite[]; counts: Map<string, number> } {
  const { before } = change;
  const copies = change.substitutes?.after;
  const after =
    change.after && copies
      ? { ...change.after, substituteCopies: AbsenceRepository.copiesOf(copies) }
      : change.after;
  const id = (after ?? before)?.id ?? '';
  const writes: TransactionWrite[] = [];
  if (after && before) writes.push(absences.replaceWrite(after, before.version));
  else if (after) writes.push(absences.createWrite(after));
  else if (before) writes.push(absences.deleteWrite(before.id, before.version));
  writes.push(
    ...(change.substitutes?.put ?? []).map((substitute) => absences.substitutePutWrite(substitute)),
    ...(change.substitutes?.remove ?? []).map((userId) => absences.substituteDeleteWrite(id, userId)),
    ...plan.absenceFragmentWrites(
      after ? fragmentsOf(after, units, agreedIn(after)) : [],
      before ? fragmentKeysOf(before, units) : [],
    ),
  );
  const counts = new Map<string, number>();
  if (before?.absenceTypeId !== after?.absenceTypeId) {
    if (before) counts.set(before.absenceTypeId, (counts.get(before.absenceTypeId) ?? 0) - 1);
    if (after) counts.set(after.absenceTypeId, (counts.get(after.absenceTypeId) ?? 0) + 1);
  }
  return { writes, counts };
}

/** A transaction being filled: occurrences' writes and the use counts they add up to (one write per type). */
class Chunk {
  readonly writes: TransactionWrite[] = [];
  readonly counts = new Map<string, number>();

  constructor(private readonly room: number) {}

  /** Whether the occurrence fits (its writes and any new type count), and takes it if so. */
  take(part: { writes: TransactionWrite[]; counts: Map<string, number> }): boolean {
    const newTypes = [...part.counts.keys()].filter((typeId) => !this.counts.has(typeId)).length;
    if (this.writes.length + this.counts.size + part.writes.length + newTypes > this.room) return false;
    this.writes.push(...part.writes);
    for (const [typeId, by] of part.counts) this.counts.set(typeId, (this.counts.get(typeId) ?? 0) + by);
    return true;
  }

  all(types: AbsenceTypeRepository): TransactionWrite[] {
    const counts = [...this.counts].filter(([, by]) => by !== 0);
    return [...this.writes, ...counts.map(([typeId, by]) => types.useCountWrite(typeId, by))];
  }
}

/** Writes the change (see above); then tells those who did not fit into the first transaction and sends mails. */
export async function commitSeries(caller: Caller, change: SeriesChange): Promise<void> {
  const absences = new AbsenceRepository(caller.tenant);
  const plan = new PlanRepository(caller.tenant);
  const types = new AbsenceTypeRepository(caller.tenant);
  const notifications = new NotificationRepository(caller.tenant);
  const units = unitsOfPerson(change.person);
  const parts = change.occurrences.map((occurrence) => occurrenceWrites(occurrence, units, absences, plan));
  if (parts.some((part) => part.writes.length + part.counts.size > maxWrites - 1))
    throw invalid('body.end', 'absences.error.tooManyUnits');

  // Each person is told once, by the first group naming them (one notification and one unread count each).
  const told = new Set<string>([caller.user.id]);
  const groups = (change.notify ?? []).flatMap((group) => {
    const userIds = [...new Set(group.userIds)].filter((userId) => !told.has(userId) && told.add(userId));
    return userIds.length ? [{ ...group, userIds }] : [];
  });

  // The first transaction: the series, the notifications that fit beside the first occurrences, the audit entry.
  const first = new Chunk(maxWrites - 1 - change.seriesWrites.length);
  let next = 0;
  while (next < parts.length && first.take(parts[next] ?? { writes: [], counts: new Map() })) next += 1;
  const firstWrites = [...change.seriesWrites, ...first.all(types)];
  let room = Math.floor((maxWrites - 1 - firstWrites.length) / 2);
  const later: NoticeGroup[] = [];
  for (const group of groups) {
    const now = group.userIds.slice(0, Math.max(room, 0));
    room -= now.length;
    firstWrites.push(...notifications.notifyManyWrites(now, group.notice, change.at));
    if (group.userIds.length > now.length) later.push({ ...group, userIds: group.userIds.slice(now.length) });
  }
  await commitAudited(
    caller,
    {
      action: change.action,
      target: { type: 'absenceSeries', id: change.seriesId, name: change.person.displayName },
      before: change.before ?? null,
      after: { ...change.after, count: change.occurrences.length },
      at: change.at,
    },
    firstWrites,
  );

  const series = new AbsenceSeriesRepository(caller.tenant);
  while (next < parts.length) {
    const chunk = new Chunk(maxWrites);
    while (next < parts.length && chunk.take(parts[next] ?? { writes: [], counts: new Map() })) next += 1;
    await series.transact(chunk.all(types));
  }
  for (const group of later) await notifications.notifyMany(group.userIds, group.notice, change.at);
  const mails = groups.filter((group) => group.mail && group.userIds.length);
  if (mails.length) await mailAbsence(caller, change.person.displayName, mails);
}
