import { describe, expect, it } from 'vitest';
import { ZSageTemplate } from '../payroll/payroll-settings';
import { fileOf, sageAbsenceExample, sageExample, scenarioDocument } from './fixtures';
import { describeIssues, validatePayrollFile, type PayrollValidation } from './index';

const expected = scenarioDocument('sage');
const movements = (lines: readonly string[], withExpected = false) =>
  validatePayrollFile(fileOf(lines), { system: 'sage', ...(withExpected ? { expected } : {}) });
const absences = (lines: readonly string[], withExpected = false) =>
  validatePayrollFile(fileOf(lines), {
    system: 'sage',
    role: 'absences',
    ...(withExpected ? { expected } : {}),
  });

function withLine(lines: readonly string[], number: number, text: string | null): string[] {
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

describe('Sage validation', () => {
  it('passes the worked example of payroll.md 4.1 (movements and absences), with its totals', () => {
    const moved = movements(sageExample, true);
    expect(describeIssues(moved)).toBe('');
    expect(moved.records).toBe(5);
    const absent = absences(sageAbsenceExample, true);
    expect(describeIssues(absent)).toBe('');
    expect(absent.records).toBe(3);
  });

  it("reads the template's separator, decimal sign, date format and columns", () => {
    const template = ZSageTemplate.parse({
      separator: '|',
      decimalSeparator: '.',
      dateFormat: 'YYYY-MM-DD',
      columns: ['personnelNumber', 'lohnart', 'date', 'quantity', 'amount', 'client', 'month', 'year'],
    });
    const lines = ['101|1000|2026-05-04|8.00||12345|5|2026', '101|2500|||50.00|12345|5|2026'];
    expect(describeIssues(validatePayrollFile(fileOf(lines), { system: 'sage', sage: template }))).toBe('');
    const comma = validatePayrollFile(fileOf(['101|1000|04.05.2026|8,00||12345|5|2026']), {
      system: 'sage',
      sage: template,
    });
    expectIssue(comma, 1, /Datum "04\.05\.2026" is not a date in YYYY-MM-DD/);
    expectIssue(comma, 1, /Menge: "8,00" is not a number with "\." as decimal sign/);
  });

  it('refuses a wrong column count, a wrong month, a number with a dot, a date outside the month', () => {
    expectIssue(
      movements(withLine(sageExample, 2, '12345;5;2026;101;2500;;4711;;;;50,00;;')),
      2,
      /13 fields, the template has 14 columns/,
    );
    expectIssue(
      movements(withLine(sageExample, 1, '12345;13;2026;101;1000;;4711;;;130,50;;;;')),
      1,
      /Monat "13" is not a month/,
    );
    expectIssue(
      movements(withLine(sageExample, 1, '12345;5;2026;101;1000;;4711;;;130.50;;;;')),
      1,
      /Menge: "130\.50"/,
    );
    expectIssue(
      movements(withLine(sageExample, 1, '12345;5;2026;101;1000;01.06.2026;4711;;;130,50;;;;')),
      1,
      /outside the month/,
    );
    expectIssue(
      movements(withLine(sageExample, 2, '12345;4;2026;101;2500;;4711;;;;50,00;;;')),
      2,
      /differs from the first line's \(one client and month a file\)/,
    );
  });

  it('refuses an absence line of the wrong shape', () => {
    expectIssue(
      absences(
        withLine(sageAbsenceExample, 1, '12345;5;2026;101;3001;04.05.2026;30.04.2026;05.05.2026;N;;1'),
      ),
      1,
      /11 fields, an absence line has 12/,
    );
    expectIssue(
      absences(
        withLine(sageAbsenceExample, 1, '12345;5;2026;101;3001;06.05.2026;30.04.2026;05.05.2026;N;;1;1'),
      ),
      1,
      /Beginn 06\.05\.2026 is after Ende/,
    );
    expectIssue(
      absences(
        withLine(sageAbsenceExample, 1, '12345;5;2026;101;3001;31.04.2026;30.04.2026;05.05.2026;N;;1;1'),
      ),
      1,
      /Beginn "31\.04\.2026" is not a date/,
    );
  });

  it('names totals and absences that differ from the document', () => {
    expectIssue(
      movements(withLine(sageExample, 2, '12345;5;2026;101;2500;;4711;;;;55,00;;;'), true),
      2,
      /Betrag of Personalnummer 101, Lohnart 2500: the file says 55,00, the data 50,00/,
    );
    expectIssue(
      movements(withLine(sageExample, 5, null), true),
      0,
      /Menge of Personalnummer 102, Lohnart 1651: 24,00 in the data, missing/,
    );
    expectIssue(
      absences(
        withLine(sageAbsenceExample, 3, '12345;5;2026;102;3010;11.05.2026;08.05.2026;12.05.2026;N;;1;1'),
        true,
      ),
      3,
      /Absence 102 3010 2026-05-11 2026-05-12 .* is not in the data/,
    );
    expectIssue(
      absences(sageAbsenceExample.slice(0, 2), true),
      0,
      /Absence 102 3010 .* missing from the file/,
    );
    expectIssue(
      movements(
        sageExample.map((line) => line.replace('12345;', '12346;')),
        true,
      ),
      1,
      /Mandant 12346 \/ 2026-05, the data says 12345/,
    );
  });
});
