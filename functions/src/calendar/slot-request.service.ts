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
import type { Language } from '@app/shared/i18n/languages';
import { paidMinutes } from '@app/shared/shifts/shift-hours';
import type { TPause } from '@app/shared/shifts/shift-template';
import type { Caller } from '../security/caller';
import { NotificationRepository } from '../notifications/notification.repository';
import { ShiftTemplateRepository } from '../shifts/shift-template.repository';
import type { NewPlanEntry, NewPlanRequest, PlanRequest } from './plan.repository';
import { RequestRepository } from './request.repository';
import { flagsOf, isMemberOf, Names, plannersOf, refusal, unitsOf } from './shift-actions.support';
import {
  actionContext,
  commit,
  done,
  forbidden,
  inUnit,
  plansAnywhere,
  refused,
  resolve,
  requestWrite,
  validate,
  type ActionContext,
} from './shift-action-steps';

export async function requestSlot(
  caller: Caller,
  language: Language,
  input: { unitId: string; date: string; templateId?: string | undefined; reason?: string | undefined },
): Promise<TShiftActionResult> {
  const context = actionContext(caller, language);
  if (!(await flagsOf(caller, caller.user.id)).allowShiftInteractionRequest) throw new AppError('FORBIDDEN');
  if (!isMemberOf(caller.user, input.unitId)) throw new AppError('FORBIDDEN');
  const template = await new ShiftTemplateRepository(caller.tenant).get(input.templateId ?? '');
  if (!template || !template.enabled || (template.unitId !== null && template.unitId !== input.unitId))
    throw new AppError('NOT_FOUND');
  if (input.date < context.today) return refused([refusal(language, 'calendarActions.err.past', input.date)]);
  const slot = { unitId: input.unitId, date: input.date, uuid: template.id };
  const existing = await new RequestRepository(caller.tenant).onSlot(slot);
  if (existing.some((request) => request.state === 'OPEN' && request.requesterId === caller.user.id))
    return refused([refusal(language, 'calendarActions.err.requestExists')]);
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
  const notice = {
    messageKey: 'shift.slotRequested',
    params: { actor: caller.user.displayName, shift: template.name, date: input.date },
    link: { kind: 'calendar' as const, date: input.date },
  };
  const notifications = new NotificationRepository(caller.tenant);
  const planners = (await plannersOf(caller, input.unitId)).filter((userId) => userId !== caller.user.id);
  await commit(context, formatEntryId(slot), input.date, 'REQUESTSLOT', [
    context.plan.createRequestWrite(request),
    ...planners.flatMap((userId) => notifications.notifyWrites(userId, notice, context.at)),
  ]);
  return done(
    context,
    'calendarActions.done.SLOT',
    {},
    [],
    names.requestItem({ ...request, version: 1 }, undefined),
  );
}

/** An action on a slot id that names no entry: SETUSER or APPLYREMOVE of a slot request, else 404. */
export async function slotAction(
  anywhere: ActionContext,
  key: EntryKey,
  action: TShiftActionParsed,
): Promise<TShiftActionResult> {
  const { caller, language } = anywhere;
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
  const chosen = (candidates: PlanRequest[]) =>
    candidates.find((request) => (action.requestId ? request.id === action.requestId : true));
  if (action.actionMode === 'SETUSER') {
    if (!context.planner) throw await forbidden(context);
    const request = chosen(
      requests.filter((candidate) => !action.targetUserId || candidate.requesterId === action.targetUserId),
    );
    if (!request) return refused([refusal(language, 'calendarActions.err.noRequest')]);
    return planSlot(context, key, request, action.force);
  }
  if (action.actionMode !== 'APPLYREMOVE') throw new AppError('NOT_FOUND');
  const request = chosen(
    requests.filter((candidate) => plansAnywhere(context) || candidate.requesterId === caller.user.id),
  );
  if (!request) return refused([refusal(language, 'calendarActions.err.noRequest')]);
  const own = request.requesterId === caller.user.id;
  if (!own && !context.planner) throw await forbidden(context);
  const resolved = resolve(context, request, own ? 'WITHDRAWN' : 'DENIED', action.reason ?? null);
  const names = await Names.load(caller, {
    userIds: [request.requesterId],
    unitIds: [key.unitId],
    templateIds: [key.uuid],
  });
  const notifications = new NotificationRepository(caller.tenant);
  await commit(context, formatEntryId(key), key.date, 'APPLYREMOVE', [
    requestWrite(context, resolved),
    ...(own
      ? []
      : notifications.notifyWrites(
          request.requesterId,
          {
            messageKey: 'shift.applyDenied',
            params: {
              actor: caller.user.displayName,
              shift: names.templates.get(key.uuid)?.name ?? '',
              date: key.date,
            },
            link: { kind: 'calendar', date: key.date },
          },
          context.at,
        )),
  ]);
  return done(
    context,
    own ? 'calendarActions.done.APPLYREMOVE' : 'calendarActions.done.APPLYDENY',
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
  const notifications = new NotificationRepository(caller.tenant);
  await commit(context, formatEntryId(key), key.date, 'SETUSER', [
    ...context.plan.createWrites(entry, person ? unitsOf(person) : []),
    requestWrite(context, accepted),
    ...notifications.notifyWrites(
      request.requesterId,
      {
        messageKey: 'shift.assigned',
        params: { actor: caller.user.displayName, shift: template.name, date: key.date },
        link: { kind: 'calendar', date: key.date },
      },
      context.at,
    ),
  ]);
  return done(
    context,
    'calendarActions.done.SETUSER',
    { name: names.userName(request.requesterId) },
    [names.entry({ ...entry, version: 1 })],
    names.requestItem({ ...accepted, version: request.version + 1 }, { ...entry, version: 1 }),
  );
}
