import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { browser } from '#lib/browser';
import { formatDate } from '#lib/format';
import { cellKey, holidayApplies, type GridModel, type GridRow } from './calendar-model';

/**
 * The export's file name, saying what it holds: `Plan_<unit>_<yyyy-mm>.xlsx` for a month, else
 * `Plan_<unit>_<from>_<to>.xlsx` (the spec's `Export.xlsx` left ten files of the same name in Downloads).
 */
export function exportFileName(unitName: string, range: { from: string; to: string }): string {
  const unit =
    unitName
      .trim()
      .replace(/[\\/:*?"<>|]+/g, '')
      .replace(/\s+/g, '-') || 'Kalender';
  const wholeMonth =
    range.from.endsWith('-01') && range.from.slice(0, 7) === range.to.slice(0, 7) && isMonthEnd(range.to);
  return `Plan_${unit}_${wholeMonth ? range.from.slice(0, 7) : `${range.from}_${range.to}`}.xlsx`;
}

function isMonthEnd(date: string): boolean {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1;
}

function rowName(row: GridRow, holidaysLabel: string): string {
  switch (row.kind) {
    case 'G':
      return row.name;
    case 'F':
      return holidaysLabel;
    case 'U':
      return row.displayName;
    case 'R':
    case 'B':
      return row.name;
  }
}

function slotText(slot: TCalendarSlot): string {
  const times = slot.begin && slot.end ? ` ${slot.begin}-${slot.end}` : '';
  return `${slot.shortName || slot.name}${times}`;
}

/** The table of what the grid shows: a header of days, then one line per row with the entries of each day. */
export function exportTable(model: GridModel, labels: { row: string; holidays: string }): string[][] {
  const header = [labels.row, ...model.days.map((day) => formatDate(day.date))];
  const lines = model.rows.map((row) => [
    rowName(row, labels.holidays),
    ...model.days.map((day) =>
      row.kind === 'F'
        ? day.holidaysOf
            .filter((holiday) => holidayApplies(holiday.unitIds, row.key))
            .map((holiday) => holiday.name)
            .join(', ')
        : (model.cells.get(cellKey(row.key, day.date)) ?? []).map(slotText).join('\n'),
    ),
  ]);
  return [header, ...lines];
}

/**
 * Writes what is shown as an Excel file named by `exportFileName`. exceljs (about 250 kB gzip) is imported here, on the click, so that
 * the calendar page does not carry it.
 */
export async function exportToExcel(
  model: GridModel,
  labels: { row: string; holidays: string; sheet: string },
  fileName: string,
): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(labels.sheet, { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  for (const line of exportTable(model, labels)) sheet.addRow(line);
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(1).width = 28;
  for (let column = 2; column <= model.days.length + 1; column += 1) sheet.getColumn(column).width = 14;
  const buffer = await workbook.xlsx.writeBuffer();
  browser.saveFile(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName,
  );
}
