/**
 * The legal profile (ids `legal.<check>`), evaluated per person over their shifts sorted by begin: rest between
 * consecutive shifts, the daily maximum, the weekly average over the loaded ISO weeks, Sunday and holiday work,
 * on-call duties (standby) that overlap a shift or leave too little rest before it, and the free Sundays and
 * substitute rest days of ArbZG section 11 (sunday-rest.ts). Times are instants, so a night across midnight or a
 * clock change counts its real length.
 */
import type { TLegalProfile } from '../legal-profile';
import { plusDays as addDays, weekdayOf as isoWeekdayOf } from './days';
import { relatedKeys } from './finding';
import { legalFinding } from './legal-finding';
import { sundayRestFindings } from './sunday-rest';
import type { RuleFinding, RuleShift } from './types';
import type { WorldIndex } from './world-index';

const minuteMs = 60_000;
const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** The Monday of a day's ISO week. */
export const mondayOf = (date: string) => addDays(date, 1 - isoWeekdayOf(date));

/**
 * The ISO weeks (their Mondays) the weekly average looks at: the complete weeks of the range (a week half loaded
 * would dilute the average), at most the last `weeks` of them.
 */
export function averageWeeks(from: string, to: string, weeks: number): string[] {
  const mondays: string[] = [];
  const first = mondayOf(from) < from ? addDays(mondayOf(from), 7) : from;
  for (let monday = first; addDays(monday, 6) <= to; monday = addDays(monday, 7)) mondays.push(monday);
  return mondays.slice(-weeks);
}

/** Worked minutes per ISO week (key: its Monday) of the weeks lying wholly within `from`..`to`. */
export function wholeWeekMinutes(
  shifts: readonly Pick<RuleShift, 'date' | 'minutes'>[],
  from: string,
  to: string,
): Map<string, number> {
  const totals = new Map(averageWeeks(from, to, Number.MAX_SAFE_INTEGER).map((monday) => [monday, 0]));
  for (const shift of shifts) {
    const monday = mondayOf(shift.date);
    const total = totals.get(monday);
    if (total !== undefined) totals.set(monday, total + shift.minutes);
  }
  return totals;
}

/**
 * The people of `shifts` with a week wholly within `from`..`to` above the profile's weekly maximum, and those
 * weeks (Mondays): whose past a caller reads for the average (`RuleWorld.weekMinutes`).
 */
export function weeksAboveMaximum(
  shifts: readonly Pick<RuleShift, 'userId' | 'date' | 'minutes'>[],
  from: string,
  to: string,
  legal: TLegalProfile,
): Map<string, string[]> {
  const byPerson = new Map<string, Pick<RuleShift, 'date' | 'minutes'>[]>();
  for (const shift of shifts)
    if (shift.userId !== null) byPerson.set(shift.userId, [...(byPerson.get(shift.userId) ?? []), shift]);
  const above = new Map<string, string[]>();
  if (legal.profile === 'OFF') return above;
  for (const [userId, theirs] of byPerson) {
    const weeks = [...wholeWeekMinutes(theirs, from, to)].flatMap(([monday, minutes]) =>
      minutes > legal.maxWeeklyAverageMinutes ? [monday] : [],
    );
    if (weeks.length) above.set(userId, weeks);
  }
  return above;
}

/**
 * The weekly average (ArbZG section 3: 48 h over 24 weeks by default). With the person's week totals read back
 * as far as the profile's weeks need (`world.weekMinutes`), each week of the range above the maximum is allowed
 * when the average of the profile's weeks ending with it stays within the maximum; a week without entries counts
 * as a week without work, and weeks at or under the maximum only lower an average. Without them (a caller that
 * read only its range), the average is over the range's whole weeks, at most the profile's number of them.
 * One finding per person: the highest average.
 */
function weeklyAverageFinding(
  index: WorldIndex,
  legal: TLegalProfile,
  userId: string,
  shifts: readonly RuleShift[],
): RuleFinding | undefined {
  const { from, to } = index.world;
  const read = index.world.weekMinutes?.get(userId);
  let worst: { average: number; weeks: number; first: string; last: string } | undefined;
  if (read) {
    for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) {
      if ((read.get(monday) ?? 0) <= legal.maxWeeklyAverageMinutes) continue;
      let total = 0;
      for (let back = 0; back < legal.averageWeeks; back += 1)
        total += read.get(addDays(monday, -7 * back)) ?? 0;
      const average = total / legal.averageWeeks;
      if (average > (worst?.average ?? legal.maxWeeklyAverageMinutes))
        worst = {
          average,
          weeks: legal.averageWeeks,
          first: addDays(monday, -7 * (legal.averageWeeks - 1)),
          last: monday,
        };
    }
  } else {
    const weeks = averageWeeks(from, to, legal.averageWeeks);
    const first = weeks[0];
    const last = weeks[weeks.length - 1];
    if (first === undefined || last === undefined) return undefined;
    const total = [...wholeWeekMinutes(shifts, first, addDays(last, 6)).values()].reduce((a, b) => a + b, 0);
    const average = total / weeks.length;
    if (average > legal.maxWeeklyAverageMinutes) worst = { average, weeks: weeks.length, first, last };
  }
  if (!worst) return undefined;
  return legalFinding(legal, 'weekly', {
    params: {
      person: index.personName(userId),
      hours: hours(worst.average),
      weeks: worst.weeks,
      maximum: hours(legal.maxWeeklyAverageMinutes),
      from: worst.first,
      to: addDays(worst.last, 6),
    },
    // On a day of the range, so that the calendar marks it and a change of that week touches it.
    date: worst.last < from ? from : worst.last,
    userId,
    onlyKeys: true,
    keys: [`p:${userId}@*`],
  });
}

/** Every legal finding of one person; `shifts` are theirs, sorted by begin. */
export function legalFindings(
  index: WorldIndex,
  legal: TLegalProfile,
  userId: string,
  shifts: readonly RuleShift[],
): RuleFinding[] {
  if (legal.profile === 'OFF' || !shifts.length) return [];
  const person = index.personName(userId);
  const findings: RuleFinding[] = [];
  const timed = shifts.filter((shift) => index.span(shift));

  // Rest: from the end of one shift to the begin of the next (an overlap is the default check's error).
  for (let position = 1; position < timed.length; position += 1) {
    const shift = timed[position];
    const previous = timed[position - 1];
    if (!shift || !previous) continue;
    const gap =
      ((index.span(shift)?.start.getTime() ?? 0) - (index.span(previous)?.end.getTime() ?? 0)) / minuteMs;
    if (gap < 0 || gap >= legal.minRestMinutes) continue;
    findings.push(
      legalFinding(legal, 'rest', {
        params: { person, hours: hours(gap), minimum: hours(legal.minRestMinutes), date: shift.date },
        date: shift.date,
        unitId: shift.unitId,
        userId,
        shiftId: shift.id,
        keys: relatedKeys(previous.id, userId, previous.date),
      }),
    );
  }

  // Daily maximum: a shift's worked minutes count on the day it begins.
  const daily = new Map<string, number>();
  for (const shift of shifts) daily.set(shift.date, (daily.get(shift.date) ?? 0) + shift.minutes);
  for (const [date, minutes] of daily)
    if (minutes > legal.maxDailyMinutes)
      findings.push(
        legalFinding(legal, 'daily', {
          params: { person, date, hours: hours(minutes), maximum: hours(legal.maxDailyMinutes) },
          date,
          userId,
          unitId: shifts.find((shift) => shift.date === date)?.unitId ?? null,
        }),
      );

  const weekly = weeklyAverageFinding(index, legal, userId, shifts);
  if (weekly) findings.push(weekly);

  for (const shift of shifts) {
    const { date, unitId, id: shiftId } = shift;
    if (legal.flagSundays && isoWeekdayOf(date) === 7)
      findings.push(
        legalFinding(legal, 'sunday', { date, unitId, userId, shiftId, params: { person, date } }),
      );
    const holiday = legal.flagHolidays ? index.holidayName(unitId, date) : undefined;
    if (legal.flagHolidays && holiday !== undefined)
      findings.push(
        legalFinding(legal, 'holiday', { date, unitId, userId, shiftId, params: { person, date, holiday } }),
      );
  }
  findings.push(...standbyFindings(index, legal, userId, timed));
  findings.push(...sundayRestFindings(index, legal, userId, shifts));
  return findings;
}

/** On-call duties count as work for the rest: a shift during a duty, or too soon after it. */
function standbyFindings(
  index: WorldIndex,
  legal: TLegalProfile,
  userId: string,
  shifts: readonly RuleShift[],
): RuleFinding[] {
  const duties = index.dutiesOf(userId);
  if (!duties.length) return [];
  const person = index.personName(userId);
  const findings: RuleFinding[] = [];
  for (const duty of duties) {
    const start = index.at(duty.fromDate, duty.fromTime);
    const end = index.at(duty.toDate, duty.toTime);
    for (const shift of shifts) {
      const span = index.span(shift);
      if (!span) continue;
      const base = { date: shift.date, unitId: shift.unitId, userId, shiftId: shift.id };
      const params = { person, standby: duty.name, date: shift.date };
      if (span.start < end && span.end > start) {
        findings.push(legalFinding(legal, 'standbyOverlap', { ...base, params }));
        continue;
      }
      const gap = (span.start.getTime() - end.getTime()) / minuteMs;
      if (gap >= 0 && gap < legal.minRestMinutes)
        findings.push(
          legalFinding(legal, 'standbyRest', {
            ...base,
            params: { ...params, hours: hours(gap), minimum: hours(legal.minRestMinutes) },
          }),
        );
    }
  }
  return findings;
}
