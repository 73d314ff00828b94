import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  maxNotesLength,
  type TAbsenceStateInfo,
  type TAbsenceTarget,
  type TRecipient,
} from '@app/shared/absences/absence';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { MemoField } from '#ui/widgets/string-field';
import type { SeriesScope } from '#features/appointments/index';
import {
  changeAbsenceSeriesState,
  changeAbsenceState,
  loadRecipients,
  refreshAbsences,
} from './absences-api';
import { NotifierDialog } from './notifier-dialog';

/** One button of the details: a target state for the absence itself, or a substitute's answer. */
export interface StateAction {
  state: TAbsenceTarget;
  target: 'Appointment' | 'Substitute';
  /** Asked before the change: a reason that must be given, a comment that may be, or nothing. */
  reason: 'required' | 'optional' | 'none';
  /** Text keys: the button and the toast after it. */
  key: 'Approve' | 'Deny' | 'Cancel' | 'Request' | 'agree' | 'decline';
}

/** The state changes the server allows now (appointment state info), in the order the buttons show them. */
export function actionsOf(info: TAbsenceStateInfo): StateAction[] {
  const actions: StateAction[] = [];
  const own = (state: TAbsenceTarget, allowed: boolean, reason: StateAction['reason']) => {
    if (allowed) actions.push({ state, target: 'Appointment', reason, key: state });
  };
  own('Request', info.CanRequest, 'none');
  own('Cancel', info.CanCancel, info.CancelNeedsReason ? 'required' : 'none');
  own('Deny', info.CanDeny, 'required');
  // An approval may carry a comment for the requester (e.g. "enjoy, hand over the keys to Lena").
  own('Approve', info.CanApprove, 'optional');
  return actions;
}

export const substituteActions: StateAction[] = [
  { state: 'Deny', target: 'Substitute', reason: 'required', key: 'decline' },
  { state: 'Approve', target: 'Substitute', reason: 'none', key: 'agree' },
];

function reasonTitleOf(action: StateAction): 'Approve' | 'Deny' | 'Cancel' | 'decline' {
  if (action.key === 'decline' || action.key === 'Cancel' || action.key === 'Approve') return action.key;
  return 'Deny';
}

type Step =
  | { kind: 'reason'; action: StateAction; scope: SeriesScope }
  | {
      kind: 'notify';
      action: StateAction;
      scope: SeriesScope;
      reason: string | undefined;
      recipients: TRecipient[];
    };

/** The series of an occurrence: a change of `following` or `series` scope goes to the series' call. */
export interface SeriesTarget {
  id: string;
  version: number;
  /** The occurrence's pattern day: "this and all following" start there. */
  from: string;
}

/**
 * A state change from a details dialog: a reason first where one is required, then the notifier dialog with
 * the server's recipients (skipped when nobody is proposed), then the call. `onDone` after it went through;
 * a failure (a 409 when someone else changed the absence) is shown and `onFailed` reloads the details.
 */
export function useStateChange({
  absenceId,
  version,
  series,
  onDone,
  onFailed,
}: {
  absenceId: string;
  version: number;
  series?: SeriesTarget | undefined;
  onDone: () => void;
  onFailed: () => void;
}): {
  start: (action: StateAction, scope?: SeriesScope) => void;
  busy: boolean;
  failure: string | null;
  dialogs: ReactNode;
} {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function send(
    action: StateAction,
    scope: SeriesScope,
    reason: string | undefined,
    notifyUserIds: string[] | undefined,
  ) {
    setBusy(true);
    setFailure(null);
    try {
      if (series && scope !== 'occurrence' && action.target === 'Appointment') {
        const result = await changeAbsenceSeriesState(series.id, {
          state: action.state,
          ...(reason ? { reason } : {}),
          ...(notifyUserIds ? { notifyUserIds } : {}),
          ...(scope === 'following' ? { from: series.from } : {}),
          version: series.version,
        });
        setStep(null);
        toast.success(t('absenceDialog.done.series', { count: result.changed }));
      } else {
        await changeAbsenceState({
          appointmentId: absenceId,
          state: action.state,
          target: action.target,
          ...(reason ? { reason } : {}),
          ...(notifyUserIds ? { notifyUserIds } : {}),
          version,
        });
        setStep(null);
        toast.success(t(`absenceDialog.done.${action.key}`));
      }
      await refreshAbsences(queryClient);
      onDone();
    } catch (error) {
      setStep(null);
      setFailure(errorMessage(error, t));
      onFailed();
    } finally {
      setBusy(false);
    }
  }

  async function ask(action: StateAction, scope: SeriesScope, reason: string | undefined) {
    setBusy(true);
    setFailure(null);
    let recipients: TRecipient[] = [];
    try {
      recipients = await loadRecipients(absenceId, action.state, action.target);
    } catch {
      // Without a list there is nothing to choose: the server tells whom it proposes (`notifyUserIds` omitted).
      recipients = [];
    }
    setBusy(false);
    if (recipients.length === 0) await send(action, scope, reason, undefined);
    else setStep({ kind: 'notify', action, scope, reason, recipients });
  }

  function start(action: StateAction, scope: SeriesScope = 'occurrence') {
    setFailure(null);
    if (action.reason !== 'none') setStep({ kind: 'reason', action, scope });
    else void ask(action, scope, undefined);
  }

  let dialogs: ReactNode = null;
  if (step?.kind === 'reason')
    dialogs = (
      <ReasonDialog
        title={t(`absenceDialog.reasonTitle.${reasonTitleOf(step.action)}`)}
        confirmLabel={t(`absenceDialog.action.${step.action.key}`)}
        optional={step.action.reason === 'optional'}
        busy={busy}
        onCancel={() => setStep(null)}
        onConfirm={(reason) => void ask(step.action, step.scope, reason || undefined)}
      />
    );
  else if (step?.kind === 'notify')
    dialogs = (
      <NotifierDialog
        recipients={step.recipients}
        busy={busy}
        onCancel={() => setStep(null)}
        onConfirm={(ids) => void send(step.action, step.scope, step.reason, ids)}
      />
    );
  return { start, busy, failure, dialogs };
}

/**
 * Asks for the reason a change needs (deny, decline, cancelling an approved absence: it cannot be empty), or for
 * the comment an approval may carry (`optional`).
 */
export function ReasonDialog({
  title,
  confirmLabel,
  optional = false,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  confirmLabel: string;
  optional?: boolean;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = !optional && reason.trim() === '';
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={title}
      dismissable={!busy}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!missing) onConfirm(reason.trim());
        }}
      >
        <MemoField
          label={t(optional ? 'absenceDialog.comment' : 'absenceDialog.reason')}
          rows={4}
          required={!optional}
          autoFocus
          value={reason}
          maxLength={maxNotesLength}
          error={tried && missing ? t('absenceDialog.reasonRequired') : undefined}
          onChange={(text) => setReason(text ?? '')}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant={optional ? 'primary' : 'danger'} busy={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
