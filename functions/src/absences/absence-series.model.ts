/**
 * The pure rules of serial absences (docs/absences.md, "Serial absences"): the pattern of a series from its first
 * occurrence and its repeat, the days of its occurrences (the appointment series' expansion, `serial-expand.ts`),
 * what an occurrence's days are, and what a series holds. No I/O: unit tests feed it directly.
 */
import type { FieldIssue } from '@app/shared/api/errors';
import {
  maxSeriesOccurrences,
  type TAbsenceRepeat,
  type TAbsenceSeriesSummary,
} from '@app/shared/absences/absence-repeat';
import type { TDayState } from '@app/shared/absences/absence';
import { expandSerial } from '@app/shared/serial/serial-expand';
import { ZSerialPattern, type TSerialPattern } from '@app/shared/serial/serial-pattern';
import { addDays, daysBetween, type PlainDate } from '@app/shared/time/tenant-time';
import { plainDateText } from '../api/messages';

const issue = (path: string, messageKey: string): FieldIssue => ({
  path,
  code: 'invalid_value',
  messageKey,
  message: messageKey,
});

/**
 * The whole pattern of a series whose first occurrence lasts `begin`..`end`: from `begin`, all day, as many days
 * as the first occurrence, with the repeat's rule and end. Checked again as a pattern (bounds, end not before).
 */
export function seriesPatternOf(
  first: { begin: PlainDate; end: PlainDate },
  repeat: TAbsenceRepeat,
): TSerialPattern | FieldIssue[] {
  const parsed = ZSerialPattern.safeParse({
    begin: first.begin,
    time: '00:00',
    allDay: true,
    duration: daysBetween(first.begin, first.end) + 1,
    durationType: 3,
    rule: repeat.rule,
    end: repeat.end,
  });
  if (parsed.success) return parsed.data;
  return parsed.error.issues.map((problem) =>
    issue(['body', 'serial', ...problem.path.map(String)].join('.'), problem.message),
  );
}

/**
 * The first days of the occurrences, in order, the breaks left out; or the problem: none at all (`serial.empty`),
 * more than 1000, or occurrences that would overlap (an absence of the series lasting longer than the gap to the
 * next day of the pattern).
 */
export function occurrenceDays(
  pattern: TSerialPattern,
  timeZone: string,
  breaks: readonly PlainDate[] = [],
): PlainDate[] | FieldIssue {
  const found = expandSerial(pattern, { timeZone, breaks, limit: maxSeriesOccurrences + 1 });
  if (found.length === 0) return issue('body.serial.end', 'serial.empty');
  if (found.length > maxSeriesOccurrences) return issue('body.serial.end', 'absences.error.seriesTooMany');
  const days = found.map((occurrence) => occurrence.date);
  for (let index = 1; index < days.length; index += 1) {
    const previous = days[index - 1];
    const day = days[index];
    if (previous !== undefined && day !== undefined && daysBetween(previous, day) < pattern.duration)
      return issue('body.end', 'absences.error.seriesOverlap');
  }
  return days;
}

/** The days of the occurrence of pattern day `date`: as long as the series' occurrences are. */
export const occurrenceRange = (pattern: TSerialPattern, date: PlainDate) => ({
  begin: date,
  end: addDays(date, pattern.duration - 1),
});

/** An occurrence's days as leave counts them: calendar days, a half first or last day half. */
export function daysOf(absence: {
  begin: PlainDate;
  end: PlainDate;
  beginState: TDayState;
  endState: TDayState;
}): number {
  if (absence.begin === absence.end) return absence.beginState === 'half' ? 0.5 : 1;
  const whole = daysBetween(absence.begin, absence.end) + 1;
  return whole - (absence.beginState === 'half' ? 0.5 : 0) - (absence.endState === 'half' ? 0.5 : 0);
}

/** What a series (or an inbox line of it) holds: its pattern, the occurrences meant, their days, first and last. */
export function summaryOf(
  id: string,
  pattern: TSerialPattern,
  occurrences: readonly { begin: PlainDate; end: PlainDate; beginState: TDayState; endState: TDayState }[],
): TAbsenceSeriesSummary {
  const sorted = [...occurrences].sort((a, b) => a.begin.localeCompare(b.begin));
  return {
    id,
    pattern,
    occurrences: sorted.length,
    days: sorted.reduce((sum, occurrence) => sum + daysOf(occurrence), 0),
    first: sorted[0]?.begin ?? null,
    last: sorted.reduce<PlainDate | null>((last, o) => (last === null || o.end > last ? o.end : last), null),
  };
}

/** The pattern of the part of a series before `from` (an edit or delete of "all following"): it ends the day before. */
export const endedBefore = (pattern: TSerialPattern, from: PlainDate): TSerialPattern => ({
  ...pattern,
  end: { type: 2, date: addDays(from, -1) },
});

/** The days shown to people in a sentence ("02.09.2025, 09.09.2025, …"): at most `shown`, then an ellipsis. */
export function datesText(days: readonly PlainDate[], shown = 10): string {
  const text = days.slice(0, shown).map(plainDateText);
  return days.length > shown ? `${text.join(', ')}, …` : text.join(', ');
}
