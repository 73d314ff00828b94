/**
 * Home-page data. A planner's today: who works, who is absent, the open slots and the requests waiting for them
 * (gsi2 PENDING per unit they plan). An employee's next shifts (their month and the next on gsi1), the open shifts
 * of their units to apply for (gsi2 OPEN per unit) and the requests waiting for their answer (gsi3 INBOX); for
 * today and the next 14 days their shifts with the colleagues on them, the colleagues' shifts to swap for and the
 * open shifts that pass the validator for them (the units' days: 1 Query per unit and month).
 * Employees see the plan of a unit up to its `publishedTo` day, as in the calendar.
 */
import { absenceStates } from '@app/shared/absences/absence';
import { worksWith } from '@app/shared/calendar/works-with';
import {
  employeeHomeDays,
  type TColleague,
  type TEmployeeHome,
  type TPlannerHome,
  type TRequestItem,
} from '@app/shared/calendar/shift-actions.contracts';
import { parseEntryId } from '@app/shared/calendar/entry-id';
import type { Language } from '@app/shared/i18n/languages';
import { addDays, plainDateOf } from '@app/shared/time/tenant-time';
import { now } from '../clock';
import type { Caller } from '../security/caller';
import { UnitRepository } from '../units/unit.repository';
import { CalendarReadsRepository } from './calendar-reads.repository';
import { PlanRepository, entryIdOf, type PlanEntry, type PlanRequest } from './plan.repository';
import { RequestRepository } from './request.repository';
import { swapApprovalSetting } from './shift-answers.service';
import {
  actionText,
  flagsOf,
  isPlanner,
  Names,
  unitsOf,
  type InteractionFlags,
} from './shift-actions.support';
import { checkPlacements } from './shift-placement';
import { planSight } from './visibility';

const awayStates: ReadonlySet<number> = new Set([
  absenceStates.none,
  absenceStates.planned,
  absenceStates.approved,
]);

/** The units a planner's today covers at most (spec: not shown); the calendar shows the rest. */
const maxHomeUnits = 20;
// The swap chooser offers these, so they reach past the published weeks' end (about three weeks of shifts).
const maxNextShifts = 25;
const maxOpenShifts = 50;

const today = (caller: Caller) => plainDateOf(now(), caller.tenantRecord.timeZone);

/** Request items with their entries: those not at hand are read by id (1 Q each; queues are short). */
async function requestItems(
  caller: Caller,
  plan: PlanRepository,
  requests: readonly PlanRequest[],
  known: readonly PlanEntry[],
): Promise<TRequestItem[]> {
  const entries = new Map(known.map((entry) => [entry.uuid, entry]));
  const missing = [
    ...new Set(
      requests
        .filter((request) => !request.templateId && !entries.has(request.entryUuid))
        .map((request) => request.entryUuid),
    ),
  ];
  await Promise.all(
    missing.map(async (uuid) => {
      const request = requests.find((candidate) => candidate.entryUuid === uuid);
      const key = request && parseEntryId(entryIdOf({ unitId: request.unitId, date: request.date, uuid }));
      const found = key && (await plan.entry(key));
      if (found) entries.set(uuid, found.entry);
    }),
  );
  const names = await Names.forItems(caller, [...entries.values()], requests);
  return requests.map((request) => names.requestItem(request, entries.get(request.entryUuid)));
}

export async function plannerHome(caller: Caller, language: Language): Promise<TPlannerHome> {
  const date = today(caller);
  const month = date.slice(0, 7);
  const plan = new PlanRepository(caller.tenant);
  const requestsRepo = new RequestRepository(caller.tenant);
  const reads = new CalendarReadsRepository(caller.tenant);
  // A planner plans the units they are responsible for (visibility.ts): the enabled ones, in name order, up to
  // the limit.
  const sight = await planSight(caller);
  const units = isPlanner(caller)
    ? (await new UnitRepository(caller.tenant).list())
        .filter((unit) => unit.enabled && sight.plans(unit.id))
        .sort((a, b) => a.name.localeCompare(b.name, 'de'))
        .slice(0, maxHomeUnits)
    : [];
  const unitName = new Map(units.map((unit) => [unit.id, unit.name]));
  const [months, pending, catalogue] = await Promise.all([
    Promise.all(units.map((unit) => plan.unitMonth(unit.id, month))),
    Promise.all(units.map((unit) => requestsRepo.pendingOf(unit.id))),
    reads.catalogue(),
  ]);
  const entries = months.flatMap((items) => items.entries.filter((entry) => entry.date === date));
  // Away today: a granted or planned absence (sick reports included); a request not yet decided is not.
  const absences = months.flatMap((items) =>
    items.absences.filter(
      (absence) =>
        absence.begin.slice(0, 10) <= date &&
        date <= absence.end.slice(0, 10) &&
        awayStates.has(absence.state ?? absenceStates.approved),
    ),
  );
  const away = new Set(absences.map((absence) => absence.userId));
  const names = await Names.forItems(
    caller,
    entries,
    [],
    absences.map((absence) => absence.userId),
  );
  const shiftName = (entry: PlanEntry) => names.shiftName(entry);
  const byBegin = (a: PlanEntry, b: PlanEntry) => (a.begin ?? '').localeCompare(b.begin ?? '');
  const absenceName = (id: string) =>
    catalogue.absenceTypes.find((type) => type.id === id)?.caption[language] ??
    actionText(language, 'calendarActions.absence');
  const seenAbsent = new Set<string>();
  return {
    date,
    unitIds: units.map((unit) => unit.id),
    // Someone away (off sick with a shift still planned) is listed as absent, not as working.
    working: entries
      .filter((entry) => entry.userId !== null && entry.itemClass !== 99 && !away.has(entry.userId))
      .sort(byBegin)
      .map((entry) => ({
        userId: entry.userId ?? '',
        displayName: names.userName(entry.userId),
        unitName: unitName.get(entry.unitId) ?? '',
        shiftName: shiftName(entry),
        begin: entry.begin,
        end: entry.end,
        entryId: entryIdOf(entry),
      })),
    absent: absences
      .filter((absence) => !seenAbsent.has(absence.userId) && Boolean(seenAbsent.add(absence.userId)))
      .map((absence) => ({
        userId: absence.userId,
        displayName: names.userName(absence.userId),
        unitName: names.users.get(absence.userId)?.unitId
          ? (unitName.get(names.users.get(absence.userId)?.unitId ?? '') ?? '')
          : '',
        reason: absenceName(absence.absenceTypeId),
      })),
    openSlots: entries
      .filter((entry) => entry.userId === null)
      .sort(byBegin)
      .map((entry) => ({
        entryId: entryIdOf(entry),
        unitName: unitName.get(entry.unitId) ?? '',
        shiftName: shiftName(entry),
        begin: entry.begin,
        end: entry.end,
        requests: months
          .flatMap((items) => items.requests)
          .filter((request) => request.entryUuid === entry.uuid && request.state === 'OPEN').length,
      })),
    pendingRequests: await requestItems(
      caller,
      plan,
      pending.flat().filter((request) => request.state === 'OPEN'),
      months.flatMap((items) => items.entries),
    ),
  };
}

const isShift = (entry: PlanEntry) => entry.itemClass !== 99;
const byTime = (a: PlanEntry, b: PlanEntry) =>
  a.date.localeCompare(b.date) || (a.begin ?? '').localeCompare(b.begin ?? '');

/** The home's units (each read for its days and rule-checked shifts) stay few; more come from a unit list. */
const maxEmployeeUnits = 10;
/** Colleagues' shifts offered for a swap; the calendar has them all. */
const maxSwapTargets = 150;
/** Open shifts rule-checked for one home (each check reads the change's world: a handful of queries). */
const maxTakeChecks = 12;

export async function employeeHome(caller: Caller, language: Language): Promise<TEmployeeHome> {
  const date = today(caller);
  const until = addDays(date, employeeHomeDays - 1);
  const plan = new PlanRepository(caller.tenant);
  const unitsRepo = new UnitRepository(caller.tenant);
  const me = caller.user.id;
  const myUnits = unitsOf(caller.user).slice(0, maxEmployeeUnits);
  const nextMonth = addDays(`${date.slice(0, 7)}-28`, 7).slice(0, 7);
  const [thisMonthItems, nextMonthItems, units, opens, inbox, sight, days, flags] = await Promise.all([
    plan.personMonth(me, date.slice(0, 7)),
    plan.personMonth(me, nextMonth),
    unitsRepo.getMany(myUnits),
    Promise.all(myUnits.map((unitId) => plan.openShifts(unitId, date))),
    new RequestRepository(caller.tenant).inboxOf(me),
    planSight(caller),
    Promise.all(myUnits.map((unitId) => plan.unitDays(unitId, date, until))),
    flagsOf(caller, me),
  ]);
  // Employees see a unit's plan up to its published day (its planners all of it).
  const published = new Map(units.map((unit) => [unit.id, unit.publishedTo ?? null]));
  const visible = (entry: PlanEntry) => sight.shows(entry.unitId, entry.date, published.get(entry.unitId));
  const mine = [...thisMonthItems.entries, ...nextMonthItems.entries]
    .filter((entry) => entry.date >= date && visible(entry))
    .sort(byTime)
    .slice(0, maxNextShifts);
  const open = opens
    .flat()
    .filter(visible)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, maxOpenShifts);
  const myRequests = [...thisMonthItems.requests, ...nextMonthItems.requests].filter(
    (request) => request.state === 'OPEN',
  );
  const openInbox = inbox.filter((request) => request.state === 'OPEN');

  // The days' plan of the person's units, as far as published: colleagues, swap targets, shifts to take.
  const unitEntries = days
    .flatMap((items) => items.entries)
    .filter((entry) => visible(entry) && isShift(entry));
  const comingMine = mine.filter((entry) => entry.date <= until && isShift(entry));
  const held = unitEntries.filter((entry) => entry.userId !== null && entry.userId !== me);
  const colleaguesOf = (entry: PlanEntry) => held.filter((other) => worksWith(entry, other)).sort(byTime);
  const swapTargets = [...held].sort(byTime).slice(0, maxSwapTargets);
  // Open shifts, and colleagues' shifts offered to the whole unit or to the caller (a SHARE still open).
  const unitRequests = days.flatMap((items) => items.requests);
  const offers = unitRequests.filter(
    (request) =>
      request.kind === 'SHARE' &&
      request.state === 'OPEN' &&
      request.requesterId !== me &&
      (request.targetUserId === null || request.targetUserId === me),
  );
  const offered = new Set(offers.map((request) => request.entryUuid));
  const takeable = await takeableShifts(
    caller,
    language,
    unitEntries
      .filter((entry) => entry.userId === null || (entry.userId !== me && offered.has(entry.uuid)))
      .sort(byTime),
    flags,
  );
  const approvals = await Promise.all(
    myUnits.map(async (unitId) => ({
      unitId,
      required: (await unitsRepo.getSetting(unitId, swapApprovalSetting))?.value === true,
    })),
  );

  const names = await Names.forItems(caller, [...mine, ...open, ...held, ...takeable], offers);
  const colleague = (entry: PlanEntry): TColleague => ({
    userId: entry.userId ?? '',
    displayName: names.userName(entry.userId),
    shiftName: names.shiftName(entry),
    resourceName: names.resources.get(entry.resourceId)?.caption ?? '',
    begin: entry.begin,
    end: entry.end,
  });
  return {
    date,
    until,
    nextShifts: mine.map((entry) => names.entry(entry)),
    openShifts: open.map((entry) => names.entry(entry)),
    inbox: await requestItems(caller, plan, openInbox, []),
    myRequests: await requestItems(caller, plan, myRequests, mine),
    coming: comingMine.map((entry) => ({
      entry: names.entry(entry, myRequests),
      colleagues: colleaguesOf(entry).map(colleague),
    })),
    swapTargets: swapTargets.map((entry) => names.entry(entry)),
    takeable: takeable.map((entry) => names.entry(entry, offers)),
    approvalUnitIds: approvals.filter((unit) => unit.required).map((unit) => unit.unitId),
    access: {
      allowShiftInteraction: flags.allowShiftInteraction,
      allowShiftInteractionRequest: flags.allowShiftInteractionRequest,
    },
  };
}

/**
 * The open (or offered) shifts the person may take: each checked by the validator as if it were theirs (qualification, rest,
 * collisions, working time: the same check as taking it), only those it lets through without forcing. Without
 * the working-time flags the person may neither take nor apply, so nothing is checked.
 */
async function takeableShifts(
  caller: Caller,
  language: Language,
  candidates: readonly PlanEntry[],
  flags: InteractionFlags,
): Promise<PlanEntry[]> {
  if (!flags.allowShiftInteraction) return [];
  const checked = await Promise.all(
    candidates.slice(0, maxTakeChecks).map(async (entry) => {
      const messages = await checkPlacements(caller, language, [
        { before: entry, after: { ...entry, userId: caller.user.id } },
      ]);
      return messages.every((message) => message.notice) ? entry : null;
    }),
  );
  return checked.filter((entry): entry is PlanEntry => entry !== null);
}
