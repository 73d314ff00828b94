import { describe, expect, it } from 'vitest';
import { describeIssues, validatePayrollFile } from '../payroll-validator/index';
import { encodeCp1252 } from './cp1252';
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

  it('writes the sick period as a Fehlzeit in [Stammdaten], declared as record 20 and valid from the month', () => {
    const lines = writeLodas(scenarioDocument('lodas')).split('\r\n');
    expect(lines).toContain('StammdatenGueltigAb=01.05.2026');
    expect(lines).toContain(
      '20;u_lod_psd_fehlzeiten;pnr#psd;datum_von_ttmmjjjj#psd;datum_bis_ttmmjjjj#psd;grund_fehlzeiten#psd;',
    );
    const stammdaten = lines.indexOf('[Stammdaten]');
    expect(lines.slice(stammdaten, stammdaten + 3)).toEqual([
      '[Stammdaten]',
      '20;102;11.05.2026;13.05.2026;103;',
      '',
    ]);
    expect(stammdaten).toBeLessThan(lines.indexOf('[Bewegungsdaten]'));
  });

  it('writes the Fehlzeiten as Bewegungsdaten when the settings say so, and none when they say none', () => {
    const doc = scenarioDocument('lodas');
    const moving = writeLodas(doc, 'bewegungsdaten');
    expect(moving).not.toContain('[Stammdaten]');
    expect(moving).not.toContain('StammdatenGueltigAb');
    expect(moving).toContain(
      '20;u_lod_bwd_fehlzeiten;pnr#bwd;datum_von_ttmmjjjj#bwd;datum_bis_ttmmjjjj#bwd;grund_fehlzeiten#bwd;\r\n',
    );
    // After the person's bookings, in the one data section.
    expect(moving).toContain('10;102;01.05.2026;1651;72;3,00;;\r\n20;102;11.05.2026;13.05.2026;103;\r\n');
    const none = writeLodas(doc, 'none');
    expect(none).not.toContain('fehlzeiten');
    expect(none).not.toMatch(/^20;/m);
    for (const text of [moving, writeLodas(doc)]) {
      const validation = validatePayrollFile(encodeCp1252(text).bytes, { system: 'lodas', expected: doc });
      expect(validation.ok, describeIssues(validation)).toBe(true);
    }
    const validation = validatePayrollFile(encodeCp1252(none).bytes, {
      system: 'lodas',
      expected: { ...doc, people: doc.people.map((person) => ({ ...person, absences: [] })) },
    });
    expect(validation.ok, describeIssues(validation)).toBe(true);
  });

  it('declares no Fehlzeiten record in a month without absences', () => {
    const doc = scenarioDocument('lodas');
    const quiet = { ...doc, people: doc.people.map((person) => ({ ...person, absences: [] })) };
    const text = writeLodas(quiet);
    expect(text).not.toContain('fehlzeiten');
    expect(text).not.toContain('StammdatenGueltigAb');
    expect(text).not.toContain('[Stammdaten]');
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
