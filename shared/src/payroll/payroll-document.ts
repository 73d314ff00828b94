/**
 * What a payroll file says, before it is written in one system's layout: the header and, per person, the monthly
 * lines (Lohnart + value), the calendar days of absences (LuG's Kalendarium) and the absence ranges (Sage's
 * Fehltage, LODAS's Fehlzeiten). `payroll-figures.ts` derives it from the confirmed time data; the writers
 * (`lodas.ts`, `lug.ts`, `sage.ts`) lay it out; the validator (`payroll-validator/`) reads the files back and
 * checks them against it.
 *
 * Values are hundredths (integers): 130,50 hours is 13050, 50,00 EUR is 5000, a half day 50. Hours are summed in
 * minutes first and rounded once per line, so a file's figures are reproducible to the cent.
 */
import type { TPayrollSystem } from './payroll-settings';

export type PayrollValueKind = 'hours' | 'days' | 'amount';

export interface PayrollHeader {
  system: TPayrollSystem;
  consultantNumber: string;
  clientNumber: string;
  /** The payroll month `YYYY-MM` (the calculation date's month). */
  month: string;
  /** The days exported, inside the month (`YYYY-MM-DD`, both inclusive). */
  range: { start: string; end: string };
}

/** A monthly line: one per (person, Lohnart, processing key, cost centre), zero values left out. */
export interface PayrollLine {
  lohnart: string;
  /** LODAS `bs_nr`; Sage and LuG ignore it. */
  processingKey: string;
  kind: PayrollValueKind;
  /** Hundredths of hours, days or euros; may be negative (a correction below zero). */
  value: number;
  costCentre: string;
  /** Where it came from, for docs and the log: a wage type's or a rate's caption. */
  source: { type: 'wageType' | 'rate'; id: string; caption: string };
  /**
   * An absence line (leave, sick, ...) whose every day is also in the person's `calendar`: LuG's Kalendarium
   * carries those days, so the LuG writer does not send the line again (payroll.md 3.4). LODAS and Sage keep it.
   */
  coveredByCalendar?: boolean;
}

/** An absence day of the Kalendarium (LuG): a working day (target above zero) with an approved absence. */
export interface PayrollCalendarDay {
  date: string;
  absenceKey: string;
  absenceTypeId: string;
  /** Hundredths of a day: 100 a whole day, 50 a half day. */
  days: number;
  /** Hundredths of hours credited for the absence that day. */
  hours: number;
}

/** An absence as a range of consecutive working days with one key (Sage's Fehltage file, LODAS's Fehlzeiten). */
export interface PayrollAbsenceRange {
  absenceKey: string;
  from: string;
  to: string;
  /** The last working day before `from` (target above zero), searched back up to 31 days; `from` - 1 if none. */
  lastWorkdayBefore: string;
  /** Hundredths of the first and last day (100 whole, 50 half). */
  firstShare: number;
  lastShare: number;
}

export interface PayrollPerson {
  userId: string;
  name: string;
  personnelNumber: number;
  /** The person's default cost centre (hours without a cost unit). */
  costCentre: string;
  lines: PayrollLine[];
  calendar: PayrollCalendarDay[];
  absences: PayrollAbsenceRange[];
}

/** A finding for the task log (never silently dropped): unconfirmed days, people without a personnel number, ... */
export interface PayrollWarning {
  key:
    | 'payroll.warning.unconfirmedDays'
    | 'payroll.warning.noPersonnelNumber'
    | 'payroll.warning.duplicatePersonnelNumber'
    | 'payroll.warning.noLohnart'
    | 'payroll.warning.noAbsenceKey'
    | 'payroll.warning.wageTypeNotExported'
    | 'payroll.warning.costCentreTooLong'
    | 'payroll.warning.charactersReplaced';
  params: Record<string, string | number>;
}

export interface PayrollDocument {
  header: PayrollHeader;
  /** Ordered by personnel number. */
  people: PayrollPerson[];
}

/** A written file: its name and its bytes (Windows-1252 unless the Sage template says UTF-8). */
export interface PayrollFile {
  fileName: string;
  role: 'movements' | 'absences';
  bytes: Uint8Array;
}
