/**
 * Finding two colleagues' shifts that the validator lets them swap without a warning, in the demo's calendar data
 * (the demo plan follows today's date, so the pair is found, not fixed). colleague-swap.spec.ts takes the earliest days,
 * colleague-taken-swap.spec.ts the latest: the two specs share one demo.
 */
import type { Page } from '@playwright/test';
import type { TCalendarData, TCalendarRow, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { addDays, daysBetween, minutesOfDay } from '@app/shared/time/tenant-time';
import { calendarData } from './support';

type Person = Extract<TCalendarRow, { kind: 'U' }>;

/** The two colleagues whose plan the swap specs need as the demo seeds it: other specs leave their shifts alone. */
export const swapColleagues: readonly string[] = ['Emma Mitarbeiterin', 'Lena Schmidt'];

/** A shift's hours as instants on a minute axis (a night shift ends the next day). */
function span(slot: TCalendarSlot): [number, number] {
  const day = Date.parse(`${slot.date}T00:00:00Z`) / 60_000;
  const begin = day + minutesOfDay(slot.begin ?? '00:00');
  const end = day + minutesOfDay(slot.end ?? '00:00') + ((slot.end ?? '') <= (slot.begin ?? '') ? 1440 : 0);
  return [begin, end];
}

/** Whether the person has an absence (the demo has leave and sickness) on the day. */
function absentOn(slots: TCalendarSlot[], userId: string | null, date: string): boolean {
  return slots.some(
    (slot) => slot.clickType === 'AP' && slot.userId === userId && slot.date <= date && date <= slot.endDate,
  );
}

/** Whether `person` may take `shift` after giving away `given`: not absent, no day twice, 11 hours of rest. */
function fits(slots: TCalendarSlot[], person: Person, shift: TCalendarSlot, given: TCalendarSlot): boolean {
  const [begin, end] = span(shift);
  if (absentOn(slots, person.userId, shift.date)) return false;
  return slots
    .filter((slot) => slot.clickType === 'SH' && slot.id !== null && slot.begin)
    .filter((other) => other.userId === person.userId && other.id !== given.id)
    .every((other) => {
      const [otherBegin, otherEnd] = span(other);
      return other.date !== shift.date && (otherEnd + 11 * 60 <= begin || end + 11 * 60 <= otherBegin);
    });
}

export interface SwapPairWanted {
  /** Display names: who offers the swap, and whom they ask (a colleague of the same unit). */
  asker: string;
  asked: string;
  /** The first day to consider, in days after today. */
  fromDay: number;
  /** The earliest days first, or the latest. */
  order: 'earliest' | 'latest';
}

/**
 * A published shift of each of the two, on different days at most five days apart (the grid draws about a week
 * at a phone's width), without open requests, which the validator lets them swap without a warning.
 */
export function swapPair(data: TCalendarData, today: string, wanted: SwapPairWanted) {
  const people = data.rows.filter((row): row is Person => row.kind === 'U' && row.primary);
  const me = people.find((row) => row.displayName === wanted.asker);
  const them = people.find((row) => row.displayName === wanted.asked && row.unitId === me?.unitId);
  if (!me || !them) return undefined;
  const candidates = data.slots.filter(
    (slot) =>
      slot.clickType === 'SH' &&
      slot.id !== null &&
      slot.begin &&
      slot.date >= addDays(today, wanted.fromDay) &&
      slot.date <= (data.publishedTo[slot.unitId ?? ''] ?? '') &&
      slot.requests.every((request) => request.state !== 'OPEN') &&
      !absentOn(data.slots, slot.userId, slot.date),
  );
  const ordered = (slots: TCalendarSlot[]) =>
    [...slots].sort((a, b) => (wanted.order === 'earliest' ? 1 : -1) * a.date.localeCompare(b.date));
  for (const mine of ordered(candidates.filter((slot) => slot.userId === me.userId)))
    for (const theirs of ordered(candidates.filter((slot) => slot.userId === them.userId)))
      if (
        mine.date !== theirs.date &&
        Math.abs(daysBetween(mine.date, theirs.date)) <= 5 &&
        fits(data.slots, me, theirs, mine) &&
        fits(data.slots, them, mine, theirs)
      )
        return { me, them, mine, theirs };
  return undefined;
}

/** Opens the person view from `from` to `to` and answers the calendar data it loaded. */
export function openPeopleCalendar(page: Page, from: string, to: string): Promise<TCalendarData> {
  return calendarData(page, () => page.goto(`/calendar?view=USER&from=${from}&to=${to}`));
}

/** The pair in the next two weeks, asked again while the runner still seeds the demo plan (after it answers). */
export async function findSwapPair(page: Page, today: string, wanted: SwapPairWanted) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const pair = swapPair(await openPeopleCalendar(page, today, addDays(today, 14)), today, wanted);
    if (pair) return pair;
    await page.waitForTimeout(2000);
  }
  throw new Error(`The demo plan has no shifts that ${wanted.asker} and ${wanted.asked} can swap`);
}
