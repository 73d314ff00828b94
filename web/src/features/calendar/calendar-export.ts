import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { browser } from '#lib/browser';
import { formatDate } from '#lib/format';
import { cellKey, holidayApplies, type GridModel, type GridRow } from './calendar-model';

/** The spec's file name of the calendar export. */
export const exportFileName = 'Export.xlsx';

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
 * Writes what is shown as `Export.xlsx`. exceljs (about 250 kB gzip) is imported here, on the click, so that
 * the calendar page does not carry it.
 */
export async function exportToExcel(
  model: GridModel,
  labels: { row: string; holidays: string; sheet: string },
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
    exportFileName,
  );
}
