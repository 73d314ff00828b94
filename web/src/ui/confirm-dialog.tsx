import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { DialogActions, ModalDialog } from './dialog';
import { Notice } from './notice';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** `danger` for deletions. */
  tone?: 'primary' | 'danger';
  busy?: boolean;
  /** Shown above the buttons when the confirmed action failed. */
  error?: string | null;
  /** The action cannot be done as things are (the dialog says why): only Cancel is offered. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** A full-screen sheet on phones (ModalDialog's `sheet`). */
  sheet?: boolean;
}

/** Asks before an action that cannot be undone (spec: deletion needs confirmation). */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  tone = 'primary',
  busy = false,
  error,
  confirmDisabled = false,
  onConfirm,
  onCancel,
  sheet = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={title}
      role="alertdialog"
      sheet={sheet}
    >
      <div>{children}</div>
      {error && <Notice tone="error">{error}</Notice>}
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        <Button
          variant={tone === 'danger' ? 'danger' : 'primary'}
          busy={busy}
          disabled={confirmDisabled}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
