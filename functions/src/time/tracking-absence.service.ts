/**
 * Absence tracking (issue 14): the absence days of a person's month with what each credits
 * (TrackingAbsenceData), and the credit of one day set by hand (EditAbsenceTracking) or dropped again
 * (DeleteAbsenceTracking). The credit set by hand is kept in the day record (`absenceOverride`) and replaces the
 * valued absence minutes of that day (valuation-day.ts).
 */
import { AppError } from '@app/shared/api/errors';
import type {
  TAbsenceTracking,
  TAbsenceTrackingDay,
  TAbsenceTrackingSave,
} from '@app/shared/time-tracking/tracking';
import type { Caller } from '../security/caller';
import { changeDay } from './tracking-action.service';
import { targetActual } from './tracking.service';

function absenceDays(month: Awaited<ReturnType<typeof targetActual>>): TAbsenceTrackingDay[] {
  return month.days
    .filter((day) => day.tracked && day.absences.length > 0)
    .map((day) => ({
      date: day.date,
      absences: day.absences,
      credit: day.absence,
      override: day.absenceOverride,
      absenceConfirmed: day.absenceConfirmed,
      confirmed: day.confirmed !== null,
      version: day.version,
    }));
}

export async function absenceTracking(
  caller: Caller,
  query: { userId: string; month: string },
): Promise<TAbsenceTracking> {
  const month = await targetActual(caller, query);
  return { userId: query.userId, month: query.month, days: absenceDays(month) };
}

async function dayRow(caller: Caller, userId: string, date: string): Promise<TAbsenceTrackingDay> {
  const month = await targetActual(caller, { userId, month: date.slice(0, 7) });
  const row = absenceDays(month).find((day) => day.date === date);
  if (!row) throw new Error(`No absence day ${date}`);
  return row;
}

export async function saveAbsenceTracking(
  caller: Caller,
  input: TAbsenceTrackingSave,
): Promise<TAbsenceTrackingDay> {
  await changeDay(caller, input.userId, input.date, 'timeDay.correct', (day, base) => {
    if ((day.record?.version ?? 0) !== input.version) throw new AppError('CONFLICT');
    if (day.record?.confirmed) throw new AppError('DAY_CONFIRMED', { details: { date: input.date } });
    // Only a day with an approved absence has a credit to set.
    if (day.absenceDays === 0) throw new AppError('NOT_FOUND');
    return { ...base, absenceOverride: input.minutes };
  });
  return dayRow(caller, input.userId, input.date);
}

export async function deleteAbsenceTracking(
  caller: Caller,
  query: { userId: string; date: string; version: number },
): Promise<void> {
  await changeDay(caller, query.userId, query.date, 'timeDay.correct', (day, base) => {
    if ((day.record?.version ?? 0) !== query.version) throw new AppError('CONFLICT');
    if (day.record?.confirmed) throw new AppError('DAY_CONFIRMED', { details: { date: query.date } });
    if (day.record?.absenceOverride == null) throw new AppError('NOT_FOUND');
    return { ...base, absenceOverride: null };
  });
}
