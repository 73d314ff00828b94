import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBooking } from '@app/shared/time-tracking/booking';
import type { TCheckFinding } from '@app/shared/time-tracking/check-bookings';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { formatDate } from '#lib/format';
import styles from './check-bookings.module.css';

export interface FindingItemProps {
  userId: string;
  finding: TCheckFinding;
  busy: boolean;
  /** The caller's own booking: deciding on it is another's (the server refuses it, OWN_DECISION). */
  own: boolean;
  onEdit: (booking: TBooking) => void;
  onDecide: (booking: TBooking, decision: 'approve' | 'deny') => void;
}

/**
 * One finding: what, which day, the booking's (or the plan's) times, and what the approver can do about it (on
 * their own bookings nothing: another decides).
 */
export function FindingItem({ userId, finding, busy, own, onEdit, onDecide }: FindingItemProps) {
  const { t } = useTranslation();
  const { booking, other, shift } = finding;
  const kind = t(`timeCheck.kind.${finding.kind}`);
  const times = (b: TBooking) => ({ from: b.begin, to: b.end ?? t('timeCheck.open') });
  return (
    <li
      className={styles.finding}
      data-finding={finding.kind}
      aria-label={t('timeCheck.findingOf', { kind, date: formatDate(finding.day) })}
    >
      <span className={styles.findingDay}>{formatDate(finding.day)}</span>
      <Badge tone={finding.kind === 'requested' ? 'primary' : 'warning'}>{kind}</Badge>
      <span className={styles.findingDetails}>
        {booking && t('timeCheck.booking', times(booking))}
        {other && ` ${t('timeCheck.other', times(other))}`}
        {shift && t('timeCheck.shift', { from: shift.begin, to: shift.end })}
      </span>
      <span className={styles.actions}>
        {own && booking && <span className={styles.findingDetails}>{t('timeCheck.ownDecision')}</span>}
        {!own && booking && finding.kind === 'requested' && (
          <>
            <Button size="small" disabled={busy} onClick={() => onDecide(booking, 'approve')}>
              {t('timeCheck.approve')}
            </Button>
            <Button
              size="small"
              variant="secondary"
              disabled={busy}
              onClick={() => onDecide(booking, 'deny')}
            >
              {t('timeCheck.deny')}
            </Button>
          </>
        )}
        {!own && booking && finding.kind !== 'requested' && (
          <Button size="small" variant="secondary" disabled={busy} onClick={() => onEdit(booking)}>
            {t(finding.kind === 'missingClockOut' ? 'timeCheck.addClockOut' : 'timeCheck.edit')}
          </Button>
        )}
        <Link to={`/time/target-actual?userId=${userId}&month=${finding.day.slice(0, 7)}`}>
          {t('timeCheck.targetActual')}
        </Link>
      </span>
    </li>
  );
}
