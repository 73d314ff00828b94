import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAbsenceDetails } from '@app/shared/absences/absence';
import type { TAbsenceSeriesDetails } from '@app/shared/absences/absence-series';
import { useSession } from '#app/session';
import { useToast } from '#app/toast';
import { dialogLoadErrorMessage, errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { Button, PageLoading } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Notice } from '#ui/notice';
import { SeriesChoice, type SeriesScope } from '#features/appointments/index';
import { useAppointmentTexts } from '#features/appointments/use-appointment-texts';
import { AbsenceDialog } from './absence-dialog';
import { seriesDays, seriesSummaryText } from './absence-series-text';
import { AbsenceFacts, ApprovalHistory, periodText, SubstituteAnswers } from './absence-facts';
import { AbsenceSheet } from './absence-sheet';
import { AbsenceWarnings, hasWarnings } from './absence-warnings';
import {
  absenceDetailsQuery,
  absenceSeriesQuery,
  deleteAbsence,
  deleteAbsenceSeries,
  refreshAbsences,
  useAbsenceTexts,
} from './absences-api';
import { actionsOf, substituteActions, useStateChange, type StateAction } from './state-change';
import styles from './absences.module.css';

export interface AbsenceDetailsDialogProps {
  absenceId: string;
  /** The day clicked in the calendar (DetailsModal `clickDate`). */
  clickDate?: string;
  onClose: () => void;
  /** The absence changed (state, edit, delete): reload what shows it. */
  onChanged: () => void;
}

/** DetailsModal: an absence with its substitutes, history and conflicts, and the changes the caller may make. */
export function AbsenceDetailsDialog({
  absenceId,
  clickDate,
  onClose,
  onChanged,
}: AbsenceDetailsDialogProps) {
  const { t } = useTranslation();
  const absenceTexts = useAbsenceTexts();
  // An occurrence of a series asks "this one / all following / all" in the appointment series' words.
  const serialTexts = useAppointmentTexts();
  const ready = absenceTexts && serialTexts;
  const details = useQuery(absenceDetailsQuery(absenceId));
  const seriesId = details.data?.absence.seriesId;
  const series = useQuery({ ...absenceSeriesQuery(seriesId ?? ''), enabled: Boolean(seriesId) });
  if (!ready || !details.data || (seriesId && !series.data && !series.isError))
    return (
      <AbsenceSheet title={ready ? t('absenceDialog.title.details') : ''} onClose={onClose}>
        {details.isError ? (
          <Notice tone="error">{dialogLoadErrorMessage(details.error, t)}</Notice>
        ) : (
          <PageLoading label={t('app.loading')} />
        )}
      </AbsenceSheet>
    );
  return (
    <DetailsContent
      details={details.data}
      series={seriesId ? series.data : undefined}
      clickDate={clickDate}
      reload={() => {
        void details.refetch();
        if (seriesId) void series.refetch();
      }}
      onClose={onClose}
      onChanged={onChanged}
    />
  );
}

/** What waits for the person's choice of "this one / all following / all" (an occurrence of a series). */
type Choice = 'edit' | 'delete' | 'cancel';

function DetailsContent({
  details,
  series,
  clickDate,
  reload,
  onClose,
  onChanged,
}: {
  details: TAbsenceDetails;
  /** The series of an occurrence (docs/absences.md, "Serial absences"). */
  series: TAbsenceSeriesDetails | undefined;
  clickDate: string | undefined;
  reload: () => void;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const me = useSession().currentUserId;
  const { absence, stateInfo } = details;
  const [editing, setEditing] = useState<SeriesScope | null>(null);
  const [deleting, setDeleting] = useState<SeriesScope | null>(null);
  const [choosing, setChoosing] = useState<{ choice: Choice; action?: StateAction } | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const from = absence.seriesDate ?? absence.begin;
  const seriesTarget = series && { id: series.series.id, version: series.series.version, from };
  const change = useStateChange({
    absenceId: absence.id,
    version: absence.version,
    series: seriesTarget,
    onDone: () => {
      onChanged();
      reload();
    },
    onFailed: reload,
  });

  async function remove(scope: SeriesScope) {
    setDeleteBusy(true);
    setDeleteFailure(null);
    try {
      if (seriesTarget && scope !== 'occurrence')
        await deleteAbsenceSeries(
          seriesTarget.id,
          seriesTarget.version,
          scope === 'following' ? from : undefined,
        );
      else await deleteAbsence(absence.id, absence.version);
      toast.success(t('absenceDialog.done.deleted'));
      await refreshAbsences(queryClient);
      onChanged();
      onClose();
    } catch (error) {
      setDeleteFailure(errorMessage(error, t));
      reload();
    } finally {
      setDeleteBusy(false);
    }
  }

  if (editing)
    return (
      <AbsenceDialog
        open
        absenceId={absence.id}
        seriesScope={editing === 'occurrence' ? undefined : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          onChanged();
          reload();
        }}
      />
    );

  // An occurrence: edit, delete and cancel ask "this one / all following / all"; requesting, approving and
  // denying decide the whole series (one request in the approver's list).
  const ask = (choice: Choice, action?: StateAction) =>
    series ? setChoosing({ choice, ...(action ? { action } : {}) }) : undefined;
  const startAction = (action: StateAction) => {
    if (!series || action.target !== 'Appointment') change.start(action);
    else if (action.state === 'Cancel') ask('cancel', action);
    else change.start(action, 'series');
  };

  const actions: StateAction[] = [
    ...(details.canAnswerAsSubstitute ? substituteActions : []),
    ...actionsOf(stateInfo),
  ];
  const button = (action: StateAction) => (
    <Button
      key={`${action.target}:${action.state}`}
      variant={action.state === 'Approve' ? 'primary' : action.state === 'Request' ? 'primary' : 'secondary'}
      disabled={change.busy}
      onClick={() => startAction(action)}
    >
      {t(`absenceDialog.action.${action.key}`)}
    </Button>
  );
  const anyAction = actions.length > 0 || stateInfo.CanEdit || stateInfo.CanDelete;
  return (
    <AbsenceSheet
      title={t('absenceDialog.title.details')}
      onClose={onClose}
      dismissable={!change.busy}
      actions={
        anyAction ? (
          <>
            {stateInfo.CanDelete && (
              <Button
                variant="danger"
                onClick={() => (series ? ask('delete') : setDeleting('occurrence'))}
                disabled={change.busy}
              >
                {t('absenceDialog.action.delete')}
              </Button>
            )}
            {stateInfo.CanEdit && (
              <Button
                variant="secondary"
                onClick={() => (series ? ask('edit') : setEditing('occurrence'))}
                disabled={change.busy}
              >
                {t('absenceDialog.action.edit')}
              </Button>
            )}
            {actions.map(button)}
          </>
        ) : undefined
      }
    >
      {clickDate && clickDate !== absence.begin && (
        <p className={styles.muted}>
          {t('absenceDialog.details.clickDate', { date: formatDate(clickDate) })}
        </p>
      )}
      <AbsenceFacts details={details} />
      {series && <SeriesFacts series={series} />}
      <SubstituteAnswers details={details} />
      <ApprovalHistory details={details} />
      {hasWarnings(details) && (
        <>
          <h3 className={styles.section}>{t('absenceDialog.details.conflicts')}</h3>
          <AbsenceWarnings result={details} personName={details.personName} own={absence.userId === me} />
        </>
      )}
      {change.failure && <Notice tone="error">{change.failure}</Notice>}
      {change.dialogs}
      {choosing && (
        <SeriesChoice
          action={choosing.choice === 'edit' ? 'edit' : 'delete'}
          title={t(`absenceDialog.series.${choosing.choice}Title`)}
          scopes={['occurrence', 'following', 'series']}
          date={absence.begin}
          onClose={() => setChoosing(null)}
          onChoose={(scope) => {
            setChoosing(null);
            if (choosing.choice === 'edit') setEditing(scope);
            else if (choosing.choice === 'delete') setDeleting(scope);
            else if (choosing.action) change.start(choosing.action, scope);
          }}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('absenceDialog.title.delete')}
        confirmLabel={t('absenceDialog.action.delete')}
        tone="danger"
        busy={deleteBusy}
        error={deleteFailure}
        onConfirm={() => void remove(deleting ?? 'occurrence')}
        onCancel={() => {
          setDeleting(null);
          setDeleteFailure(null);
        }}
      >
        {deleting === 'series'
          ? t('absenceDialog.delete.confirmSeries', { name: details.personName })
          : deleting === 'following'
            ? t('absenceDialog.delete.confirmFollowing', { name: details.personName, date: formatDate(from) })
            : t('absenceDialog.delete.confirm', { name: details.personName, period: periodText(absence, t) })}
      </ConfirmDialog>
    </AbsenceSheet>
  );
}

/** The series an occurrence belongs to: its pattern, first and last day, its days; decisions take it whole. */
function SeriesFacts({ series }: { series: TAbsenceSeriesDetails }) {
  const { t } = useTranslation();
  const text = seriesSummaryText(seriesDays(series), t);
  return (
    <Notice tone="info">
      <p>{t('absenceDialog.series.partOf', { pattern: text.range, days: text.days })}</p>
      <p>{t('absenceDialog.series.decidesAll')}</p>
    </Notice>
  );
}
