/**
 * The calendar's view (`calendar.list`) built from what the service selected and read: the rows of the shown
 * units and people, their slots (shifts, other units' shifts, absences, stand-ins, appointments, ghosts, fixed
 * bars), the manning, the rule markers, holidays, resources and what the caller may do. Pure: no reads, no clock.
 * What the caller may see of it is decided here, by their `PlanSight` (need to know, visibility.ts).
 */
import { blocksTemplates } from '@app/shared/resources/resource-rule';
import type { TStandbyDuty } from '@app/shared/rules/standby';
import type {
  TCalendarData,
  TCalendarRow,
  TCalendarSlot,
  ZCalendarRequest,
} from '@app/shared/calendar/calendar-view';
import { schoolHolidayAttribution } from '@app/shared/holidays/school-holidays';
import type { Language } from '@app/shared/i18n/languages';
import type * as z from 'zod';
import type { Holiday, SchoolHoliday } from '../holidays/holiday.repository';
import type {
  Catalogue,
  CatalogueTemplate,
  Member,
  UnitCollection,
  WorkingTime,
} from './calendar-reads.repository';
import type { PlanItems } from './plan.repository';
import {
  absenceSlot,
  daysOf,
  entrySlot,
  foreignSlot,
  ghostCount,
  ghostSlot,
  holidayRowKey,
  personRowKey,
  standbySlot,
  substituteSlot,
  targetMinutes,
  unitRowKey,
  type SlotNames,
} from './calendar-slots';
import { appointmentSlotsOf } from './appointment-slots';
import { fixedBarRowsOf } from './fixed-bar-slots';
import { buildRuleWorld, ruleSetupOf, type RuleWorldParts } from './rule-world';
import { withRestDays, type RestDayReads } from './legal-reads';
import type { RuleWorld } from '@app/shared/rules/engine/index';
import { manningDay, ruleMarkersOf } from './calendar-rules';
import { neutralAbsence, type PersonRef, type PlanSight } from './visibility';

export type CalendarRequest = z.output<typeof ZCalendarRequest>;

/** The holidays of one region over the range (a unit's region is its own, else the tenant's). */
export interface RegionDays {
  region: string | null;
  holidays: readonly Holiday[];
  schoolHolidays: readonly SchoolHoliday[];
}

/** Everything the view is built from: what `listCalendar` selected and read, and who asks. */
export interface CalendarViewInput {
  request: Pick<CalendarRequest, 'from' | 'to' | 'resourceIds' | 'showDisabled'>;
  /** The calendar of chosen people: only their rows, shifts and markers. Null: everyone in the units. */
  chosenPeople: ReadonlySet<string> | null;
  /** How far below the chosen unit a sub-unit is (its group row is indented); chosen units are 0. */
  depth: ReadonlyMap<string, number>;
  /** The shown units in display order, with their members, manning, resources and series heads. */
  units: readonly UnitCollection[];
  /** Each shown unit's plan over the range's months; an absence over a month's end once. */
  plans: ReadonlyMap<string, PlanItems>;
  catalogue: Catalogue;
  tenantRegion: string | null;
  regions: readonly RegionDays[];
  /** Names of people who are no member of a shown unit (chosen people, people gone whose shifts remain). */
  otherNames: ReadonlyMap<string, string>;
  /** Published days of the units, shown or not, whose members' shifts appear here. */
  publishedOf: ReadonlyMap<string, string | null>;
  /** Week totals of people above the weekly maximum, read back for the average (week-minutes.ts). */
  weekMinutes?: RuleWorld['weekMinutes'];
  /**
   * What the legal profile's ArbZG section 11 checks read beyond the range (legal-reads.ts): the Sundays of the
   * year, the members' known days, the months around of people whose rest day is undecided, and the holidays of
   * each region around the range (the view shows only those of the range).
   */
  legal?: {
    sundaysWorked?: RuleWorld['sundaysWorked'];
    knownDays?: RuleWorld['knownDays'];
    restDays?: RestDayReads;
    holidays?: ReadonlyMap<string | null, readonly Holiday[]>;
    /** The rule world of this input, when the loading built it already (`calendarRuleParts`, nothing read around). */
    world?: RuleWorld;
  };
  caller: {
    userId: string;
    timeZone: string;
    language: Language;
    /** `calendar.plan`: may do everything the calendar offers. */
    planner: boolean;
    /** The caller's own working-time flags (what an employee may do with shifts). */
    workingTime:
      | Partial<Pick<WorkingTime, 'allowShiftInteraction' | 'allowShiftInteractionRequest' | 'createShift'>>
      | undefined;
  };
  sight: PlanSight;
  /** Server texts in the caller's language. */
  texts: {
    absent: string;
    substituteFor: (name: string) => string;
    /** The tooltip of an on-call duty: the rule's name and when it begins and ends. */
    standby: (name: string, duty: TStandbyDuty) => string;
  };
}

/**
 * What the rule engine's world of the view is made of. The rules see the whole plan of the shown units (not only
 * what this caller may see): the manning and the markers are the same for everybody.
 */
export function calendarRuleParts(
  input: Pick<
    CalendarViewInput,
    'request' | 'catalogue' | 'units' | 'plans' | 'tenantRegion' | 'regions' | 'weekMinutes' | 'legal'
  > & { caller: Pick<CalendarViewInput['caller'], 'timeZone' | 'language'> },
): RuleWorldParts {
  const { request, caller } = input;
  const regionOf = (collection: UnitCollection) => collection.unit.holidayRegion ?? input.tenantRegion;
  const plans = input.units.map((collection) => input.plans.get(collection.unit.id) ?? emptyItems());
  return {
    timeZone: caller.timeZone,
    language: caller.language,
    from: request.from,
    to: request.to,
    catalogue: input.catalogue,
    collections: input.units,
    // A proposal is nobody's shift until accepted: its open slot counts as open.
    entries: plans.flatMap((unitItems) => unitItems.entries.filter((entry) => !entry.proposalRunId)),
    fragments: plans.flatMap((unitItems) => unitItems.foreign),
    absences: plans.flatMap((unitItems) => unitItems.absences),
    holidays: input.units.map((collection) => ({
      unitId: collection.unit.id,
      holidays: [
        ...(input.legal?.holidays?.get(regionOf(collection)) ??
          input.regions.find((region) => region.region === regionOf(collection))?.holidays ??
          []),
      ],
    })),
    weekMinutes: input.weekMinutes,
    sundaysWorked: input.legal?.sundaysWorked,
    knownDays: input.legal?.knownDays,
  };
}

/** The calendar of the input: rows, slots, manning, markers, holidays, resources and access. */
export function buildCalendarView(input: CalendarViewInput): TCalendarData {
  const { request, catalogue, caller, sight } = input;
  const regionOf = (collection: UnitCollection) => collection.unit.holidayRegion ?? input.tenantRegion;
  const shownUnitIds = input.units.map((collection) => collection.unit.id);
  const plans = input.units.map((collection) => input.plans.get(collection.unit.id) ?? emptyItems());
  const context = viewContext(input);
  const ruleSetup = ruleSetupOf(catalogue);
  const ruleWorld =
    input.legal?.world ?? buildRuleWorld(withRestDays(calendarRuleParts(input), input.legal?.restDays));

  const rows: TCalendarRow[] = [];
  const slots: TCalendarSlot[] = [];
  const manning: TCalendarData['manning'] = [];
  const publishedTo: Record<string, string | null> = {};
  input.units.forEach((collection, index) => {
    const unit = unitView(context, collection, plans[index] ?? emptyItems());
    rows.push(...unit.rows);
    slots.push(...unit.slots);
    publishedTo[collection.unit.id] = collection.unit.publishedTo ?? null;
    // The manning counts every shift: shown only where the shifts are.
    for (const date of context.days)
      if (unit.visibleDay(date)) manning.push(manningDay(ruleSetup, ruleWorld, collection.unit.id, date));
  });

  // Fixed bars (catalogue items, no extra request) as rows on top of the views.
  const bars = fixedBarRowsOf({
    bars: catalogue.fixedBars ?? [],
    entries: catalogue.fixedBarEntries ?? [],
    unitIds: new Set(shownUnitIds),
    from: request.from,
    to: request.to,
    timeZone: caller.timeZone,
    tagColor: context.tagColor,
  });
  rows.unshift(...bars.rows);
  slots.unshift(...bars.slots);

  const plannedUnitIds = shownUnitIds.filter((unitId) => sight.plans(unitId));
  const unitsOfRegion = (region: string | null) =>
    input.units
      .filter((collection) => regionOf(collection) === region)
      .map((collection) => collection.unit.id);
  const usedResources = new Set([
    ...input.units.flatMap((collection) => collection.resourceIds),
    ...slots.flatMap((slot) => (slot.resourceId ? [slot.resourceId] : [])),
  ]);
  return {
    from: request.from,
    to: request.to,
    timeZone: caller.timeZone,
    rows,
    slots,
    manning,
    // Markers are for the unit's planners: an employee sees the plan only up to its publication, and not its
    // findings.
    ruleMarkers: plannedUnitIds.length
      ? ruleMarkersOf(
          ruleSetup,
          ruleWorld,
          { unitIds: plannedUnitIds, from: request.from, to: request.to, userIds: input.chosenPeople },
          caller.language,
        )
      : [],
    holidays: input.regions.flatMap(({ region, holidays }) =>
      holidays.map((holiday) => ({
        date: holiday.date,
        name: holiday.name[caller.language],
        halfDay: holiday.halfDay ?? false,
        unitIds: unitsOfRegion(region),
      })),
    ),
    schoolHolidays: input.regions.flatMap(({ region, schoolHolidays }) =>
      schoolHolidays.map((entry) => ({
        id: `${entry.country}.${entry.region}.${entry.start}.${entry.id}`,
        start: entry.start,
        end: entry.end,
        name: entry.name,
        status: entry.status ?? null,
        unitIds: unitsOfRegion(region),
      })),
    ),
    schoolHolidayAttribution: input.regions.some((region) => region.schoolHolidays.length)
      ? schoolHolidayAttribution
      : null,
    resources: catalogue.resources
      .filter((resource) => usedResources.has(resource.id) && (request.showDisabled || resource.enabled))
      .map((resource) => ({
        id: resource.id,
        caption: resource.caption,
        backColor: resource.backColor,
        foreColor: resource.foreColor,
        enabled: resource.enabled,
      })),
    publishedTo,
    access: accessOf(caller.planner, caller.workingTime),
  };
}

/** What the caller may do in the calendar (spec "Security access"); planners may do everything. */
export function accessOf(
  planner: boolean,
  model: CalendarViewInput['caller']['workingTime'],
): TCalendarData['access'] {
  return {
    plan: planner,
    allowShiftInteraction: planner || (model?.allowShiftInteraction ?? false),
    allowShiftInteractionRequest: planner || (model?.allowShiftInteractionRequest ?? false),
    // Creating shifts is the planners' (calendar.plan and responsibility for the unit): the spec's per-person
    // flag is kept in the model but offers nothing the save would refuse (docs/decisions.md, "Settings that act").
    createShift: planner,
  };
}

/** What every unit's part of the view asks: names, filters, the caller's sight of people. */
interface ViewContext {
  input: CalendarViewInput;
  days: string[];
  names: SlotNames;
  personOf: (userId: string) => PersonRef;
  shownResource: (resourceId: string) => boolean;
  shownTemplate: (template: CatalogueTemplate | undefined) => boolean;
  inRange: (date: string) => boolean;
  tagColor: (tagId: string | null) => string | null;
}

function viewContext(input: CalendarViewInput): ViewContext {
  const { request, catalogue, caller } = input;
  // People come with their units (MEMBER items); the first unit that lists a person names them.
  const members = new Map<string, Member>();
  // The units each person is a member of among those shown: whom the caller is responsible for.
  const unitsOfMember = new Map<string, string[]>();
  for (const collection of input.units)
    for (const member of collection.members) {
      if (!members.has(member.userId)) members.set(member.userId, member);
      unitsOfMember.set(member.userId, [...(unitsOfMember.get(member.userId) ?? []), collection.unit.id]);
    }
  const templates = new Map(catalogue.templates.map((template) => [template.id, template]));
  const resources = new Map(catalogue.resources.map((resource) => [resource.id, resource]));
  const absenceTypes = new Map(catalogue.absenceTypes.map((type) => [type.id, type]));
  const tagColors = new Map(catalogue.tags.map((tag) => [tag.id, tag.color]));
  const names: SlotNames = {
    template: (id) => (id ? templates.get(id) : undefined),
    resourceCaption: (id) => resources.get(id)?.caption ?? '',
    userName: (userId) => members.get(userId)?.displayName ?? input.otherNames.get(userId) ?? '',
    absenceType: (id) => {
      const type = absenceTypes.get(id);
      return (
        type && { name: type.caption[caller.language], shortName: type.shortName, backColor: type.backColor }
      );
    },
    substituteFor: input.texts.substituteFor,
  };
  return {
    input,
    days: daysOf(request.from, request.to),
    names,
    personOf: (userId) => ({ userId, unitIds: unitsOfMember.get(userId) ?? [] }),
    shownResource: (resourceId) =>
      (request.resourceIds.length === 0 || request.resourceIds.includes(resourceId)) &&
      (request.showDisabled || resources.get(resourceId)?.enabled !== false),
    shownTemplate: (template) => !template || request.showDisabled || template.enabled,
    inRange: (date) => request.from <= date && date <= request.to,
    tagColor: (tagId) => (tagId ? (tagColors.get(tagId) ?? null) : null),
  };
}

/**
 * One unit's part: its group and holiday rows, its slots, then its people's rows with their hours. Employees
 * see the plan up to the day it is published, its planners all of it (`visibleDay`).
 */
function unitView(context: ViewContext, collection: UnitCollection, unitItems: PlanItems) {
  const { input, names } = context;
  const { sight, chosenPeople } = input;
  const unitId = collection.unit.id;
  const published = collection.unit.publishedTo ?? null;
  const visibleDay = (date: string) => sight.shows(unitId, date, published);
  const members = collection.members
    .filter((member) => member.active && (!chosenPeople || chosenPeople.has(member.userId)))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
  const memberIds = new Set(members.map((member) => member.userId));
  const rowOf = (userId: string | null) =>
    userId && memberIds.has(userId) ? personRowKey(unitId, userId) : unitRowKey(unitId);

  const slots: TCalendarSlot[] = [];
  const requestsOf = groupBy(unitItems.requests, (request) => request.entryUuid);
  const drawn = withoutProposedSlots(unitItems.entries);
  const shown = drawn.filter(
    (entry) =>
      context.inRange(entry.date) &&
      visibleDay(entry.date) &&
      context.shownResource(entry.resourceId) &&
      context.shownTemplate(names.template(entry.templateId)) &&
      (!chosenPeople || (entry.userId !== null && chosenPeople.has(entry.userId))),
  );
  for (const entry of shown)
    slots.push(entrySlot(entry, requestsOf.get(entry.uuid) ?? [], rowOf(entry.userId), names));
  // A person's shift in another unit is shown as that unit's plan is published.
  const foreign = unitItems.foreign.filter(
    (fragment) =>
      context.inRange(fragment.date) &&
      memberIds.has(fragment.userId) &&
      sight.shows(fragment.homeUnitId, fragment.date, input.publishedOf.get(fragment.homeUnitId)),
  );
  for (const fragment of foreign) slots.push(foreignSlot(fragment, rowOf(fragment.userId), names));
  for (const absence of unitItems.absences) {
    if (
      absence.end < input.request.from ||
      absence.begin > input.request.to ||
      !memberIds.has(absence.userId)
    )
      continue;
    const absent = absenceSlot(absence, unitId, rowOf(absence.userId), names);
    // Colleagues see that someone is away, not why.
    slots.push(
      sight.seesAbsenceDetails(context.personOf(absence.userId))
        ? absent
        : neutralAbsence(absent, input.texts.absent),
    );
    // Who agreed to stand in, on their own row when they are a member of this unit.
    for (const substituteId of absence.substituteIds ?? [])
      if (memberIds.has(substituteId))
        slots.push(substituteSlot(absence, substituteId, unitId, rowOf(substituteId), names));
  }
  // Who is on call (standby rules of this unit), on their rows: colleagues need to know whom to call.
  for (const rule of input.catalogue.standbyRules ?? []) {
    if (rule.unitId !== unitId) continue;
    for (const duty of rule.duties)
      if (
        memberIds.has(duty.userId) &&
        duty.fromDate <= input.request.to &&
        duty.toDate >= input.request.from
      )
        slots.push(standbySlot(rule, duty, unitId, rowOf(duty.userId), input.texts.standby(rule.name, duty)));
  }
  slots.push(
    ...appointmentSlotsOf({
      unitId,
      fragments: unitItems.appointments ?? [],
      heads: collection.seriesHeads,
      from: input.request.from,
      to: input.request.to,
      timeZone: input.caller.timeZone,
      viewerId: input.caller.userId,
      memberIds,
      tagColor: context.tagColor,
    }),
  );
  slots.push(...ghostsOf(context, collection, drawn));

  // One pass over the range, not one per person: 200 people x 6,000 entries would be 1.2 million steps.
  const plannedMinutes = new Map<string, number>();
  for (const item of [...shown, ...foreign]) {
    if (item.userId !== null)
      plannedMinutes.set(item.userId, (plannedMinutes.get(item.userId) ?? 0) + item.minutes);
  }
  const rows: TCalendarRow[] = [
    {
      kind: 'G',
      key: unitRowKey(unitId),
      unitId,
      name: collection.unit.name,
      parentId: collection.unit.parentId,
      depth: input.depth.get(unitId) ?? 0,
    },
    { kind: 'F', key: holidayRowKey(unitId) },
    ...members.map((member): TCalendarRow => {
      const planned = plannedMinutes.get(member.userId) ?? 0;
      const target = targetMinutes(member.workingTime?.periods, context.days);
      // A colleague's hours are none of an employee's business: left out, not zero.
      const figures = sight.seesFigures(context.personOf(member.userId))
        ? { minutesPlanned: planned, minutesRemaining: target === null ? null : target - planned }
        : {};
      return {
        kind: 'U',
        key: personRowKey(unitId, member.userId),
        unitId,
        userId: member.userId,
        displayName: member.displayName,
        primary: member.primary,
        qualificationIds: member.qualificationIds ?? [],
        ...figures,
      };
    }),
  ];
  return { rows, slots, visibleDay };
}

/**
 * Ghosts, for the unit's planners: templates of the unit (its own, or of its resources) still wanted on a day by
 * the manning levels, but not where a resource rule's "no templates" period says nobody should be planned.
 */
function ghostsOf(
  context: ViewContext,
  collection: UnitCollection,
  entries: PlanItems['entries'],
): TCalendarSlot[] {
  const { catalogue, sight } = context.input;
  const unitId = collection.unit.id;
  if (!sight.plans(unitId)) return [];
  const unitTemplates = catalogue.templates.filter(
    (template) =>
      (template.unitId === unitId || collection.resourceIds.includes(template.resourceId)) &&
      template.itemClass !== 99 &&
      context.shownResource(template.resourceId) &&
      context.shownTemplate(template),
  );
  const perDayTemplate = countBy(entries, (entry) => `${entry.date}#${entry.templateId ?? ''}`);
  const ghosts: TCalendarSlot[] = [];
  for (const date of context.days) {
    for (const template of unitTemplates) {
      if (
        template.resourceId &&
        blocksTemplates(catalogue.resourceRules ?? [], template.resourceId, unitId, date)
      )
        continue;
      const count = ghostCount(
        collection.manning,
        date,
        template,
        perDayTemplate.get(`${date}#${template.id}`) ?? 0,
      );
      for (let index = 0; index < count; index++)
        ghosts.push(ghostSlot(unitId, date, template, index, context.input.caller.timeZone));
    }
  }
  return ghosts;
}

export function emptyItems(): PlanItems {
  return { entries: [], requests: [], foreign: [], absences: [], appointments: [] };
}

/**
 * The entries to draw: an open slot with an automatic planning proposal (planners only read proposals) is drawn
 * as that proposal, not beside it (issue 28); rejected, the proposal goes and the slot is drawn again. A slot
 * someone filled meanwhile is drawn as it is.
 */
function withoutProposedSlots(entries: PlanItems['entries']): PlanItems['entries'] {
  const proposed = new Set(entries.flatMap((entry) => (entry.proposalFor ? [entry.proposalFor] : [])));
  if (proposed.size === 0) return entries;
  return entries.filter((entry) => entry.userId !== null || !proposed.has(entry.uuid));
}

function groupBy<T>(list: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

function countBy<T>(list: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of list) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
