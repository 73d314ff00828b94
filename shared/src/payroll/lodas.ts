/**
 * DATEV LODAS ASCII import, Bewegungsdaten only (payroll.md 2.7, byte for byte): `[Allgemein]` declaring the
 * separators and the date format, one record type 10 `u_lod_bwd_buchung_standard`, and one data line per
 * (person, Lohnart, Bearbeitungsschlüssel, Kostenstelle). Returns text with CRLF; payroll-files.ts encodes it.
 */
import type { PayrollDocument } from './payroll-document';
import { sanitizeField } from './cp1252';
import { crlfLines, formatDate, formatHundredths, monthParts } from './payroll-format';

export const lodasRecord =
  '10;u_lod_bwd_buchung_standard;pnr#bwd;abrechnung_zeitraum#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;kostenstelle#bwd;';

export function writeLodas(doc: PayrollDocument): string {
  const { year, month } = monthParts(doc.header.month);
  // abrechnung_zeitraum is always the first of the payroll month (payroll.md 2.8).
  const period = formatDate(`${year}-${month}-01`);
  const lines = [
    '[Allgemein]',
    'Ziel=LODAS',
    'Version_SST=1.0',
    `BeraterNr=${sanitizeField(doc.header.consultantNumber)}`,
    `MandantenNr=${sanitizeField(doc.header.clientNumber)}`,
    'Feldtrennzeichen=;',
    'Zahlenkomma=,',
    'Datumsformat=TT.MM.JJJJ',
    'Stringbegrenzer="',
    'Kommentarzeichen=*',
    '',
    `* Bewegungsdaten ${month}/${year}`,
    '[Satzbeschreibung]',
    lodasRecord,
    '',
    '[Bewegungsdaten]',
  ];
  for (const person of doc.people) {
    for (const line of person.lines) {
      const fields = [
        '10',
        String(person.personnelNumber),
        period,
        line.lohnart,
        line.processingKey,
        formatHundredths(line.value),
        sanitizeField(line.costCentre),
      ];
      lines.push(`${fields.join(';')};`);
    }
  }
  return crlfLines(lines);
}
