/**
 * Absences: create, edit, delete, state changes and what the caller may do (docs/decisions.md, "Absences: states
 * and who may change them"). Every change is one transaction: the absence (version), its fragments in every unit
 * month of the person, the type's use count, notifications and the audit entry.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import {
  absenceStates,
  maxAbsenceDays,
  type TAbsence,
  type TAbsenceCreate,
  type TAbsenceResult,
  type TAbsenceStateChange,
  type TAbsenceStateInfo,
  type TAbsenceUpdate,
} from '@app/shared/absences/absence';
import { eventItemTypes } from '@app/shared/absence-types/absence-type';
import { addDays, daysBetween } from '@app/shared/time/tenant-time';
import type { TNotice } from '@app/shared/notifications/notification';
import type { Caller } from '../security/caller';
import {
  AbsenceRepository,
  type NewAbsence,
  type StoredAbsence,
  type TransactionWrite,
} from './absence.repository';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { actorOf } from '../units/unit.service';
import { AbsenceTypeRepository } from '../absence-types/absence-type.repository';
import { NotificationRepository } from '../notifications/notification.repository';
import { PlanRepository } from '../calendar/plan.repository';
import type { User } from '../users/user.repository';
import {
  creatableStates,
  judgeDelete,
  judgeEdit,
  judgeTransition,
  stateInfo,
  transitions,
  type Verdict,
} from './absence-policy';
import {
  actorFor,
  approversOf,
  assertMayRead,
  fragmentKeysOf,
  fragmentsOf,
  requirePerson,
  shiftConflicts,
  unitsOfPerson,
} from './absence-support';

const maxWrites = 100;
const invalid = (path: string, messageKey: string) =>
  AppError.validation([{ path, code: 'invalid_value', messageKey, message: messageKey }]);

function enforce(verdict: Verdict): void {
  if (verdict === 'forbidden') throw new AppError('FORBIDDEN');
  if (verdict === 'state') throw new AppError('ABSENCE_CHANGE_REFUSED');
}

type AbsenceFields = Omit<TAbsenceUpdate, 'version'>;

/** Dates, half days, times by class, the type and the substitutes. Answers the type's event class. */
async function checkFields(caller: Caller, userId: string, fields: AbsenceFields): Promise<number> {
  if (fields.end < fields.begin) throw invalid('body.end', 'absences.error.endBeforeBegin');
  if (daysBetween(fields.begin, fields.end) + 1 > maxAbsenceDays)
    throw invalid('body.end', 'absences.error.tooLong');
  const type = await new AbsenceTypeRepository(caller.tenant).get(fields.absenceTypeId);
  if (!type?.enabled) throw invalid('body.absenceTypeId', 'absences.error.typeUnknown');
  const timed = type.itemClass === eventItemTypes.overTime;
  if (timed && (fields.beginTime === null || fields.endTime === null))
    throw invalid('body.beginTime', 'absences.error.timesRequired');
  if (!timed && (fields.beginTime !== null || fields.endTime !== null))
    throw invalid('body.beginTime', 'absences.error.timesNotAllowed');
  if (fields.begin === fields.end && fields.beginState !== fields.endState)
    throw invalid('body.endState', 'absences.error.halfDayOneDay');
  if (fields.substituteIds.includes(userId))
    throw invalid('body.substituteIds', 'absences.error.substituteSelf');
  return type.itemClass;
}

interface Change {
  action: 'absence.create' | 'absence.update' | 'absence.delete' | 'absence.state';
  person: User;
  before?: StoredAbsence;
  /** Absent on delete. */
  after?: NewAbsence;
  /** Who to tell, and what. */
  notify?: { userIds: string[]; notice: TNotice };
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

/** One transaction: absence, fragments (puts and stale deletes), use counts, notifications, audit. */
async function commit(caller: Caller, change: Change): Promise<void> {
  const absences = new AbsenceRepository(caller.tenant);
  const plan = new PlanRepository(caller.tenant);
  const types = new AbsenceTypeRepository(caller.tenant);
  const units = unitsOfPerson(change.person);
  const { before, after } = change;
  const writes: TransactionWrite[] = [];
  if (after && before) writes.push(absences.replaceWrite(after, before.version));
  else if (after) writes.push(absences.createWrite(after));
  else if (before) writes.push(absences.deleteWrite(before.id, before.version));
  if (before?.absenceTypeId !== after?.absenceTypeId) {
    if (before) writes.push(types.useCountWrite(before.absenceTypeId, -1));
    if (after) writes.push(types.useCountWrite(after.absenceTypeId, 1));
  }
  writes.push(
    ...plan.absenceFragmentWrites(
      after ? fragmentsOf(after, units) : [],
      before ? fragmentKeysOf(before, units) : [],
    ),
  );
  // The audit entry is the last write; what is left goes to notifications (2 writes each).
  if (writes.length + 1 > maxWrites) throw invalid('body.end', 'absences.error.tooManyUnits');
  const notifications = new NotificationRepository(caller.tenant);
  const room = Math.floor((maxWrites - 1 - writes.length) / 2);
  const recipients = [...new Set(change.notify?.userIds ?? [])].filter((id) => id !== caller.user.id);
  if (change.notify) {
    const notice = change.notify.notice;
    writes.push(...notifications.notifyManyWrites(recipients.slice(0, room), notice, change.at));
  }
  const target = { type: 'absence', id: (after ?? before)?.id ?? '', name: change.person.displayName };
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      change.action,
      actorOf(caller),
      target,
      { before: snapshot(before), after: snapshot(after) },
      change.at,
    ),
    writes,
  );
  // Approvers beyond what fits into the transaction are told afterwards (a large tenant's many planners).
  if (change.notify && recipients.length > room)
    await notifications.notifyMany(recipients.slice(room), change.notify.notice, change.at);
}

async function noticeOf(
  caller: Caller,
  absence: NewAbsence,
  messageKey: string,
  reason?: string,
): Promise<TNotice> {
  const type = await new AbsenceTypeRepository(caller.tenant).get(absence.absenceTypeId);
  return {
    messageKey,
    params: {
      actor: caller.user.displayName,
      absence: type?.shortName ?? '',
      begin: absence.begin,
      end: absence.end,
      ...(reason ? { reason } : {}),
    },
    link: { kind: 'absence', id: absence.id, date: absence.begin },
  };
}

async function result(caller: Caller, absence: NewAbsence, version: number): Promise<TAbsenceResult> {
  const answer = AbsenceRepository.toAbsence({ ...absence, version });
  return { absence: answer, shiftConflicts: await shiftConflicts(caller, answer), absentWarnings: [] };
}

/** Approvers are told of a request (as many as fit the transaction; the rest right after). */
async function requestNotice(caller: Caller, person: User, absence: NewAbsence) {
  return {
    userIds: await approversOf(caller, person, 50),
    notice: await noticeOf(caller, absence, 'absence.requested'),
  };
}

/** A creation checked and built, not yet written: what `createAbsence` commits and the fast absence's dry run. */
export interface PlannedAbsence {
  person: User;
  absence: NewAbsence;
  notify?: Change['notify'];
}

/** Every check of a creation, without writing (throws what the creation would). */
export async function planAbsence(
  caller: Caller,
  input: TAbsenceCreate,
  at = clockNow(),
): Promise<PlannedAbsence> {
  const person = await requirePerson(caller, input.userId);
  const actor = actorFor(caller, person);
  const allowed = creatableStates(actor);
  if (!allowed.length) throw new AppError('FORBIDDEN');
  const state = input.state ?? allowed[0] ?? absenceStates.requested;
  if (!allowed.includes(state)) throw invalid('body.state', 'absences.error.stateNotAllowed');
  const { state: _state, ...fields } = input;
  const eventClass = await checkFields(caller, person.id, fields);
  const absence: NewAbsence = {
    ...fields,
    id: randomUUID(),
    eventClass,
    state,
    approvals:
      state === absenceStates.approved
        ? [{ stage: 1, by: caller.user.id, at: at.toISOString(), state, reason: null }]
        : [],
    awaitingStage: state === absenceStates.requested ? 1 : null,
    createdBy: caller.user.id,
    createdAt: at.toISOString(),
    primaryUnitId: unitsOfPerson(person)[0] ?? null,
  };
  const notify =
    state === absenceStates.requested
      ? await requestNotice(caller, person, absence)
      : actor.own
        ? undefined
        : { userIds: [person.id], notice: await noticeOf(caller, absence, 'absence.approved') };
  return { person, absence, ...(notify ? { notify } : {}) };
}

export async function createAbsence(
  caller: Caller,
  input: TAbsenceCreate,
  at = clockNow(),
): Promise<TAbsenceResult> {
  const { person, absence, notify } = await planAbsence(caller, input, at);
  await commit(caller, {
    action: 'absence.create',
    person,
    after: absence,
    at,
    ...(notify ? { notify } : {}),
  });
  return result(caller, absence, 1);
}

async function load(caller: Caller, id: string): Promise<{ absence: StoredAbsence; person: User }> {
  const absence = await new AbsenceRepository(caller.tenant).get(id);
  if (!absence) throw new AppError('NOT_FOUND');
  const person = await requirePerson(caller, absence.userId);
  return { absence, person };
}

export async function getAbsence(caller: Caller, id: string): Promise<TAbsence> {
  const { absence, person } = await load(caller, id);
  assertMayRead(caller, person);
  return AbsenceRepository.toAbsence(absence);
}

export async function absenceStateInfo(caller: Caller, id: string): Promise<TAbsenceStateInfo> {
  const { absence, person } = await load(caller, id);
  assertMayRead(caller, person);
  return stateInfo(absence.state, actorFor(caller, person));
}

export async function updateAbsence(
  caller: Caller,
  id: string,
  input: TAbsenceUpdate,
  at = clockNow(),
): Promise<TAbsenceResult> {
  const { absence: before, person } = await load(caller, id);
  assertCurrentVersion(before, input.version);
  enforce(judgeEdit(before.state, actorFor(caller, person)));
  const { version, ...fields } = input;
  const eventClass = await checkFields(caller, person.id, fields);
  const { version: _read, ...stored } = before;
  const after: NewAbsence = { ...stored, ...fields, eventClass };
  await commit(caller, { action: 'absence.update', person, before, after, at });
  return result(caller, after, version + 1);
}

export async function deleteAbsence(
  caller: Caller,
  id: string,
  version: number,
  at = clockNow(),
): Promise<void> {
  const { absence: before, person } = await load(caller, id);
  assertCurrentVersion(before, version);
  enforce(judgeDelete(before.state, actorFor(caller, person)));
  await commit(caller, { action: 'absence.delete', person, before, at });
}

const decisionKeys = {
  Approve: 'absence.approved',
  Deny: 'absence.denied',
  Cancel: 'absence.canceled',
} as const;

export async function changeAbsenceState(
  caller: Caller,
  input: TAbsenceStateChange,
  at = clockNow(),
): Promise<TAbsenceResult> {
  const { absence: before, person } = await load(caller, input.appointmentId);
  if (input.version !== undefined) assertCurrentVersion(before, input.version);
  const actor = actorFor(caller, person);
  enforce(judgeTransition(input.state, before.state, actor));
  const transition = transitions[input.state];
  const reason = input.reason?.trim() || null;
  if (transition.reasonRequired(before.state) && !reason)
    throw invalid('body.reason', 'absences.error.reasonRequired');
  const { version, ...stored } = before;
  const after: NewAbsence = {
    ...stored,
    state: transition.to,
    approvals: [
      ...before.approvals,
      { stage: 1, by: caller.user.id, at: at.toISOString(), state: transition.to, reason },
    ],
  };
  const notify =
    input.state === 'Request'
      ? await requestNotice(caller, person, after)
      : {
          userIds: [person.id],
          notice: await noticeOf(caller, after, decisionKeys[input.state], reason ?? undefined),
        };
  await commit(caller, { action: 'absence.state', person, before, after, notify, at });
  return result(caller, after, version + 1);
}

/** A person's absences overlapping from..to (at most two years asked at once). */
export async function absencesOfPerson(
  caller: Caller,
  userId: string,
  from: string,
  to: string,
): Promise<TAbsence[]> {
  const person = await requirePerson(caller, userId);
  assertMayRead(caller, person);
  if (to < from) throw invalid('query.to', 'absences.error.endBeforeBegin');
  if (daysBetween(from, to) > 2 * 366) throw invalid('query.to', 'absences.error.tooLong');
  const absences = await new AbsenceRepository(caller.tenant).ofPerson(
    userId,
    from,
    to,
    addDays(from, -maxAbsenceDays),
  );
  return absences.map((absence) => AbsenceRepository.toAbsence(absence));
}
