/**
 * Team timesheets (issue 28; docs/time.md "Team timesheets"): a unit's month of target and actual for a planner,
 * the bulk confirmation of the days that are over and the bulk approval of waiting bookings.
 *
 * Each member's month is valued as their own target/actual page values it (`valuePersonMonth`, one world for the
 * unit's members), so a row shows the page's figures. Confirming goes through the TrackingAction's run (the same
 * records, audit and refusals) and approving through `decideBooking`, one booking at a time.
 *
 * Only within the caller's reach: the unit must be one they approve (a unit in common, or `calendar.plan`) and
 * are responsible for (403 `NOT_RESPONSIBLE` naming it), as check bookings asks; another tenant's unit is 404.
 */
import { AppError } from '@app/shared/api/errors';
import type { Language } from '@app/shared/i18n/languages';
import type { MessageKey } from '@app/shared/i18n/messages.en';
import { bookingStates } from '@app/shared/time-tracking/day-input';
import {
  teamTotals,
  ZTeamApprove,
  ZTeamConfirm,
  type TTeamApprove,
  type TTeamApproveResult,
  type TTeamConfirm,
  type TTeamConfirmResult,
  type TTeamMonth,
  type TTeamMonthQuery,
  type TTeamPerson,
} from '@app/shared/time-tracking/team-month';
import type { TDayProblem } from '@app/shared/time-tracking/tracking';
import { inTreeOrder } from '@app/shared/units/unit-tree';
import { addDays, addMonths, plainDateOf } from '@app/shared/time/tenant-time';
import { hasPermission, type Caller } from '../security/caller';
import { messageText, plainDateText } from '../api/messages';
import { now } from '../clock';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { UserRepository, type User } from '../directory/user.repository';
import { UnitRepository } from '../units/unit.repository';
import { decidesOwn, requireResponsibleForUnit, responsibleScope } from '../units/responsibility-scope';
import { timeDisplay } from '../settings/settings.service';
import { unitsOf } from './booking-support';
import { BookingRepository } from './booking.repository';
import { decideBooking } from './booking.service';
import { approvedPerson, notOverMessage, notOverPart, runTrackingAction } from './tracking-action.service';
import { teamRowOf } from './team-month.model';
import { loadWorld, valuePersonMonth } from './valuation.service';

/** People valued at once: each costs a few queries; more in parallel only queue up in the SDK. */
const concurrency = 8;

/** Whether the caller approves the people of a unit: `calendar.plan` plans every unit, else a unit in common. */
function approvesUnit(caller: Caller, unitId: string): boolean {
  return hasPermission(caller, 'calendar.plan') || unitsOf(caller.user).includes(unitId);
}

/** The units the caller may open here (approves and is responsible for), in the tree's order. */
async function offeredUnits(caller: Caller): Promise<{ id: string; name: string }[]> {
  const [units, scope] = await Promise.all([
    new UnitRepository(caller.tenant).list(),
    responsibleScope(caller),
  ]);
  return inTreeOrder(units)
    .filter((unit) => approvesUnit(caller, unit.id) && (scope.all || scope.unitIds.has(unit.id)))
    .map((unit) => ({ id: unit.id, name: unit.name }));
}

/** The caller's first unit they may open: their own units first (primary, then extra), else the tree's first. */
function defaultUnit(caller: Caller, offered: readonly { id: string }[]): string | undefined {
  const ids = new Set(offered.map((unit) => unit.id));
  return unitsOf(caller.user).find((id) => ids.has(id)) ?? offered[0]?.id;
}

const todayOf = (caller: Caller) => plainDateOf(now(), caller.tenantRecord.timeZone);

const say = (key: MessageKey, language: Language, params: Record<string, string | number> = {}) => ({
  messageKey: key,
  message: messageText(key, language, params),
});

interface Team {
  unit: { id: string; name: string };
  /** Active members, by name (a member of several units' partitions once). */
  members: { userId: string; name: string }[];
}

/** The unit (404 when unknown, 403 outside the caller's reach) and its active members. */
async function requireTeam(caller: Caller, unitId: string): Promise<Team> {
  const collection = await new CalendarReadsRepository(caller.tenant).unitCollection(unitId);
  if (!collection) throw new AppError('NOT_FOUND');
  if (!approvesUnit(caller, unitId)) throw new AppError('FORBIDDEN');
  await requireResponsibleForUnit(caller, unitId);
  const seen = new Set<string>();
  const members = collection.members
    .filter((member) => member.active && !seen.has(member.userId) && seen.add(member.userId))
    .map((member) => ({ userId: member.userId, name: member.displayName }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { unit: { id: collection.unit.id, name: collection.unit.name }, members };
}

/**
 * The chosen members (all without a choice); a person who is not an active member of the unit is 400 at their
 * index, before anything is written.
 */
function chosenOf(team: Team, userIds: readonly string[] | undefined, language: Language) {
  if (userIds === undefined) return team.members;
  const byId = new Map(team.members.map((member) => [member.userId, member]));
  const issues = userIds.flatMap((userId, index) =>
    byId.has(userId)
      ? []
      : [{ path: `body.userIds.${index}`, code: 'custom', ...say('time.team.notMember', language) }],
  );
  if (issues.length > 0) throw AppError.validation(issues);
  return [...new Set(userIds)].flatMap((userId) => byId.get(userId) ?? []);
}

/** Side by side, `concurrency` at a time, in order. */
async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += concurrency)
    results.push(...(await Promise.all(items.slice(start, start + concurrency).map(work))));
  return results;
}

export async function teamMonth(caller: Caller, query: TTeamMonthQuery): Promise<TTeamMonth> {
  const [offered, display] = await Promise.all([offeredUnits(caller), timeDisplay(caller)]);
  const today = todayOf(caller);
  const unitId = query.unitId ?? defaultUnit(caller, offered);
  const empty = teamTotals([]);
  if (unitId === undefined)
    return { unit: null, units: offered, month: query.month, today, display, people: [], totals: empty };
  const team = await requireTeam(caller, unitId);
  const users = new Map(
    (await new UserRepository(caller.tenant).getMany(team.members.map((member) => member.userId))).map(
      (user) => [user.id, user],
    ),
  );
  // One world per primary unit of the members (most share the unit's): the tenant, catalogue, rates, holidays.
  const worlds = new Map<string | null, ReturnType<typeof loadWorld>>();
  const worldOf = (person: User) => {
    const key = person.unitId ?? null;
    let world = worlds.get(key);
    if (!world) {
      world = loadWorld(caller.tenant, key, query.month, caller.tenantRecord);
      worlds.set(key, world);
    }
    return world;
  };
  const people = (
    await inBatches(team.members, async (member): Promise<TTeamPerson | undefined> => {
      const person = users.get(member.userId);
      if (!person) return undefined;
      const valued = await valuePersonMonth(caller.tenant, person, query.month, worldOf(person));
      return {
        userId: person.id,
        name: person.displayName,
        own: decidesOwn(caller, person.id),
        ...teamRowOf(valued, today),
      };
    })
  ).filter((person): person is TTeamPerson => person !== undefined);
  return {
    unit: team.unit,
    units: offered,
    month: query.month,
    today,
    display,
    people,
    totals: teamTotals(people),
  };
}

const refusalKeys: Partial<Record<TDayProblem, MessageKey>> = {
  openBooking: 'time.team.refused.openBooking',
  requestedBooking: 'time.team.refused.requestedBooking',
  overtimeWaiting: 'time.team.refused.overtimeWaiting',
};

/**
 * Confirms the days of from..to that are over (before today in the tenant's zone) of the unit's members or the
 * chosen ones: the days not over are reported (`notOver`), never confirmed. Days with a blocking problem stay
 * open and are reported by person and day; the caller's own days are skipped (only oneself: 403 OWN_DECISION).
 */
export async function teamConfirm(
  caller: Caller,
  raw: TTeamConfirm,
  language: Language,
): Promise<TTeamConfirmResult> {
  const input = ZTeamConfirm.parse(raw);
  const team = await requireTeam(caller, input.unitId);
  const chosen = chosenOf(team, input.userIds, language);
  const own = chosen.filter((member) => decidesOwn(caller, member.userId));
  if (own.length > 0 && own.length === chosen.length) throw new AppError('OWN_DECISION');
  const others = chosen.filter((member) => !own.includes(member));
  const people = await Promise.all(others.map((member) => approvedPerson(caller, member.userId)));
  const today = todayOf(caller);
  const open = notOverPart(input.from, input.to, today);
  // Nothing of the range is over: nothing to confirm (and nothing valued).
  const run =
    input.from < today
      ? await runTrackingAction(caller, people, {
          from: input.from,
          to: open ? addDays(today, -1) : input.to,
          action: 'CONFIRM',
          force: false,
        })
      : { done: 0, byPerson: new Map<string, number>(), refused: [] };
  const nameOf = new Map(chosen.map((member) => [member.userId, member.name]));
  const named = (userId: string) => ({ userId, name: nameOf.get(userId) ?? '' });
  const confirmedPeople = [...run.byPerson.values()].filter((days) => days > 0).length;
  return {
    confirmed: run.done,
    people: others.map((member) => ({
      ...named(member.userId),
      confirmed: run.byPerson.get(member.userId) ?? 0,
    })),
    refused: run.refused.map((refusal) => ({
      ...named(refusal.userId),
      date: refusal.date,
      problem: refusal.problem,
      ...say(refusalKeys[refusal.problem] ?? 'time.team.refused.other', language, {
        person: nameOf.get(refusal.userId) ?? '',
        date: plainDateText(refusal.date),
      }),
    })),
    notOver: open ? { ...open, ...notOverMessage(open, language) } : null,
    skipped: own.map((member) => ({
      ...named(member.userId),
      reason: 'ownDecision' as const,
      ...say('time.team.skippedOwn', language, { person: member.name }),
    })),
    summary: say('time.team.confirmed', language, { days: run.done, people: confirmedPeople }),
  };
}

type Refusal = TTeamApproveResult['refused'][number]['reason'];

/** Why `decideBooking` refused: the catalogue's code as the reason a planner reads. */
function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.code === 'OWN_DECISION') return 'ownDecision';
  if (error.code === 'CONFLICT' || error.code === 'NOT_FOUND') return 'changed';
  if (error.code === 'BOOKING_CHANGE_REFUSED') return 'state';
  return undefined;
}

const approvalKeys: Record<Refusal, MessageKey> = {
  ownDecision: 'time.team.approveRefused.ownDecision',
  open: 'time.team.approveRefused.open',
  changed: 'time.team.approveRefused.changed',
  state: 'time.team.approveRefused.state',
};

/**
 * Approves the month's bookings that wait (Requested) of the unit's members or the chosen ones, each through
 * `decideBooking` (its checks, its audit entry). A booking it refuses stays waiting and is reported by person and
 * day: one's own (nobody approves their own), still open (no clock-out), changed meanwhile or no longer waiting.
 */
export async function teamApproveBookings(
  caller: Caller,
  raw: TTeamApprove,
  language: Language,
): Promise<TTeamApproveResult> {
  const input = ZTeamApprove.parse(raw);
  const team = await requireTeam(caller, input.unitId);
  const chosen = chosenOf(team, input.userIds, language);
  const bookings = new BookingRepository(caller.tenant);
  const from = `${input.month}-01`;
  const to = addDays(`${addMonths(input.month, 1)}-01`, -1);
  const result: Omit<TTeamApproveResult, 'summary'> = { approved: 0, people: [], refused: [] };
  for (const member of chosen) {
    const waiting = (await bookings.ofPerson(member.userId, from, to)).filter(
      (booking) => booking.state === bookingStates.requested,
    );
    let approved = 0;
    for (const booking of waiting) {
      const refuse = (reason: Refusal) =>
        result.refused.push({
          userId: member.userId,
          name: member.name,
          date: booking.day,
          bookingId: booking.id,
          reason,
          ...say(approvalKeys[reason], language, { person: member.name, date: plainDateText(booking.day) }),
        });
      if (booking.clockOut === null) {
        refuse('open');
        continue;
      }
      try {
        await decideBooking(caller, booking.id, booking.version, 'approve');
        approved += 1;
      } catch (error) {
        const reason = refusalOf(error);
        if (!reason) throw error;
        refuse(reason);
      }
    }
    result.people.push({ userId: member.userId, name: member.name, approved });
    result.approved += approved;
  }
  return { ...result, summary: say('time.team.approved', language, { count: result.approved }) };
}
