/**
 * The one transaction of every absence change: the absence (version), its substitutes, its fragments in every
 * unit month of the person (puts and stale deletes), the type's use count, notifications and the audit entry;
 * and what a change answers (the absence with its shift conflicts and staffing warnings).
 */
import { AppError } from '@app/shared/api/errors';
import type { TAbsenceResult } from '@app/shared/absences/absence';
import type { TNotice } from '@app/shared/notifications/notification';
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
import type { Verdict } from './absence-policy';
import { agreedIn, fragmentKeysOf, fragmentsOf, shiftConflicts, unitsOfPerson } from './absence-support';
import { checkAbsenceRules, type AbsenceRuleCheck } from './absence-rules';
import { mailAbsence } from './absence-mail';

const maxWrites = 100;

export const invalid = (path: string, messageKey: string) =>
  AppError.validation([{ path, code: 'invalid_value', messageKey, message: messageKey }]);

export function enforce(verdict: Verdict): void {
  if (verdict === 'forbidden') throw new AppError('FORBIDDEN');
  if (verdict === 'state') throw new AppError('ABSENCE_CHANGE_REFUSED');
}

/** Who is told what; `mail`: also by e-mail (after the commit). */
export interface NoticeGroup {
  userIds: string[];
  notice: TNotice;
  mail?: boolean;
}

export interface Change {
  action: 'absence.create' | 'absence.update' | 'absence.delete' | 'absence.state';
  person: User;
  before?: StoredAbsence;
  /** Absent on delete. */
  after?: NewAbsence;
  /**
   * Substitute children to write, the ids of those to remove, and all of them after the change (copied onto the
   * absence item and, the agreed ones, onto its fragments; without `after` the copies stay as they were).
   */
  substitutes?: { put: StoredSubstitute[]; remove: string[]; after?: readonly StoredSubstitute[] };
  notify?: NoticeGroup[];
  /** The APPROVE rule that approved the absence at once (the audit names it). */
  approvedByRule?: { id: string; name: string };
  /** An administrator decided on (or entered approved) their own absence: the audit entry says `ownDecision`. */
  ownDecision?: boolean;
  /** Writes of other items the change makes too (an occurrence deleted alone: a break in its series). */
  extraWrites?: readonly TransactionWrite[];
  at: Date;
}

const snapshot = (absence: NewAbsence | StoredAbsence | undefined) =>
  absence && {
    userId: absence.userId,
    absenceTypeId: absence.absenceTypeId,
    begin: absence.begin,
    end: absence.end,
    state: absence.state,
  };

/** The absence with the copies of its substitutes as they are after the change. */
function withCopies(
  absence: NewAbsence | undefined,
  substitutes: readonly StoredSubstitute[] | undefined,
): NewAbsence | undefined {
  if (!absence || !substitutes) return absence;
  return { ...absence, substituteCopies: AbsenceRepository.copiesOf(substitutes) };
}

/** Commits the change in one transaction; then sends its mails (a failed mail is logged only). */
export async function commit(caller: Caller, change: Change): Promise<void> {
  const absences = new AbsenceRepository(caller.tenant);
  const plan = new PlanRepository(caller.tenant);
  const types = new AbsenceTypeRepository(caller.tenant);
  const units = unitsOfPerson(change.person);
  const { before } = change;
  const after = withCopies(change.after, change.substitutes?.after);
  const id = (after ?? before)?.id ?? '';
  const writes: TransactionWrite[] = [];
  if (after && before) writes.push(absences.replaceWrite(after, before.version));
  else if (after) writes.push(absences.createWrite(after));
  else if (before) writes.push(absences.deleteWrite(before.id, before.version));
  if (before?.absenceTypeId !== after?.absenceTypeId) {
    if (before) writes.push(types.useCountWrite(before.absenceTypeId, -1));
    if (after) writes.push(types.useCountWrite(after.absenceTypeId, 1));
  }
  writes.push(
    ...(change.substitutes?.put ?? []).map((substitute) => absences.substitutePutWrite(substitute)),
    ...(change.substitutes?.remove ?? []).map((userId) => absences.substituteDeleteWrite(id, userId)),
  );
  writes.push(
    ...plan.absenceFragmentWrites(
      after ? fragmentsOf(after, units, agreedIn(after)) : [],
      before ? fragmentKeysOf(before, units) : [],
    ),
  );
  writes.push(...(change.extraWrites ?? []));
  // The audit entry is the last write; what is left goes to notifications (2 writes each).
  if (writes.length + 1 > maxWrites) throw invalid('body.end', 'absences.error.tooManyUnits');
  const notifications = new NotificationRepository(caller.tenant);
  let room = Math.floor((maxWrites - 1 - writes.length) / 2);
  const groups = (change.notify ?? []).map((group) => ({
    ...group,
    userIds: [...new Set(group.userIds)].filter((userId) => userId !== caller.user.id),
  }));
  const later: NoticeGroup[] = [];
  for (const group of groups) {
    const now = group.userIds.slice(0, Math.max(room, 0));
    room -= now.length;
    writes.push(...notifications.notifyManyWrites(now, group.notice, change.at));
    if (group.userIds.length > now.length) later.push({ ...group, userIds: group.userIds.slice(now.length) });
  }
  const target = { type: 'absence', id, name: change.person.displayName };
  await commitAudited(
    caller,
    {
      action: change.action,
      target: target,
      before: snapshot(before),
      after: after && {
        ...snapshot(after),
        ...(change.approvedByRule ? { approvedByRule: change.approvedByRule } : {}),
        ...(change.ownDecision ? { ownDecision: true } : {}),
      },
      at: change.at,
    },
    writes,
  );
  // Recipients beyond what fits into the transaction are told afterwards (a large tenant's many planners).
  for (const group of later) await notifications.notifyMany(group.userIds, group.notice, change.at);
  const mails = groups.filter((group) => group.mail && group.userIds.length);
  if (mails.length) await mailAbsence(caller, change.person.displayName, mails);
}

/** The notice of a change, with the type's name in each language and the person's name. */
export async function noticeOf(
  caller: Caller,
  absence: NewAbsence,
  person: User,
  messageKey: string,
  reason?: string | null,
): Promise<TNotice> {
  const type = await new AbsenceTypeRepository(caller.tenant).get(absence.absenceTypeId);
  return {
    messageKey,
    params: {
      actor: caller.user.displayName,
      person: person.displayName,
      absence: type?.shortName ?? '',
      // Read in the reader's language (readableNoticeParams): the caption, not the short code.
      ...(type
        ? { 'absence.de': type.caption.de || type.shortName, 'absence.en': type.caption.en || type.shortName }
        : {}),
      begin: absence.begin,
      end: absence.end,
      ...(reason ? { reason } : {}),
    },
    link: { kind: 'absence', id: absence.id, date: absence.begin },
  };
}

/**
 * What a change answers: the absence as written with its substitutes, shift conflicts and what the rules say
 * (staffing warnings, barriers that only warn, messages); `checked`: the rules' check made before writing.
 */
export async function resultOf(
  caller: Caller,
  person: User,
  absence: NewAbsence,
  version: number,
  substitutes: readonly StoredSubstitute[],
  checked?: AbsenceRuleCheck,
): Promise<TAbsenceResult> {
  const answer = AbsenceRepository.toAbsence({ ...absence, version }, substitutes);
  const [conflicts, rules] = await Promise.all([
    shiftConflicts(caller, answer),
    checked ?? checkAbsenceRules(caller, answer, person),
  ]);
  return {
    absence: answer,
    shiftConflicts: conflicts,
    absentWarnings: rules.absentWarnings,
    ruleFindings: rules.ruleFindings,
  };
}
