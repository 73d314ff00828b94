/**
 * What the day valuation of time tracking (issue 14, item 3 and the surcharges of item 7) reads about one person
 * and one day, and what it answers. Pure data: the API assembles it from the plan, the bookings, the absences,
 * master data and the rules, and stores the answer as the day record (`DAY`, data model section 10).
 *
 * Everything is in whole minutes. Instants are cut to the minute (seconds are display only: ShowBookingSeconds).
 */
import type { TRuleCalcMode } from '../absence-types/absence-type';
import type { THourlyRate } from '../payroll-data/hourly-rate';
import type { TRule } from '../rules/rule';
import type { RuleUnit } from '../rules/engine/types';
import type { ShiftTimes } from '../shifts/shift-hours';
import type { PlainDate } from '../time/tenant-time';
import type { sickCalculations, timeTrackingModes } from '../users/working-time';

export type TimeTrackingMode = (typeof timeTrackingModes)[number];
export type SickCalculation = (typeof sickCalculations)[number];

/** TimeBookingStates of the spec: only Ok bookings are worked time. */
export const bookingStates = { ok: 1, requested: 0, denied: -1, canceled: -2 } as const;
export type BookingState = (typeof bookingStates)[keyof typeof bookingStates];

/** A clock booking: clock-in and clock-out as instants (exact in the repeated hour of October). */
export interface DayBooking {
  state: BookingState;
  in: Date;
  /** Null while still clocked in: the booking counts nothing until it is closed. */
  out: Date | null;
  /** Booked pauses (pause ... resume) within the booking. */
  pauses: readonly { begin: Date; end: Date }[];
}

/**
 * An absence on the day, with what values it: the absence type's RuleCalcActualHours (decisions 38: 0 none,
 * 1 target, 2 planned, 3 average, 99 fixed) and the person's override of that type (-1 or absent: the type's).
 * The caller passes only absences that count (approved); `half` when the day is the half begin or end day.
 */
export interface DayAbsence {
  absenceTypeId: string;
  /** EventItemTypes: 2 is sickness, valued by the person's SickCalculation. */
  itemClass: number;
  ruleCalcActualHours: TRuleCalcMode;
  /** Hours of a day with mode 99. */
  ruleCalcValue: number | null;
  override?: { mode: TRuleCalcMode | -1; value: number | null } | null;
  half: boolean;
}

/** The contract of the day's working-time period, as a week: minutes and the ISO weekdays worked (Mon 1). */
export interface DayContract {
  weeklyMinutes: number;
  workingWeekdays: readonly number[];
}

export interface DayInput {
  date: PlainDate;
  timeZone: string;
  mode: TimeTrackingMode;
  sickCalculation: SickCalculation;
  /** Null: the person has no working-time model that day (no contract target). */
  contract: DayContract | null;
  /**
   * The person is planned by the roster this month (has entries on other days): a day without an entry is then
   * a day off, and the contract asks nothing of it. Without a roster (absent: false) the contract's day counts.
   */
  rostered?: boolean;
  /** The person's planned entries beginning on this day, as the calendar stores them (class 99: day off). */
  planned: readonly ShiftTimes[];
  /** The person's bookings; only those whose clock-in falls on `date` (tenant zone) and are Ok count. */
  bookings: readonly DayBooking[];
  absences: readonly DayAbsence[];
  /** Public holidays of the person's unit: at least `date` and the day after (a night shift reaches into it). */
  holidays: readonly PlainDate[];
  /** The average daily minutes of the last 13 weeks, for absences valued with mode 3; without it the target. */
  averageDailyMinutes?: number;
  /** The rules (TIMEBOOKING, AUTOPAUSE) and who the person is for their scopes. */
  rules: {
    setup: { rules: readonly TRule[] };
    unitIds: readonly string[];
    groupIds?: readonly string[];
    units?: ReadonlyMap<string, Pick<RuleUnit, 'id' | 'parentId'>>;
  };
  /** The tenant's hourly rates; those with calculation type 1 or 3 (per hour worked, per day) are split here. */
  rates: readonly Pick<THourlyRate, 'id' | 'calculationType' | 'days' | 'from' | 'to' | 'enabled'>[];
}

export interface DaySurcharge {
  rateId: string;
  minutes: number;
}

export interface DayValuation {
  date: PlainDate;
  tracked: boolean;
  /** Minutes the day asks for: the plan (shifts minus unpaid pauses) or, without one, the contract's day. */
  target: number;
  /** Minutes worked: rounded bookings minus pauses (Clock), or the plan (Calendar). */
  actual: number;
  /** Pause minutes taken off: booked (with gaps between bookings) plus automatic (Clock), planned (Calendar). */
  pause: number;
  /** Minutes credited by absences (and sick days). */
  absence: number;
  /** actual + absence - target. */
  difference: number;
  surcharges: DaySurcharge[];
  /** Ok bookings still open (no clock-out): a missing clock-out for the check. */
  openBookings: number;
}
