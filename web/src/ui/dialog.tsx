import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';
import styles from './dialog.module.css';

export interface ModalDialogProps {
  isOpen: boolean;
  /** Called with `false` when the dialog asks to close (Esc, the close button, a click outside). */
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
  /** `small` is the spec's default of 450 px. */
  size?: 'small' | 'medium' | 'large';
  role?: 'dialog' | 'alertdialog';
  /** False while a blocking state must stay on screen: no close button, Esc and outside clicks do nothing. */
  dismissable?: boolean;
  /** On phones the dialog fills the screen (a sheet) with 44 px controls; from 40rem on it stays a dialog. */
  sheet?: boolean;
}

/**
 * A modal dialog (react-aria): focus moves in and is trapped, Esc or the title's close button close it, focus
 * returns to where it was. Put the actions at the end of `children` in `DialogActions`.
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  size = 'small',
  role = 'dialog',
  dismissable = true,
  sheet = false,
}: ModalDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      className={sheet ? `${styles.overlay} ${styles.sheetOverlay}` : styles.overlay}
    >
      <Modal className={`${styles.modal} ${styles[size]}${sheet ? ` ${styles.sheet}` : ''}`}>
        <Dialog role={role} className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {dismissable && (
              <button
                type="button"
                className={styles.close}
                aria-label={t('dialog.close')}
                onClick={() => onOpenChange(false)}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The row of buttons at the end of a dialog (primary action last). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** The end of a form in a dialog: cancel, and the submit button (busy while the form is sent). */
export function FormDialogActions({
  submitLabel,
  busy,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel}>
        {t('dialog.cancel')}
      </Button>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
