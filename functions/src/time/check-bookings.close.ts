/**
 * Closing a forgotten clock-out (check bookings, issue 14): an approver may give an open booking whose day is
 * over its clock-out in the EditBooking dialog. The person's clock still points at that booking, so it is set to
 * `out` in the same transaction (at the clock version read: a clock action meanwhile makes the save a CONFLICT).
 */
import type { TBooking } from '@app/shared/time-tracking/booking';
import { plainDateOf } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { now as clockNow } from '../clock';
import type { BookingRepository, TransactionWrite } from './booking.repository';

/** Whether an open booking may be closed by this save: the caller approves the person and its day is over. */
export function mayCloseOpenBooking(caller: Caller, booking: TBooking, approver: boolean): boolean {
  return approver && booking.day < plainDateOf(clockNow(), caller.tenantRecord.timeZone);
}

/** The clock's write when the save closes the booking the clock has open (none otherwise). */
export async function clockCloseWrites(
  repository: BookingRepository,
  before: TBooking,
  clockOut: string,
): Promise<TransactionWrite[]> {
  if (before.clockOut !== null) return [];
  const clock = await repository.clock(before.userId);
  if (clock?.openBooking?.id !== before.id) return [];
  return [
    repository.clockWrite(
      { userId: before.userId, state: 'out', since: clockOut, openBooking: null },
      clock.version,
    ),
  ];
}
