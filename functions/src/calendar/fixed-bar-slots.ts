/**
 * Pure logic of fixed-bar entries: their occurrences in a range (a series expanded, breaks left out) and the
 * calendar's bar rows and `FB` slots. No I/O: the calendar feeds it the catalogue it already read, unit tests feed
 * it directly. It lives with the calendar, which draws the bars; plan tools, above it, edit them and ask it for
 * occurrences.
 */
import type { TCalendarRow, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import type { TFixedBar, TFixedBarEntry } from '@app/shared/plan-tools/fixed-bar';
import { expandSerial } from '@app/shared/serial/serial-expand';
import { localTimeOf, plainDateOf } from '@app/shared/time/tenant-time';

type Bar = Omit<TFixedBar, 'version'>;
type Entry = Omit<TFixedBarEntry, 'version'>;

export interface FixedBarOccurrence {
  /** The occurrence's first day (what a break names). */
  date: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
}

/** The entry's occurrences that touch `from`..`to` (a single entry: itself when it does). */
export function fixedBarOccurrences(
  entry: Entry,
  from: string,
  to: string,
  timeZone: string,
): FixedBarOccurrence[] {
  if (!entry.serial) {
    if (entry.endDate < from || entry.startDate > to) return [];
    return [
      {
        date: entry.startDate,
        endDate: entry.endDate,
        startTime: entry.allDay ? null : entry.startTime,
        endTime: entry.allDay ? null : entry.endTime,
      },
    ];
  }
  if (entry.serial.begin > to) return [];
  const allDay = entry.serial.allDay;
  return expandSerial(entry.serial, { timeZone, from, to, breaks: entry.breaks }).map((occurrence) => {
    const last = plainDateOf(new Date(occurrence.end.getTime() - 1), timeZone);
    return {
      date: occurrence.date,
      endDate: last < occurrence.date ? occurrence.date : last,
      startTime: allDay ? null : localTimeOf(occurrence.start, timeZone),
      endTime: allDay ? null : localTimeOf(occurrence.end, timeZone),
    };
  });
}

/** Whether `date` is a (not yet broken) occurrence of a serial entry. */
export function isFixedBarOccurrence(entry: Entry, date: string, timeZone: string): boolean {
  if (!entry.serial) return false;
  return fixedBarOccurrences(entry, date, date, timeZone).some((occurrence) => occurrence.date === date);
}

/** The first occurrence of a series (its start day, end day and times); undefined when it has none. */
export function firstOccurrence(entry: Entry, timeZone: string): FixedBarOccurrence | undefined {
  if (!entry.serial) return undefined;
  const [first] = expandSerial(entry.serial, { timeZone, limit: 1, breaks: [] });
  if (!first) return undefined;
  const last = plainDateOf(new Date(first.end.getTime() - 1), timeZone);
  return {
    date: first.date,
    endDate: last < first.date ? first.date : last,
    startTime: entry.serial.allDay ? null : localTimeOf(first.start, timeZone),
    endTime: entry.serial.allDay ? null : localTimeOf(first.end, timeZone),
  };
}

/** The row of a bar in the calendar (kind `B`, on top of the views). */
export const fixedBarRowKey = (barId: string) => `B:${barId}`;

/** Whether an entry shows in a calendar of `unitIds`: full company, or one of its units is shown. */
export const entryShownIn = (entry: Entry, unitIds: ReadonlySet<string>) =>
  entry.fullCompany || entry.unitIds.some((unitId) => unitIds.has(unitId));

function fixedBarSlot(bar: Bar, entry: Entry, occurrence: FixedBarOccurrence, color: string): TCalendarSlot {
  const times =
    occurrence.startTime && occurrence.endTime ? `${occurrence.startTime}–${occurrence.endTime}` : '';
  return {
    key: `fixedbar:${entry.id}:${occurrence.date}`,
    rowKey: fixedBarRowKey(bar.id),
    clickType: 'FB',
    id: entry.id,
    version: null,
    date: occurrence.date,
    endDate: occurrence.endDate,
    unitId: null,
    userId: null,
    templateId: null,
    resourceId: null,
    resourceIds: [],
    multiResource: false,
    eventId: bar.id,
    name: entry.caption,
    shortName: entry.caption,
    itemClass: null,
    begin: occurrence.startTime,
    end: occurrence.endTime,
    pause1: null,
    pause2: null,
    minutes: 0,
    notes: entry.comment.length > 25 ? `${entry.comment.slice(0, 24)}…` : entry.comment,
    backColor: color,
    foreColor: '#000000',
    foreign: false,
    state: null,
    requests: [],
    more: 0,
    serialId: entry.serial ? entry.id : null,
    toolTip: [entry.caption, times].filter(Boolean).join(' '),
  };
}

/**
 * The calendar's bar rows and their `FB` slots for the units shown: one row per enabled bar that has an entry in
 * the range for those units (in the bars' order), placed on top of the views.
 */
export function fixedBarRowsOf(input: {
  bars: readonly Bar[];
  entries: readonly Entry[];
  unitIds: ReadonlySet<string>;
  from: string;
  to: string;
  timeZone: string;
  tagColor: (tagId: string | null) => string | null;
}): { rows: TCalendarRow[]; slots: TCalendarSlot[] } {
  const bars = input.bars
    .filter((bar) => bar.enabled)
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'de'));
  const rows: TCalendarRow[] = [];
  const slots: TCalendarSlot[] = [];
  for (const bar of bars) {
    const shown = input.entries.flatMap((entry) =>
      entry.fixedBarId === bar.id && entryShownIn(entry, input.unitIds)
        ? fixedBarOccurrences(entry, input.from, input.to, input.timeZone).map((occurrence) =>
            fixedBarSlot(bar, entry, occurrence, input.tagColor(entry.tagId) ?? bar.color),
          )
        : [],
    );
    if (shown.length === 0) continue;
    rows.push({
      kind: 'B',
      key: fixedBarRowKey(bar.id),
      fixedBarId: bar.id,
      name: bar.name,
      color: bar.color,
    });
    slots.push(...shown);
  }
  return { rows, slots };
}
