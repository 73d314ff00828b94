/**
 * Lookups over a RuleWorld, built once per check: shifts by person and by day, absences by person, the units'
 * sub-trees, the instants of shifts. Every check reads the world through this, so no check scans it twice.
 */
import { instantMs, minutesOf, plusDays } from './days';
import type { RulePerson, RuleStandbyDuty } from './types';
import type { RuleAbsence, RuleShift, RuleWorld } from './types';

export interface ShiftSpan {
  start: Date;
  end: Date;
}

export interface ShiftTimes {
  starts: readonly number[];
  ends: readonly number[];
}

export interface WorldIndex {
  world: RuleWorld;
  /** A person's shifts, sorted by begin (shifts without times at their day's start). */
  shiftsOfUser(userId: string): readonly RuleShift[];
  shiftsOn(date: string): readonly RuleShift[];
  /** The templates of the staffed shifts of a day. */
  staffedTemplatesOn(date: string): ReadonlySet<string | null>;
  /** Whether the person has a shift beginning on the day. */
  worksOn(userId: string, date: string): boolean;
  /** A person's qualifications as a set (cached per person). */
  qualificationsOf(person: RulePerson): ReadonlySet<string>;
  /** A person's on-call duties. */
  dutiesOf(userId: string): readonly RuleStandbyDuty[];
  absencesOf(userId: string): readonly RuleAbsence[];
  absenceOn(userId: string, date: string): RuleAbsence | undefined;
  /**
   * The instants (ms) of the shifts of a list the index gave (`shiftsOn`, `shiftsOfUser`), position by position;
   * NaN for a shift without times. Loops over many shifts compare numbers instead of looking up spans.
   */
  timesOf(shifts: readonly RuleShift[]): ShiftTimes;
  /** The instants of a shift; undefined for one without times (class 99). */
  span(shift: RuleShift): ShiftSpan | undefined;
  /** Every person, sorted by name (suggestions go through them in this order). */
  peopleByName(): readonly RulePerson[];
  /** The people of a list of ids, sorted by name (cached per list). */
  sortedPeople(ids: readonly string[]): readonly RulePerson[];
  /** The instant of a local time of a day (cached: a plan has few distinct days and times). */
  at(date: string, time: string): Date;
  /** The unit and, when asked, every unit below it. */
  subtree(unitId: string, includeSubUnits: boolean): ReadonlySet<string>;
  isHoliday(unitId: string | null, date: string): boolean;
  holidayName(unitId: string, date: string): string | undefined;
  personName(userId: string | null): string;
  unitName(unitId: string | null): string;
  templateName(templateId: string | null): string;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const value = key(item);
    if (value === null) continue;
    const group = groups.get(value);
    if (group) group.push(item);
    else groups.set(value, [item]);
  }
  return groups;
}

const indexes = new WeakMap<RuleWorld, WorldIndex>();

/** The index of a world; cached, because a world is not changed once given to the engine. */
export function indexWorld(world: RuleWorld): WorldIndex {
  const cached = indexes.get(world);
  if (cached) return cached;
  // Converting a wall time asks the runtime's time-zone data, which costs far more than a lookup.
  const instants = new Map<string, Map<string, Date>>();
  const at = (date: string, time: string) => {
    let times = instants.get(date);
    if (!times) {
      times = new Map();
      instants.set(date, times);
    }
    let instant = times.get(time);
    if (!instant) {
      instant = new Date(instantMs(date, time, world.timeZone));
      times.set(time, instant);
    }
    return instant;
  };
  const spans = new Map<RuleShift, ShiftSpan | null>();
  const span = (shift: RuleShift) => {
    let value = spans.get(shift);
    if (value === undefined) {
      value = null;
      if (shift.itemClass !== 99 && shift.begin !== null && shift.end !== null) {
        // An end not after the begin is on the next day (22:00-06:00), as intervalInstants has it.
        const endDate = minutesOf(shift.end) <= minutesOf(shift.begin) ? plusDays(shift.date, 1) : shift.date;
        value = { start: at(shift.date, shift.begin), end: at(endDate, shift.end) };
      }
      spans.set(shift, value);
    }
    return value ?? undefined;
  };
  const times = new WeakMap<readonly RuleShift[], ShiftTimes>();
  const timesOf = (shifts: readonly RuleShift[]) => {
    let known = times.get(shifts);
    if (!known) {
      const starts: number[] = [];
      const ends: number[] = [];
      for (const shift of shifts) {
        const value = span(shift);
        starts.push(value ? value.start.getTime() : NaN);
        ends.push(value ? value.end.getTime() : NaN);
      }
      known = { starts, ends };
      times.set(shifts, known);
    }
    return known;
  };
  let sortedPeople: RulePerson[] | undefined;
  const memberLists = new WeakMap<readonly string[], RulePerson[]>();
  const byUser = groupBy(world.shifts, (shift) => shift.userId);
  const byBegin = (a: RuleShift, b: RuleShift) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : (a.begin ?? '00:00') < (b.begin ?? '00:00') ? -1 : 1;
  for (const list of byUser.values()) if (list.length > 1) list.sort(byBegin);
  const byDate = groupBy(world.shifts, (shift) => shift.date);
  const absencesByUser = groupBy(world.absences, (absence) => absence.userId);
  const children = groupBy([...world.units.values()], (unit) => unit.parentId);
  const subtrees = new Map<string, Set<string>>();
  const singles = new Map<string, Set<string>>();
  let workDays: Map<string, Set<string>> | undefined;
  const staffedTemplates = new Map<string, Set<string | null>>();
  const qualifications = new Map<RulePerson, ReadonlySet<string>>();
  let duties: Map<string, RuleStandbyDuty[]> | undefined;
  const holidayDates = new Set([...world.holidays.keys()].map((key) => key.slice(key.indexOf('#') + 1)));

  const index: WorldIndex = {
    world,
    shiftsOfUser: (userId) => byUser.get(userId) ?? [],
    shiftsOn: (date) => byDate.get(date) ?? [],
    staffedTemplatesOn(date) {
      let templates = staffedTemplates.get(date);
      if (!templates) {
        templates = new Set();
        for (const shift of byDate.get(date) ?? [])
          if (shift.userId !== null) templates.add(shift.templateId);
        staffedTemplates.set(date, templates);
      }
      return templates;
    },
    worksOn(userId, date) {
      if (!workDays) {
        workDays = new Map();
        for (const [user, list] of byUser) workDays.set(user, new Set(list.map((shift) => shift.date)));
      }
      return workDays.get(userId)?.has(date) ?? false;
    },
    qualificationsOf(person) {
      let held = qualifications.get(person);
      if (!held) {
        held = new Set(person.qualificationIds);
        qualifications.set(person, held);
      }
      return held;
    },
    dutiesOf: (userId) => (duties ??= groupBy(world.standbyDuties, (duty) => duty.userId)).get(userId) ?? [],
    absencesOf: (userId) => absencesByUser.get(userId) ?? [],
    absenceOn: (userId, date) =>
      (absencesByUser.get(userId) ?? []).find((absence) => absence.begin <= date && date <= absence.end),
    span,
    timesOf,
    at,
    peopleByName: () =>
      (sortedPeople ??= [...world.people.values()].sort((a, b) =>
        a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1,
      )),
    sortedPeople(ids) {
      let list = memberLists.get(ids);
      if (!list) {
        const wanted = new Set(ids);
        list = index.peopleByName().filter((person) => wanted.has(person.id));
        memberLists.set(ids, list);
      }
      return list;
    },
    subtree(unitId, includeSubUnits) {
      if (!includeSubUnits) {
        let single = singles.get(unitId);
        if (!single) {
          single = new Set([unitId]);
          singles.set(unitId, single);
        }
        return single;
      }
      const known = subtrees.get(unitId);
      if (known) return known;
      const found = new Set<string>();
      const stack = [unitId];
      while (stack.length) {
        const next = stack.pop() ?? '';
        if (found.has(next)) continue;
        found.add(next);
        for (const child of children.get(next) ?? []) stack.push(child.id);
      }
      subtrees.set(unitId, found);
      return found;
    },
    // Without a unit (a resource's or template's count) a holiday of any loaded unit counts.
    isHoliday: (unitId, date) =>
      world.holidays.size > 0 &&
      (unitId === null ? holidayDates.has(date) : world.holidays.has(`${unitId}#${date}`)),
    holidayName: (unitId, date) =>
      world.holidays.size === 0 ? undefined : world.holidays.get(`${unitId}#${date}`),
    personName: (userId) => (userId === null ? '' : (world.people.get(userId)?.name ?? userId)),
    unitName: (unitId) => (unitId === null ? '' : (world.units.get(unitId)?.name ?? unitId)),
    templateName: (templateId) =>
      templateId === null ? '' : (world.templates.get(templateId)?.name ?? templateId),
  };
  indexes.set(world, index);
  return index;
}
