/**
 * Draws the rule check report into a workbook: a sheet of findings (date, weekday, unit, person, rule, type,
 * level, message, suggestion; the header frozen and filtered, errors in red, warnings in amber) and a summary
 * sheet with the counts per rule and level. Texts in the reader's language.
 */
import ExcelJS from 'exceljs';
import type { Language } from '@app/shared/i18n/languages';
import type { MessageKey } from '@app/shared/i18n/messages.en';
import { messageText } from '../api/messages';
import { ruleReportSummary, type RuleReportRow } from './rule-report.model';

const dateFormats = { de: 'dd.mm.yyyy', en: 'yyyy-mm-dd' } as const;
const levelFills = { ERR: 'FFF8CBAD', WRN: 'FFFFF2CC' } as const;
const headerFill = 'FFEDEDED';
/** Rows above the findings: title, blank, header. */
const headerRow = 3;

const solid = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

export interface RuleReportTexts {
  unitName: string;
  from: string;
  to: string;
  language: Language;
}

export async function writeRuleReport(
  rows: readonly RuleReportRow[],
  { unitName, from, to, language }: RuleReportTexts,
): Promise<Uint8Array> {
  const text = (key: MessageKey, params: Record<string, string | number> = {}) =>
    messageText(key, language, params);
  const weekdayName = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const workbook = new ExcelJS.Workbook();
  const title = text('ruleCheckReport.title', { unit: unitName, from, to });

  const sheet = workbook.addWorksheet(text('ruleCheckReport.sheet'), {
    views: [{ state: 'frozen', ySplit: headerRow }],
  });
  const columns: { key: MessageKey; width: number }[] = [
    { key: 'ruleCheckReport.date', width: 12 },
    { key: 'ruleCheckReport.weekday', width: 10 },
    { key: 'ruleCheckReport.unit', width: 22 },
    { key: 'ruleCheckReport.person', width: 24 },
    { key: 'ruleCheckReport.rule', width: 28 },
    { key: 'ruleCheckReport.type', width: 10 },
    { key: 'ruleCheckReport.level', width: 10 },
    { key: 'ruleCheckReport.message', width: 70 },
    { key: 'ruleCheckReport.suggestion', width: 30 },
  ];
  columns.forEach((column, index) => (sheet.getColumn(index + 1).width = column.width));
  const titleCell = sheet.getCell(1, 1);
  titleCell.value = title;
  titleCell.font = { bold: true, size: 14 };
  const header = sheet.getRow(headerRow);
  columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = text(column.key);
    cell.font = { bold: true };
    cell.fill = solid(headerFill);
  });
  rows.forEach((row, index) => {
    const line = sheet.getRow(headerRow + 1 + index);
    line.values = [
      asDate(row.date),
      weekdayName.format(asDate(row.date)),
      row.unit,
      row.person,
      row.rule,
      row.type,
      text(row.level === 'ERR' ? 'ruleCheckReport.level.ERR' : 'ruleCheckReport.level.WRN'),
      row.message,
      row.suggestion,
    ];
    line.getCell(1).numFmt = dateFormats[language];
    line.getCell(7).fill = solid(levelFills[row.level]);
    line.getCell(8).alignment = { wrapText: true, vertical: 'top' };
  });
  if (rows.length === 0) sheet.getCell(headerRow + 1, 1).value = text('ruleCheckReport.none');
  else
    sheet.autoFilter = {
      from: { row: headerRow, column: 1 },
      to: { row: headerRow + rows.length, column: columns.length },
    };

  // Summary: counts per rule and level, and the totals per level.
  const summary = workbook.addWorksheet(text('ruleCheckReport.summarySheet'));
  [30, 10, 10, 10].forEach((width, index) => (summary.getColumn(index + 1).width = width));
  const summaryTitle = summary.getCell(1, 1);
  summaryTitle.value = title;
  summaryTitle.font = { bold: true, size: 14 };
  const summaryHeader = summary.getRow(headerRow);
  summaryHeader.values = [
    text('ruleCheckReport.rule'),
    text('ruleCheckReport.type'),
    text('ruleCheckReport.level'),
    text('ruleCheckReport.count'),
  ];
  summaryHeader.font = { bold: true };
  const counts = ruleReportSummary(rows);
  counts.forEach((count, index) => {
    const line = summary.getRow(headerRow + 1 + index);
    line.values = [
      count.rule,
      count.type,
      text(count.level === 'ERR' ? 'ruleCheckReport.level.ERR' : 'ruleCheckReport.level.WRN'),
      count.count,
    ];
    line.getCell(3).fill = solid(levelFills[count.level]);
  });
  const totalsAt = headerRow + counts.length + 2;
  (['ERR', 'WRN'] as const).forEach((level, index) => {
    const line = summary.getRow(totalsAt + index);
    line.values = [
      text('ruleCheckReport.total'),
      '',
      text(level === 'ERR' ? 'ruleCheckReport.level.ERR' : 'ruleCheckReport.level.WRN'),
      rows.filter((row) => row.level === level).length,
    ];
    line.font = { bold: true };
  });

  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}
