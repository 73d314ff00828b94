/**
 * Approval routing (docs/decisions.md, "Absences: states and who may change them"): the person's primary unit
 * keeps the setting `absences.approval`; the first route whose event classes hold the absence's class names the
 * approvers of each stage. Named approvers are the only ones of their stage; an unnamed first stage falls back to
 * every approver of the person; administrators may always decide.
 */
import {
  ZApprovalRouting,
  approvalRoutingSetting,
  type TApprovalRoute,
  type TApprovalRouting,
} from '@app/shared/absences/approval-routing';
import { administratorPermission } from '@app/shared/security/permissions';
import { hasPermission, type Caller } from '../security/caller';
import { UnitRepository } from '../units/unit.repository';
import type { User } from '../users/user.repository';
import { logger } from '../logger';
import { actorFor, approversOf, unitsOfPerson } from './absence-support';
import type { Actor } from './absence-policy';

/** The approval routing of a unit (1 G); a missing or malformed setting is none. */
export async function routingOf(caller: Caller, unitId: string): Promise<TApprovalRouting | undefined> {
  const stored = await new UnitRepository(caller.tenant).getSetting(unitId, approvalRoutingSetting);
  if (!stored || stored.kind !== 'obj') return undefined;
  const parsed = ZApprovalRouting.safeParse(stored.value);
  if (!parsed.success) {
    // A broken setting must not stop absences: without a route the unit's approvers decide.
    logger.warn('Ignoring a malformed approval routing', { unitId, issues: parsed.error.issues.length });
    return undefined;
  }
  return parsed.data;
}

/** The first route whose event classes hold the class (an empty list holds every class). */
export const pickRoute = (
  routing: TApprovalRouting | undefined,
  eventClass: number,
): TApprovalRoute | undefined =>
  routing?.routes.find((route) => route.eventClasses.length === 0 || route.eventClasses.includes(eventClass));

/** The route that decides an absence of this class, by the person's primary unit (1 G). */
export async function routeFor(
  caller: Caller,
  person: Pick<User, 'unitId' | 'extraUnitIds'>,
  eventClass: number,
): Promise<TApprovalRoute | undefined> {
  const unitId = unitsOfPerson(person)[0];
  return unitId ? pickRoute(await routingOf(caller, unitId), eventClass) : undefined;
}

export const hasSecondStage = (route: TApprovalRoute | undefined): boolean =>
  (route?.secondApproverIds.length ?? 0) > 0;

/** The people named for a stage; empty: the stage has no named approvers. */
const namedFor = (route: TApprovalRoute | undefined, stage: 1 | 2): string[] =>
  (stage === 1 ? route?.firstApproverIds : route?.secondApproverIds) ?? [];

/** Who decides a stage of the person's absence (never the person): the named ones, else the approvers. */
export async function stageApprovers(
  caller: Caller,
  person: User,
  route: TApprovalRoute | undefined,
  stage: 1 | 2,
): Promise<string[]> {
  const named = namedFor(route, stage);
  if (named.length) return [...new Set(named)].filter((id) => id !== person.id);
  return approversOf(caller, person, 50);
}

export const isAdministrator = (caller: Caller): boolean => caller.permissions.has(administratorPermission);

/**
 * Whether the caller may decide the stage: an administrator always; else a named approver of it (with
 * `absences.approve`) when the stage names any, else an approver of the person (`actor.approver`).
 */
export function mayDecide(
  caller: Caller,
  actor: Pick<Actor, 'approver'>,
  route: TApprovalRoute | undefined,
  stage: 1 | 2,
): boolean {
  if (isAdministrator(caller)) return true;
  const named = namedFor(route, stage);
  if (named.length) return named.includes(caller.user.id) && hasPermission(caller, 'absences.approve');
  return actor.approver;
}

/** The caller's relation to the person, deciding by the route for the stage the absence awaits. */
export function actorDeciding(
  caller: Caller,
  person: User,
  route: TApprovalRoute | undefined,
  stage: 1 | 2,
): Actor {
  const actor = actorFor(caller, person);
  return { ...actor, decider: mayDecide(caller, actor, route, stage) };
}
