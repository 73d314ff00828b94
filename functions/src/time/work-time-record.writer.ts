/**
 * Draws the record of ArbZG section 16(2) into a workbook: a sheet of the days (person, date, weekday, kind of
 * day, worked, beyond 8 hours, source; the header frozen and filtered) under the title and the note to keep it
 * two years, and a summary per person (days, hours beyond). Texts in the reader's language, dates DD.MM.YYYY in
 * both languages, hours as h:mm.
 */
import ExcelJS from 'exceljs';
import type { Language } from '@app/shared/i18n/languages';
import type { MessageKey } from '@app/shared/i18n/messages.en';
import { messageText, plainDateText } from '../api/messages';
import { signedHours } from './target-actual-report.model';
import type { RecordDay, RecordPerson } from './work-time-record.model';

const headerFill = 'FFEDEDED';
/** Rows above the days: title, note, blank, header. */
const headerRow = 4;

const solid = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

export interface WorkTimeRecordTexts {
  unitName: string;
  from: string;
  to: string;
  language: Language;
}

export async function writeWorkTimeRecord(
  people: readonly RecordPerson[],
  { unitName, from, to, language }: WorkTimeRecordTexts,
): Promise<Uint8Array> {
  const text = (key: MessageKey, params: Record<string, string | number> = {}) =>
    messageText(key, language, params);
  const weekdayName = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const dayText = (day: RecordDay) =>
    day.kind === 'holiday'
      ? text('workTimeRecord.day.holiday', { name: day.holiday ?? '' })
      : text(day.kind === 'sunday' ? 'workTimeRecord.day.sunday' : 'workTimeRecord.day.weekday');
  const title = text('workTimeRecord.title', {
    unit: unitName,
    from: plainDateText(from),
    to: plainDateText(to),
  });
  const workbook = new ExcelJS.Workbook();
  const head = (sheet: ExcelJS.Worksheet, columns: readonly MessageKey[]) => {
    const titleCell = sheet.getCell(1, 1);
    titleCell.value = title;
    titleCell.font = { bold: true, size: 14 };
    sheet.getCell(2, 1).value = text('workTimeRecord.note');
    const header = sheet.getRow(headerRow);
    columns.forEach((key, index) => {
      const cell = header.getCell(index + 1);
      cell.value = text(key);
      cell.font = { bold: true };
      cell.fill = solid(headerFill);
    });
  };

  const sheet = workbook.addWorksheet(text('workTimeRecord.sheet'), {
    views: [{ state: 'frozen', ySplit: headerRow }],
  });
  const columns: { key: MessageKey; width: number }[] = [
    { key: 'workTimeRecord.person', width: 26 },
    { key: 'workTimeRecord.date', width: 12 },
    { key: 'workTimeRecord.weekday', width: 10 },
    { key: 'workTimeRecord.day', width: 28 },
    { key: 'workTimeRecord.worked', width: 16 },
    { key: 'workTimeRecord.beyond', width: 18 },
    { key: 'workTimeRecord.source', width: 16 },
  ];
  columns.forEach((column, index) => (sheet.getColumn(index + 1).width = column.width));
  head(
    sheet,
    columns.map((column) => column.key),
  );
  let row = headerRow + 1;
  for (const person of people)
    for (const day of person.days) {
      const line = sheet.getRow(row);
      line.values = [
        person.name,
        asDate(day.date),
        weekdayName.format(asDate(day.date)),
        dayText(day),
        signedHours(day.worked),
        signedHours(day.beyond),
        text(day.source === 'time' ? 'workTimeRecord.source.time' : 'workTimeRecord.source.plan'),
      ];
      line.getCell(2).numFmt = 'dd.mm.yyyy';
      row += 1;
    }
  if (row === headerRow + 1) sheet.getCell(row, 1).value = text('workTimeRecord.none');
  else
    sheet.autoFilter = {
      from: { row: headerRow, column: 1 },
      to: { row: row - 1, column: columns.length },
    };

  const summary = workbook.addWorksheet(text('workTimeRecord.summarySheet'));
  [26, 10, 18].forEach((width, index) => (summary.getColumn(index + 1).width = width));
  head(summary, ['workTimeRecord.person', 'workTimeRecord.days', 'workTimeRecord.beyond']);
  const totals = people.map((person) => ({
    name: person.name,
    days: person.days.length,
    beyond: person.days.reduce((sum, day) => sum + day.beyond, 0),
  }));
  totals.forEach((total, index) => {
    summary.getRow(headerRow + 1 + index).values = [total.name, total.days, signedHours(total.beyond)];
  });
  const sum = summary.getRow(headerRow + totals.length + 2);
  sum.values = [
    text('workTimeRecord.total'),
    totals.reduce((all, total) => all + total.days, 0),
    signedHours(totals.reduce((all, total) => all + total.beyond, 0)),
  ];
  sum.font = { bold: true };

  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}
