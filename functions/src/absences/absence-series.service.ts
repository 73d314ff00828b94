/**
 * Serial absences (issue 30; docs/absences.md "Serial absences", docs/decisions.md "Serial absences"): create a
 * series (every occurrence an absence of its own, `seriesId` / `seriesDate`), read it, edit or delete all its
 * occurrences or all from one on. Every occurrence meets the checks and rules a single absence meets; who may do
 * what is the single absence's table, applied to each occurrence. Decisions on a series are
 * absence-series-state.service.ts; "this one" is the single absence's own call.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import {
  absenceStates,
  redactedAbsenceTypeId,
  type TAbsenceCreate,
  type TAbsenceResult,
  type TRequestedInstead,
} from '@app/shared/absences/absence';
import type { TAbsenceRepeat } from '@app/shared/absences/absence-repeat';
import type {
  TAbsenceSeriesDetails,
  TAbsenceSeriesResult,
  TAbsenceSeriesUpdate,
} from '@app/shared/absences/absence-series';
import { lastOccurrenceDay } from '@app/shared/serial/serial-expand';
import type { Caller } from '../security/caller';
import { now as clockNow } from '../clock';
import type { User } from '../directory/user.repository';
import { AbsenceRepository, type NewAbsence } from './absence.repository';
import { AbsenceSeriesRepository, type NewAbsenceSeries } from './absence-series.repository';
import { creatableStates, isShown, judgeDelete, judgeEdit, type Actor } from './absence-policy';
import {
  actorOf,
  asSeenBy,
  assertMayRead,
  requirePerson,
  requireResponsibleFor,
  seesDetails,
  unitsOfPerson,
} from './absence-support';
import { enforce, invalid, type NoticeGroup } from './absence-commit';
import { approvalReach, routeFor, stageApprovers } from './absence-routing';
import { approvedAsFarAs, checkFields, decidedFieldsChanged } from './absence.service';
import { commitSeries, type OccurrenceChange } from './absence-series-commit';
import {
  endedBefore,
  occurrenceDays,
  occurrenceRange,
  seriesPatternOf,
  summaryOf,
} from './absence-series.model';
import {
  assertSeriesRulesAllow,
  checkOccurrences,
  dayOf,
  loadSeries,
  seriesNotice,
  seriesShiftConflicts,
  storedSeries,
  warningsOf,
} from './absence-series-support';

/** The fields every occurrence of a series starts with. */
type Template = Pick<
  NewAbsenceSeries,
  'absenceTypeId' | 'beginState' | 'endState' | 'beginTime' | 'endTime' | 'notes'
>;
const templateOf = (fields: Template): Template => ({
  absenceTypeId: fields.absenceTypeId,
  beginState: fields.beginState,
  endState: fields.endState,
  beginTime: fields.beginTime,
  endTime: fields.endTime,
  notes: fields.notes,
});

/** The pattern, and the days of the occurrences it has (breaks left out); a bad one is 400 at its field. */
function patternAndDays(
  caller: Caller,
  first: { begin: string; end: string },
  repeat: TAbsenceRepeat,
  breaks: readonly string[] = [],
) {
  const pattern = seriesPatternOf(first, repeat);
  if (Array.isArray(pattern)) throw AppError.validation(pattern);
  const days = occurrenceDays(pattern, caller.tenantRecord.timeZone, breaks);
  if (!Array.isArray(days)) throw AppError.validation([days]);
  return { pattern, days };
}

/** The approval of an occurrence the caller enters (or changes) as approved. */
const approvalBy = (caller: Caller, at: Date) => ({
  stage: 1,
  by: caller.user.id,
  at: at.toISOString(),
  state: absenceStates.approved,
  reason: null,
});

/**
 * Who is told that occurrences wait for a decision (created as a request, or back to Requested by an edit): the
 * approvers of the stage the first awaits, by mail too, as for one request.
 */
async function requestNotices(
  caller: Caller,
  person: User,
  waiting: readonly NewAbsence[],
): Promise<NoticeGroup[]> {
  const first = waiting[0];
  if (!first) return [];
  const stage = first.awaitingStage ?? 1;
  const notice = await seriesNotice(
    caller,
    person,
    waiting,
    stage === 2 ? 'absence.seriesAwaitsSecondStage' : 'absence.seriesRequested',
  );
  if (!notice) return [];
  const route = await routeFor(caller, person, first);
  return [{ userIds: await stageApprovers(caller, person, route, stage), notice, mail: true }];
}

/**
 * A new series (`POST /api/absences` with `serial`): the checks of one absence on the first occurrence's fields,
 * the pattern and its days, each occurrence's rules (400 `RULE_REFUSED` naming the days refused, nothing written),
 * each occurrence approved as far as the caller decides (as one absence asked for approved). No substitutes (they
 * are named on an occurrence) and no automatic approval (a series is not a short request). One audit entry.
 */
export async function createAbsenceSeries(
  caller: Caller,
  input: TAbsenceCreate & { serial: TAbsenceRepeat },
  at = clockNow(),
): Promise<TAbsenceResult> {
  const person = await requirePerson(caller, input.userId);
  await requireResponsibleFor(caller, person);
  const actor = await actorOf(caller, person);
  const allowed = creatableStates(actor);
  if (!allowed.length) throw new AppError('FORBIDDEN');
  const asked = input.state ?? allowed[0] ?? absenceStates.requested;
  if (!allowed.includes(asked)) throw invalid('body.state', 'absences.error.stateNotAllowed');
  const { state: _state, serial, ...fields } = input;
  if (fields.substituteIds.length) throw invalid('body.substituteIds', 'absences.error.seriesSubstitutes');
  const eventClass = await checkFields(caller, person.id, fields);
  const { pattern, days } = patternAndDays(caller, fields, serial);
  const seriesId = randomUUID();
  const planned = asked === absenceStates.planned;
  const entered = days.map((day): NewAbsence => ({
    ...templateOf(fields),
    ...occurrenceRange(pattern, day),
    userId: person.id,
    substituteIds: [],
    id: randomUUID(),
    eventClass,
    state: planned ? absenceStates.planned : absenceStates.requested,
    approvals: [],
    awaitingStage: planned ? null : 1,
    createdBy: caller.user.id,
    createdAt: at.toISOString(),
    primaryUnitId: unitsOfPerson(person)[0] ?? null,
    seriesId,
    seriesDate: day,
  }));
  const checks = await checkOccurrences(
    caller,
    person,
    entered.map((absence) => ({ ...absence, state: asked })),
  );
  assertSeriesRulesAllow(caller, checks);
  const occurrences: NewAbsence[] = [];
  let requestedInstead: TRequestedInstead | undefined;
  for (const absence of entered) {
    if (asked !== absenceStates.approved) {
      occurrences.push(absence);
      continue;
    }
    const reach = approvalReach(caller, actor, await routeFor(caller, person, absence));
    const outcome = approvedAsFarAs(reach, actor.own, absence, approvalBy(caller, at));
    occurrences.push(outcome.absence);
    requestedInstead ??= outcome.requestedInstead;
  }
  const first = occurrences[0];
  if (!first) throw AppError.validation([]);
  const notify: NoticeGroup[] = [];
  if (first.state === absenceStates.approved || (first.state === absenceStates.planned && !actor.own)) {
    const key = first.state === absenceStates.approved ? 'absence.seriesApproved' : 'absence.seriesPlanned';
    const notice = await seriesNotice(caller, person, occurrences, key);
    if (notice) notify.push({ userIds: [person.id], notice });
  } else if (first.state === absenceStates.requested) {
    notify.push(...(await requestNotices(caller, person, occurrences)));
  }
  const series: NewAbsenceSeries = {
    id: seriesId,
    userId: person.id,
    ...templateOf(fields),
    pattern,
    breaks: [],
    createdBy: caller.user.id,
    createdAt: at.toISOString(),
  };
  const summary = summaryOf(seriesId, pattern, occurrences);
  await commitSeries(caller, {
    action: 'absenceSeries.create',
    person,
    seriesId,
    seriesWrites: [new AbsenceSeriesRepository(caller.tenant).createWrite(series)],
    occurrences: occurrences.map((after) => ({ after })),
    notify,
    after: {
      userId: person.id,
      absenceTypeId: fields.absenceTypeId,
      first: summary.first,
      last: summary.last,
      state: first.state,
      ...(actor.own && first.state === absenceStates.approved ? { ownDecision: true } : {}),
    },
    at,
  });
  return {
    absence: AbsenceRepository.toAbsence({ ...first, version: 1 }),
    shiftConflicts: await seriesShiftConflicts(caller, person.id, occurrences),
    ...warningsOf(checks),
    series: summary,
    ...(requestedInstead ? { requestedInstead } : {}),
  };
}

/** A series with its occurrences; colleagues see them redacted (need to know), and the series without its type. */
export async function absenceSeriesDetails(caller: Caller, id: string): Promise<TAbsenceSeriesDetails> {
  const { series, person, occurrences } = await loadSeries(caller, id);
  assertMayRead(caller, person);
  const actor = await actorOf(caller, person);
  return {
    series: seesDetails(actor) ? series : { ...series, absenceTypeId: redactedAbsenceTypeId, notes: '' },
    occurrences: occurrences.map((absence) => asSeenBy(actor, AbsenceRepository.toAbsence(absence))),
    last: lastOccurrenceDay(series.pattern, caller.tenantRecord.timeZone) ?? series.pattern.begin,
  };
}

/** The state a new occurrence of an edited series starts in: that of the first occurrence kept, else requested. */
function newOccurrenceState(
  anchor: NewAbsence | undefined,
): Pick<NewAbsence, 'state' | 'awaitingStage' | 'approvals'> {
  if (!anchor) return { state: absenceStates.requested, awaitingStage: 1, approvals: [] };
  return { state: anchor.state, awaitingStage: anchor.awaitingStage, approvals: anchor.approvals };
}

/**
 * An occurrence's new fields as an edit of one absence makes them: back to the first stage when its days or type
 * change while the second awaits; an approved one stays approved only when the caller could approve it.
 */
async function editedOccurrence(
  caller: Caller,
  person: User,
  actor: Actor,
  before: NewAbsence,
  fields: NewAbsence,
  at: Date,
): Promise<{ after: NewAbsence; decided: boolean; requestedInstead?: TRequestedInstead }> {
  const after: NewAbsence = { ...fields };
  const decided = decidedFieldsChanged(before, after);
  if (before.awaitingStage === 2 && decided) after.awaitingStage = 1;
  if (before.state !== absenceStates.approved || !decided) return { after, decided };
  const reach = approvalReach(caller, actor, await routeFor(caller, person, after));
  if (reach === 'all') return { after, decided };
  const outcome = approvedAsFarAs(
    reach,
    actor.own,
    { ...after, approvals: before.approvals },
    approvalBy(caller, at),
  );
  return {
    after: outcome.absence,
    decided,
    ...(outcome.requestedInstead ? { requestedInstead: outcome.requestedInstead } : {}),
  };
}

/**
 * Edits all occurrences (no `from`, or `from` on the series' first day) or all from `from` on: then the series
 * ends the day before and the rest becomes a new series. The new pattern's days are matched with the occurrences
 * by their pattern day: an occurrence of a day kept is edited (its id, substitutes and state stay, as an edit of
 * one absence), a new day gets a new occurrence (in the state of the first one kept), an occurrence whose day is
 * gone is removed. Denied and cancelled occurrences stay as they are and their days are not filled again; days
 * deleted alone (breaks) stay out. Every occurrence edited or removed must be editable by the caller.
 */
export async function updateAbsenceSeries(
  caller: Caller,
  id: string,
  input: TAbsenceSeriesUpdate,
  at = clockNow(),
): Promise<TAbsenceSeriesResult> {
  const { series, person, occurrences } = await loadSeries(caller, id);
  assertCurrentVersion(series, input.version);
  await requireResponsibleFor(caller, person);
  const actor = await actorOf(caller, person);
  const { version: _version, serial, from, ...fields } = input;
  const eventClass = await checkFields(caller, person.id, { ...fields, substituteIds: [] });
  const split = from !== undefined && from > series.pattern.begin;
  if (split && fields.begin < from) throw invalid('body.begin', 'absences.error.seriesBeginBeforeFrom');
  const affected = occurrences.filter((absence) => !split || dayOf(absence) >= from);
  const breaks = split ? series.breaks.filter((day) => day >= from) : series.breaks;
  const closedDays = new Set(affected.filter((absence) => !isShown(absence.state)).map(dayOf));
  const { pattern, days: patternDays } = patternAndDays(caller, fields, serial, breaks);
  const days = patternDays.filter((day) => !closedDays.has(day));
  const open = affected.filter((absence) => isShown(absence.state));
  for (const absence of open) enforce(judgeEdit(absence.state, actor));
  const targetId = split ? randomUUID() : series.id;
  const template = templateOf(fields);
  const byDay = new Map(open.map((absence) => [dayOf(absence), absence]));

  const changes: OccurrenceChange[] = [];
  const shown: NewAbsence[] = [];
  const toCheck: NewAbsence[] = [];
  const waiting: NewAbsence[] = [];
  let requestedInstead: TRequestedInstead | undefined;
  const fresh: string[] = [];
  for (const day of days) {
    const before = byDay.get(day);
    if (!before) {
      fresh.push(day);
      continue;
    }
    const { version: _read, ...stored } = before;
    const edited = await editedOccurrence(
      caller,
      person,
      actor,
      before,
      {
        ...stored,
        ...template,
        ...occurrenceRange(pattern, day),
        eventClass,
        seriesId: targetId,
        seriesDate: day,
      },
      at,
    );
    if (edited.decided) toCheck.push(edited.after);
    if (edited.requestedInstead) {
      requestedInstead ??= edited.requestedInstead;
      waiting.push(edited.after);
    }
    changes.push({ before, after: edited.after });
    shown.push(edited.after);
  }
  const initial = newOccurrenceState(shown[0]);
  for (const day of fresh) {
    const created: NewAbsence = {
      ...template,
      ...occurrenceRange(pattern, day),
      ...initial,
      userId: person.id,
      substituteIds: [],
      id: randomUUID(),
      eventClass,
      createdBy: caller.user.id,
      createdAt: at.toISOString(),
      primaryUnitId: unitsOfPerson(person)[0] ?? null,
      seriesId: targetId,
      seriesDate: day,
    };
    toCheck.push(created);
    if (!shown[0]) waiting.push(created);
    changes.push({ after: created });
    shown.push(created);
  }
  const kept = new Set(days);
  for (const before of open)
    if (!kept.has(dayOf(before)))
      changes.push({ before, substitutes: { put: [], remove: [...before.substituteIds] } });
  // Closed occurrences from `from` on go with the new series (a later "delete all" of it finds them).
  if (split)
    for (const before of affected.filter((absence) => !isShown(absence.state))) {
      const { version: _read, ...stored } = before;
      changes.push({ before, after: { ...stored, seriesId: targetId } });
    }

  const checks = await checkOccurrences(caller, person, toCheck);
  assertSeriesRulesAllow(caller, checks);
  const repository = new AbsenceSeriesRepository(caller.tenant);
  const seriesWrites = split
    ? [
        repository.replaceWrite(
          {
            ...storedSeries(series),
            pattern: endedBefore(series.pattern, from),
            breaks: series.breaks.filter((day) => day < from),
          },
          series.version,
        ),
        repository.createWrite({
          id: targetId,
          userId: person.id,
          ...template,
          pattern,
          breaks,
          createdBy: caller.user.id,
          createdAt: at.toISOString(),
        }),
      ]
    : [repository.replaceWrite({ ...storedSeries(series), ...template, pattern, breaks }, series.version)];
  await commitSeries(caller, {
    action: 'absenceSeries.update',
    person,
    seriesId: series.id,
    seriesWrites,
    occurrences: changes,
    notify: await requestNotices(caller, person, waiting),
    before: { begin: series.pattern.begin, end: series.pattern.end },
    after: {
      from: split ? from : null,
      ...(split ? { newSeriesId: targetId } : {}),
      begin: pattern.begin,
      end: pattern.end,
      created: fresh.length,
      removed: changes.filter((change) => !change.after).length,
    },
    at,
  });
  return {
    series: summaryOf(targetId, pattern, shown),
    changed: changes.length,
    shiftConflicts: await seriesShiftConflicts(caller, person.id, shown),
    ...warningsOf(checks),
    ...(requestedInstead ? { requestedInstead } : {}),
    ...(split ? { newSeriesId: targetId } : {}),
  };
}

/**
 * Deletes all occurrences and the series (no `from`, or `from` on its first day), or the occurrences from `from`
 * on (the series then ends the day before). Each occurrence as one absence is deleted: the person their planned
 * ones only (requested and approved ones they cancel), an approver any.
 */
export async function deleteAbsenceSeries(
  caller: Caller,
  id: string,
  version: number,
  from: string | undefined,
  at = clockNow(),
): Promise<TAbsenceSeriesResult> {
  const { series, person, occurrences } = await loadSeries(caller, id);
  assertCurrentVersion(series, version);
  await requireResponsibleFor(caller, person);
  const actor = await actorOf(caller, person);
  const whole = from === undefined || from <= series.pattern.begin;
  const doomed = occurrences.filter((absence) => whole || dayOf(absence) >= from);
  for (const absence of doomed) enforce(judgeDelete(absence.state, actor));
  const repository = new AbsenceSeriesRepository(caller.tenant);
  const shortened = whole
    ? undefined
    : {
        ...storedSeries(series),
        pattern: endedBefore(series.pattern, from),
        breaks: series.breaks.filter((day) => day < from),
      };
  await commitSeries(caller, {
    action: 'absenceSeries.delete',
    person,
    seriesId: series.id,
    seriesWrites: [
      shortened
        ? repository.replaceWrite(shortened, series.version)
        : repository.deleteWrite(series.id, series.version),
    ],
    occurrences: doomed.map((before) => ({
      before,
      substitutes: { put: [], remove: [...before.substituteIds] },
    })),
    before: { begin: series.pattern.begin, end: series.pattern.end },
    after: { from: whole ? null : from },
    at,
  });
  const gone = new Set(doomed.map((absence) => absence.id));
  return {
    series: shortened
      ? summaryOf(
          series.id,
          shortened.pattern,
          occurrences.filter((absence) => !gone.has(absence.id) && isShown(absence.state)),
        )
      : null,
    changed: doomed.length,
    shiftConflicts: [],
    absentWarnings: [],
    ruleFindings: [],
  };
}
