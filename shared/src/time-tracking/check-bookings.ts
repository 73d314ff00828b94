/**
 * Check bookings (issue 14, the spec's check-bookings dialog, `POST /Api/Time/CheckBookings`): what is wrong or
 * waiting in the bookings of some people over a range of days. `findBookingIssues` is the pure part: the API
 * loads one person's bookings, planned shifts, absences and tracking modes and asks it for the findings.
 */
import * as z from 'zod';
import { dateRangeCheck, dateRangeDescription, ZPlainDate, type DateRangeRule } from '../time/time-schemas';
import { ZBooking, type TBooking } from './booking';
import { bookingStates, type TimeTrackingMode } from './day-input';

/** The longest range checked at once (two months and a bit, as the booking list). */
export const maxCheckDays = 62;
/** At most this many chosen people in one check (a unit is checked whole). */
export const maxCheckPeople = 200;
/**
 * An open booking counts as missing its clock-out once its day is over and it has run this long: a night shift
 * clocked in at 22:00 is not flagged at 00:05.
 */
export const openBookingGraceHours = 12;

export const checkFindingKinds = [
  'missingClockOut',
  'overlap',
  'bookingWithoutPlan',
  'planWithoutBooking',
  'requested',
] as const;
export const ZCheckFindingKind = z.enum(checkFindingKinds);
export type CheckFindingKind = z.infer<typeof ZCheckFindingKind>;

const checkRange: DateRangeRule = {
  maxDays: maxCheckDays,
  reversed: 'date.invalid',
  tooLong: 'time.booking.rangeTooLong',
};

/** Either chosen people or a unit (its members); from..to at most 62 days. */
export const ZCheckBookingsInput = z
  .strictObject({
    userIds: z.array(z.uuid()).min(1).max(maxCheckPeople).optional(),
    unitId: z.uuid().optional(),
    from: ZPlainDate,
    to: ZPlainDate,
  })
  .superRefine((value, context) => {
    if ((value.userIds === undefined) === (value.unitId === undefined))
      context.addIssue({ code: 'custom', path: ['userIds'], message: 'time.check.peopleOrUnit' });
  })
  .superRefine(dateRangeCheck(checkRange))
  .describe(dateRangeDescription(checkRange));
export type TCheckBookingsInput = z.input<typeof ZCheckBookingsInput>;

export const ZPlannedShift = z.object({ begin: z.string(), end: z.string() });

export const ZCheckFinding = z.object({
  kind: ZCheckFindingKind,
  day: ZPlainDate,
  /** The booking concerned (none for a plan without booking). */
  booking: ZBooking.nullable(),
  /** The other booking of an overlap. */
  other: ZBooking.nullable(),
  /** The planned shift of a plan without booking (local times). */
  shift: ZPlannedShift.nullable(),
});
export type TCheckFinding = z.infer<typeof ZCheckFinding>;

export const ZCheckPerson = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  findings: z.array(ZCheckFinding),
});
export const ZCheckBookingsResult = z.object({
  from: ZPlainDate,
  to: ZPlainDate,
  /** How many people were checked (people without findings are not listed). */
  checked: z.number().int().nonnegative(),
  people: z.array(ZCheckPerson),
});
export type TCheckBookingsResult = z.infer<typeof ZCheckBookingsResult>;

export interface CheckPersonInput {
  from: string;
  to: string;
  /** Today in the tenant's zone, and the present instant. */
  today: string;
  now: Date;
  bookings: readonly TBooking[];
  /** Planned shifts (not days off) of the person in the range. */
  shifts: readonly { date: string; begin: string; end: string }[];
  /** Days (in the range) the person is absent (approved or requested, not denied or cancelled). */
  absentDays: ReadonlySet<string>;
  /** The tracking mode in force on a day. */
  modeOn: (day: string) => TimeTrackingMode | null;
}

const counted = (booking: TBooking) =>
  booking.state === bookingStates.ok || booking.state === bookingStates.requested;

/** One person's findings, by day then kind. */
export function findBookingIssues(input: CheckPersonInput): TCheckFinding[] {
  const bookings = input.bookings.filter((b) => b.day >= input.from && b.day <= input.to && counted(b));
  const findings: TCheckFinding[] = [];
  const add = (kind: CheckFindingKind, day: string, extra: Partial<TCheckFinding> = {}) =>
    findings.push({ kind, day, booking: null, other: null, shift: null, ...extra });
  const graceMs = openBookingGraceHours * 3_600_000;
  const missing = new Set<string>();
  for (const booking of bookings) {
    const over = booking.day < input.today;
    if (booking.clockOut === null && over && input.now.getTime() - Date.parse(booking.clockIn) >= graceMs) {
      missing.add(booking.id);
      add('missingClockOut', booking.day, { booking });
    }
    if (booking.state === bookingStates.requested) add('requested', booking.day, { booking });
  }
  // A forgotten clock-out has no end to overlap with; a booking open right now runs up to now.
  const ordered = bookings
    .filter((booking) => !missing.has(booking.id))
    .sort((a, b) => a.clockIn.localeCompare(b.clockIn));
  ordered.forEach((booking, index) => {
    const end = Date.parse(booking.clockOut ?? input.now.toISOString());
    for (const later of ordered.slice(index + 1)) {
      if (Date.parse(later.clockIn) >= end) break;
      add('overlap', later.day, { booking: later, other: booking });
    }
  });
  const bookedDays = new Set(bookings.map((booking) => booking.day));
  const plannedDays = new Set(input.shifts.map((shift) => shift.date));
  for (const day of [...bookedDays].sort()) {
    if (input.modeOn(day) !== 'Clock' || plannedDays.has(day)) continue;
    const booking = bookings.find((b) => b.day === day) ?? null;
    add('bookingWithoutPlan', day, { booking });
  }
  const seen = new Set<string>();
  for (const shift of [...input.shifts].sort(
    (a, b) => a.date.localeCompare(b.date) || a.begin.localeCompare(b.begin),
  )) {
    if (seen.has(shift.date)) continue;
    seen.add(shift.date);
    if (shift.date >= input.today || shift.date < input.from || shift.date > input.to) continue;
    if (input.modeOn(shift.date) !== 'Clock' || bookedDays.has(shift.date)) continue;
    if (input.absentDays.has(shift.date)) continue;
    add('planWithoutBooking', shift.date, { shift: { begin: shift.begin, end: shift.end } });
  }
  const order = new Map(checkFindingKinds.map((kind, index) => [kind, index]));
  return findings.sort(
    (a, b) => a.day.localeCompare(b.day) || (order.get(a.kind) ?? 0) - (order.get(b.kind) ?? 0),
  );
}
