/**
 * The answers to shift requests: SWAPACCEPT and SHAREACCEPT (the plan changes, or waits for a planner's approval
 * when the unit asks for it), and the withdrawals and refusals (SWAPREMOVE, SWAPDENY, APPLYREMOVE, SHAREACCEPT-,
 * SHAREREMOVE), each by the rule the shift request table gives (docs/shift-requests.md). Decisions:
 * docs/decisions.md ("Shift actions").
 */
import { AppError } from '@app/shared/api/errors';
import type { TShiftActionParsed, TShiftActionResult } from '@app/shared/calendar/shift-actions.contracts';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import { roleOf, type ShiftRequestAction } from '@app/shared/calendar/shift-request.machine';
import { requireResponsibleForUnit } from '../units/responsibility-scope';
import { UnitRepository } from '../units/unit.repository';
import { entryIdOf, type NewPlanRequest, type PlanEntry, type PlanRequest } from './plan.repository';
import { isMemberOf, loadEntry, Names, plannersOf } from './shift-actions.support';
import type { Placement } from './shift-placement';
import {
  admitted,
  advanced,
  commit as commitSteps,
  done,
  notices,
  plansAnywhere,
  requestWrite,
  resolve,
  stateOf,
  strip,
  unitsOfPeople,
  validate,
  type ActionContext,
  type TransactionWrite,
} from './shift-action-steps';

/** Unit setting (bool): a swap or takeover the colleague agreed to waits for a planner's approval. */
export const swapApprovalSetting = 'shifts.swapApproval';

type Context = ActionContext;
type Result = TShiftActionResult;
const commit = (context: Context, entry: PlanEntry, mode: string, writes: TransactionWrite[]) =>
  commitSteps(context, entryIdOf(entry), entry.date, mode, writes);

/** Who the caller is for an answer to `request` (the table's `roleOf`). */
const roleFor = (
  context: Context,
  mode: ShiftRequestAction,
  entry: PlanEntry,
  request: PlanRequest | undefined,
) =>
  roleOf(mode, 'shift', {
    me: context.caller.user.id,
    planner: context.planner,
    member: isMemberOf(context.caller.user, entry.unitId),
    holderId: entry.userId,
    request,
  });

/**
 * SWAPACCEPT / SHAREACCEPT: the person asked (or, for a share to the unit, any member) agrees. Without the unit's
 * approval setting, or when a planner accepts, the plan changes at once (one transaction over the entries, the
 * request, the notices and the audit entry); with it, the request waits for a planner (`targetAgreed`).
 */
export async function accept(
  context: Context,
  entry: PlanEntry,
  requests: PlanRequest[],
  action: TShiftActionParsed,
): Promise<Result> {
  const { caller } = context;
  const mode = action.actionMode === 'SWAPACCEPT' ? 'SWAPACCEPT' : 'SHAREACCEPT';
  const kind = mode === 'SWAPACCEPT' ? 'SWAP' : 'SHARE';
  const request = findRequest(requests, kind, action.requestId);
  const state = stateOf(request);
  const who = await admitted(context, mode, 'shift', roleFor(context, mode, entry, request), state);
  if ('stop' in who) return who.stop;
  if (!request) throw new AppError('NOT_FOUND');
  // A swap goes to the person asked; a share to the person it names, or to whoever takes one offered to all.
  const takerId = kind === 'SWAP' ? (request.targetUserId ?? '') : (request.targetUserId ?? caller.user.id);
  const other = kind === 'SWAP' ? await loadEntry(context.plan, request.targetEntryId ?? '') : undefined;
  // A planner deciding for others changes the other entry too: its unit must be theirs as well.
  if (other && who.role === 'planner' && takerId !== caller.user.id)
    await requireResponsibleForUnit(caller, other.entry.unitId);
  const step = await advanced(context, mode, 'shift', who.role, state, {
    shiftsMoved:
      entry.userId !== request.requesterId ||
      (other !== undefined && other.entry.userId !== request.targetUserId),
    approval: await approvalRequired(context, entry.unitId),
  });
  if ('stop' in step) return step.stop;
  const { rule } = step;
  const placements: Placement[] = [{ before: entry, after: { ...entry, userId: takerId } }];
  if (other) placements.push({ before: other.entry, after: { ...other.entry, userId: request.requesterId } });
  const blocked = await validate(context, placements, action.force);
  if (blocked) return blocked;
  const names = await Names.forItems(
    caller,
    placements.map((p) => p.before),
    [request],
    [takerId],
  );
  const people = { requester: [request.requesterId], taker: [takerId] };
  // The requester of a swap is told of the shift they get in return.
  const about = (userId: string): [PlanEntry] => [
    kind === 'SWAP' && userId === request.requesterId && other ? other.entry : entry,
  ];
  if (!rule.effects.plan) {
    const agreed: NewPlanRequest = {
      ...strip(request),
      targetUserId: takerId,
      targetAgreed: true,
      inboxUserId: null,
    };
    await commit(context, entry, mode, [
      context.plan.replaceRequestWrite(agreed, request.version),
      ...notices(context, names, rule, people, () => [entry], request),
    ]);
    const stored = { ...agreed, version: request.version + 1 };
    return done(
      context,
      rule.effects.done,
      {},
      [names.entry(entry, [stored])],
      names.requestItem(stored, entry),
    );
  }
  const accepted = { ...resolve(context, request, 'ACCEPTED', null), targetUserId: takerId };
  const units = await unitsOfPeople(context, [request.requesterId, takerId]);
  const writes: TransactionWrite[] = placements.flatMap(({ before, after }) =>
    context.plan.replaceWrites(
      before,
      after,
      units.get(before.userId ?? '') ?? [],
      units.get(after.userId ?? '') ?? [],
    ),
  );
  writes.push(requestWrite(context, accepted), ...notices(context, names, rule, people, about, request));
  await commit(context, entry, mode, writes);
  const entries: TShiftEntry[] = placements.map(({ before, after }) =>
    names.entry({ ...after, version: before.version + 1 }),
  );
  const stored = { ...accepted, version: request.version + 1 };
  return done(context, rule.effects.done, {}, entries, names.requestItem(stored, entry));
}

/** Withdrawals and refusals: SWAPREMOVE, SWAPDENY, APPLYREMOVE, SHAREACCEPT-, SHAREREMOVE. */
export async function answer(
  context: Context,
  entry: PlanEntry,
  requests: PlanRequest[],
  action: TShiftActionParsed,
): Promise<Result> {
  const { caller } = context;
  const mode = action.actionMode;
  if (mode === 'FAVORITE.REMOVE') throw new AppError('VALIDATION');
  const kind = mode.startsWith('SWAP') ? 'SWAP' : mode.startsWith('APPLY') ? 'APPLY' : 'SHARE';
  const byRequester = mode === 'SWAPREMOVE' || mode === 'APPLYREMOVE' || mode === 'SHAREREMOVE';
  const mine = (request: PlanRequest) =>
    byRequester ? request.requesterId === caller.user.id : request.targetUserId === caller.user.id;
  // The caller's own request first; a planner answers others' (the one named, or the first).
  const open = requests.filter(
    (request) =>
      request.kind === kind &&
      request.state === 'OPEN' &&
      (action.requestId ? request.id === action.requestId : plansAnywhere(context) || mine(request)),
  );
  const request = open.find(mine) ?? (plansAnywhere(context) ? open[0] : undefined);
  const state = stateOf(request);
  const who = await admitted(context, mode, 'shift', roleFor(context, mode, entry, request), state);
  if ('stop' in who) return who.stop;
  if (!request) throw new AppError('NOT_FOUND');
  const step = await advanced(context, mode, 'shift', who.role, state, {});
  if ('stop' in step) return step.stop;
  const { rule } = step;
  const resolved = resolve(
    context,
    request,
    rule.to === 'WITHDRAWN' ? 'WITHDRAWN' : 'DENIED',
    action.reason ?? null,
  );
  const names = await Names.forItems(caller, [entry], [request]);
  const tellsPlanners = rule.effects.notify.some((told) => told.to === 'planners');
  await commit(context, entry, mode, [
    requestWrite(context, resolved),
    ...notices(
      context,
      names,
      rule,
      {
        requester: [request.requesterId],
        'person asked': [request.targetUserId],
        planners: tellsPlanners ? await plannersOf(caller, entry.unitId) : [],
      },
      () => [entry],
      request,
    ),
  ]);
  const stored = { ...resolved, version: request.version + 1 };
  const remaining = requests.filter((candidate) => candidate.id !== request.id);
  return done(
    context,
    rule.effects.done,
    {},
    [names.entry(entry, remaining)],
    names.requestItem(stored, entry),
  );
}

function findRequest(requests: PlanRequest[], kind: PlanRequest['kind'], requestId: string | undefined) {
  return requests.find(
    (request) =>
      request.kind === kind &&
      request.state === 'OPEN' &&
      (requestId === undefined || request.id === requestId),
  );
}

async function approvalRequired(context: Context, unitId: string): Promise<boolean> {
  const setting = await new UnitRepository(context.caller.tenant).getSetting(unitId, swapApprovalSetting);
  return setting?.value === true;
}
