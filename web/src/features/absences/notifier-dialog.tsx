import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRecipient } from '@app/shared/absences/absence';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import styles from './absences.module.css';

/**
 * The notifier dialog of a state change: the people the server proposes to tell, ticked as it suggests; the
 * change is sent with the ids still ticked (`notifyUserIds`).
 */
export function NotifierDialog({
  recipients,
  busy,
  failure,
  onConfirm,
  onCancel,
}: {
  recipients: readonly TRecipient[];
  busy: boolean;
  failure?: string | null | undefined;
  onConfirm: (userIds: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(() =>
    recipients.filter((recipient) => recipient.checked).map((recipient) => recipient.userId),
  );
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={t('absenceDialog.title.notifier')}
      dismissable={!busy}
    >
      <p>{t('absenceDialog.notifier.intro')}</p>
      <ul className={styles.list}>
        {recipients.map((recipient) => (
          <li key={recipient.userId}>
            <Checkbox
              className={styles.check}
              label={recipient.displayName}
              description={t(`absenceDialog.notifier.role.${recipient.role}`)}
              checked={chosen.includes(recipient.userId)}
              onChange={(event) =>
                setChosen((ids) =>
                  event.target.checked
                    ? [...ids, recipient.userId]
                    : ids.filter((id) => id !== recipient.userId),
                )
              }
            />
          </li>
        ))}
      </ul>
      {failure && <Notice tone="error">{failure}</Notice>}
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        <Button busy={busy} onClick={() => onConfirm(chosen)}>
          {t('absenceDialog.notifier.confirm')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
