import { useTranslation } from 'react-i18next';
import type { TBulkShift } from '@app/shared/plan-tools/bulk-tool';
import { Button } from '#ui/button';
import { MutedText, SimpleTable } from '#ui/layout';
import { formatDate, weekdayNames } from '#lib/format';
import { isLanguage } from '#lib/i18n';
import styles from './bulk-tool.module.css';

export interface BulkToolGridProps {
  shifts: readonly TBulkShift[];
  excluded: ReadonlySet<string>;
  onToggle: (id: string, included: boolean) => void;
  onIncludeAll: () => void;
  chosen: number;
}

/**
 * The centre grid: the shifts the filters keep, with the derived weekday and calendar week; class 99 (free)
 * shows no times. Each row's checkbox leaves the shift out of the command or takes it in again.
 */
export function BulkToolGrid({ shifts, excluded, onToggle, onIncludeAll, chosen }: BulkToolGridProps) {
  const { t, i18n } = useTranslation();
  const days = weekdayNames(isLanguage(i18n.language) ? i18n.language : 'de', 'short');
  return (
    <section className={styles.bulkGrid} aria-labelledby="bulk-grid-title">
      <div className={styles.bulkGridHeader}>
        <h2 id="bulk-grid-title" className={styles.bulkHeading}>
          {t('bulkTool.grid')}
        </h2>
        <MutedText>{t('bulkTool.count', { chosen, shown: shifts.length })}</MutedText>
        {excluded.size > 0 && (
          <Button variant="secondary" onClick={onIncludeAll}>
            {t('bulkTool.includeAll')}
          </Button>
        )}
      </div>
      {shifts.length === 0 ? (
        <MutedText>{t('bulkTool.none')}</MutedText>
      ) : (
        <SimpleTable aria-labelledby="bulk-grid-title">
          <thead>
            <tr>
              <th scope="col">{t('bulkTool.col.include')}</th>
              <th scope="col">{t('bulkTool.col.date')}</th>
              <th scope="col">{t('bulkTool.col.weekday')}</th>
              <th scope="col">{t('bulkTool.col.week')}</th>
              <th scope="col">{t('bulkTool.col.template')}</th>
              <th scope="col">{t('bulkTool.col.person')}</th>
              <th scope="col">{t('bulkTool.col.resource')}</th>
              <th scope="col">{t('bulkTool.col.unit')}</th>
              <th scope="col">{t('bulkTool.col.times')}</th>
            </tr>
          </thead>
          <tbody>
            {shifts.map((shift) => {
              const included = !excluded.has(shift.id);
              return (
                <tr key={shift.id} className={included ? undefined : styles.bulkExcluded}>
                  <td>
                    <input
                      type="checkbox"
                      checked={included}
                      aria-label={t('bulkTool.include', { name: shift.name, date: formatDate(shift.date) })}
                      onChange={(event) => onToggle(shift.id, event.target.checked)}
                    />
                  </td>
                  <td>{formatDate(shift.date)}</td>
                  <td>{days[shift.weekday - 1]}</td>
                  <td>{shift.calendarWeek}</td>
                  <td>
                    <span
                      className={styles.bulkSwatch}
                      style={{ background: shift.backColor }}
                      aria-hidden="true"
                    />
                    {shift.name}
                  </td>
                  <td>{shift.userName ?? t('bulkTool.openShift')}</td>
                  <td>{shift.resourceName}</td>
                  <td>{shift.unitName}</td>
                  <td>{shift.itemClass === 99 || !shift.begin ? '' : `${shift.begin}–${shift.end ?? ''}`}</td>
                </tr>
              );
            })}
          </tbody>
        </SimpleTable>
      )}
    </section>
  );
}
