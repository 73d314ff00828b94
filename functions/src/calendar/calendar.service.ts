/**
 * `calendar.list` (spec `appointment/list/shift`): rows and slots of units (optionally with sub-units) or people
 * for a range, in three steps: select the units, load what they need (I/O), build the view (`calendar-view.ts`,
 * pure). The DynamoDB requests grow with units x months, never with people or entries: n unit collections (with
 * their members: names, qualifications, working-time copies) + n x m plan partitions in parallel, 1 catalogue
 * Query, then 1 Query of holidays and school holidays per distinct region (and the unit tree with sub-units; a
 * BatchGet of the chosen people, or of people no longer in a unit whose entries remain). For planners, the legal
 * profile's reads beyond the range: person months of the people a weekly average, a year's free Sundays or a
 * substitute rest day could find something on (week-minutes.ts, legal-reads.ts; usually none).
 */
import { AppError } from '@app/shared/api/errors';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import type { Language } from '@app/shared/i18n/languages';
import { addDays, monthsOf } from '@app/shared/time/tenant-time';
import { subUnitsOf } from '@app/shared/units/unit-tree';
import { hasPermission, type Caller } from '../security/caller';
import { HolidayRepository } from '../holidays/holiday.repository';
import { UnitRepository } from '../units/unit.repository';
import { CalendarReadsRepository, type Member, type Person } from './calendar-reads.repository';
import { PlanRepository, type PlanItems } from './plan.repository';
import { actionText } from './shift-actions.support';
import {
  buildCalendarView,
  calendarRuleParts,
  type CalendarRequest,
  type CalendarViewInput,
} from './calendar-view';
import {
  legalHolidayReach,
  membersKnownDays,
  personMonthsOnce,
  readRestDays,
  readYearSundays,
} from './legal-reads';
import { buildRuleWorld, ruleSetupOf } from './rule-world';
import { planSight, type PlanSight } from './visibility';
import { readHeavyWeeks } from './week-minutes';
import { plainDateText } from '../api/messages';

export async function listCalendar(
  caller: Caller,
  request: CalendarRequest,
  language: Language,
): Promise<TCalendarData> {
  const reads = new CalendarReadsRepository(caller.tenant);
  // Need to know (visibility.ts): the unpublished plan, proposals, ghosts and findings only where the caller
  // plans; people's hours and absence types only for themselves and those responsible for them.
  const sight = await planSight(caller);
  const selection = await selectUnits(caller, request, reads);
  const loaded = await loadCalendar(caller, request, selection, sight, reads, language);
  return buildCalendarView({
    ...loaded,
    request,
    chosenPeople: selection.chosenPeople,
    depth: selection.depth,
    sight,
    texts: {
      absent: actionText(language, 'calendarActions.absent'),
      substituteFor: (name) => actionText(language, 'calendarActions.substituteFor', { name }),
      standby: (name, duty) =>
        actionText(language, 'calendarActions.onCall', {
          name,
          from: `${plainDateText(duty.fromDate)} ${duty.fromTime}`,
          to: `${plainDateText(duty.toDate)} ${duty.toTime}`,
        }),
    },
    caller: {
      userId: caller.user.id,
      timeZone: caller.tenantRecord.timeZone,
      language,
      planner: hasPermission(caller, 'calendar.plan'),
      workingTime: loaded.callerWorkingTime,
    },
  });
}

/** Which units the calendar shows, and of whom. */
interface UnitSelection {
  unitIds: string[];
  /** How far below the chosen unit each sub-unit is. */
  depth: Map<string, number>;
  /** The calendar of chosen people (no unit chosen): them, read by id. Null otherwise. */
  chosenPeople: ReadonlySet<string> | null;
  chosenUsers: ReadonlyMap<string, Person>;
}

/**
 * The chosen units (with their sub-units from the tree), or the primary units of the chosen people; a unit or
 * person that is not the tenant's is 404.
 */
async function selectUnits(
  caller: Caller,
  request: CalendarRequest,
  reads: CalendarReadsRepository,
): Promise<UnitSelection> {
  const unitIds = [...new Set(request.unitIds)];
  const depth = new Map<string, number>();
  if (request.userIds.length > 0 && request.unitIds.length === 0) {
    const chosenUsers = await reads.peopleById(request.userIds);
    const chosen = [...new Set(request.userIds)].map((userId) => chosenUsers.get(userId));
    if (chosen.some((person) => person === undefined)) throw new AppError('NOT_FOUND');
    return {
      unitIds: [...new Set(chosen.flatMap((person) => (person?.unitId ? [person.unitId] : [])))],
      depth,
      chosenPeople: new Set(request.userIds),
      chosenUsers,
    };
  }
  if (!request.withSubUnits) return { unitIds, depth, chosenPeople: null, chosenUsers: new Map() };
  const tree = await new UnitRepository(caller.tenant).list();
  const known = new Set(tree.map((unit) => unit.id));
  if (unitIds.some((id) => !known.has(id))) throw new AppError('NOT_FOUND');
  const withSubUnits = unitIds.flatMap((id) => [
    id,
    ...subUnitsOf(tree, id, true)
      .filter((unit) => request.showDisabled || unit.enabled)
      .map((unit) => {
        depth.set(unit.id, levelBelow(tree, unit.id, id));
        return unit.id;
      }),
  ]);
  return { unitIds: [...new Set(withSubUnits)], depth, chosenPeople: null, chosenUsers: new Map() };
}

type LoadedCalendar = Pick<
  CalendarViewInput,
  | 'units'
  | 'plans'
  | 'catalogue'
  | 'tenantRegion'
  | 'regions'
  | 'otherNames'
  | 'publishedOf'
  | 'weekMinutes'
  | 'legal'
> & { callerWorkingTime: CalendarViewInput['caller']['workingTime'] };

/**
 * Everything the view is built from, in two rounds of parallel reads: the units' collections, their plan months
 * and the catalogue; then what those name: holidays of their regions, people gone from the units whose shifts
 * remain, the caller's working-time model and the units whose shifts members have elsewhere. A unit that is gone
 * is 404; a unit the caller may not see is 403.
 */
async function loadCalendar(
  caller: Caller,
  request: CalendarRequest,
  selection: UnitSelection,
  sight: PlanSight,
  reads: CalendarReadsRepository,
  language: Language,
): Promise<LoadedCalendar> {
  const plan = new PlanRepository(caller.tenant);
  const { unitIds } = selection;
  const months = monthsOf(request.from, request.to);
  const [collections, partitions, catalogue] = await Promise.all([
    Promise.all(unitIds.map((unitId) => reads.unitCollection(unitId))),
    Promise.all(
      unitIds.map((unitId) =>
        // Planners of the unit see auto-planning proposals (drawn as such); nobody else does.
        Promise.all(months.map((month) => plan.unitMonth(unitId, month, { proposals: sight.plans(unitId) }))),
      ),
    ),
    reads.catalogue(),
  ]);
  const units = collections.flatMap((collection) => (collection ? [collection] : []));
  if (units.length < unitIds.length) throw new AppError('NOT_FOUND');
  if (units.some((collection) => !visibleTo(caller, collection.unit.id)))
    throw new AppError('FORBIDDEN', { details: { permission: 'calendar.plan' } });
  const plans = new Map(unitIds.map((unitId, index) => [unitId, mergeItems(partitions[index] ?? [])]));

  const tenantRegion = caller.tenantRecord.region;
  const regions = [...new Set(units.map((collection) => collection.unit.holidayRegion ?? tenantRegion))];
  // People come with their units (MEMBER items: name, qualifications, working-time copy); only the names of
  // people no longer in a unit whose entries or requests are still there are read (usually none).
  const members = new Map<string, Member>();
  for (const collection of units)
    for (const member of collection.members)
      if (!members.has(member.userId)) members.set(member.userId, member);
  const named = new Set([...members.keys(), ...selection.chosenUsers.keys()]);
  const unnamed = [...plans.values()].flatMap((unitItems) => [
    ...unitItems.entries.flatMap((entry) => (entry.userId && !named.has(entry.userId) ? [entry.userId] : [])),
    ...unitItems.requests.flatMap((item) =>
      [item.requesterId, item.targetUserId].flatMap((id) => (id && !named.has(id) ? [id] : [])),
    ),
  ]);
  const callerMember = members.get(caller.user.id);
  // A person's shift in another unit is shown as that unit's plan is published: its units not shown here are read.
  const shownUnitIds = new Set(units.map((collection) => collection.unit.id));
  const homeUnitIds = [
    ...new Set(
      [...plans.values()].flatMap((unitItems) =>
        unitItems.foreign.flatMap((fragment) =>
          shownUnitIds.has(fragment.homeUnitId) ? [] : [fragment.homeUnitId],
        ),
      ),
    ),
  ];
  const holidays = new HolidayRepository(caller.tenant);
  // The legal profile's reads beyond the range are for the planners' markers (week-minutes.ts, legal-reads.ts):
  // each person's month once; the holidays around the range come with the same Query.
  const planner = units.some((collection) => sight.plans(collection.unit.id));
  const legal = ruleSetupOf(catalogue).legal;
  const personMonths = personMonthsOnce(plan);
  const around = planner
    ? { from: addDays(request.from, -legalHolidayReach), to: addDays(request.to, legalHolidayReach) }
    : request;
  const [regionDays, others, callerWorkingTime, homeUnits, weekMinutes, sundaysWorked] = await Promise.all([
    Promise.all(
      regions.map((region) =>
        holidays.regionDays(caller.tenantRecord.country, region, around.from, around.to),
      ),
    ),
    unnamed.length ? reads.peopleById(unnamed) : Promise.resolve(new Map<string, Person>()),
    // Planners may do everything; anyone else sees only their own units, so their membership is here.
    hasPermission(caller, 'calendar.plan') || callerMember
      ? Promise.resolve(callerMember?.workingTime ?? undefined)
      : reads.workingTimes([caller.user.id]).then((models) => models.get(caller.user.id)),
    homeUnitIds.length ? new UnitRepository(caller.tenant).getMany(homeUnitIds) : Promise.resolve([]),
    planner ? readHeavyWeeks(personMonths, request, [...plans.values()], legal) : Promise.resolve(undefined),
    planner ? readYearSundays(personMonths, request, [...plans.values()], legal) : Promise.resolve(undefined),
  ]);
  const inRange = (holiday: { date: string }) => holiday.date >= request.from && holiday.date <= request.to;
  const shown = {
    units,
    plans,
    weekMinutes,
    catalogue,
    tenantRegion,
    regions: regions.map((region, index) => ({
      region,
      holidays: (regionDays[index]?.holidays ?? []).filter(inRange),
      schoolHolidays: (regionDays[index]?.schoolHolidays ?? []).filter(
        (entry) => entry.end >= request.from && entry.start <= request.to,
      ),
    })),
    legal: {
      sundaysWorked,
      knownDays: membersKnownDays(units, months),
      holidays: new Map(regions.map((region, index) => [region, regionDays[index]?.holidays ?? []])),
    },
    otherNames: new Map(
      [...others.values(), ...selection.chosenUsers.values()].map((person) => [
        person.id,
        person.displayName,
      ]),
    ),
    publishedOf: new Map<string, string | null>([
      ...units.map((collection) => [collection.unit.id, collection.unit.publishedTo ?? null] as const),
      ...homeUnits.map((unit) => [unit.id, unit.publishedTo ?? null] as const),
    ]),
    callerWorkingTime,
  };
  if (!planner) return shown;
  // A Sunday or holiday worked whose rest day is not among the months read: the person's months around. The
  // world asked is the view's when nothing more is read.
  const world = buildRuleWorld(
    calendarRuleParts({ ...shown, request, caller: { timeZone: caller.tenantRecord.timeZone, language } }),
  );
  const restDays = await readRestDays(personMonths, ruleSetupOf(catalogue), world);
  return { ...shown, legal: { ...shown.legal, ...(restDays ? { restDays } : { world }) } };
}

/** The units the caller may see: every unit for planners and administrators, else their own units. */
function visibleTo(caller: Caller, unitId: string): boolean {
  if (hasPermission(caller, 'calendar.plan')) return true;
  const own = [caller.user.unitId ?? null, ...(caller.user.extraUnitIds ?? [])];
  return own.includes(unitId);
}

function levelBelow(
  tree: readonly { id: string; parentId: string | null }[],
  unitId: string,
  rootId: string,
) {
  const parents = new Map(tree.map((unit) => [unit.id, unit.parentId]));
  let level = 0;
  for (let id: string | null | undefined = unitId; id && id !== rootId; id = parents.get(id)) level++;
  return level;
}

function mergeItems(parts: readonly PlanItems[]): PlanItems {
  return {
    entries: parts.flatMap((part) => part.entries),
    requests: parts.flatMap((part) => part.requests),
    foreign: parts.flatMap((part) => part.foreign),
    // An absence over a month's end has a fragment in each month: shown once.
    absences: [...new Map(parts.flatMap((part) => part.absences).map((a) => [a.absenceId, a])).values()],
    appointments: [
      ...new Map(parts.flatMap((part) => part.appointments ?? []).map((a) => [a.appointmentId, a])).values(),
    ],
  };
}
