/**
 * Draws the target/actual report into a workbook: one sheet per person with the title, the month's totals, and a
 * row per day (weekends shaded, public holidays named and shaded, the header frozen). Figures are `h:mm` texts as
 * the page shows them; texts in the reader's language.
 */
import ExcelJS from 'exceljs';
import type { Language } from '@app/shared/i18n/languages';
import { reportColumns, sheetText, type ReportPerson } from './target-actual-report.model';

const weekendFill = 'FFEDEDED';
const holidayFill = 'FFFCE4D6';
const headerFill = 'FFDDE3EE';
const widths = [10, 10, 24, 28, 18, 9, 9, 9, 10, 10, 10];

const solid = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });

/** Excel's sheet names: at most 31 characters, none of `[]:*?/\`, unique in the workbook. */
function sheetNameOf(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 28) || 'Sheet';
  let candidate = base;
  for (let index = 2; taken.has(candidate.toLowerCase()); index++) candidate = `${base} ${index}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export async function writeTargetActualWorkbook(
  people: readonly ReportPerson[],
  language: Language,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const taken = new Set<string>();
  for (const person of people) {
    const totalsAt = 3;
    const headerRow = totalsAt + person.totals.length + 1;
    const sheet = workbook.addWorksheet(sheetNameOf(person.name, taken), {
      views: [{ state: 'frozen', ySplit: headerRow }],
    });
    widths.forEach((width, index) => (sheet.getColumn(index + 1).width = width));
    const title = sheet.getCell(1, 1);
    title.value = sheetText('targetActual.sheet.title', language, { name: person.name, month: person.month });
    title.font = { bold: true, size: 14 };
    sheet.getCell(2, 1).value = sheetText('targetActual.sheet.hours', language);
    person.totals.forEach(([label, value], index) => {
      const row = sheet.getRow(totalsAt + index);
      row.getCell(1).value = label;
      row.getCell(3).value = value;
      row.getCell(3).font = { bold: true };
    });
    const header = sheet.getRow(headerRow);
    reportColumns.forEach((key, index) => {
      const cell = header.getCell(index + 1);
      cell.value = sheetText(key, language);
      cell.font = { bold: true };
      cell.fill = solid(headerFill);
    });
    person.days.forEach((day, index) => {
      const row = sheet.getRow(headerRow + 1 + index);
      row.values = [
        day.weekday,
        day.shortDate + day.date.slice(0, 4),
        [day.holiday, day.plan].filter(Boolean).join(': '),
        day.bookings,
        day.absence,
        day.target,
        day.actual,
        day.pause,
        day.difference,
        day.balance,
        day.confirmed ? sheetText('targetActual.sheet.yes', language) : '',
      ];
      for (const at of [6, 7, 8, 9, 10]) row.getCell(at).alignment = { horizontal: 'right' };
      const fill = day.holiday ? holidayFill : day.weekend ? weekendFill : undefined;
      if (fill) for (let at = 1; at <= reportColumns.length; at++) row.getCell(at).fill = solid(fill);
    });
  }
  if (people.length === 0) workbook.addWorksheet('-');
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}
