import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAbsenceDetails } from '@app/shared/absences/absence';
import { useSession } from '#app/session';
import { useToast } from '#app/toast';
import { dialogLoadErrorMessage, errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { Button, PageLoading } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Notice } from '#ui/notice';
import { AbsenceDialog } from './absence-dialog';
import { AbsenceFacts, ApprovalHistory, periodText, SubstituteAnswers } from './absence-facts';
import { AbsenceSheet } from './absence-sheet';
import { AbsenceWarnings, hasWarnings } from './absence-warnings';
import { absenceDetailsQuery, deleteAbsence, refreshAbsences, useAbsenceTexts } from './absences-api';
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
  const ready = useAbsenceTexts();
  const details = useQuery(absenceDetailsQuery(absenceId));
  if (!ready || !details.data)
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
      clickDate={clickDate}
      reload={() => void details.refetch()}
      onClose={onClose}
      onChanged={onChanged}
    />
  );
}

function DetailsContent({
  details,
  clickDate,
  reload,
  onClose,
  onChanged,
}: {
  details: TAbsenceDetails;
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
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const change = useStateChange({
    absenceId: absence.id,
    version: absence.version,
    onDone: () => {
      onChanged();
      reload();
    },
    onFailed: reload,
  });

  async function remove() {
    setDeleteBusy(true);
    setDeleteFailure(null);
    try {
      await deleteAbsence(absence.id, absence.version);
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
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          onChanged();
          reload();
        }}
      />
    );

  const actions: StateAction[] = [
    ...(details.canAnswerAsSubstitute ? substituteActions : []),
    ...actionsOf(stateInfo),
  ];
  const button = (action: StateAction) => (
    <Button
      key={`${action.target}:${action.state}`}
      variant={action.state === 'Approve' ? 'primary' : action.state === 'Request' ? 'primary' : 'secondary'}
      disabled={change.busy}
      onClick={() => change.start(action)}
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
              <Button variant="danger" onClick={() => setDeleting(true)} disabled={change.busy}>
                {t('absenceDialog.action.delete')}
              </Button>
            )}
            {stateInfo.CanEdit && (
              <Button variant="secondary" onClick={() => setEditing(true)} disabled={change.busy}>
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
      <ConfirmDialog
        isOpen={deleting}
        title={t('absenceDialog.title.delete')}
        confirmLabel={t('absenceDialog.action.delete')}
        tone="danger"
        busy={deleteBusy}
        error={deleteFailure}
        onConfirm={() => void remove()}
        onCancel={() => {
          setDeleting(false);
          setDeleteFailure(null);
        }}
      >
        {t('absenceDialog.delete.confirm', { name: details.personName, period: periodText(absence, t) })}
      </ConfirmDialog>
    </AbsenceSheet>
  );
}
