import { describe, expect, it } from 'vitest';
import { golden } from './golden/read-golden';
import { scenarioDocument } from './golden/scenario';
import { writeLodas } from './lodas';
import { writePayrollFiles } from './payroll-files';
import { ZPayrollSettings } from './payroll-settings';

const settings = ZPayrollSettings.parse({
  system: 'lodas',
  consultantNumber: '1234567',
  clientNumber: '12345',
  version: 1,
});

describe('DATEV LODAS file', () => {
  it('is byte for byte the worked example of payroll.md 2.7 (cp1252, CRLF, no BOM)', () => {
    const { files, replaced } = writePayrollFiles(scenarioDocument('lodas'), settings);
    expect(files.map((file) => [file.fileName, file.role])).toEqual([
      ['LODAS_1234567_12345_202605.txt', 'movements'],
    ]);
    expect(files[0]?.bytes).toEqual(golden('LODAS_1234567_12345_202605.txt'));
    expect(replaced).toBe(0);
  });

  it('writes negative corrections with the minus in front and every line ends in CRLF', () => {
    const doc = scenarioDocument('lodas');
    const first = doc.people[0]?.lines[0];
    if (first) first.value = -350;
    const text = writeLodas(doc);
    expect(text).toContain('10;101;01.05.2026;1000;1;-3,50;4711;\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('never lets a cost centre break the line', () => {
    const doc = scenarioDocument('lodas');
    const first = doc.people[0]?.lines[0];
    if (first) first.costCentre = '47;1\r\n1';
    expect(writeLodas(doc)).toContain('10;101;01.05.2026;1000;1;130,50;4711;\r\n');
  });
});
