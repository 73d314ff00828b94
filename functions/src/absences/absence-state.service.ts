/**
 * State changes of an absence (`UpdateApproval`): the absence's own (Request, Approve, Deny, Cancel, with the
 * unit's two-stage routing) and a substitute's answer (target `Substitute`: Approve agrees, Deny declines), and the
 * notifier dialog's recipients: who a change would tell, ticked by default or not; `notifyUserIds` narrows that.
 */
import {
  absenceStates,
  type TAbsenceResult,
  type TAbsenceStateChange,
  type TAbsenceTarget,
  type TRecipient,
} from '@app/shared/absences/absence';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type { Caller } from '../security/caller';
import { requireNotOwnDecision } from '../units/responsibility-scope';
import { now as clockNow } from '../clock';
import { UserRepository } from '../directory/user.repository';
import type { NewAbsence, StoredSubstitute } from './absence.repository';
import {
  approvalOutcome,
  awaitedStage,
  isShown,
  judgeSubstituteAnswer,
  judgeTransition,
  transitions,
} from './absence-policy';
import { assertMayRead, requireResponsibleFor } from './absence-support';
import { commit, enforce, invalid, noticeOf, resultOf, type NoticeGroup } from './absence-commit';
import {
  actorDeciding,
  hasSecondStage,
  routeFor,
  stageApprovers,
  type ApprovalRoute,
} from './absence-routing';
import { assertRulesAllow, checkAbsenceRules, type AbsenceRuleCheck } from './absence-rules';
import { substituteChanges } from './absence-substitutes';
import { loadAbsence, type Loaded } from './absence.service';

type Target = 'Appointment' | 'Substitute';

/** One proposed recipient with what they would be told. */
interface Proposal {
  userId: string;
  role: TRecipient['role'];
  checked: boolean;
  messageKey: string;
  mail: boolean;
}

/**
 * Who a change would tell (never the caller): Request the approvers of the first stage; Approve, Deny and Cancel
 * the person, the substitutes (ticked on a final Approve and on Cancel) and, when the approval passes to a second
 * stage, its approvers; a substitute's answer the person and the approvers of the awaited stage.
 */
async function proposals(
  caller: Caller,
  loaded: Loaded,
  route: ApprovalRoute | undefined,
  state: TAbsenceTarget,
  target: Target,
): Promise<Proposal[]> {
  const { absence, person, substitutes } = loaded;
  const stage = awaitedStage(absence);
  const list: Proposal[] = [];
  const add = (userIds: readonly string[], entry: Omit<Proposal, 'userId'>) =>
    list.push(...userIds.map((userId) => ({ userId, ...entry })));
  const substituteIds = substitutes.filter((s) => s.state !== 4).map((s) => s.substituteId);
  if (target === 'Substitute') {
    const key = state === 'Approve' ? 'absence.substituteAgreed' : 'absence.substituteDeclined';
    add([person.id], { role: 'person', checked: true, messageKey: key, mail: false });
    const approverStage = absence.state === absenceStates.requested ? stage : 1;
    add(await stageApprovers(caller, person, route, approverStage), {
      role: 'approver',
      checked: true,
      messageKey: key,
      mail: false,
    });
  } else if (state === 'Request') {
    add(await stageApprovers(caller, person, route, 1), {
      role: 'approver',
      checked: true,
      messageKey: 'absence.requested',
      mail: true,
    });
  } else if (state === 'Approve') {
    const outcome = approvalOutcome(stage, hasSecondStage(route));
    const final = outcome.state === absenceStates.approved;
    add([person.id], {
      role: 'person',
      checked: true,
      messageKey: final ? 'absence.approved' : 'absence.approvedFirstStage',
      mail: final,
    });
    add(substituteIds, {
      role: 'substitute',
      checked: final,
      messageKey: 'absence.substituteApproved',
      mail: false,
    });
    if (!final)
      add(await stageApprovers(caller, person, route, 2), {
        role: 'approver',
        checked: true,
        messageKey: 'absence.awaitsSecondStage',
        mail: true,
      });
  } else {
    const key = state === 'Deny' ? 'absence.denied' : 'absence.canceled';
    add([person.id], { role: 'person', checked: true, messageKey: key, mail: true });
    add(substituteIds, {
      role: 'substitute',
      checked: state === 'Cancel',
      messageKey: 'absence.substituteReleased',
      mail: false,
    });
  }
  const seen = new Set<string>([caller.user.id]);
  return list.filter((proposal) => !seen.has(proposal.userId) && seen.add(proposal.userId));
}

export async function absenceRecipients(
  caller: Caller,
  id: string,
  query: { state: TAbsenceTarget; target: Target },
): Promise<TRecipient[]> {
  const loaded = await loadAbsence(caller, id);
  assertMayRead(caller, loaded.person);
  const route = await routeFor(caller, loaded.person, loaded.absence);
  const proposed = await proposals(caller, loaded, route, query.state, query.target);
  const users = new Map(
    (await new UserRepository(caller.tenant).getMany(proposed.map((p) => p.userId))).map((user) => [
      user.id,
      user,
    ]),
  );
  return proposed.flatMap((proposal) => {
    const user = users.get(proposal.userId);
    return user?.active
      ? [
          {
            userId: user.id,
            displayName: user.displayName,
            role: proposal.role,
            checked: proposal.checked,
          },
        ]
      : [];
  });
}

/** The notice groups of the chosen recipients: the ticked ones, or exactly `notifyUserIds` (all proposed). */
async function chosen(
  caller: Caller,
  after: NewAbsence,
  loaded: Loaded,
  proposed: readonly Proposal[],
  notifyUserIds: readonly string[] | undefined,
  reason: string | null,
): Promise<NoticeGroup[]> {
  const byId = new Set(proposed.map((proposal) => proposal.userId));
  if (notifyUserIds?.some((userId) => !byId.has(userId)))
    throw invalid('body.notifyUserIds', 'absences.error.notRecipient');
  const wanted = notifyUserIds
    ? proposed.filter((proposal) => notifyUserIds.includes(proposal.userId))
    : proposed.filter((proposal) => proposal.checked);
  const keys = [...new Set(wanted.map((proposal) => `${proposal.messageKey}|${String(proposal.mail)}`))];
  return Promise.all(
    keys.map(async (entry) => {
      const [messageKey = '', mail] = entry.split('|');
      const userIds = wanted
        .filter((proposal) => `${proposal.messageKey}|${String(proposal.mail)}` === entry)
        .map((proposal) => proposal.userId);
      return {
        userIds,
        notice: await noticeOf(caller, after, loaded.person, messageKey, reason),
        mail: mail === 'true',
      };
    }),
  );
}

export async function changeAbsenceState(
  caller: Caller,
  input: TAbsenceStateChange,
  at = clockNow(),
): Promise<TAbsenceResult> {
  const loaded = await loadAbsence(caller, input.appointmentId);
  const { absence: before, person } = loaded;
  if (input.version !== undefined) assertCurrentVersion(before, input.version);
  const route = await routeFor(caller, person, before);
  const stage = awaitedStage(before);
  const reason = input.reason?.trim() || null;
  const { version, ...stored } = before;
  let after: NewAbsence;
  let substitutes: StoredSubstitute[] = loaded.substitutes;
  let put: StoredSubstitute[] = [];
  let ownDecision = false;
  if (input.target === 'Substitute') {
    if (input.state !== 'Approve' && input.state !== 'Deny')
      throw invalid('body.state', 'absences.error.substituteAnswer');
    const mine = loaded.substitutes.find((substitute) => substitute.substituteId === caller.user.id);
    enforce(judgeSubstituteAnswer(before.state, mine?.state));
    if (!mine) throw new AppError('FORBIDDEN');
    if (input.state === 'Deny' && !reason) throw invalid('body.reason', 'absences.error.reasonRequired');
    const answered: StoredSubstitute = {
      ...mine,
      state: input.state === 'Approve' ? 3 : 4,
      reason,
      at: at.toISOString(),
      waiting: false,
    };
    put = [answered];
    substitutes = loaded.substitutes.map((s) => (s.substituteId === caller.user.id ? answered : s));
    // The absence's version moves with the answer, so that two answers or an edit meanwhile conflict.
    after = { ...stored };
  } else {
    // Deciding on someone else's absence: only within the caller's responsible units (403 NOT_RESPONSIBLE).
    await requireResponsibleFor(caller, person);
    const actor = await actorDeciding(caller, person, route, stage);
    const verdict = judgeTransition(input.state, before.state, actor);
    const decided = input.state === 'Approve' || input.state === 'Deny';
    // Nobody decides on their own absence (403 OWN_DECISION) but administrators, whose decision the audit marks.
    if (decided && verdict !== 'state') ownDecision = requireNotOwnDecision(caller, person.id).ownDecision;
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
    after = {
      ...stored,
      state: outcome.state,
      awaitingStage: outcome.awaitingStage,
      approvals: [
        ...before.approvals,
        {
          stage: decided ? stage : 1,
          by: caller.user.id,
          at: at.toISOString(),
          state: input.state === 'Approve' ? absenceStates.approved : transitions[input.state].to,
          reason,
        },
      ],
    };
    const changes = substituteChanges(
      before.id,
      loaded.substitutes,
      before.substituteIds,
      isShown(after.state),
      new Map(),
      at.toISOString(),
    );
    put = changes.put;
    substitutes = changes.after;
  }
  // A request again, or an approval, meets the rules as they are now; a refusal writes nothing.
  let rules: AbsenceRuleCheck | undefined;
  if (input.target === 'Appointment' && (input.state === 'Request' || input.state === 'Approve')) {
    rules = await checkAbsenceRules(caller, after, person);
    assertRulesAllow(caller, rules);
  }
  const proposed = await proposals(caller, loaded, route, input.state, input.target);
  const notify = await chosen(caller, after, loaded, proposed, input.notifyUserIds, reason);
  await commit(caller, {
    action: 'absence.state',
    person,
    before,
    after,
    substitutes: { put, remove: [], after: substitutes },
    notify,
    at,
    ...(ownDecision ? { ownDecision: true } : {}),
  });
  return resultOf(caller, person, after, version + 1, substitutes, rules);
}
