/**
 * The care home's plan from four weeks back (at least from the beginning of last month) to four weeks ahead of
 * today: the living areas work the two-week
 * early/late cycle (half the team early while the other half is late) with weekend duties (a Sunday duty's
 * substitute rest day is the Wednesday after it), the night team the
 * seven-on-seven-off night cycle, the kitchen its early shift and lunch service on weekdays (one cook also on a
 * Sunday and the Saturdays around it, without a substitute rest day), and a few shifts stay open. Weekend duties
 * follow the person's week (early after early, late after late), so no one has less than 11 hours of rest. Written with batch puts: the demo's first start stays fast. The plan is published up to the end
 * of this month (at least to the end of next week).
 */
import { randomUUID } from 'node:crypto';
import type { Caller } from '@app/functions/security/caller';
import { addDays, isoWeekdayOf, plainDateOf } from '@app/shared/time/tenant-time';
import { paidMinutes } from '@app/shared/shifts/shift-hours';
import type { TPause } from '@app/shared/shifts/shift-template';
import type { NewPlanEntry } from '@app/functions/calendar/plan.repository';

const weeksAround = 4;

const modulo = (value: number, by: number) => ((value % by) + by) % by;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Where the demo plan begins: four weeks back (the Monday), or earlier, on the Monday on or before the first of
 * last month, so that last month is planned (and, in time tracking, booked and confirmed) from its first day:
 * the payroll export of last month holds whole months.
 */
export function demoPlanStart(today: string): { first: string; cycleStart: string } {
  const cycleStart = addDays(today, -7 * weeksAround - ((isoWeekdayOf(today) + 6) % 7));
  const lastMonthFirst = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
  const monday = addDays(lastMonthFirst, -((isoWeekdayOf(lastMonthFirst) + 6) % 7));
  return { first: monday < cycleStart ? monday : cycleStart, cycleStart };
}

/**
 * The days the planner's calendar opens on (this month, or this week where it reaches into the next or last
 * month): seeded first, so that the first screen has its plan while the other weeks follow.
 */
export function firstScreenDays(today: string): { from: string; to: string } {
  const monthFirst = `${today.slice(0, 7)}-01`;
  const monthLast = addDays(`${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-01`, -1);
  const weekFirst = addDays(today, 1 - isoWeekdayOf(today));
  const weekLast = addDays(weekFirst, 6);
  return {
    from: weekFirst < monthFirst ? weekFirst : monthFirst,
    to: weekLast > monthLast ? weekLast : monthLast,
  };
}

/**
 * `part` 'firstScreens' writes the plan of `firstScreenDays` and publishes it; 'rest' the other days (the
 * entries' counters add up, so the two parts leave what one pass would).
 */
export async function seedDemoCalendar(admin: Caller, part: 'firstScreens' | 'rest'): Promise<void> {
  const { now } = await import('@app/functions/clock');
  const { UnitRepository } = await import('@app/functions/units/unit.repository');
  const { UserRepository } = await import('@app/functions/directory/user.repository');
  const { ShiftTemplateRepository } = await import('@app/functions/shifts/shift-template.repository');
  const { PlanRepository } = await import('@app/functions/calendar/plan.repository');

  const zone = admin.tenantRecord.timeZone;
  const today = plainDateOf(now(), zone);
  const { first: from, cycleStart } = demoPlanStart(today);
  // Nine weeks of the cycle, and at least the first week of next month: what automatic planning finds open next
  // month (auto-planning.ts), on a month's first days too, when four weeks ahead end within this month.
  const cycleEnd = addDays(cycleStart, 7 * (2 * weeksAround + 1) - 1);
  const nextMonthWeek = `${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-07`;
  const last = cycleEnd > nextMonthWeek ? cycleEnd : nextMonthWeek;
  const length = daysBetween(from, last) + 1;
  const days = Array.from({ length }, (_, index) => addDays(from, index));
  // Cycles count from four weeks back, whatever came before: the weeks around today look the same every month.
  const position = (date: string) => daysBetween(cycleStart, date);
  const [units, users, templates] = await Promise.all([
    new UnitRepository(admin.tenant).list(),
    new UserRepository(admin.tenant).list(),
    new ShiftTemplateRepository(admin.tenant).list(),
  ]);
  const unitNamed = (name: string) => units.find((unit) => unit.name === name)?.id;
  const templateNamed = (name: string) => {
    const template = templates.find((candidate) => candidate.name === name);
    if (!template) throw new Error(`The demo lacks the shift template ${name}`);
    return template;
  };
  const active = users.filter((user) => user.active);
  const membersOf = (unitId: string | undefined) =>
    active
      .filter((user) => unitId !== undefined && user.unitId === unitId)
      .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
  const createdAt = now().toISOString();
  const entries: NewPlanEntry[] = [];
  const put = (unitId: string | undefined, date: string, userId: string | null, templateName: string) => {
    if (!unitId) return;
    const template = templateNamed(templateName);
    const times = {
      itemClass: template.itemClass,
      begin: template.begin,
      end: template.end,
      pause1: template.pause1 as TPause,
      pause2: template.pause2 as TPause,
    };
    entries.push({
      unitId,
      date,
      uuid: randomUUID(),
      userId,
      templateId: template.id,
      resourceId: template.resourceId,
      ...times,
      minutes: paidMinutes(times, date, zone),
      notes: '',
      createdAt,
    });
  };

  // Which week of the two-week cycle a day is in (0: early, 1: late for group A; the other way for group B).
  const cycleWeek = (date: string) => modulo(Math.floor(position(date) / 7), 2);
  for (const area of ['Wohnbereich 1', 'Wohnbereich 2']) {
    const unitId = unitNamed(area);
    const team = membersOf(unitId);
    team.forEach((person, index) => {
      const group = index % 2;
      for (const date of days) {
        const weekday = isoWeekdayOf(date);
        const early = cycleWeek(date) === group;
        if (weekday <= 5) put(unitId, date, person.id, early ? 'Frühdienst' : 'Spätdienst');
      }
    });
    // Weekends: two early and one late each day, rotating; Saturday late only for the late week (Monday is
    // early for them after a free Sunday), Sunday duties only for the early week (Monday is late for them).
    days.forEach((date) => {
      const weekday = isoWeekdayOf(date);
      if (weekday < 6) return;
      const earlyWeek = team.filter((_, index) => index % 2 === cycleWeek(date));
      const lateWeek = team.filter((_, index) => index % 2 !== cycleWeek(date));
      const pick = (list: typeof team, offset: number) =>
        list[modulo(position(date) + offset, Math.max(1, list.length))];
      const early = [...new Set([pick(earlyWeek, 0), pick(earlyWeek, 1)])];
      for (const person of early) if (person) put(unitId, date, person.id, 'Frühdienst');
      const late = weekday === 6 ? pick(lateWeek, 0) : pick(earlyWeek, 2);
      if (late && !early.includes(late)) put(unitId, date, late.id, 'Spätdienst');
    });
    // Whoever has a Sunday duty has the Wednesday after it off: its substitute rest day (ArbZG section 11(3)).
    const restDays = new Set(
      entries
        .filter((entry) => entry.unitId === unitId && entry.userId && isoWeekdayOf(entry.date) === 7)
        .map((entry) => `${entry.userId ?? ''}#${addDays(entry.date, 3)}`),
    );
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const entry = entries[index];
      if (entry && entry.unitId === unitId && restDays.has(`${entry.userId ?? ''}#${entry.date}`))
        entries.splice(index, 1);
    }
    // A few open shifts: a late duty every Wednesday still looking for someone.
    for (const date of days) if (isoWeekdayOf(date) === 3) put(unitId, date, null, 'Spätdienst');
  }

  // The night team: seven nights on, seven off, half the team a week apart.
  const nightUnit = unitNamed('Nachtdienst');
  membersOf(nightUnit).forEach((person, index) => {
    days.forEach((date) => {
      if (modulo(Math.floor(position(date) / 7), 2) === index % 2)
        put(nightUnit, date, person.id, 'Nachtdienst');
    });
  });
  for (const date of days.filter((day) => day > today && isoWeekdayOf(day) === 6))
    put(nightUnit, date, null, 'Nachtdienst');

  // The kitchen: early shift and lunch service on weekdays, alternating by day.
  const kitchen = unitNamed('Küche');
  membersOf(kitchen).forEach((person, index) => {
    for (const date of days) {
      if (isoWeekdayOf(date) > 5) continue;
      put(
        kitchen,
        date,
        person.id,
        modulo(index + position(date), 3) === 0 ? 'Service Mittag' : 'Küche Früh',
      );
    }
  });
  // Emil Köhler covers the kitchen on a Sunday one or two weeks ahead and on the four Saturdays around it: no weekday
  // of the two weeks around that Sunday is free, so the calendar marks its missing substitute rest day (ArbZG
  // section 11(3)); the rest of the plan gives none.
  const emil = membersOf(kitchen).find((person) => person.displayName === 'Emil Köhler');
  const sunday = addDays(today, 14 - isoWeekdayOf(today));
  if (emil)
    for (const date of [-8, -1, 0, 6, 13].map((offset) => addDays(sunday, offset)))
      if (days.includes(date)) put(kitchen, date, emil.id, 'Küche Früh');

  const unitsOf = new Map(
    users.map((user) => [
      user.id,
      [...new Set([user.unitId ?? null, ...(user.extraUnitIds ?? [])])].filter((id) => id !== null),
    ]),
  );
  const shown = firstScreenDays(today);
  const onFirstScreens = (entry: NewPlanEntry) => entry.date >= shown.from && entry.date <= shown.to;
  await new PlanRepository(admin.tenant).putMany(
    entries.filter((entry) => onFirstScreens(entry) === (part === 'firstScreens')),
    (userId) => unitsOf.get(userId) ?? [],
  );
  if (part === 'rest') return;

  // Every unit's plan is published up to the end of this month, and at least to the end of the week after next:
  // employees see the month's shifts and two weeks ahead, as planners usually publish (on a Sunday "next week"
  // alone would leave six days to swap in).
  const { publishPlan } = await import('@app/functions/calendar/publish.service');
  const endOfWeekAfterNext = addDays(today, 21 - isoWeekdayOf(today));
  const endOfMonth = addDays(`${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-01`, -1);
  const publishTo = endOfMonth > endOfWeekAfterNext ? endOfMonth : endOfWeekAfterNext;
  // Each unit's own item: side by side.
  // The people see "published" in their bell; no mails, which would use up the company's allowance of the day.
  await Promise.all(
    units.map((unit) => publishPlan(admin, { groupId: unit.id, publishTo }, now(), { mail: false })),
  );
}
