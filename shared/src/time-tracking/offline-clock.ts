/**
 * Clock steps taken while the phone was offline (issue 27): the web app keeps them with the time of the tap and an
 * idempotency key and sends them in order when the connection returns. The server bounds the time like a
 * terminal's reading (the same future tolerance; at most `offlineClockMaxAgeHours` old, less when the company's
 * terminal limit is shorter) and applies the step like a live one; a repeated key books once.
 */
import * as z from 'zod';
import { ZCostUnitCode } from '../payroll-data/cost-unit';
import { ZInstant } from '../time/time-schemas';
import { ZClockActionName, ZClockResult } from './booking';
import { terminalFutureToleranceMinutes } from './terminal';

/** A step whose tap lies ahead of the server's clock by more than this is refused: the terminals' tolerance. */
export const offlineClockFutureToleranceMinutes = terminalFutureToleranceMinutes;
/**
 * A step older than this is refused: three days cover a weekend without a connection; older ones a planner enters
 * by hand (they may cross a confirmed day or a payroll export). A company whose terminal limit is shorter
 * (`time.terminalMaxAgeDays`) gets that limit.
 */
export const offlineClockMaxAgeHours = 72;

export const ZOfflineClockStep = z.strictObject({
  action: ZClockActionName,
  /** When the person tapped (the phone's clock), with `Z` or an offset. */
  at: ZInstant({ offset: true }),
  /** Made by the phone once per tap (a uuid); sending the step again with it books nothing more. */
  idempotencyKey: z.uuid(),
  /** Only with `in`: the cost unit of the new booking. */
  costUnit: ZCostUnitCode.nullable().optional(),
});
export type TOfflineClockStep = z.input<typeof ZOfflineClockStep>;

/** The clock result; `replayed` is true when the key was booked before (the answer names that booking). */
export const ZOfflineClockResult = ZClockResult.extend({ replayed: z.boolean() });
export type TOfflineClockResult = z.infer<typeof ZOfflineClockResult>;
