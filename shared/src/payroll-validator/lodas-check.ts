/**
 * DATEV LODAS (payroll.md section 2): `[Allgemein]`, `[Satzbeschreibung]`, then data sections whose lines begin
 * with a declared record number and carry exactly the declared fields. Whatever the file declares (separator,
 * decimal sign, date format, comment sign, text qualifier, record types) is what its lines are read with.
 * Fehlzeiten records (`u_lod_psd_fehlzeiten` / `u_lod_bwd_fehlzeiten`, payroll.md 2.6) carry a date range in the
 * declared Datumsformat and a numeric reason code; with the data they must be its absence ranges.
 */
import type { PayrollDocument } from '../payroll/payroll-document';
import type { PayrollIssue } from './issues';
import type { FileLine } from './read-lines';
import { compareTotals, sameNumber, sumBy, Totals } from './totals';
import { dateParser, isoDate, parseHundredths, splitFields, type PlainDateParts } from './values';

const dataSections = new Set(['Bewegungsdaten', 'Stammdaten', 'Entfernen']);
/** Free text (the name differs between sources, payroll.md 2.1): not checked line by line. */
const noteSections = new Set(['Hinweisdaten', 'Hinweistext']);

interface RecordType {
  number: string;
  table: string;
  fields: string[];
}

interface Header {
  keys: Map<string, { value: string; line: number }>;
  separator: string;
  decimalSeparator: ',' | '.';
  quote: string | undefined;
  comment: string;
  parseDate: (text: string) => PlainDateParts | null;
  companyNumbers: boolean;
}

export interface LodasOptions {
  lenient: boolean;
  expected?: PayrollDocument;
}

function readHeader(keys: Header['keys'], headerLine: number, issues: PayrollIssue[]): Header {
  const value = (key: string) => keys.get(key)?.value;
  const lineOf = (key: string) => keys.get(key)?.line ?? headerLine;
  const require = (key: string, valid: (text: string) => boolean, rule: string) => {
    const text = value(key);
    if (text === undefined) issues.push({ line: headerLine, message: `[Allgemein] lacks ${key}` });
    else if (!valid(text)) issues.push({ line: lineOf(key), message: `${key}=${text}: ${rule}` });
  };
  const inRange = (digits: RegExp, min: number, max: number) => (text: string) =>
    digits.test(text) && Number(text) >= min && Number(text) <= max;
  require('Ziel', (text) => text === 'LODAS', 'must be LODAS');
  require('BeraterNr', inRange(/^\d{4,7}$/, 1000, 9_999_999), 'must be digits from 1000 to 9999999');
  require('MandantenNr', inRange(/^\d{1,5}$/, 1, 99_999), 'must be digits from 1 to 99999');

  const separator = value('Feldtrennzeichen') ?? ';';
  if (separator.length !== 1) {
    issues.push({
      line: lineOf('Feldtrennzeichen'),
      message: `Feldtrennzeichen "${separator}" must be one character`,
    });
  }
  const comma = value('Zahlenkomma') ?? ',';
  if (comma !== ',' && comma !== '.') {
    issues.push({ line: lineOf('Zahlenkomma'), message: `Zahlenkomma "${comma}" must be "," or "."` });
  }
  const format = value('Datumsformat') ?? 'TT.MM.JJJJ';
  const parseDate = dateParser(format);
  if (!parseDate) {
    issues.push({ line: lineOf('Datumsformat'), message: `Datumsformat "${format}" is not a date format` });
  }
  const quote = value('Stringbegrenzer');
  const comment = value('Kommentarzeichen') ?? '*';
  const validFrom = value('StammdatenGueltigAb');
  if (validFrom !== undefined && parseDate && !parseDate(validFrom)) {
    issues.push({
      line: lineOf('StammdatenGueltigAb'),
      message: `StammdatenGueltigAb "${validFrom}" is not a date in ${format}`,
    });
  }
  return {
    keys,
    separator: separator.length === 1 ? separator : ';',
    decimalSeparator: comma === '.' ? '.' : ',',
    quote: quote ? quote : undefined,
    comment: comment || '*',
    parseDate: parseDate ?? (() => null),
    companyNumbers: value('BetrieblichePNrVerwenden')?.toLowerCase() === 'ja',
  };
}

function readRecordType(line: FileLine, header: Header, issues: PayrollIssue[]): RecordType | null {
  const parts = line.text.split(header.separator);
  if (parts.at(-1) === '') parts.pop();
  const [number = '', table = '', ...fields] = parts;
  const problems: string[] = [];
  if (!/^\d+$/.test(number)) problems.push(`record number "${number}" is not a number`);
  if (!/^u_lod_(bwd|psd)_\w+$/.test(table))
    problems.push(`"${table}" is not a LODAS table (u_lod_bwd_* or u_lod_psd_*)`);
  if (fields.length === 0) problems.push('declares no fields');
  for (const field of fields) {
    if (!/^\w+#(bwd|psd)$/.test(field)) problems.push(`field "${field}" is not <name>#bwd or <name>#psd`);
  }
  if (problems.length > 0) {
    issues.push({ line: line.number, message: `Satzbeschreibung: ${problems.join('; ')}` });
    return null;
  }
  return { number, table, fields: fields.map((field) => field.replace(/#(bwd|psd)$/, '')) };
}

interface Booking {
  pnr: string;
  lohnart: string;
  key: string;
  value: number;
  line: number;
}

/** A Fehlzeit (`u_lod_psd_fehlzeiten` or `u_lod_bwd_fehlzeiten`, payroll.md 2.6): a date range and its reason. */
interface Fehlzeit {
  pnr: string;
  from: string;
  to: string;
  reason: string;
  line: number;
}

/** Checks one data line's values by their field names; returns a booking of `u_lod_bwd_buchung_standard`. */
function checkDataLine(
  line: FileLine,
  record: RecordType,
  values: string[],
  header: Header,
  options: LodasOptions,
  months: { month: string; line: number }[],
  fehlzeiten: Fehlzeit[],
  issues: PayrollIssue[],
): Booking | null {
  const problems: string[] = [];
  const field = (name: string) => {
    const index = record.fields.indexOf(name);
    return index < 0 ? undefined : (values[index] ?? '');
  };
  const pnr = field('pnr');
  if (pnr !== undefined && !header.companyNumbers) {
    if (!/^\d{1,5}$/.test(pnr) || Number(pnr) < 1)
      problems.push(`pnr "${pnr}" must be a number from 1 to 99999`);
  }
  const period = field('abrechnung_zeitraum');
  if (period !== undefined) {
    const date = header.parseDate(period);
    if (!date) problems.push(`abrechnung_zeitraum "${period}" is not a date in the declared Datumsformat`);
    else if (date.day !== 1) problems.push(`abrechnung_zeitraum "${period}" is not the first day of a month`);
    else months.push({ month: `${date.year}-${String(date.month).padStart(2, '0')}`, line: line.number });
  }
  const lohnart = field('la_eigene');
  if (lohnart !== undefined && lohnart !== '' && (!/^\d{1,4}$/.test(lohnart) || Number(lohnart) < 1)) {
    problems.push(`la_eigene "${lohnart}" must be empty or a number from 1 to 9999`);
  }
  const key = field('bs_nr');
  if (key !== undefined && !/^\d{1,3}$/.test(key)) problems.push(`bs_nr "${key}" must be a number`);
  const text = field('bs_wert_butab');
  let value: number | null = null;
  if (text !== undefined) {
    const parsed = parseHundredths(text, {
      decimalSeparator: header.decimalSeparator,
      integerDigits: 11,
      lenient: options.lenient,
      negative: true,
    });
    if (typeof parsed === 'string') problems.push(`bs_wert_butab: ${parsed}`);
    else value = parsed;
  }
  for (const name of ['kostenstelle', 'kostentraeger']) {
    const code = field(name);
    if (code !== undefined && code.length > 8) problems.push(`${name} "${code}" is longer than 8 characters`);
  }
  // Fehlzeiten: both dates in the declared Datumsformat, in order, and a numeric reason code (payroll.md 2.6).
  const dates = (['datum_von_ttmmjjjj', 'datum_bis_ttmmjjjj'] as const).map((name) => {
    const text = field(name);
    if (text === undefined) return undefined;
    const date = header.parseDate(text);
    if (!date) problems.push(`${name} "${text}" is not a date in the declared Datumsformat`);
    return date ? isoDate(date) : null;
  });
  const [from, to] = dates;
  if (from && to && from > to) problems.push(`datum_von_ttmmjjjj ${from} is after datum_bis_ttmmjjjj ${to}`);
  const reason = field('grund_fehlzeiten');
  if (reason !== undefined && !/^\d{1,4}$/.test(reason))
    problems.push(`grund_fehlzeiten "${reason}" must be a number (the Kanzlei's reason code)`);
  for (const problem of problems) issues.push({ line: line.number, message: problem });
  if (/_fehlzeiten$/.test(record.table) && pnr !== undefined && from && to && problems.length === 0)
    fehlzeiten.push({ pnr: String(Number(pnr)), from, to, reason: reason ?? '', line: line.number });
  if (record.table !== 'u_lod_bwd_buchung_standard' || pnr === undefined || value === null) return null;
  return { pnr: String(Number(pnr)), lohnart: lohnart ?? '', key: key ?? '', value, line: line.number };
}

function compareWithDocument(
  document: PayrollDocument,
  header: Header,
  bookings: Booking[],
  months: { month: string; line: number }[],
  fehlzeiten: Fehlzeit[] | null,
  issues: PayrollIssue[],
): void {
  for (const [key, expected] of [
    ['BeraterNr', document.header.consultantNumber],
    ['MandantenNr', document.header.clientNumber],
  ] as const) {
    const found = header.keys.get(key);
    if (found && !sameNumber(found.value, expected)) {
      issues.push({ line: found.line, message: `${key} is ${found.value}, the data says ${expected}` });
    }
  }
  for (const { month, line } of months) {
    if (month !== document.header.month) {
      issues.push({
        line,
        message: `abrechnung_zeitraum is in ${month}, the data's month is ${document.header.month}`,
      });
    }
  }
  const totals = new Totals();
  for (const booking of bookings)
    totals.add(`${booking.pnr}|${booking.lohnart}|${booking.key}`, booking.value, booking.line);
  const expected = sumBy(
    document.people.flatMap((person) => person.lines.map((line) => ({ person, line }))),
    ({ person, line }) => `${person.personnelNumber}|${line.lohnart}|${line.processingKey}`,
    ({ line }) => line.value,
  );
  compareTotals(
    totals,
    expected,
    (key) => {
      const [pnr, lohnart, bs] = key.split('|');
      return `Total of pnr ${pnr}, Lohnart ${lohnart || '(none)'}, bs_nr ${bs}`;
    },
    issues,
  );
  // A file that declares Fehlzeiten (they are optional, payroll.md 2.6) carries the data's absence ranges, each
  // once, inside the data's month.
  if (fehlzeiten === null) return;
  const rangeKey = (pnr: string | number, from: string, to: string, reason: string) =>
    `${pnr}|${from}|${to}|${reason}`;
  const wanted = new Set(
    document.people.flatMap((person) =>
      person.absences.map((range) =>
        rangeKey(person.personnelNumber, range.from, range.to, range.absenceKey),
      ),
    ),
  );
  const found = new Set<string>();
  for (const fehlzeit of fehlzeiten) {
    const key = rangeKey(fehlzeit.pnr, fehlzeit.from, fehlzeit.to, fehlzeit.reason);
    const described = `Fehlzeit of pnr ${fehlzeit.pnr} ${fehlzeit.from} to ${fehlzeit.to}, reason ${fehlzeit.reason}`;
    if (found.has(key)) issues.push({ line: fehlzeit.line, message: `${described} is there twice` });
    else if (!wanted.has(key))
      issues.push({ line: fehlzeit.line, message: `${described} is not in the data` });
    found.add(key);
    if (
      fehlzeit.from.slice(0, 7) !== document.header.month ||
      fehlzeit.to.slice(0, 7) !== document.header.month
    )
      issues.push({
        line: fehlzeit.line,
        message: `${described} is outside the month ${document.header.month}`,
      });
  }
  for (const key of wanted) {
    if (found.has(key)) continue;
    const [pnr, from, to, reason] = key.split('|');
    issues.push({ line: 0, message: `Fehlzeit of pnr ${pnr} ${from} to ${to}, reason ${reason} is missing` });
  }
}

export function checkLodas(
  lines: readonly FileLine[],
  options: LodasOptions,
  issues: PayrollIssue[],
): number {
  const sections: { name: string; line: number }[] = [];
  const keys: Header['keys'] = new Map();
  let header: Header | undefined;
  const records = new Map<string, RecordType>();
  const bookings: Booking[] = [];
  const fehlzeiten: Fehlzeit[] = [];
  const months: { month: string; line: number }[] = [];
  let dataLines = 0;
  const current = () => sections.at(-1)?.name;
  const ensureHeader = () => {
    header ??= readHeader(keys, sections.find((section) => section.name === 'Allgemein')?.line ?? 1, issues);
    return header;
  };

  for (const line of lines) {
    const text = line.text;
    const section = /^\[(.*)\]\s*$/.exec(text)?.[1];
    if (section !== undefined) {
      const position = sections.length;
      if (section === 'Allgemein' && position !== 0) {
        issues.push({ line: line.number, message: '[Allgemein] must be the first section, and only once' });
      } else if (section === 'Satzbeschreibung' && (position !== 1 || sections[0]?.name !== 'Allgemein')) {
        issues.push({
          line: line.number,
          message: '[Satzbeschreibung] must follow [Allgemein], and only once',
        });
      } else if (dataSections.has(section) || noteSections.has(section)) {
        if (!sections.some((seen) => seen.name === 'Satzbeschreibung')) {
          issues.push({ line: line.number, message: `[${section}] before [Satzbeschreibung]` });
        }
      } else if (section !== 'Allgemein' && section !== 'Satzbeschreibung') {
        issues.push({ line: line.number, message: `Unknown section [${section}]` });
      }
      if (position === 0 && section !== 'Allgemein') {
        issues.push({ line: line.number, message: 'The file must begin with [Allgemein]' });
      }
      if (current() === 'Allgemein') ensureHeader();
      sections.push({ name: section, line: line.number });
      continue;
    }
    const name = current();
    if (name !== undefined && noteSections.has(name)) continue;
    if (text.trim() === '') continue;
    const comment = header?.comment ?? keys.get('Kommentarzeichen')?.value ?? '*';
    if (text.startsWith(comment)) continue;
    if (name === undefined) {
      issues.push({ line: line.number, message: 'Text before the first section' });
    } else if (name === 'Allgemein') {
      const match = /^([^=]+)=(.*)$/.exec(text);
      if (!match)
        issues.push({ line: line.number, message: `Not a key=value line in [Allgemein]: "${text}"` });
      else if (keys.has(match[1] ?? ''))
        issues.push({ line: line.number, message: `${match[1]} is declared twice` });
      else keys.set(match[1] ?? '', { value: match[2] ?? '', line: line.number });
    } else if (name === 'Satzbeschreibung') {
      const record = readRecordType(line, ensureHeader(), issues);
      if (!record) continue;
      if (records.has(record.number)) {
        issues.push({ line: line.number, message: `Record number ${record.number} is declared twice` });
      } else {
        records.set(record.number, record);
      }
    } else if (dataSections.has(name)) {
      dataLines += 1;
      const own = ensureHeader();
      const [number = '', ...values] = splitFields(text, own.separator, own.quote);
      const record = records.get(number);
      if (!record) {
        issues.push({
          line: line.number,
          message: `Record number "${number}" is not declared in [Satzbeschreibung]`,
        });
        continue;
      }
      const declared = record.fields.length;
      const trailing = values.length === declared + 1 && values.at(-1) === '';
      if (!trailing && !(options.lenient && values.length === declared)) {
        const expectedSeparators = options.lenient ? `${declared} or ${declared + 1}` : String(declared + 1);
        issues.push({
          line: line.number,
          message: `Record ${number} has ${values.length} separators after the record number, ${expectedSeparators} expected (${declared} fields, each followed by "${own.separator}")`,
        });
        continue;
      }
      const booking = checkDataLine(line, record, values, own, options, months, fehlzeiten, issues);
      if (booking) bookings.push(booking);
    }
  }

  const names = sections.map((section) => section.name);
  const lastLine = lines.at(-1)?.number ?? 0;
  if (!names.includes('Allgemein')) issues.push({ line: 1, message: 'The section [Allgemein] is missing' });
  else ensureHeader();
  if (!names.includes('Satzbeschreibung')) {
    const instead = sections.find((section) => dataSections.has(section.name));
    issues.push({ line: instead?.line ?? lastLine, message: 'The section [Satzbeschreibung] is missing' });
  } else if (records.size === 0) {
    issues.push({
      line: sections.find((s) => s.name === 'Satzbeschreibung')?.line ?? 0,
      message: '[Satzbeschreibung] declares no record',
    });
  }
  if (!names.some((section) => section === 'Bewegungsdaten' || section === 'Stammdaten')) {
    issues.push({ line: lastLine, message: 'No [Bewegungsdaten] or [Stammdaten] section' });
  }
  const firstMonth = months[0];
  for (const { month, line } of months) {
    if (firstMonth && month !== firstMonth.month) {
      issues.push({
        line,
        message: `abrechnung_zeitraum in ${month}, but the file began with ${firstMonth.month} (one month a file)`,
      });
    }
  }
  const declaresFehlzeiten = [...records.values()].some((record) => /_fehlzeiten$/.test(record.table));
  if (options.expected && header)
    compareWithDocument(
      options.expected,
      header,
      bookings,
      months,
      declaresFehlzeiten ? fehlzeiten : null,
      issues,
    );
  return dataLines;
}
