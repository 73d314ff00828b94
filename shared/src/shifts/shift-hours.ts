/**
 * Hours of a shift template on a given day: real elapsed time in the tenant's zone (a 22:00-06:00 night is 7 h
 * into the last Sunday of March in Berlin, 9 h into the last Sunday of October), minus its unpaid pauses.
 */
import {
  addDays,
  intervalInstants,
  intervalMinutes,
  minutesOfDay,
  type PlainDate,
} from '../time/tenant-time';
import { pauseModes, shiftItemTypes, wallLength, offsetInShift, type TPause } from './shift-template';

export interface ShiftTimes {
  itemClass: number;
  begin: string | null;
  end: string | null;
  pause1: TPause;
  pause2: TPause;
}

const minuteMs = 60_000;

function unpaidPauses(times: ShiftTimes): { begin: string; end: string }[] {
  return [times.pause1, times.pause2].flatMap((pause) =>
    pause.mode === pauseModes.unpaid && pause.begin !== null && pause.end !== null
      ? [{ begin: pause.begin, end: pause.end }]
      : [],
  );
}

/** Elapsed minutes of a pause of a shift that begins at `shiftBegin` on `date` (after midnight: the next day). */
function pauseMinutes(
  date: PlainDate,
  shiftBegin: string,
  pause: { begin: string; end: string },
  zone: string,
) {
  const day = minutesOfDay(pause.begin) < minutesOfDay(shiftBegin) ? addDays(date, 1) : date;
  const interval = intervalInstants(day, pause.begin, pause.end, zone);
  // Real elapsed time: a pause over the night's clock change is an hour shorter or longer than it reads.
  return Math.round((interval.end.getTime() - interval.start.getTime()) / minuteMs);
}

/**
 * Paid minutes of the shift on `date` in `timeZone`: end − begin (the next day when end ≤ begin), DST-safe,
 * minus the unpaid pauses (paid pauses count as work). Class 99 (free) and shifts without times are 0.
 */
export function paidMinutes(times: ShiftTimes, date: PlainDate, timeZone: string): number {
  if (times.itemClass === shiftItemTypes.free || times.begin === null || times.end === null) return 0;
  const begin = times.begin;
  const length = intervalMinutes(date, begin, times.end, timeZone);
  const pauses = unpaidPauses(times).reduce(
    (sum, pause) => sum + pauseMinutes(date, begin, pause, timeZone),
    0,
  );
  return Math.max(0, length - pauses);
}

/** Paid minutes on an ordinary day (no clock change): what the template list shows. */
export function nominalMinutes(times: ShiftTimes): number {
  if (times.itemClass === shiftItemTypes.free || times.begin === null || times.end === null) return 0;
  const begin = times.begin;
  const pauses = unpaidPauses(times).reduce(
    (sum, pause) => sum + ((offsetInShift(begin, pause.end) || 1440) - offsetInShift(begin, pause.begin)),
    0,
  );
  return Math.max(0, wallLength(begin, times.end) - pauses);
}

/** `H:mm` of a number of minutes (`450` is `7:30`), for lists. */
export function formatHours(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
