/**
 * DATEV Lohn und Gehalt, ASCII import of Bewegungsdaten (payroll.md 3): the header `Berater;Mandant;MM/JJJJ`,
 * then per person its monthly lines (Lohnart + Wert) and its Kalendarium (one line per absence day with the
 * Ausfallschlüssel, Stundenanzahl and Tagesanzahl), each line exactly eleven fields in the field order the Kanzlei set up from
 * `writeLugFormatIni`. Returns text with CRLF; payroll-files.ts encodes it.
 */
import type { PayrollDocument, PayrollLine } from './payroll-document';
import { lugFields, type TPayrollSettings } from './payroll-settings';
import { sanitizeField } from './cp1252';
import { crlfLines, formatHundredths, monthParts } from './payroll-format';

type TLugField = (typeof lugFields)[number];
type LugRecord = Partial<Record<TLugField, string>>;

/** The German labels of the Formatbeschreibung (payroll.md 3.1). */
export const lugFieldLabels: Record<TLugField, string> = {
  personnelNumber: 'Personalnummer',
  day: 'Kalendertag',
  absenceKey: 'Ausfallschlüssel',
  lohnart: 'Lohnartennummer',
  hours: 'Stundenanzahl',
  days: 'Tagesanzahl',
  value: 'Wert',
  factor: 'Abweichender Faktor',
  wageChange: 'Abweichende Lohnveränderung',
  costCentre: 'Kostenstellennummer',
  costUnit: 'Kostenträger',
};

/**
 * Whether a line is a LuG monthly line: it needs a Lohnart (the LODAS day counters 71/72 have none), and an
 * absence the Kalendarium already carries day by day is not sent twice (payroll.md 3.4 has no EFZ hours line).
 */
export function isLugMonthlyLine(line: PayrollLine): boolean {
  return line.lohnart !== '' && line.coveredByCalendar !== true;
}

function recordLine(record: LugRecord, fieldOrder: readonly TLugField[]): string {
  return fieldOrder.map((field) => record[field] ?? '').join(';');
}

export function writeLug(
  doc: PayrollDocument,
  fieldOrder: TPayrollSettings['lugFieldOrder'] = [...lugFields],
  calendarValues: TPayrollSettings['lugCalendar'] = 'both',
): string {
  const { year, month } = monthParts(doc.header.month);
  const lines = [
    `${sanitizeField(doc.header.consultantNumber)};${sanitizeField(doc.header.clientNumber)};${month}/${year}`,
  ];
  for (const person of doc.people) {
    const personnelNumber = String(person.personnelNumber);
    for (const line of person.lines.filter(isLugMonthlyLine)) {
      lines.push(
        recordLine(
          {
            personnelNumber,
            lohnart: line.lohnart,
            value: formatHundredths(line.value),
            costCentre: sanitizeField(line.costCentre),
          },
          fieldOrder,
        ),
      );
    }
    for (const day of person.calendar) {
      // Stundenanzahl (the hours credited that day) and Tagesanzahl, as payroll.md 3.4's hours variant allows;
      // whether the Mandant's LuG wants both, or one of them, is its setup [U]: the settings choose.
      lines.push(
        recordLine(
          {
            personnelNumber,
            day: day.date.slice(8, 10),
            absenceKey: sanitizeField(day.absenceKey),
            ...(calendarValues !== 'days' ? { hours: formatHundredths(day.hours) } : {}),
            ...(calendarValues !== 'hours' ? { days: formatHundredths(day.days) } : {}),
          },
          fieldOrder,
        ),
      );
    }
  }
  return crlfLines(lines);
}

/** The Formatbeschreibung (payroll.md 3.1) the Kanzlei imports once, its eleven fields in the configured order. */
export function writeLugFormatIni(fieldOrder: TPayrollSettings['lugFieldOrder'] = [...lugFields]): string {
  return crlfLines([
    '[Allgemein]',
    `Feldanzahl=${fieldOrder.length}`,
    'Feldtrennzeichen=Strichpunkt',
    'Satztrennzeichen=Enter/Return',
    'Anderes Trennzeichen=',
    'Zahlenkomma=,',
    'Datumstrennzeichen=/',
    '',
    '[Feldinhalt]',
    ...fieldOrder.map((field, index) => `Feld${index + 1}=${lugFieldLabels[field]}`),
  ]);
}
