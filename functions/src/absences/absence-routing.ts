/**
 * Approval routing (docs/decisions.md, "Absences: states and who may change them"; issue 13): the first APPROVE
 * rule (by name) whose scope holds one of the person's units and whose classes hold the absence's names the
 * approvers of each stage (absence-rules.ts). Named approvers are the only ones of their stage; an unnamed first
 * stage, or no rule at all, falls back to every approver of the person; administrators may always decide.
 */
import type { TAbsence } from '@app/shared/absences/absence';
import { administratorPermission } from '@app/shared/security/permissions';
import { hasPermission, type Caller } from '../security/caller';
import type { User } from '../directory/user.repository';
import { actorOf, approversOf } from './absence-support';
import type { Actor } from './absence-policy';
import { approvalRouteOf, type ApprovalRoute } from './absence-rules';

export type { ApprovalRoute };

/** The route that decides the absence (its class and days), by the person's units; the rules come cached. */
export function routeFor(
  caller: Caller,
  person: Pick<User, 'unitId' | 'extraUnitIds'>,
  absence: Pick<TAbsence, 'eventClass' | 'begin' | 'end'>,
): Promise<ApprovalRoute | undefined> {
  return approvalRouteOf(caller, person, absence);
}

export const hasSecondStage = (route: ApprovalRoute | undefined): boolean =>
  (route?.secondApproverIds.length ?? 0) > 0;

/** The people named for a stage; empty: the stage has no named approvers. */
const namedFor = (route: ApprovalRoute | undefined, stage: 1 | 2): readonly string[] =>
  (stage === 1 ? route?.firstApproverIds : route?.secondApproverIds) ?? [];

/** Who decides a stage of the person's absence (never the person): the named ones, else the approvers. */
export async function stageApprovers(
  caller: Caller,
  person: User,
  route: ApprovalRoute | undefined,
  stage: 1 | 2,
): Promise<string[]> {
  const named = namedFor(route, stage);
  if (named.length) return [...new Set(named)].filter((id) => id !== person.id);
  return approversOf(caller, person, 50);
}

export const isAdministrator = (caller: Caller): boolean => caller.permissions.has(administratorPermission);

/**
 * Whether the caller may decide the stage: an administrator always; else a named approver of it (with
 * `absences.approve`, responsible for the person) when the stage names any, else an approver of the person
 * (`actor.approver`).
 */
export function mayDecide(
  caller: Caller,
  actor: Pick<Actor, 'approver' | 'responsible'>,
  route: ApprovalRoute | undefined,
  stage: 1 | 2,
): boolean {
  if (isAdministrator(caller)) return true;
  const named = namedFor(route, stage);
  if (named.length)
    return (
      named.includes(caller.user.id) &&
      hasPermission(caller, 'absences.approve') &&
      actor.responsible !== false
    );
  return actor.approver;
}

/**
 * How far the caller's own entry approves the person's absence: `all` stages, the `first` (a second stage
 * follows that the caller does not decide) or `none`. One check for every path that writes an absence approved
 * without the state change (creation as approved, the fast absence, changed days or type of an approved one):
 * the deciders of the state change (`mayDecide`), never on one's own absence unless an administrator.
 */
export function approvalReach(
  caller: Caller,
  actor: Actor,
  route: ApprovalRoute | undefined,
): 'all' | 'first' | 'none' {
  if (actor.own && !actor.administrator) return 'none';
  if (!mayDecide(caller, actor, route, 1)) return 'none';
  if (!hasSecondStage(route) || mayDecide(caller, actor, route, 2)) return 'all';
  return 'first';
}

/** The caller's relation to the person, deciding by the route for the stage the absence awaits. */
export async function actorDeciding(
  caller: Caller,
  person: User,
  route: ApprovalRoute | undefined,
  stage: 1 | 2,
): Promise<Actor> {
  const actor = await actorOf(caller, person);
  return { ...actor, decider: mayDecide(caller, actor, route, stage) };
}
