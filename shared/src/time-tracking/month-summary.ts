/**
 * The stored summary of a person's valued month (`MONTH`, docs/data-model.md section 10): what the year tables
 * and the vacation account read instead of valuing every day again. Written by the valuation whenever it values
 * a month and the sums changed (functions/src/time/valuation.service.ts).
 */
import * as z from 'zod';
import { ZPlainDate } from '../time/time-schemas';
import { ZTrackingMonth } from './tracking';

const minutes = z.number().int();

export const ZMonthSummary = z.object({
  userId: z.uuid(),
  /** The person's primary unit when valued (the partition); null without one. */
  unitId: z.uuid().nullable(),
  /** `YYYY-MM` */
  month: ZTrackingMonth,
  target: minutes,
  actual: minutes,
  absence: minutes,
  pause: minutes,
  /** Sum of the days' differences (overtime that waits or was denied left out). */
  difference: minutes,
  /** Overtime minutes approved in the month (already inside `difference`). */
  overtime: minutes,
  /** Overtime minutes still waiting for a decision (not inside `difference`). */
  overtimeWaiting: minutes.default(0),
  /** The time account at the start of the month and at its end (opening + difference). */
  opening: minutes,
  closing: minutes,
  /** The last day of the month up to which every tracked day is confirmed; null when the first is not. */
  confirmedThrough: ZPlainDate.nullable(),
  valuedAt: z.iso.datetime(),
});
export type TMonthSummary = z.infer<typeof ZMonthSummary>;
