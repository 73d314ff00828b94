/**
 * The EditBooking dialog as plain state: from a booking, its problems by field (message keys of the `time`
 * texts), and the save body. Pure, so that the rules are tested without a screen.
 */
import type { TBooking, TBookingSave } from '@app/shared/time-tracking/booking';
import { formatTime } from '#lib/format';

export interface BookingFormState {
  day: string | null;
  begin: string | null;
  end: string | null;
  pauses: { begin: string | null; end: string | null }[];
  costUnit: string;
  note: string;
}

export type BookingField = 'day' | 'begin' | 'end' | 'pauses' | 'costUnit' | 'note';
export const bookingFields: readonly BookingField[] = ['day', 'begin', 'end', 'pauses', 'costUnit', 'note'];
export type BookingProblems = Partial<Record<BookingField, string>>;

export function emptyBookingState(day: string): BookingFormState {
  return { day, begin: null, end: null, pauses: [], costUnit: '', note: '' };
}

/** A booking in the dialog's terms: local times of the tenant's zone (pauses are instants on the wire). */
export function stateFromBooking(booking: TBooking): BookingFormState {
  return {
    day: booking.day,
    begin: booking.begin,
    end: booking.end,
    pauses: booking.pauses.map((pause) => ({
      begin: formatTime(new Date(pause.begin)),
      end: pause.end ? formatTime(new Date(pause.end)) : null,
    })),
    costUnit: booking.costUnit ?? '',
    note: booking.note ?? '',
  };
}

/**
 * What the dialog itself can tell before sending: the day, clock-in and clock-out (an open booking is the clock's)
 * and both ends of each pause.
 */
export function bookingProblems(state: BookingFormState): BookingProblems {
  const problems: BookingProblems = {};
  if (!state.day) problems.day = 'time.edit.dayRequired';
  if (!state.begin) problems.begin = 'time.edit.required';
  if (!state.end) problems.end = 'time.edit.required';
  if (state.pauses.some((pause) => !pause.begin || !pause.end)) problems.pauses = 'time.edit.pauseRequired';
  return problems;
}

/** The save body; call only when `bookingProblems` found nothing. */
export function toBookingBody(state: BookingFormState, userId: string, booking?: TBooking): TBookingSave {
  return {
    ...(booking ? { id: booking.id, version: booking.version } : {}),
    userId,
    day: state.day ?? '',
    begin: state.begin ?? '',
    end: state.end ?? '',
    pauses: state.pauses.map((pause) => ({ begin: pause.begin ?? '', end: pause.end ?? '' })),
    costUnit: state.costUnit || null,
    note: state.note.trim() || null,
  };
}
