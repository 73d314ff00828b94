import { queryOptions } from '@tanstack/react-query';
import type { TBooking } from '@app/shared/time-tracking/booking';
import type { TCheckBookingsInput } from '@app/shared/time-tracking/check-bookings';
import { timeCheckContracts } from '@app/shared/time-tracking/check.contracts';
import { timeContracts } from '@app/shared/time-tracking/time.contracts';
import { callApi } from '#lib/api';
import { timeQueryKey } from '../time-api';

/** The findings of a check; under the time key, so that any booking change refreshes the list. */
export function checkBookingsQuery(body: TCheckBookingsInput) {
  return queryOptions({
    queryKey: [...timeQueryKey, 'check', body],
    queryFn: ({ signal }) => callApi(timeCheckContracts.checkBookings, { body }, { signal }),
  });
}

export function decideBooking(booking: Pick<TBooking, 'id' | 'version'>, decision: 'approve' | 'deny') {
  const contract = decision === 'approve' ? timeContracts.approveBooking : timeContracts.denyBooking;
  return callApi(contract, {
    params: { bookingId: booking.id },
    query: { version: String(booking.version) },
  });
}
