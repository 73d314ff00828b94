import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { worksWith } from '@app/shared/calendar/works-with';

// Who works a shift together with whom, from the calendar's data (the agenda and the shift details show it).

export const isPlannedShift = (slot: TCalendarSlot) =>
  slot.clickType === 'SH' && slot.id !== null && slot.userId !== null && slot.itemClass !== 99;

export function namesOf(data: TCalendarData): Map<string, string> {
  const names = new Map<string, string>();
  for (const row of data.rows) if (row.kind === 'U') names.set(row.userId, row.displayName);
  return names;
}

/** The names of the people working together with `slot` (without its own person), sorted. */
export function colleaguesOf(slot: TCalendarSlot, data: TCalendarData): string[] {
  const names = namesOf(data);
  const people = new Set<string>();
  for (const other of data.slots) {
    if (!isPlannedShift(other) || other.userId === slot.userId || !other.userId) continue;
    if (worksWith(slot, other)) people.add(names.get(other.userId) ?? '');
  }
  return [...people].filter((name) => name !== '').sort((a, b) => a.localeCompare(b));
}
