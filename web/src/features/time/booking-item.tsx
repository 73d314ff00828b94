import { useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/resources';
import { bookingStates } from '@app/shared/time-tracking/day-input';
import type { TBooking, TBookingReason } from '@app/shared/time-tracking/booking';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { formatDate } from '#lib/format';
import { pausesText, reasonParams, stateKey, stateTone } from './time-format';
import styles from './time.module.css';

function Reason({ reason }: { reason: TBookingReason }) {
  const { t, i18n } = useTranslation();
  // The key comes from the server (a rule finding or a time text); an unknown one is shown as it is.
  const text = i18n.exists(reason.messageKey)
    ? t(reason.messageKey as UiKey, reasonParams(reason))
    : reason.messageKey;
  return <li>{t('time.booking.why', { reason: text })}</li>;
}

export interface BookingItemProps {
  booking: TBooking;
  /** Show the day (lists of a week); the clock page's list is today's only. */
  withDay?: boolean;
  onEdit?: (booking: TBooking) => void;
}

/** One booking: its times, state, pauses, cost unit and note, and why it waits for approval. */
export function BookingItem({ booking, withDay = false, onEdit }: BookingItemProps) {
  const { t } = useTranslation();
  const to = booking.end ?? t('time.booking.open');
  const pauses = pausesText(booking);
  return (
    <li className={styles.booking} data-booking-id={booking.id}>
      <div className={styles.bookingMain}>
        <span className={styles.bookingTimes}>
          {withDay && <span className={styles.bookingDay}>{formatDate(booking.day)}</span>}
          {t('time.booking.times', { from: booking.begin, to })}
        </span>
        <Badge tone={stateTone[booking.state]}>{t(stateKey(booking.state))}</Badge>
        {/* An open booking is the clock's: it changes by clocking out. */}
        {onEdit && booking.clockOut !== null && (
          <Button
            variant="secondary"
            size="small"
            className={styles.bookingEdit}
            aria-label={t('time.bookings.editOf', { date: formatDate(booking.day), from: booking.begin })}
            onClick={() => onEdit(booking)}
          >
            {t('time.bookings.edit')}
          </Button>
        )}
      </div>
      {pauses && <span className={styles.muted}>{t('time.booking.pauses', { pauses })}</span>}
      {booking.costUnit && (
        <span className={styles.muted}>{t('time.booking.costUnit', { costUnit: booking.costUnit })}</span>
      )}
      {booking.note && <span className={styles.muted}>{booking.note}</span>}
      {booking.state === bookingStates.requested && booking.reasons.length > 0 && (
        <ul className={styles.reasons}>
          {booking.reasons.map((reason, index) => (
            <Reason key={index} reason={reason} />
          ))}
        </ul>
      )}
    </li>
  );
}
