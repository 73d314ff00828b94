/**
 * The target/actual report as a PDF (pdf-lib, like the printed calendar: docs/decisions.md "Printing"): portrait
 * A4, one page per person (a month fits), the title and the totals on top, a row per day with weekends shaded
 * and public holidays named, and the page numbers. Standard fonts, WinAnsi only (`fit` cuts and replaces).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Language } from '@app/shared/i18n/languages';
import { fit, winAnsiOnly } from '../plan-tools/print-text';
import { reportColumns, sheetText, type ReportPerson } from './target-actual-report.model';

const [pageWidth, pageHeight] = [595.28, 841.89];
const margin = 32;
const rowHeight = 17;
const size = 7.5;
/** Relative widths of the columns (weekday, date, plan, bookings, absence, five figures, confirmed). */
const shares = [4, 5, 15, 17, 10, 5.5, 5.5, 5.5, 6, 6, 4];
const weekendFill = rgb(0.93, 0.93, 0.93);
const holidayFill = rgb(0.99, 0.91, 0.85);
const headerFill = rgb(0.87, 0.9, 0.95);
const black = rgb(0, 0, 0);
const grey = rgb(0.45, 0.45, 0.45);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function drawPerson(
  page: PDFPage,
  person: ReportPerson,
  fonts: Fonts,
  language: Language,
  printedAt: string,
) {
  const width = pageWidth - 2 * margin;
  let y = pageHeight - margin - 14;
  const title = sheetText('targetActual.sheet.title', language, { name: person.name, month: person.month });
  page.drawText(fit(title, fonts.bold, 14, width), {
    x: margin,
    y,
    size: 14,
    font: fonts.bold,
    color: black,
  });
  page.drawText(fit(printedAt, fonts.regular, 7, 200), {
    x: pageWidth - margin - fonts.regular.widthOfTextAtSize(fit(printedAt, fonts.regular, 7, 200), 7),
    y: pageHeight - margin - 4,
    size: 7,
    font: fonts.regular,
    color: grey,
  });
  // Totals in two columns of label and value.
  y -= 22;
  person.totals.forEach(([label, value], index) => {
    const column = index % 2;
    const x = margin + column * (width / 2);
    const lineY = y - Math.floor(index / 2) * 12;
    page.drawText(fit(label, fonts.regular, 8.5, 120), { x, y: lineY, size: 8.5, font: fonts.regular });
    page.drawText(fit(value, fonts.bold, 8.5, 60), { x: x + 125, y: lineY, size: 8.5, font: fonts.bold });
  });
  y -= Math.ceil(person.totals.length / 2) * 12 + 12;

  const unit = width / shares.reduce((sum, share) => sum + share, 0);
  const xs = shares.reduce<number[]>((starts, share, index) => {
    starts.push(index === 0 ? margin : (starts[index - 1] ?? margin) + (shares[index - 1] ?? 0) * unit);
    return starts;
  }, []);
  const drawRow = (cells: string[], font: PDFFont, fill?: ReturnType<typeof rgb>) => {
    if (fill) page.drawRectangle({ x: margin, y: y - 4, width, height: rowHeight - 2, color: fill });
    cells.forEach((cell, index) => {
      const cellWidth = (shares[index] ?? 1) * unit - 3;
      const text = fit(cell, font, size, cellWidth);
      const right = index >= 5 && index <= 9;
      const x = (xs[index] ?? margin) + (right ? cellWidth - font.widthOfTextAtSize(text, size) : 1);
      page.drawText(text, { x, y, size, font, color: black });
    });
    y -= rowHeight;
  };
  drawRow(
    reportColumns.map((key) => sheetText(key, language)),
    fonts.bold,
    headerFill,
  );
  for (const day of person.days) {
    drawRow(
      [
        day.weekday,
        day.shortDate,
        [day.holiday, day.plan].filter(Boolean).join(': '),
        day.bookings,
        day.absence,
        day.target,
        day.actual,
        day.pause,
        day.difference,
        day.balance,
        day.confirmed ? sheetText('targetActual.sheet.yes', language) : '',
      ],
      fonts.regular,
      day.holiday ? holidayFill : day.weekend ? weekendFill : undefined,
    );
  }
  page.drawText(sheetText('targetActual.sheet.hours', language), {
    x: margin,
    y: y - 6,
    size: 7,
    font: fonts.regular,
    color: grey,
  });
}

export async function writeTargetActualPdf(
  people: readonly ReportPerson[],
  language: Language,
  printedAt: string,
): Promise<{ body: Uint8Array; pages: number }> {
  const document = await PDFDocument.create();
  document.setTitle(winAnsiOnly(sheetText('targetActual.report.title', language)));
  document.setCreator('Shiftplan');
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const pages = Math.max(people.length, 1);
  if (people.length === 0) document.addPage([pageWidth, pageHeight]);
  people.forEach((person, index) => {
    const page = document.addPage([pageWidth, pageHeight]);
    drawPerson(page, person, fonts, language, printedAt);
    const footer = sheetText('targetActual.sheet.page', language, { page: index + 1, pages });
    page.drawText(footer, { x: margin, y: margin - 14, size: 7, font: fonts.regular, color: grey });
  });
  return { body: await document.save(), pages };
}
