/**
 * The COMMON_APP form as plain state: from an appointment (or one occurrence of a series), its problems with
 * the spec's message keys, and the save body. Pure, so that the rules are tested without a screen.
 */
import {
  maxLocationLength,
  maxSubjectLength,
  type TAppointment,
  type TAppointmentSave,
} from '@app/shared/appointments/appointment';
import type { TSerialPattern } from '@app/shared/serial/serial-pattern';
import { addDays, daysBetween, minutesOfDay } from '@app/shared/time/tenant-time';
import { dateRangeProblem, type DateRangeValue } from '#ui/widgets/date-range';
import { defaultPattern, periodOfPattern, serialErrorsOf } from './serial-pattern-state';

export interface AppointmentFormState {
  subject: string;
  location: string;
  userId: string | null;
  tagId: string | null;
  range: DateRangeValue;
  private: boolean;
  inHouse: boolean;
  note: string;
  unitIds: string[];
  /** The series; null for a single appointment (and for one occurrence being edited). */
  serial: TSerialPattern | null;
}

export type AppointmentField = 'subject' | 'location' | 'userId' | 'range' | 'serial';
export type AppointmentProblems = Partial<Record<AppointmentField, string>>;

export function emptyAppointmentState(date: string, userId: string | null): AppointmentFormState {
  return {
    subject: '',
    location: '',
    userId,
    tagId: null,
    range: { start: date, end: date, allDay: false, startTime: '09:00', endTime: '10:00' },
    private: false,
    inHouse: false,
    note: '',
    unitIds: [],
    serial: null,
  };
}

/**
 * The form of an existing appointment; with `occurrence` (one day of a series) a single appointment on that day
 * with the series' times, which the save turns into a break of the series and a new appointment.
 */
export function stateFromAppointment(appointment: TAppointment, occurrence?: string): AppointmentFormState {
  const single = occurrence !== undefined && appointment.serial !== null;
  const start = single ? occurrence : appointment.begin;
  const end = single ? addDays(occurrence, daysBetween(appointment.begin, appointment.end)) : appointment.end;
  return {
    subject: appointment.subject,
    location: appointment.location,
    userId: appointment.userId,
    tagId: appointment.tagId,
    range: {
      start,
      end,
      allDay: appointment.allDay,
      startTime: appointment.allDay ? null : appointment.beginTime,
      endTime: appointment.allDay ? null : appointment.endTime,
    },
    private: appointment.private,
    inHouse: appointment.inHouse,
    note: appointment.note,
    unitIds: [...appointment.unitIds],
    serial: single ? null : appointment.serial,
  };
}

/** The series that starts with the form's period (its day, time and length), weekly on that weekday. */
export function patternFromRange(range: DateRangeValue, today: string): TSerialPattern {
  const begin = range.start ?? today;
  if (range.allDay || !range.startTime || !range.endTime) {
    const days =
      range.start && range.end && range.end >= range.start ? daysBetween(range.start, range.end) + 1 : 1;
    return { ...defaultPattern(begin, '09:00', 60, true), duration: days };
  }
  const span = range.end && range.start ? daysBetween(range.start, range.end) : 0;
  const minutes = span * 24 * 60 + minutesOfDay(range.endTime) - minutesOfDay(range.startTime);
  return defaultPattern(begin, range.startTime, minutes > 0 ? minutes : 60);
}

/** What keeps the form from being saved, by field, as message keys (the spec's where it names one). */
export function appointmentProblems(state: AppointmentFormState): AppointmentProblems {
  const problems: AppointmentProblems = {};
  const subject = state.subject.trim();
  if (subject.length === 0 || subject.length > maxSubjectLength) problems.subject = 'caption-error1';
  if (state.location.trim().length > maxLocationLength) problems.location = 'appointment.error.location';
  if (!state.userId) problems.userId = 'userchoose2';
  if (state.serial) {
    if (Object.keys(serialErrorsOf(state.serial)).length > 0) problems.serial = 'appointment.error.serial';
  } else {
    const { range } = state;
    const incomplete = !range.start || !range.end || (!range.allDay && (!range.startTime || !range.endTime));
    if (incomplete || dateRangeProblem(range) !== null) problems.range = 'appointment.error.period';
  }
  return problems;
}

/** The save call's body; call only when `appointmentProblems` is empty. */
export function toSaveBody(
  state: AppointmentFormState,
  existing?: Pick<TAppointment, 'id' | 'version'>,
  occurrence?: string,
): TAppointmentSave {
  const period = state.serial
    ? periodOfPattern(state.serial)
    : {
        begin: state.range.start ?? '',
        end: state.range.end ?? '',
        beginTime: state.range.allDay ? null : state.range.startTime,
        endTime: state.range.allDay ? null : state.range.endTime,
      };
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    ...(existing && occurrence ? { occurrence } : {}),
    subject: state.subject.trim(),
    location: state.location.trim(),
    tagId: state.tagId,
    ...period,
    allDay: state.serial ? state.serial.allDay : state.range.allDay,
    private: state.private,
    inHouse: state.inHouse,
    note: state.note.trim(),
    userId: state.userId ?? '',
    unitIds: state.unitIds,
    serial: state.serial,
  };
}
