/**
 * DATEV Lohn und Gehalt (payroll.md section 3): the header `Berater;Mandant;MM/JJJJ`, then lines of exactly
 * eleven fields in the Formatbeschreibung's order. A monthly line is Lohnart + Wert; a calendar line is one day
 * of the header month with an Ausfallschlüssel and hours and/or days; never both shapes on one line.
 */
import type { PayrollDocument } from '../payroll/payroll-document';
import { lugFields } from '../payroll/payroll-settings';
import type { PayrollIssue } from './issues';
import type { FileLine } from './read-lines';
import { compareTotals, sameNumber, sumBy, Totals } from './totals';
import { daysInMonth, formatHundredths, parseHundredths, type NumberRules } from './values';

export interface LugOptions {
  lenient: boolean;
  fieldOrder: readonly string[];
  expected?: PayrollDocument;
}

const headerPattern = /^(\d{4,7});(\d{1,5});(0[1-9]|1[0-2])\/(\d{4})$/;

function isLohnart(text: string): boolean {
  if (!/^\d{1,4}$/.test(text)) return false;
  const number = Number(text);
  return (number >= 1 && number <= 5999) || (number >= 9000 && number <= 9999);
}

interface CalendarEntry {
  pnr: string;
  day: number;
  key: string;
  days: number | null;
  hours: number | null;
  line: number;
}

export function checkLug(lines: readonly FileLine[], options: LugOptions, issues: PayrollIssue[]): number {
  const order = options.fieldOrder;
  if (order.length !== lugFields.length || lugFields.some((field) => !order.includes(field))) {
    issues.push({
      line: 0,
      message: `The LuG field order must name each of the ${lugFields.length} fields once`,
    });
    return 0;
  }
  const [first, ...data] = lines;
  const header = first ? headerPattern.exec(first.text) : null;
  if (!header) {
    issues.push({ line: 1, message: `The first line "${first?.text ?? ''}" is not Berater;Mandant;MM/JJJJ` });
  }
  const [, consultant = '', client = '', monthText = '01', yearText = '2000'] = header ?? [];
  if (header && Number(consultant) < 1000)
    issues.push({ line: 1, message: `Beraternummer ${consultant} is below 1000` });
  if (header && Number(client) < 1) issues.push({ line: 1, message: 'Mandantennummer must be at least 1' });
  const lastDay = daysInMonth(Number(yearText), Number(monthText));

  const numberRules = (integerDigits: number, negative: boolean): NumberRules => ({
    decimalSeparator: ',',
    integerDigits,
    lenient: options.lenient,
    negative,
  });
  const monthly = new Totals();
  const calendar: CalendarEntry[] = [];
  const perDay = new Map<string, { hours: number; days: number; line: number }>();

  for (const line of data) {
    const values = line.text.split(';');
    if (values.length !== lugFields.length) {
      issues.push({
        line: line.number,
        message: `${values.length} fields, a LuG line has ${lugFields.length} (10 separators)`,
      });
      continue;
    }
    const field = (name: (typeof lugFields)[number]) => values[order.indexOf(name)] ?? '';
    const problems: string[] = [];
    const number = (name: string, text: string, digits: number, negative: boolean) => {
      if (text === '') return null;
      const parsed = parseHundredths(text, numberRules(digits, negative));
      if (typeof parsed === 'string') {
        problems.push(`${name}: ${parsed}`);
        return null;
      }
      return parsed;
    };
    const pnr = field('personnelNumber');
    if (!/^\d{1,5}$/.test(pnr) || Number(pnr) < 1)
      problems.push(`Personalnummer "${pnr}" must be a number from 1 to 99999`);
    const dayText = field('day');
    const key = field('absenceKey');
    const lohnart = field('lohnart');
    const hours = number('Stundenanzahl', field('hours'), 2, false);
    const days = number('Tagesanzahl', field('days'), 1, false);
    const value = number('Wert', field('value'), 7, true);
    for (const [name, text] of [
      ['Abweichender Faktor', field('factor')],
      ['Abweichende Lohnveränderung', field('wageChange')],
    ] as const) {
      if (text !== '' && !/^-?\d{1,9}(,\d{1,4})?$/.test(text))
        problems.push(`${name} "${text}" is not a decimal number with ","`);
    }
    for (const [name, text] of [
      ['Kostenstelle', field('costCentre')],
      ['Kostenträger', field('costUnit')],
    ] as const) {
      if (text.length > 8) problems.push(`${name} "${text}" is longer than 8 characters`);
    }
    if (lohnart !== '' && !isLohnart(lohnart))
      problems.push(`Lohnart "${lohnart}" must be 1 to 5999 or 9000 to 9999`);

    if (dayText !== '' || key !== '') {
      // A calendar line (Kalendarium): one day of the header month.
      let day: number | null = null;
      if (!/^\d{1,2}$/.test(dayText)) problems.push(`A calendar line needs a Kalendertag (got "${dayText}")`);
      else if (Number(dayText) < 1 || Number(dayText) > lastDay) {
        problems.push(`Kalendertag ${dayText} does not exist in ${monthText}/${yearText}`);
      } else day = Number(dayText);
      if (!/^[A-Za-z0-9ÄÖÜäöü]{1,3}$/.test(key))
        problems.push(`A calendar line needs an Ausfallschlüssel (got "${key}")`);
      if (field('value') !== '') problems.push('Wert belongs to monthly lines, not to a calendar line');
      if (field('hours') === '' && field('days') === '')
        problems.push('A calendar line needs Stundenanzahl or Tagesanzahl');
      if (hours !== null && hours > 2400)
        problems.push(`Stundenanzahl ${formatHundredths(hours)} is above 24,00`);
      if (days !== null && days > 100) problems.push(`Tagesanzahl ${formatHundredths(days)} is above 1,00`);
      if (day !== null && problems.length === 0) {
        calendar.push({ pnr: String(Number(pnr)), day, key, days, hours, line: line.number });
        const sum = perDay.get(`${Number(pnr)}|${day}`) ?? { hours: 0, days: 0, line: line.number };
        perDay.set(`${Number(pnr)}|${day}`, {
          hours: sum.hours + (hours ?? 0),
          days: sum.days + (days ?? 0),
          line: line.number,
        });
      }
    } else {
      if (field('hours') !== '' || field('days') !== '') {
        problems.push(
          'Stundenanzahl and Tagesanzahl belong to calendar lines (with Kalendertag and Ausfallschlüssel)',
        );
      }
      if (lohnart === '') problems.push('A monthly line needs a Lohnart');
      if (field('value') === '') problems.push('A monthly line needs a Wert');
      if (problems.length === 0 && value !== null)
        monthly.add(`${Number(pnr)}|${lohnart}`, value, line.number);
    }
    for (const problem of problems) issues.push({ line: line.number, message: problem });
  }
  for (const [key, sum] of perDay) {
    const [pnr, day] = key.split('|');
    if (sum.hours > 2400)
      issues.push({
        line: sum.line,
        message: `Personalnummer ${pnr}, day ${day}: ${formatHundredths(sum.hours)} hours in all, above 24,00`,
      });
    if (sum.days > 100)
      issues.push({
        line: sum.line,
        message: `Personalnummer ${pnr}, day ${day}: ${formatHundredths(sum.days)} days in all, above 1,00`,
      });
  }
  if (options.expected && header) {
    compareWithDocument(
      options.expected,
      { consultant, client, month: `${yearText}-${monthText}` },
      monthly,
      calendar,
      issues,
    );
  }
  return data.length;
}

function compareWithDocument(
  document: PayrollDocument,
  header: { consultant: string; client: string; month: string },
  monthly: Totals,
  calendar: CalendarEntry[],
  issues: PayrollIssue[],
): void {
  if (!sameNumber(header.consultant, document.header.consultantNumber)) {
    issues.push({
      line: 1,
      message: `Beraternummer is ${header.consultant}, the data says ${document.header.consultantNumber}`,
    });
  }
  if (!sameNumber(header.client, document.header.clientNumber)) {
    issues.push({
      line: 1,
      message: `Mandantennummer is ${header.client}, the data says ${document.header.clientNumber}`,
    });
  }
  if (header.month !== document.header.month) {
    issues.push({
      line: 1,
      message: `The header month is ${header.month}, the data's month is ${document.header.month}`,
    });
  }
  // Lines without a Lohnart (LODAS day counters) and absence lines the calendar covers have no monthly line in
  // LuG: their days are the calendar's (payroll.md 3.4).
  const lines = document.people.flatMap((person) => person.lines.map((line) => ({ person, line })));
  const expectedMonthly = sumBy(
    lines,
    ({ person, line }) =>
      line.lohnart === '' || line.coveredByCalendar ? null : `${person.personnelNumber}|${line.lohnart}`,
    ({ line }) => line.value,
  );
  compareTotals(
    monthly,
    expectedMonthly,
    (key) => {
      const [pnr, lohnart] = key.split('|');
      return `Total of Personalnummer ${pnr}, Lohnart ${lohnart}`;
    },
    issues,
  );
  const days = document.people.flatMap((person) => person.calendar.map((day) => ({ person, day })));
  const calendarKey = (pnr: number | string, day: number, key: string) => `${pnr}|${day}|${key}`;
  const expectedDays = sumBy(
    days,
    ({ person, day }) => calendarKey(person.personnelNumber, Number(day.date.slice(8, 10)), day.absenceKey),
    ({ day }) => day.days,
  );
  const fileDays = new Totals();
  // Every calendar day of the data must have its line; Tagesanzahl may be left out where Stundenanzahl is
  // given (payroll.md 3.4's hours variant), and then only the line's presence is checked here.
  for (const entry of calendar) {
    const key = calendarKey(entry.pnr, entry.day, entry.key);
    fileDays.add(key, entry.days ?? expectedDays.get(key) ?? 0, entry.line);
  }
  compareTotals(
    fileDays,
    expectedDays,
    (key) => {
      const [pnr, day, absenceKey] = key.split('|');
      return `Tagesanzahl of Personalnummer ${pnr}, day ${day}, Ausfallschlüssel ${absenceKey}`;
    },
    issues,
  );
  // Hours are optional on a calendar line ([U] in payroll.md 3.4); where written they must be the data's.
  const expectedHours = sumBy(
    days,
    ({ person, day }) => calendarKey(person.personnelNumber, Number(day.date.slice(8, 10)), day.absenceKey),
    ({ day }) => day.hours,
  );
  for (const entry of calendar) {
    if (entry.hours === null) continue;
    const wanted = expectedHours.get(calendarKey(entry.pnr, entry.day, entry.key)) ?? 0;
    if (entry.hours !== wanted) {
      issues.push({
        line: entry.line,
        message: `Stundenanzahl of Personalnummer ${entry.pnr}, day ${entry.day}: the file says ${formatHundredths(entry.hours)}, the data ${formatHundredths(wanted)}`,
      });
    }
  }
}
