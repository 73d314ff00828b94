import { useTranslation } from 'react-i18next';
import type { TAbsenceResult, TAbsentWarning } from '@app/shared/absences/absence';
import { addDays } from '@app/shared/time/tenant-time';
import { formatDate } from '#lib/format';
import { Notice } from '#ui/notice';
import styles from './absences.module.css';

type Warned = Pick<TAbsenceResult, 'shiftConflicts' | 'absentWarnings'> &
  Partial<Pick<TAbsenceResult, 'ruleFindings' | 'requestedInstead'>>;

export function hasWarnings(result: Warned): boolean {
  return (
    result.shiftConflicts.length > 0 ||
    result.absentWarnings.length > 0 ||
    (result.ruleFindings?.length ?? 0) > 0 ||
    result.requestedInstead !== undefined
  );
}

/** Consecutive days of one unit with the same count, as one line each (two weeks of leave: one line, not ten). */
export function absentRuns(warnings: readonly TAbsentWarning[]): (TAbsentWarning & { to: string })[] {
  const runs: (TAbsentWarning & { to: string })[] = [];
  const sorted = [...warnings].sort(
    (a, b) => a.unitId.localeCompare(b.unitId) || a.date.localeCompare(b.date),
  );
  for (const warning of sorted) {
    const last = runs.at(-1);
    if (
      last &&
      last.unitId === warning.unitId &&
      last.absent === warning.absent &&
      last.max === warning.max &&
      addDays(last.to, 1) === warning.date
    )
      last.to = warning.date;
    else runs.push({ ...warning, to: warning.date });
  }
  return runs;
}

/**
 * What a saved absence collides with: the person's shifts in the period (with their days), days on which
 * too many people of a unit are away (MAXABS rules) and the other rules' words (a barrier that only warns, a
 * message for requests in a period). Saving does not stop for any; the person (or approver) should know.
 */
export function AbsenceWarnings({
  result,
  personName,
  own,
}: {
  result: Warned;
  personName: string;
  /** The signed-in person's own absence: "You have …". */
  own: boolean;
}) {
  const { t } = useTranslation();
  const days = [...new Set(result.shiftConflicts.map((conflict) => conflict.date))].sort();
  const count = result.shiftConflicts.length;
  return (
    <div className={styles.warnings}>
      {/* Asked for approved, saved as requested: it waits for an approver (the server's one check). */}
      {result.requestedInstead && (
        <Notice tone="info">{t(`absenceDialog.requestedInstead.${result.requestedInstead}`)}</Notice>
      )}
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
      {absentRuns(result.absentWarnings).map((run) => (
        <Notice key={`${run.date}:${run.unitId}`} tone="warning">
          {run.to === run.date
            ? t('absenceDialog.warnings.absent', {
                date: formatDate(run.date),
                absent: run.absent,
                max: run.max,
                unit: run.unitName,
              })
            : t('absenceDialog.warnings.absentRange', {
                from: formatDate(run.date),
                to: formatDate(run.to),
                absent: run.absent,
                max: run.max,
                unit: run.unitName,
              })}
        </Notice>
      ))}
      {(result.ruleFindings ?? []).map((finding) => (
        <Notice
          key={`${finding.ruleId}:${finding.date}`}
          tone={finding.level === 'INFO' ? 'info' : 'warning'}
        >
          <p>
            <strong>{finding.ruleName}</strong>
          </p>
          <p>{finding.message}</p>
        </Notice>
      ))}
    </div>
  );
}
