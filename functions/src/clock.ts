/**
 * The current time for business rules (trial expiry and the like). Tests move it with `CLOCK_OFFSET_MS`
 * instead of waiting 30 days; nothing sets it in AWS.
 */
export function now(): Date {
  const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0);
  return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
}
