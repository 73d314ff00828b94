/**
 * The steps every shift action shares: its context, answering a request, the audited commit, the validator's
 * verdict (with the forced-attempts counter) and the answers.
 */
import { AppError } from '@app/shared/api/errors';
import type { TRequestItem, TShiftActionResult } from '@app/shared/calendar/shift-actions.contracts';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import type { TValidatorMessage } from '@app/shared/calendar/validator';
import type { CalendarActionsKey } from '@app/shared/i18n/calendar-actions.en';
import type { Language } from '@app/shared/i18n/languages';
import { plainDateOf } from '@app/shared/time/tenant-time';
import { now } from '../clock';
import type { Caller } from '../security/caller';
import { isResponsibleForUnit, requireResponsibleForUnit } from '../units/responsibility-scope';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import {
  entryIdOf,
  PlanRepository,
  type NewPlanRequest,
  type PlanEntry,
  type PlanRequest,
} from './plan.repository';
import { NotificationRepository } from '../notifications/notification.repository';
import { actionText, isPlanner, Names, unitsOf } from './shift-actions.support';
import { countForcedCall } from './change-support';
import { checkPlacements, type Placement } from './shift-placement';

/** A write of a transaction, as the repositories build them. */
export type TransactionWrite = ReturnType<PlanRepository['createRequestWrite']>;

export interface ActionContext {
  caller: Caller;
  language: Language;
  plan: PlanRepository;
  at: Date;
  /** The tenant's today. */
  today: string;
  /** Acts as a planner: `calendar.plan`, and (after `inUnit`) responsible for the slot's unit. */
  planner: boolean;
  /** A planner acting on a slot of a unit they are not responsible for: that unit (they act as an employee). */
  outsideUnitId?: string;
}

export function actionContext(caller: Caller, language: Language): ActionContext {
  const at = now();
  return {
    caller,
    language,
    plan: new PlanRepository(caller.tenant),
    at,
    today: plainDateOf(at, caller.tenantRecord.timeZone),
    planner: isPlanner(caller),
  };
}

/** Whether the caller plans at all (in this unit or, as `outsideUnitId` says, in others). */
export const plansAnywhere = (context: ActionContext): boolean =>
  context.planner || context.outsideUnitId !== undefined;

/**
 * The context of an action on a slot of `unitId`: a planner acts as one only in the units they are responsible
 * for (docs/permissions.md, "Responsibility for units"); elsewhere they act as the employee they also are, and
 * what only a planner may do there is refused with 403 NOT_RESPONSIBLE naming the unit (`forbidden`).
 */
export async function inUnit(context: ActionContext, unitId: string): Promise<ActionContext> {
  if (!plansAnywhere(context)) return context;
  const { outsideUnitId: _before, ...rest } = context;
  return (await isResponsibleForUnit(context.caller, unitId))
    ? { ...rest, planner: true }
    : { ...rest, planner: false, outsideUnitId: unitId };
}

/** The refusal of what only a planner of the unit may do: NOT_RESPONSIBLE for a planner of other units. */
export async function forbidden(context: ActionContext): Promise<AppError> {
  if (context.outsideUnitId !== undefined)
    await requireResponsibleForUnit(context.caller, context.outsideUnitId);
  return new AppError('FORBIDDEN');
}

export function strip(request: PlanRequest): NewPlanRequest {
  const { version: _, ...rest } = request;
  return rest;
}

/** A request answered: out of the unit's pending list and the inbox, with who answered and when. */
export function resolve(
  context: ActionContext,
  request: PlanRequest,
  state: PlanRequest['state'],
  reason: string | null,
): PlanRequest {
  return {
    ...request,
    state,
    pending: false,
    inboxUserId: null,
    reason: reason ?? request.reason,
    answeredAt: context.at.toISOString(),
    answeredBy: context.caller.user.id,
  };
}

export function requestWrite(context: ActionContext, request: PlanRequest): TransactionWrite {
  return context.plan.replaceRequestWrite(strip(request), request.version);
}

/** The action's writes with its audit entry, one transaction (a stale entry or request: 409 CONFLICT). */
export async function commit(
  context: ActionContext,
  slotId: string,
  date: string,
  mode: string,
  writes: TransactionWrite[],
): Promise<void> {
  const { caller } = context;
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      'calendar.shiftAction',
      { id: caller.user.id, name: caller.user.username },
      { type: 'entry', id: slotId, name: date },
      { after: { actionMode: mode } },
      context.at,
    ),
    writes,
  );
}

/**
 * The validator for the people who would hold the shifts afterwards. Blocking messages refuse unless forced and
 * all forceable; a forced call counts against the caller's 100 a day (the core's counter: TOO_MANY_CALLS after).
 */
export async function validate(
  context: ActionContext,
  placements: Placement[],
  force: boolean,
): Promise<TShiftActionResult | undefined> {
  // Notices (Sunday work, a rule's message) never stop an action.
  const messages = (await checkPlacements(context.caller, context.language, placements)).filter(
    (message) => !message.notice,
  );
  if (messages.length === 0) return undefined;
  if (force && messages.every((message) => message.forceable)) {
    await countForcedCall(context.caller);
    return undefined;
  }
  return refused(messages);
}

export function refused(messages: TValidatorMessage[]): TShiftActionResult {
  return {
    success: false,
    message: messages[0]?.message ?? null,
    model: { allowForce: messages.every((message) => message.forceable), messages },
    result: null,
  };
}

export function done(
  context: ActionContext,
  key: CalendarActionsKey,
  params: Record<string, string>,
  entries: TShiftEntry[],
  request: TRequestItem | null,
): TShiftActionResult {
  return {
    success: true,
    message: actionText(context.language, key, params),
    model: { allowForce: false, messages: [] },
    result: { entries, request },
  };
}

/** The units of people (where their shifts are shown), for the fragments of the entries they take. */
export async function unitsOfPeople(
  context: ActionContext,
  userIds: string[],
): Promise<Map<string, string[]>> {
  const names = await Names.load(context.caller, { userIds });
  return new Map([...names.users.values()].map((user) => [user.id, unitsOf(user)]));
}

export function noticeOf(
  context: ActionContext,
  names: Names,
  messageKey: string,
  entry: PlanEntry,
  other?: PlanEntry,
) {
  return {
    messageKey,
    params: {
      actor: context.caller.user.displayName,
      shift: names.shiftName(entry),
      date: entry.date,
      ...(other ? { otherShift: names.shiftName(other), otherDate: other.date } : {}),
    },
    link: { kind: 'shift' as const, id: entryIdOf(entry), date: entry.date },
  };
}

export function notice(
  context: ActionContext,
  names: Names,
  userId: string,
  messageKey: string,
  entry: PlanEntry,
  other?: PlanEntry,
): TransactionWrite[] {
  return new NotificationRepository(context.caller.tenant).notifyWrites(
    userId,
    noticeOf(context, names, messageKey, entry, other),
    context.at,
  );
}
