/**
 * Test fixtures typed from ../formats/payroll.md (worked examples 2.7, 3.4, 4.1) and one foreign LODAS file,
 * plus the payroll document of the worked scenario. Encoded here (Windows-1252, CRLF) by a small encoder of
 * its own, so that the validator is never checked with the writers' code.
 */
import type { PayrollDocument, PayrollLine, PayrollPerson } from '../payroll/payroll-document';

/** Windows-1252's characters at 0x80-0x9F (undefined positions left out). */
const cp1252High: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

export function cp1252(text: string): Uint8Array {
  return Uint8Array.from([...text], (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
    const high = cp1252High[char];
    if (high === undefined) throw new Error(`"${char}" is not in Windows-1252`);
    return high;
  });
}

/** The lines as a file: Windows-1252 and CRLF after every line unless told otherwise. */
export function fileOf(lines: readonly string[], eol = '\r\n'): Uint8Array {
  return cp1252(lines.map((line) => `${line}${eol}`).join(''));
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** payroll.md 2.7: `LODAS_1234567_12345_202605.txt`. */
export const lodasExample = [
  '[Allgemein]',
  'Ziel=LODAS',
  'Version_SST=1.0',
  'BeraterNr=1234567',
  'MandantenNr=12345',
  'Feldtrennzeichen=;',
  'Zahlenkomma=,',
  'Datumsformat=TT.MM.JJJJ',
  'Stringbegrenzer="',
  'Kommentarzeichen=*',
  '',
  '* Bewegungsdaten 05/2026',
  '[Satzbeschreibung]',
  '10;u_lod_bwd_buchung_standard;pnr#bwd;abrechnung_zeitraum#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;kostenstelle#bwd;',
  '',
  '[Bewegungsdaten]',
  '10;101;01.05.2026;1000;1;130,50;4711;',
  '10;101;01.05.2026;;71;2,00;;',
  '10;101;01.05.2026;2500;2;50,00;4711;',
  '10;102;01.05.2026;1000;1;112,00;4712;',
  '10;102;01.05.2026;;71;1,00;;',
  '10;102;01.05.2026;2500;2;50,00;4712;',
  '10;102;01.05.2026;1651;1;24,00;4712;',
  '10;102;01.05.2026;;72;3,00;;',
] as const;

/** payroll.md 3.4: `LuG_1234567_12345_202605.txt`. */
export const lugExample = [
  '1234567;12345;05/2026',
  '101;;;1000;;;130,50;;;4711;',
  '101;;;2500;;;50,00;;;4711;',
  '101;04;U;;;1,00;;;;;',
  '101;05;U;;;1,00;;;;;',
  '102;;;1000;;;112,00;;;4712;',
  '102;;;2500;;;50,00;;;4712;',
  '102;22;U;;;1,00;;;;;',
  '102;11;K;;;1,00;;;;;',
  '102;12;K;;;1,00;;;;;',
  '102;13;K;;;1,00;;;;;',
] as const;

/** payroll.md 4.1: `SAGE_12345_202605.txt`. */
export const sageExample = [
  '12345;5;2026;101;1000;;4711;;;130,50;;;;',
  '12345;5;2026;101;2500;;4711;;;;50,00;;;',
  '12345;5;2026;102;1000;;4712;;;112,00;;;;',
  '12345;5;2026;102;2500;;4712;;;;50,00;;;',
  '12345;5;2026;102;1651;;4712;;;24,00;;;;',
] as const;

/** payroll.md 4.1: `SAGE_12345_202605_Fehltage.txt`; `<Krank-Code>` there is a placeholder, 3010 here. */
export const sageAbsenceExample = [
  '12345;5;2026;101;3001;04.05.2026;30.04.2026;05.05.2026;N;;1;1',
  '12345;5;2026;102;3001;22.05.2026;21.05.2026;22.05.2026;N;;1;1',
  '12345;5;2026;102;3010;11.05.2026;08.05.2026;13.05.2026;N;;1;1',
] as const;

/**
 * MaliziaGrimm/pbd2lodas `daten/201908_10102_228198_lodas_siko.txt` (a file its README says LODAS 10.8 imports),
 * as stored in the public index: other Datumsformat (JJJJ-MM-TT), `'` as Stringbegrenzer, Stammdaten records
 * 20-28, a `[Hinweisdaten]` section, several `[Bewegungsdaten]` blocks, values with one or no decimals and
 * record 20 without its trailing `;`. Re-encoded here as Windows-1252 with CRLF.
 */
export const pbd2lodasFile = [
  '[Allgemein]',
  'Ziel=LODAS',
  'Version_SST=1.0',
  'BeraterNr=228198',
  'MandantenNr=10102',
  'Datumsformat=JJJJ-MM-TT',
  "Stringbegrenzer='",
  '',
  '* LEGENDE:',
  '* Datei erzeugt mit Tool pbd2lodas',
  '* AP: Andreé Rosenkranz; andree@rosenkranz.one',
  '',
  '* Satzbeschreibungen zur Übergabe von Bewegungsdaten für Mitarbeiter',
  '[Satzbeschreibung]',
  '',
  '10;u_lod_bwd_buchung_standard;abrechnung_zeitraum#bwd;pnr#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;kostenstelle#bwd;',
  '20;u_lod_psd_beschaeftigung;pnr#psd;eintrittdatum#psd;austrittdatum#psd;arbeitsverhaeltnis#psd;schriftl_befristung#psd;datum_urspr_befr#psd;abschl_befr_arbvertr#psd;verl_befr_arbvertr#psd;befr_gr_2_monate#psd;',
  '21;u_lod_psd_mitarbeiter;pnr#psd;duevo_familienname#psd;duevo_vorname#psd;adresse_strassenname#psd;adresse_strasse_nr#psd;adresse_ort#psd;adresse_plz#psd;staatsangehoerigkeit#psd;geburtsdatum_ttmmjj#psd;geschlecht#psd;familienstand#psd;sozialversicherung_nr#psd;adresse_anschriftenzusatz#psd;gebort#psd;',
  '22;u_lod_psd_taetigkeit;pnr#psd;berufsbezeichnung#psd;persgrs#psd;schulabschluss#psd;ausbildungsabschluss#psd;stammkostenstelle#psd;',
  '23;u_lod_psd_arbeitszeit_regelm;pnr#psd;az_wtl_indiv#psd;',
  '24;u_lod_psd_steuer;pnr#psd;identifikationsnummer#psd;els_2_haupt_ag_kz#psd;st_klasse#psd;kfb_anzahl#psd;faktor#psd;',
  '25;u_lod_psd_sozialversicherung;pnr#psd;kz_zuschl_pv_kinderlose#psd;kv_bgrs#psd;rv_bgrs#psd;av_bgrs#psd;pv_bgrs#psd;',
  '26;u_lod_psd_ma_bank;pnr#psd;ma_bank_zahlungsart#psd;ma_iban#psd;',
  '27;u_lod_psd_festbezuege;pnr#psd;festbez_id#psd;lohnart_nr#psd;betrag#psd;',
  '28;u_lod_psd_lohn_gehalt_bezuege;pnr#psd;std_lohn_1#psd;',
  '',
  '',
  '',
  '[Stammdaten]',
  '20;998;2019-08-01;;;;;;;',
  "21;998;'Mustername';'Mustervorname';'Musterstrasse';'99';'Musterleipzig';04177;000;1966-09-10;1;;;;Geburtsort;",
  '22;998;Aushilfe;109;2;2;998;',
  '23;998;20,00;',
  '24;998;;1;;;;',
  '25;998;2;6;5;0;0;',
  '26;998;5;DE47120965970002469510;',
  '27;998;1;51;2500,00;',
  '[Hinweisdaten]',
  'Hinweis: PNR: 998 Krankenkasse: AOK Sachsen Staatsangehörigkeit: deutsch',
  'Hinweis: PNR: 998 Geburtsland: Geburtsland Steuerklasse ',
  ' Text aus der Erfassung: weitere Angaben in der dPA',
  '',
  '* Stunden zur Abrechnung von Mitarbeitern',
  '[Bewegungsdaten]',
  '10;2019-08-01;2;706;1;40,00;;',
  '',
  '* Stunden zur Abrechnung von Mitarbeitern',
  '[Bewegungsdaten]',
  '10;2019-08-01;3;772;1;8,00;;',
  '10;2019-08-01;3;774;1;8,00;;',
  '',
  '* Stunden zur Abrechnung von Mitarbeitern',
  '[Bewegungsdaten]',
  '10;2019-08-01;6;702;1;2,5;;',
  '10;2019-08-01;6;774;1;2,5;998;',
  '10;2019-08-01;6;777;1;12,00;998;',
  '',
  '* Beträge zur Abrechnung von Mitarbeitern',
  '[Bewegungsdaten]',
  '',
  '10;2019-08-01;3;864;2;250,00;;',
  '',
  '* Beträge zur Abrechnung von Mitarbeitern',
  '[Bewegungsdaten]',
  '',
  '10;2019-08-01;2;864;2;200,00;;',
  '',
  '* Beträge zur Abrechnung von Mitarbeitern',
  '[Bewegungsdaten]',
  '',
  '10;2019-08-01;2;100;2;100;;',
  '10;2019-08-01;2;781;2;15;;',
  '10;2019-08-01;2;782;2;15;;',
  '10;2019-08-01;2;864;2;120;;',
] as const;

const source = { type: 'wageType', id: 'wt', caption: 'fixture' } as const;

function line(
  lohnart: string,
  processingKey: string,
  kind: PayrollLine['kind'],
  value: number,
  costCentre: string,
): PayrollLine {
  return { lohnart, processingKey, kind, value, costCentre, source };
}

function calendarDay(date: string, absenceKey: string) {
  return { date, absenceKey, absenceTypeId: absenceKey, days: 100, hours: 800 };
}

function person(personnelNumber: number, costCentre: string, rest: Partial<PayrollPerson>): PayrollPerson {
  return {
    userId: `user-${personnelNumber}`,
    name: `Person ${personnelNumber}`,
    personnelNumber,
    costCentre,
    lines: [],
    calendar: [],
    absences: [],
    ...rest,
  };
}

/**
 * The scenario of payroll.md 2.7 as a payroll document (values in hundredths): the lines of the LODAS example;
 * the sick pay hours (1651) are covered by the K days of the calendar, so LuG (3.4) leaves them out.
 */
export function scenarioDocument(system: PayrollDocument['header']['system'] = 'lodas'): PayrollDocument {
  return {
    header: {
      system,
      consultantNumber: '1234567',
      clientNumber: '12345',
      month: '2026-05',
      range: { start: '2026-05-01', end: '2026-05-31' },
    },
    people: [
      person(101, '4711', {
        lines: [
          line('1000', '1', 'hours', 13050, '4711'),
          line('', '71', 'days', 200, ''),
          line('2500', '2', 'amount', 5000, '4711'),
        ],
        calendar: [calendarDay('2026-05-04', 'U'), calendarDay('2026-05-05', 'U')],
        absences: [
          {
            absenceKey: '3001',
            from: '2026-05-04',
            to: '2026-05-05',
            lastWorkdayBefore: '2026-04-30',
            firstShare: 100,
            lastShare: 100,
          },
        ],
      }),
      person(102, '4712', {
        lines: [
          line('1000', '1', 'hours', 11200, '4712'),
          line('', '71', 'days', 100, ''),
          line('2500', '2', 'amount', 5000, '4712'),
          { ...line('1651', '1', 'hours', 2400, '4712'), coveredByCalendar: true },
          line('', '72', 'days', 300, ''),
        ],
        calendar: [
          calendarDay('2026-05-22', 'U'),
          calendarDay('2026-05-11', 'K'),
          calendarDay('2026-05-12', 'K'),
          calendarDay('2026-05-13', 'K'),
        ],
        absences: [
          {
            absenceKey: '3001',
            from: '2026-05-22',
            to: '2026-05-22',
            lastWorkdayBefore: '2026-05-21',
            firstShare: 100,
            lastShare: 100,
          },
          {
            absenceKey: '3010',
            from: '2026-05-11',
            to: '2026-05-13',
            lastWorkdayBefore: '2026-05-08',
            firstShare: 100,
            lastShare: 100,
          },
        ],
      }),
    ],
  };
}
