import { config } from './config';

/**
 * The current time for business rules (trial expiry and the like). Tests move it with `CLOCK_OFFSET_MS`
 * instead of waiting 30 days.
 */
export function now(): Date {
  return new Date(Date.now() + config.clockOffsetMs);
}
