/**
 * Absences: create, edit, delete, reads and what the caller may do (docs/decisions.md, "Absences: states and who
 * may change them"). Every change is one transaction (`commit`, absence-commit.ts); state changes are in
 * absence-state.service.ts, the inbox and the details dialog in absence-inbox.service.ts.
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
  type TAbsenceStateInfo,
  type TAbsenceUpdate,
} from '@app/shared/absences/absence';
import { eventItemTypes } from '@app/shared/absence-types/absence-type';
import { addDays, daysBetween } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import {
  AbsenceRepository,
  type NewAbsence,
  type StoredAbsence,
  type StoredSubstitute,
} from './absence.repository';
import { now as clockNow } from '../clock';
import { AbsenceTypeRepository } from '../absence-types/absence-type.repository';
import type { User } from '../users/user.repository';
import { awaitedStage, creatableStates, isShown, judgeDelete, judgeEdit, stateInfo } from './absence-policy';
import { actorFor, assertMayRead, requirePerson, unitsOfPerson } from './absence-support';
import {
  commit,
  enforce,
  invalid,
  noticeOf,
  resultOf,
  type Change,
  type NoticeGroup,
} from './absence-commit';
import { actorDeciding, routeFor, stageApprovers } from './absence-routing';
import { assertRulesAllow, checkAbsenceRules, type AbsenceRuleCheck } from './absence-rules';
import { substituteChanges, substituteNames, type SubstituteChanges } from './absence-substitutes';

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

/** The substitutes of a change with the notice to those newly asked. */
async function substitutesOf(
  caller: Caller,
  person: User,
  absence: NewAbsence,
  before: readonly StoredSubstitute[],
  at: Date,
): Promise<{ changes: SubstituteChanges; notify: NoticeGroup[] }> {
  const kept = new Set(before.map((substitute) => substitute.substituteId));
  const names = await substituteNames(
    caller,
    absence.substituteIds.filter((id) => !kept.has(id)),
  );
  const changes = substituteChanges(
    absence.id,
    before,
    absence.substituteIds,
    isShown(absence.state),
    names,
    at.toISOString(),
  );
  const notify =
    changes.added.length && isShown(absence.state)
      ? [
          {
            userIds: changes.added,
            notice: await noticeOf(caller, absence, person, 'absence.substituteAsked'),
          },
        ]
      : [];
  return { changes, notify };
}

/** A creation checked and built, not yet written: what `createAbsence` commits and the fast absence's dry run. */
export interface PlannedAbsence {
  person: User;
  absence: NewAbsence;
  notify?: NoticeGroup[];
  substitutes?: SubstituteChanges;
  /** What the rules said (nothing that refuses it). */
  rules?: AbsenceRuleCheck;
  /** The APPROVE rule that approved the request at once. */
  approvedByRule?: { id: string; name: string };
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
  const requested: NewAbsence = {
    ...fields,
    substituteIds: [...new Set(fields.substituteIds)],
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
  const [rules, route] = await Promise.all([
    checkAbsenceRules(caller, requested, person),
    state === absenceStates.requested ? routeFor(caller, person, requested) : undefined,
  ]);
  assertRulesAllow(caller, rules);
  // A request short enough for its APPROVE rule is approved at once, by the rule (the requester is on record).
  const byRule = route?.autoApprove ? { id: route.ruleId, name: route.ruleName } : undefined;
  const absence: NewAbsence = byRule
    ? {
        ...requested,
        state: absenceStates.approved,
        awaitingStage: null,
        approvals: [
          {
            stage: 1,
            by: caller.user.id,
            at: at.toISOString(),
            state: absenceStates.approved,
            reason: null,
            rule: byRule,
          },
        ],
      }
    : requested;
  const substitutes = await substitutesOf(caller, person, absence, [], at);
  const notify: NoticeGroup[] = [...substitutes.notify];
  if (byRule) {
    // As for an approval: the person (when someone else asked for them) and the substitutes.
    notify.push(
      {
        userIds: [person.id],
        notice: await noticeOf(caller, absence, person, 'absence.approved'),
        mail: true,
      },
      {
        userIds: substitutes.changes.added,
        notice: await noticeOf(caller, absence, person, 'absence.substituteApproved'),
      },
    );
  } else if (state === absenceStates.requested) {
    notify.push({
      userIds: await stageApprovers(caller, person, route, 1),
      notice: await noticeOf(caller, absence, person, 'absence.requested'),
      mail: true,
    });
  } else if (!actor.own) {
    const messageKey = state === absenceStates.approved ? 'absence.approved' : 'absence.planned';
    notify.push({ userIds: [person.id], notice: await noticeOf(caller, absence, person, messageKey) });
  }
  return {
    person,
    absence,
    notify,
    substitutes: substitutes.changes,
    rules,
    ...(byRule ? { approvedByRule: byRule } : {}),
  };
}

export async function createAbsence(
  caller: Caller,
  input: TAbsenceCreate,
  at = clockNow(),
): Promise<TAbsenceResult> {
  const { person, absence, notify, substitutes, rules, approvedByRule } = await planAbsence(
    caller,
    input,
    at,
  );
  await commit(caller, {
    action: 'absence.create',
    person,
    after: absence,
    at,
    ...(substitutes ? { substitutes } : {}),
    ...(notify ? { notify } : {}),
    ...(approvedByRule ? { approvedByRule } : {}),
  });
  return resultOf(caller, person, absence, 1, substitutes?.after ?? [], rules);
}

export interface Loaded {
  absence: StoredAbsence;
  substitutes: StoredSubstitute[];
  person: User;
}

/** The absence with its substitutes (1 Q) and its person (1 G); 404 when unknown. */
export async function loadAbsence(caller: Caller, id: string): Promise<Loaded> {
  const found = await new AbsenceRepository(caller.tenant).withSubstitutes(id);
  if (!found) throw new AppError('NOT_FOUND');
  const person = await requirePerson(caller, found.absence.userId);
  return { ...found, person };
}

export async function getAbsence(caller: Caller, id: string): Promise<TAbsence> {
  const { absence, substitutes, person } = await loadAbsence(caller, id);
  assertMayRead(caller, person);
  return AbsenceRepository.toAbsence(absence, substitutes);
}

/** What the caller may do now, with the unit's routing for the stage the absence awaits. */
export async function stateInfoOf(caller: Caller, loaded: Loaded): Promise<TAbsenceStateInfo> {
  const route = await routeFor(caller, loaded.person, loaded.absence);
  const actor = actorDeciding(caller, loaded.person, route, awaitedStage(loaded.absence));
  return stateInfo(loaded.absence.state, actor);
}

export async function absenceStateInfo(caller: Caller, id: string): Promise<TAbsenceStateInfo> {
  const loaded = await loadAbsence(caller, id);
  assertMayRead(caller, loaded.person);
  return stateInfoOf(caller, loaded);
}

const decidedFields = [
  'absenceTypeId',
  'begin',
  'end',
  'beginState',
  'endState',
  'beginTime',
  'endTime',
] as const;
const decidedFieldsChanged = (before: NewAbsence, after: NewAbsence) =>
  decidedFields.some((field) => before[field] !== after[field]);

export async function updateAbsence(
  caller: Caller,
  id: string,
  input: TAbsenceUpdate,
  at = clockNow(),
): Promise<TAbsenceResult> {
  const { absence: before, substitutes: children, person } = await loadAbsence(caller, id);
  assertCurrentVersion(before, input.version);
  enforce(judgeEdit(before.state, actorFor(caller, person)));
  const { version, ...fields } = input;
  const eventClass = await checkFields(caller, person.id, fields);
  const { version: _read, ...stored } = before;
  const after: NewAbsence = {
    ...stored,
    ...fields,
    substituteIds: [...new Set(fields.substituteIds)],
    eventClass,
  };
  // The first stage approved other days or another type than the second would now see: it decides again.
  if (before.awaitingStage === 2 && decidedFieldsChanged(before, after)) after.awaitingStage = 1;
  // Other days or another type meet the rules anew (an unchanged absence is not refused for a newer rule).
  const rules = await checkAbsenceRules(caller, after, person);
  if (decidedFieldsChanged(before, after)) assertRulesAllow(caller, rules);
  const { changes, notify } = await substitutesOf(caller, person, after, children, at);
  const change: Change = {
    action: 'absence.update',
    person,
    before,
    after,
    substitutes: changes,
    notify,
    at,
  };
  await commit(caller, change);
  return resultOf(caller, person, after, version + 1, changes.after, rules);
}

export async function deleteAbsence(
  caller: Caller,
  id: string,
  version: number,
  at = clockNow(),
): Promise<void> {
  const { absence: before, substitutes, person } = await loadAbsence(caller, id);
  assertCurrentVersion(before, version);
  enforce(judgeDelete(before.state, actorFor(caller, person)));
  await commit(caller, {
    action: 'absence.delete',
    person,
    before,
    substitutes: { put: [], remove: substitutes.map((substitute) => substitute.substituteId) },
    at,
  });
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
  // The list answers without substitutes (a Query per absence); `get` and `details` carry them.
  return absences.map((absence) => AbsenceRepository.toAbsence(absence));
}
