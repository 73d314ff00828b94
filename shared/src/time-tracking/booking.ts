/**
 * Clock bookings and the clock state of a person (issue 14, first slice): what the API answers and takes. The
 * stored shape and keys are in docs/data-model.md section 10 (`BOOKING`, `CLOCK`).
 *
 * A booking's day is the tenant-local date of its clock-in; a clock-out earlier than the clock-in (local) is on
 * the next day (a night shift). Instants are ISO strings; `begin`/`end` are the local `HH:mm` of the same moments.
 */
import * as z from 'zod';
import { ZCostUnitCode } from '../payroll-data/cost-unit';
import { withDateRange, ZLocalTime, ZPlainDate } from '../time/time-schemas';
import { bookingStates } from './day-input';

export const ZBookingId = z.uuid();

/** TimeBookingStates: Ok 1, Requested 0, Denied -1, Canceled -2 (only Ok counts as worked time). */
export const ZBookingState = z.union([
  z.literal(bookingStates.ok),
  z.literal(bookingStates.requested),
  z.literal(bookingStates.denied),
  z.literal(bookingStates.canceled),
]);

export const bookingSources = ['web', 'app', 'terminal'] as const;
export const ZBookingSource = z.enum(bookingSources);

/** A pause inside a booking; `end` null while the person is paused right now. */
export const ZBookingPause = z.object({ begin: z.iso.datetime(), end: z.iso.datetime().nullable() });

/**
 * Why a booking waits for approval: a TIMEBOOKING finding (key of the `rule-findings` namespace with its
 * parameters) or `time.booking.editedByOwner` (a person edited their own booking).
 */
export const ZBookingReason = z.object({
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  ruleName: z.string().nullable(),
});
export type TBookingReason = z.infer<typeof ZBookingReason>;

export const ZBooking = z.object({
  id: ZBookingId,
  userId: z.uuid(),
  /** The person's primary unit when written (the partition); null when the person had none. */
  unitId: z.uuid().nullable(),
  day: ZPlainDate,
  clockIn: z.iso.datetime(),
  /** Null while clocked in. */
  clockOut: z.iso.datetime().nullable(),
  /** Local `HH:mm` of clockIn / clockOut in the tenant's zone (what the EditBooking dialog shows). */
  begin: ZLocalTime,
  end: ZLocalTime.nullable(),
  pauses: z.array(ZBookingPause),
  costUnit: ZCostUnitCode.nullable(),
  note: z.string().nullable(),
  state: ZBookingState,
  source: ZBookingSource,
  reasons: z.array(ZBookingReason),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
});
export type TBooking = z.infer<typeof ZBooking>;

export const clockStates = ['out', 'in', 'paused'] as const;
export const ZClockStateName = z.enum(clockStates);
export const clockActions = ['in', 'pause', 'resume', 'out'] as const;
export const ZClockActionName = z.enum(clockActions);

export const ZClockState = z.object({
  state: ZClockStateName,
  /** When the current state began; null for `out` before the first clock-in. */
  since: z.iso.datetime().nullable(),
  /** The open booking while `in` or `paused`. */
  openBookingId: ZBookingId.nullable(),
  /** The clock row's version (0 before the first clock-in): send it with the next `clock` action. */
  version: z.number().int().nonnegative(),
  /** Today in the tenant's zone. */
  today: ZPlainDate,
  /** The person's bookings of today (every state), oldest first. */
  bookings: z.array(ZBooking),
  /**
   * Minutes worked today so far: Ok bookings minus their pauses, the open one up to now (bookings only, no plan,
   * no rounding, no automatic pause: the day record of the valuation is the authority).
   */
  workedMinutes: z.number().int().nonnegative(),
  /** Cost units the person may choose at clock-in (the tenant's cost units). */
  costUnits: z.array(z.object({ code: ZCostUnitCode, name: z.string() })),
});
export type TClockState = z.infer<typeof ZClockState>;

export const ZClockAction = z.strictObject({
  action: ZClockActionName,
  /** Only with `in`: the cost unit of the new booking. */
  costUnit: ZCostUnitCode.nullable().optional(),
  /** The clock state's version read (0 before the first clock-in); a stale one is 409 CONFLICT. */
  version: z.number().int().nonnegative(),
});
export type TClockAction = z.input<typeof ZClockAction>;

/** The answer of a clock action and of saving a booking: the booking written and why it waits, if it does. */
export const ZBookingResult = z.object({ booking: ZBooking, requested: z.boolean() });
export const ZClockResult = ZBookingResult.extend({ clock: ZClockState });
export type TClockResult = z.infer<typeof ZClockResult>;

/** A plain date in a query string: `ZPlainDate` (its pattern lets clients and the harness see the shape). */
const ZQueryDate = ZPlainDate;

/** The longest range of a booking list: two months and a bit. */
export const maxBookingListDays = 62;

/** A person's bookings whose day is in from..to (at most 62 days). */
export const ZBookingsQuery = withDateRange(
  z.object({ userId: z.uuid(), from: ZQueryDate, to: ZQueryDate }),
  {
    maxDays: maxBookingListDays,
    reversed: 'date.invalid',
    tooLong: 'time.booking.rangeTooLong',
  },
);

const ZPauseInput = z.strictObject({ begin: ZLocalTime, end: ZLocalTime });

/**
 * The EditBooking dialog: a new booking (no id) or an edit (id and version) of a person's day. Local times;
 * an `end` not after `begin` is on the next day; pauses lie within begin..end (a pause time before `begin` is on
 * the next day too).
 */
export const ZBookingSave = z.strictObject({
  id: ZBookingId.optional(),
  version: z.number().int().positive().optional(),
  userId: z.uuid(),
  day: ZPlainDate,
  begin: ZLocalTime,
  /** Required: a booking still open is the clock's and changes only by clocking. */
  end: ZLocalTime,
  pauses: z.array(ZPauseInput).max(20).default([]),
  costUnit: ZCostUnitCode.nullable().default(null),
  note: z.string().trim().max(500).nullable().default(null),
});
export type TBookingSave = z.input<typeof ZBookingSave>;

/** Approve, deny, cancel, delete: at the version read. */
export const ZBookingVersionQuery = z.object({ version: z.coerce.number().int().positive() });
