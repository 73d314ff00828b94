/**
 * The shift picker (AvailableShiftsFor), the people for a slot (GetUserSlotsFor/v2, AvailableUsersFor) and the
 * resource quick info. The people's calls read a fixed set whatever the unit's size (docs/data-model.md section
 * 8): the unit's collection (members), its plan partition of the slot's month (entries, the members' shifts in
 * other units as fragments, their absences; the neighbouring month at a month's edge), the catalogue and the
 * members' working-time models (BatchGet, 100 a request).
 */
import { AppError } from '@app/shared/api/errors';
import { parseEntryId } from '@app/shared/calendar/entry-id';
import type * as z from 'zod';
import type {
  TAvailableShifts,
  TAvailableUser,
  TShiftListItem,
  ZResourceInfo,
  ZSlotUsersRequest,
  ZUserSlot,
} from '@app/shared/calendar/picker.contracts';
import type { Language } from '@app/shared/i18n/languages';
import type { TShiftItemType } from '@app/shared/shifts/shift-template';
import { addDays } from '@app/shared/time/tenant-time';
import { rankOf } from '@app/shared/users/priority-list';
import type { Caller } from '../security/caller';
import { FavoriteRepository } from '../favorites/favorite.repository';
import { CalendarReadsRepository, type CatalogueTemplate } from './calendar-reads.repository';
import { targetMinutes } from './calendar-slots';
import { PlanRepository, entryIdOf, type PlanItems } from './plan.repository';
import { shiftInterval, minimumRestMinutes } from './validator/shift-interval';
import { daysOfMonth } from './availability.service';
import { actionText, isMemberOf, isPlanner } from './shift-actions.support';
import { planSight } from './visibility';
import { requireResponsibleForUnit } from '../units/responsibility-scope';
import { UserPlanningRepository } from '../directory/user-planning.repository';

type UserSlot = z.infer<typeof ZUserSlot>;
type ResourceInfo = z.infer<typeof ZResourceInfo>;
type SlotUsersInput = z.output<typeof ZSlotUsersRequest>;

/** Planners see every unit; others only their own (404 otherwise, also for a unit that does not exist). */
async function requireUnit(caller: Caller, unitId: string) {
  const collection = await new CalendarReadsRepository(caller.tenant).unitCollection(unitId);
  if (!collection || (!isPlanner(caller) && !isMemberOf(caller.user, unitId)))
    throw new AppError('NOT_FOUND');
  return collection;
}

function listItem(
  language: Language,
  template: CatalogueTemplate,
  resources: Map<string, string>,
  unitNames: Map<string, string>,
  favorites: Set<string>,
): TShiftListItem {
  return {
    id: template.id,
    name: template.name,
    shortName: template.shortName,
    resourceId: template.resourceId,
    resourceName: resources.get(template.resourceId) ?? '',
    groupName: template.unitId ? (unitNames.get(template.unitId) ?? '') : '',
    periodText:
      template.itemClass === 99 || template.begin === null || template.end === null
        ? actionText(language, 'calendarActions.freeDay')
        : `${template.begin}–${template.end}`,
    itemClass: template.itemClass as TShiftItemType,
    begin: template.begin,
    end: template.end,
    backColor: template.backColor,
    foreColor: template.foreColor,
    isFavorite: favorites.has(template.id),
  };
}

/** AvailableShiftsFor: 1 Q unit collection + 1 Q catalogue + 1 Q my favourites. */
export async function availableShifts(
  caller: Caller,
  language: Language,
  input: { unitId: string; date: string; resourceId?: string | undefined; search: string },
): Promise<TAvailableShifts> {
  const [collection, catalogue, favoriteIds] = await Promise.all([
    requireUnit(caller, input.unitId),
    new CalendarReadsRepository(caller.tenant).catalogue(),
    new FavoriteRepository(caller.tenant).idsOf(caller.user.id, 'SHIFTTPL'),
  ]);
  const favorites = new Set(favoriteIds);
  const resources = new Map(catalogue.resources.map((resource) => [resource.id, resource.caption]));
  const unitNames = new Map([[collection.unit.id, collection.unit.name]]);
  const search = input.search.toLowerCase();
  const usable = catalogue.templates
    .filter((template) => template.enabled && (template.unitId === null || template.unitId === input.unitId))
    .filter((template) => !input.resourceId || template.resourceId === input.resourceId)
    .filter(
      (template) =>
        !search ||
        [template.name, template.shortName, resources.get(template.resourceId) ?? ''].some((text) =>
          text.toLowerCase().includes(search),
        ),
    )
    .map((template) => listItem(language, template, resources, unitNames, favorites));
  // The unit's resources in its order; without any, the resources its templates use.
  const resourceOrder = collection.resourceIds.length
    ? collection.resourceIds
    : [...new Set(usable.map((item) => item.resourceId))];
  return {
    templates: usable,
    favorites: usable.filter((item) => item.isFavorite),
    shifts: resourceOrder
      .filter((resourceId) => !input.resourceId || resourceId === input.resourceId)
      .map((resourceId) => ({
        resourceId,
        resourceName: resources.get(resourceId) ?? '',
        items: usable.filter((item) => item.resourceId === resourceId),
      }))
      .filter((group) => group.items.length > 0),
  };
}

interface Candidate {
  userId: string;
  displayName: string;
  primary: boolean;
  warnings: string[];
  /** Absent or on an overlapping shift: cannot take the slot. */
  blocked: boolean;
  minutesRemaining: number | null;
  /** The place on the priority lists (the template's resource's list first, then the unit's); none: Infinity. */
  priority: number;
}

/** The members of the slot's unit with what speaks against each taking the slot. */
async function candidates(
  caller: Caller,
  language: Language,
  input: SlotUsersInput,
): Promise<{ unitName: string; candidates: Candidate[] }> {
  const reads = new CalendarReadsRepository(caller.tenant);
  const plan = new PlanRepository(caller.tenant);
  const [collection, catalogue] = await Promise.all([requireUnit(caller, input.unitId), reads.catalogue()]);
  // The people's hours and warnings are for the unit's planners (need to know, visibility.ts).
  await requireResponsibleForUnit(caller, input.unitId);
  const months = [
    ...new Set([addDays(input.date, -1), input.date, addDays(input.date, 1)].map((d) => d.slice(0, 7))),
  ];
  const parts = await Promise.all(months.map((month) => plan.unitMonth(input.unitId, month)));
  const items: PlanItems = {
    entries: parts.flatMap((part) => part.entries),
    requests: [],
    foreign: parts.flatMap((part) => part.foreign),
    absences: parts.flatMap((part) => part.absences),
  };
  // The slot: a stored entry, a template's times, or the times given.
  const key = input.entryId ? parseEntryId(input.entryId) : undefined;
  const stored = key && items.entries.find((entry) => entry.uuid === key.uuid && entry.date === key.date);
  if (input.entryId && !stored) throw new AppError('NOT_FOUND');
  const template = catalogue.templates.find(
    (candidate) => candidate.id === (stored?.templateId ?? input.templateId),
  );
  if (input.templateId && !template) throw new AppError('NOT_FOUND');
  const slot = {
    date: input.date,
    itemClass: stored?.itemClass ?? template?.itemClass ?? 0,
    begin: input.begin ?? stored?.begin ?? template?.begin ?? null,
    end: input.end ?? stored?.end ?? template?.end ?? null,
  };
  const timeZone = caller.tenantRecord.timeZone;
  const own = shiftInterval(slot, timeZone);
  const members = collection.members.filter((member) => member.active && member.userId !== stored?.userId);
  const planning = new UserPlanningRepository(caller.tenant);
  const [workingTimes, resourceList, unitList] = await Promise.all([
    reads.workingTimes(members.map((member) => member.userId)),
    template?.resourceId
      ? planning.priorityList(input.unitId, template.resourceId)
      : Promise.resolve({ userIds: [] }),
    planning.priorityList(input.unitId, null),
  ]);
  const priorityOf = rankOf(resourceList.userIds, unitList.userIds);
  const month = input.date.slice(0, 7);
  const names = new Map(catalogue.templates.map((candidate) => [candidate.id, candidate.name]));
  const shifts = [
    ...items.entries.filter((entry) => entry.userId !== null && entry.uuid !== stored?.uuid),
    ...items.foreign,
  ];
  const list = members.map((member) => {
    const warnings: string[] = [];
    let blocked = false;
    const absent = items.absences.some(
      (absence) =>
        absence.userId === member.userId &&
        absence.begin.slice(0, 10) <= input.date &&
        input.date <= absence.end.slice(0, 10),
    );
    if (absent) {
      warnings.push(actionText(language, 'calendarActions.warn.absent'));
      blocked = true;
    }
    const theirs = shifts.filter((shift) => shift.userId === member.userId);
    for (const shift of theirs) {
      const interval = shiftInterval(shift, timeZone);
      if (!own || !interval) continue;
      const name = names.get(shift.templateId ?? '') ?? '';
      if (interval.start < own.end && own.start < interval.end) {
        warnings.push(
          actionText(language, 'calendarActions.warn.onShift', {
            name,
            from: shift.begin ?? '',
            to: shift.end ?? '',
          }),
        );
        blocked = true;
      } else {
        const gap =
          interval.start >= own.end
            ? interval.start.getTime() - own.end.getTime()
            : own.start.getTime() - interval.end.getTime();
        if (gap < minimumRestMinutes * 60_000)
          warnings.push(actionText(language, 'calendarActions.warn.rest', { name }));
      }
    }
    const target = targetMinutes(workingTimes.get(member.userId)?.periods, daysOfMonth(month));
    const planned = theirs
      .filter((shift) => shift.date.startsWith(month))
      .reduce((sum, shift) => sum + shift.minutes, 0);
    const minutesRemaining = target === null ? null : target - planned;
    if (minutesRemaining !== null && minutesRemaining <= 0)
      warnings.push(actionText(language, 'calendarActions.warn.noHours'));
    if (!member.primary) warnings.push(actionText(language, 'calendarActions.warn.otherUnit'));
    return {
      userId: member.userId,
      displayName: member.displayName,
      primary: member.primary,
      warnings,
      blocked,
      minutesRemaining,
      priority: priorityOf(member.userId),
    };
  });
  return { unitName: collection.unit.name, candidates: list };
}

const hours = (minutes: number | null) => (minutes === null ? null : Math.round((minutes / 60) * 100) / 100);
/** Who can take the slot first, then fewer warnings, then the priority lists' order, then by name. */
const byFitness = (a: Candidate, b: Candidate) =>
  Number(a.blocked) - Number(b.blocked) ||
  a.warnings.length - b.warnings.length ||
  (a.priority === b.priority ? 0 : a.priority < b.priority ? -1 : 1) ||
  a.displayName.localeCompare(b.displayName, 'de');

/** GetUserSlotsFor/v2: who could take the slot; with `showAllUsers` also those who cannot (absent, busy). */
export async function userSlots(
  caller: Caller,
  language: Language,
  input: SlotUsersInput,
): Promise<{ users: UserSlot[] }> {
  const { candidates: all } = await candidates(caller, language, input);
  const found = all.filter((candidate) => input.showAllUsers || !candidate.blocked);
  return {
    users: found.sort(byFitness).map((candidate) => ({
      id: candidate.userId,
      displayName: candidate.displayName,
      warnings: candidate.warnings,
      primaryUnit: candidate.primary ? 1 : 2,
      hoursRemaining: hours(candidate.minutesRemaining),
    })),
  };
}

/** AvailableUsersFor: the shift picker's people page; good (1) without any warning, bad (-1) otherwise. */
export async function availableUsers(
  caller: Caller,
  language: Language,
  input: SlotUsersInput,
): Promise<{ users: TAvailableUser[] }> {
  const { unitName, candidates: all } = await candidates(caller, language, input);
  const found = all.filter((candidate) => input.showAllUsers || !candidate.blocked);
  return {
    users: found.sort(byFitness).map((candidate) => ({
      id: candidate.userId,
      displayName: candidate.displayName,
      groupName: unitName,
      calendarAvailability: candidate.warnings.length === 0 ? 1 : -1,
      hoursRemaining: hours(candidate.minutesRemaining),
      reasons: candidate.warnings,
    })),
  };
}

/** QuickInfo and the tooltip of a resource on a day in a unit: who works on it, how many slots are open. */
export async function resourceInfo(
  caller: Caller,
  language: Language,
  input: { resourceId: string; unitId: string; date: string },
): Promise<ResourceInfo> {
  const reads = new CalendarReadsRepository(caller.tenant);
  const [collection, catalogue, day, people, sight] = await Promise.all([
    requireUnit(caller, input.unitId),
    reads.catalogue(),
    new PlanRepository(caller.tenant).unitDays(input.unitId, input.date, input.date),
    reads.people(),
    planSight(caller),
  ]);
  const resource = catalogue.resources.find((candidate) => candidate.id === input.resourceId);
  if (!resource) throw new AppError('NOT_FOUND');
  const templates = new Map(catalogue.templates.map((template) => [template.id, template.name]));
  // The day's shifts as the calendar shows them: unpublished ones only to the unit's planners.
  const entries = day.entries
    .filter((entry) => sight.shows(input.unitId, entry.date, collection.unit.publishedTo))
    .filter((entry) => entry.resourceId === input.resourceId)
    .sort((a, b) => (a.begin ?? '').localeCompare(b.begin ?? ''));
  const items = entries.map((entry) => ({
    kind: 'shift' as const,
    entryId: entryIdOf(entry),
    name: templates.get(entry.templateId ?? '') ?? resource.caption,
    unitName: collection.unit.name,
    resourceName: resource.caption,
    begin: entry.begin,
    end: entry.end,
    userName: entry.userId ? (people.get(entry.userId)?.displayName ?? '') : null,
  }));
  const open = items.filter((item) => item.userName === null).length;
  return {
    title: resource.caption,
    subtitle: collection.unit.name,
    lines: [
      ...items.map((item) => ({
        label: item.begin && item.end ? `${item.begin}–${item.end}` : item.name,
        text: `${item.name}: ${item.userName ?? actionText(language, 'calendarActions.info.open')}`,
      })),
      { label: actionText(language, 'calendarActions.info.open'), text: String(open) },
    ],
    resourceId: resource.id,
    items,
    open,
  };
}
