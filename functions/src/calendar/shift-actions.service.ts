/**
 * Shift actions (spec ActionMode): people take open shifts, swap, apply and share; planners answer. Who may do
 * what from which state, and what it does, is the shift request table (`shift-request.machine`,
 * docs/shift-requests.md): each action asks it who the caller is and which rule applies, and carries the rule
 * out. A request is a REQUEST item on the slot until resolved (PENDING for the unit's planners while open,
 * INBOX of the person who must answer); the people concerned are told in the same transaction, and the answer
 * is the validator's result. Decisions: docs/decisions.md ("Shift actions").
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { parseEntryId } from '@app/shared/calendar/entry-id';
import type { TShiftActionParsed, TShiftActionResult } from '@app/shared/calendar/shift-actions.contracts';
import {
  roleOf,
  type ShiftRequestAction,
  type ShiftRequestParties,
} from '@app/shared/calendar/shift-request.machine';
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
import { isMemberOf, loadEntry, Names, plannersOf } from './shift-actions.support';
import {
  actionContext,
  admitted,
  advanced,
  commit as commitSteps,
  done,
  forbidden,
  inUnit,
  notices,
  noticeOf,
  requestWrite,
  resolve,
  unitsOfPeople,
  validate,
  type ActionContext,
  type TransactionWrite,
} from './shift-action-steps';
import { slotAction } from './slot-request.service';
import { accept, answer } from './shift-answers.service';

type Context = ActionContext;
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

/** Who the caller is for an action on the entry (the table's `roleOf`). */
function roleFor(
  context: Context,
  mode: ShiftRequestAction,
  entry: PlanEntry,
  extra: Pick<ShiftRequestParties, 'forUserId' | 'request'> = {},
) {
  return roleOf(mode, 'shift', {
    me: context.caller.user.id,
    planner: context.planner,
    member: isMemberOf(context.caller.user, entry.unitId),
    holderId: entry.userId,
    ...extra,
  });
}

const shiftState = (entry: PlanEntry) => (entry.userId === null ? 'open shift' : 'held shift');

/** SETUSER: an employee takes an open shift for themselves; a planner gives it to anyone, also an applicant. */
async function setUser(
  context: Context,
  entry: PlanEntry,
  requests: PlanRequest[],
  action: TShiftActionParsed,
): Promise<Result> {
  const { caller } = context;
  const userId = action.targetUserId ?? caller.user.id;
  const state = shiftState(entry);
  const who = await admitted(
    context,
    'SETUSER',
    'shift',
    roleFor(context, 'SETUSER', entry, { forUserId: userId }),
    state,
  );
  if ('stop' in who) return who.stop;
  const step = await advanced(
    context,
    'SETUSER',
    'shift',
    who.role,
    state,
    { past: entry.date < context.today },
    { 'calendarActions.err.past': entry.date },
  );
  if ('stop' in step) return step.stop;
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
  const personUnits = await unitsOfPeople(context, [userId]);
  await commit(context, entry, 'SETUSER', [
    ...context.plan.replaceWrites(entry, after, [], personUnits.get(userId) ?? []),
    ...answered.map((request) => requestWrite(context, request)),
    ...notices(
      context,
      names,
      step.rule,
      {
        'person planned': [userId],
        'other applicants': answered
          .filter((request) => request.state === 'DENIED')
          .map((request) => request.requesterId),
      },
      () => [entry],
    ),
  ]);
  const written = { ...after, version: entry.version + 1 };
  return done(
    context,
    step.rule.effects.done,
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
  const { caller } = context;
  const state = shiftState(entry);
  const who = await admitted(context, 'SWAP', 'shift', roleFor(context, 'SWAP', entry), state);
  if ('stop' in who) return who.stop;
  const target = await loadEntry(context.plan, action.targetEntryId ?? '');
  await requireSight(await inUnit(context, target.entry.unitId), target.entry);
  const requesterId = entry.userId ?? '';
  const step = await advanced(
    context,
    'SWAP',
    'shift',
    who.role,
    state,
    {
      otherShiftOpen: target.entry.userId === null,
      asksThemselves: target.entry.userId === requesterId,
      alreadyAsked: openOf(requests, 'SWAP', requesterId) !== undefined,
    },
    { 'calendarActions.err.noUser': target.entry.date },
  );
  if ('stop' in step) return step.stop;
  const askedId = target.entry.userId ?? '';
  const request = newRequest(context, entry, 'SWAP', requesterId, {
    targetUserId: askedId,
    targetEntryId: entryIdOf(target.entry),
    inboxUserId: askedId,
    reason: action.reason ?? null,
  });
  const names = await Names.forItems(caller, [entry, target.entry], requests);
  await commit(context, entry, 'SWAP', [
    context.plan.createRequestWrite(request),
    ...notices(context, names, step.rule, { 'person asked': [askedId] }, () => [entry, target.entry], {
      ...request,
      version: 1,
    }),
  ]);
  return done(
    context,
    step.rule.effects.done,
    { name: names.userName(askedId) },
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
  const { caller } = context;
  const state = shiftState(entry);
  const who = await admitted(context, 'APPLY', 'shift', roleFor(context, 'APPLY', entry), state);
  if ('stop' in who) return who.stop;
  const step = await advanced(
    context,
    'APPLY',
    'shift',
    who.role,
    state,
    {
      past: entry.date < context.today,
      alreadyAsked: openOf(requests, 'APPLY', caller.user.id) !== undefined,
    },
    { 'calendarActions.err.past': entry.date },
  );
  if ('stop' in step) return step.stop;
  const request = newRequest(context, entry, 'APPLY', caller.user.id, { reason });
  const names = await Names.forItems(caller, [entry], requests, [caller.user.id]);
  await commit(context, entry, 'APPLY', [
    context.plan.createRequestWrite(request),
    ...notices(
      context,
      names,
      step.rule,
      { planners: await plannersOf(caller, entry.unitId) },
      () => [entry],
      { ...request, version: 1 },
    ),
  ]);
  const stored = { ...request, version: 1 };
  return done(
    context,
    step.rule.effects.done,
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
  const { caller } = context;
  const state = shiftState(entry);
  const who = await admitted(context, 'SHARE', 'shift', roleFor(context, 'SHARE', entry), state);
  if ('stop' in who) return who.stop;
  const requesterId = entry.userId ?? '';
  const step = await advanced(context, 'SHARE', 'shift', who.role, state, {
    asksThemselves: action.targetUserId === requesterId,
    alreadyAsked: openOf(requests, 'SHARE', requesterId) !== undefined,
  });
  if ('stop' in step) return step.stop;
  const targetUserId = action.targetUserId ?? null;
  const request = newRequest(context, entry, 'SHARE', requesterId, {
    targetUserId,
    inboxUserId: targetUserId,
    reason: action.reason ?? null,
  });
  const names = await Names.forItems(caller, [entry], requests, targetUserId ? [targetUserId] : []);
  await commit(context, entry, 'SHARE', [
    context.plan.createRequestWrite(request),
    ...notices(context, names, step.rule, { 'person asked': [targetUserId] }, () => [entry], {
      ...request,
      version: 1,
    }),
  ]);
  const toUnit = step.rule.effects.notify.find((told) => told.to === 'unit');
  if (!targetUserId && toUnit) {
    // Offered to the whole unit: everyone there is told, outside the change (a unit may have hundreds).
    const members = await new MembershipRepository(caller.tenant).listOf(entry.unitId);
    await new NotificationRepository(caller.tenant).notifyMany(
      members
        .filter(
          (member) => member.active && member.userId !== requesterId && member.userId !== caller.user.id,
        )
        .map((member) => member.userId),
      noticeOf(context, names, toUnit.key, entry, undefined, { ...request, version: 1 }),
      context.at,
    );
  }
  const stored = { ...request, version: 1 };
  return done(
    context,
    step.rule.effects.done,
    {},
    [names.entry(entry, [...requests, stored])],
    names.requestItem(stored, entry),
  );
}

// ---- helpers ----

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
