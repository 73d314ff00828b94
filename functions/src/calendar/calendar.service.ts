/**
 * `calendar.list` (spec `appointment/list/shift`): rows and slots of units (optionally with sub-units) or people
 * for a range. The DynamoDB requests grow with units x months, never with people or entries: n unit collections
 * (with their members: names, qualifications, working-time copies) + n x m plan partitions in parallel, 1
 * catalogue Query, then 1 Query of holidays and school holidays per distinct region (and the unit tree with
 * sub-units; a BatchGet of the chosen people, or of people no longer in a unit whose entries remain).
 */
import { blocksTemplates } from '@app/shared/resources/resource-rule';
import { AppError } from '@app/shared/api/errors';
import type { TCalendarData, TCalendarRow, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import type { ZCalendarRequest } from '@app/shared/calendar/calendar-view';
import { schoolHolidayAttribution } from '@app/shared/holidays/school-holidays';
import type { Language } from '@app/shared/i18n/languages';
import { subUnitsOf } from '@app/shared/units/unit-tree';
import type * as z from 'zod';
import { hasPermission, type Caller } from '../security/caller';
import { HolidayRepository } from '../holidays/holiday.repository';
import { UnitRepository } from '../units/unit.repository';
import {
  CalendarReadsRepository,
  type CatalogueTemplate,
  type Member,
  type Person,
  type UnitCollection,
} from './calendar-reads.repository';
import { monthsOf } from '@app/shared/time/tenant-time';
import { PlanRepository, type PlanItems } from './plan.repository';
import {
  absenceSlot,
  daysOf,
  substituteSlot,
  entrySlot,
  foreignSlot,
  ghostCount,
  ghostSlot,
  holidayRowKey,
  personRowKey,
  targetMinutes,
  unitRowKey,
  type SlotNames,
} from './calendar-slots';
import type { WorkingTime } from './calendar-reads.repository';
import { appointmentSlotsOf } from './appointment-slots';
import { actionText } from './shift-actions.support';
import { fixedBarRowsOf } from '../plan-tools/fixed-bar-slots';
import { buildRuleWorld, ruleSetupOf } from './rule-world';
import { manningDay, ruleMarkersOf } from './calendar-rules';
import { neutralAbsence, planSight, type PersonRef } from './visibility';

type CalendarRequest = z.output<typeof ZCalendarRequest>;

/** The units the caller may see: every unit for planners and administrators, else their own units. */
function visibleTo(caller: Caller, unitId: string): boolean {
  if (hasPermission(caller, 'calendar.plan')) return true;
  const own = [caller.user.unitId ?? null, ...(caller.user.extraUnitIds ?? [])];
  return own.includes(unitId);
}

export async function listCalendar(
  caller: Caller,
  request: CalendarRequest,
  language: Language,
): Promise<TCalendarData> {
  const reads = new CalendarReadsRepository(caller.tenant);
  const plan = new PlanRepository(caller.tenant);
  const planner = hasPermission(caller, 'calendar.plan');
  // Need to know (visibility.ts): the unpublished plan, proposals, ghosts and findings only where the caller
  // plans; people's hours and absence types only for themselves and those responsible for them.
  const sight = await planSight(caller);
  const byPeople = request.userIds.length > 0 && request.unitIds.length === 0;

  // Which units: chosen ones (with sub-units from the tree), or the primary units of the chosen people.
  let unitIds = [...new Set(request.unitIds)];
  const depth = new Map<string, number>();
  let chosenPeople = new Set<string>();
  let chosenUsers = new Map<string, Person>();
  if (byPeople) {
    chosenUsers = await reads.peopleById(request.userIds);
    const chosen = [...new Set(request.userIds)].map((userId) => chosenUsers.get(userId));
    if (chosen.some((person) => person === undefined)) throw new AppError('NOT_FOUND');
    chosenPeople = new Set(request.userIds);
    unitIds = [...new Set(chosen.flatMap((person) => (person?.unitId ? [person.unitId] : [])))];
  } else if (request.withSubUnits) {
    const tree = await new UnitRepository(caller.tenant).list();
    const known = new Set(tree.map((unit) => unit.id));
    if (unitIds.some((id) => !known.has(id))) throw new AppError('NOT_FOUND');
    unitIds = [
      ...new Set(
        unitIds.flatMap((id) => [
          id,
          ...subUnitsOf(tree, id, true)
            .filter((unit) => request.showDisabled || unit.enabled)
            .map((unit) => {
              depth.set(unit.id, levelBelow(tree, unit.id, id));
              return unit.id;
            }),
        ]),
      ),
    ];
  }

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
  const items = new Map(unitIds.map((unitId, index) => [unitId, mergeItems(partitions[index] ?? [])]));

  const country = caller.tenantRecord.country;
  const regionOf = (collection: UnitCollection) =>
    collection.unit.holidayRegion ?? caller.tenantRecord.region;
  const regions = [...new Set(units.map(regionOf))];
  // People come with their units (MEMBER items: name, qualifications, working-time copy); only the names of
  // people no longer in a unit whose entries or requests are still there are read (usually none).
  const knownMembers = new Map<string, Member>();
  for (const collection of units)
    for (const member of collection.members)
      if (!knownMembers.has(member.userId)) knownMembers.set(member.userId, member);
  const named = new Set([...knownMembers.keys(), ...chosenUsers.keys()]);
  const unnamed = [...items.values()].flatMap((unitItems) => [
    ...unitItems.entries.flatMap((entry) => (entry.userId && !named.has(entry.userId) ? [entry.userId] : [])),
    ...unitItems.requests.flatMap((request) =>
      [request.requesterId, request.targetUserId].flatMap((id) => (id && !named.has(id) ? [id] : [])),
    ),
  ]);
  const callerMember = knownMembers.get(caller.user.id);
  const holidayRepository = new HolidayRepository(caller.tenant);
  // A person's shift in another unit is shown as that unit's plan is published: its units not shown here are read.
  const shownUnitIds = new Set(units.map((collection) => collection.unit.id));
  const homeUnitIds = [
    ...new Set(
      [...items.values()].flatMap((unitItems) =>
        unitItems.foreign.flatMap((fragment) =>
          shownUnitIds.has(fragment.homeUnitId) ? [] : [fragment.homeUnitId],
        ),
      ),
    ),
  ];
  const [regionHolidays, others, callerModel, homeUnits] = await Promise.all([
    Promise.all(
      regions.map((region) => holidayRepository.regionDays(country, region, request.from, request.to)),
    ),
    unnamed.length ? reads.peopleById(unnamed) : Promise.resolve(new Map<string, Person>()),
    // Planners may do everything; anyone else sees only their own units, so their membership is here.
    planner || callerMember
      ? Promise.resolve(callerMember?.workingTime ?? undefined)
      : reads.workingTimes([caller.user.id]).then((models) => models.get(caller.user.id)),
    homeUnitIds.length ? new UnitRepository(caller.tenant).getMany(homeUnitIds) : Promise.resolve([]),
  ]);
  const publishedOf = new Map<string, string | null>([
    ...units.map((collection) => [collection.unit.id, collection.unit.publishedTo ?? null] as const),
    ...homeUnits.map((unit) => [unit.id, unit.publishedTo ?? null] as const),
  ]);
  // The units each person is a member of among those shown: whom the caller is responsible for.
  const unitsOfMember = new Map<string, string[]>();
  for (const collection of units)
    for (const member of collection.members)
      unitsOfMember.set(member.userId, [...(unitsOfMember.get(member.userId) ?? []), collection.unit.id]);
  const personOf = (userId: string): PersonRef => ({ userId, unitIds: unitsOfMember.get(userId) ?? [] });
  const absentText = actionText(language, 'calendarActions.absent');
  const holidayLists = regionHolidays.map((region) => region.holidays);
  const schoolLists = regionHolidays.map((region) => region.schoolHolidays);
  const access = callerAccess(caller, callerModel);
  const nameOf = (userId: string) =>
    knownMembers.get(userId)?.displayName ??
    chosenUsers.get(userId)?.displayName ??
    others.get(userId)?.displayName ??
    '';

  const templates = new Map(catalogue.templates.map((template) => [template.id, template]));
  const resources = new Map(catalogue.resources.map((resource) => [resource.id, resource]));
  const absenceTypes = new Map(catalogue.absenceTypes.map((type) => [type.id, type]));
  const tagColors = new Map(catalogue.tags.map((tag) => [tag.id, tag.color]));
  const names: SlotNames = {
    template: (id) => (id ? templates.get(id) : undefined),
    resourceCaption: (id) => resources.get(id)?.caption ?? '',
    userName: nameOf,
    absenceType: (id) => {
      const type = absenceTypes.get(id);
      return type && { name: type.caption[language], shortName: type.shortName, backColor: type.backColor };
    },
    substituteFor: (name) => actionText(language, 'calendarActions.substituteFor', { name }),
  };
  const shownResource = (resourceId: string) =>
    (request.resourceIds.length === 0 || request.resourceIds.includes(resourceId)) &&
    (request.showDisabled || resources.get(resourceId)?.enabled !== false);
  const shownTemplate = (template: CatalogueTemplate | undefined) =>
    !template || request.showDisabled || template.enabled;
  const inRange = (date: string) => request.from <= date && date <= request.to;
  const days = daysOf(request.from, request.to);
  // The rules see the whole plan of the shown units (not only what this caller may see): the manning and the
  // markers are the same for everybody.
  const ruleSetup = ruleSetupOf(catalogue);
  const ruleWorld = buildRuleWorld({
    timeZone: caller.tenantRecord.timeZone,
    language,
    from: request.from,
    to: request.to,
    catalogue,
    collections: units,
    // A proposal is nobody's shift until accepted: its open slot counts as open.
    entries: [...items.values()].flatMap((unitItems) =>
      unitItems.entries.filter((entry) => !entry.proposalRunId),
    ),
    fragments: [...items.values()].flatMap((unitItems) => unitItems.foreign),
    absences: [...items.values()].flatMap((unitItems) => unitItems.absences),
    holidays: units.map((collection) => ({
      unitId: collection.unit.id,
      holidays: holidayLists[regions.indexOf(regionOf(collection))] ?? [],
    })),
  });

  const rows: TCalendarRow[] = [];
  const slots: TCalendarSlot[] = [];
  const manning: TCalendarData['manning'] = [];
  const publishedTo: Record<string, string | null> = {};
  for (const collection of units) {
    const unitId = collection.unit.id;
    const unitItems = items.get(unitId) ?? emptyItems();
    const published = collection.unit.publishedTo ?? null;
    publishedTo[unitId] = published;
    // Employees see the plan up to the day it is published; its planners all of it.
    const visibleDay = (date: string) => sight.shows(unitId, date, published);
    rows.push({
      kind: 'G',
      key: unitRowKey(unitId),
      unitId,
      name: collection.unit.name,
      parentId: collection.unit.parentId,
      depth: depth.get(unitId) ?? 0,
    });
    rows.push({ kind: 'F', key: holidayRowKey(unitId) });
    const members = collection.members
      .filter((member) => member.active && (!byPeople || chosenPeople.has(member.userId)))
      .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
    const memberIds = new Set(members.map((member) => member.userId));
    const rowOf = (userId: string | null) =>
      userId && memberIds.has(userId) ? personRowKey(unitId, userId) : unitRowKey(unitId);

    const requestsOf = groupBy(unitItems.requests, (request) => request.entryUuid);
    const shown = unitItems.entries.filter(
      (entry) =>
        inRange(entry.date) &&
        visibleDay(entry.date) &&
        shownResource(entry.resourceId) &&
        shownTemplate(names.template(entry.templateId)) &&
        (!byPeople || (entry.userId !== null && chosenPeople.has(entry.userId))),
    );
    for (const entry of shown)
      slots.push(entrySlot(entry, requestsOf.get(entry.uuid) ?? [], rowOf(entry.userId), names));
    const foreign = unitItems.foreign.filter(
      (fragment) =>
        inRange(fragment.date) &&
        memberIds.has(fragment.userId) &&
        sight.shows(fragment.homeUnitId, fragment.date, publishedOf.get(fragment.homeUnitId)),
    );
    for (const fragment of foreign) slots.push(foreignSlot(fragment, rowOf(fragment.userId), names));
    for (const absence of unitItems.absences) {
      if (absence.end < request.from || absence.begin > request.to || !memberIds.has(absence.userId))
        continue;
      const absent = absenceSlot(absence, unitId, rowOf(absence.userId), names);
      // Colleagues see that someone is away, not why.
      slots.push(
        sight.seesAbsenceDetails(personOf(absence.userId)) ? absent : neutralAbsence(absent, absentText),
      );
      // Who agreed to stand in, on their own row when they are a member of this unit.
      for (const substituteId of absence.substituteIds ?? [])
        if (memberIds.has(substituteId))
          slots.push(substituteSlot(absence, substituteId, unitId, rowOf(substituteId), names));
    }
    slots.push(
      ...appointmentSlotsOf({
        unitId,
        fragments: unitItems.appointments ?? [],
        heads: collection.seriesHeads,
        from: request.from,
        to: request.to,
        timeZone: caller.tenantRecord.timeZone,
        viewerId: caller.user.id,
        memberIds,
        tagColor: (tagId) => (tagId ? (tagColors.get(tagId) ?? null) : null),
      }),
    );

    // Ghosts: templates of the unit (its own, or of its resources) still wanted on a day.
    const unitTemplates = sight.plans(unitId)
      ? catalogue.templates.filter(
          (template) =>
            (template.unitId === unitId || collection.resourceIds.includes(template.resourceId)) &&
            template.itemClass !== 99 &&
            shownResource(template.resourceId) &&
            shownTemplate(template),
        )
      : [];
    const perDayTemplate = countBy(unitItems.entries, (entry) => `${entry.date}#${entry.templateId ?? ''}`);
    for (const date of days) {
      for (const template of unitTemplates) {
        // A resource rule's "no templates" period: nobody should be planned there from a template.
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
        for (let index = 0; index < count; index++) slots.push(ghostSlot(unitId, date, template, index));
      }
      // The manning counts every shift: shown only where the shifts are.
      if (visibleDay(date)) manning.push(manningDay(ruleSetup, ruleWorld, unitId, date));
    }

    // One pass over the month, not one per person: 200 people x 6,000 entries would be 1.2 million steps.
    const plannedMinutes = new Map<string, number>();
    for (const item of [...shown, ...foreign]) {
      if (item.userId !== null)
        plannedMinutes.set(item.userId, (plannedMinutes.get(item.userId) ?? 0) + item.minutes);
    }
    for (const member of members) {
      const planned = plannedMinutes.get(member.userId) ?? 0;
      const target = targetMinutes(member.workingTime?.periods, days);
      // A colleague's hours are none of an employee's business: left out, not zero.
      const figures = sight.seesFigures(personOf(member.userId))
        ? { minutesPlanned: planned, minutesRemaining: target === null ? null : target - planned }
        : {};
      rows.push({
        kind: 'U',
        key: personRowKey(unitId, member.userId),
        unitId,
        userId: member.userId,
        displayName: member.displayName,
        primary: member.primary,
        qualificationIds: member.qualificationIds ?? [],
        ...figures,
      });
    }
  }

  const unitsOfRegion = (region: string | null) =>
    units.filter((collection) => regionOf(collection) === region).map((collection) => collection.unit.id);
  // Fixed bars (catalogue items, no extra request) as rows on top of the views.
  const bars = fixedBarRowsOf({
    bars: catalogue.fixedBars ?? [],
    entries: catalogue.fixedBarEntries ?? [],
    unitIds: new Set(units.map((collection) => collection.unit.id)),
    from: request.from,
    to: request.to,
    timeZone: caller.tenantRecord.timeZone,
    tagColor: (tagId) => (tagId ? (tagColors.get(tagId) ?? null) : null),
  });
  rows.unshift(...bars.rows);
  slots.unshift(...bars.slots);
  const plannedUnitIds = unitIds.filter((unitId) => sight.plans(unitId));
  const usedResources = new Set([
    ...units.flatMap((collection) => collection.resourceIds),
    ...slots.flatMap((slot) => (slot.resourceId ? [slot.resourceId] : [])),
  ]);
  return {
    from: request.from,
    to: request.to,
    timeZone: caller.tenantRecord.timeZone,
    rows,
    slots,
    manning,
    // Markers are for the unit's planners: an employee sees the plan only up to its publication, and not its
    // findings.
    ruleMarkers: plannedUnitIds.length
      ? ruleMarkersOf(
          ruleSetup,
          ruleWorld,
          {
            unitIds: plannedUnitIds,
            from: request.from,
            to: request.to,
            userIds: byPeople ? chosenPeople : null,
          },
          language,
        )
      : [],
    holidays: regions.flatMap((region, index) =>
      (holidayLists[index] ?? []).map((holiday) => ({
        date: holiday.date,
        name: holiday.name[language],
        halfDay: holiday.halfDay ?? false,
        unitIds: unitsOfRegion(region),
      })),
    ),
    schoolHolidays: regions.flatMap((region, index) =>
      (schoolLists[index] ?? []).map((entry) => ({
        id: `${entry.country}.${entry.region}.${entry.start}.${entry.id}`,
        start: entry.start,
        end: entry.end,
        name: entry.name,
        status: entry.status ?? null,
        unitIds: unitsOfRegion(region),
      })),
    ),
    schoolHolidayAttribution: schoolLists.some((list) => list.length) ? schoolHolidayAttribution : null,
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
    access,
  };
}

/** What the caller may do in the calendar (spec "Security access"); planners may do everything. */
function callerAccess(
  caller: Caller,
  model:
    Pick<WorkingTime, 'allowShiftInteraction' | 'allowShiftInteractionRequest' | 'createShift'> | undefined,
): TCalendarData['access'] {
  const plan = hasPermission(caller, 'calendar.plan');
  return {
    plan,
    allowShiftInteraction: plan || (model?.allowShiftInteraction ?? false),
    allowShiftInteractionRequest: plan || (model?.allowShiftInteractionRequest ?? false),
    createShift: plan || (model?.createShift ?? false),
  };
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

function emptyItems(): PlanItems {
  return { entries: [], requests: [], foreign: [], absences: [], appointments: [] };
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
