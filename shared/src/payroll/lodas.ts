/**
 * DATEV LODAS ASCII import (payroll.md 2.7, byte for byte): `[Allgemein]` declaring the separators and the date
 * format, record type 10 `u_lod_bwd_buchung_standard` with one data line per (person, Lohnart,
 * Bearbeitungsschlüssel, Kostenstelle), and record type 20, the Fehlzeiten (absence ranges with their reason
 * code), in the table the settings choose: Stammdaten `u_lod_psd_fehlzeiten` (2.7's variant, with
 * `StammdatenGueltigAb`) or Bewegungsdaten `u_lod_bwd_fehlzeiten`. Returns text with CRLF; payroll-files.ts
 * encodes it.
 */
import type { PayrollDocument } from './payroll-document';
import type { TPayrollSettings } from './payroll-settings';
import { sanitizeField } from './cp1252';
import { crlfLines, formatDate, formatHundredths, monthParts } from './payroll-format';

export const lodasRecord =
  '10;u_lod_bwd_buchung_standard;pnr#bwd;abrechnung_zeitraum#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;kostenstelle#bwd;';

/** The Fehlzeiten record of each table (payroll.md 2.6): PNR, from, to, reason code. */
export const lodasAbsenceRecord = {
  stammdaten:
    '20;u_lod_psd_fehlzeiten;pnr#psd;datum_von_ttmmjjjj#psd;datum_bis_ttmmjjjj#psd;grund_fehlzeiten#psd;',
  bewegungsdaten:
    '20;u_lod_bwd_fehlzeiten;pnr#bwd;datum_von_ttmmjjjj#bwd;datum_bis_ttmmjjjj#bwd;grund_fehlzeiten#bwd;',
} as const;

export function writeLodas(
  doc: PayrollDocument,
  absences: TPayrollSettings['lodasAbsences'] = 'stammdaten',
): string {
  const { year, month } = monthParts(doc.header.month);
  // abrechnung_zeitraum is always the first of the payroll month (payroll.md 2.8).
  const period = formatDate(`${year}-${month}-01`);
  const movements = (person: PayrollDocument['people'][number]) =>
    person.lines.map((line) => {
      const fields = [
        '10',
        String(person.personnelNumber),
        period,
        line.lohnart,
        line.processingKey,
        formatHundredths(line.value),
        sanitizeField(line.costCentre),
      ];
      return `${fields.join(';')};`;
    });
  // The dates in the declared Datumsformat (TT.MM.JJJJ), as the example's `11.05.2026` [U].
  const fehlzeiten = (person: PayrollDocument['people'][number]) =>
    absences === 'none'
      ? []
      : person.absences.map(
          (range) =>
            `20;${person.personnelNumber};${formatDate(range.from)};${formatDate(range.to)};${sanitizeField(range.absenceKey)};`,
        );
  const withAbsences = doc.people.some((person) => fehlzeiten(person).length > 0);
  const inStammdaten = withAbsences && absences === 'stammdaten';
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
    // Master data take effect from the payroll month (payroll.md 2.7, [U]).
    ...(inStammdaten ? [`StammdatenGueltigAb=${period}`] : []),
    '',
    `* Bewegungsdaten ${month}/${year}`,
    '[Satzbeschreibung]',
    lodasRecord,
    ...(withAbsences && absences !== 'none' ? [lodasAbsenceRecord[absences]] : []),
    '',
  ];
  if (inStammdaten) lines.push('[Stammdaten]', ...doc.people.flatMap(fehlzeiten), '');
  lines.push('[Bewegungsdaten]');
  for (const person of doc.people) {
    lines.push(...movements(person));
    if (!inStammdaten) lines.push(...fehlzeiten(person));
  }
  return crlfLines(lines);
}
