import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Button } from '#ui/button';
import { DialogQueryContent } from '#ui/query-content';
import { formatDate } from '#lib/format';
import { BookingItem } from '../booking-item';
import { DayCostSplit } from './day-cost-split';
import { DayRecordActions } from './day-record-actions';
import { dayContentQuery } from './target-actual-api';
import styles from './target-actual.module.css';

/**
 * The day content (ActualTargetDayContent): plan, bookings with pauses, the valuation, the surcharges and the
 * cost units. An approver of an unconfirmed day also takes the plan as the bookings, deletes the day's tracking
 * and splits its actual over cost units (the tracking record calls).
 */
export function DayContentDialog({
  userId,
  name,
  date,
  show,
  approver = false,
  onClose,
}: {
  userId: string;
  name: string;
  date: string;
  show: (minutes: number, signed?: boolean) => string;
  /** The caller approves this person's time (and it is not their own). */
  approver?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const content = useQuery(dayContentQuery(userId, date));
  return (
    <ModalDialog
      isOpen
      size="medium"
      onOpenChange={(open) => !open && onClose()}
      title={t('targetActual.dayDialog.title', { day: formatDate(date), name })}
    >
      <DialogQueryContent query={content}>
        {({ day, bookings, surcharges, costUnits }) => (
          <div className={styles.dayContent}>
            {approver && !day.confirmed && <DayRecordActions userId={userId} day={day} />}
            <h3>{t('targetActual.dayDialog.plan')}</h3>
            {day.plan.length === 0 ? (
              <p>{t('targetActual.dayDialog.noPlan')}</p>
            ) : (
              <ul>
                {day.plan.map((item, index) => (
                  <li key={index}>
                    {item.label || t('targetActual.free')}{' '}
                    {item.begin && item.end ? `${item.begin}–${item.end}` : ''}
                  </li>
                ))}
              </ul>
            )}
            <h3>{t('targetActual.dayDialog.bookings')}</h3>
            {bookings.length === 0 ? (
              <p>{t('targetActual.dayDialog.noBookings')}</p>
            ) : (
              <ul className={styles.plainList}>
                {bookings.map((booking) => (
                  <BookingItem key={booking.id} booking={booking} />
                ))}
              </ul>
            )}
            <h3>{t('targetActual.dayDialog.valuation')}</h3>
            <dl className={styles.figures}>
              <dt>{t('targetActual.column.target')}</dt>
              <dd>{show(day.target)}</dd>
              <dt>{t('targetActual.column.actual')}</dt>
              <dd>{show(day.actual)}</dd>
              <dt>{t('targetActual.column.pause')}</dt>
              <dd>{show(day.pause)}</dd>
              <dt>{t('targetActual.column.absence')}</dt>
              <dd>{show(day.absence)}</dd>
              <dt>{t('targetActual.column.difference')}</dt>
              <dd>{show(day.difference, true)}</dd>
            </dl>
            <h3>{t('targetActual.dayDialog.surcharges')}</h3>
            {surcharges.length === 0 ? (
              <p>{t('targetActual.dayDialog.noSurcharges')}</p>
            ) : (
              <dl className={styles.figures}>
                {surcharges.map((surcharge) => (
                  <div key={surcharge.rateId}>
                    <dt>{surcharge.name}</dt>
                    <dd>{show(surcharge.minutes)}</dd>
                  </div>
                ))}
              </dl>
            )}
            <h3>{t('targetActual.split.title')}</h3>
            {approver && !day.confirmed ? (
              // Keyed by the day's version: a saved split or deleted record starts the editor afresh.
              <DayCostSplit key={day.version} userId={userId} day={day} current={costUnits} />
            ) : costUnits.length === 0 ? (
              <p>{t('targetActual.split.none')}</p>
            ) : (
              <dl className={styles.figures}>
                {costUnits.map((unit) => (
                  <div key={unit.code}>
                    <dt>{unit.name}</dt>
                    <dd>{show(unit.minutes)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        )}
      </DialogQueryContent>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
