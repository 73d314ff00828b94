import type { TTargetActual, TTrackingDay } from '@app/shared/time-tracking/tracking';
import { addDays } from '@app/shared/time/tenant-time';

export const emmaId = '00000000-0000-4000-8000-00000000e001';

/** A tracked working day of November 2026 (480 target, nothing booked) unless overridden. */
export function trackingDay(date: string, over: Partial<TTrackingDay> = {}): TTrackingDay {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const working = weekday !== 0 && weekday !== 6;
  return {
    date,
    tracked: true,
    holiday: null,
    plan: [],
    bookings: [],
    absences: [],
    target: working ? 480 : 0,
    actual: 0,
    pause: 0,
    absence: 0,
    difference: working ? -480 : 0,
    balance: 0,
    overtime: { minutes: 0, state: 'none' },
    correction: null,
    confirmed: null,
    absenceConfirmed: false,
    absenceOverride: null,
    problems: [],
    version: 0,
    ...over,
  };
}

/** Emma's November 2026 with the given days replaced; totals as given. */
export function monthFixture(
  days: Record<string, Partial<TTrackingDay>> = {},
  totals: Partial<TTargetActual['totals']> = {},
): TTargetActual {
  const all = Array.from({ length: 30 }, (_, index) => addDays('2026-11-01', index)).map((date) =>
    trackingDay(date, days[date]),
  );
  return {
    user: { id: emmaId, name: 'Emma Mitarbeiterin' },
    month: '2026-11',
    mode: 'Clock',
    sickCalculation: 'PlannedHours',
    trackingStart: '2026-01-01',
    display: { mode: 'hours', hoursPerDay: 8, showSeconds: false },
    totals: {
      target: 10080,
      actual: 9630,
      difference: -450,
      worked: 9630,
      absence: 0,
      pause: 600,
      targetMonth: 10080,
      opening: 120,
      specials: 0,
      closing: -330,
      overtimeApproved: 0,
      overtimeWaiting: 0,
      ...totals,
    },
    surcharges: [],
    costUnits: [],
    days: all,
  };
}
