/**
 * The time data a payroll export reads, one person at a time: the valued days of the range (frozen when
 * confirmed) with what the payroll figures need of them. The worker builds it from the valuation
 * (functions/src/payroll/export-time-data.ts); `payrollPersonOf` (payroll-figures.ts) turns it into lines.
 */
import type { THourlyRate } from '../payroll-data/hourly-rate';
import type { TWageType } from '../payroll-data/wage-type';
import type { PayrollAbsenceRange, PayrollCalendarDay, PayrollLine } from './payroll-document';
import type { TPayrollSettings } from './payroll-settings';

export interface PayrollDayAbsence {
  absenceTypeId: string;
  /** The absence type's class (1 leave, 2 sick, 3 special leave, 20 short time, ...). */
  itemClass: number;
  half: boolean;
}

export interface PayrollDay {
  date: string;
  /** Tracked (a tracking mode other than None, on or after the tracking start). */
  tracked: boolean;
  /** Confirmed by a planner: only confirmed days are exported. */
  confirmed: boolean;
  /** Minutes. */
  target: number;
  actual: number;
  absence: number;
  difference: number;
  /** Planned paid minutes (shifts minus unpaid pauses; 0 without a plan). */
  planned: number;
  /** The contract's minutes of the weekday (what a public holiday on it pays; 0 when not a working weekday). */
  contractMinutes: number;
  holiday: boolean;
  surcharges: { rateId: string; minutes: number }[];
  costUnits: { key: string; minutes: number }[];
  /** Approved absences touching the day. */
  absences: PayrollDayAbsence[];
}

export interface PayrollPersonInput {
  userId: string;
  name: string;
  personnelNumber: number;
  costCentre: string;
  /** The wage types that apply to the person: those assigned to them, else every enabled one of the company. */
  wageTypes: readonly TWageType[];
  /** The company's hourly rates of calculation types 1 and 3 (those valued by time tracking). */
  rates: readonly THourlyRate[];
  /** Every day of the range, in date order. */
  days: readonly PayrollDay[];
}

export interface PayrollFiguresResult {
  lines: PayrollLine[];
  calendar: PayrollCalendarDay[];
  absences: PayrollAbsenceRange[];
  /** Tracked days of the range not confirmed yet (left out of the figures). */
  unconfirmedDays: string[];
  /** Wage types or rates with a figure but no Lohnart (left out, named in the log). */
  withoutLohnart: string[];
  /**
   * Absence types whose confirmed working days have no key for this system though payroll pays them
   * (`absenceKeyExpected`): not sent as absences, named in the log. With the number of such days.
   */
  withoutAbsenceKey: { absenceTypeId: string; days: number }[];
  /** The person's wage types of a kind the export cannot derive (`notExportedWageTypeKinds`): named in the log. */
  notExported: string[];
}

export type PayrollSettingsOf = Pick<
  TPayrollSettings,
  | 'system'
  | 'wageTypes'
  | 'rates'
  | 'absenceKeys'
  | 'costCentres'
  | 'dayCountersWithoutLohnart'
  | 'lodasAbsences'
>;
