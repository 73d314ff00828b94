/**
 * Draws the leave calendar model into a workbook: one sheet, people down and the days of the year across (month
 * names above the days), the sums per absence type and the total frozen on the left so that they stay in view,
 * weekends and public holidays of each unit's region shaded, absences in their type's colour with its short name
 * (`½` for a half day, italic while not yet approved), and a legend below.
 */
import ExcelJS from 'exceljs';
import type { Language } from '@app/shared/i18n/languages';
import type { MessageKey } from '@app/shared/i18n/messages.en';
import { isoWeekdayOf } from '@app/shared/time/tenant-time';
import { messageText } from '../api/messages';
import {
  isWeekend,
  type LeaveCalendarModel,
  type LeaveGroup,
  type LeaveMark,
  type LeaveType,
} from './leave-calendar.model';

export const leaveCalendarFills = { weekend: 'FFD9D9D9', holiday: 'FFF8CBAD', group: 'FFEDEDED' } as const;
const unknownTypeColor = 'FFBFBFBF';
const dateFormats = { de: 'dd.mm.yyyy', en: 'yyyy-mm-dd' } as const;
/** Rows above the people: title, months, day numbers, weekdays. */
const headerRows = 4;

/** `#rgb` or `#rrggbb` as exceljs's ARGB. */
export function argbOf(color: string): string | undefined {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return `FF${full.toUpperCase()}`;
}

/** Black or white text, whichever reads better on the fill. */
function textOn(argb: string): string {
  const [r, g, b] = [2, 4, 6].map((at) => parseInt(argb.slice(at, at + 2), 16)) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? 'FF000000' : 'FFFFFFFF';
}

const solid = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const locale = (language: Language) => (language === 'de' ? 'de-DE' : 'en-GB');

function markText(marks: readonly LeaveMark[], types: Map<string, LeaveType>): string {
  return marks
    .map((mark) => `${types.get(mark.absenceTypeId)?.shortName ?? '?'}${mark.half ? '½' : ''}`)
    .join('/');
}

export interface LeaveCalendarTexts {
  unitName: string;
  language: Language;
}

export async function writeLeaveCalendar(
  model: LeaveCalendarModel,
  catalogue: readonly LeaveType[],
  { unitName, language }: LeaveCalendarTexts,
): Promise<Uint8Array> {
  const text = (key: MessageKey, params: Record<string, string | number> = {}) =>
    messageText(key, language, params);
  const typesById = new Map(catalogue.map((type) => [type.id, type]));
  const workbook = new ExcelJS.Workbook();
  // A column per type, the total, and the days asked for that are not approved yet.
  const sumColumns = model.types.length + 2;
  const firstDayColumn = 2 + sumColumns;
  const sheet = workbook.addWorksheet(text('leaveCalendarReport.sheet'), {
    views: [{ state: 'frozen', xSplit: firstDayColumn - 1, ySplit: headerRows }],
  });
  sheet.getColumn(1).width = 26;
  for (let column = 2; column < firstDayColumn; column++) sheet.getColumn(column).width = 7;
  model.days.forEach((_, index) => (sheet.getColumn(firstDayColumn + index).width = 4.5));

  const title = sheet.getCell(1, 1);
  title.value = text('leaveCalendarReport.title', { unit: unitName, year: model.year });
  title.font = { bold: true, size: 14 };

  // Months over their days, day numbers (real dates, shown as the day) and weekdays below.
  const monthName = new Intl.DateTimeFormat(locale(language), { month: 'long', timeZone: 'UTC' });
  const weekdayName = new Intl.DateTimeFormat(locale(language), { weekday: 'short', timeZone: 'UTC' });
  const headerShading = model.groups[0]?.holidays ?? new Map();
  let monthStart = firstDayColumn;
  model.days.forEach((day, index) => {
    const column = firstDayColumn + index;
    const dateCell = sheet.getCell(3, column);
    dateCell.value = asDate(day);
    dateCell.numFmt = 'd';
    const weekdayCell = sheet.getCell(4, column);
    weekdayCell.value = weekdayName.format(asDate(day)).slice(0, 2);
    for (const cell of [dateCell, weekdayCell]) {
      cell.alignment = { horizontal: 'center' };
      const fill = headerShading.has(day)
        ? leaveCalendarFills.holiday
        : isWeekend(day)
          ? leaveCalendarFills.weekend
          : undefined;
      if (fill) cell.fill = solid(fill);
    }
    const next = model.days[index + 1];
    if (!next || next.slice(5, 7) !== day.slice(5, 7)) {
      const monthCell = sheet.getCell(2, monthStart);
      monthCell.value = monthName.format(asDate(day));
      monthCell.font = { bold: true };
      if (column > monthStart) sheet.mergeCells(2, monthStart, 2, column);
      monthStart = column + 1;
    }
  });
  const personHeader = sheet.getCell(3, 1);
  personHeader.value = text('leaveCalendarReport.person');
  model.types.forEach((type, index) => {
    const cell = sheet.getCell(3, 2 + index);
    cell.value = type.shortName;
    const fill = argbOf(type.backColor) ?? unknownTypeColor;
    cell.fill = solid(fill);
    cell.font = { bold: true, color: { argb: textOn(fill) } };
    cell.alignment = { horizontal: 'center' };
  });
  sheet.getCell(3, firstDayColumn - 2).value = text('leaveCalendarReport.total');
  sheet.getCell(3, firstDayColumn - 1).value = text('leaveCalendarReport.pending');
  for (const row of [3, 4]) sheet.getRow(row).font = { bold: true };

  let rowNumber = headerRows;
  for (const group of model.groups) {
    if (model.groups.length > 1) {
      rowNumber++;
      const groupRow = sheet.getRow(rowNumber);
      groupRow.getCell(1).value = group.name;
      groupRow.font = { bold: true };
      for (let column = 1; column < firstDayColumn + model.days.length; column++)
        groupRow.getCell(column).fill = solid(leaveCalendarFills.group);
    }
    for (const person of group.rows) {
      rowNumber++;
      writePersonRow(sheet.getRow(rowNumber), person, group, model, typesById, firstDayColumn);
    }
  }

  writeLegend(sheet, rowNumber + 2, model, catalogue, text, language);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function writePersonRow(
  row: ExcelJS.Row,
  person: LeaveGroup['rows'][number],
  group: LeaveGroup,
  model: LeaveCalendarModel,
  typesById: Map<string, LeaveType>,
  firstDayColumn: number,
): void {
  row.getCell(1).value = person.displayName;
  model.types.forEach((type, index) => {
    const sum = person.sums.get(type.id);
    if (sum) row.getCell(2 + index).value = sum;
  });
  row.getCell(firstDayColumn - 2).value = person.total;
  row.getCell(firstDayColumn - 2).font = { bold: true };
  if (person.pending) {
    row.getCell(firstDayColumn - 1).value = person.pending;
    row.getCell(firstDayColumn - 1).font = { italic: true };
  }
  model.days.forEach((day, index) => {
    const cell = row.getCell(firstDayColumn + index);
    const marks = person.marks.get(day);
    if (marks?.length) {
      const first = marks[0];
      const fill = (first && argbOf(typesById.get(first.absenceTypeId)?.backColor ?? '')) ?? unknownTypeColor;
      cell.value = markText(marks, typesById);
      cell.fill = solid(fill);
      cell.font = { color: { argb: textOn(fill) }, italic: marks.every((mark) => mark.tentative), size: 9 };
      cell.alignment = { horizontal: 'center' };
    } else if (group.holidays.has(day)) {
      cell.fill = solid(leaveCalendarFills.holiday);
    } else if (isoWeekdayOf(day) >= 6) {
      cell.fill = solid(leaveCalendarFills.weekend);
    }
  });
}

function writeLegend(
  sheet: ExcelJS.Worksheet,
  start: number,
  model: LeaveCalendarModel,
  catalogue: readonly LeaveType[],
  text: (key: MessageKey, params?: Record<string, string | number>) => string,
  language: Language,
): void {
  let row = start;
  const line = (sample: string, fill: string | undefined, label: string, italic = false) => {
    const cell = sheet.getCell(row, 2);
    cell.value = sample;
    if (fill) {
      cell.fill = solid(fill);
      cell.font = { color: { argb: textOn(fill) }, italic };
    }
    cell.alignment = { horizontal: 'center' };
    sheet.getCell(row, 3).value = label;
    row++;
  };
  sheet.getCell(row, 1).value = text('leaveCalendarReport.legend');
  sheet.getCell(row, 1).font = { bold: true };
  // Every type that occurs, and the tenant's other enabled types, so the legend reads the same every year.
  const shown = new Set(model.types.map((type) => type.id));
  const legendTypes = [...model.types, ...catalogue.filter((type) => type.enabled && !shown.has(type.id))];
  for (const type of legendTypes)
    line(type.shortName, argbOf(type.backColor) ?? unknownTypeColor, type.caption[language]);
  line('', leaveCalendarFills.weekend, text('leaveCalendarReport.weekend'));
  line('', leaveCalendarFills.holiday, text('leaveCalendarReport.holiday'));
  line('½', undefined, text('leaveCalendarReport.halfDay'));
  line(model.types[0]?.shortName ?? '', unknownTypeColor, text('leaveCalendarReport.tentative'), true);
  sheet.getCell(row, 3).value = text('leaveCalendarReport.sums');
  row += 2;
  const holidays = [...(model.groups[0]?.holidays.values() ?? [])].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  if (!holidays.length) return;
  sheet.getCell(row, 1).value = text('leaveCalendarReport.holidays');
  sheet.getCell(row, 1).font = { bold: true };
  for (const holiday of holidays) {
    row++;
    const date = sheet.getCell(row, 1);
    date.value = asDate(holiday.date);
    date.numFmt = dateFormats[language];
    date.alignment = { horizontal: 'left' };
    sheet.getCell(row, 2).value = holiday.name;
  }
}
