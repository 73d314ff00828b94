/**
 * The leave calendar of a year as rows and cells, before any spreadsheet: pure, so that the rules (which days a
 * mark covers, half days, what the sums count) are tested without storage. The job reads, this builds, the
 * writer draws.
 *
 * Rules: an absence marks every day of it within the year (weekends and holidays too: the person is away);
 * requested and planned absences are marked as tentative. The sums count approved absences on working days only
 * (Monday to Friday without a whole-day public holiday of the unit's region), a half day as 0.5, which is what a
 * person's leave account is charged; tentative days are summed apart (`pending`), never as granted.
 */
import { absenceStates } from '@app/shared/absences/absence';
import { addDays, isoWeekdayOf } from '@app/shared/time/tenant-time';
import type { LeaveFragment } from './leave-calendar.repository';

export interface LeaveType {
  id: string;
  shortName: string;
  caption: { de: string; en: string };
  backColor: string;
  itemClass: number;
  enabled: boolean;
}

export interface LeaveHoliday {
  date: string;
  name: string;
  halfDay: boolean;
}

export interface LeaveMember {
  userId: string;
  displayName: string;
  active: boolean;
}

/** One unit as read: its members, its holidays of the year and its absence fragments of the year's months. */
export interface LeaveUnitData {
  unitId: string;
  name: string;
  members: readonly LeaveMember[];
  holidays: readonly LeaveHoliday[];
  fragments: readonly LeaveFragment[];
}

/** One absence on one day of a person. */
export interface LeaveMark {
  absenceTypeId: string;
  half: boolean;
  /** Requested or planned: not yet approved. */
  tentative: boolean;
}

export interface LeaveRow {
  userId: string;
  displayName: string;
  marks: Map<string, LeaveMark[]>;
  /** Approved working days absent per absence type id. */
  sums: Map<string, number>;
  total: number;
  /** Working days asked for or planned, not yet approved. */
  pending: number;
}

export interface LeaveGroup {
  unitId: string;
  name: string;
  /** Public holidays of the unit's region by date. */
  holidays: Map<string, LeaveHoliday>;
  rows: LeaveRow[];
}

export interface LeaveCalendarModel {
  year: number;
  days: string[];
  groups: LeaveGroup[];
  /** The absence types that occur, in the catalogue's order (class, then short name). */
  types: LeaveType[];
}

export function daysOfYear(year: number): string[] {
  const days: string[] = [];
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) days.push(day);
  return days;
}

export function isWeekend(date: string): boolean {
  return isoWeekdayOf(date) >= 6;
}

function isWorkingDay(date: string, holidays: Map<string, LeaveHoliday>): boolean {
  const holiday = holidays.get(date);
  return !isWeekend(date) && !(holiday && !holiday.halfDay);
}

const shown = new Set<number>([absenceStates.requested, absenceStates.planned, absenceStates.approved]);

function rowOf(
  member: LeaveMember,
  fragments: readonly LeaveFragment[],
  year: number,
  holidays: Map<string, LeaveHoliday>,
): LeaveRow {
  const row: LeaveRow = {
    userId: member.userId,
    displayName: member.displayName,
    marks: new Map(),
    sums: new Map(),
    total: 0,
    pending: 0,
  };
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  for (const fragment of fragments) {
    const from = fragment.begin > first ? fragment.begin : first;
    const to = fragment.end < last ? fragment.end : last;
    const tentative = fragment.state !== absenceStates.approved;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const half =
        (day === fragment.begin && fragment.halfDayBegin) || (day === fragment.end && fragment.halfDayEnd);
      const marks = row.marks.get(day) ?? [];
      marks.push({ absenceTypeId: fragment.absenceTypeId, half, tentative });
      row.marks.set(day, marks);
      if (!isWorkingDay(day, holidays)) continue;
      const days = half ? 0.5 : 1;
      if (tentative) {
        row.pending += days;
        continue;
      }
      row.sums.set(fragment.absenceTypeId, (row.sums.get(fragment.absenceTypeId) ?? 0) + days);
      row.total += days;
    }
  }
  return row;
}

export function buildLeaveCalendar(
  year: number,
  units: readonly LeaveUnitData[],
  catalogue: readonly LeaveType[],
): LeaveCalendarModel {
  const used = new Set<string>();
  const groups = units.map((unit): LeaveGroup => {
    const holidays = new Map(unit.holidays.map((holiday) => [holiday.date, holiday]));
    // One fragment per absence and month: the absence itself once, whatever months it spans.
    const byAbsence = new Map<string, LeaveFragment>();
    for (const fragment of unit.fragments)
      if (shown.has(fragment.state) && fragment.begin <= `${year}-12-31` && fragment.end >= `${year}-01-01`)
        byAbsence.set(fragment.absenceId, fragment);
    const byPerson = new Map<string, LeaveFragment[]>();
    for (const fragment of byAbsence.values()) {
      byPerson.set(fragment.userId, [...(byPerson.get(fragment.userId) ?? []), fragment]);
      used.add(fragment.absenceTypeId);
    }
    // Former colleagues are not members any more; inactive members are listed only when they were away.
    const members = unit.members.filter((member) => member.active || byPerson.has(member.userId));
    const rows = members
      .map((member) => rowOf(member, byPerson.get(member.userId) ?? [], year, holidays))
      .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de') || a.userId.localeCompare(b.userId));
    return { unitId: unit.unitId, name: unit.name, holidays, rows };
  });
  const types = catalogue
    .filter((type) => used.has(type.id))
    .sort((a, b) => a.itemClass - b.itemClass || a.shortName.localeCompare(b.shortName, 'de'));
  return { year, days: daysOfYear(year), groups, types };
}
