import { describe, expect, it } from 'vitest';
import { describeIssues, validatePayrollFile } from '../payroll-validator/index';
import { encodeCp1252 } from './cp1252';
import { golden } from './golden/read-golden';
import { scenarioDocument } from './golden/scenario';
import { writeLug, writeLugFormatIni } from './lug';
import { writePayrollFiles } from './payroll-files';
import { lugFields, ZPayrollSettings } from './payroll-settings';

const settings = ZPayrollSettings.parse({
  system: 'lug',
  consultantNumber: '1234567',
  clientNumber: '12345',
  version: 1,
});

describe('DATEV Lohn und Gehalt file', () => {
  it('is byte for byte the worked example of payroll.md 3.4', () => {
    const { files } = writePayrollFiles(scenarioDocument('lug'), settings);
    expect(files.map((file) => file.fileName)).toEqual(['LuG_1234567_12345_202605.txt']);
    expect(files[0]?.bytes).toEqual(golden('LuG_1234567_12345_202605.txt'));
  });

  it('has eleven fields on every data line and follows the configured field order', () => {
    const order = [...lugFields].reverse();
    const lines = writeLug(scenarioDocument('lug'), order).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('1234567;12345;05/2026');
    for (const line of lines.slice(1)) expect(line.split(';')).toHaveLength(11);
    expect(lines[1]).toBe(';4711;;;130,50;;;1000;;;101');
    expect(lines[3]).toBe(';;;;;1,00;8,00;;U;04;101');
  });

  it('writes half days as 0,50 in Tagesanzahl and the credited hours in Stundenanzahl', () => {
    const doc = scenarioDocument('lug');
    const day = doc.people[0]?.calendar[0];
    if (day) Object.assign(day, { days: 50, hours: 375 });
    expect(writeLug(doc)).toContain('101;04;U;;3,75;0,50;;;;;\r\n');
  });

  it('writes only Tagesanzahl or only Stundenanzahl on calendar lines when the settings say so', () => {
    const doc = scenarioDocument('lug');
    const days = writeLug(doc, [...lugFields], 'days');
    expect(days).toContain('102;11;K;;;1,00;;;;;\r\n');
    expect(days).not.toContain('8,00');
    const hours = writeLug(doc, [...lugFields], 'hours');
    expect(hours).toContain('102;11;K;;8,00;;;;;;\r\n');
    for (const text of [days, hours]) {
      const validation = validatePayrollFile(encodeCp1252(text).bytes, { system: 'lug', expected: doc });
      expect(validation.ok, describeIssues(validation)).toBe(true);
    }
  });

  it('is read back by the validator with the hours of the document, and a wrong hour is found', () => {
    const doc = scenarioDocument('lug');
    const bytes = encodeCp1252(writeLug(doc)).bytes;
    expect(validatePayrollFile(bytes, { system: 'lug', expected: doc }).ok).toBe(true);
    const day = doc.people[1]?.calendar[1];
    if (day) day.hours = 750;
    const validation = validatePayrollFile(bytes, { system: 'lug', expected: doc });
    expect(describeIssues(validation)).toContain('Stundenanzahl of Personalnummer 102, day 11');
  });

  it('describes the field order in the Formatbeschreibung, umlauts in cp1252', () => {
    const ini = writeLugFormatIni([...lugFields]);
    expect(ini.split('\r\n')).toEqual([
      '[Allgemein]',
      'Feldanzahl=11',
      'Feldtrennzeichen=Strichpunkt',
      'Satztrennzeichen=Enter/Return',
      'Anderes Trennzeichen=',
      'Zahlenkomma=,',
      'Datumstrennzeichen=/',
      '',
      '[Feldinhalt]',
      'Feld1=Personalnummer',
      'Feld2=Kalendertag',
      'Feld3=Ausfallschlüssel',
      'Feld4=Lohnartennummer',
      'Feld5=Stundenanzahl',
      'Feld6=Tagesanzahl',
      'Feld7=Wert',
      'Feld8=Abweichender Faktor',
      'Feld9=Abweichende Lohnveränderung',
      'Feld10=Kostenstellennummer',
      'Feld11=Kostenträger',
      '',
    ]);
    expect(writeLugFormatIni(['day', ...lugFields.filter((field) => field !== 'day')])).toContain(
      'Feld1=Kalendertag\r\nFeld2=Personalnummer\r\n',
    );
    const { bytes, replaced } = encodeCp1252(ini);
    expect(replaced).toBe(0);
    expect(bytes).toContain(0xfc);
  });
});
