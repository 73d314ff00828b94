/**
 * The answers to shift requests: SWAPACCEPT and SHAREACCEPT (the plan changes, or waits for a planner's approval
 * when the unit asks for it), and the withdrawals and refusals (SWAPREMOVE, SWAPDENY, APPLYREMOVE, SHAREACCEPT-,
 * SHAREREMOVE). Decisions: docs/decisions.md ("Shift actions").
 */
import { AppError } from '@app/shared/api/errors';
import type { TShiftActionParsed, TShiftActionResult } from '@app/shared/calendar/shift-actions.contracts';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import type { CalendarActionsKey } from '@app/shared/i18n/calendar-actions.en';
import { requireResponsibleForUnit } from '../units/responsibility-scope';
import { UnitRepository } from '../units/unit.repository';
import { entryIdOf, type NewPlanRequest, type PlanEntry, type PlanRequest } from './plan.repository';
import { flagsOf, isMemberOf, loadEntry, Names, plannersOf, refusal } from './shift-actions.support';
import type { Placement } from './shift-placement';
import {
  commit as commitSteps,
  done,
  forbidden,
  notice,
  plansAnywhere,
  refused as refusedSteps,
  requestWrite,
  resolve,
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
const refused = (_context: Context, messages: Parameters<typeof refusedSteps>[0]) => refusedSteps(messages);
const commit = (context: Context, entry: PlanEntry, mode: string, writes: TransactionWrite[]) =>
  commitSteps(context, entryIdOf(entry), entry.date, mode, writes);

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
  const { caller, language } = context;
  const kind = action.actionMode === 'SWAPACCEPT' ? 'SWAP' : 'SHARE';
  const request = findRequest(requests, kind, action.requestId);
  if (!request) return refused(context, [refusal(language, 'calendarActions.err.noRequest')]);
  const agreedTaker = request.targetAgreed ? request.targetUserId : null;
  let takerId: string;
  if (kind === 'SWAP') {
    takerId = request.targetUserId ?? '';
    if (!context.planner && takerId !== caller.user.id) throw await forbidden(context);
  } else if (context.planner && (agreedTaker ?? request.targetUserId)) {
    takerId = agreedTaker ?? request.targetUserId ?? '';
  } else {
    // A share is taken by the person asked, or by any member of the unit when offered to all.
    takerId = caller.user.id;
    const asked = request.targetUserId === null || request.targetUserId === caller.user.id;
    if (!asked || request.requesterId === caller.user.id || !isMemberOf(caller.user, entry.unitId))
      throw await forbidden(context);
  }
  if (!context.planner && !(await flagsOf(caller, caller.user.id)).allowShiftInteraction)
    throw new AppError('FORBIDDEN');
  const other = kind === 'SWAP' ? await loadEntry(context.plan, request.targetEntryId ?? '') : undefined;
  // A planner deciding for others changes the other entry too: its unit must be theirs as well.
  if (other && context.planner && takerId !== caller.user.id)
    await requireResponsibleForUnit(caller, other.entry.unitId);
  if (entry.userId !== request.requesterId || (other && other.entry.userId !== request.targetUserId))
    return refused(context, [refusal(language, 'calendarActions.err.requestNotOpen')]);
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
  const needsApproval = !context.planner && (await approvalRequired(context, entry.unitId));
  if (needsApproval) {
    const agreed: NewPlanRequest = {
      ...strip(request),
      targetUserId: takerId,
      targetAgreed: true,
      inboxUserId: null,
    };
    await commit(context, entry, action.actionMode, [
      context.plan.replaceRequestWrite(agreed, request.version),
      ...notice(
        context,
        names,
        request.requesterId,
        kind === 'SWAP' ? 'shift.swapAgreed' : 'shift.shareAgreed',
        entry,
      ),
    ]);
    const stored = { ...agreed, version: request.version + 1 };
    return done(
      context,
      kind === 'SWAP' ? 'calendarActions.done.SWAPAGREED' : 'calendarActions.done.SHAREAGREED',
      {},
      [names.entry(entry, [stored])],
      names.requestItem(stored, entry),
    );
  }
  const accepted = { ...resolve(context, request, 'ACCEPTED', null), targetUserId: takerId };
  const people = await unitsOfPeople(context, [request.requesterId, takerId]);
  const writes: TransactionWrite[] = placements.flatMap(({ before, after }) =>
    context.plan.replaceWrites(
      before,
      after,
      people.get(before.userId ?? '') ?? [],
      people.get(after.userId ?? '') ?? [],
    ),
  );
  writes.push(requestWrite(context, accepted));
  const told = new Set([request.requesterId, takerId].filter((userId) => userId !== caller.user.id));
  for (const userId of told) {
    const messageKey = kind === 'SWAP' ? 'shift.swapAccepted' : 'shift.shareTaken';
    const about = kind === 'SWAP' && userId === request.requesterId && other ? other.entry : entry;
    writes.push(...notice(context, names, userId, messageKey, about));
  }
  await commit(context, entry, action.actionMode, writes);
  const entries: TShiftEntry[] = placements.map(({ before, after }) =>
    names.entry({ ...after, version: before.version + 1 }),
  );
  const stored = { ...accepted, version: request.version + 1 };
  return done(
    context,
    kind === 'SWAP' ? 'calendarActions.done.SWAPACCEPT' : 'calendarActions.done.SHAREACCEPT',
    {},
    entries,
    names.requestItem(stored, entry),
  );
}

/** Withdrawals and refusals: SWAPREMOVE, SWAPDENY, APPLYREMOVE, SHAREACCEPT-, SHAREREMOVE. */
export async function answer(
  context: Context,
  entry: PlanEntry,
  requests: PlanRequest[],
  action: TShiftActionParsed,
): Promise<Result> {
  const { caller, language } = context;
  const mode = action.actionMode;
  const kind = mode.startsWith('SWAP') ? 'SWAP' : mode.startsWith('APPLY') ? 'APPLY' : 'SHARE';
  const byRequester = mode === 'SWAPREMOVE' || mode === 'APPLYREMOVE' || mode === 'SHAREREMOVE';
  const mine = (request: PlanRequest) =>
    byRequester ? request.requesterId === caller.user.id : request.targetUserId === caller.user.id;
  const open = requests.filter(
    (request) =>
      request.kind === kind &&
      request.state === 'OPEN' &&
      (action.requestId ? request.id === action.requestId : plansAnywhere(context) || mine(request)),
  );
  const request = open.find(mine) ?? (plansAnywhere(context) ? open[0] : undefined);
  if (!request) return refused(context, [refusal(language, 'calendarActions.err.noRequest')]);
  if (!context.planner && !mine(request)) throw await forbidden(context);
  // A planner's APPLYREMOVE of someone else's application declines it; the applicant's own withdraws it.
  const state = byRequester && request.requesterId === caller.user.id ? 'WITHDRAWN' : 'DENIED';
  const resolved = resolve(context, request, state, action.reason ?? null);
  const names = await Names.forItems(caller, [entry], [request]);
  const messages: Record<string, { to: (string | null)[]; key: string; done: CalendarActionsKey }> = {
    SWAPREMOVE: {
      to: [request.targetUserId],
      key: 'shift.swapWithdrawn',
      done: 'calendarActions.done.SWAPREMOVE',
    },
    SWAPDENY: { to: [request.requesterId], key: 'shift.swapDenied', done: 'calendarActions.done.SWAPDENY' },
    APPLYREMOVE:
      state === 'DENIED'
        ? { to: [request.requesterId], key: 'shift.applyDenied', done: 'calendarActions.done.APPLYDENY' }
        : {
            to: await plannersOf(caller, entry.unitId),
            key: 'shift.applyWithdrawn',
            done: 'calendarActions.done.APPLYREMOVE',
          },
    'SHAREACCEPT-': {
      to: [request.requesterId],
      key: 'shift.shareDeclined',
      done: 'calendarActions.done.SHAREDECLINE',
    },
    SHAREREMOVE: {
      to: [request.targetUserId],
      key: 'shift.shareWithdrawn',
      done: 'calendarActions.done.SHAREREMOVE',
    },
  };
  const message = messages[mode];
  if (!message) throw new AppError('VALIDATION');
  const recipients = [...new Set(message.to)].filter(
    (userId): userId is string => userId !== null && userId !== caller.user.id,
  );
  await commit(context, entry, mode, [
    requestWrite(context, resolved),
    ...recipients.flatMap((userId) => notice(context, names, userId, message.key, entry)),
  ]);
  const stored = { ...resolved, version: request.version + 1 };
  const remaining = requests.filter((candidate) => candidate.id !== request.id);
  return done(context, message.done, {}, [names.entry(entry, remaining)], names.requestItem(stored, entry));
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
