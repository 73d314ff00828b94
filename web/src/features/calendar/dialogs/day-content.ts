import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';
import type { DayContentMode } from './types';

/** Which click types each mode of the day content lists: the plan, what was worked, appointments and absences. */
const modeTypes: Record<DayContentMode, readonly TCalendarSlot['clickType'][]> = {
  PLAN: ['SH'],
  ACTUAL: ['SH', 'AP'],
  APP: ['AP', 'CA', 'SB', 'FB', 'ST'],
};

/**
 * The items of the day content dialog: slots of the day (absences spanning it too) of the person, or of the
 * unit's open shifts without a person; ghosts (templates not yet planned) are no content.
 */
export function dayContentItems(
  slots: readonly TCalendarSlot[],
  filter: { mode: DayContentMode; date: string; unitId: string; userId?: string | null | undefined },
): TCalendarSlot[] {
  const types = modeTypes[filter.mode];
  return slots
    .filter(
      (slot) =>
        slot.id !== null &&
        types.includes(slot.clickType) &&
        slot.date <= filter.date &&
        filter.date <= slot.endDate &&
        (filter.userId
          ? slot.userId === filter.userId
          : slot.userId === null && slot.unitId === filter.unitId),
    )
    .sort((a, b) => (a.begin ?? '').localeCompare(b.begin ?? '') || a.name.localeCompare(b.name));
}
