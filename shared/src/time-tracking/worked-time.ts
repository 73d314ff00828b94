/**
 * The worked intervals of a day as real instants: from the bookings (rounded per TIMEBOOKING, booked pauses
 * taken out) or from the plan (unpaid pauses taken out). Instants, not wall-clock readings, so that a night
 * across a clock change is as long as it really was, and the surcharge windows can cut them exactly.
 */
import { roundBooking } from '../rules/engine/time-rules';
import type { TRuleSettings } from '../rules/rule';
import { pauseModes, shiftItemTypes } from '../shifts/shift-template';
import type { ShiftTimes } from '../shifts/shift-hours';
import { addDays, intervalInstants, localTimeOf, minutesOfDay, plainDateOf } from '../time/tenant-time';
import type { PlainDate } from '../time/tenant-time';
import { bookingStates, type DayBooking } from './day-input';

export interface Interval {
  start: number;
  end: number;
}

const minuteMs = 60_000;

export const minutesOf = (intervals: readonly Interval[]) =>
  Math.round(intervals.reduce((sum, part) => sum + (part.end - part.start), 0) / minuteMs);

/** Sorted, overlaps joined: two overlapping bookings are a finding of "check bookings", not double time. */
export function merge(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((part) => part.end > part.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const part of sorted) {
    const last = merged.at(-1);
    if (last && part.start <= last.end) last.end = Math.max(last.end, part.end);
    else merged.push({ ...part });
  }
  return merged;
}

/** `from` without the parts covered by `cut`. */
export function subtract(from: readonly Interval[], cut: readonly Interval[]): Interval[] {
  const holes = merge(cut);
  return merge(from).flatMap((part) => {
    const pieces: Interval[] = [];
    let start = part.start;
    for (const hole of holes) {
      if (hole.end <= start || hole.start >= part.end) continue;
      if (hole.start > start) pieces.push({ start, end: hole.start });
      start = Math.max(start, hole.end);
    }
    if (start < part.end) pieces.push({ start, end: part.end });
    return pieces;
  });
}

/** The instant cut to its minute: bookings are valued in whole minutes. */
const toMinute = (instant: Date) => Math.floor(instant.getTime() / minuteMs) * minuteMs;

/**
 * A clock-in or clock-out rounded by `roundBooking` on the tenant's wall clock. The rounding is applied as a
 * shift of the instant (rounded minus read wall time), so a clock-out in the repeated hour of October stays in
 * the occurrence it was booked in.
 */
export function roundInstant(
  settings: TRuleSettings<'TIMEBOOKING'> | undefined,
  direction: 'in' | 'out',
  instant: Date,
  timeZone: string,
): number {
  const exact = toMinute(instant);
  if (!settings) return exact;
  const local = localTimeOf(new Date(exact), timeZone);
  const shift = minutesOfDay(roundBooking(settings, direction, local)) - minutesOfDay(local);
  return exact + shift * minuteMs;
}

export interface BookedTime {
  /** Worked intervals: rounded bookings without booked pauses. */
  worked: Interval[];
  /** Booked pauses inside the bookings plus the gaps between the day's bookings (a break as well). */
  pauseMinutes: number;
  open: number;
}

/** The day's Ok bookings that begin on `date` in `timeZone`, rounded and without their pauses. */
export function bookedTime(
  bookings: readonly DayBooking[],
  date: PlainDate,
  timeZone: string,
  settings: TRuleSettings<'TIMEBOOKING'> | undefined,
): BookedTime {
  const counted = bookings.filter(
    (booking) => booking.state === bookingStates.ok && plainDateOf(booking.in, timeZone) === date,
  );
  const open = counted.filter((booking) => booking.out === null).length;
  const spans: Interval[] = [];
  const pauses: Interval[] = [];
  for (const booking of counted) {
    if (booking.out === null) continue;
    const span = {
      start: roundInstant(settings, 'in', booking.in, timeZone),
      end: roundInstant(settings, 'out', booking.out, timeZone),
    };
    if (span.end <= span.start) continue;
    spans.push(span);
    for (const pause of booking.pauses)
      pauses.push({
        start: Math.max(span.start, toMinute(pause.begin)),
        end: Math.min(span.end, toMinute(pause.end)),
      });
  }
  const present = merge(spans);
  const worked = subtract(present, pauses);
  const first = present[0];
  const last = present.at(-1);
  const envelope = first && last ? last.end - first.start : 0;
  return { worked, pauseMinutes: Math.round(envelope / minuteMs) - minutesOf(worked), open };
}

/** The planned shifts' intervals without their unpaid pauses (a pause before the begin lies after midnight). */
export function plannedIntervals(
  planned: readonly ShiftTimes[],
  date: PlainDate,
  timeZone: string,
): Interval[] {
  const spans: Interval[] = [];
  const pauses: Interval[] = [];
  const toInterval = (day: PlainDate, begin: string, end: string) => {
    const instants = intervalInstants(day, begin, end, timeZone);
    return { start: instants.start.getTime(), end: instants.end.getTime() };
  };
  for (const shift of planned) {
    const begin = shift.begin;
    if (shift.itemClass === shiftItemTypes.free || begin === null || shift.end === null) continue;
    spans.push(toInterval(date, begin, shift.end));
    for (const pause of [shift.pause1, shift.pause2]) {
      if (pause.mode !== pauseModes.unpaid || pause.begin === null || pause.end === null) continue;
      const day = minutesOfDay(pause.begin) < minutesOfDay(begin) ? addDays(date, 1) : date;
      pauses.push(toInterval(day, pause.begin, pause.end));
    }
  }
  return subtract(spans, pauses);
}
