/** Builders for the day-valuation tests: a Berlin tenant, a 40-hour Monday-to-Friday contract, no rules. */
import { noPause, type TPause } from '../shifts/shift-template';
import type { ShiftTimes } from '../shifts/shift-hours';
import { instantAt } from '../time/tenant-time';
import type { TRule } from '../rules/rule';
import type { DayAbsence, DayBooking, DayInput } from './day-input';

export const zone = 'Europe/Berlin';

export const at = (date: string, time: string) => instantAt(date, time, zone);

const unpaid = (pause?: [string, string]): TPause =>
  pause ? { mode: 1, begin: pause[0], end: pause[1] } : noPause;

/** A planned early shift (class 10) with an optional unpaid pause. */
export const shift = (begin: string, end: string, pause?: [string, string]): ShiftTimes => ({
  itemClass: 10,
  begin,
  end,
  pause1: unpaid(pause),
  pause2: noPause,
});

/** An Ok booking from `in` to `out` (Dates), with booked pauses. */
export const booking = (
  clockIn: Date,
  clockOut: Date | null,
  pauses: [Date, Date][] = [],
  state: DayBooking['state'] = 1,
): DayBooking => ({
  state,
  in: clockIn,
  out: clockOut,
  pauses: pauses.map(([begin, end]) => ({ begin, end })),
});

/** A booking on one day by local times (out the same day). */
export const local = (date: string, clockIn: string, clockOut: string, pause?: [string, string]) =>
  booking(at(date, clockIn), at(date, clockOut), pause ? [[at(date, pause[0]), at(date, pause[1])]] : []);

export const absence = (more: Partial<DayAbsence> = {}): DayAbsence => ({
  absenceTypeId: 'leave',
  itemClass: 1,
  ruleCalcActualHours: 1,
  ruleCalcValue: null,
  override: null,
  half: false,
  ...more,
});

export const rates = {
  night: { id: 'night', calculationType: 1, days: 255, from: '20:00', to: '06:00', enabled: true },
  sunday: { id: 'sunday', calculationType: 1, days: 64, from: null, to: null, enabled: true },
  holiday: { id: 'holiday', calculationType: 1, days: 128, from: null, to: null, enabled: true },
} as const;

export function day(date: string, more: Partial<DayInput> = {}, rules: TRule[] = []): DayInput {
  return {
    date,
    timeZone: zone,
    mode: 'Clock',
    sickCalculation: 'PlannedHours',
    contract: { weeklyMinutes: 40 * 60, workingWeekdays: [1, 2, 3, 4, 5] },
    planned: [],
    bookings: [],
    absences: [],
    holidays: [],
    rules: { setup: { rules }, unitIds: ['unit'] },
    rates: [],
    ...more,
  };
}
