/**
 * The tracking record of a person's day (issue 14, the last calls of the time area): the day's valuation with
 * its bookings, cost unit split, correction and confirmation; saving a day's bookings in one go (e.g. the plan's
 * suggestion), deleting the day's record, and splitting the day's actual minutes over cost units by hand.
 * docs/time.md "The tracking record of a day".
 */
import * as z from 'zod';
import { ZCostUnitCode } from '../payroll-data/cost-unit';
import { ZLocalTime, ZPlainDate } from '../time/time-schemas';
import { ZBooking } from './booking';
import { ZTrackingDay } from './tracking';

/** A plain date in a query string: `ZPlainDate` (its pattern lets clients and the harness see the shape). */
const ZQueryDate = ZPlainDate;

/** Query strings carry booleans as text. */
const ZQueryFlag = z
  .enum(['true', 'false'])
  .default('true')
  .transform((value) => value === 'true');

/** At most this many bookings are saved for one day in one go. */
export const maxTrackingBookings = 10;

export const ZTrackingRecordQuery = z.object({
  userId: z.uuid(),
  date: ZQueryDate,
  /** false: without the bookings (the valuation and splits only). */
  details: ZQueryFlag,
});

export const ZTrackingCostUnit = z.object({ code: z.string(), name: z.string(), minutes: z.number().int() });

export const ZTrackingRecord = z.object({
  userId: z.uuid(),
  date: ZPlainDate,
  /** The day's valuation (frozen when confirmed) with its correction and confirmation. */
  day: ZTrackingDay,
  /** The day's bookings; null when asked without details. */
  bookings: z.array(ZBooking).nullable(),
  /** The cost unit minutes of the day: the split set by hand when there is one, else the bookings' cost units. */
  costUnits: z.array(ZTrackingCostUnit),
  /** Whether `costUnits` is a split set by hand (saveTrackingCostUnits). */
  costUnitSplit: z.boolean(),
});
export type TTrackingRecord = z.infer<typeof ZTrackingRecord>;

const ZTrackingPause = z.strictObject({ begin: ZLocalTime, end: ZLocalTime });
export const ZTrackingBooking = z.strictObject({
  /** Local `HH:mm`; an end not after the begin is on the next day. */
  begin: ZLocalTime,
  end: ZLocalTime,
  pauses: z.array(ZTrackingPause).max(5).default([]),
  costUnitId: ZCostUnitCode.nullable().default(null),
});

/** Replace the day's bookings by these (0..10) at the day record's version read (0 without one). */
export const ZTrackingSave = z.strictObject({
  userId: z.uuid(),
  date: ZPlainDate,
  bookings: z.array(ZTrackingBooking).max(maxTrackingBookings),
  version: z.number().int().nonnegative(),
});
export type TTrackingSave = z.input<typeof ZTrackingSave>;

export const ZTrackingDelete = z.object({
  userId: z.uuid(),
  date: ZQueryDate,
  /** true: the day's bookings go too. */
  bookings: ZQueryFlag,
});
export type TTrackingDelete = z.input<typeof ZTrackingDelete>;

/** Split the day's actual minutes over cost units (an empty split drops the one set by hand). */
export const ZTrackingCostUnitsSave = z.strictObject({
  userId: z.uuid(),
  date: ZPlainDate,
  split: z
    .array(z.strictObject({ costUnitId: ZCostUnitCode, minutes: z.number().int().min(1).max(1440) }))
    .max(20),
  version: z.number().int().nonnegative(),
});
export type TTrackingCostUnitsSave = z.input<typeof ZTrackingCostUnitsSave>;
