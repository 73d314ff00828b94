/**
 * The pure rules of common appointments: field checks, the series pattern made to agree with the appointment's
 * own days and times, whether a day is an occurrence, and where an appointment is drawn (fragments of a single
 * one, heads of a series). No I/O: unit tests feed it directly.
 */
import type * as z from 'zod';
import type { FieldIssue } from '@app/shared/api/errors';
import type { ZAppointmentSave } from '@app/shared/appointments/appointment';
import { expandSerial, lastOccurrenceDay } from '@app/shared/serial/serial-expand';
import { serialBounds, ZSerialPattern, type TSerialPattern } from '@app/shared/serial/serial-pattern';
import { daysBetween, minutesOfDay, monthsOf } from '@app/shared/time/tenant-time';
import { type AppointmentFragmentKey, type NewAppointmentFragment } from '../calendar/plan.repository';
import type { NewAppointment, NewSeriesHead, SeriesHeadKey } from './appointment.repository';

/** The fields of a save, without what names the appointment (id, version, occurrence). */
export type AppointmentFields = Omit<z.output<typeof ZAppointmentSave>, 'id' | 'version' | 'occurrence'>;

const issue = (path: string, messageKey: string): FieldIssue => ({
  path,
  code: 'invalid_value',
  messageKey,
  message: messageKey,
});

/**
 * Times and days: an all-day appointment has no times; any other needs both, and ends after it begins. Answers the
 * fields as kept (an all-day one without times) or the first problem.
 */
export function checkedFields(fields: AppointmentFields): AppointmentFields | FieldIssue {
  if (fields.end < fields.begin) return issue('body.end', 'appointments.error.endBeforeBegin');
  if (fields.allDay) return { ...fields, beginTime: null, endTime: null };
  if (fields.beginTime === null) return issue('body.beginTime', 'appointments.error.timesRequired');
  if (fields.endTime === null) return issue('body.endTime', 'appointments.error.timesRequired');
  if (fields.begin === fields.end && fields.endTime <= fields.beginTime)
    return issue('body.endTime', 'appointments.error.endBeforeBegin');
  return fields;
}

/**
 * The series pattern as kept: its rule and end from the input, its first day, start time and duration from the
 * appointment (begin, begin time, end), so that the two never disagree. A timed occurrence lasts the elapsed
 * minutes (hours beyond 5,000 minutes), an all-day one whole days. The pattern is checked again (its end may now
 * be before its begin) and must have an occurrence at all.
 */
export function seriesPatternOf(
  fields: AppointmentFields,
  timeZone: string,
): { pattern: TSerialPattern | null } | FieldIssue[] {
  if (!fields.serial) return { pattern: null };
  const spanDays = daysBetween(fields.begin, fields.end);
  let duration = spanDays + 1;
  let durationType: 1 | 2 | 3 = 3;
  if (!fields.allDay && fields.beginTime !== null && fields.endTime !== null) {
    const minutes = spanDays * 1440 + minutesOfDay(fields.endTime) - minutesOfDay(fields.beginTime);
    durationType = minutes <= serialBounds.duration.max ? 1 : 2;
    duration = durationType === 1 ? minutes : Math.ceil(minutes / 60);
  }
  const candidate = {
    ...fields.serial,
    begin: fields.begin,
    time: fields.allDay ? '00:00' : (fields.beginTime ?? '00:00'),
    allDay: fields.allDay,
    duration,
    durationType,
  };
  const parsed = ZSerialPattern.safeParse(candidate);
  if (!parsed.success)
    return parsed.error.issues.map((problem) =>
      issue(['body', 'serial', ...problem.path.map(String)].join('.'), problem.message),
    );
  if (expandSerial(parsed.data, { timeZone, limit: 1 }).length === 0)
    return [issue('body.serial.end', 'serial.empty')];
  return { pattern: parsed.data };
}

/** Whether `date` is an occurrence of the series now (not a break, within its end). */
export function isOccurrence(
  appointment: Pick<NewAppointment, 'serial' | 'breaks'>,
  date: string,
  timeZone: string,
): boolean {
  if (!appointment.serial || appointment.breaks.includes(date) || date < appointment.serial.begin)
    return false;
  return expandSerial(appointment.serial, {
    timeZone,
    from: date,
    to: date,
    breaks: appointment.breaks,
  }).some((occurrence) => occurrence.date === date);
}

/** The series' last day: its end date, the day of its last counted occurrence, or null (endless). */
export const lastDayOf = (pattern: TSerialPattern, timeZone: string): string | null =>
  lastOccurrenceDay(pattern, timeZone);

/** The fragments of a single appointment: one per unit it shows in and month it touches; none for a series. */
export function fragmentsOf(appointment: NewAppointment): NewAppointmentFragment[] {
  if (appointment.serial) return [];
  return monthsOf(appointment.begin, appointment.end).flatMap((month) =>
    appointment.unitIds.map((unitId) => ({
      unitId,
      month,
      appointmentId: appointment.id,
      userId: appointment.userId,
      subject: appointment.subject,
      begin: appointment.begin,
      end: appointment.end,
      beginTime: appointment.beginTime,
      endTime: appointment.endTime,
      allDay: appointment.allDay,
      private: appointment.private,
      tagId: appointment.tagId,
      primary: unitId === appointment.unitIds[0],
    })),
  );
}

export function fragmentKeysOf(appointment: NewAppointment): AppointmentFragmentKey[] {
  return fragmentsOf(appointment).map(({ unitId, month, appointmentId }) => ({
    unitId,
    month,
    appointmentId,
  }));
}

/** The heads of a series: one in each unit it shows in; none for a single appointment. */
export function headsOf(appointment: NewAppointment, timeZone: string): NewSeriesHead[] {
  const pattern = appointment.serial;
  if (!pattern) return [];
  const end = lastDayOf(pattern, timeZone);
  return appointment.unitIds.map((unitId) => ({
    unitId,
    kind: 'appointment',
    sourceId: appointment.id,
    userId: appointment.userId,
    serial: pattern,
    breaks: appointment.breaks,
    end,
    subject: appointment.subject,
    beginTime: appointment.beginTime,
    endTime: appointment.endTime,
    allDay: appointment.allDay,
    spanDays: daysBetween(appointment.begin, appointment.end),
    private: appointment.private,
    tagId: appointment.tagId,
  }));
}

export function headKeysOf(appointment: NewAppointment): SeriesHeadKey[] {
  return appointment.serial
    ? appointment.unitIds.map((unitId) => ({ unitId, sourceId: appointment.id }))
    : [];
}

/** The breaks with one more day, in order (shared with the absence series). */
export { withBreak } from '@app/shared/serial/serial-expand';
