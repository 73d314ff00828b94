import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TBookingSave, TClockAction } from '@app/shared/time-tracking/booking';
import { timeContracts } from '@app/shared/time-tracking/time.contracts';
import { callApi } from '#lib/api';
import { withOfflineCopy } from '#lib/offline-copy';
import { offlineOwner } from '#lib/session';

/** Every query of time tracking lives under this key: a change anywhere refreshes the clock and the lists. */
export const timeQueryKey = ['time'] as const;

/** The signed-in person's clock: state, today's bookings and minutes, the cost units to choose from. */
export const clockStateQuery = queryOptions({
  queryKey: [...timeQueryKey, 'clock'],
  // Kept for a start without a connection: the installed app opened offline clocks from the last known state.
  queryFn: ({ signal }) =>
    withOfflineCopy(
      'clock',
      offlineOwner(),
      () => callApi(timeContracts.clockState, {}, { signal }),
      (copy) => timeContracts.clockState.response.parse(copy),
    ),
});

/** A person's bookings of the days `from`..`to`. */
export function bookingsQuery(userId: string, from: string, to: string) {
  return queryOptions({
    queryKey: [...timeQueryKey, 'bookings', userId, from, to],
    queryFn: ({ signal }) => callApi(timeContracts.bookings, { query: { userId, from, to } }, { signal }),
  });
}

export function sendClockAction(body: TClockAction) {
  return callApi(timeContracts.clock, { body });
}

export function saveBooking(body: TBookingSave) {
  return callApi(timeContracts.saveBooking, { body });
}

/** Cancels a booking (kept for the record with state Canceled, counts nothing). */
export function cancelBooking(bookingId: string, version: number) {
  return callApi(timeContracts.cancelBooking, { params: { bookingId }, query: { version: String(version) } });
}

export function deleteBooking(bookingId: string, version: number) {
  return callApi(timeContracts.deleteBooking, { params: { bookingId }, query: { version: String(version) } });
}

export function refreshTime(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: timeQueryKey });
}
