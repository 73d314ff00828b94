/**
 * Serial absences (issue 30, docs/absences.md "Serial absences"): a series keeps its pattern and the fields every
 * occurrence starts with; each occurrence is an absence of its own (`seriesId`, `seriesDate`) for everything that
 * reads absences. What an edit, a delete or a decision of "all following" or "all" occurrences sends; "this one"
 * is the single absence's own call.
 */
import * as z from 'zod';
import { ZVersionQuery } from '../api/versions';
import { ZSerialPattern } from '../serial/serial-pattern';
import { withDateRange } from '../time/time-schemas';
import { ZLocalTime, ZPlainDate } from '../time/tenant-time';
import { ZAbsenceTypeId } from '../absence-types/absence-type';
import {
  absenceFields,
  absenceRange,
  maxNotesLength,
  ZAbsence,
  ZAbsenceResult,
  ZAbsenceTarget,
  ZDayState,
} from './absence';
import { repeatIssues, ZAbsenceRepeat, ZAbsenceSeriesId, ZAbsenceSeriesSummary } from './absence-repeat';

/**
 * A series as kept and answered: whose, the pattern (its `begin` the first occurrence's day, `duration` the days
 * of each occurrence, all day), the fields a new occurrence gets, and the days of the pattern taken out because
 * their occurrence was deleted alone (an edit of the series does not bring them back).
 */
export const ZAbsenceSeries = z.object({
  id: ZAbsenceSeriesId,
  userId: z.uuid(),
  absenceTypeId: ZAbsenceTypeId,
  pattern: ZSerialPattern,
  beginState: ZDayState,
  endState: ZDayState,
  beginTime: ZLocalTime.nullable(),
  endTime: ZLocalTime.nullable(),
  notes: z.string(),
  breaks: z.array(ZPlainDate),
  createdBy: z.uuid(),
  createdAt: z.iso.datetime(),
  version: z.number().int(),
});
export type TAbsenceSeries = z.infer<typeof ZAbsenceSeries>;

/** `GET /api/absences/series/{seriesId}`: the series, its occurrences as the caller may see them, its last day. */
export const ZAbsenceSeriesDetails = z.object({
  series: ZAbsenceSeries,
  occurrences: z.array(ZAbsence),
  /** The last day of the pattern (an end after n times: the day of the n-th). */
  last: ZPlainDate,
});
export type TAbsenceSeriesDetails = z.infer<typeof ZAbsenceSeriesDetails>;

const { substituteIds: _substitutes, ...seriesFields } = absenceFields;

/**
 * Edit all occurrences (without `from`) or all from the occurrence of `from` on (its `seriesDate`): the fields
 * and the repeat every occurrence then has; `begin`..`end` are the days of the first of them. From a later
 * occurrence, the series ends the day before and the rest becomes a new series. Substitutes stay each
 * occurrence's own.
 */
export const ZAbsenceSeriesUpdate = withDateRange(
  z.strictObject({
    ...seriesFields,
    serial: ZAbsenceRepeat,
    from: ZPlainDate.optional(),
    version: z.number().int().min(1),
  }),
  absenceRange,
).superRefine((body, ctx) => {
  for (const issue of repeatIssues(body.begin, body.serial)) ctx.addIssue({ code: 'custom', ...issue });
});
export type TAbsenceSeriesUpdate = z.infer<typeof ZAbsenceSeriesUpdate>;

/** Delete all occurrences, or those from `from` on (the series then ends the day before). */
export const ZAbsenceSeriesDelete = ZVersionQuery.extend({ from: ZPlainDate.optional() });

/**
 * A decision on the series (Request, Approve, Deny, Cancel): every occurrence (from `from` on) in a state the
 * change applies to; the others stay as they are. A reason as for one absence.
 */
export const ZAbsenceSeriesStateChange = z.strictObject({
  state: ZAbsenceTarget,
  reason: z.string().trim().max(maxNotesLength).optional(),
  from: ZPlainDate.optional(),
  /** From the notifier dialog (`recipients` of an occurrence); omitted: the ones ticked by default. */
  notifyUserIds: z.array(z.uuid()).max(50).optional(),
  /** The series' version read; omitted: the current one. */
  version: z.number().int().min(1).optional(),
});
export type TAbsenceSeriesStateChange = z.infer<typeof ZAbsenceSeriesStateChange>;

/**
 * What a change of a series answers: the series after it (null once deleted), the occurrences changed, and the
 * warnings and findings of every occurrence changed, each with its day (as for one absence).
 */
export const ZAbsenceSeriesResult = ZAbsenceResult.pick({
  shiftConflicts: true,
  absentWarnings: true,
  ruleFindings: true,
  requestedInstead: true,
}).extend({
  series: ZAbsenceSeriesSummary.nullable(),
  changed: z.number().int(),
  /** A split ("all following" edited): the new series of the occurrences from `from` on. */
  newSeriesId: ZAbsenceSeriesId.optional(),
});
export type TAbsenceSeriesResult = z.infer<typeof ZAbsenceSeriesResult>;
