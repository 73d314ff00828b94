/**
 * The request-slot dialog (`/Appointment/RequestSlot`): an employee asks for a shift on a day. On an open shift it
 * is an APPLY; on a template's ghost slot (no entry yet) it is a slot request: an APPLY request whose slot id is
 * `<unit>.<day>.<templateId>` (stored at `S#<D>#<templateId>#R#<id>`, beside where the ghost is drawn). A planner
 * answers it with SETUSER on that slot id (the entry is created from the template for the person, the request
 * accepted) or APPLYREMOVE (declined); the employee withdraws it with APPLYREMOVE (docs/decisions.md).
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { formatEntryId, type EntryKey } from '@app/shared/calendar/entry-id';
import type { TShiftActionParsed, TShiftActionResult } from '@app/shared/calendar/shift-actions.contracts';
import {
  roleOf,
  type ShiftRequestRecipient,
  type ShiftRequestRule,
} from '@app/shared/calendar/shift-request.machine';
import type { Language } from '@app/shared/i18n/languages';
import { paidMinutes } from '@app/shared/shifts/shift-hours';
import type { TPause } from '@app/shared/shifts/shift-template';
import type { Caller } from '../security/caller';
import { NotificationRepository } from '../notifications/notification.repository';
import { ShiftTemplateRepository } from '../shifts/shift-template.repository';
import type { NewPlanEntry, NewPlanRequest, PlanRequest } from './plan.repository';
import { RequestRepository } from './request.repository';
import { isMemberOf, Names, plannersOf, unitsOf } from './shift-actions.support';
import {
  actionContext,
  admitted,
  advanced,
  commit,
  done,
  forbidden,
  inUnit,
  plansAnywhere,
  resolve,
  requestWrite,
  stateOf,
  validate,
  type ActionContext,
} from './shift-action-steps';

export async function requestSlot(
  caller: Caller,
  language: Language,
  input: { unitId: string; date: string; templateId?: string | undefined; reason?: string | undefined },
): Promise<TShiftActionResult> {
  const context = actionContext(caller, language);
  const role = roleOf('REQUESTSLOT', 'slot', {
    me: caller.user.id,
    planner: context.planner,
    member: isMemberOf(caller.user, input.unitId),
    holderId: null,
  });
  const who = await admitted(context, 'REQUESTSLOT', 'slot', role, 'free slot');
  if ('stop' in who) return who.stop;
  const template = await new ShiftTemplateRepository(caller.tenant).get(input.templateId ?? '');
  if (!template || !template.enabled || (template.unitId !== null && template.unitId !== input.unitId))
    throw new AppError('NOT_FOUND');
  const slot = { unitId: input.unitId, date: input.date, uuid: template.id };
  const past = input.date < context.today;
  // A past day is refused before its requests are read.
  const existing = past ? [] : await new RequestRepository(caller.tenant).onSlot(slot);
  const step = await advanced(
    context,
    'REQUESTSLOT',
    'slot',
    who.role,
    'free slot',
    {
      past,
      alreadyAsked: existing.some(
        (request) => request.state === 'OPEN' && request.requesterId === caller.user.id,
      ),
    },
    { 'calendarActions.err.past': input.date },
  );
  if ('stop' in step) return step.stop;
  const request: NewPlanRequest = {
    unitId: input.unitId,
    date: input.date,
    entryUuid: template.id,
    templateId: template.id,
    id: randomUUID(),
    kind: 'APPLY',
    state: 'OPEN',
    requesterId: caller.user.id,
    targetUserId: null,
    targetEntryId: null,
    reason: input.reason ?? null,
    pending: true,
    inboxUserId: null,
    createdAt: context.at.toISOString(),
  };
  const names = await Names.load(caller, {
    userIds: [caller.user.id],
    unitIds: [input.unitId],
    templateIds: [template.id],
  });
  await commit(context, formatEntryId(slot), input.date, 'REQUESTSLOT', [
    context.plan.createRequestWrite(request),
    ...slotNotices(
      context,
      step.rule,
      { planners: await plannersOf(caller, input.unitId) },
      template.name,
      input.date,
    ),
  ]);
  return done(
    context,
    step.rule.effects.done,
    {},
    [],
    names.requestItem({ ...request, version: 1 }, undefined),
  );
}

/** The rule's notices about a slot (it has no entry to link: the calendar's day), never to the caller. */
function slotNotices(
  context: ActionContext,
  rule: ShiftRequestRule,
  people: Partial<Record<ShiftRequestRecipient, readonly string[]>>,
  shift: string,
  date: string,
) {
  const notifications = new NotificationRepository(context.caller.tenant);
  return rule.effects.notify.flatMap(({ to, key }) =>
    [...new Set(people[to] ?? [])]
      .filter((userId) => userId !== context.caller.user.id)
      .flatMap((userId) =>
        notifications.notifyWrites(
          userId,
          {
            messageKey: key,
            params: { actor: context.caller.user.displayName, shift, date },
            link: { kind: 'calendar', date },
          },
          context.at,
        ),
      ),
  );
}

/** An action on a slot id that names no entry: SETUSER or APPLYREMOVE of a slot request, else 404. */
export async function slotAction(
  anywhere: ActionContext,
  key: EntryKey,
  action: TShiftActionParsed,
): Promise<TShiftActionResult> {
  const { caller } = anywhere;
  const requests = (await new RequestRepository(caller.tenant).onSlot(key)).filter(
    (request) => request.state === 'OPEN' && request.templateId === key.uuid,
  );
  if (!requests.length) throw new AppError('NOT_FOUND');
  // A planner answers slot requests of the units they are responsible for (docs/permissions.md).
  const context = await inUnit(anywhere, key.unitId);
  if (!context.planner && !isMemberOf(caller.user, key.unitId)) {
    if (plansAnywhere(context)) throw await forbidden(context);
    throw new AppError('NOT_FOUND');
  }
  const mode = action.actionMode;
  if (mode !== 'SETUSER' && mode !== 'APPLYREMOVE') throw new AppError('NOT_FOUND');
  const chosen = (candidates: PlanRequest[]) =>
    candidates.find((request) => (action.requestId ? request.id === action.requestId : true));
  // SETUSER grants the application of the person named; APPLYREMOVE is the caller's own, or a planner's answer.
  const request =
    mode === 'SETUSER'
      ? chosen(
          requests.filter(
            (candidate) => !action.targetUserId || candidate.requesterId === action.targetUserId,
          ),
        )
      : chosen(
          requests.filter((candidate) => plansAnywhere(context) || candidate.requesterId === caller.user.id),
        );
  const state = stateOf(request);
  const role = roleOf(mode, 'slot', {
    me: caller.user.id,
    planner: context.planner,
    member: isMemberOf(caller.user, key.unitId),
    holderId: null,
    request,
  });
  const who = await admitted(context, mode, 'slot', role, state);
  if ('stop' in who) return who.stop;
  const step = await advanced(context, mode, 'slot', who.role, state, {});
  if ('stop' in step) return step.stop;
  if (!request) throw new AppError('NOT_FOUND');
  if (step.rule.effects.plan) return planSlot(context, key, request, step.rule, action.force);
  const resolved = resolve(
    context,
    request,
    step.rule.to === 'WITHDRAWN' ? 'WITHDRAWN' : 'DENIED',
    action.reason ?? null,
  );
  const names = await Names.load(caller, {
    userIds: [request.requesterId],
    unitIds: [key.unitId],
    templateIds: [key.uuid],
  });
  await commit(context, formatEntryId(key), key.date, mode, [
    requestWrite(context, resolved),
    ...slotNotices(
      context,
      step.rule,
      { requester: [request.requesterId] },
      names.templates.get(key.uuid)?.name ?? '',
      key.date,
    ),
  ]);
  return done(
    context,
    step.rule.effects.done,
    {},
    [],
    names.requestItem({ ...resolved, version: request.version + 1 }, undefined),
  );
}

/** A planner grants a slot request: the entry is made from the template for the person, the request accepted. */
async function planSlot(
  context: ActionContext,
  key: EntryKey,
  request: PlanRequest,
  rule: ShiftRequestRule,
  force: boolean,
): Promise<TShiftActionResult> {
  const { caller } = context;
  const template = await new ShiftTemplateRepository(caller.tenant).get(key.uuid);
  if (!template) throw new AppError('NOT_FOUND');
  const times = {
    itemClass: template.itemClass,
    begin: template.begin,
    end: template.end,
    pause1: template.pause1 as TPause,
    pause2: template.pause2 as TPause,
  };
  const entry: NewPlanEntry = {
    unitId: key.unitId,
    date: key.date,
    uuid: randomUUID(),
    userId: request.requesterId,
    templateId: template.id,
    resourceId: template.resourceId,
    ...times,
    minutes: paidMinutes(times, key.date, caller.tenantRecord.timeZone),
    notes: '',
    displayFields: [],
    mergedIds: [],
    serialId: null,
    createdAt: context.at.toISOString(),
  };
  const blocked = await validate(context, [{ before: { ...entry, version: 0 }, after: entry }], force);
  if (blocked) return blocked;
  const names = await Names.forItems(caller, [{ ...entry, version: 1 }], [request]);
  const person = names.users.get(request.requesterId);
  const accepted = resolve(context, request, 'ACCEPTED', null);
  await commit(context, formatEntryId(key), key.date, 'SETUSER', [
    ...context.plan.createWrites(entry, person ? unitsOf(person) : []),
    requestWrite(context, accepted),
    ...slotNotices(context, rule, { requester: [request.requesterId] }, template.name, key.date),
  ]);
  return done(
    context,
    rule.effects.done,
    { name: names.userName(request.requesterId) },
    [names.entry({ ...entry, version: 1 })],
    names.requestItem({ ...accepted, version: request.version + 1 }, { ...entry, version: 1 }),
  );
}
