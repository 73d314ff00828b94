/**
 * A shift's instants, for the availability picker's free-time hints (the checks themselves are the rule engine's:
 * shared/src/rules/engine).
 */
import { intervalInstants } from '@app/shared/time/tenant-time';
import type { NewPlanEntry } from '../plan.repository';

/** The picker's rest hint (ArbZG section 5: 11 hours); the engine checks with the tenant's legal profile. */
export const minimumRestMinutes = 11 * 60;

/** The instants a shift covers; none for entries without times (class 99, free). */
export function shiftInterval(
  entry: Pick<NewPlanEntry, 'date' | 'begin' | 'end' | 'itemClass'>,
  timeZone: string,
): { start: Date; end: Date } | undefined {
  if (entry.itemClass === 99 || entry.begin === null || entry.end === null) return undefined;
  return intervalInstants(entry.date, entry.begin, entry.end, timeZone);
}
