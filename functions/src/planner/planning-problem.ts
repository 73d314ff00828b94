/**
 * The product's plan as the planner's problem (shared/src/planner/model.ts; docs/planner.md "In the product"):
 * the open slots of the chosen units (with sub-units) and resources over the range are the cover, the units'
 * active members the employees. Per person: qualifications (the template's and QUAL rules') as `maxShifts` 0,
 * absences as days off, their shifts already planned anywhere as fixed days, the working-time target of the range
 * (+10 %) as `maxTotalMinutes`, applications for an open slot as shift-on requests; the legal profile's rest
 * between two days as `cannotFollow`. The empty roster is always feasible: nothing here forces a shift.
 */
import type { PlannerEmployee, PlannerProblem, PlannerShiftType } from '@app/shared/planner/model';
import { addDays, monthsOf } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import {
  CalendarReadsRepository,
  type Catalogue,
  type Member,
  type Person,
  type UnitCollection,
} from '../calendar/calendar-reads.repository';
import { PlanRepository, type PlanEntry, type PlanItems } from '../calendar/plan.repository';
import { holidaysOf } from '../calendar/validator/change-world';
import { ruleSetupOf } from '../calendar/rule-world';
import { valueUnitMonth } from '../time/valuation.service';
import { planningUnitsOf } from './planning-subjects';
import { meetsDemand, minimumStaffing, type StaffingDemand, type StaffingGap } from './minimum-staffing';

export interface PlanningRequest {
  unitIds: readonly string[];
  resourceIds: readonly string[];
  range: { start: string; end: string };
  requestsOnly: boolean;
  /** The day the hour balances are read at (CalculationDay). */
  calculationDate: string;
  /**
   * The units the planner who started the run is responsible for (each with the units below it), when not every
   * unit: the chosen resources are planned only in these. Absent or null: no limit.
   */
  withinUnitIds?: readonly string[] | null;
}

export interface OpenSlot {
  entry: PlanEntry;
  day: number;
  typeId: string;
  /** People who applied for it (open APPLY requests, or a slot request on its template and day). */
  applicants: string[];
  /** A virtual slot (no stored entry): a person missing for a MINOC rule (minimum-staffing.ts). */
  demand?: StaffingDemand;
}

/** Why a person cannot take a (day, type), known before solving (the reasons of a slot left open). */
export interface PersonFacts {
  member: Member;
  person: Person | undefined;
  units: string[];
  absent: Set<number>;
  fixed: Map<number, { typeId: string | null; minutes: number }>;
  unqualified: Set<string>;
  maxTotalMinutes: number;
  /** The time account at the calculation day in minutes (overtime positive), when the person tracks time. */
  balanceMinutes: number;
}

export interface PlanningWorld {
  days: string[];
  catalogue: Catalogue;
  collections: UnitCollection[];
  items: PlanItems[];
  people: Map<string, Person>;
  holidays: Awaited<ReturnType<typeof holidaysOf>>;
  slots: OpenSlot[];
  /** MINOC shortfalls no template of the unit overlaps: reported, not planned. */
  staffingGaps: StaffingGap[];
  facts: Map<string, PersonFacts>;
  problem: PlannerProblem;
  minRestMinutes: number;
}

/** Weights of the cover: a slot left open costs more than anything fairness or wishes weigh. */
const coverUnderWeight = 100;
const coverOverWeight = 1000;
const requestWeight = 10;
/** The working-time target of the range may be exceeded by this much (overtime the planner can see). */
const targetTolerance = 1.1;
/** Without a working-time model: the Working Time Act's 48 hours a week. */
const defaultWeekMinutes = 48 * 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Night: crosses midnight, or lies in 20:00-06:00. */
export function isNight(begin: string | null, end: string | null): boolean {
  if (begin === null || end === null) return false;
  return end <= begin || begin >= '20:00' || end <= '06:00';
}

/** Minutes of rest between a shift of `first` on one day and one of `next` on the day after. */
function restMinutes(
  first: { begin: string | null; end: string | null },
  next: { begin: string | null },
): number | null {
  if (first.begin === null || first.end === null || next.begin === null) return null;
  const end = minutesOf(first.end) + (first.end <= first.begin ? 1440 : 0);
  return 1440 + minutesOf(next.begin) - end;
}

const slotTypeId = (entry: PlanEntry) =>
  `${entry.unitId}:${entry.templateId ?? `${entry.begin ?? ''}-${entry.end ?? ''}:${entry.resourceId}`}`;
const fixedTypeId = (begin: string | null, end: string | null) =>
  begin !== null && end !== null ? `fixed:${begin}-${end}` : null;

function qualified(
  catalogue: Catalogue,
  entry: PlanEntry,
  qualificationIds: readonly string[],
  checkTemplate: boolean,
) {
  const has = new Set(qualificationIds);
  const template = entry.templateId ? catalogue.templates.find((t) => t.id === entry.templateId) : undefined;
  if (checkTemplate && (template?.requiredQualificationIds ?? []).some((id) => !has.has(id))) return false;
  for (const rule of catalogue.rules ?? []) {
    if (!rule.active || rule.ruleType !== 'QUAL') continue;
    const { scope } = rule;
    const applies =
      scope.kind === 'company' ||
      (scope.kind === 'template' && entry.templateId !== null && scope.ids.includes(entry.templateId)) ||
      (scope.kind === 'resource' && scope.ids.includes(entry.resourceId)) ||
      (scope.kind === 'unit' && scope.ids.includes(entry.unitId));
    if (!applies) continue;
    const needed = rule.settings.qualificationIds;
    const ok =
      rule.settings.mode === 'all' ? needed.every((id) => has.has(id)) : needed.some((id) => has.has(id));
    if (!ok) return false;
  }
  return true;
}

/**
 * The most the person may work in the range: the working-time target of the range (+ tolerance), or 48 h a week
 * without a model, less the overtime on their time account; minus hours raise it by at most the tolerance again.
 */
function maxMinutesOf(member: Member, start: string, days: number, balanceMinutes: number): number {
  const periods = [...(member.workingTime?.periods ?? [])]
    .filter((period) => period.validFrom <= start)
    .sort((a, b) => (a.validFrom < b.validFrom ? 1 : -1));
  const period = periods[0];
  if (!period || period.targetHours <= 0) return Math.round((defaultWeekMinutes * days) / 7);
  const perDay =
    period.itemClass === 'Week' ? (period.targetHours * 60) / 7 : (period.targetHours * 60 * 12) / 365;
  const target = perDay * days;
  const catchUp = Math.min(Math.max(-balanceMinutes, 0), target * (targetTolerance - 1));
  return Math.max(0, Math.ceil(target * targetTolerance + catchUp - Math.max(balanceMinutes, 0)));
}

/**
 * The time accounts at the calculation day of the units' members who track time (from time tracking's valuation
 * of that month; days after today add nothing there).
 */
async function balancesAt(
  caller: Caller,
  unitIds: readonly string[],
  date: string,
): Promise<Map<string, number>> {
  const month = date.slice(0, 7);
  const units = await Promise.all(unitIds.map((unitId) => valueUnitMonth(caller.tenant, unitId, month)));
  const balances = new Map<string, number>();
  for (const valued of units)
    for (const [userId, person] of valued) {
      const started = person.inputs.trackingStart;
      if (started === null || started > date) continue;
      balances.set(userId, person.balances.find((day) => day.date === date)?.balance ?? person.opening);
    }
  return balances;
}

export async function loadPlanningWorld(caller: Caller, request: PlanningRequest): Promise<PlanningWorld> {
  const reads = new CalendarReadsRepository(caller.tenant);
  const plan = new PlanRepository(caller.tenant);
  const catalogue = await reads.catalogue();
  const chosen = await planningUnitsOf(caller, request, catalogue, reads);
  const collections = chosen.map(({ collection }) => collection);
  const { start, end } = request.range;
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const months = monthsOf(start, end);
  const parts = await Promise.all(
    collections.map((collection) =>
      Promise.all(months.map((month) => plan.unitMonth(collection.unit.id, month))),
    ),
  );
  const items: PlanItems[] = parts.flat();
  const memberIds = [
    ...new Set(collections.flatMap((c) => c.members.filter((m) => m.active).map((m) => m.userId))),
  ];
  const setup = ruleSetupOf(catalogue);
  const [people, holidays, balances] = await Promise.all([
    reads.peopleById(memberIds),
    // Holidays weigh in fairness, whether or not a rule looks at them.
    holidaysOf(caller, collections, start, end),
    balancesAt(
      caller,
      collections.map((collection) => collection.unit.id),
      request.calculationDate,
    ),
  ]);

  // Open slots: of a whole unit, or of the chosen resources in the units holding them.
  const wanted = new Set(request.resourceIds);
  const whole = new Set(chosen.filter((unit) => unit.whole).map(({ collection }) => collection.unit.id));
  const allEntries = items.flatMap((part) => part.entries);
  const applicants = new Map<string, string[]>();
  for (const part of items)
    for (const applied of part.requests)
      if (applied.kind === 'APPLY' && applied.state === 'OPEN') {
        const key = applied.templateId
          ? `${applied.unitId}#${applied.date}#${applied.templateId}`
          : applied.entryUuid;
        applicants.set(key, [...(applicants.get(key) ?? []), applied.requesterId]);
      }
  const slots: OpenSlot[] = allEntries
    .filter(
      (entry) =>
        entry.userId === null &&
        dayIndex.has(entry.date) &&
        (whole.has(entry.unitId) || wanted.has(entry.resourceId)),
    )
    .sort((a, b) => (a.date + a.unitId + a.uuid < b.date + b.unitId + b.uuid ? -1 : 1))
    .map((entry) => ({
      entry,
      day: dayIndex.get(entry.date) ?? 0,
      typeId: slotTypeId(entry),
      applicants: [
        ...(applicants.get(entry.uuid) ?? []),
        ...(entry.templateId
          ? (applicants.get(`${entry.unitId}#${entry.date}#${entry.templateId}`) ?? [])
          : []),
      ],
    }));

  const staffing = minimumStaffing({
    caller,
    catalogue,
    collections,
    items,
    people,
    holidays,
    days,
    whole,
    slots,
  });
  for (const slot of staffing.slots)
    slots.push({
      ...slot,
      applicants:
        applicants.get(`${slot.entry.unitId}#${slot.entry.date}#${slot.entry.templateId ?? ''}`) ?? [],
    });

  // Shift types: one per unit and template of the slots, and one per times of the shifts people already have.
  const types = new Map<string, PlannerShiftType & { begin: string | null; end: string | null }>();
  for (const slot of slots)
    if (!types.has(slot.typeId))
      types.set(slot.typeId, {
        id: slot.typeId,
        minutes: slot.entry.minutes,
        cannotFollow: [],
        night: isNight(slot.entry.begin, slot.entry.end),
        begin: slot.entry.begin,
        end: slot.entry.end,
      });
  const fixedTypes = new Set<string>();
  const facts = new Map<string, PersonFacts>();
  for (const collection of collections)
    for (const member of collection.members) {
      if (!member.active || facts.has(member.userId)) continue;
      const person = people.get(member.userId);
      if (person && !person.active) continue;
      const units = person
        ? [...new Set([person.unitId, ...(person.extraUnitIds ?? [])])].filter((id): id is string => !!id)
        : [collection.unit.id];
      const balanceMinutes = balances.get(member.userId) ?? 0;
      facts.set(member.userId, {
        member,
        person,
        units,
        absent: new Set(),
        fixed: new Map(),
        unqualified: new Set(),
        maxTotalMinutes: maxMinutesOf(member, start, days.length, balanceMinutes),
        balanceMinutes,
      });
    }
  const seen = new Set<string>();
  const holdShift = (
    userId: string,
    uuid: string,
    date: string,
    begin: string | null,
    end: string | null,
    minutes: number,
  ) => {
    const fact = facts.get(userId);
    const day = dayIndex.get(date);
    if (!fact || day === undefined || seen.has(uuid)) return;
    seen.add(uuid);
    const typeId = fixedTypeId(begin, end);
    if (typeId && !types.has(typeId)) {
      fixedTypes.add(typeId);
      types.set(typeId, { id: typeId, minutes, cannotFollow: [], night: isNight(begin, end), begin, end });
    }
    const held = fact.fixed.get(day);
    fact.fixed.set(day, { typeId: held?.typeId ?? typeId, minutes: (held?.minutes ?? 0) + minutes });
  };
  for (const part of items) {
    for (const entry of part.entries)
      if (entry.userId)
        holdShift(entry.userId, entry.uuid, entry.date, entry.begin, entry.end, entry.minutes);
    for (const fragment of part.foreign)
      holdShift(
        fragment.userId,
        fragment.entryUuid,
        fragment.date,
        fragment.begin,
        fragment.end,
        fragment.minutes,
      );
    for (const absence of part.absences) {
      const fact = facts.get(absence.userId);
      if (!fact || absence.state === 4 || absence.state === 5) continue;
      for (const day of days)
        if (absence.begin.slice(0, 10) <= day && absence.end.slice(0, 10) >= day)
          fact.absent.add(dayIndex.get(day) ?? 0);
    }
  }

  // Rest between two days (the legal profile), as `cannotFollow`.
  const legal = setup.legal;
  const minRestMinutes = legal.profile === 'OFF' ? 0 : legal.minRestMinutes;
  for (const first of types.values())
    first.cannotFollow = [...types.values()]
      .filter((next) => {
        const rest = restMinutes(first, next);
        return rest !== null && rest < minRestMinutes;
      })
      .map((next) => next.id);

  const checkTemplate = setup.defaults.qualification !== 'OFF';
  const slotTypes = [...types.keys()].filter((id) => !fixedTypes.has(id));
  const exampleOf = new Map(slots.map((slot) => [slot.typeId, slot.entry]));
  const slotOf = new Map(slots.map((slot) => [slot.typeId, slot]));
  const employees: PlannerEmployee[] = [];
  for (const [userId, fact] of facts) {
    const maxShifts: Record<string, number> = {};
    for (const typeId of slotTypes) {
      const example = exampleOf.get(typeId);
      const member = example !== undefined && fact.units.includes(example.unitId);
      const qualificationIds = fact.member.qualificationIds ?? fact.person?.qualificationIds ?? [];
      if (
        !example ||
        !member ||
        !qualified(catalogue, example, qualificationIds, checkTemplate) ||
        !meetsDemand(slotOf.get(typeId), qualificationIds)
      ) {
        maxShifts[typeId] = 0;
        fact.unqualified.add(typeId);
      }
    }
    const fixedMinutes = [...fact.fixed.values()].reduce((sum, held) => sum + held.minutes, 0);
    fact.maxTotalMinutes = Math.max(fact.maxTotalMinutes, fixedMinutes);
    employees.push({
      id: userId,
      maxShifts,
      maxTotalMinutes: fact.maxTotalMinutes,
      minTotalMinutes: 0,
      maxConsecutiveShifts: days.length,
      minConsecutiveShifts: 1,
      minConsecutiveDaysOff: 1,
      maxWeekends: days.length,
      daysOff: [...fact.absent].filter((day) => !fact.fixed.has(day)).sort((a, b) => a - b),
      fixed: [...fact.fixed].map(([day, held]) => ({ day, shiftTypeId: held.typeId, minutes: held.minutes })),
    });
  }

  const cover = new Map<string, { day: number; shiftTypeId: string; requirement: number }>();
  for (const slot of slots) {
    const key = `${slot.day}#${slot.typeId}`;
    const row = cover.get(key) ?? { day: slot.day, shiftTypeId: slot.typeId, requirement: 0 };
    row.requirement++;
    cover.set(key, row);
  }
  const coverRows = [...cover.values()].map((row) => ({
    ...row,
    weightUnder: coverUnderWeight,
    weightOver: coverOverWeight,
  }));
  for (const typeId of fixedTypes)
    for (let day = 0; day < days.length; day++)
      coverRows.push({
        day,
        shiftTypeId: typeId,
        requirement: 0,
        weightUnder: 0,
        weightOver: coverOverWeight,
      });
  const requests = new Map<
    string,
    { employeeId: string; day: number; shiftTypeId: string; weight: number }
  >();
  for (const slot of slots)
    for (const userId of slot.applicants)
      if (facts.has(userId))
        requests.set(`${userId}#${slot.day}#${slot.typeId}`, {
          employeeId: userId,
          day: slot.day,
          shiftTypeId: slot.typeId,
          weight: requestWeight,
        });

  const firstWeekday = ((new Date(`${start}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const holidayDays = new Set(holidays.flatMap((unit) => unit.holidays.map((holiday) => holiday.date)));
  const problem: PlannerProblem = {
    horizon: days.length,
    firstWeekday,
    shiftTypes: [...types.values()].map(({ begin: _begin, end: _end, ...type }) => type),
    employees,
    shiftOnRequests: [...requests.values()],
    shiftOffRequests: [],
    cover: coverRows,
    fairnessWeight: 1,
    holidays: days.flatMap((day, index) => (holidayDays.has(day) ? [index] : [])),
    requestsOnly: request.requestsOnly,
  };
  return {
    days,
    catalogue,
    collections,
    items,
    people,
    holidays,
    slots,
    staffingGaps: staffing.gaps,
    facts,
    problem,
    minRestMinutes,
  };
}
