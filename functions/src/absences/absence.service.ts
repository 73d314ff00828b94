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
  type TRequestedInstead,
} from '@app/shared/absences/absence';
import { eventItemTypes } from '@app/shared/absence-types/absence-type';
import { addDays, daysBetween } from '@app/shared/time/tenant-time';
import { withBreak } from '@app/shared/serial/serial-expand';
import type { Caller } from '../security/caller';
import {
  AbsenceRepository,
  type NewAbsence,
  type StoredAbsence,
  type StoredSubstitute,
  type TransactionWrite,
} from './absence.repository';
import { AbsenceSeriesRepository } from './absence-series.repository';
import { now as clockNow } from '../clock';
import { AbsenceTypeRepository } from '../absence-types/absence-type.repository';
import type { User } from '../directory/user.repository';
import { awaitedStage, creatableStates, isShown, judgeDelete, judgeEdit, stateInfo } from './absence-policy';
import {
  actorOf,
  asSeenBy,
  assertMayRead,
  requirePerson,
  requireResponsibleFor,
  unitsOfPerson,
} from './absence-support';
import {
  commit,
  enforce,
  invalid,
  noticeOf,
  resultOf,
  type Change,
  type NoticeGroup,
} from './absence-commit';
import {
  actorDeciding,
  approvalReach,
  routeFor,
  stageApprovers,
  type ApprovalRoute,
} from './absence-routing';
import { assertRulesAllow, checkAbsenceRules, type AbsenceRuleCheck } from './absence-rules';
import { substituteChanges, substituteNames, type SubstituteChanges } from './absence-substitutes';

type AbsenceFields = Omit<TAbsenceUpdate, 'version'>;

/** Dates, half days, times by class, the type and the substitutes. Answers the type's event class. */
export async function checkFields(caller: Caller, userId: string, fields: AbsenceFields): Promise<number> {
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
  /** Asked for as approved, saved as Requested: why (the answer says so). */
  requestedInstead?: TRequestedInstead;
  /** An administrator entered their own absence approved (the audit marks it). */
  ownDecision?: boolean;
}

/**
 * What an absence asked for as approved becomes by the caller's `approvalReach`: Approved when the caller
 * decides every stage; awaiting the second stage (the caller's first-stage approval on record) when only the
 * first; else Requested at the first stage like anyone's request. Never refused: the entry stands and waits.
 */
export function approvedAsFarAs(
  reach: 'all' | 'first' | 'none',
  own: boolean,
  absence: NewAbsence,
  approval: NewAbsence['approvals'][number],
): { absence: NewAbsence; requestedInstead?: TRequestedInstead } {
  if (reach === 'all')
    return {
      absence: {
        ...absence,
        state: absenceStates.approved,
        awaitingStage: null,
        approvals: [...absence.approvals, approval],
      },
    };
  if (reach === 'first')
    return {
      absence: {
        ...absence,
        state: absenceStates.requested,
        awaitingStage: 2,
        approvals: [...absence.approvals, approval],
      },
      requestedInstead: 'secondStage',
    };
  return {
    absence: { ...absence, state: absenceStates.requested, awaitingStage: 1 },
    requestedInstead: own ? 'own' : 'notApprover',
  };
}

/** Whether the route's automatic approval applies: never to a request of the person who last saved the rule. */
const autoApproves = (route: ApprovalRoute | undefined, person: User): route is ApprovalRoute =>
  route?.autoApprove === true && route.savedBy !== person.id;

/** Every check of a creation, without writing (throws what the creation would). */
export async function planAbsence(
  caller: Caller,
  input: TAbsenceCreate,
  at = clockNow(),
): Promise<PlannedAbsence> {
  const person = await requirePerson(caller, input.userId);
  await requireResponsibleFor(caller, person);
  const actor = await actorOf(caller, person);
  const allowed = creatableStates(actor);
  if (!allowed.length) throw new AppError('FORBIDDEN');
  const asked = input.state ?? allowed[0] ?? absenceStates.requested;
  if (!allowed.includes(asked)) throw invalid('body.state', 'absences.error.stateNotAllowed');
  const { state: _state, ...fields } = input;
  const eventClass = await checkFields(caller, person.id, fields);
  const entered: NewAbsence = {
    ...fields,
    substituteIds: [...new Set(fields.substituteIds)],
    id: randomUUID(),
    eventClass,
    state: asked === absenceStates.planned ? absenceStates.planned : absenceStates.requested,
    approvals: [],
    awaitingStage: asked === absenceStates.planned ? null : 1,
    createdBy: caller.user.id,
    createdAt: at.toISOString(),
    primaryUnitId: unitsOfPerson(person)[0] ?? null,
  };
  const [rules, route] = await Promise.all([
    checkAbsenceRules(caller, { ...entered, state: asked }, person),
    routeFor(caller, person, entered),
  ]);
  assertRulesAllow(caller, rules);
  // Asked for approved: as far as the caller decides by the unit's routing (the state change's check).
  const approved =
    asked === absenceStates.approved
      ? approvedAsFarAs(approvalReach(caller, actor, route), actor.own, entered, {
          stage: 1,
          by: caller.user.id,
          at: at.toISOString(),
          state: absenceStates.approved,
          reason: null,
        })
      : { absence: entered };
  const requestedInstead = approved.requestedInstead;
  const requested = approved.absence;
  // A request at the first stage short enough for its APPROVE rule is approved at once, by the rule (the
  // requester is on record), unless the person is who last saved the rule: nobody approves their own leave.
  const byRule =
    requested.state === absenceStates.requested &&
    requested.awaitingStage === 1 &&
    autoApproves(route, person)
      ? { id: route.ruleId, name: route.ruleName }
      : undefined;
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
  if (absence.state === absenceStates.approved) {
    // As for an approval: the person (when someone else entered it) and the substitutes once approved.
    notify.push(
      {
        userIds: [person.id],
        notice: await noticeOf(caller, absence, person, 'absence.approved'),
        ...(byRule ? { mail: true } : {}),
      },
      ...(byRule
        ? [
            {
              userIds: substitutes.changes.added,
              notice: await noticeOf(caller, absence, person, 'absence.substituteApproved'),
            },
          ]
        : []),
    );
  } else if (absence.state === absenceStates.requested) {
    const stage = absence.awaitingStage ?? 1;
    notify.push({
      userIds: await stageApprovers(caller, person, route, stage),
      notice: await noticeOf(
        caller,
        absence,
        person,
        stage === 2 ? 'absence.awaitsSecondStage' : 'absence.requested',
      ),
      mail: true,
    });
  } else if (!actor.own) {
    notify.push({ userIds: [person.id], notice: await noticeOf(caller, absence, person, 'absence.planned') });
  }
  return {
    person,
    absence,
    notify,
    substitutes: substitutes.changes,
    rules,
    ...(byRule ? { approvedByRule: byRule } : {}),
    ...(requestedInstead ? { requestedInstead } : {}),
    ...(actor.own && absence.state === absenceStates.approved && !byRule ? { ownDecision: true } : {}),
  };
}

export async function createAbsence(
  caller: Caller,
  input: TAbsenceCreate,
  at = clockNow(),
): Promise<TAbsenceResult> {
  const planned = await planAbsence(caller, input, at);
  const { person, absence, notify, substitutes, rules, approvedByRule, requestedInstead } = planned;
  await commit(caller, {
    action: 'absence.create',
    person,
    after: absence,
    at,
    ...(substitutes ? { substitutes } : {}),
    ...(notify ? { notify } : {}),
    ...(approvedByRule ? { approvedByRule } : {}),
    ...(planned.ownDecision ? { ownDecision: true } : {}),
  });
  const result = await resultOf(caller, person, absence, 1, substitutes?.after ?? [], rules);
  return requestedInstead ? { ...result, requestedInstead } : result;
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

/** One absence; colleagues see it redacted (need to know: that the person is away, not why). */
export async function getAbsence(caller: Caller, id: string): Promise<TAbsence> {
  const { absence, substitutes, person } = await loadAbsence(caller, id);
  assertMayRead(caller, person);
  return asSeenBy(await actorOf(caller, person), AbsenceRepository.toAbsence(absence, substitutes));
}

/** What the caller may do now, with the unit's routing for the stage the absence awaits. */
export async function stateInfoOf(caller: Caller, loaded: Loaded): Promise<TAbsenceStateInfo> {
  const route = await routeFor(caller, loaded.person, loaded.absence);
  const actor = await actorDeciding(caller, loaded.person, route, awaitedStage(loaded.absence));
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
/** Whether the days or the type changed (what an approval decided on). */
export const decidedFieldsChanged = (before: NewAbsence, after: NewAbsence) =>
  decidedFields.some((field) => before[field] !== after[field]);

export async function updateAbsence(
  caller: Caller,
  id: string,
  input: TAbsenceUpdate,
  at = clockNow(),
): Promise<TAbsenceResult> {
  const { absence: before, substitutes: children, person } = await loadAbsence(caller, id);
  assertCurrentVersion(before, input.version);
  await requireResponsibleFor(caller, person);
  const actor = await actorOf(caller, person);
  enforce(judgeEdit(before.state, actor));
  const { version, ...fields } = input;
  const eventClass = await checkFields(caller, person.id, fields);
  const { version: _read, ...stored } = before;
  let after: NewAbsence = {
    ...stored,
    ...fields,
    substituteIds: [...new Set(fields.substituteIds)],
    eventClass,
  };
  const decidedChanged = decidedFieldsChanged(before, after);
  // The first stage approved other days or another type than the second would now see: it decides again.
  if (before.awaitingStage === 2 && decidedChanged) after.awaitingStage = 1;
  // Other days or another type meet the rules anew (an unchanged absence is not refused for a newer rule).
  const rules = await checkAbsenceRules(caller, after, person);
  if (decidedChanged) assertRulesAllow(caller, rules);
  // Other days or another type of an approved absence stay approved only by one who may approve them (the
  // unit's routing, as the state change); else the absence goes back to Requested and waits for its approvers.
  let requestedInstead: TRequestedInstead | undefined;
  const approvalNotices: NoticeGroup[] = [];
  if (before.state === absenceStates.approved && decidedChanged) {
    const route = await routeFor(caller, person, after);
    const reach = approvalReach(caller, actor, route);
    if (reach !== 'all') {
      const outcome = approvedAsFarAs(
        reach,
        actor.own,
        { ...after, approvals: before.approvals },
        {
          stage: 1,
          by: caller.user.id,
          at: at.toISOString(),
          state: absenceStates.approved,
          reason: null,
        },
      );
      after = outcome.absence;
      requestedInstead = outcome.requestedInstead;
      const stage = after.awaitingStage ?? 1;
      approvalNotices.push({
        userIds: await stageApprovers(caller, person, route, stage),
        notice: await noticeOf(
          caller,
          after,
          person,
          stage === 2 ? 'absence.awaitsSecondStage' : 'absence.requested',
        ),
        mail: true,
      });
    }
  }
  const { changes, notify } = await substitutesOf(caller, person, after, children, at);
  const change: Change = {
    action: 'absence.update',
    person,
    before,
    after,
    substitutes: changes,
    notify: [...notify, ...approvalNotices],
    at,
    ...(actor.own && after.state === absenceStates.approved && decidedChanged ? { ownDecision: true } : {}),
  };
  await commit(caller, change);
  const result = await resultOf(caller, person, after, version + 1, changes.after, rules);
  return requestedInstead ? { ...result, requestedInstead } : result;
}

export async function deleteAbsence(
  caller: Caller,
  id: string,
  version: number,
  at = clockNow(),
): Promise<void> {
  const { absence: before, substitutes, person } = await loadAbsence(caller, id);
  assertCurrentVersion(before, version);
  await requireResponsibleFor(caller, person);
  enforce(judgeDelete(before.state, await actorOf(caller, person)));
  // An occurrence deleted alone leaves a break in its series: an edit of the series does not bring it back.
  const seriesRepository = new AbsenceSeriesRepository(caller.tenant);
  const series = before.seriesId ? await seriesRepository.get(before.seriesId) : undefined;
  const extraWrites: TransactionWrite[] = [];
  if (series && before.seriesDate) {
    const { version: seriesVersion, ...kept } = series;
    extraWrites.push(
      seriesRepository.replaceWrite(
        { ...kept, breaks: withBreak(kept.breaks, before.seriesDate) },
        seriesVersion,
      ),
    );
  }
  await commit(caller, {
    action: 'absence.delete',
    person,
    before,
    substitutes: { put: [], remove: substitutes.map((substitute) => substitute.substituteId) },
    extraWrites,
    at,
  });
}

/**
 * A person's absences overlapping from..to (at most two years asked at once); colleagues see them redacted
 * (need to know: that the person is away, not why).
 */
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
  const actor = await actorOf(caller, person);
  return absences.map((absence) => asSeenBy(actor, AbsenceRepository.toAbsence(absence)));
}
