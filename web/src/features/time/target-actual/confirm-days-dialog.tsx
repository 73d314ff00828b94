import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDayProblem, TTrackingActionResult } from '@app/shared/time-tracking/tracking';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { sendTrackingAction } from './target-actual-api';

/** What the dialog shows after a call: the days confirmed, refused, and the server's words on days not over. */
type Answer = Pick<TTrackingActionResult, 'done' | 'refused'> & { notOver: string[] };

export interface ConfirmRange {
  from: string;
  to: string;
}

const refusalKeys = {
  openBooking: 'targetActual.problem.missingClockOut',
  requestedBooking: 'targetActual.problem.requested',
  noBookings: 'targetActual.problem.noBookings',
  bookingWithoutPlan: 'targetActual.problem.bookingWithoutPlan',
  overtimeWaiting: 'targetActual.problem.overtimeWaiting',
} as const satisfies Record<TDayProblem, string>;

/**
 * Confirming a range of days of one person (CONFIRM): asks first, then lists the days the server refused with
 * their reasons and offers to confirm them anyway (force); days not over yet are never confirmed, and the server's
 * sentence on them is shown. A selection of single days comes as its runs of
 * consecutive days, one call each, so that a day left out in between stays as it is.
 */
export function ConfirmDaysDialog({
  userId,
  name,
  ranges,
  onClose,
  onDone,
  call = sendTrackingAction,
}: {
  userId: string;
  name: string;
  ranges: readonly ConfirmRange[];
  onClose: () => void;
  onDone: (confirmed: number) => void;
  /** The call (tests give a stand-in). */
  call?: typeof sendTrackingAction;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<Answer | null>(null);
  const [confirmed, setConfirmed] = useState(0);

  const first = ranges[0]?.from ?? '';
  const last = ranges[ranges.length - 1]?.to ?? first;
  const close = () => {
    if (confirmed > 0) onDone(confirmed);
    onClose();
  };

  async function send(force: boolean) {
    setBusy(true);
    setFailure(null);
    try {
      // Forced, only the refused days go again (each as its own one-day range).
      const sent =
        force && result
          ? result.refused.map((refusal) => ({ from: refusal.date, to: refusal.date }))
          : ranges;
      const answer: Answer = { done: 0, refused: [], notOver: [] };
      for (const range of sent) {
        const part = await call({
          userIds: [userId],
          from: range.from,
          to: range.to,
          action: 'CONFIRM',
          force,
        });
        answer.done += part.done;
        answer.refused.push(...part.refused);
        // Days not over yet are never confirmed: the server says which, in the caller's language.
        if (part.notOver) answer.notOver.push(part.notOver.message);
      }
      const total = confirmed + answer.done;
      setConfirmed(total);
      if (answer.refused.length === 0 && answer.notOver.length === 0) {
        onDone(total);
        onClose();
      } else setResult({ ...answer, notOver: [...(result?.notOver ?? []), ...answer.notOver] });
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !busy && close()}
      title={t('targetActual.confirm.title')}
      role="alertdialog"
    >
      <p>{t('targetActual.confirm.intro', { from: formatDate(first), to: formatDate(last), name })}</p>
      {result && (
        <>
          {confirmed > 0 && <p>{t('targetActual.confirm.confirmedCount', { count: confirmed })}</p>}
          {result.notOver.map((message) => (
            <Notice key={message} tone="info">
              {message}
            </Notice>
          ))}
          {result.refused.length > 0 && (
            <>
              <p>{t('targetActual.confirm.refused')}</p>
              <ul aria-label={t('targetActual.confirm.refused')}>
                {result.refused.map((refusal) => (
                  <li key={`${refusal.userId}-${refusal.date}-${refusal.problem}`}>
                    {formatDate(refusal.date)}: {t(refusalKeys[refusal.problem])}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {failure && <Notice tone="error">{failure}</Notice>}
      <DialogActions>
        <Button variant="secondary" disabled={busy} onClick={close}>
          {t(result ? 'dialog.close' : 'dialog.cancel')}
        </Button>
        {result ? (
          result.refused.length > 0 && (
            <Button busy={busy} onClick={() => void send(true)}>
              {t('targetActual.confirm.force')}
            </Button>
          )
        ) : (
          <Button busy={busy} onClick={() => void send(false)}>
            {t('targetActual.confirm.submit')}
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}
