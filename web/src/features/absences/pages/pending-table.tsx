import { useTranslation } from 'react-i18next';
import type { TPendingAbsence } from '@app/shared/absences/absence';
import { Button } from '#ui/button';
import { DataTable } from '#ui/data-table';
import { formatDate, formatDateTime } from '#lib/format';
import { seriesSummaryText } from '../absence-series-text';
import { absenceDates } from './absence-format';
import styles from './absence-pages.module.css';

/**
 * Absences waiting for the reader (to decide, or to agree to as a substitute): person, type, dates, stage and
 * when asked; each opens the details dialog, where the decision is made.
 */
export function PendingTable({
  labelledBy,
  rows,
  empty,
  onOpen,
}: {
  labelledBy: string;
  rows: readonly TPendingAbsence[];
  empty: string;
  onOpen: (absenceId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      labelledBy={labelledBy}
      rows={rows}
      rowKey={(row) => row.absence.id}
      empty={empty}
      columns={[
        { header: t('absencePages.col.person'), isRowHeader: true, cell: (row) => row.personName },
        {
          header: t('absencePages.col.type'),
          cell: (row) => (
            <span className={styles.typeCell}>
              <span className={styles.swatch} style={{ background: row.typeColor }} aria-hidden="true" />
              {row.typeName}
            </span>
          ),
        },
        {
          header: t('absencePages.col.dates'),
          // A requested series is one line: its pattern, first and last day, and the days it asks for.
          cell: (row) => {
            if (!row.series) return absenceDates(row.absence, t);
            const text = seriesSummaryText(row.series, t);
            return (
              <>
                {text.range}
                <br />
                <span className={styles.muted}>{text.days}</span>
              </>
            );
          },
        },
        {
          header: t('absencePages.col.stage'),
          className: styles.nowrap,
          cell: (row) =>
            row.absence.awaitingStage ? t('absencePages.stage', { stage: row.absence.awaitingStage }) : '–',
        },
        {
          header: t('absencePages.col.created'),
          className: styles.nowrap,
          cell: (row) => (
            <time dateTime={row.absence.createdAt} title={formatDateTime(new Date(row.absence.createdAt))}>
              {formatDate(new Date(row.absence.createdAt))}
            </time>
          ),
        },
        {
          header: t('absencePages.open'),
          headerHidden: true,
          cell: (row) => (
            <Button
              variant="secondary"
              aria-label={t('absencePages.openOf', { name: row.personName })}
              onClick={() => onOpen(row.absence.id)}
            >
              {t('absencePages.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}
