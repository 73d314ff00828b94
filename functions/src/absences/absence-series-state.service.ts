/**
 * Decisions on a series of absences as a whole (docs/absences.md, "Serial absences"): Request, Approve, Deny or
 * Cancel every occurrence (from `from` on) whose state the change applies to, each as the state change of one
 * absence decides it (its route, its awaited stage, the rules on Request and Approve); occurrences in other
 * states stay as they are. All or nothing: one occurrence the caller may not change refuses the whole (403), a
 * rule refusing one names its day (400 `RULE_REFUSED`). The person and the approvers are told once, of the series.
 */
import { absenceStates } from '@app/shared/absences/absence';
import type { TAbsenceSeriesResult, TAbsenceSeriesStateChange } from '@app/shared/absences/absence-series';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type { Caller } from '../security/caller';
import { requireNotOwnDecision } from '../units/responsibility-scope';
import { now as clockNow } from '../clock';
import { AbsenceRepository, type NewAbsence } from './absence.repository';
import { AbsenceSeriesRepository } from './absence-series.repository';
import { approvalOutcome, awaitedStage, isShown, judgeTransition, transitions } from './absence-policy';
import { requireResponsibleFor } from './absence-support';
import { enforce, invalid, noticeOf, type NoticeGroup } from './absence-commit';
import {
  actorDeciding,
  hasSecondStage,
  routeFor,
  stageApprovers,
  type ApprovalRoute,
} from './absence-routing';
import { substituteChanges } from './absence-substitutes';
import { commitSeries, type OccurrenceChange } from './absence-series-commit';
import { summaryOf } from './absence-series.model';
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
import type { User } from '../directory/user.repository';

interface Decided {
  after: NewAbsence;
  route: ApprovalRoute | undefined;
}

/** What the person, the approvers and the substitutes are told (as `proposals` of one absence, ticked ones). */
async function noticesOf(
  caller: Caller,
  person: User,
  state: TAbsenceSeriesStateChange['state'],
  decided: readonly Decided[],
  reason: string | null,
): Promise<NoticeGroup[]> {
  const first = decided[0];
  if (!first) return [];
  const afters = decided.map((entry) => entry.after);
  const groups: NoticeGroup[] = [];
  const add = async (userIds: readonly string[], key: string, mail: boolean) => {
    const notice = await seriesNotice(caller, person, afters, key, reason);
    if (notice && userIds.length) groups.push({ userIds: [...userIds], notice, mail });
  };
  if (state === 'Request') {
    await add(await stageApprovers(caller, person, first.route, 1), 'absence.seriesRequested', true);
    return groups;
  }
  const final = first.after.state === absenceStates.approved;
  if (state === 'Approve') {
    await add([person.id], final ? 'absence.seriesApproved' : 'absence.seriesApprovedFirstStage', final);
    if (!final)
      await add(
        await stageApprovers(caller, person, first.route, 2),
        'absence.seriesAwaitsSecondStage',
        true,
      );
  } else {
    await add([person.id], state === 'Deny' ? 'absence.seriesDenied' : 'absence.seriesCanceled', true);
  }
  // Substitutes named on single occurrences: told of theirs, as for one absence (a final approval, or released).
  if (state === 'Approve' && !final) return groups;
  const substituteKey = state === 'Approve' ? 'absence.substituteApproved' : 'absence.substituteReleased';
  for (const { after } of decided) {
    const named = (after.substituteCopies ?? []).filter((copy) => copy.state !== 4).map((copy) => copy.id);
    if (named.length)
      groups.push({ userIds: named, notice: await noticeOf(caller, after, person, substituteKey, reason) });
  }
  return groups;
}

export async function changeAbsenceSeriesState(
  caller: Caller,
  id: string,
  input: TAbsenceSeriesStateChange,
  at = clockNow(),
): Promise<TAbsenceSeriesResult> {
  const { series, person, occurrences } = await loadSeries(caller, id);
  if (input.version !== undefined) assertCurrentVersion(series, input.version);
  await requireResponsibleFor(caller, person);
  const reason = input.reason?.trim() || null;
  const deciding = input.state === 'Approve' || input.state === 'Deny';
  const absences = new AbsenceRepository(caller.tenant);
  let ownDecision = false;
  const changes: OccurrenceChange[] = [];
  const decided: Decided[] = [];
  for (const before of occurrences) {
    if (input.from !== undefined && dayOf(before) < input.from) continue;
    const route = await routeFor(caller, person, before);
    const stage = awaitedStage(before);
    const verdict = judgeTransition(
      input.state,
      before.state,
      await actorDeciding(caller, person, route, stage),
    );
    if (verdict === 'state') continue;
    // Nobody decides on their own absences (403 OWN_DECISION) but administrators, whose decision the audit marks.
    if (deciding) ownDecision = requireNotOwnDecision(caller, person.id).ownDecision;
    enforce(verdict);
    if (transitions[input.state].reasonRequired(before.state) && !reason)
      throw invalid('body.reason', 'absences.error.reasonRequired');
    const outcome =
      input.state === 'Approve'
        ? approvalOutcome(stage, hasSecondStage(route))
        : {
            state: transitions[input.state].to,
            awaitingStage: input.state === 'Request' ? (1 as const) : null,
          };
    const { version: _read, ...stored } = before;
    const after: NewAbsence = {
      ...stored,
      state: outcome.state,
      awaitingStage: outcome.awaitingStage,
      approvals: [
        ...before.approvals,
        {
          stage: deciding ? stage : 1,
          by: caller.user.id,
          at: at.toISOString(),
          state: input.state === 'Approve' ? absenceStates.approved : transitions[input.state].to,
          reason,
        },
      ],
    };
    decided.push({ after, route });
    if (!before.substituteIds.length) {
      changes.push({ before, after });
      continue;
    }
    // Substitutes of an occurrence leave (or come back to) their inbox as the occurrence closes (or opens).
    const children = (await absences.withSubstitutes(before.id))?.substitutes ?? [];
    const substitutes = substituteChanges(
      before.id,
      children,
      before.substituteIds,
      isShown(after.state),
      new Map(),
      at.toISOString(),
    );
    changes.push({
      before,
      after,
      substitutes: { put: substitutes.put, remove: [], after: substitutes.after },
    });
  }
  if (!changes.length) throw new AppError('ABSENCE_CHANGE_REFUSED');

  // A request again, or an approval, meets the rules as they are now, for every occurrence.
  const checks =
    input.state === 'Request' || input.state === 'Approve'
      ? await checkOccurrences(
          caller,
          person,
          decided.map((entry) => entry.after),
        )
      : [];
  assertSeriesRulesAllow(caller, checks);

  // The notifier dialog's choice (made on one occurrence's recipients): those of the series' groups chosen; an id
  // the series would not tell is left out.
  const chosen = input.notifyUserIds && new Set(input.notifyUserIds);
  const notify = (await noticesOf(caller, person, input.state, decided, reason)).map((group) =>
    chosen ? { ...group, userIds: group.userIds.filter((userId) => chosen.has(userId)) } : group,
  );
  await commitSeries(caller, {
    action: 'absenceSeries.state',
    person,
    seriesId: series.id,
    // The series' version moves with every decision, so that two decisions at once conflict.
    seriesWrites: [
      new AbsenceSeriesRepository(caller.tenant).replaceWrite(storedSeries(series), series.version),
    ],
    occurrences: changes,
    notify,
    after: {
      target: input.state,
      from: input.from ?? null,
      state: decided[0]?.after.state ?? null,
      ...(ownDecision ? { ownDecision: true } : {}),
    },
    at,
  });
  const changed = new Map(decided.map((entry) => [entry.after.id, entry.after]));
  const now = occurrences.map((absence) => changed.get(absence.id) ?? absence);
  return {
    series: summaryOf(
      series.id,
      series.pattern,
      now.filter((absence) => isShown(absence.state)),
    ),
    changed: changes.length,
    shiftConflicts: await seriesShiftConflicts(
      caller,
      person.id,
      decided.map((entry) => entry.after),
    ),
    ...warningsOf(checks),
  };
}
