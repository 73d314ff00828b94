import { useTranslation } from 'react-i18next';
import type { TTargetActual } from '@app/shared/time-tracking/tracking';
import { DayCard, DayRow, type DayRowContext } from './target-actual-row';
import styles from './target-actual.module.css';

/** The month's days: a table on wide screens, a list of day cards on a phone. */
export function TargetActualTable({
  valued,
  context,
  narrow,
}: {
  valued: TTargetActual;
  context: DayRowContext;
  narrow: boolean;
}) {
  const { t } = useTranslation();
  if (narrow)
    return (
      <ul className={styles.cards} aria-label={t('targetActual.days')}>
        {valued.days.map((day) => (
          <DayCard key={day.date} day={day} context={context} />
        ))}
      </ul>
    );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={t('targetActual.days')}>
        <thead>
          <tr>
            {context.approver && <th scope="col">{t('targetActual.column.select')}</th>}
            <th scope="col">{t('targetActual.column.day')}</th>
            <th scope="col">{t('targetActual.column.plan')}</th>
            <th scope="col">{t('targetActual.column.bookings')}</th>
            <th scope="col">{t('targetActual.column.absence')}</th>
            <th scope="col">{t('targetActual.column.target')}</th>
            <th scope="col">{t('targetActual.column.actual')}</th>
            <th scope="col">{t('targetActual.column.pause')}</th>
            <th scope="col">{t('targetActual.column.difference')}</th>
            <th scope="col">{t('targetActual.column.balance')}</th>
            <th scope="col">{t('targetActual.column.status')}</th>
            <th scope="col">{t('targetActual.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {valued.days.map((day) => (
            <DayRow key={day.date} day={day} context={context} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
