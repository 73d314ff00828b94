/**
 * The printed calendar as a PDF (pdf-lib, docs/decisions.md "Printing"): landscape or portrait A4 or A3, a
 * header with the units and the range on every page, people x days with the items of each cell, weekends and
 * public holidays shaded, the legend of shift templates and absence types, and page numbers. Wide ranges are split
 * across pages by whole weeks; long lists of people continue on further pages. The standard fonts (Helvetica)
 * are not embedded and use WinAnsi, which holds German's umlauts and ß; any other character is written without
 * its accent, or as `?` (`toWinAnsi`).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { colour, fit, fitShrinking, winAnsi, winAnsiOnly } from './print-text';
import type { printOrientations, printPapers } from '@app/shared/plan-tools/print.contracts';
import {
  dayChunks,
  type LegendEntry,
  type PrintDay,
  type PrintItem,
  type PrintModel,
  type PrintRow,
} from './print-model';

export interface PrintSheet {
  paper: (typeof printPapers)[number];
  orientation: (typeof printOrientations)[number];
}

/** The sheet's texts in the reader's language. */
export interface PrintTexts {
  title: string;
  range: string;
  printedAt: string;
  person: string;
  holidays: string;
  legend: string;
  page: (page: number, pages: number) => string;
  more: (count: number) => string;
  /** Two lines of a day's column head: the weekday and the date. */
  dayHead: (date: string) => [string, string];
}

const papers = { A4: [595.28, 841.89], A3: [841.89, 1190.55] } as const;
const margin = 28;
const headerHeight = 36;
const footerHeight = 16;
const columnHeadHeight = 20;
const minDayWidth = 34;
const maxDayWidth = 120;
const itemGap = 1;
const titleSize = 6.5;
const timesSize = 6;
const legendLine = 11;
const grey = rgb(0.55, 0.55, 0.55);
const black = rgb(0, 0, 0);
const weekendFill = rgb(0.93, 0.93, 0.93);
const holidayFill = rgb(0.99, 0.91, 0.85);
const unitFill = rgb(0.87, 0.9, 0.95);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function writePrintPdf(
  model: PrintModel,
  sheet: PrintSheet,
  texts: PrintTexts,
): Promise<{ body: Uint8Array; pages: number }> {
  const document = await PDFDocument.create();
  document.setTitle(winAnsiOnly(`${texts.title} ${texts.range}`));
  document.setCreator('Shiftplan');
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const [short, long] = papers[sheet.paper];
  const [width, height] = sheet.orientation === 'landscape' ? [long, short] : [short, long];
  const nameWidth = sheet.paper === 'A3' ? 150 : 110;
  const gridWidth = width - 2 * margin - nameWidth;
  const chunks = dayChunks(model.days, Math.floor(gridWidth / minDayWidth));

  const legendLines = layoutLegend(model.legend, width - 2 * margin, fonts.regular);
  const bodyHeight = height - 2 * margin - headerHeight - footerHeight;
  // A legend that would take more than a third of every page gets pages of its own at the end.
  const legendHeight = legendLines.length ? 14 + legendLines.length * legendLine : 0;
  const legendOnEveryPage = legendHeight <= bodyHeight / 3;
  const gridHeight = bodyHeight - (legendOnEveryPage ? legendHeight : 0) - columnHeadHeight;

  const pages: PDFPage[] = [];
  const newPage = () => {
    const page = document.addPage([width, height]);
    pages.push(page);
    drawHeader(page, texts, fonts, width, height);
    if (legendOnEveryPage && legendLines.length)
      drawLegend(page, texts.legend, legendLines, fonts, margin + footerHeight + legendHeight);
    return page;
  };

  for (const days of chunks) {
    const dayWidth = Math.min(maxDayWidth, gridWidth / days.length);
    const top = height - margin - headerHeight;
    let page = newPage();
    drawColumnHeads(page, days, texts, fonts, { top, nameWidth, dayWidth });
    let y = top - columnHeadHeight;
    const bottom = top - columnHeadHeight - gridHeight;
    for (const row of model.rows) {
      const rowHeight = Math.min(heightOf(row, days), gridHeight);
      if (y - rowHeight < bottom) {
        page = newPage();
        drawColumnHeads(page, days, texts, fonts, { top, nameWidth, dayWidth });
        y = top - columnHeadHeight;
      }
      drawRow(page, row, days, texts, fonts, { y, rowHeight, nameWidth, dayWidth });
      y -= rowHeight;
    }
  }
  if (!legendOnEveryPage) {
    const perPage = Math.max(1, Math.floor((bodyHeight - 14) / legendLine));
    for (let index = 0; index < legendLines.length; index += perPage) {
      const page = document.addPage([width, height]);
      pages.push(page);
      drawHeader(page, texts, fonts, width, height);
      drawLegend(
        page,
        texts.legend,
        legendLines.slice(index, index + perPage),
        fonts,
        height - margin - headerHeight,
      );
    }
  }
  pages.forEach((page, index) => {
    const text = winAnsi(texts.page(index + 1, pages.length), fonts.regular);
    const size = 8;
    page.drawText(text, {
      x: width - margin - fonts.regular.widthOfTextAtSize(text, size),
      y: margin,
      size,
      font: fonts.regular,
      color: grey,
    });
  });
  return { body: await document.save(), pages: pages.length };
}

/** Weekends and public holidays are shaded, in the head and in every row. */
function shadeOf(day: PrintDay): RGB | undefined {
  return day.holiday ? holidayFill : day.weekend ? weekendFill : undefined;
}

function itemHeight(item: PrintItem): number {
  return item.times ? 15 : 9;
}

/** A row is as high as its fullest cell of the page's days (at least one line). */
function heightOf(row: PrintRow, days: readonly PrintDay[]): number {
  let tallest = 0;
  for (const day of days) {
    const items = row.cells.get(day.date) ?? [];
    tallest = Math.max(
      tallest,
      items.reduce((sum, item) => sum + itemHeight(item) + itemGap, itemGap),
    );
  }
  return Math.max(row.kind === 'person' ? 16 : 13, tallest + 1);
}

function drawHeader(page: PDFPage, texts: PrintTexts, fonts: Fonts, width: number, height: number) {
  const top = height - margin;
  const right = fit(texts.printedAt, fonts.regular, 8, 200);
  const rightWidth = fonts.regular.widthOfTextAtSize(right, 8);
  page.drawText(fit(texts.title, fonts.bold, 13, width - 2 * margin - rightWidth - 20), {
    x: margin,
    y: top - 13,
    size: 13,
    font: fonts.bold,
    color: black,
  });
  page.drawText(fit(texts.range, fonts.regular, 9, width - 2 * margin), {
    x: margin,
    y: top - 27,
    size: 9,
    font: fonts.regular,
    color: black,
  });
  page.drawText(right, {
    x: width - margin - rightWidth,
    y: top - 11,
    size: 8,
    font: fonts.regular,
    color: grey,
  });
}

interface GridBox {
  top: number;
  nameWidth: number;
  dayWidth: number;
}

function drawColumnHeads(
  page: PDFPage,
  days: readonly PrintDay[],
  texts: PrintTexts,
  fonts: Fonts,
  box: GridBox,
) {
  const { top, nameWidth, dayWidth } = box;
  page.drawText(fit(texts.person, fonts.bold, 8, nameWidth - 4), {
    x: margin + 2,
    y: top - 13,
    size: 8,
    font: fonts.bold,
  });
  days.forEach((day, index) => {
    const x = margin + nameWidth + index * dayWidth;
    const fill = shadeOf(day);
    if (fill)
      page.drawRectangle({
        x,
        y: top - columnHeadHeight,
        width: dayWidth,
        height: columnHeadHeight,
        color: fill,
      });
    const [weekday, date] = texts.dayHead(day.date);
    page.drawText(fit(weekday, fonts.bold, 7, dayWidth - 2), {
      x: x + 2,
      y: top - 9,
      size: 7,
      font: fonts.bold,
    });
    page.drawText(fit(date, fonts.regular, 7, dayWidth - 2), {
      x: x + 2,
      y: top - 17,
      size: 7,
      font: fonts.regular,
    });
  });
  line(page, margin, top, margin + nameWidth + days.length * dayWidth, top);
  line(
    page,
    margin,
    top - columnHeadHeight,
    margin + nameWidth + days.length * dayWidth,
    top - columnHeadHeight,
  );
}

interface RowBox {
  y: number;
  rowHeight: number;
  nameWidth: number;
  dayWidth: number;
}

function drawRow(
  page: PDFPage,
  row: PrintRow,
  days: readonly PrintDay[],
  texts: PrintTexts,
  fonts: Fonts,
  box: RowBox,
) {
  const { y, rowHeight, nameWidth, dayWidth } = box;
  const right = margin + nameWidth + days.length * dayWidth;
  if (row.kind === 'unit')
    page.drawRectangle({ x: margin, y: y - rowHeight, width: nameWidth, height: rowHeight, color: unitFill });
  const indent = 2 + row.depth * 6;
  const label = row.kind === 'holiday' ? texts.holidays : row.label;
  const font = row.kind === 'unit' ? fonts.bold : fonts.regular;
  page.drawText(fit(label, font, 8, nameWidth - indent - 2), {
    x: margin + indent,
    y: y - 10,
    size: 8,
    font,
    color: row.kind === 'holiday' ? grey : black,
  });
  days.forEach((day, index) => {
    const x = margin + nameWidth + index * dayWidth;
    const fill = shadeOf(day);
    if (fill) page.drawRectangle({ x, y: y - rowHeight, width: dayWidth, height: rowHeight, color: fill });
    let itemTop = y - itemGap;
    const items = row.cells.get(day.date) ?? [];
    for (const [position, item] of items.entries()) {
      const needed = itemHeight(item) + itemGap;
      const left = items.length - position;
      // The last line of a full cell says how many more there are.
      if (itemTop - needed < y - rowHeight + (left > 1 ? 8 : 0)) {
        page.drawText(fit(texts.more(left), fonts.regular, 6, dayWidth - 2), {
          x: x + 1.5,
          y: y - rowHeight + 2,
          size: 6,
          font: fonts.regular,
        });
        break;
      }
      drawItem(page, item, fonts, { x: x + 1, top: itemTop, width: dayWidth - 2 });
      itemTop -= needed;
    }
    line(page, x, y, x, y - rowHeight);
  });
  line(page, margin, y, margin, y - rowHeight);
  line(page, right, y, right, y - rowHeight);
  line(page, margin, y - rowHeight, right, y - rowHeight);
}

function drawItem(
  page: PDFPage,
  item: PrintItem,
  fonts: Fonts,
  box: { x: number; top: number; width: number },
) {
  const height = itemHeight(item);
  const fore = colour(item.foreColor, black);
  page.drawRectangle({
    x: box.x,
    y: box.top - height,
    width: box.width,
    height,
    color: colour(item.backColor, rgb(1, 1, 1)),
    borderColor: grey,
    borderWidth: 0.3,
    // An open shift is drawn dashed: nobody has it yet.
    ...(item.kind === 'open' ? { borderDashArray: [1.5, 1] } : {}),
  });
  const title = fitShrinking(item.title, fonts.bold, titleSize, box.width - 2);
  page.drawText(title.text, {
    x: box.x + 1,
    y: box.top - 6.5,
    size: title.size,
    font: fonts.bold,
    color: fore,
  });
  if (item.times) {
    const times = fitShrinking(item.times, fonts.regular, timesSize, box.width - 2);
    page.drawText(times.text, {
      x: box.x + 1,
      y: box.top - 13,
      size: times.size,
      font: fonts.regular,
      color: fore,
    });
  }
}

interface LegendLine {
  entries: { entry: LegendEntry; x: number; label: string }[];
}

/** Flows the legend's swatches into lines of the page's width. */
function layoutLegend(entries: readonly LegendEntry[], width: number, font: PDFFont): LegendLine[] {
  const lines: LegendLine[] = [];
  let current: LegendLine = { entries: [] };
  let x = 0;
  for (const entry of entries) {
    const label = fit(entry.label, font, 7, width / 2);
    const needed = 14 + font.widthOfTextAtSize(label, 7) + 10;
    if (x + needed > width && current.entries.length) {
      lines.push(current);
      current = { entries: [] };
      x = 0;
    }
    current.entries.push({ entry, x, label });
    x += needed;
  }
  if (current.entries.length) lines.push(current);
  return lines;
}

function drawLegend(page: PDFPage, title: string, lines: readonly LegendLine[], fonts: Fonts, top: number) {
  page.drawText(winAnsi(title, fonts.bold), { x: margin, y: top - 9, size: 8, font: fonts.bold });
  lines.forEach((legendLineItems, index) => {
    const y = top - 14 - (index + 1) * legendLine + 3;
    for (const { entry, x, label } of legendLineItems.entries) {
      page.drawRectangle({
        x: margin + x,
        y,
        width: 10,
        height: 7,
        color: colour(entry.backColor, rgb(1, 1, 1)),
        borderColor: grey,
        borderWidth: 0.3,
      });
      page.drawText(label, { x: margin + x + 14, y: y + 1, size: 7, font: fonts.regular });
    }
  });
}

function line(page: PDFPage, x1: number, y1: number, x2: number, y2: number) {
  page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.3, color: grey });
}
