import * as z from 'zod';
import { withDateRange, ZLocalTime, ZPlainDate } from '../time/time-schemas';
import { ZSerialPattern } from '../serial/serial-pattern';
import { ZVersionQuery } from '../api/versions';

export const ZAppointmentId = z.uuid();
export const maxSubjectLength = 200;
export const maxLocationLength = 200;
export const maxAppointmentNoteLength = 4000;
/** The units an appointment shows in (default: its user's units). */
export const maxAppointmentUnits = 6;

/**
 * A common appointment (spec: Id, Subject, Begin, End, AllDayEvent, Location, TagId, IsPrivate, IsInHouse,
 * EntryNote, EntryUserId, IsSerial, SerialPattern, SerialBreak, SerialSourceId, SerialSourceDate). Tenant-local
 * dates and wall-clock times; all-day ones have no times. A private one is seen by its user only; the others show
 * in the calendar of its units (team meeting, training). A series keeps its pattern once; its occurrences are
 * expanded for the range shown, `breaks` are the occurrence days taken out (deleted, or edited into a single
 * appointment that names the series in `serialSourceId` / `serialSourceDate`).
 */
export const ZAppointment = z.object({
  id: ZAppointmentId,
  subject: z.string(),
  location: z.string(),
  tagId: z.uuid().nullable(),
  begin: ZPlainDate,
  end: ZPlainDate,
  beginTime: ZLocalTime.nullable(),
  endTime: ZLocalTime.nullable(),
  allDay: z.boolean(),
  private: z.boolean(),
  inHouse: z.boolean(),
  note: z.string(),
  userId: z.uuid(),
  unitIds: z.array(z.uuid()),
  /** The series rule; null for a single appointment. Begin/end give the first occurrence's days and times. */
  serial: ZSerialPattern.nullable(),
  breaks: z.array(ZPlainDate),
  serialSourceId: ZAppointmentId.nullable(),
  serialSourceDate: ZPlainDate.nullable(),
  createdBy: z.uuid(),
  version: z.number().int(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

/**
 * `POST /api/appointment/common/save` (COMMON_APP). Without `id`: a new one ('newdate-create'); with `id` and
 * `version`: an edit ('date-edit'). `occurrence` edits one occurrence of a series (the series gets a break, a
 * single appointment is created from the input); without it an edit of a series changes the whole series.
 * Subject required (`caption-error1`), at most 200; location at most 200; user required (`userchoose2`).
 */
export const ZAppointmentSave = withDateRange(
  z.strictObject({
    id: ZAppointmentId.optional(),
    version: z.number().int().min(1).optional(),
    occurrence: ZPlainDate.optional(),
    subject: z
      .string()
      .trim()
      .min(1, { error: 'caption-error1' })
      .max(maxSubjectLength, { error: 'caption-error1' }),
    location: z.string().trim().max(maxLocationLength).default(''),
    tagId: z.uuid().nullable().default(null),
    begin: ZPlainDate,
    end: ZPlainDate,
    beginTime: ZLocalTime.nullable().default(null),
    endTime: ZLocalTime.nullable().default(null),
    allDay: z.boolean().default(false),
    private: z.boolean().default(false),
    inHouse: z.boolean().default(false),
    note: z.string().trim().max(maxAppointmentNoteLength).default(''),
    userId: z.uuid({ error: 'userchoose2' }),
    /** Empty: the user's units. */
    unitIds: z.array(z.uuid()).max(maxAppointmentUnits).default([]),
    serial: ZSerialPattern.nullable().default(null),
  }),
  // The spec's longest date range, as the dialog's range field.
  { from: 'begin', to: 'end', maxDays: 385, reversed: 'appointments.error.endBeforeBegin' },
);
export type TAppointmentSave = z.input<typeof ZAppointmentSave>;

/** Delete a whole series (or a single appointment), or one occurrence of a series (adds a break). */
export const ZAppointmentDelete = ZVersionQuery.extend({ occurrence: ZPlainDate.optional() });

/** DetailsModalCommon: the appointment with names, as seen from one occurrence (`beginDate`). */
export const ZAppointmentDetails = z.object({
  appointment: ZAppointment,
  userName: z.string(),
  unitNames: z.array(z.string()),
  tagName: z.string().nullable(),
  tagColor: z.string().nullable(),
  /** The occurrence shown (a series), else the appointment's begin. */
  occurrence: ZPlainDate,
  canEdit: z.boolean(),
});
export type TAppointmentDetails = z.infer<typeof ZAppointmentDetails>;
