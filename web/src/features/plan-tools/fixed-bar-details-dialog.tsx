import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFixedBarEntryDetails } from '@app/shared/plan-tools/fixed-bar';
import { addDays, daysBetween } from '@app/shared/time/tenant-time';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { DialogQueryContent } from '#ui/query-content';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { SeriesChoice, type SeriesScope } from '#features/appointments/index';
import { useAppointmentTexts } from '#features/appointments/use-appointment-texts';
import { FixedBarEntryDialog } from './fixed-bar-entry-dialog';
import {
  breakFixedBarSeries,
  deleteFixedBarEntry,
  fixedBarEntryQuery,
  refreshFixedBars,
} from './fixed-bars-api';
import styles from './fixed-bars.module.css';

export interface FixedBarDetailsDialogProps {
  fixedBarEntryId: string;
  /** The occurrence clicked (a series); the entry's start without it. */
  start?: string | undefined;
  onClose: () => void;
  /** Something was saved or deleted: reload what shows fixed bars. */
  onChanged: () => void;
}

type Step =
  | { kind: 'view' }
  | { kind: 'choose' }
  | { kind: 'edit' }
  | { kind: 'delete'; occurrence?: string | undefined };

/** DetailsModalFixedBarEntry: the entry as seen from one occurrence; planners edit it or delete it (or one day). */
export function FixedBarDetailsDialog({
  fixedBarEntryId,
  start,
  onClose,
  onChanged,
}: FixedBarDetailsDialogProps) {
  const { t } = useTranslation();
  const ready = useAppointmentTexts();
  const queryClient = useQueryClient();
  const details = useQuery(fixedBarEntryQuery(fixedBarEntryId, start));
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!ready) return null;
  const loaded = details.data;
  const changed = () => {
    void refreshFixedBars(queryClient);
    onChanged();
  };

  if (step.kind === 'choose' && loaded) {
    return (
      <SeriesChoice
        action="delete"
        date={loaded.occurrence}
        onClose={() => setStep({ kind: 'view' })}
        onChoose={(scope: SeriesScope) =>
          setStep({ kind: 'delete', occurrence: scope === 'occurrence' ? loaded.occurrence : undefined })
        }
      />
    );
  }
  if (step.kind === 'edit' && loaded) {
    return (
      <FixedBarEntryDialog
        fixedBarId={loaded.entry.fixedBarId}
        entryId={fixedBarEntryId}
        onClose={onClose}
        onSaved={changed}
      />
    );
  }
  if (step.kind === 'delete' && loaded) {
    const { entry } = loaded;
    const text = step.occurrence
      ? t('fixedBars.details.deleteOne', { caption: entry.caption, date: formatDate(step.occurrence) })
      : t(entry.serial ? 'fixedBars.details.deleteSeries' : 'fixedBars.details.deleteSingle', {
          caption: entry.caption,
        });
    const confirm = async () => {
      setBusy(true);
      setFailure(null);
      try {
        if (step.occurrence) await breakFixedBarSeries(entry, step.occurrence);
        else await deleteFixedBarEntry(entry);
        changed();
        onClose();
      } catch (error) {
        setFailure(errorMessage(error, t));
      } finally {
        setBusy(false);
      }
    };
    return (
      <ConfirmDialog
        isOpen
        title={t('fixedBars.details.deleteTitle')}
        confirmLabel={t('fixedBars.details.delete')}
        tone="danger"
        busy={busy}
        error={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setStep({ kind: 'view' })}
      >
        {text}
      </ConfirmDialog>
    );
  }
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={loaded?.entry.caption ?? t('fixedBars.details.title')}
      size="medium"
    >
      <DialogQueryContent query={details}>{(data) => <DetailsList details={data} />}</DialogQueryContent>
      <DialogActions>
        {loaded?.canEdit && (
          <>
            <Button
              variant="danger"
              onClick={() => setStep(loaded.entry.serial ? { kind: 'choose' } : { kind: 'delete' })}
            >
              {t('fixedBars.details.delete')}
            </Button>
            <Button variant="secondary" onClick={() => setStep({ kind: 'edit' })}>
              {t('fixedBars.details.edit')}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{t('fixedBars.details.close')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}

/** `30.12.2026`, `10.11.2026 09:00 – 12.11.2026 18:00`. */
export function periodText(period: {
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
}): string {
  const start = `${formatDate(period.startDate)}${period.startTime ? ` ${period.startTime}` : ''}`;
  const end = `${formatDate(period.endDate)}${period.endTime ? ` ${period.endTime}` : ''}`;
  return start === end ? start : `${start} – ${end}`;
}

function DetailsList({ details }: { details: TFixedBarEntryDetails }) {
  const { t } = useTranslation();
  const { entry } = details;
  // A series shows the occurrence opened, as long as the first one.
  const period = entry.serial
    ? {
        ...entry,
        startDate: details.occurrence,
        endDate: addDays(details.occurrence, daysBetween(entry.startDate, entry.endDate)),
      }
    : entry;
  return (
    <dl className={styles.details}>
      <dt>{t('fixedBars.details.bar')}</dt>
      <dd>
        <span className={styles.swatch} style={{ background: details.barColor }} aria-hidden="true" />
        {details.barName}
      </dd>
      <dt>{t('fixedBars.details.period')}</dt>
      <dd>{periodText(period)}</dd>
      {entry.serial && (
        <>
          <dt>{t('fixedBars.details.series')}</dt>
          <dd>{t('fixedBars.details.seriesFrom', { date: formatDate(entry.serial.begin) })}</dd>
        </>
      )}
      <dt>{t('fixedBars.details.assignment')}</dt>
      <dd>{entry.fullCompany ? t('fixedBars.entry.fullCompany') : details.unitNames.join(', ')}</dd>
      {details.tagName && (
        <>
          <dt>{t('fixedBars.details.tag')}</dt>
          <dd>{details.tagName}</dd>
        </>
      )}
      {entry.comment && (
        <>
          <dt>{t('fixedBars.details.comment')}</dt>
          <dd>{entry.comment}</dd>
        </>
      )}
    </dl>
  );
}
