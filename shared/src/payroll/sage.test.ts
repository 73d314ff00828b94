import { describe, expect, it } from 'vitest';
import { golden } from './golden/read-golden';
import { scenarioDocument } from './golden/scenario';
import { writePayrollFiles } from './payroll-files';
import { ZPayrollSettings, ZSageTemplate } from './payroll-settings';
import { writeSage } from './sage';

const settings = ZPayrollSettings.parse({
  system: 'sage',
  consultantNumber: '1234567',
  clientNumber: '12345',
  version: 1,
});

describe('Sage files', () => {
  it('are byte for byte the worked example of payroll.md 4.1 (variant A): movements and Fehltage', () => {
    const { files } = writePayrollFiles(scenarioDocument('sage'), settings);
    expect(files.map((file) => [file.fileName, file.role])).toEqual([
      ['SAGE_12345_202605.txt', 'movements'],
      ['SAGE_12345_202605_Fehltage.txt', 'absences'],
    ]);
    expect(files[0]?.bytes).toEqual(golden('SAGE_12345_202605.txt'));
    expect(files[1]?.bytes).toEqual(golden('SAGE_12345_202605_Fehltage.txt'));
  });

  it('writes no Fehltage file for a month without absences', () => {
    const document = scenarioDocument('sage');
    const quiet = { ...document, people: document.people.map((person) => ({ ...person, absences: [] })) };
    const { files } = writePayrollFiles(quiet, settings);
    expect(files.map((file) => file.fileName)).toEqual(['SAGE_12345_202605.txt']);
  });

  it('follows the template: separator, decimal point, date format, columns, no absence file', () => {
    const template = ZSageTemplate.parse({
      separator: '|',
      decimalSeparator: '.',
      dateFormat: 'YYYY-MM-DD',
      columns: ['personnelNumber', 'lohnart', 'quantity', 'amount'],
      absenceFile: false,
    });
    const { movements, absences } = writeSage(scenarioDocument('sage'), template);
    expect(movements.split('\r\n').slice(0, 2)).toEqual(['101|1000|130.50|', '101|2500||50.00']);
    expect(absences).toBeNull();
    const withAbsences = writeSage(scenarioDocument('sage'), { ...template, absenceFile: true });
    expect(withAbsences.absences).toContain(
      '12345|5|2026|101|3001|2026-05-04|2026-04-30|2026-05-05|N||1|1\r\n',
    );
  });

  it('writes half first and last days as 0,5 and keeps UTF-8 without a BOM when the template says so', () => {
    const doc = scenarioDocument('sage');
    const range = doc.people[1]?.absences[1];
    if (range) range.lastShare = 50;
    const person = doc.people[0];
    if (person) person.lines = [{ ...person.lines[0], costCentre: 'Zoë Łódź' } as (typeof person.lines)[0]];
    const utf8 = ZPayrollSettings.parse({ ...settings, sage: { encoding: 'utf-8' } });
    const { files, replaced } = writePayrollFiles(doc, utf8);
    const text = new TextDecoder('utf-8').decode(files[0]?.bytes);
    expect(text.startsWith('12345;5;2026;101;1000;;Zoë Łódź;')).toBe(true);
    expect(replaced).toBe(0);
    expect(new TextDecoder().decode(files[1]?.bytes)).toContain(';13.05.2026;N;;1;0,5\r\n');
  });
});
