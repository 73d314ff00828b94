import { useTranslation } from 'react-i18next';
import type { TTargetActual } from '@app/shared/time-tracking/tracking';
import { Notice } from '#ui/notice';
import styles from './target-actual.module.css';

/**
 * The month's totals above the days: target, actual and difference (actual - target, over the days up to today),
 * the balances, overtime, what was worked and credited for absences, and the whole month's target.
 */
export function TotalsPanel({
  valued,
  show,
}: {
  valued: TTargetActual;
  show: (minutes: number, signed?: boolean) => string;
}) {
  const { t } = useTranslation();
  const { totals } = valued;
  const figures = [
    ['targetActual.total.target', show(totals.target)],
    ['targetActual.total.actual', show(totals.actual)],
    ['targetActual.total.difference', show(totals.difference, true)],
    ['targetActual.total.opening', show(totals.opening, true)],
    ...(totals.specials === 0
      ? []
      : ([['targetActual.total.specials', show(totals.specials, true)]] as const)),
    ['targetActual.total.closing', show(totals.closing, true)],
    ['targetActual.total.overtimeApproved', show(totals.overtimeApproved)],
    ['targetActual.total.overtimeWaiting', show(totals.overtimeWaiting)],
    ['targetActual.total.worked', show(totals.worked)],
    ['targetActual.total.absence', show(totals.absence)],
    // The current month: the target so far above, the whole month's here.
    ...(totals.targetMonth === totals.target
      ? []
      : ([['targetActual.total.targetMonth', show(totals.targetMonth)]] as const)),
  ] as const;
  return (
    <section className={styles.totals} aria-labelledby="target-actual-totals">
      <h2 id="target-actual-totals" className={styles.totalsTitle}>
        {valued.user.name}: {t('targetActual.totals')}
      </h2>
      {valued.days.every((day) => !day.tracked) && (
        <Notice tone="info">{t('targetActual.notTracked')}</Notice>
      )}
      <dl className={styles.figures}>
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.totalsNote}>
        {t(totals.specials === 0 ? 'targetActual.totals.sum' : 'targetActual.totals.sumWithSpecials', {
          opening: show(totals.opening, true),
          difference: show(totals.difference, true),
          specials: show(totals.specials, true),
          closing: show(totals.closing, true),
        })}
      </p>
      <p className={styles.totalsNote}>{t('targetActual.totals.explain')}</p>
    </section>
  );
}
