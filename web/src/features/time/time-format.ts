import { bookingStates, type BookingState } from '@app/shared/time-tracking/day-input';
import type { TBooking, TBookingReason } from '@app/shared/time-tracking/booking';
import type { BadgeProps } from '#ui/badge';
import { formatTime } from '#lib/format';

/** `h:mm` of a number of minutes (worked time: 0:00, 7:58, 10:05). */
export function hoursAndMinutes(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const stateNames = {
  [bookingStates.ok]: 'ok',
  [bookingStates.requested]: 'requested',
  [bookingStates.denied]: 'denied',
  [bookingStates.canceled]: 'canceled',
} as const satisfies Record<BookingState, string>;

export const stateKey = (state: BookingState) => `time.booking.state.${stateNames[state]}` as const;

export const stateTone: Record<BookingState, NonNullable<BadgeProps['tone']>> = {
  [bookingStates.ok]: 'success',
  [bookingStates.requested]: 'warning',
  [bookingStates.denied]: 'neutral',
  [bookingStates.canceled]: 'neutral',
};

/** The booked pauses as `12:00 – 12:30`, the running one as `12:00 – …`. */
export function pausesText(booking: TBooking): string {
  return booking.pauses
    .map(
      (pause) =>
        `${formatTime(new Date(pause.begin))} – ${pause.end ? formatTime(new Date(pause.end)) : '…'}`,
    )
    .join(', ');
}

/** The interpolation values of a reason: a rule finding names its rule as `{{rule}}`. */
export function reasonParams(reason: TBookingReason): Record<string, string | number> {
  return { ...reason.params, rule: reason.ruleName ?? '' };
}
