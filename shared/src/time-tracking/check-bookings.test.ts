import { describe, expect, it } from 'vitest';
import type { TBooking } from './booking';
import { findBookingIssues, type CheckPersonInput } from './check-bookings';

let serial = 0;
function booking(
  day: string,
  clockIn: string,
  clockOut: string | null,
  state: TBooking['state'] = 1,
): TBooking {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    userId: '11111111-1111-4111-8111-111111111111',
    unitId: null,
    day,
    clockIn: `${day}T${clockIn}:00.000Z`,
    clockOut: clockOut && `${clockOut.length > 5 ? clockOut : `${day}T${clockOut}`}:00.000Z`,
    begin: clockIn,
    end: clockOut && clockOut.slice(-5),
    pauses: [],
    costUnit: null,
    note: null,
    state,
    source: 'web',
    reasons: [],
    createdAt: `${day}T00:00:00.000Z`,
    updatedAt: `${day}T00:00:00.000Z`,
    version: 1,
  };
}

const base = (change: Partial<CheckPersonInput>): CheckPersonInput => ({
  from: '2026-03-09',
  to: '2026-03-15',
  today: '2026-03-16',
  now: new Date('2026-03-16T10:00:00Z'),
  bookings: [],
  shifts: [],
  absentDays: new Set(),
  modeOn: () => 'Clock',
  ...change,
});
const kinds = (input: CheckPersonInput) =>
  findBookingIssues(input).map((finding) => `${finding.day} ${finding.kind}`);

describe('findBookingIssues', () => {
  it('leaves an absent day and a Calendar-mode day without a booking alone', () => {
    const shifts = [
      { date: '2026-03-10', begin: '06:00', end: '14:00' },
      { date: '2026-03-11', begin: '06:00', end: '14:00' },
      { date: '2026-03-11', begin: '15:00', end: '18:00' },
      { date: '2026-03-12', begin: '06:00', end: '14:00' },
    ];
    const input = base({
      shifts,
      absentDays: new Set(['2026-03-10']),
      modeOn: (day) => (day === '2026-03-12' ? 'Calendar' : 'Clock'),
    });
    // One finding for a day of two shifts.
    expect(kinds(input)).toEqual(['2026-03-11 planWithoutBooking']);
  });

  it('does not count a plan of today or later, nor denied and cancelled bookings', () => {
    const input = base({
      today: '2026-03-12',
      shifts: [{ date: '2026-03-12', begin: '06:00', end: '14:00' }],
      bookings: [booking('2026-03-11', '08:00', '12:00', -1), booking('2026-03-11', '09:00', '13:00', -2)],
    });
    expect(kinds(input)).toEqual([]);
  });

  it('gives a night shift 12 hours before its clock-out counts as missing', () => {
    const night = booking('2026-03-15', '21:00', null);
    expect(kinds(base({ bookings: [night], now: new Date('2026-03-16T08:59:00Z') }))).toEqual([
      '2026-03-15 bookingWithoutPlan',
    ]);
    expect(kinds(base({ bookings: [night], now: new Date('2026-03-16T09:00:00Z') }))).toEqual([
      '2026-03-15 missingClockOut',
      '2026-03-15 bookingWithoutPlan',
    ]);
  });

  it('finds overlaps across midnight, but none with a forgotten clock-out', () => {
    const shifts = ['2026-03-10', '2026-03-11', '2026-03-13'].map((date) => ({
      date,
      begin: '06:00',
      end: '14:00',
    }));
    const input = base({
      shifts,
      bookings: [
        booking('2026-03-10', '22:00', '2026-03-11T06:00'),
        booking('2026-03-11', '05:30', '12:00'),
        booking('2026-03-13', '06:00', null),
        booking('2026-03-13', '15:00', '18:00'),
      ],
    });
    expect(kinds(input)).toEqual(['2026-03-11 overlap', '2026-03-13 missingClockOut']);
  });
});
