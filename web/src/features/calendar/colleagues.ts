import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';

/** Who works a shift together with whom, from the calendar's data (the agenda and the shift details show it). */

/** A shift's working minutes of its day: a shift ending at or before its begin runs past midnight. */
function span(slot: Pick<TCalendarSlot, 'begin' | 'end'>): [number, number] {
  if (!slot.begin || !slot.end) return [0, 24 * 60];
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const begin = minutes(slot.begin);
  const end = minutes(slot.end);
  return [begin, end <= begin ? end + 24 * 60 : end];
}

/**
 * Colleagues on the same shift, the server home's rule (functions/src/calendar/home.service.ts `worksWith`): same
 * unit and day, together for at least half of the shorter of the two shifts (a handover does not count).
 */
export function worksWith(a: TCalendarSlot, b: TCalendarSlot): boolean {
  if (a.unitId !== b.unitId || a.date !== b.date) return false;
  const [aBegin, aEnd] = span(a);
  const [bBegin, bEnd] = span(b);
  const together = Math.min(aEnd, bEnd) - Math.max(aBegin, bBegin);
  return together > 0 && together * 2 >= Math.min(aEnd - aBegin, bEnd - bBegin);
}

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
