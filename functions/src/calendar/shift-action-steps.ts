/**
 * The steps every shift action shares: its context, the way through the shift request table (who may, which
 * rule applies, whom it tells), answering a request, the audited commit, the validator's verdict (with the
 * forced-attempts counter) and the answers.
 */
import { AppError } from '@app/shared/api/errors';
import type { TRequestItem, TShiftActionResult } from '@app/shared/calendar/shift-actions.contracts';
import {
  admit,
  advance,
  type ShiftRequestAction,
  type ShiftRequestFacts,
  type ShiftRequestOn,
  type ShiftRequestRecipient,
  type ShiftRequestRefusal,
  type ShiftRequestRole,
  type ShiftRequestRule,
  type ShiftRequestState,
} from '@app/shared/calendar/shift-request.machine';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import type { TValidatorMessage } from '@app/shared/calendar/validator';
import type { CalendarActionsKey } from '@app/shared/i18n/calendar-actions.en';
import type { Language } from '@app/shared/i18n/languages';
import type { TNotice } from '@app/shared/notifications/notification';
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
import {
  actionText,
  flagsOf,
  isPlanner,
  Names,
  refusal,
  requestKeyOf,
  unitsOf,
} from './shift-actions.support';
import { countForcedCall } from './change-support';
import { checkPlacements, type Placement } from './shift-placement';
import { mailShiftNotices } from './shift-mail';

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
  /** The notices of the change, mailed to the people who want them once it is committed (`commit`). */
  told: { userId: string; notice: TNotice }[];
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
    told: [],
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

/** An action stopped by the table: the answer to give. */
export interface Stop {
  stop: TShiftActionResult;
}

/**
 * A refusal of the table: NOT_FOUND and FORBIDDEN are thrown (the role's FORBIDDEN is NOT_RESPONSIBLE for a
 * planner of other units), a state that no longer fits is answered; `dates` name the day a message is about.
 */
export async function refuse(
  context: ActionContext,
  verdict: ShiftRequestRefusal,
  dates: Partial<Record<CalendarActionsKey, string>> = {},
): Promise<Stop> {
  if ('message' in verdict)
    return { stop: refused([refusal(context.language, verdict.message, dates[verdict.message] ?? null)]) };
  if (verdict.error === 'NOT_FOUND') throw new AppError('NOT_FOUND');
  if (verdict.role) throw await forbidden(context);
  throw new AppError('FORBIDDEN');
}

/** The table's `admit` and the working-time flag the role needs (read only then): the caller's role, or a stop. */
export async function admitted(
  context: ActionContext,
  action: ShiftRequestAction,
  on: ShiftRequestOn,
  role: ShiftRequestRole | null,
  state: ShiftRequestState,
): Promise<{ role: ShiftRequestRole } | Stop> {
  const verdict = admit(action, on, role, state);
  if (!verdict.ok) return refuse(context, verdict.refusal);
  if (role === null) throw await forbidden(context);
  if (verdict.needs && !(await flagsOf(context.caller, context.caller.user.id))[verdict.needs])
    throw new AppError('FORBIDDEN');
  return { role };
}

/** The table's rule for the facts read, or a stop (a state that no longer fits). */
export async function advanced(
  context: ActionContext,
  action: ShiftRequestAction,
  on: ShiftRequestOn,
  role: ShiftRequestRole,
  state: ShiftRequestState,
  facts: Partial<ShiftRequestFacts>,
  dates: Partial<Record<CalendarActionsKey, string>> = {},
): Promise<{ rule: ShiftRequestRule } | Stop> {
  const verdict = advance(action, on, role, state, {
    otherShiftOpen: false,
    asksThemselves: false,
    past: false,
    alreadyAsked: false,
    shiftsMoved: false,
    approval: false,
    ...facts,
  });
  return verdict.ok ? { rule: verdict.rule } : refuse(context, verdict.refusal, dates);
}

/** A request's state in the table: `none` when no open request fits. */
export const stateOf = (request: PlanRequest | undefined): ShiftRequestState =>
  !request || request.state !== 'OPEN' ? 'none' : request.targetAgreed ? 'AGREED' : 'OPEN';

/**
 * The rule's notices in the action's transaction, to the people each recipient names (`people`), never to the
 * caller; `about` gives the entry (and the other of a swap) a person is told of. The whole unit (`unit`) is told
 * after the change by the action itself.
 */
export function notices(
  context: ActionContext,
  names: Names,
  rule: ShiftRequestRule,
  people: Partial<Record<ShiftRequestRecipient, readonly (string | null | undefined)[]>>,
  about: (userId: string) => [PlanEntry, PlanEntry?],
  request?: PlanRequest,
): TransactionWrite[] {
  const told = new Set<string>();
  return rule.effects.notify.flatMap(({ to, key }) =>
    (people[to] ?? []).flatMap((userId) => {
      if (!userId || userId === context.caller.user.id || told.has(`${userId} ${key}`)) return [];
      told.add(`${userId} ${key}`);
      const [entry, other] = about(userId);
      return notice(context, names, userId, key, entry, other, request);
    }),
  );
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
  const told = context.told.splice(0);
  if (told.length) await mailShiftNotices(caller, told);
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
  request?: PlanRequest,
) {
  return {
    messageKey,
    params: {
      actor: context.caller.user.displayName,
      shift: names.shiftName(entry),
      date: entry.date,
      ...(other ? { otherShift: names.shiftName(other), otherDate: other.date } : {}),
    },
    // About a request: the request itself (opened with its answers); otherwise the shift.
    link: request
      ? { kind: 'request' as const, id: requestKeyOf(request), date: entry.date }
      : { kind: 'shift' as const, id: entryIdOf(entry), date: entry.date },
  };
}

export function notice(
  context: ActionContext,
  names: Names,
  userId: string,
  messageKey: string,
  entry: PlanEntry,
  other?: PlanEntry,
  request?: PlanRequest,
): TransactionWrite[] {
  const told = noticeOf(context, names, messageKey, entry, other, request);
  context.told.push({ userId, notice: told });
  return new NotificationRepository(context.caller.tenant).notifyWrites(userId, told, context.at);
}
