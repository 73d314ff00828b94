import { describe, expect, it } from 'vitest';
import { concat, cp1252, fileOf, lodasExample, pbd2lodasFile, scenarioDocument } from './fixtures';
import { describeIssues, validatePayrollFile, type PayrollValidation } from './index';

const lodas = (lines: readonly string[], expected = false) =>
  validatePayrollFile(fileOf(lines), {
    system: 'lodas',
    ...(expected ? { expected: scenarioDocument() } : {}),
  });

/** The example with line `number` (1-based) replaced, or removed when `text` is null. */
function withLine(number: number, text: string | null): string[] {
  const lines: string[] = [...lodasExample];
  if (text === null) lines.splice(number - 1, 1);
  else lines[number - 1] = text;
  return lines;
}

function expectIssue(validation: PayrollValidation, line: number, message: RegExp): void {
  expect(validation.ok, describeIssues(validation)).toBe(false);
  expect(validation.issues, describeIssues(validation)).toContainEqual({
    line,
    message: expect.stringMatching(message) as unknown,
  });
}

describe('LODAS validation', () => {
  it('passes the worked example of payroll.md 2.7, with its totals', () => {
    const validation = lodas(lodasExample, true);
    expect(describeIssues(validation)).toBe('');
    expect(validation).toEqual({ ok: true, issues: [], records: 8 });
  });

  it('passes a real file of another tool (pbd2lodas): JJJJ-MM-TT dates, Stammdaten records, notes, several blocks', () => {
    const validation = validatePayrollFile(fileOf(pbd2lodasFile), { system: 'lodas', lenient: true });
    expect(describeIssues(validation)).toBe('');
    expect(validation.records).toBe(20);
  });

  it('holds that foreign file to our own conventions when not lenient', () => {
    const validation = validatePayrollFile(fileOf(pbd2lodasFile), { system: 'lodas' });
    expectIssue(validation, 30, /Record 20 has 9 separators.*10 expected/);
    expectIssue(validation, 54, /bs_wert_butab: "2,5" is not a number .* exactly 2 decimals/);
  });

  it('refuses LF line ends and a byte order mark, naming the line', () => {
    expectIssue(validatePayrollFile(fileOf(lodasExample, '\n'), { system: 'lodas' }), 1, /LF only/);
    const mixed = concat(
      fileOf(lodasExample.slice(0, 16)),
      cp1252('10;101;01.05.2026;1000;1;130,50;4711;\n'),
      fileOf(lodasExample.slice(17)),
    );
    const validation = validatePayrollFile(mixed, { system: 'lodas' });
    expect(validation.issues).toEqual([{ line: 17, message: 'Line ends with LF only (CRLF expected)' }]);
    const bom = validatePayrollFile(concat(Uint8Array.of(0xef, 0xbb, 0xbf), fileOf(lodasExample)), {
      system: 'lodas',
    });
    expect(bom.issues).toEqual([{ line: 1, message: 'The file starts with a UTF-8 byte order mark' }]);
    expectIssue(
      validatePayrollFile(cp1252(`${lodasExample.join('\r\n')}`), { system: 'lodas' }),
      24,
      /does not end with CRLF/,
    );
  });

  it('refuses a missing section and sections out of order', () => {
    expectIssue(lodas(withLine(13, null)), 15, /\[Satzbeschreibung\] is missing/);
    const noData = lodasExample.slice(0, 15);
    expectIssue(lodas(noData), 15, /No \[Bewegungsdaten\] or \[Stammdaten\]/);
    const swapped = [...lodasExample.slice(12, 14), ...lodasExample.slice(0, 12), ...lodasExample.slice(14)];
    const validation = lodas(swapped);
    expectIssue(validation, 1, /must begin with \[Allgemein\]/);
    expectIssue(validation, 3, /\[Allgemein\] must be the first section/);
  });

  it('refuses a field too many, a value with a dot, a personnel number above 99999', () => {
    expectIssue(
      lodas(withLine(17, '10;101;01.05.2026;1000;1;130,50;4711;X;')),
      17,
      /Record 10 has 8 separators.*7 expected/,
    );
    expectIssue(
      lodas(withLine(17, '10;101;01.05.2026;1000;1;130.50;4711;')),
      17,
      /"130\.50" is not a number with "," as decimal sign/,
    );
    expectIssue(
      lodas(withLine(17, '10;100000;01.05.2026;1000;1;130,50;4711;')),
      17,
      /pnr "100000" must be a number from 1 to 99999/,
    );
    expectIssue(
      lodas(withLine(17, '10;101;02.05.2026;1000;1;130,50;4711;')),
      17,
      /not the first day of a month/,
    );
    expectIssue(lodas(withLine(17, '10;101;01.05.2026;10000;1;130,50;4711;')), 17, /la_eigene "10000"/);
    expectIssue(
      lodas(withLine(17, '10;101;01.05.2026;1000;1;130,50;123456789;')),
      17,
      /kostenstelle "123456789" is longer than 8/,
    );
    expectIssue(
      lodas(withLine(17, '11;101;01.05.2026;1000;1;130,50;4711;')),
      17,
      /Record number "11" is not declared/,
    );
    expectIssue(lodas(withLine(17, '# 101')), 17, /Record number "# 101"/);
  });

  it('accepts negative corrections and blank lines between blocks', () => {
    const validation = lodas([...lodasExample, '', '10;101;01.05.2026;1000;1;-2,50;4711;']);
    expect(describeIssues(validation)).toBe('');
  });

  it('refuses header numbers outside DATEV ranges and a missing Ziel', () => {
    expectIssue(lodas(withLine(4, 'BeraterNr=999')), 4, /BeraterNr=999: must be digits from 1000 to 9999999/);
    expectIssue(lodas(withLine(5, 'MandantenNr=100000')), 5, /MandantenNr=100000/);
    expectIssue(lodas(withLine(2, null)), 1, /\[Allgemein\] lacks Ziel/);
  });

  it('names totals that differ from the document, and a different month or client', () => {
    expectIssue(
      lodas(withLine(17, '10;101;01.05.2026;1000;1;130,00;4711;'), true),
      17,
      /pnr 101, Lohnart 1000, bs_nr 1: the file says 130,00, the data 130,50/,
    );
    expectIssue(
      lodas(withLine(24, null), true),
      0,
      /pnr 102, Lohnart \(none\), bs_nr 72: 3,00 in the data, missing from the file/,
    );
    expectIssue(
      lodas(withLine(5, 'MandantenNr=12346'), true),
      5,
      /MandantenNr is 12346, the data says 12345/,
    );
    const april = lodasExample.map((line) => line.replace('01.05.2026', '01.04.2026'));
    expectIssue(lodas(april, true), 17, /in 2026-04, the data's month is 2026-05/);
  });

  it('reads Fehlzeiten records (payroll.md 2.7 variant) and holds them to the data where the file declares them', () => {
    // The example with the sick period as a Fehlzeit in [Stammdaten]; the data's reason code for it is 3010.
    const withFehlzeit = (record: string) => [
      ...lodasExample.slice(0, 10),
      'StammdatenGueltigAb=01.05.2026',
      ...lodasExample.slice(10, 14),
      '20;u_lod_psd_fehlzeiten;pnr#psd;datum_von_ttmmjjjj#psd;datum_bis_ttmmjjjj#psd;grund_fehlzeiten#psd;',
      '',
      '[Stammdaten]',
      record,
      ...lodasExample.slice(14),
    ];
    const document = scenarioDocument();
    const check = (lines: readonly string[]) =>
      validatePayrollFile(fileOf(lines), { system: 'lodas', expected: document });
    // Without a declared Fehlzeiten record the example sends none, and that is no finding.
    expect(describeIssues(check(lodasExample))).toBe('');
    // Person 101's leave is in the data as well: here it is missing from the file.
    const sickOnly = check(withFehlzeit('20;102;11.05.2026;13.05.2026;3010;'));
    expect(describeIssues(sickOnly)).toBe(
      'line 0: Fehlzeit of pnr 101 2026-05-04 to 2026-05-05, reason 3001 is missing\n' +
        'line 0: Fehlzeit of pnr 102 2026-05-22 to 2026-05-22, reason 3001 is missing',
    );
    expectIssue(
      check(withFehlzeit('20;102;11.05.2026;14.05.2026;3010;')),
      19,
      /2026-05-14, reason 3010 is not in the data/,
    );
    expectIssue(check(withFehlzeit('20;102;13.05.2026;11.05.2026;3010;')), 19, /is after datum_bis_ttmmjjjj/);
    expectIssue(check(withFehlzeit('20;102;2026-05-11;13.05.2026;3010;')), 19, /"2026-05-11" is not a date/);
    expectIssue(
      check(withFehlzeit('20;102;11.05.2026;13.05.2026;K;')),
      19,
      /grund_fehlzeiten "K" must be a number/,
    );
    const quiet = { ...document, people: document.people.map((person) => ({ ...person, absences: [] })) };
    expectIssue(
      validatePayrollFile(fileOf(withFehlzeit('20;102;11.05.2026;13.05.2026;3010;')), {
        system: 'lodas',
        expected: quiet,
      }),
      19,
      /Fehlzeit of pnr 102 2026-05-11 to 2026-05-13, reason 3010 is not in the data/,
    );
  });
});
