import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
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
}

/**
 * Why a save, drop or action was refused: the validator's messages (warnings and errors) with retry and, when
 * `model.allowForce`, "save anyway" (force). A panel, so that the batch editor shows it in place; the drop flow
 * uses `ValidatorMessagesDialog`.
 */
export function ValidatorMessages({
  result,
  onForce,
  onRetry,
  onCancel,
  busy = false,
}: ValidatorMessagesProps) {
  const { t } = useTranslation();
  const messages = result.model.messages.filter((message) => !message.hidden);
  const canForce = result.model.allowForce && onForce !== undefined;
  return (
    <section className={styles.validator} aria-label={t('calendarDialog.validator.title')}>
      <Notice tone={canForce ? 'warning' : 'error'}>
        {result.message ?? t('calendarDialog.validator.refused')}
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
                    .map((solution, position) => (
                      <li key={position}>{solution.name}</li>
                    ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {canForce && <p>{t('calendarDialog.validator.forceHint')}</p>}
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
            {t('calendarDialog.validator.force')}
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
      title={t('calendarDialog.validator.title')}
      role="alertdialog"
      size="medium"
    >
      <ValidatorMessages {...panel} />
    </ModalDialog>
  );
}
