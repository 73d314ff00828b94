/**
 * A person on a day (spec AvailabilityStates) and the quick-info calls of people: ShowAvailability (the
 * availability dialog), UserQuickInfo, the person row's tooltip and the extra-units tooltip. Reads: the user, the
 * person's month on gsi1 (entries of all their units and their absences), their working-time model, the
 * catalogue and their units' names: a fixed handful of requests. Decisions: docs/decisions.md ("Availability").
 */
import { AppError } from '@app/shared/api/errors';
import type { TAvailability, TAvailabilityState } from '@app/shared/calendar/picker.contracts';
import type { Language } from '@app/shared/i18n/languages';
import {
  addDays,
  formatInstant,
  instantAt,
  intervalInstants,
  plainDateOf,
} from '@app/shared/time/tenant-time';
import { formatHours } from '@app/shared/shifts/shift-hours';
import type * as z from 'zod';
import type { ZDayItem, ZUserInfo } from '@app/shared/calendar/picker.contracts';
import { now } from '../clock';
import type { Caller } from '../security/caller';
import { UserRepository, type User } from '../directory/user.repository';
import { UnitRepository } from '../units/unit.repository';
import { CalendarReadsRepository } from './calendar-reads.repository';
import { targetMinutes } from './calendar-slots';
import { PlanRepository, entryIdOf, type AbsenceFragment, type PlanEntry } from './plan.repository';
import { actionText, isMemberOf, isPlanner, unitsOf } from './shift-actions.support';
import { planSight } from './visibility';

type DayItem = z.infer<typeof ZDayItem>;
type UserInfo = z.infer<typeof ZUserInfo>;

export interface PersonDay {
  user: User;
  date: string;
  state: TAvailabilityState;
  items: DayItem[];
  /** Absent when the person's hours are not the caller's to know (need to know, visibility.ts). */
  figures?: { minutesPlanned: number; minutesTarget: number | null } | undefined;
  unitNames: Map<string, string>;
}

/** The days of a month, for the month's target. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

const isShift = (entry: PlanEntry) => entry.itemClass !== 99;
const covers = (absence: AbsenceFragment, date: string) =>
  absence.begin.slice(0, 10) <= date && date <= absence.end.slice(0, 10);

/** Planners see everyone, others themselves and the people of their units (404 otherwise: no oracle). */
function requireSight(caller: Caller, user: User): void {
  if (isPlanner(caller) || user.id === caller.user.id) return;
  if (unitsOf(user).some((unitId) => isMemberOf(caller.user, unitId))) return;
  throw new AppError('NOT_FOUND');
}

export async function personDay(
  caller: Caller,
  language: Language,
  input: { userId: string; date: string; resourceId?: string | undefined; at?: string | undefined },
): Promise<PersonDay> {
  const user = await new UserRepository(caller.tenant).get(input.userId);
  if (!user) throw new AppError('NOT_FOUND');
  requireSight(caller, user);
  const reads = new CalendarReadsRepository(caller.tenant);
  const month = input.date.slice(0, 7);
  const [monthItems, workingTimes, catalogue, sight] = await Promise.all([
    new PlanRepository(caller.tenant).personMonth(user.id, month),
    reads.workingTimes([user.id]),
    reads.catalogue(),
    planSight(caller),
  ]);
  const units = await new UnitRepository(caller.tenant).getMany([
    ...new Set([...unitsOf(user), ...monthItems.entries.map((entry) => entry.unitId)]),
  ]);
  const unitNames = new Map(units.map((unit) => [unit.id, unit.name]));
  // Need to know: the shifts as the calendar shows them (unpublished ones only to their planners), the hours and
  // the absence's type only for the person and those responsible for them.
  const published = new Map(units.map((unit) => [unit.id, unit.publishedTo ?? null]));
  const shown = monthItems.entries.filter((entry) =>
    sight.shows(entry.unitId, entry.date, published.get(entry.unitId)),
  );
  const entries = shown.filter((entry) => entry.date === input.date);
  const person = { userId: user.id, unitIds: unitsOf(user) };
  const absenceDetails = sight.seesAbsenceDetails(person);
  const templates = new Map(catalogue.templates.map((template) => [template.id, template]));
  const resources = new Map(catalogue.resources.map((resource) => [resource.id, resource.caption]));
  const absences = monthItems.absences.filter(
    (absence) => absence.userId === user.id && covers(absence, input.date),
  );
  const periods = workingTimes.get(user.id)?.periods;
  const timeZone = caller.tenantRecord.timeZone;
  const items: DayItem[] = [
    ...entries.map((entry) => ({
      kind: entry.unitId === user.unitId ? ('shift' as const) : ('foreign' as const),
      entryId: entryIdOf(entry),
      name:
        entry.itemClass === 99
          ? actionText(language, 'calendarActions.freeDay')
          : (templates.get(entry.templateId ?? '')?.name ?? resources.get(entry.resourceId) ?? ''),
      unitName: unitNames.get(entry.unitId) ?? '',
      resourceName: resources.get(entry.resourceId) ?? '',
      begin: entry.begin,
      end: entry.end,
    })),
    ...absences.map((absence) => ({
      kind: 'absence' as const,
      entryId: null,
      name: absenceDetails
        ? (catalogue.absenceTypes.find((type) => type.id === absence.absenceTypeId)?.caption[language] ??
          actionText(language, 'calendarActions.absence'))
        : actionText(language, 'calendarActions.absent'),
      unitName: '',
      resourceName: '',
      begin: null,
      end: null,
    })),
  ];
  // "Now" is asked about when no time is given and the day is today.
  const at = now();
  const moment =
    input.at !== undefined
      ? instantAt(input.date, input.at, timeZone)
      : plainDateOf(at, timeZone) === input.date
        ? at
        : undefined;
  const onDuty =
    moment !== undefined &&
    entries.some((entry) => {
      if (!isShift(entry) || entry.begin === null || entry.end === null) return false;
      const interval = intervalInstants(entry.date, entry.begin, entry.end, timeZone);
      return interval.start <= moment && moment < interval.end;
    });
  const shifts = entries.filter(isShift);
  let state: TAvailabilityState;
  if (absences.length) state = 'Away';
  else if (onDuty) state = 'OnDuty';
  else if (shifts.length && input.resourceId && shifts.some((entry) => entry.resourceId === input.resourceId))
    state = 'OnShiftWithResource';
  else if (shifts.length) state = 'OnShiftWithoutResource';
  else if (entries.length) state = 'Free';
  else if (!periods?.length || !periods.some((period) => period.validFrom <= input.date))
    state = 'NoUserWorkSheet';
  else state = 'Available';
  return {
    user,
    date: input.date,
    state,
    items,
    figures: sight.seesFigures(person)
      ? {
          minutesPlanned: shown.reduce((sum, entry) => sum + entry.minutes, 0),
          minutesTarget: targetMinutes(periods, daysOfMonth(month)),
        }
      : undefined,
    unitNames,
  };
}

export async function showAvailability(
  caller: Caller,
  language: Language,
  input: { userId: string; date: string; resourceId?: string | undefined; at?: string | undefined },
): Promise<TAvailability> {
  const day = await personDay(caller, language, input);
  return {
    userId: day.user.id,
    displayName: day.user.displayName,
    date: day.date,
    state: day.state,
    text: actionText(language, `calendarActions.state.${day.state}`),
    items: day.items,
    ...day.figures,
  };
}

const itemText = (item: DayItem) =>
  [
    item.name,
    item.begin && item.end ? `${item.begin}–${item.end}` : '',
    item.unitName ? `(${item.unitName})` : '',
  ]
    .filter(Boolean)
    .join(' ');

/** UserQuickInfo, the row tooltip and the extra-units tooltip: one card each from the same day. */
export async function userInfo(
  caller: Caller,
  language: Language,
  input: { userId: string; date: string },
  kind: 'quick' | 'tooltip' | 'extra',
): Promise<UserInfo> {
  const day = await personDay(caller, language, input);
  const { user } = day;
  const text = (key: Parameters<typeof actionText>[1]) => actionText(language, key);
  const hours = (minutes: number | null) =>
    minutes === null ? '–' : `${minutes < 0 ? '−' : ''}${formatHours(Math.abs(minutes))}`;
  const primary = user.unitId ? (day.unitNames.get(user.unitId) ?? '') : '';
  const extraUnits = (user.extraUnitIds ?? [])
    .map((unitId) => day.unitNames.get(unitId) ?? '')
    .filter(Boolean);
  const lines: UserInfo['lines'] = [];
  if (kind === 'quick') {
    lines.push({
      label: text('calendarActions.info.availability'),
      text: text(`calendarActions.state.${day.state}`),
    });
    lines.push(
      ...day.items.map((item) => ({
        label:
          item.kind === 'absence'
            ? text('calendarActions.info.absence')
            : text('calendarActions.info.shifts'),
        text: itemText(item),
      })),
    );
  }
  if (kind === 'extra') {
    lines.push({
      label: text('calendarActions.info.extraUnits'),
      text: extraUnits.join(', ') || text('calendarActions.info.none'),
    });
    const elsewhere = day.items.filter((item) => item.kind === 'foreign');
    lines.push({
      label: text('calendarActions.info.elsewhere'),
      text: elsewhere.map(itemText).join('; ') || text('calendarActions.info.none'),
    });
  } else if (day.figures) {
    const { minutesPlanned, minutesTarget } = day.figures;
    lines.push({ label: text('calendarActions.info.planned'), text: hours(minutesPlanned) });
    lines.push({ label: text('calendarActions.info.target'), text: hours(minutesTarget) });
    lines.push({
      label: text('calendarActions.info.remaining'),
      text: hours(minutesTarget === null ? null : minutesTarget - minutesPlanned),
    });
  }
  if (kind === 'tooltip')
    lines.unshift({
      label: text('calendarActions.info.units'),
      text: [primary, ...extraUnits].filter(Boolean).join(', '),
    });
  return {
    title: user.displayName,
    subtitle:
      kind === 'quick'
        ? formatInstant(
            instantAt(day.date, '12:00', caller.tenantRecord.timeZone),
            caller.tenantRecord.timeZone,
            language,
            'weekdayDate',
          )
        : primary || null,
    lines,
    userId: user.id,
    state: day.state,
    items: kind === 'extra' ? day.items.filter((item) => item.kind === 'foreign') : day.items,
    ...day.figures,
    unitNames: [primary, ...extraUnits].filter(Boolean),
  };
}
