/**
 * The planning world built from what was read (no I/O here; planning-problem.ts reads): the product's plan as the
 * planner's problem (shared/src/planner/model.ts; docs/planner.md "In the product"). The open slots of the chosen
 * units (with sub-units) and resources over the range are the cover, the units' active members the employees. Per
 * person: qualifications (the template's and QUAL rules') as `maxShifts` 0, absences as days off, their shifts
 * already planned anywhere as fixed days, the working-time target of the range (+10 %) as `maxTotalMinutes`,
 * applications for an open slot as shift-on requests; the legal profile's rest between two days as
 * `cannotFollow`. The empty roster is always feasible: nothing here forces a shift.
 */
import type {
  PlannerEmployee,
  PlannerProblem,
  PlannerRequest,
  PlannerShiftType,
} from '@app/shared/planner/model';
import { addDays } from '@app/shared/time/tenant-time';
import { rankOf } from '@app/shared/users/priority-list';
import type { Catalogue, Member, Person, UnitCollection } from '../calendar/calendar-reads.repository';
import type { PlanEntry, PlanItems } from '../calendar/plan.repository';
import { ruleSetupOf, type RuleWorldParts } from '../calendar/rule-world';
import { meetsDemand, type StaffingDemand, type StaffingGap } from './minimum-staffing';

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

export type UnitHolidays = NonNullable<RuleWorldParts['holidays']>;

/** What a run reads before anything is built: the units, their plan of the range, their people. */
export interface PlanningInputs {
  range: { start: string; end: string };
  requestsOnly: boolean;
  /** The run's resources: their open slots are planned in every unit read, not only in whole ones. */
  resourceIds: readonly string[];
  catalogue: Catalogue;
  /** The units read; `whole`: chosen (all their open slots), else read for the chosen resources only. */
  units: readonly { collection: UnitCollection; whole: boolean }[];
  /** The units' plan, whole months. */
  items: PlanItems[];
  people: Map<string, Person>;
  holidays: UnitHolidays;
  /** Time accounts at the calculation day, in minutes, of the members who track time. */
  balances: ReadonlyMap<string, number>;
  /** Per unit id its priority lists: the unit's own under null, its resources' under their ids. */
  priorityLists: ReadonlyMap<string, ReadonlyMap<string | null, readonly string[]>>;
}

export interface PlanningWorld {
  days: string[];
  catalogue: Catalogue;
  collections: UnitCollection[];
  items: PlanItems[];
  people: Map<string, Person>;
  holidays: UnitHolidays;
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
/**
 * The priority lists decide between people who fit a slot alike: each place further down costs 1 a shift, at most
 * less than one wish (an application outweighs any place, an open slot any number of places on one day).
 */
const priorityMaxWeight = requestWeight - 1;
/** The working-time target of the range may be exceeded by this much (overtime the planner can see). */
const targetTolerance = 1.1;
/** Without a working-time model: the Working Time Act's 48 hours a week. */
const defaultWeekMinutes = 48 * 60;

type ShiftType = PlannerShiftType & { begin: string | null; end: string | null };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Night: crosses midnight, or lies in 20:00-06:00. */
function isNight(begin: string | null, end: string | null): boolean {
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

/** The days of the range, first to last. */
export function planningDays(range: { start: string; end: string }): string[] {
  const days: string[] = [];
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Who applied for what: by slot uuid, and by `<unit>#<date>#<template>` for requests of a template's slot. */
function applicationsOf(items: readonly PlanItems[]): Map<string, string[]> {
  const applicants = new Map<string, string[]>();
  for (const part of items)
    for (const applied of part.requests)
      if (applied.kind === 'APPLY' && applied.state === 'OPEN') {
        const key = applied.templateId
          ? `${applied.unitId}#${applied.date}#${applied.templateId}`
          : applied.entryUuid;
        applicants.set(key, [...(applicants.get(key) ?? []), applied.requesterId]);
      }
  return applicants;
}

const templateSlotKey = (entry: { unitId: string; date: string; templateId: string | null }) =>
  `${entry.unitId}#${entry.date}#${entry.templateId ?? ''}`;

/**
 * The run's open slots in the plan as read (of a whole unit, or of the chosen resources in the units holding
 * them), in date order, each with who applied for it. MINOC's virtual slots come later (`buildPlanningWorld`).
 */
export function openSlots(inputs: PlanningInputs, days: readonly string[]): OpenSlot[] {
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const wanted = new Set(inputs.resourceIds);
  const whole = wholeUnits(inputs);
  const applicants = applicationsOf(inputs.items);
  return inputs.items
    .flatMap((part) => part.entries)
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
        ...(entry.templateId ? (applicants.get(templateSlotKey(entry)) ?? []) : []),
      ],
    }));
}

/** The units planned whole: the chosen ones with their sub-units. */
export function wholeUnits(inputs: Pick<PlanningInputs, 'units'>): Set<string> {
  return new Set(inputs.units.filter((unit) => unit.whole).map(({ collection }) => collection.unit.id));
}

/** One shift type per unit and template (or times) of the slots. */
function slotTypes(slots: readonly OpenSlot[]): Map<string, ShiftType> {
  const types = new Map<string, ShiftType>();
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
  return types;
}

/** The units' active members, once each (inactive people are left out), with their working-time cap. */
function personFacts(inputs: PlanningInputs, days: number): Map<string, PersonFacts> {
  const facts = new Map<string, PersonFacts>();
  for (const { collection } of inputs.units)
    for (const member of collection.members) {
      if (!member.active || facts.has(member.userId)) continue;
      const person = inputs.people.get(member.userId);
      if (person && !person.active) continue;
      const units = person
        ? [...new Set([person.unitId, ...(person.extraUnitIds ?? [])])].filter((id): id is string => !!id)
        : [collection.unit.id];
      const balanceMinutes = inputs.balances.get(member.userId) ?? 0;
      facts.set(member.userId, {
        member,
        person,
        units,
        absent: new Set(),
        fixed: new Map(),
        unqualified: new Set(),
        maxTotalMinutes: maxMinutesOf(member, inputs.range.start, days, balanceMinutes),
        balanceMinutes,
      });
    }
  return facts;
}

/**
 * What the people already have: each shift planned anywhere (this unit's entries, other units' fragments) a fixed
 * day of a `fixed:<times>` type (added to `types`, answered as the fixed types), each absence (not refused or
 * withdrawn) days off.
 */
function holdPlannedDays(
  items: readonly PlanItems[],
  days: readonly string[],
  facts: ReadonlyMap<string, PersonFacts>,
  types: Map<string, ShiftType>,
): Set<string> {
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const fixedTypes = new Set<string>();
  const seen = new Set<string>();
  const hold = (
    userId: string,
    uuid: string,
    shift: { date: string; begin: string | null; end: string | null; minutes: number },
  ) => {
    const fact = facts.get(userId);
    const day = dayIndex.get(shift.date);
    if (!fact || day === undefined || seen.has(uuid)) return;
    seen.add(uuid);
    const { begin, end, minutes } = shift;
    const typeId = fixedTypeId(begin, end);
    if (typeId && !types.has(typeId)) {
      fixedTypes.add(typeId);
      types.set(typeId, { id: typeId, minutes, cannotFollow: [], night: isNight(begin, end), begin, end });
    }
    const held = fact.fixed.get(day);
    fact.fixed.set(day, { typeId: held?.typeId ?? typeId, minutes: (held?.minutes ?? 0) + minutes });
  };
  for (const part of items) {
    for (const entry of part.entries) if (entry.userId) hold(entry.userId, entry.uuid, entry);
    for (const fragment of part.foreign) hold(fragment.userId, fragment.entryUuid, fragment);
    for (const absence of part.absences) {
      const fact = facts.get(absence.userId);
      if (!fact || absence.state === 4 || absence.state === 5) continue;
      for (const day of days)
        if (absence.begin.slice(0, 10) <= day && absence.end.slice(0, 10) >= day)
          fact.absent.add(dayIndex.get(day) ?? 0);
    }
  }
  return fixedTypes;
}

/** Rest between two days (the legal profile): the types that may not follow each type the next day. */
function restBetweenDays(types: ReadonlyMap<string, ShiftType>, minRestMinutes: number): void {
  for (const first of types.values())
    first.cannotFollow = [...types.values()]
      .filter((next) => {
        const rest = restMinutes(first, next);
        return rest !== null && rest < minRestMinutes;
      })
      .map((next) => next.id);
}

/** Per person: the slot types they may not take (not in the unit, not qualified), days off, fixed days, cap. */
function employeesOf(
  catalogue: Catalogue,
  facts: ReadonlyMap<string, PersonFacts>,
  slots: readonly OpenSlot[],
  slotTypeIds: readonly string[],
  days: number,
): PlannerEmployee[] {
  const checkTemplate = ruleSetupOf(catalogue).defaults.qualification !== 'OFF';
  const exampleOf = new Map(slots.map((slot) => [slot.typeId, slot.entry]));
  const slotOf = new Map(slots.map((slot) => [slot.typeId, slot]));
  const employees: PlannerEmployee[] = [];
  for (const [userId, fact] of facts) {
    const maxShifts: Record<string, number> = {};
    for (const typeId of slotTypeIds) {
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
      maxConsecutiveShifts: days,
      minConsecutiveShifts: 1,
      minConsecutiveDaysOff: 1,
      maxWeekends: days,
      daysOff: [...fact.absent].filter((day) => !fact.fixed.has(day)).sort((a, b) => a - b),
      fixed: [...fact.fixed].map(([day, held]) => ({ day, shiftTypeId: held.typeId, minutes: held.minutes })),
    });
  }
  return employees;
}

/**
 * The cover: per day and slot type as many as there are slots, and nobody on a day and type without a slot (a
 * shift there would fill nothing: without its over weight the solver planned such shifts for fairness and spent
 * its time polishing them, issue 28) nor on top of a fixed type.
 */
function coverOf(slots: readonly OpenSlot[], fixedTypes: ReadonlySet<string>, days: number) {
  const cover = new Map<string, { day: number; shiftTypeId: string; requirement: number }>();
  for (const slot of slots) {
    const key = `${slot.day}#${slot.typeId}`;
    const row = cover.get(key) ?? { day: slot.day, shiftTypeId: slot.typeId, requirement: 0 };
    row.requirement++;
    cover.set(key, row);
  }
  const rows = [...cover.values()].map((row) => ({
    ...row,
    weightUnder: coverUnderWeight,
    weightOver: coverOverWeight,
  }));
  const slotTypes = new Set(slots.map((slot) => slot.typeId));
  for (const typeId of new Set([...slotTypes, ...fixedTypes]))
    for (let day = 0; day < days; day++)
      if (!cover.has(`${day}#${typeId}`))
        rows.push({ day, shiftTypeId: typeId, requirement: 0, weightUnder: 0, weightOver: coverOverWeight });
  return rows;
}

/** Applications of people the run plans: shift-on requests. */
function shiftOnRequests(slots: readonly OpenSlot[], facts: ReadonlyMap<string, PersonFacts>) {
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
  return [...requests.values()];
}

/**
 * The priority lists as wishes against: per day a slot type has slots, a person who may take it pays their place
 * on its lists (`rankOf`: the resource's, then the unit's; nobody listed: no cost), people on neither the last
 * place's cost plus one, capped at `priorityMaxWeight` (docs/planner.md "Priority lists").
 */
function priorityRequests(
  slots: readonly OpenSlot[],
  employees: readonly PlannerEmployee[],
  lists: PlanningInputs['priorityLists'],
): PlannerRequest[] {
  const costOf = new Map<string, ((userId: string) => number) | null>();
  const costFor = (slot: OpenSlot) => {
    if (costOf.has(slot.typeId)) return costOf.get(slot.typeId) ?? null;
    const unitLists = lists.get(slot.entry.unitId);
    const resourceList = unitLists?.get(slot.entry.resourceId) ?? [];
    const unitList = unitLists?.get(null) ?? [];
    const listed = new Set([...resourceList, ...unitList]).size;
    const rank = rankOf(resourceList, unitList);
    const cost = listed === 0 ? null : (userId: string) => Math.min(rank(userId), listed, priorityMaxWeight);
    costOf.set(slot.typeId, cost);
    return cost;
  };
  const requests = new Map<string, PlannerRequest>();
  for (const slot of slots) {
    const cost = costFor(slot);
    if (cost === null) continue;
    for (const employee of employees) {
      const key = `${employee.id}#${slot.day}#${slot.typeId}`;
      if (employee.maxShifts[slot.typeId] === 0 || requests.has(key)) continue;
      const weight = cost(employee.id);
      if (weight > 0)
        requests.set(key, { employeeId: employee.id, day: slot.day, shiftTypeId: slot.typeId, weight });
    }
  }
  return [...requests.values()];
}

/**
 * The world of a run: the open slots (`openSlots`) and MINOC's virtual ones (`staffing`, with who applied for
 * their template's slot), the people's facts, and the planner's problem over them.
 */
export function buildPlanningWorld(
  inputs: PlanningInputs,
  days: string[],
  slots: readonly OpenSlot[],
  staffing: { slots: readonly OpenSlot[]; gaps: StaffingGap[] },
): PlanningWorld {
  const applicants = applicationsOf(inputs.items);
  const allSlots: OpenSlot[] = [
    ...slots,
    ...staffing.slots.map((slot) => ({
      ...slot,
      applicants: applicants.get(templateSlotKey(slot.entry)) ?? [],
    })),
  ];
  const types = slotTypes(allSlots);
  const facts = personFacts(inputs, days.length);
  const fixedTypes = holdPlannedDays(inputs.items, days, facts, types);
  const legal = ruleSetupOf(inputs.catalogue).legal;
  const minRestMinutes = legal.profile === 'OFF' ? 0 : legal.minRestMinutes;
  restBetweenDays(types, minRestMinutes);
  const slotTypeIds = [...types.keys()].filter((id) => !fixedTypes.has(id));
  const employees = employeesOf(inputs.catalogue, facts, allSlots, slotTypeIds, days.length);

  const { start } = inputs.range;
  const firstWeekday = ((new Date(`${start}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const holidayDays = new Set(
    inputs.holidays.flatMap((unit) => unit.holidays.map((holiday) => holiday.date)),
  );
  const problem: PlannerProblem = {
    horizon: days.length,
    firstWeekday,
    shiftTypes: [...types.values()].map(({ begin: _begin, end: _end, ...type }) => type),
    employees,
    shiftOnRequests: shiftOnRequests(allSlots, facts),
    shiftOffRequests: priorityRequests(allSlots, employees, inputs.priorityLists),
    cover: coverOf(allSlots, fixedTypes, days.length),
    fairnessWeight: 1,
    holidays: days.flatMap((day, index) => (holidayDays.has(day) ? [index] : [])),
    requestsOnly: inputs.requestsOnly,
  };
  return {
    days,
    catalogue: inputs.catalogue,
    collections: inputs.units.map(({ collection }) => collection),
    items: inputs.items,
    people: inputs.people,
    holidays: inputs.holidays,
    slots: allSlots,
    staffingGaps: staffing.gaps,
    facts,
    problem,
    minRestMinutes,
  };
}
