import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TAppointmentDetails } from '@app/shared/appointments/appointment';
import { serialWeekdays, type TSerialPattern } from '@app/shared/serial/serial-pattern';
import { addDays, daysBetween } from '@app/shared/time/tenant-time';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { MutedText } from '#ui/layout';
import { DialogQueryContent } from '#ui/query-content';
import { readableTextColor } from '#lib/colour';
import { ApiError } from '#lib/api-error';
import { errorMessage } from '#lib/error-message';
import { formatDate, weekdayNames } from '#lib/format';
import { currentLanguage } from '#lib/i18n';
import { AppointmentDialog } from './appointment-dialog';
import { appointmentDetailsQuery, deleteAppointment, refreshAppointments } from './appointments-api';
import { SeriesChoice, type SeriesScope } from './series-choice';
import { useAppointmentTexts } from './use-appointment-texts';
import styles from './appointments.module.css';

export interface AppointmentDetailsDialogProps {
  appointmentId: string;
  /** The occurrence clicked (a series); the appointment's begin without it. */
  beginDate?: string | undefined;
  onClose: () => void;
  /** Something was saved or deleted: reload what shows appointments. */
  onChanged: () => void;
}

type Step =
  | { kind: 'view' }
  | { kind: 'choose'; action: 'edit' | 'delete' }
  | { kind: 'edit'; occurrence?: string | undefined }
  | { kind: 'delete'; occurrence?: string | undefined };

/** DetailsModalCommon: the appointment as seen from one occurrence, with edit and delete for who may. */
export function AppointmentDetailsDialog({
  appointmentId,
  beginDate,
  onClose,
  onChanged,
}: AppointmentDetailsDialogProps) {
  const ready = useAppointmentTexts();
  const { t } = useTranslation();
  const details = useQuery(appointmentDetailsQuery(appointmentId, beginDate));
  const [step, setStep] = useState<Step>({ kind: 'view' });
  if (!ready) return null;
  const loaded = details.data;
  const occurrence = loaded?.occurrence ?? beginDate;
  const isSeries = loaded?.appointment.serial != null;
  const act = (action: 'edit' | 'delete') =>
    setStep(isSeries ? { kind: 'choose', action } : { kind: action });

  if (step.kind === 'choose' && occurrence) {
    return (
      <SeriesChoice
        action={step.action}
        date={occurrence}
        onClose={() => setStep({ kind: 'view' })}
        onChoose={(scope: SeriesScope) =>
          setStep({ kind: step.action, occurrence: scope === 'occurrence' ? occurrence : undefined })
        }
      />
    );
  }
  if (step.kind === 'edit') {
    return (
      <AppointmentDialog
        open
        appointmentId={appointmentId}
        occurrence={step.occurrence}
        onClose={onClose}
        onSaved={onChanged}
      />
    );
  }
  if (step.kind === 'delete' && loaded) {
    return (
      <DeleteAppointment
        details={loaded}
        occurrence={step.occurrence}
        onCancel={() => setStep({ kind: 'view' })}
        onDeleted={() => {
          onChanged();
          onClose();
        }}
      />
    );
  }
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={loaded?.appointment.subject ?? t('appointment.title.details')}
      size="medium"
    >
      <DialogQueryContent query={details}>{(data) => <DetailsList details={data} />}</DialogQueryContent>
      <DialogActions>
        {loaded?.canEdit && (
          <>
            <Button variant="danger" onClick={() => act('delete')}>
              {t('appointment.delete')}
            </Button>
            <Button variant="secondary" onClick={() => act('edit')}>
              {t('appointment.edit')}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{t('appointment.close')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}

function DetailsList({ details }: { details: TAppointmentDetails }) {
  const { t } = useTranslation();
  const { appointment } = details;
  const start = details.occurrence;
  const end = addDays(start, daysBetween(appointment.begin, appointment.end));
  const days = start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
  const when = appointment.allDay
    ? `${days}, ${t('appointment.details.allDay')}`
    : `${days}, ${appointment.beginTime ?? ''}–${appointment.endTime ?? ''}`;
  const flags: string[] = [];
  if (appointment.private) flags.push(t('appointment.private'));
  if (appointment.inHouse) flags.push(t('appointment.inHouse'));
  return (
    <>
      <dl className={styles.details}>
        <dt>{t('appointment.details.when')}</dt>
        <dd>{when}</dd>
        {appointment.serial && (
          <>
            <dt>{t('appointment.details.series')}</dt>
            <dd>{serialSummary(appointment.serial, t)}</dd>
          </>
        )}
        {appointment.location && (
          <>
            <dt>{t('appointment.location')}</dt>
            <dd>{appointment.location}</dd>
          </>
        )}
        <dt>{t('appointment.user')}</dt>
        <dd>{details.userName}</dd>
        {details.unitNames.length > 0 && (
          <>
            <dt>{t('appointment.units')}</dt>
            <dd>{details.unitNames.join(', ')}</dd>
          </>
        )}
        {details.tagName && (
          <>
            <dt>{t('appointment.tag')}</dt>
            <dd>
              <span
                className={styles.tag}
                style={
                  details.tagColor
                    ? { background: details.tagColor, color: readableTextColor(details.tagColor) }
                    : undefined
                }
              >
                {details.tagName}
              </span>
            </dd>
          </>
        )}
        {flags.length > 0 && (
          <>
            <dt>{t('appointment.details.flags')}</dt>
            <dd>{flags.join(', ')}</dd>
          </>
        )}
        {appointment.note && (
          <>
            <dt>{t('appointment.note')}</dt>
            <dd>{appointment.note}</dd>
          </>
        )}
      </dl>
      {!details.canEdit && <MutedText as="p">{t('appointment.details.noEdit')}</MutedText>}
    </>
  );
}

/** The series in words: "Every 2 weeks on Monday, Wednesday, until 31.03.2027". */
export function serialSummary(pattern: TSerialPattern, t: TFunction): string {
  const names = weekdayNames(currentLanguage(), 'long');
  const dayName = (day: (typeof serialWeekdays)[number]) => names[serialWeekdays.indexOf(day)] ?? day;
  const { rule, end } = pattern;
  const count = rule.every;
  let text: string;
  switch (rule.type) {
    case 'daily':
      text = rule.workdays ? t('appointment.summary.workdays') : t('appointment.summary.daily', { count });
      break;
    case 'weekly':
      text = t('appointment.summary.weekly', { count, days: rule.weekdays.map(dayName).join(', ') });
      break;
    case 'monthly':
      text =
        rule.mode === 1
          ? t('appointment.summary.monthly1', { count, day: rule.day })
          : t('appointment.summary.monthly2', {
              count,
              position: t(`appointment.serial.position.${rule.position}`),
              weekday: dayName(rule.weekday),
            });
      break;
    case 'yearly':
      text = t('appointment.summary.yearly', {
        count,
        date: new Intl.DateTimeFormat(currentLanguage(), {
          day: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        }).format(new Date(Date.UTC(2024, rule.month - 1, rule.day))),
      });
      break;
  }
  if (end.type === 2) return `${text}, ${t('appointment.summary.until', { date: formatDate(end.date) })}`;
  if (end.type === 3) return `${text}, ${t('appointment.summary.times', { count: end.count })}`;
  return text;
}

function DeleteAppointment({
  details,
  occurrence,
  onCancel,
  onDeleted,
}: {
  details: TAppointmentDetails;
  occurrence?: string | undefined;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { appointment } = details;
  const subject = appointment.subject;
  const text = occurrence
    ? t('appointment.confirmDelete.occurrence', { subject, date: formatDate(occurrence) })
    : appointment.serial
      ? t('appointment.confirmDelete.series', { subject })
      : t('appointment.confirmDelete.text', { subject });

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await deleteAppointment(appointment, occurrence);
      await refreshAppointments(queryClient);
      onDeleted();
    } catch (error) {
      // A day that is no occurrence (any more) is the spec's serial-msg2, whatever the server calls it.
      const notAnOccurrence =
        occurrence !== undefined && error instanceof ApiError && [400, 404].includes(error.status);
      setFailure(notAnOccurrence ? t('serial-msg2') : errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      isOpen
      title={t('appointment.confirmDelete.title')}
      confirmLabel={t('appointment.delete')}
      tone="danger"
      busy={busy}
      error={failure}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>{text}</p>
    </ConfirmDialog>
  );
}
