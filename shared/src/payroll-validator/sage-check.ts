/**
 * Sage (payroll.md 4.1, variant A, everything [U]): a delimited movement file laid out by the template's columns,
 * and an absence file (`_Fehltage`) of twelve fields. Numbers carry the template's decimal sign, dates its format.
 */
import type { PayrollDocument } from '../payroll/payroll-document';
import type { TSageTemplate } from '../payroll/payroll-settings';
import type { PayrollIssue } from './issues';
import type { FileLine } from './read-lines';
import { compareTotals, sameNumber, sumBy, Totals } from './totals';
import { dateParser, isoDate, parseHundredths, type PlainDateParts } from './values';

export type SageLayout = Pick<TSageTemplate, 'separator' | 'decimalSeparator' | 'dateFormat' | 'columns'>;

export interface SageOptions {
  lenient: boolean;
  role: 'movements' | 'absences';
  layout: SageLayout;
  expected?: PayrollDocument;
}

const absenceColumns = 12;

interface Period {
  client: string;
  month: string;
  line: number;
}

function checkPeriod(
  client: string,
  monthText: string,
  yearText: string,
  problems: string[],
): { client: string; month: string } | null {
  if (!/^\d{1,10}$/.test(client)) problems.push(`Mandant "${client}" is not a number`);
  const monthOk = /^(0?[1-9]|1[0-2])$/.test(monthText);
  if (!monthOk) problems.push(`Monat "${monthText}" is not a month (1 to 12)`);
  const yearOk = /^\d{4}$/.test(yearText);
  if (!yearOk) problems.push(`Jahr "${yearText}" is not a four-digit year`);
  return monthOk && yearOk ? { client, month: `${yearText}-${monthText.padStart(2, '0')}` } : null;
}

export function checkSage(lines: readonly FileLine[], options: SageOptions, issues: PayrollIssue[]): number {
  const { layout } = options;
  if (layout.separator === layout.decimalSeparator) {
    issues.push({ line: 0, message: `The separator and the decimal sign are both "${layout.separator}"` });
    return 0;
  }
  const parseDate = dateParser(layout.dateFormat) ?? (() => null);
  const amount = (name: string, text: string, problems: string[], share = false) => {
    if (text === '') return null;
    // Day shares are written `1` and `0,5` (payroll.md 4.1): not money, no fixed decimals.
    const parsed = parseHundredths(text, {
      decimalSeparator: layout.decimalSeparator,
      integerDigits: share ? 1 : 11,
      lenient: options.lenient || share,
      negative: !share,
    });
    if (typeof parsed === 'string') problems.push(`${name}: ${parsed}`);
    return typeof parsed === 'number' ? parsed : null;
  };
  const date = (name: string, text: string, problems: string[]): PlainDateParts | null => {
    const parsed = parseDate(text);
    if (!parsed) problems.push(`${name} "${text}" is not a date in ${layout.dateFormat}`);
    return parsed;
  };
  const periods: Period[] = [];
  const quantities = new Totals();
  const amounts = new Totals();
  const ranges = new Totals();
  let records = 0;

  for (const line of lines) {
    records += 1;
    const values = line.text.split(layout.separator);
    const problems: string[] = [];
    if (options.role === 'absences') {
      if (values.length !== absenceColumns) {
        issues.push({
          line: line.number,
          message: `${values.length} fields, an absence line has ${absenceColumns}`,
        });
        continue;
      }
      const [
        client = '',
        month = '',
        year = '',
        pnr = '',
        code = '',
        from = '',
        before = '',
        to = '',
        ,
        ,
        first = '',
        last = '',
      ] = values;
      const period = checkPeriod(client, month, year, problems);
      if (!/^\d{1,5}$/.test(pnr) || Number(pnr) < 1)
        problems.push(`Personalnummer "${pnr}" must be a number from 1 to 99999`);
      if (code === '') problems.push('The absence code (Fehlzeitart) is empty');
      const start = date('Beginn', from, problems);
      const lastWorkday = date('letzter Arbeitstag', before, problems);
      const end = date('Ende', to, problems);
      const shares = [first, last].map((text) => amount('Anteil', text, problems, true));
      for (const share of shares) {
        if (share === null || share <= 0 || share > 100)
          problems.push('The day shares must be above 0 and at most 1');
      }
      if (start && end && isoDate(start) > isoDate(end)) problems.push(`Beginn ${from} is after Ende ${to}`);
      if (start && lastWorkday && isoDate(lastWorkday) >= isoDate(start))
        problems.push(`letzter Arbeitstag ${before} is not before Beginn ${from}`);
      if (period) {
        periods.push({ ...period, line: line.number });
        for (const [name, parts] of [
          ['Beginn', start],
          ['Ende', end],
        ] as const) {
          if (parts && isoDate(parts).slice(0, 7) !== period.month)
            problems.push(`${name} is outside ${month}/${year}`);
        }
      }
      if (problems.length === 0 && start && end && lastWorkday) {
        ranges.add(
          [Number(pnr), code, isoDate(start), isoDate(end), isoDate(lastWorkday), shares.join('/')].join('|'),
          1,
          line.number,
        );
      }
    } else {
      if (values.length !== layout.columns.length) {
        issues.push({
          line: line.number,
          message: `${values.length} fields, the template has ${layout.columns.length} columns`,
        });
        continue;
      }
      const column = (name: SageLayout['columns'][number]) => {
        const index = layout.columns.indexOf(name);
        return index < 0 ? undefined : (values[index] ?? '');
      };
      const period = checkPeriod(
        column('client') ?? '0',
        column('month') ?? '1',
        column('year') ?? '2000',
        problems,
      );
      const pnr = column('personnelNumber') ?? '';
      if (!/^\d{1,5}$/.test(pnr) || Number(pnr) < 1)
        problems.push(`Personalnummer "${pnr}" must be a number from 1 to 99999`);
      const lohnart = column('lohnart') ?? '';
      if (!/^\d{1,4}$/.test(lohnart) || Number(lohnart) < 1)
        problems.push(`Lohnart "${lohnart}" must be a number from 1 to 9999`);
      const day = column('date');
      if (day) {
        const parts = date('Datum', day, problems);
        if (parts && period && isoDate(parts).slice(0, 7) !== period.month)
          problems.push(`Datum ${day} is outside the month`);
      }
      for (const name of ['costCentre', 'costUnit'] as const) {
        const code = column(name);
        if (code && code.length > 8) problems.push(`${name} "${code}" is longer than 8 characters`);
      }
      const quantity = amount('Menge', column('quantity') ?? '', problems);
      const money = amount('Betrag', column('amount') ?? '', problems);
      amount('Zuschlag', column('surcharge') ?? '', problems);
      if (quantity === null && money === null && problems.length === 0)
        problems.push('Neither Menge nor Betrag is filled');
      if (period) periods.push({ ...period, line: line.number });
      if (problems.length === 0) {
        if (quantity !== null) quantities.add(`${Number(pnr)}|${lohnart}`, quantity, line.number);
        if (money !== null) amounts.add(`${Number(pnr)}|${lohnart}`, money, line.number);
      }
    }
    for (const problem of problems) issues.push({ line: line.number, message: problem });
  }

  const first = periods[0];
  for (const period of periods) {
    if (first && (period.month !== first.month || period.client !== first.client)) {
      issues.push({
        line: period.line,
        message: `Mandant ${period.client} / ${period.month} differs from the first line's (one client and month a file)`,
      });
    }
  }
  const { expected } = options;
  if (expected) {
    for (const period of periods) {
      if (
        !sameNumber(period.client, expected.header.clientNumber) ||
        period.month !== expected.header.month
      ) {
        issues.push({
          line: period.line,
          message: `Mandant ${period.client} / ${period.month}, the data says ${expected.header.clientNumber} / ${expected.header.month}`,
        });
      }
    }
    if (options.role === 'absences') compareAbsences(expected, ranges, issues);
    else compareMovements(expected, quantities, amounts, issues);
  }
  return records;
}

function compareMovements(
  document: PayrollDocument,
  quantities: Totals,
  amounts: Totals,
  issues: PayrollIssue[],
): void {
  // Lines without a Lohnart (LODAS day counters) are the absence file's business.
  const lines = document.people.flatMap((person) => person.lines.map((line) => ({ person, line })));
  const keyOf =
    (kind: 'amount' | 'quantity') =>
    ({ person, line }: (typeof lines)[number]) =>
      line.lohnart === '' || (line.kind === 'amount') !== (kind === 'amount')
        ? null
        : `${person.personnelNumber}|${line.lohnart}`;
  const describe = (column: string) => (key: string) => {
    const [pnr, lohnart] = key.split('|');
    return `${column} of Personalnummer ${pnr}, Lohnart ${lohnart}`;
  };
  compareTotals(
    quantities,
    sumBy(lines, keyOf('quantity'), ({ line }) => line.value),
    describe('Menge'),
    issues,
  );
  compareTotals(
    amounts,
    sumBy(lines, keyOf('amount'), ({ line }) => line.value),
    describe('Betrag'),
    issues,
  );
}

function compareAbsences(document: PayrollDocument, ranges: Totals, issues: PayrollIssue[]): void {
  const expected = sumBy(
    document.people.flatMap((person) => person.absences.map((range) => ({ person, range }))),
    ({ person, range }) =>
      [
        person.personnelNumber,
        range.absenceKey,
        range.from,
        range.to,
        range.lastWorkdayBefore,
        `${range.firstShare}/${range.lastShare}`,
      ].join('|'),
    () => 1,
  );
  for (const [key, { value, line }] of ranges.entries()) {
    if ((expected.get(key) ?? 0) !== value)
      issues.push({ line, message: `Absence ${key.replaceAll('|', ' ')} is not in the data` });
  }
  for (const [key] of expected) {
    if (!ranges.get(key))
      issues.push({
        line: 0,
        message: `Absence ${key.replaceAll('|', ' ')} of the data is missing from the file`,
      });
  }
}
