/**
 * ArbZG section 11 in the legal profile (docs/rules.md, "Free Sundays and substitute rest days"):
 *
 * - `legal.freeSundays` (11(1)): at least `minFreeSundays` Sundays of a calendar year stay free, so a person works
 *   on at most (Sundays of the year − `minFreeSundays`) of them; the Sunday that goes over and every later one of
 *   the year is a finding. The Sundays before the days in view come from `RuleWorld.sundaysWorked`.
 * - `legal.substituteRestDay` (11(3)): whoever works on a Sunday gets a substitute rest day within a period of two
 *   weeks that includes the Sunday; on a public holiday falling on a weekday, within eight weeks. The period may
 *   lie anywhere around the day, so the rest day is at most 13 (55) days before or after it. A rest day is a
 *   weekday (Monday to Saturday) that is not a public holiday, on which no shift begins and no absence lies; each
 *   Sunday or holiday worked needs its own. Days the world does not hold (`RuleWorld.knownDays`) are unknown: a
 *   window that reaches there is no finding.
 */
import type { TLegalProfile } from '../legal-profile';
import { daysBetween } from '../../time/tenant-time';
import { plusDays, weekdayOf } from './days';
import { legalFinding } from './legal-finding';
import type { RuleFinding, RuleSetup, RuleShift, RuleWorld } from './types';
import { indexWorld, type WorldIndex } from './world-index';

/** A free-day entry (shift class 99) is a planned day off, not work. */
const worksOn = (shift: Pick<RuleShift, 'itemClass'>) => shift.itemClass !== 99;
const isSunday = (date: string) => weekdayOf(date) === 7;

/** The Sundays from `from` to `to` (inclusive). */
export function sundaysBetween(from: string, to: string): number {
  if (to < from) return 0;
  const first = plusDays(from, (7 - weekdayOf(from)) % 7);
  return first > to ? 0 : Math.floor(daysBetween(first, to) / 7) + 1;
}

/** The Sundays a person may work in a year: its Sundays less the free ones (never below 0). */
export function workableSundays(year: string, legal: TLegalProfile): { sundays: number; maximum: number } {
  const sundays = sundaysBetween(`${year}-01-01`, `${year}-12-31`);
  return { sundays, maximum: Math.max(0, sundays - legal.minFreeSundays) };
}

const checksFreeSundays = (legal: TLegalProfile) => legal.profile !== 'OFF' && legal.minFreeSundays > 0;
const checksRestDays = (legal: TLegalProfile) => legal.profile !== 'OFF' && legal.substituteRestDays;

/**
 * Whose Sundays of the year a caller reads back for the free Sundays, and which days: the people of `shifts` who
 * work a Sunday in `from`..`to` of the year of `from` and could be over the year's maximum with it (the year's
 * Sundays before the range plus their Sundays in it exceed it), from 1 January to the day before `from`. Sundays
 * of the next year in the range count from 1 January inside the range: nothing to read for them.
 */
export function sundayReads(
  shifts: readonly Pick<RuleShift, 'userId' | 'date' | 'itemClass'>[],
  from: string,
  to: string,
  legal: TLegalProfile,
): Map<string, { from: string; to: string }> {
  const reads = new Map<string, { from: string; to: string }>();
  const year = from.slice(0, 4);
  const firstDay = `${year}-01-01`;
  if (!checksFreeSundays(legal) || from <= firstDay) return reads;
  const before = sundaysBetween(firstDay, plusDays(from, -1));
  const { maximum } = workableSundays(year, legal);
  const sundays = new Map<string, Set<string>>();
  for (const shift of shifts) {
    const { userId, date } = shift;
    if (userId === null || date < from || date > to || date.slice(0, 4) !== year) continue;
    if (!worksOn(shift) || !isSunday(date)) continue;
    const days = sundays.get(userId) ?? new Set<string>();
    days.add(date);
    sundays.set(userId, days);
  }
  for (const [userId, days] of sundays)
    if (before + days.size > maximum) reads.set(userId, { from: firstDay, to: plusDays(from, -1) });
  return reads;
}

/** The free Sundays: each Sunday worked in the world beyond the year's maximum (with the Sundays read back). */
function freeSundayFindings(
  index: WorldIndex,
  legal: TLegalProfile,
  userId: string,
  shifts: readonly RuleShift[],
): RuleFinding[] {
  if (!checksFreeSundays(legal)) return [];
  const { from, to, sundaysWorked } = index.world;
  const own = new Map<string, RuleShift>();
  for (const shift of shifts)
    if (worksOn(shift) && isSunday(shift.date) && !own.has(shift.date)) own.set(shift.date, shift);
  if (!own.size) return [];
  // Inside the range the world is the plan (a change applied); outside it the days read back.
  const worked = new Set(own.keys());
  for (const day of sundaysWorked?.get(userId) ?? []) if (day < from || day > to) worked.add(day);
  const person = index.personName(userId);
  const findings: RuleFinding[] = [];
  let year = '';
  let count = 0;
  for (const day of [...worked].sort()) {
    if (day.slice(0, 4) !== year) {
      year = day.slice(0, 4);
      count = 0;
    }
    count += 1;
    const shift = own.get(day);
    const { sundays, maximum } = workableSundays(year, legal);
    if (!shift || count <= maximum) continue;
    findings.push(
      legalFinding(legal, 'freeSundays', {
        // No running count in the text: the finding stays the same finding when an earlier Sunday changes.
        params: { person, date: day, year, maximum, sundays, free: legal.minFreeSundays },
        date: day,
        unitId: shift.unitId,
        userId,
        shiftId: shift.id,
        keys: [`p:${userId}@*`],
      }),
    );
  }
  return findings;
}

/** A Sunday or a weekday's public holiday worked, and the window its substitute rest day must lie in. */
interface Demand {
  date: string;
  shift: RuleShift;
  weeks: 2 | 8;
  holiday: string | undefined;
  first: string;
  last: string;
}

/** The days of the person the world holds: their known days, at least the world's range. */
function knownOf(world: RuleWorld, userId: string): { from: string; to: string } {
  const known = world.knownDays?.get(userId);
  if (!known) return { from: world.from, to: world.to };
  return {
    from: known.from < world.from ? known.from : world.from,
    to: known.to > world.to ? known.to : world.to,
  };
}

interface RestDays {
  known: { from: string; to: string };
  demands: Demand[];
  /** Whether a known day is a substitute rest day (a weekday off, no holiday, no absence). */
  restDay: (date: string) => boolean;
}

/** The person's Sundays and holidays worked on their known days, and which of those days are rest days. */
function restDaysOf(index: WorldIndex, userId: string, shifts: readonly RuleShift[]): RestDays | undefined {
  const known = knownOf(index.world, userId);
  const worked = new Map<string, RuleShift[]>();
  for (const shift of shifts) {
    if (!worksOn(shift) || shift.date < known.from || shift.date > known.to) continue;
    const day = worked.get(shift.date);
    if (day) day.push(shift);
    else worked.set(shift.date, [shift]);
  }
  // A day is a holiday for the person when it is one in a unit they work in (their units' regions).
  const units = new Set([...worked.values()].flatMap((day) => day.map((shift) => shift.unitId)));
  const holidayOf = (date: string) => {
    for (const unitId of units) {
      const name = index.holidayName(unitId, date);
      if (name !== undefined) return name;
    }
    return undefined;
  };
  const demands: Demand[] = [];
  for (const [date, day] of worked) {
    const [first] = day;
    if (!first) continue;
    let weeks: 2 | 8 | undefined;
    let holiday: string | undefined;
    if (isSunday(date)) weeks = 2;
    else
      for (const shift of day) {
        holiday = index.holidayName(shift.unitId, date);
        if (holiday !== undefined) {
          weeks = 8;
          break;
        }
      }
    if (weeks === undefined) continue;
    const reach = 7 * weeks - 1;
    demands.push({
      date,
      shift: first,
      weeks,
      holiday,
      first: plusDays(date, -reach),
      last: plusDays(date, reach),
    });
  }
  if (!demands.length) return undefined;
  demands.sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  const restDay = (date: string) =>
    !isSunday(date) && !worked.has(date) && holidayOf(date) === undefined && !index.absenceOn(userId, date);
  return { known, demands, restDay };
}

/**
 * Gives each demand its own rest day, earliest deadline first (Glover's rule: optimal for windows of days), and
 * answers those left without. `free` says whether a day is a rest day.
 */
function unmatched(demands: readonly Demand[], free: (date: string) => boolean): Set<Demand> {
  const left = new Set<Demand>();
  const first = demands[0]?.first;
  if (first === undefined) return left;
  const end = demands.reduce((last, demand) => (demand.last > last ? demand.last : last), first);
  const pending: Demand[] = [];
  let next = 0;
  for (let day = first; day <= end; day = plusDays(day, 1)) {
    for (let demand = demands[next]; demand && demand.first === day; demand = demands[++next]) {
      const at = pending.findIndex((other) => other.last > demand.last);
      pending.splice(at < 0 ? pending.length : at, 0, demand);
    }
    if (pending.length && free(day)) pending.shift();
    while (pending[0] && pending[0].last <= day) {
      const late = pending.shift();
      if (late) left.add(late);
    }
  }
  return left;
}

const within = (demand: Demand, known: { from: string; to: string }) =>
  demand.first >= known.from && demand.last <= known.to;

/**
 * The substitute rest days: a Sunday or holiday worked whose window the world holds wholly and that is left
 * without a rest day even when every unknown day (outside the known days) is taken to be one.
 */
function substituteRestFindings(
  index: WorldIndex,
  legal: TLegalProfile,
  userId: string,
  shifts: readonly RuleShift[],
): RuleFinding[] {
  if (!checksRestDays(legal)) return [];
  const days = restDaysOf(index, userId, shifts);
  if (!days) return [];
  const { known, demands, restDay } = days;
  const outside = (date: string) => date < known.from || date > known.to;
  const left = unmatched(demands, (date) => (outside(date) ? !isSunday(date) : restDay(date)));
  const person = index.personName(userId);
  const findings: RuleFinding[] = [];
  for (const demand of demands) {
    if (!left.has(demand) || !within(demand, known)) continue;
    const { date, shift, weeks, holiday } = demand;
    findings.push(
      legalFinding(legal, 'substituteRestDay', {
        variant: holiday === undefined ? undefined : 'Holiday',
        params: {
          person,
          date,
          weeks,
          from: demand.first,
          to: demand.last,
          ...(holiday === undefined ? {} : { holiday }),
        },
        date,
        unitId: shift.unitId,
        userId,
        shiftId: shift.id,
        keys: [`p:${userId}@*`],
      }),
    );
  }
  return findings;
}

/** The free Sundays and substitute rest days of one person; `shifts` are theirs. */
export function sundayRestFindings(
  index: WorldIndex,
  legal: TLegalProfile,
  userId: string,
  shifts: readonly RuleShift[],
): RuleFinding[] {
  return [
    ...freeSundayFindings(index, legal, userId, shifts),
    ...substituteRestFindings(index, legal, userId, shifts),
  ];
}

/**
 * Whom a caller reads around its range for the substitute rest day, and which days: the people with a Sunday or
 * holiday worked (`of`: `range` on a day of `from`..`to`; `window`: whose window reaches into it, as a change
 * affects; `people`: only these) that finds no rest day among their known days while its window reaches beyond
 * them. The span covers their known days and those windows. Without such people (the usual plan) nothing is read.
 */
export function restDayReads(
  setup: RuleSetup,
  world: RuleWorld,
  options: { of?: 'range' | 'window'; people?: ReadonlySet<string> } = {},
): Map<string, { from: string; to: string }> {
  const { of = 'range' } = options;
  const reads = new Map<string, { from: string; to: string }>();
  if (!checksRestDays(setup.legal)) return reads;
  const index = indexWorld(world);
  const people =
    options.people ?? new Set(world.shifts.flatMap((shift) => (shift.userId === null ? [] : [shift.userId])));
  for (const userId of people) {
    const days = restDaysOf(index, userId, index.shiftsOfUser(userId));
    if (!days) continue;
    const { known, demands, restDay } = days;
    const open = [...unmatched(demands, (date) => date >= known.from && date <= known.to && restDay(date))]
      .filter((demand) => !within(demand, known))
      .filter((demand) =>
        of === 'range'
          ? demand.date >= world.from && demand.date <= world.to
          : demand.last >= world.from && demand.first <= world.to,
      );
    if (!open.length) continue;
    let { from, to } = known;
    for (const demand of open) {
      if (demand.first < from) from = demand.first;
      if (demand.last > to) to = demand.last;
    }
    reads.set(userId, { from, to });
  }
  return reads;
}
