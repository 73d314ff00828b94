/**
 * Sage movement data as a configurable delimited template (payroll.md 4.1 variant A by default, [U]: to be
 * confirmed with the Sage installation): one line per (person, Lohnart, cost centre) with hours and days in the
 * quantity column and euros in the amount column, and the absences as date ranges in a second file
 * (`..._Fehltage.txt`). Returns text with CRLF; payroll-files.ts encodes it with the template's encoding.
 */
import type { PayrollDocument, PayrollLine, PayrollPerson } from './payroll-document';
import type { TSageTemplate } from './payroll-settings';
import { sanitizeField } from './cp1252';
import { crlfLines, formatDate, formatHundredths, formatShare, monthParts } from './payroll-format';

type TSageColumn = TSageTemplate['columns'][number];

function cell(text: string, separator: string): string {
  // A value must never carry the configured separator (a `,` or `|` template as much as `;`).
  return sanitizeField(text).split(separator).join('');
}

function movementCells(
  doc: PayrollDocument,
  person: PayrollPerson,
  line: PayrollLine,
  template: TSageTemplate,
): Record<TSageColumn, string> {
  const { year, month } = monthParts(doc.header.month);
  const value = formatHundredths(line.value, template.decimalSeparator);
  return {
    client: doc.header.clientNumber,
    month: String(Number(month)),
    year,
    personnelNumber: String(person.personnelNumber),
    lohnart: line.lohnart,
    // Monthly totals carry no date (ZMI's generator leaves it empty).
    date: '',
    costCentre: line.costCentre,
    costUnit: '',
    workType: '',
    quantity: line.kind === 'amount' ? '' : value,
    amount: line.kind === 'amount' ? value : '',
    surcharge: '',
    lohnartText: '',
    text: '',
  };
}

export function writeSage(
  doc: PayrollDocument,
  template: TSageTemplate,
): { movements: string; absences: string | null } {
  const { year, month } = monthParts(doc.header.month);
  const separator = template.separator;
  const movements: string[] = [];
  const absences: string[] = [];
  for (const person of doc.people) {
    // Sage books on a Lohnart: the LODAS day counters (71/72 without one) live in the Fehltage file instead.
    for (const line of person.lines.filter((candidate) => candidate.lohnart !== '')) {
      const cells = movementCells(doc, person, line, template);
      movements.push(template.columns.map((column) => cell(cells[column], separator)).join(separator));
    }
    for (const range of person.absences) {
      const fields = [
        doc.header.clientNumber,
        String(Number(month)),
        year,
        String(person.personnelNumber),
        range.absenceKey,
        formatDate(range.from, template.dateFormat),
        formatDate(range.lastWorkdayBefore, template.dateFormat),
        formatDate(range.to, template.dateFormat),
        // An unexplained flag both generators write as `N`, and an internal id they leave empty (payroll.md 4.1).
        'N',
        '',
        formatShare(range.firstShare, template.decimalSeparator),
        formatShare(range.lastShare, template.decimalSeparator),
      ];
      absences.push(fields.map((field) => cell(field, separator)).join(separator));
    }
  }
  return {
    movements: crlfLines(movements),
    absences: template.absenceFile ? crlfLines(absences) : null,
  };
}
