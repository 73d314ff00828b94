import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { dialogLoadErrorMessage } from '#lib/error-message';
import { Button, PageLoading } from '#ui/button';
import { Notice } from '#ui/notice';
import { AbsenceFacts, SubstituteAnswers } from './absence-facts';
import { AbsenceSheet } from './absence-sheet';
import { absenceDetailsQuery, useAbsenceTexts } from './absences-api';
import { substituteActions, useStateChange } from './state-change';

export interface SubstituteDetailsDialogProps {
  /** The absence the substitution belongs to (the substitute's EntryId). */
  absenceId: string;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * DetailsModalSub: the absence a person stands in for, the answers of all substitutes, and "Agree" / "Decline"
 * while the caller's own answer is awaited (decline asks for a reason).
 */
export function SubstituteDetailsDialog({ absenceId, onClose, onChanged }: SubstituteDetailsDialogProps) {
  const { t } = useTranslation();
  const ready = useAbsenceTexts();
  const details = useQuery(absenceDetailsQuery(absenceId));
  const data = details.data;
  const change = useStateChange({
    absenceId,
    version: data?.absence.version ?? 1,
    onDone: () => {
      onChanged();
      void details.refetch();
    },
    onFailed: () => void details.refetch(),
  });
  const title = ready ? t('absenceDialog.title.substitute') : '';
  if (!ready || !data)
    return (
      <AbsenceSheet title={title} onClose={onClose}>
        {details.isError ? (
          <Notice tone="error">{dialogLoadErrorMessage(details.error, t)}</Notice>
        ) : (
          <PageLoading label={t('app.loading')} />
        )}
      </AbsenceSheet>
    );
  return (
    <AbsenceSheet
      title={title}
      onClose={onClose}
      dismissable={!change.busy}
      actions={
        data.canAnswerAsSubstitute
          ? substituteActions.map((action) => (
              <Button
                key={action.key}
                variant={action.key === 'agree' ? 'primary' : 'secondary'}
                disabled={change.busy}
                onClick={() => change.start(action)}
              >
                {t(`absenceDialog.action.${action.key}`)}
              </Button>
            ))
          : undefined
      }
    >
      {data.canAnswerAsSubstitute && <p>{t('absenceDialog.sub.intro', { name: data.personName })}</p>}
      <AbsenceFacts details={data} />
      <SubstituteAnswers details={data} />
      {change.failure && <Notice tone="error">{change.failure}</Notice>}
      {change.dialogs}
    </AbsenceSheet>
  );
}
