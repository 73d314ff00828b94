import type { TBooking, TClockState } from '@app/shared/time-tracking/booking';

export const me = '00000000-0000-4000-8000-000000000001';
export const day = '2026-11-23';

/** A booking of `day` (Berlin, winter: UTC+1): 07:58 to 16:30 unless overridden. */
export function bookingFixture(id: number, over: Partial<TBooking> = {}): TBooking {
  return {
    id: `00000000-0000-4000-8000-0000000002${String(id).padStart(2, '0')}`,
    userId: me,
    unitId: null,
    day,
    clockIn: `${day}T06:58:00.000Z`,
    clockOut: `${day}T15:30:00.000Z`,
    begin: '07:58',
    end: '16:30',
    pauses: [],
    costUnit: null,
    note: null,
    state: 1,
    source: 'web',
    reasons: [],
    createdAt: `${day}T06:58:00.000Z`,
    updatedAt: `${day}T06:58:00.000Z`,
    version: 1,
    ...over,
  };
}

/** The clock of a person who is out and has not clocked today, unless overridden. */
export function clockFixture(over: Partial<TClockState> = {}): TClockState {
  return {
    state: 'out',
    since: null,
    openBookingId: null,
    version: 0,
    today: day,
    bookings: [],
    workedMinutes: 0,
    costUnits: [],
    ...over,
  };
}
