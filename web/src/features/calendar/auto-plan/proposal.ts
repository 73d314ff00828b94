import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';

/** The run a calendar entry was proposed by (automatic planning), or null for an ordinary entry. */
export function proposalRunOf(slot: TCalendarSlot): string | null {
  return slot.proposalRunId ?? null;
}
