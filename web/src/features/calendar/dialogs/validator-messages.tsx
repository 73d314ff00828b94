import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import type { TActionExecute } from '@app/shared/calendar/calendar.contracts';
import type { ZValidatorModel } from '@app/shared/calendar/validator';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { formatDate } from '#lib/format';
import styles from './dialogs.module.css';

/** What every save, drop and shift action answers (the spec's validator result), without what was written. */
export interface ValidatorOutcome {
  success: boolean;
  message: string | null;
  model: z.infer<typeof ZValidatorModel>;
}

export interface ValidatorMessagesProps {
  result: ValidatorOutcome;
  /** Repeat the call with `force`; the button shows only when the result allows forcing. */
  onForce?: (() => void) | undefined;
  /** Repeat the call as it was (after the user changed something elsewhere). */
  onRetry?: (() => void) | undefined;
  onCancel: () => void;
  /** A repeat is under way: the buttons wait. */
  busy?: boolean;
  /** Repeat the call with another person (a rule's suggestion `ASSIGN:<userId>`); without it they are text. */
  onAssign?: ((userId: string) => void) | undefined;
  /** What was refused, for the title and the force button ("save anyway" or "delete anyway"). */
  verb?: 'save' | 'delete' | 'undo' | 'redo';
}

const assignPrefix = 'ASSIGN:';

const verbTexts = {
  save: {
    title: 'calendarDialog.validator.title',
    refused: 'calendarDialog.validator.refused',
    force: 'calendarDialog.validator.force',
    forceHint: 'calendarDialog.validator.forceHint',
  },
  delete: {
    title: 'calendarDialog.validator.deleteTitle',
    refused: 'calendarDialog.validator.deleteRefused',
    force: 'calendarDialog.validator.deleteForce',
    forceHint: 'calendarDialog.validator.deleteForceHint',
  },
  undo: {
    title: 'calendarDialog.validator.undoTitle',
    refused: 'calendarDialog.validator.undoRefused',
    force: 'calendarDialog.validator.undoForce',
    forceHint: 'calendarDialog.validator.undoForceHint',
  },
  redo: {
    title: 'calendarDialog.validator.redoTitle',
    refused: 'calendarDialog.validator.redoRefused',
    force: 'calendarDialog.validator.redoForce',
    forceHint: 'calendarDialog.validator.redoForceHint',
  },
} as const;

/** The notices of a written change (a rule's message, Sunday work) in one line, or null when there are none. */
export function noticeText(result: ValidatorOutcome): string | null {
  const notices = result.model.messages.filter((message) => message.notice && !message.hidden);
  return notices.length ? notices.map((message) => message.message).join(' ') : null;
}

/**
 * A drop repeated with the suggested person: they are placed on the slot (DROP_SETUSER) or get the shift
 * (DROP_MOVEUSER, DROP_COPY) instead of the one dragged.
 */
export function withAssignee(action: TActionExecute, userId: string): TActionExecute {
  if (action.command === 'DROP_SETUSER') {
    const { sourceUserId: _dragged, ...data } = action.data;
    return { ...action, data: { ...data, targetUserId: userId } };
  }
  return { ...action, data: { ...action.data, targetUserId: userId } };
}

/** The person a solution suggests assigning instead, if it is one. */
export function assignedUser(action: string | null): string | null {
  return action?.startsWith(assignPrefix) ? action.slice(assignPrefix.length) || null : null;
}

/**
 * Why a save, drop or action was refused: the validator's messages (warnings and errors) with retry, the rules'
 * suggested people to assign instead and, when `model.allowForce`, "save anyway" (force). A panel, so that the batch editor shows it in place; the drop flow
 * uses `ValidatorMessagesDialog`.
 */
export function ValidatorMessages({
  result,
  onForce,
  onRetry,
  onCancel,
  busy = false,
  onAssign,
  verb = 'save',
}: ValidatorMessagesProps) {
  const { t } = useTranslation();
  const messages = result.model.messages.filter((message) => !message.hidden);
  const canForce = result.model.allowForce && onForce !== undefined;
  const texts = verbTexts[verb];
  return (
    <section className={styles.validator} aria-label={t(texts.title)}>
      {/* The messages are listed below: the notice says what happened, without repeating the first of them. */}
      <Notice tone={canForce ? 'warning' : 'error'}>
        {messages.length > 0 ? t(texts.refused) : (result.message ?? t(texts.refused))}
      </Notice>
      {messages.length > 0 && (
        <ul className={styles.validatorList}>
          {messages.map((message, index) => (
            <li key={`${message.check}-${index}`} className={styles.validatorItem}>
              <Badge tone={message.level === 'ERR' ? 'warning' : 'neutral'}>
                {t(
                  message.level === 'ERR'
                    ? 'calendarDialog.validator.error'
                    : 'calendarDialog.validator.warning',
                )}
              </Badge>{' '}
              <span>{message.message}</span>
              {message.date && <span className={styles.muted}> ({formatDate(message.date)})</span>}
              {message.details && <p className={styles.muted}>{message.details}</p>}
              {message.solutions.some((solution) => solution.type === 'A') && (
                <ul className={styles.solutions} aria-label={t('calendarDialog.validator.solutions')}>
                  {message.solutions
                    .filter((solution) => solution.type === 'A')
                    .map((solution, position) => {
                      const userId = assignedUser(solution.action);
                      return (
                        <li key={position}>
                          {onAssign && userId ? (
                            <Button variant="secondary" onClick={() => onAssign(userId)} disabled={busy}>
                              {solution.name}
                            </Button>
                          ) : (
                            solution.name
                          )}
                        </li>
                      );
                    })}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {canForce && <p>{t(texts.forceHint)}</p>}
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry} busy={busy}>
            {t('calendarDialog.validator.retry')}
          </Button>
        )}
        {canForce && (
          <Button variant="danger" onClick={onForce} busy={busy}>
            {t(texts.force)}
          </Button>
        )}
      </DialogActions>
    </section>
  );
}

/** `ValidatorMessages` in a dialog of its own (drops and shift actions, which have no dialog to show it in). */
export function ValidatorMessagesDialog(props: ValidatorMessagesProps & { isOpen?: boolean }) {
  const { t } = useTranslation();
  const { isOpen = true, ...panel } = props;
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && !panel.busy && panel.onCancel()}
      title={t(verbTexts[panel.verb ?? 'save'].title)}
      role="alertdialog"
      size="medium"
    >
      <ValidatorMessages {...panel} />
    </ModalDialog>
  );
}
