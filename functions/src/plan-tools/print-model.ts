/**
 * What the printed calendar shows, built from the calendar's own view data (`listCalendar`): rows of units and
 * people, the days, the items of each cell and the legend. Pure: no I/O and no PDF, so that tests feed it
 * directly; `print-pdf.ts` lays it out on pages.
 */
import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import type { TPrintPart } from '@app/shared/plan-tools/print.contracts';
import { addDays, daysBetween, isoWeekdayOf } from '@app/shared/time/tenant-time';

export type PrintItemKind = 'shift' | 'open' | 'absence' | 'appointment' | 'fixedBar' | 'holiday';

export interface PrintItem {
  kind: PrintItemKind;
  /** First line: the shift's short name, the absence type's, the appointment's subject, the holiday's name. */
  title: string;
  /** Second line: the times (`06:00–14:00`), when the item has them. */
  times: string | null;
  backColor: string;
  foreColor: string;
}

export interface PrintRow {
  kind: 'unit' | 'bar' | 'holiday' | 'person';
  label: string;
  /** Unit rows: the depth below the chosen unit (sub-units are indented). */
  depth: number;
  /** Items by day (`YYYY-MM-DD`), in the order the day shows them. */
  cells: Map<string, PrintItem[]>;
}

export interface PrintDay {
  date: string;
  weekend: boolean;
  /** A public holiday of any unit shown. */
  holiday: boolean;
}

export interface LegendEntry {
  kind: 'shift' | 'absence';
  label: string;
  backColor: string;
  foreColor: string;
}

export interface PrintModel {
  from: string;
  to: string;
  units: string[];
  days: PrintDay[];
  rows: PrintRow[];
  legend: LegendEntry[];
}

const timesOf = (slot: Pick<TCalendarSlot, 'begin' | 'end'>) =>
  slot.begin && slot.end ? `${slot.begin}–${slot.end}` : null;

function itemOf(slot: TCalendarSlot): PrintItem | null {
  const colours = { backColor: slot.backColor, foreColor: slot.foreColor };
  switch (slot.clickType) {
    case 'SH':
      // Ghosts (id null) are what could still be planned, not the plan: they are not printed.
      if (slot.id === null) return null;
      return {
        kind: slot.userId === null ? 'open' : 'shift',
        title: slot.shortName || slot.name,
        times: timesOf(slot),
        ...colours,
      };
    case 'AP':
      return { kind: 'absence', title: slot.shortName || slot.name, times: null, ...colours };
    case 'CA':
      return { kind: 'appointment', title: slot.name, times: timesOf(slot), ...colours };
    case 'FB':
      return { kind: 'fixedBar', title: slot.name, times: timesOf(slot), ...colours };
    default:
      return null;
  }
}

const partOf: Record<Exclude<PrintItemKind, 'holiday'>, TPrintPart> = {
  shift: 'shifts',
  open: 'openShifts',
  absence: 'absences',
  appointment: 'appointments',
  fixedBar: 'fixedBars',
};

/** Builds the printed calendar from the calendar's data; `include` says which parts are printed. */
export function buildPrintModel(data: TCalendarData, include: readonly TPrintPart[]): PrintModel {
  const wanted = new Set(include);
  const from = data.from;
  const days: PrintDay[] = Array.from({ length: daysBetween(from, data.to) + 1 }, (_, index) => {
    const date = addDays(from, index);
    return {
      date,
      weekend: isoWeekdayOf(date) >= 6,
      holiday: wanted.has('holidays') && data.holidays.some((holiday) => holiday.date === date),
    };
  });
  const cellsByRow = new Map<string, Map<string, PrintItem[]>>();
  const put = (rowKey: string, date: string, item: PrintItem) => {
    let cells = cellsByRow.get(rowKey);
    if (!cells) cellsByRow.set(rowKey, (cells = new Map<string, PrintItem[]>()));
    const list = cells.get(date);
    if (list) list.push(item);
    else cells.set(date, [item]);
  };
  const legend = new Map<string, LegendEntry>();
  const sorted = [...data.slots].sort(
    (a, b) => (a.begin ?? '99:99').localeCompare(b.begin ?? '99:99') || a.name.localeCompare(b.name),
  );
  for (const slot of sorted) {
    const item = itemOf(slot);
    if (!item || item.kind === 'holiday' || !wanted.has(partOf[item.kind])) continue;
    // An absence over several days fills each of its days in the range.
    const last = slot.endDate < data.to ? slot.endDate : data.to;
    for (let date = slot.date < from ? from : slot.date; date <= last; date = addDays(date, 1))
      put(slot.rowKey, date, item);
    if (item.kind === 'shift' || item.kind === 'open') {
      const times = item.times ? ` (${item.times})` : '';
      const key = `shift:${slot.templateId ?? slot.name}`;
      if (!legend.has(key))
        legend.set(key, {
          kind: 'shift',
          label: `${item.title} ${slot.name === item.title ? '' : slot.name}${times}`.replace(/\s+/g, ' '),
          backColor: slot.backColor,
          foreColor: slot.foreColor,
        });
    } else if (item.kind === 'absence') {
      const key = `absence:${slot.name}`;
      if (!legend.has(key))
        legend.set(key, {
          kind: 'absence',
          label: slot.name === item.title ? slot.name : `${item.title} ${slot.name}`,
          backColor: slot.backColor,
          foreColor: slot.foreColor,
        });
    }
  }

  const rows: PrintRow[] = [];
  const units: string[] = [];
  for (const row of data.rows) {
    if (row.kind === 'G') {
      units.push(row.name);
      rows.push({
        kind: 'unit',
        label: row.name,
        depth: row.depth,
        cells: cellsByRow.get(row.key) ?? new Map<string, PrintItem[]>(),
      });
    } else if (row.kind === 'F') {
      if (!wanted.has('holidays')) continue;
      const unitId = row.key.slice(2);
      const cells = new Map<string, PrintItem[]>();
      for (const holiday of data.holidays)
        if (holiday.unitIds.includes(unitId) && holiday.date >= from && holiday.date <= data.to)
          cells.set(holiday.date, [
            { kind: 'holiday', title: holiday.name, times: null, backColor: '#fde9d9', foreColor: '#000000' },
          ]);
      // A unit without a holiday in the range gets no empty row.
      if (cells.size) rows.push({ kind: 'holiday', label: '', depth: 0, cells });
    } else if (row.kind === 'B') {
      if (!wanted.has('fixedBars')) continue;
      rows.push({
        kind: 'bar',
        label: row.name,
        depth: 0,
        cells: cellsByRow.get(row.key) ?? new Map<string, PrintItem[]>(),
      });
    } else {
      rows.push({
        kind: 'person',
        label: row.displayName,
        depth: 0,
        cells: cellsByRow.get(row.key) ?? new Map<string, PrintItem[]>(),
      });
    }
  }
  const legendEntries = wanted.has('legend')
    ? [...legend.values()].sort(
        // Shifts first, then absences; each by name.
        (a, b) =>
          Number(a.kind === 'absence') - Number(b.kind === 'absence') || a.label.localeCompare(b.label),
      )
    : [];
  return { from, to: data.to, units, days, rows, legend: legendEntries };
}

/**
 * The days of each page across: all of them when they fit, else whole weeks (a week per page at the least when a
 * week fits), else as many days as fit.
 */
export function dayChunks<T>(days: readonly T[], fitting: number): T[][] {
  const perPage = Math.max(
    1,
    fitting >= days.length ? days.length : fitting >= 7 ? fitting - (fitting % 7) : fitting,
  );
  const chunks: T[][] = [];
  for (let index = 0; index < days.length; index += perPage) chunks.push(days.slice(index, index + perPage));
  return chunks;
}
