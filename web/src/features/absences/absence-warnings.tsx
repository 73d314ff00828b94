import { useTranslation } from 'react-i18next';
import type { TAbsenceResult } from '@app/shared/absences/absence';
import { formatDate } from '#lib/format';
import { Notice } from '#ui/notice';
import styles from './absences.module.css';

export function hasWarnings(result: Pick<TAbsenceResult, 'shiftConflicts' | 'absentWarnings'>): boolean {
  return result.shiftConflicts.length > 0 || result.absentWarnings.length > 0;
}

/**
 * What a saved absence collides with: the person's shifts in the period (with their days) and days on which
 * too many people of a unit are away. Saving does not stop for either; the person (or approver) should know.
 */
export function AbsenceWarnings({
  result,
  personName,
  own,
}: {
  result: Pick<TAbsenceResult, 'shiftConflicts' | 'absentWarnings'>;
  personName: string;
  /** The signed-in person's own absence: "You have …". */
  own: boolean;
}) {
  const { t } = useTranslation();
  const days = [...new Set(result.shiftConflicts.map((conflict) => conflict.date))].sort();
  const count = result.shiftConflicts.length;
  return (
    <div className={styles.warnings}>
      {count > 0 && (
        <Notice tone="warning">
          <p>
            {own
              ? t('absenceDialog.warnings.ownShifts', { count })
              : t('absenceDialog.warnings.shifts', { count, name: personName })}
          </p>
          {/* One line that wraps: a long leave can cover twenty shifts, which a list would stretch down the phone. */}
          <p>{days.map((day) => formatDate(day)).join(', ')}</p>
        </Notice>
      )}
      {result.absentWarnings.map((warning) => (
        <Notice key={`${warning.date}:${warning.unitId}`} tone="warning">
          {t('absenceDialog.warnings.absent', {
            date: formatDate(warning.date),
            absent: warning.absent,
            max: warning.max,
            unit: warning.unitName,
          })}
        </Notice>
      ))}
    </div>
  );
}
