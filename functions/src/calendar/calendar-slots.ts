/**
 * Pure assembly of the calendar's slots and manning from what was read: entries, fragments, templates, manning
 * levels. No I/O: unit tests feed it directly. The ghost rule is written in docs/decisions.md ("Ghost slots").
 */
import { slotNotesLength } from '@app/shared/calendar/shift-entry';
import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { addDays, daysBetween, isoWeekdayOf } from '@app/shared/time/tenant-time';
import type { TPause, TShiftItemType } from '@app/shared/shifts/shift-template';
import type { TStandbyDuty, TStandbyRule } from '@app/shared/rules/standby';
import { paidMinutes } from '@app/shared/shifts/shift-hours';
import type { AbsenceFragment, PlanEntry, PlanRequest, ShiftFragment } from './plan.repository';
import { entryIdOf } from './plan.repository';
import type { CatalogueTemplate, ManningLevel, WorkPeriod } from './calendar-reads.repository';

export const unitRowKey = (unitId: string) => `G:${unitId}`;
export const holidayRowKey = (unitId: string) => `F:${unitId}`;
export const personRowKey = (unitId: string, userId: string) => `U:${unitId}:${userId}`;

export function shortNotes(notes: string): string {
  return notes.length > slotNotesLength ? `${notes.slice(0, slotNotesLength)}…` : notes;
}

export function daysOf(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => addDays(from, index));
}

/**
 * The manning levels of a weekday; for a template only those of its resource (a level without a resource asks
 * for the unit as a whole, not for any one template) whose time window, if any, holds its begin.
 */
export function levelsFor(
  levels: readonly ManningLevel[],
  date: string,
  template?: Pick<CatalogueTemplate, 'resourceId' | 'begin'>,
): ManningLevel[] {
  const weekday = isoWeekdayOf(date);
  return levels.filter((level) => {
    if (level.weekday !== weekday) return false;
    if (!template) return true;
    if (level.resourceId !== template.resourceId) return false;
    if (level.from && level.to && template.begin)
      return level.from <= template.begin && template.begin < level.to;
    return true;
  });
}

/**
 * How many ghost slots a template has on a day: what the unit's manning levels ask for it (their minimums)
 * minus the entries of the template that exist; without a manning level for it, one while none exists.
 */
export function ghostCount(
  levels: readonly ManningLevel[],
  date: string,
  template: Pick<CatalogueTemplate, 'resourceId' | 'begin'>,
  existing: number,
): number {
  const matching = levelsFor(levels, date, template);
  const asked = matching.length ? matching.reduce((sum, level) => sum + level.minimum, 0) : 1;
  return Math.max(0, asked - existing);
}

/** Manning of a day: required is the sum of the day's minimums; percent in steps of 25 for the colours. */
export function manningOf(levels: readonly ManningLevel[], date: string, filled: number) {
  const required = levelsFor(levels, date).reduce((sum, level) => sum + level.minimum, 0);
  const percent = required === 0 ? 100 : Math.min(100, Math.floor((filled / required) * 4) * 25);
  return { required, filled, percent };
}

/**
 * The target minutes of a working-time model over the days: a week's target spread over its 7 days, a month's
 * over the days of that month (docs/decisions.md, "Hours remaining in the calendar"). Null without a model.
 */
export function targetMinutes(periods: readonly WorkPeriod[] | undefined, days: readonly string[]) {
  if (!periods?.length) return null;
  const sorted = [...periods].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  let total = 0;
  for (const day of days) {
    const period = sorted.filter((candidate) => candidate.validFrom <= day).at(-1);
    if (!period) continue;
    if (period.itemClass === 'Week') total += (period.targetHours * 60) / 7;
    else {
      const [year, month] = day.split('-').map(Number) as [number, number];
      total += (period.targetHours * 60) / new Date(Date.UTC(year, month, 0)).getUTCDate();
    }
  }
  return Math.round(total);
}

export interface SlotNames {
  template: (templateId: string | null) => CatalogueTemplate | undefined;
  resourceCaption: (resourceId: string) => string;
  userName: (userId: string) => string;
  absenceType: (id: string) => { name: string; shortName: string; backColor: string } | undefined;
  /** "Substitute for <name>" in the reader's language. */
  substituteFor: (name: string) => string;
}

const noPauseMode = (pause: { mode: number; begin: string | null; end: string | null }): TPause => ({
  mode: pause.mode as TPause['mode'],
  begin: pause.begin,
  end: pause.end,
});

const baseSlot = {
  resourceIds: [] as string[],
  multiResource: false,
  eventId: null,
  state: null,
  requests: [],
  more: 0,
  serialId: null,
};

export function entrySlot(
  entry: PlanEntry,
  requests: readonly PlanRequest[],
  rowKey: string,
  names: SlotNames,
): TCalendarSlot {
  const template = names.template(entry.templateId);
  const name = template?.name ?? names.resourceCaption(entry.resourceId);
  return {
    ...baseSlot,
    key: entryIdOf(entry),
    rowKey,
    clickType: 'SH',
    id: entryIdOf(entry),
    version: entry.version,
    date: entry.date,
    endDate: entry.date,
    unitId: entry.unitId,
    userId: entry.userId,
    templateId: entry.templateId,
    resourceId: entry.resourceId,
    resourceIds: [entry.resourceId],
    name,
    shortName: template?.shortName ?? name.slice(0, 3),
    itemClass: entry.itemClass as TShiftItemType,
    begin: entry.begin,
    end: entry.end,
    pause1: noPauseMode(entry.pause1),
    pause2: noPauseMode(entry.pause2),
    minutes: entry.minutes,
    notes: shortNotes(entry.notes),
    backColor: template?.backColor ?? '#ffffff',
    foreColor: template?.foreColor ?? '#000000',
    foreign: false,
    requests: requests.map((request) => ({
      id: request.id,
      kind: request.kind,
      state: request.state,
      requesterId: request.requesterId,
      requesterName: names.userName(request.requesterId),
      targetUserId: request.targetUserId,
      targetUserName: request.targetUserId ? names.userName(request.targetUserId) : null,
      targetEntryId: request.targetEntryId,
      reason: request.reason,
      createdAt: request.createdAt,
    })),
    serialId: entry.serialId ?? null,
    ...(entry.proposalRunId ? { proposalRunId: entry.proposalRunId } : {}),
    toolTip: [name, entry.begin && entry.end ? `${entry.begin}–${entry.end}` : ''].filter(Boolean).join(' '),
  };
}

/** A slot of the unit's day that manning asks for and nobody fills yet ("Offen"), with the template's hours. */
export function ghostSlot(
  unitId: string,
  date: string,
  template: CatalogueTemplate,
  index: number,
  timeZone: string,
): TCalendarSlot {
  const pauses = { pause1: noPauseMode(template.pause1), pause2: noPauseMode(template.pause2) };
  return {
    ...baseSlot,
    key: `ghost:${unitId}:${date}:${template.id}:${index}`,
    rowKey: unitRowKey(unitId),
    clickType: 'SH',
    id: null,
    version: null,
    date,
    endDate: date,
    unitId,
    userId: null,
    templateId: template.id,
    resourceId: template.resourceId,
    resourceIds: [template.resourceId],
    name: template.name,
    shortName: template.shortName,
    itemClass: template.itemClass as TShiftItemType,
    begin: template.begin,
    end: template.end,
    ...pauses,
    minutes: paidMinutes({ ...template, ...pauses }, date, timeZone),
    notes: '',
    backColor: template.backColor,
    foreColor: template.foreColor,
    foreign: false,
    toolTip: template.name,
  };
}

export function foreignSlot(fragment: ShiftFragment, rowKey: string, names: SlotNames): TCalendarSlot {
  const template = names.template(fragment.templateId);
  const name = template?.name ?? names.resourceCaption(fragment.resourceId);
  const homeId = entryIdOf({ unitId: fragment.homeUnitId, date: fragment.date, uuid: fragment.entryUuid });
  return {
    ...baseSlot,
    key: `foreign:${fragment.unitId}:${homeId}`,
    rowKey,
    clickType: 'SH',
    id: homeId,
    version: null,
    date: fragment.date,
    endDate: fragment.date,
    unitId: fragment.homeUnitId,
    userId: fragment.userId,
    templateId: fragment.templateId,
    resourceId: fragment.resourceId,
    resourceIds: [fragment.resourceId],
    name,
    shortName: template?.shortName ?? name.slice(0, 3),
    itemClass: fragment.itemClass as TShiftItemType,
    begin: fragment.begin,
    end: fragment.end,
    pause1: null,
    pause2: null,
    minutes: fragment.minutes,
    notes: '',
    backColor: template?.backColor ?? '#eeeeee',
    foreColor: template?.foreColor ?? '#000000',
    foreign: true,
    toolTip: name,
  };
}

export function absenceSlot(
  absence: AbsenceFragment,
  unitId: string,
  rowKey: string,
  names: SlotNames,
): TCalendarSlot {
  const type = names.absenceType(absence.absenceTypeId);
  const name = type?.name ?? '';
  return {
    ...baseSlot,
    key: `absence:${unitId}:${absence.absenceId}`,
    rowKey,
    clickType: 'AP',
    id: absence.absenceId,
    version: null,
    date: absence.begin,
    endDate: absence.end,
    unitId,
    userId: absence.userId,
    templateId: null,
    resourceId: null,
    eventId: absence.absenceTypeId,
    name,
    shortName: type?.shortName ?? '',
    itemClass: null,
    begin: null,
    end: null,
    pause1: null,
    pause2: null,
    minutes: 0,
    notes: '',
    backColor: type?.backColor ?? '#dddddd',
    foreColor: '#000000',
    foreign: false,
    state: absence.state ?? null,
    toolTip: name,
  };
}

/**
 * A person's on-call duty of a standby rule (click type ST, docs/rules.md "Standby"): on their row from the
 * duty's first to its last day with its times; `id` is the rule's (planners open the standby page).
 */
export function standbySlot(
  rule: Pick<TStandbyRule, 'id' | 'name'>,
  duty: TStandbyDuty,
  unitId: string,
  rowKey: string,
  toolTip: string,
): TCalendarSlot {
  return {
    ...baseSlot,
    key: `standby:${rule.id}:${duty.userId}:${duty.fromDate}:${duty.fromTime}`,
    rowKey,
    clickType: 'ST',
    id: rule.id,
    version: null,
    date: duty.fromDate,
    endDate: duty.toDate,
    unitId,
    userId: duty.userId,
    templateId: null,
    resourceId: null,
    name: rule.name,
    shortName: 'RB',
    itemClass: null,
    begin: duty.fromTime,
    end: duty.toTime,
    pause1: null,
    pause2: null,
    minutes: 0,
    notes: '',
    backColor: '#ede7f6',
    foreColor: '#311b92',
    foreign: false,
    toolTip,
  };
}

/**
 * A substitute standing in during an absence (click type SB): on the substitute's row over the absence's days;
 * `id` is the absence's id (the web opens the substitute's details of that absence).
 */
export function substituteSlot(
  absence: AbsenceFragment,
  substituteId: string,
  unitId: string,
  rowKey: string,
  names: SlotNames,
): TCalendarSlot {
  const name = names.substituteFor(names.userName(absence.userId));
  return {
    ...absenceSlot(absence, unitId, rowKey, names),
    key: `substitute:${unitId}:${absence.absenceId}:${substituteId}`,
    clickType: 'SB',
    userId: substituteId,
    eventId: null,
    name,
    shortName: '',
    backColor: '#fff4d6',
    toolTip: name,
  };
}
