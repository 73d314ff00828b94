import { useTranslation } from 'react-i18next';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import { Button } from '#ui/button';
import styles from './calendar.module.css';

/** What the range holds for the hint: shifts given to people, and open shifts waiting for one. */
export function planFill(data: TCalendarData): { assigned: number; open: number } {
  const shifts = data.slots.filter(
    (slot) => slot.clickType === 'SH' && slot.id !== null && !slot.foreign && !slot.proposalRunId,
  );
  return {
    assigned: shifts.filter((slot) => slot.userId !== null).length,
    open: shifts.filter((slot) => slot.userId === null).length,
  };
}

/**
 * A range nobody is planned in yet (a new company's first week, issue 29): says how it gets filled and opens the
 * tool for it: open shifts waiting go to automatic planning; without any, a week template makes them.
 */
export function EmptyPlanHint({
  openShifts,
  onWeekTemplates,
  onAutoPlan,
}: {
  openShifts: number;
  onWeekTemplates: (() => void) | undefined;
  onAutoPlan: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.emptyPlan} aria-labelledby="empty-plan-title">
      <h2 id="empty-plan-title" className={styles.emptyPlanTitle}>
        {openShifts > 0
          ? t('calendar.emptyPlan.open', { count: openShifts })
          : t('calendar.emptyPlan.nothing')}
      </h2>
      <p>{openShifts > 0 ? t('calendar.emptyPlan.openText') : t('calendar.emptyPlan.nothingText')}</p>
      <div className={styles.emptyPlanActions}>
        {openShifts > 0 && <Button onClick={onAutoPlan}>{t('calendar.emptyPlan.autoPlan')}</Button>}
        {onWeekTemplates && (
          <Button variant={openShifts > 0 ? 'secondary' : 'primary'} onClick={onWeekTemplates}>
            {t('calendar.emptyPlan.weekTemplates')}
          </Button>
        )}
      </div>
    </section>
  );
}
