/**
 * The repeat of an absence (issue 30, docs/absences.md "Serial absences"): the appointment series' pattern model
 * (`shared/src/serial`), weekly only (an apprentice's school day, a part-timer's free Friday), ending on a date or
 * after a number of times. Pure schema and bounds, no expansion (the web imports it; the server expands with
 * `serial-expand.ts`). Apart from `absence.ts`, which imports it.
 */
import * as z from 'zod';
import { serialBounds, ZSerialEnd, ZSerialPattern, ZSerialRule } from '../serial/serial-pattern';
import { daysBetween, type PlainDate } from '../time/tenant-time';
import { ZPlainDate } from '../time/time-schemas';

export const ZAbsenceSeriesId = z.uuid();

/** A series has at most as many occurrences as an appointment series may count ("after n times": 1 to 1000). */
export const maxSeriesOccurrences = serialBounds.count.max;

/**
 * What a new absence repeats by (`serial` of the create call, of a series edit): the rule and the end of the
 * appointment series' pattern. Its first day, all-day flag and length come from the absence itself.
 */
export const ZAbsenceRepeat = z.object({
  rule: ZSerialRule.refine((rule) => rule.type === 'weekly', { error: 'absences.error.seriesWeekly' }),
  end: ZSerialEnd.refine((end) => end.type !== 1, { error: 'absences.error.seriesEndless' }),
});
export type TAbsenceRepeat = z.infer<typeof ZAbsenceRepeat>;

/**
 * The most occurrences a repeat from `begin` can have: its count, or for an end date the weekdays chosen in each
 * stretch of 7 × every days (any such stretch holds each weekday once in a week of the series). An upper bound,
 * not an expansion: it is never below the real number, and above it by at most the weekdays of one week.
 */
export function occurrenceBound(begin: PlainDate, repeat: TAbsenceRepeat): number {
  const { rule, end } = repeat;
  if (end.type === 3) return end.count;
  // The schema refuses other rules and an endless series (the refinements narrow the type to an end date here).
  if (rule.type !== 'weekly') return Number.POSITIVE_INFINITY;
  if (end.date < begin) return 0;
  return Math.ceil((daysBetween(begin, end.date) + 1) / (7 * rule.every)) * rule.weekdays.length;
}

/** The repeat's problems that need the absence's first day: an end before it, more than 1000 occurrences. */
export function repeatIssues(
  begin: PlainDate,
  repeat: TAbsenceRepeat,
): { path: (string | number)[]; message: string }[] {
  if (repeat.end.type === 2 && repeat.end.date < begin)
    return [{ path: ['serial', 'end', 'date'], message: 'serial.end.beforeBegin' }];
  // A count has its own bound (`serial.count.range`, the same 1000).
  if (repeat.end.type === 2 && occurrenceBound(begin, repeat) > maxSeriesOccurrences)
    return [{ path: ['serial', 'end', 'date'], message: 'absences.error.seriesTooMany' }];
  return [];
}

/** Which occurrences an edit, delete or decision on one occurrence of a series means. */
export const seriesScopes = ['occurrence', 'following', 'series'] as const;
export const ZSeriesScope = z.enum(seriesScopes);
export type TSeriesScope = z.infer<typeof ZSeriesScope>;

/** A series as an answer and the approval inbox show it: its pattern, how many occurrences and days it holds now. */
export const ZAbsenceSeriesSummary = z.object({
  id: ZAbsenceSeriesId,
  /** The whole pattern: `begin` the first occurrence's day, `duration` its days, the weekly rule and the end. */
  pattern: ZSerialPattern,
  /** The occurrences meant (of the series, or of the inbox line), and their days (half days count half). */
  occurrences: z.number().int(),
  days: z.number(),
  first: ZPlainDate.nullable(),
  last: ZPlainDate.nullable(),
});
export type TAbsenceSeriesSummary = z.infer<typeof ZAbsenceSeriesSummary>;
