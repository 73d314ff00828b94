/**
 * Shift actions (spec ActionMode): people take open shifts, swap, apply and share; planners answer. Each action
 * is permission-checked (owner, target person or planner), leaves a REQUEST item on the slot until resolved
 * (PENDING for the unit's planners while open, INBOX of the person who must answer), notifies the people
 * concerned in the same transaction, and answers the validator result. Decisions: docs/decisions.md
 * ("Shift actions").
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { parseEntryId } from '@app/shared/calendar/entry-id';
import type { TShiftActionParsed, TShiftActionResult } from '@app/shared/calendar/shift-actions.contracts';
import type { Language } from '@app/shared/i18n/languages';
import type { Caller } from '../security/caller';
import { MembershipRepository } from '../directory/membership.repository';
import { removeFavorite } from '../favorites/favorite.service';
import { NotificationRepository } from '../notifications/notification.repository';
import {
  entryIdOf,
  type NewPlanEntry,
  type NewPlanRequest,
  type PlanEntry,
  type PlanRequest,
} from './plan.repository';
import { flagsOf, isMemberOf, loadEntry, Names, plannersOf, refusal } from './shift-actions.support';
import {
  actionContext,
  commit as commitSteps,
  done,
  forbidden,
  inUnit,
  refused as refusedSteps,
  requestWrite,
  resolve,
  validate,
  notice,
  noticeOf,
  unitsOfPeople,
  type ActionContext,
  type TransactionWrite,
} from './shift-action-steps';
import { slotAction } from './slot-request.service';
import { accept, answer } from './shift-answers.service';

type Context = ActionContext;
const refused = (_context: Context, messages: Parameters<typeof refusedSteps>[0]) => refusedSteps(messages);
const commit = (context: Context, entry: PlanEntry, mode: string, writes: TransactionWrite[]) =>
  commitSteps(context, entryIdOf(entry), entry.date, mode, writes);

type Result = TShiftActionResult;

export async function runShiftAction(
  caller: Caller,
  language: Language,
  action: TShiftActionParsed,
): Promise<Result> {
  const context = actionContext(caller, language);
  if (action.actionMode === 'FAVORITE.REMOVE') {
    for (const templateId of action.templateIds ?? []) await removeFavorite(caller, 'SHIFTTPL', templateId);
    return done(context, 'calendarActions.done.FAVORITEREMOVE', {}, [], null);
  }
  const key = parseEntryId(action.entryId ?? '');
  const found = key && (await context.plan.entry(key));
  if (!found) {
    if (key) return slotAction(context, key, action);
    throw new AppError('NOT_FOUND');
  }
  const { entry, requests } = found;
  // A planner plans the units they are responsible for; elsewhere they act as an employee (inUnit).
  const here = await inUnit(context, entry.unitId);
  await requireSight(here, entry);
  switch (action.actionMode) {
    case 'SETUSER':
      return setUser(here, entry, requests, action);
    case 'SWAP':
      return swap(here, entry, requests, action);
    case 'APPLY':
      return apply(here, entry, requests, action.reason ?? null);
    case 'SHARE':
      return share(here, entry, requests, action);
    case 'SWAPACCEPT':
    case 'SHAREACCEPT':
      return accept(here, entry, requests, action);
    default:
      return answer(here, entry, requests, action);
  }
}

/**
 * Planners see the units they are responsible for, everyone the units they belong to; a planner of other units
 * is told NOT_RESPONSIBLE, anyone else 404 (no existence oracle).
 */
async function requireSight(context: Context, entry: PlanEntry): Promise<void> {
  if (context.planner || isMemberOf(context.caller.user, entry.unitId)) return;
  if (context.outsideUnitId !== undefined) throw await forbidden(context);
  throw new AppError('NOT_FOUND');
}

/** SETUSER: an employee takes an open shift (allowShiftInteraction); a planner sets anyone, also an applicant. */
async function setUser(
  context: Context,
  entry: PlanEntry,
  requests: PlanRequest[],
  action: TShiftActionParsed,
): Promise<Result> {
  const { caller } = context;
  const userId = action.targetUserId ?? caller.user.id;
  if (!context.planner) {
    if (userId !== caller.user.id) throw await forbidden(context);
    if (!(await flagsOf(caller, userId)).allowShiftInteraction) throw new AppError('FORBIDDEN');
  }
  if (entry.userId !== null)
    return refused(context, [refusal(context.language, 'calendarActions.err.notOpen')]);
  if (!context.planner && entry.date < context.today)
    return refused(context, [refusal(context.language, 'calendarActions.err.past', entry.date)]);
  const after: NewPlanEntry = { ...entry, userId };
  const blocked = await validate(context, [{ before: entry, after }], action.force);
  if (blocked) return blocked;
  // The open applications are answered with the shift: the chosen person's accepted, the others declined.
  const answered = requests
    .filter((request) => request.kind === 'APPLY' && request.state === 'OPEN')
    .map((request) =>
      resolve(context, request, request.requesterId === userId ? 'ACCEPTED' : 'DENIED', null),
    );
  const names = await Names.forItems(caller, [entry], requests, [userId]);
  const notices = [
    ...(userId !== caller.user.id ? [notice(context, names, userId, 'shift.assigned', entry)] : []),
    ...answered
      .filter((request) => request.state === 'DENIED')
      .map((request) => notice(context, names, request.requesterId, 'shift.applyDenied', entry)),
  ];
  const personUnits = await unitsOfPeople(context, [userId]);
  await commit(context, entry, 'SETUSER', [
    ...context.plan.replaceWrites(entry, after, [], personUnits.get(userId) ?? []),
    ...answered.map((request) => requestWrite(context, request)),
    ...notices.flat(),
  ]);
  const written = { ...after, version: entry.version + 1 };
  return done(
    context,
    'calendarActions.done.SETUSER',
    { name: names.userName(userId) },
    [names.entry(written)],
    null,
  );
}

/** SWAP: offer my entry for another person's entry; the other person answers (their INBOX). */
async function swap(
  context: Context,
  entry: PlanEntry,
  requests: PlanRequest[],
  action: TShiftActionParsed,
): Promise<Result> {
  const { caller, language } = context;
  await requireOwnerWithInteraction(context, entry);
  const target = await loadEntry(context.plan, action.targetEntryId ?? '');
  await requireSight(await inUnit(context, target.entry.unitId), target.entry);
  const requesterId = entry.userId ?? '';
  if (target.entry.userId === null)
    return refused(context, [refusal(language, 'calendarActions.err.noUser', target.entry.date)]);
  if (target.entry.userId === requesterId)
    return refused(context, [refusal(language, 'calendarActions.err.sameUser')]);
  if (openOf(requests, 'SWAP', requesterId))
    return refused(context, [refusal(language, 'calendarActions.err.requestExists')]);
  const request = newRequest(context, entry, 'SWAP', requesterId, {
    targetUserId: target.entry.userId,
    targetEntryId: entryIdOf(target.entry),
    inboxUserId: target.entry.userId,
    reason: action.reason ?? null,
  });
  const names = await Names.forItems(caller, [entry, target.entry], requests);
  await commit(context, entry, 'SWAP', [
    context.plan.createRequestWrite(request),
    ...notice(context, names, target.entry.userId, 'shift.swapRequested', entry, target.entry),
  ]);
  return done(
    context,
    'calendarActions.done.SWAP',
    { name: names.userName(target.entry.userId) },
    [names.entry(entry, [...requests, { ...request, version: 1 }])],
    names.requestItem({ ...request, version: 1 }, entry),
  );
}

/** APPLY: ask the planners of the unit for an open shift (allowShiftInteraction and ...Request). */
async function apply(
  context: Context,
  entry: PlanEntry,
  requests: PlanRequest[],
  reason: string | null,
): Promise<Result> {
  const { caller, language } = context;
  const flags = await flagsOf(caller, caller.user.id);
  if (!flags.allowShiftInteractionRequest) throw new AppError('FORBIDDEN');
  if (!isMemberOf(caller.user, entry.unitId)) throw new AppError('FORBIDDEN');
  if (entry.userId !== null) return refused(context, [refusal(language, 'calendarActions.err.notOpen')]);
  if (entry.date < context.today)
    return refused(context, [refusal(language, 'calendarActions.err.past', entry.date)]);
  if (openOf(requests, 'APPLY', caller.user.id))
    return refused(context, [refusal(language, 'calendarActions.err.requestExists')]);
  const request = newRequest(context, entry, 'APPLY', caller.user.id, { reason });
  const names = await Names.forItems(caller, [entry], requests, [caller.user.id]);
  const planners = (await plannersOf(caller, entry.unitId)).filter((userId) => userId !== caller.user.id);
  await commit(context, entry, 'APPLY', [
    context.plan.createRequestWrite(request),
    ...planners.flatMap((userId) => notice(context, names, userId, 'shift.applied', entry)),
  ]);
  const stored = { ...request, version: 1 };
  return done(
    context,
    'calendarActions.done.APPLY',
    {},
    [names.entry(entry, [...requests, stored])],
    names.requestItem(stored, entry),
  );
}

/** SHARE: offer my shift to a colleague (`targetUserId`) or to every member of the unit. */
async function share(
  context: Context,
  entry: PlanEntry,
  requests: PlanRequest[],
  action: TShiftActionParsed,
): Promise<Result> {
  const { caller, language } = context;
  await requireOwnerWithInteraction(context, entry);
  const requesterId = entry.userId ?? '';
  if (action.targetUserId === requesterId)
    return refused(context, [refusal(language, 'calendarActions.err.sameUser')]);
  if (openOf(requests, 'SHARE', requesterId))
    return refused(context, [refusal(language, 'calendarActions.err.requestExists')]);
  const targetUserId = action.targetUserId ?? null;
  const request = newRequest(context, entry, 'SHARE', requesterId, {
    targetUserId,
    inboxUserId: targetUserId,
    reason: action.reason ?? null,
  });
  const names = await Names.forItems(caller, [entry], requests, targetUserId ? [targetUserId] : []);
  const writes = [
    context.plan.createRequestWrite(request),
    ...(targetUserId ? notice(context, names, targetUserId, 'shift.shared', entry) : []),
  ];
  await commit(context, entry, 'SHARE', writes);
  if (!targetUserId) {
    // Offered to the whole unit: everyone there is told, outside the change (a unit may have hundreds).
    const members = await new MembershipRepository(caller.tenant).listOf(entry.unitId);
    await new NotificationRepository(caller.tenant).notifyMany(
      members
        .filter((member) => member.active && member.userId !== requesterId)
        .map((member) => member.userId),
      noticeOf(context, names, 'shift.shared', entry),
      context.at,
    );
  }
  const stored = { ...request, version: 1 };
  return done(
    context,
    'calendarActions.done.SHARE',
    {},
    [names.entry(entry, [...requests, stored])],
    names.requestItem(stored, entry),
  );
}

// ---- helpers ----

async function requireOwnerWithInteraction(context: Context, entry: PlanEntry): Promise<void> {
  const { caller } = context;
  if (entry.userId === null) throw new AppError('FORBIDDEN');
  if (context.planner) return;
  if (entry.userId !== caller.user.id) throw await forbidden(context);
  if (!(await flagsOf(caller, caller.user.id)).allowShiftInteraction) throw new AppError('FORBIDDEN');
}

const openOf = (requests: PlanRequest[], kind: PlanRequest['kind'], requesterId: string) =>
  requests.find(
    (request) => request.kind === kind && request.state === 'OPEN' && request.requesterId === requesterId,
  );

function newRequest(
  context: Context,
  entry: PlanEntry,
  kind: PlanRequest['kind'],
  requesterId: string,
  fields: Partial<Pick<NewPlanRequest, 'targetUserId' | 'targetEntryId' | 'inboxUserId' | 'reason'>>,
): NewPlanRequest {
  return {
    unitId: entry.unitId,
    date: entry.date,
    entryUuid: entry.uuid,
    id: randomUUID(),
    kind,
    state: 'OPEN',
    requesterId,
    targetUserId: fields.targetUserId ?? null,
    targetEntryId: fields.targetEntryId ?? null,
    reason: fields.reason ?? null,
    pending: true,
    inboxUserId: fields.inboxUserId ?? null,
    createdAt: context.at.toISOString(),
  };
}
