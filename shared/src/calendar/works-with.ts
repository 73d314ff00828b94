/**
 * Colleagues on the same shift (docs/decisions.md, "The employee's home"): same unit and day, working together for
 * at least half of the shorter of the two shifts, so that a handover (the late shift coming in half an hour early)
 * does not count. The home (server) and the calendar's agenda and shift details (web) ask the same rule.
 */

/** What of a shift decides it: its unit, day and wall-clock times (none: the whole day). */
export interface ShiftSpan {
  unitId: string | null;
  date: string;
  begin?: string | null | undefined;
  end?: string | null | undefined;
}

/** A shift's working minutes of its day: a shift ending at or before its begin runs past midnight. */
function minutesOf(shift: ShiftSpan): [number, number] {
  if (!shift.begin || !shift.end) return [0, 24 * 60];
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const begin = minutes(shift.begin);
  const end = minutes(shift.end);
  return [begin, end <= begin ? end + 24 * 60 : end];
}

export function worksWith(a: ShiftSpan, b: ShiftSpan): boolean {
  if (a.unitId !== b.unitId || a.date !== b.date) return false;
  const [aBegin, aEnd] = minutesOf(a);
  const [bBegin, bEnd] = minutesOf(b);
  const together = Math.min(aEnd, bEnd) - Math.max(aBegin, bBegin);
  return together > 0 && together * 2 >= Math.min(aEnd - aBegin, bEnd - bBegin);
}
