/**
 * Day arithmetic for the checks, cached: a full check steps through the same few days and times thousands of
 * times, and parsing and formatting a day on each step was a large part of its time. The caches are bounded
 * (cleared when they grow past a limit), so a long-running process does not keep every day it ever saw.
 */
import { addDays, instantAt, isoWeekdayOf, minutesOfDay } from '../../time/tenant-time';

const limit = 20_000;
const shifted = new Map<string, Map<number, string>>();
const weekdays = new Map<string, number>();
const minutes = new Map<string, number>();

/** `addDays`, cached. */
export function plusDays(date: string, days: number): string {
  let row = shifted.get(date);
  if (!row) {
    if (shifted.size > limit) shifted.clear();
    row = new Map();
    shifted.set(date, row);
  }
  let value = row.get(days);
  if (value === undefined) {
    value = addDays(date, days);
    row.set(days, value);
  }
  return value;
}

/** `isoWeekdayOf`, cached (1 Monday ... 7 Sunday). */
export function weekdayOf(date: string): number {
  let value = weekdays.get(date);
  if (value === undefined) {
    value = isoWeekdayOf(date);
    if (weekdays.size > limit) weekdays.clear();
    weekdays.set(date, value);
  }
  return value;
}

/** `minutesOfDay`, cached (a plan has few distinct clock times). */
export function minutesOf(time: string): number {
  let value = minutes.get(time);
  if (value === undefined) {
    value = minutesOfDay(time);
    if (minutes.size > limit) minutes.clear();
    minutes.set(time, value);
  }
  return value;
}

const instants = new Map<string, Map<string, number>>();

/**
 * `instantAt` in ms, cached across checks: asking the runtime's time-zone data is the costly part of turning a
 * plan's times into instants, and every request's world asks for the same few days and times again.
 */
export function instantMs(date: string, time: string, timeZone: string): number {
  const key = `${timeZone} ${date}`;
  let times = instants.get(key);
  if (!times) {
    if (instants.size > limit) instants.clear();
    times = new Map();
    instants.set(key, times);
  }
  let value = times.get(time);
  if (value === undefined) {
    value = instantAt(date, time, timeZone).getTime();
    times.set(time, value);
  }
  return value;
}

/** The days from `from` to `to` (inclusive). */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = plusDays(day, 1)) days.push(day);
  return days;
}
