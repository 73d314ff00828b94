import { describe, expect, it } from 'vitest';
import { lugFields } from '../payroll/payroll-settings';
import { fileOf, lugExample, scenarioDocument } from './fixtures';
import { describeIssues, validatePayrollFile, type PayrollValidation } from './index';

const lug = (
  lines: readonly string[],
  options: { expected?: boolean; fieldOrder?: readonly string[] } = {},
) =>
  validatePayrollFile(fileOf(lines), {
    system: 'lug',
    ...(options.expected ? { expected: scenarioDocument('lug') } : {}),
    ...(options.fieldOrder ? { lugFieldOrder: options.fieldOrder } : {}),
  });

function withLine(number: number, text: string | null, lines: readonly string[] = lugExample): string[] {
  const copy = [...lines];
  if (text === null) copy.splice(number - 1, 1);
  else copy[number - 1] = text;
  return copy;
}

function expectIssue(validation: PayrollValidation, line: number, message: RegExp): void {
  expect(validation.ok, describeIssues(validation)).toBe(false);
  expect(validation.issues, describeIssues(validation)).toContainEqual({
    line,
    message: expect.stringMatching(message) as unknown,
  });
}

describe('LuG validation', () => {
  it('passes the worked example of payroll.md 3.4, with its totals and calendar days', () => {
    const validation = lug(lugExample, { expected: true });
    expect(describeIssues(validation)).toBe('');
    expect(validation.records).toBe(10);
  });

  it('reads the lines in the configured field order', () => {
    // The Kanzlei put Kostenstelle second: every data line moves its field 10 to position 2.
    const order = [
      'personnelNumber',
      'costCentre',
      ...lugFields.filter((f) => f !== 'personnelNumber' && f !== 'costCentre'),
    ];
    const moved = lugExample.map((line, index) => {
      if (index === 0) return line;
      const fields = line.split(';');
      const [pnr = '', ...rest] = fields;
      const costCentre = rest.splice(8, 1)[0] ?? '';
      return [pnr, costCentre, ...rest].join(';');
    });
    expect(describeIssues(lug(moved, { expected: true, fieldOrder: order }))).toBe('');
    expect(lug(moved).ok).toBe(false);
  });

  it('refuses a header that is not Berater;Mandant;MM/JJJJ', () => {
    expectIssue(lug(withLine(1, '1234567;12345;5/2026')), 1, /not Berater;Mandant;MM\/JJJJ/);
    expectIssue(lug(withLine(1, '1234567;12345;05/2026;')), 1, /not Berater;Mandant;MM\/JJJJ/);
    expectIssue(lug(withLine(1, '999;12345;05/2026')), 1, /not Berater/);
  });

  it('refuses a Kalendertag the month does not have, and a field too many', () => {
    const april = withLine(1, '1234567;12345;04/2026');
    expectIssue(
      lug(withLine(4, '101;31;U;;;1,00;;;;;', april)),
      4,
      /Kalendertag 31 does not exist in 04\/2026/,
    );
    expect(lug(withLine(4, '101;30;U;;;1,00;;;;;', april)).ok).toBe(true);
    expectIssue(lug(withLine(2, '101;;;1000;;;130,50;;;4711;;')), 2, /12 fields, a LuG line has 11/);
  });

  it('refuses lines that mix the monthly and the calendar shape', () => {
    // A Kalendertag on a Lohnart + Wert line.
    expectIssue(lug(withLine(2, '101;04;;1000;;;130,50;;;4711;')), 2, /needs an Ausfallschlüssel/);
    expectIssue(lug(withLine(2, '101;04;;1000;;;130,50;;;4711;')), 2, /Wert belongs to monthly lines/);
    // Days on a monthly line.
    expectIssue(lug(withLine(2, '101;;;1000;;1,00;130,50;;;4711;')), 2, /belong to calendar lines/);
    expectIssue(lug(withLine(2, '101;;;;;;130,50;;;4711;')), 2, /A monthly line needs a Lohnart/);
    expectIssue(
      lug(withLine(2, '101;;;6000;;;130,50;;;4711;')),
      2,
      /Lohnart "6000" must be 1 to 5999 or 9000 to 9999/,
    );
    expectIssue(lug(withLine(4, '101;04;U;;;;;;;;')), 4, /needs Stundenanzahl or Tagesanzahl/);
  });

  it('refuses more than 24 hours or 1 day on one day of a person', () => {
    expectIssue(lug(withLine(4, '101;04;U;;24,50;;;;;;')), 4, /Stundenanzahl 24,50 is above 24,00/);
    const twice = [...lugExample, '101;04;K;;;0,50;;;;;'];
    expectIssue(lug(twice), 12, /Personalnummer 101, day 4: 1,50 days in all, above 1,00/);
    const hours = [...lugExample.slice(0, 4), '101;04;K;;16,00;;;;;;', '101;04;U;;9,00;;;;;;'];
    expectIssue(lug(hours), 6, /day 4: 25,00 hours in all/);
  });

  it('refuses numbers with a dot', () => {
    expectIssue(lug(withLine(2, '101;;;1000;;;130.50;;;4711;')), 2, /Wert: "130\.50" is not a number/);
  });

  it('names totals and calendar days that differ from the document', () => {
    expectIssue(
      lug(withLine(2, '101;;;1000;;;130,00;;;4711;'), { expected: true }),
      2,
      /Personalnummer 101, Lohnart 1000: the file says 130,00, the data 130,50/,
    );
    expectIssue(
      lug(withLine(5, null), { expected: true }),
      0,
      /Tagesanzahl of Personalnummer 101, day 5, Ausfallschlüssel U: 1,00 in the data, missing/,
    );
    // Sick pay hours the calendar does not cover are a monthly line LuG must carry.
    const document = scenarioDocument('lug');
    const uncovered = {
      ...document,
      people: document.people.map((p) => ({
        ...p,
        lines: p.lines.map((l) => ({ ...l, coveredByCalendar: false })),
      })),
    };
    const full = validatePayrollFile(fileOf(lugExample), { system: 'lug', expected: uncovered });
    expectIssue(full, 0, /Lohnart 1651: 24,00 in the data, missing from the file/);
  });
});
