import type * as z from 'zod';
import type { TAbsenceType } from '@app/shared/absence-types/absence-type';
import { eventItemTypes } from '@app/shared/absence-types/absence-type';
import {
  maxAbsenceDays,
  maxSubstitutes,
  type TAbsence,
  type ZAbsenceCreate,
  type ZAbsenceUpdate,
} from '@app/shared/absences/absence';
import type { ZAbsenceSeriesUpdate } from '@app/shared/absences/absence-series';
import type { UiKey } from '@app/shared/i18n/resources';
import { serialWeekdays, type TSerialPattern } from '@app/shared/serial/serial-pattern';
import { daysBetween, isoWeekdayOf } from '@app/shared/time/tenant-time';
import { serialErrorsOf } from '#features/appointments/serial-pattern-state';

export type AbsenceCreateBody = z.input<typeof ZAbsenceCreate>;
export type AbsenceUpdateBody = z.input<typeof ZAbsenceUpdate>;
export type AbsenceSeriesUpdateBody = z.input<typeof ZAbsenceSeriesUpdate>;

/** The states an approver may give a new absence (an employee's own is always requested). */
export const creatableStates = [3, 1, 2] as const;
export type CreatableState = (typeof creatableStates)[number];

/** What the create/edit dialog holds while a person fills it in. */
export interface AbsenceFormValues {
  userId: string | null;
  absenceTypeId: string | null;
  begin: string | null;
  end: string | null;
  beginHalf: boolean;
  endHalf: boolean;
  beginTime: string | null;
  endTime: string | null;
  notes: string;
  substituteIds: string[];
  state: CreatableState;
  /**
   * The weekly repeat (a series of absences, docs/absences.md "Serial absences"), null for one absence. The
   * editor's whole pattern; its first day and length follow the absence's dates (`repeatPattern`).
   */
  serial: TSerialPattern | null;
}

export type AbsenceFormField =
  | 'userId'
  | 'absenceTypeId'
  | 'begin'
  | 'end'
  | 'beginTime'
  | 'endTime'
  | 'substituteIds'
  | 'serial';
export type AbsenceFormErrors = Partial<Record<AbsenceFormField, UiKey>>;

export function emptyForm(
  userId: string | null,
  date: string | null,
  state: CreatableState,
): AbsenceFormValues {
  return {
    userId,
    absenceTypeId: null,
    begin: date,
    end: date,
    beginHalf: false,
    endHalf: false,
    beginTime: null,
    endTime: null,
    notes: '',
    substituteIds: [],
    state,
    serial: null,
  };
}

export function formOf(absence: TAbsence): AbsenceFormValues {
  return {
    userId: absence.userId,
    absenceTypeId: absence.absenceTypeId,
    begin: absence.begin,
    end: absence.end,
    beginHalf: absence.beginState === 'half',
    endHalf: absence.endState === 'half',
    beginTime: absence.beginTime,
    endTime: absence.endTime,
    notes: absence.notes,
    substituteIds: absence.substituteIds,
    state: absence.state === 3 || absence.state === 2 ? absence.state : 1,
    serial: null,
  };
}

/** A weekly repeat on the first day's weekday, ten times: what "Repeat weekly" starts with. */
export function defaultRepeat(begin: string): TSerialPattern {
  return {
    begin,
    time: '00:00',
    allDay: true,
    duration: 1,
    durationType: 3,
    rule: { type: 'weekly', every: 1, weekdays: [serialWeekdays[isoWeekdayOf(begin) - 1] ?? 'Mo'] },
    end: { type: 3, count: 10 },
  };
}

/** The repeat as the series will be: from the absence's first day, all day, as many days as the absence. */
export function repeatPattern(values: AbsenceFormValues): TSerialPattern | null {
  if (!values.serial) return null;
  const begin = values.begin ?? values.serial.begin;
  const days = values.end && values.end >= begin ? daysBetween(begin, values.end) + 1 : 1;
  return { ...values.serial, begin, time: '00:00', allDay: true, duration: days, durationType: 3 };
}

/** Only absences of class 10 (overtime off) carry begin and end times. */
export function isTimed(type: Pick<TAbsenceType, 'itemClass'> | undefined): boolean {
  return type?.itemClass === eventItemTypes.overTime;
}

/** A new first day: the last day moves along when the first passes it (a one-day absence stays one day). */
export function withBegin(values: AbsenceFormValues, begin: string | null): AbsenceFormValues {
  const end = begin && (!values.end || values.end < begin) ? begin : values.end;
  return { ...values, begin, end };
}

export function isOneDay(values: Pick<AbsenceFormValues, 'begin' | 'end'>): boolean {
  return values.begin !== null && values.begin === values.end;
}

/** The form's problems, in the server's words where the server has the same rule. */
export function validateAbsenceForm(
  values: AbsenceFormValues,
  type: TAbsenceType | undefined,
): AbsenceFormErrors {
  const errors: AbsenceFormErrors = {};
  if (!values.userId) errors.userId = 'absenceDialog.error.personRequired';
  if (!values.absenceTypeId || !type) errors.absenceTypeId = 'absenceDialog.error.typeRequired';
  if (!values.begin) errors.begin = 'absenceDialog.error.beginRequired';
  if (!values.end) errors.end = 'absenceDialog.error.endRequired';
  if (values.begin && values.end) {
    if (values.end < values.begin) errors.end = 'absences.error.endBeforeBegin';
    else if (daysBetween(values.begin, values.end) + 1 > maxAbsenceDays)
      errors.end = 'absences.error.tooLong';
  }
  if (isTimed(type)) {
    if (!values.beginTime) errors.beginTime = 'absences.error.timesRequired';
    if (!values.endTime) errors.endTime = 'absences.error.timesRequired';
    else if (values.beginTime && isOneDay(values) && values.endTime <= values.beginTime)
      errors.endTime = 'absenceDialog.error.timesOrder';
  }
  if (values.substituteIds.length > maxSubstitutes)
    errors.substituteIds = 'absenceDialog.error.tooManySubstitutes';
  const repeat = repeatPattern(values);
  if (repeat && (repeat.end.type === 1 || Object.keys(serialErrorsOf(repeat)).length > 0))
    errors.serial = 'absenceDialog.error.serial';
  return errors;
}

/** The fields both calls take: half days as states (one day: both the same), times only for class 10. */
function fieldsOf(values: AbsenceFormValues, type: TAbsenceType | undefined) {
  const timed = isTimed(type);
  const oneDay = isOneDay(values);
  return {
    absenceTypeId: values.absenceTypeId ?? '',
    begin: values.begin ?? '',
    end: values.end ?? '',
    beginState: values.beginHalf ? ('half' as const) : ('full' as const),
    endState: (oneDay ? values.beginHalf : values.endHalf) ? ('half' as const) : ('full' as const),
    beginTime: timed ? values.beginTime : null,
    endTime: timed ? values.endTime : null,
    notes: values.notes.trim(),
    substituteIds: values.substituteIds.filter((id) => id !== values.userId),
  };
}

/** The repeat the server takes: the rule and the end (the first day and length are the absence's). */
function repeatOf(values: AbsenceFormValues) {
  const pattern = repeatPattern(values);
  return pattern && pattern.end.type !== 1 ? { rule: pattern.rule, end: pattern.end } : null;
}

export function toCreateBody(
  values: AbsenceFormValues,
  type: TAbsenceType | undefined,
  approver: boolean,
): AbsenceCreateBody {
  const serial = repeatOf(values);
  return {
    userId: values.userId ?? '',
    ...fieldsOf(values, type),
    state: approver ? values.state : 1,
    // A series names no substitutes (they are named on an occurrence).
    ...(serial ? { serial, substituteIds: [] } : {}),
  };
}

/** All occurrences of a series, or those from `from` on (the pattern day of the occurrence chosen). */
export function toSeriesUpdateBody(
  values: AbsenceFormValues,
  type: TAbsenceType | undefined,
  version: number,
  from: string | undefined,
): AbsenceSeriesUpdateBody | null {
  const { substituteIds: _substitutes, ...fields } = fieldsOf(values, type);
  const serial = repeatOf(values);
  return serial && { ...fields, serial, ...(from ? { from } : {}), version };
}

export function toUpdateBody(
  values: AbsenceFormValues,
  type: TAbsenceType | undefined,
  version: number,
): AbsenceUpdateBody {
  return { ...fieldsOf(values, type), version };
}
