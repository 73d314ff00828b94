/**
 * Who may change an absence, and how (docs/decisions.md, "Absences: states and who may change them"). Pure: the
 * service resolves the caller's relation to the absence and asks here. The spec names the states and targets but
 * not the table ("not shown"); this follows how German companies handle leave: an employee plans and requests
 * their own leave and may withdraw it until it is approved; approved leave is changed or cancelled only by an
 * approver (by agreement, § 7 BUrlG gives no one a unilateral right to revoke it), with a reason; nobody approves
 * or denies their own absence but administrators (whose own decisions the audit marks `ownDecision`).
 */
import {
  absenceStates,
  type TAbsenceState,
  type TAbsenceStateInfo,
  type TAbsenceTarget,
} from '@app/shared/absences/absence';

/** The caller's relation to one absence. */
export interface Actor {
  /** The absence is the caller's own. */
  own: boolean;
  /** `absences.request`: may ask for (and withdraw) their own absences. */
  canRequest: boolean;
  /** `absences.approve` and plans a unit of the absent person (never true together with `own` for decisions). */
  approver: boolean;
  /**
   * May decide (approve or deny) the stage whose decision is awaited: one of that stage's approvers by the unit's
   * routing (the named ones when the route names any, else the approvers), or an administrator.
   */
  decider: boolean;
  /** An administrator: may also decide on, and enter approved, their own absence (audited `ownDecision`). */
  administrator?: boolean;
  /** Responsible for one of the person's units (units/responsibility-scope.ts); `false`: decides nothing there. */
  responsible?: boolean;
}

const { planned, requested, approved, denied, canceled } = absenceStates;

/** A state change: the states it starts from, where it leads, and who may make it. */
interface Transition {
  from: readonly TAbsenceState[];
  to: TAbsenceState;
  allowed: (actor: Actor, state: TAbsenceState) => boolean;
  reasonRequired: (state: TAbsenceState) => boolean;
}

const ownRequester = (actor: Actor) => actor.own && actor.canRequest;
const otherApprover = (actor: Actor) => actor.approver && !actor.own;
/** Decides the awaited stage, never on one's own absence unless an administrator. */
const otherDecider = (actor: Actor) => actor.decider && (!actor.own || actor.administrator === true);

export const transitions: Record<TAbsenceTarget, Transition> = {
  // A planned (draft) absence is sent for approval by its owner or, on their behalf, by an approver.
  Request: {
    from: [planned],
    to: requested,
    allowed: (actor) => ownRequester(actor) || otherApprover(actor),
    reasonRequired: () => false,
  },
  // The stage's decision: `approvalOutcome` says whether it ends in Approved or waits for the second stage.
  Approve: {
    from: [planned, requested],
    to: approved,
    allowed: (actor) => otherDecider(actor),
    reasonRequired: () => false,
  },
  Deny: {
    from: [requested],
    to: denied,
    allowed: (actor) => otherDecider(actor),
    reasonRequired: () => true,
  },
  // The owner withdraws a draft or an open request; approved leave is cancelled by an approver, with a reason.
  Cancel: {
    from: [planned, requested, approved],
    to: canceled,
    allowed: (actor, state) =>
      state === approved ? otherApprover(actor) : ownRequester(actor) || otherApprover(actor),
    reasonRequired: (state) => state === approved,
  },
};

export type Verdict = 'ok' | 'forbidden' | 'state';

/** Whether the actor may move an absence in `state` by `target`. */
export function judgeTransition(target: TAbsenceTarget, state: TAbsenceState, actor: Actor): Verdict {
  const transition = transitions[target];
  if (!transition.from.includes(state)) return 'state';
  return transition.allowed(actor, state) ? 'ok' : 'forbidden';
}

/**
 * The states an absence may be created in by this actor (the first is the default). Approved is asked for by
 * approvers; whether it is written approved is the unit's routing's and the person's (absence.service.ts:
 * `approvalReach`): one's own absence is saved as Requested unless the caller is an administrator.
 */
export function creatableStates(actor: Actor): TAbsenceState[] {
  if (actor.own) {
    if (!actor.canRequest) return [];
    return actor.approver || actor.administrator ? [requested, planned, approved] : [requested, planned];
  }
  return actor.approver ? [approved, requested, planned] : [];
}

/**
 * Edit (dates, type, notes): the owner while it is a draft or open request; an approver (an administrator also
 * their own) until it is final. Whether changed days of an approved absence stay approved is `approvalReach`'s.
 */
export function judgeEdit(state: TAbsenceState, actor: Actor): Verdict {
  if (state === denied || state === canceled) return 'state';
  if (otherApprover(actor) || (actor.own && actor.administrator === true)) return 'ok';
  if (state === approved) return ownRequester(actor) ? 'state' : 'forbidden';
  return ownRequester(actor) ? 'ok' : 'forbidden';
}

/** Delete: the owner deletes a draft; an approver deletes anything of others (a wrong entry; the audit keeps it). */
export function judgeDelete(state: TAbsenceState, actor: Actor): Verdict {
  if (otherApprover(actor)) return 'ok';
  if (!ownRequester(actor)) return 'forbidden';
  return state === planned ? 'ok' : 'state';
}

/** The appointment state info: what the caller may do now. */
export function stateInfo(state: TAbsenceState, actor: Actor): TAbsenceStateInfo {
  const may = (target: TAbsenceTarget) => judgeTransition(target, state, actor) === 'ok';
  return {
    CanApprove: may('Approve'),
    CanDeny: may('Deny'),
    CanEdit: judgeEdit(state, actor) === 'ok',
    CanCancel: may('Cancel'),
    CanDelete: judgeDelete(state, actor) === 'ok',
    CancelNeedsReason: transitions.Cancel.reasonRequired(state),
    CanRequest: may('Request'),
  };
}

/** Absences in these states are shown in the calendar (fragments); denied and cancelled ones are not. */
export const isShown = (state: TAbsenceState): boolean => state !== denied && state !== canceled;

/** The stage whose decision an absence awaits: the second once the first approved it, else the first. */
export const awaitedStage = (absence: { awaitingStage: 1 | 2 | null }): 1 | 2 => absence.awaitingStage ?? 1;

/**
 * Where an Approve at `stage` leads: with a second stage still to come it stays Requested and awaits stage 2;
 * otherwise it is Approved.
 */
export function approvalOutcome(
  stage: 1 | 2,
  hasSecondStage: boolean,
): { state: TAbsenceState; awaitingStage: 1 | 2 | null } {
  return stage === 1 && hasSecondStage
    ? { state: requested, awaitingStage: 2 }
    : { state: approved, awaitingStage: null };
}

/** A substitute's answer: 1 asked, 3 agreed, 4 declined; `undefined`: the caller is not named. */
export type SubstituteAnswer = 1 | 3 | 4 | undefined;

/**
 * A substitute agrees or declines: only a named substitute (403 otherwise), only while their answer is awaited
 * and the absence is still open (planned, requested or approved; 409 otherwise).
 */
export function judgeSubstituteAnswer(state: TAbsenceState, answer: SubstituteAnswer): Verdict {
  if (answer === undefined) return 'forbidden';
  if (answer !== 1 || !isShown(state) || state === absenceStates.none) return 'state';
  return 'ok';
}
