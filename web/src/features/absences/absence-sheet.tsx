import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './absences.module.css';

export interface AbsenceSheetProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons, kept in view at the bottom (on a phone the sheet fills the screen and scrolls above them). */
  actions?: ReactNode;
  /** False while something is being sent: no close button, Esc and outside clicks do nothing. */
  dismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/**
 * The absence dialogs' modal: a centred dialog on wide screens, a full-screen sheet on a phone (an employee
 * requests leave there) with its actions fixed at the bottom in reach of the thumb. Focus handling as
 * `ModalDialog` (react-aria).
 */
export function AbsenceSheet({
  title,
  onClose,
  children,
  actions,
  dismissable = true,
  role = 'dialog',
}: AbsenceSheetProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog role={role} className={styles.sheet}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {dismissable && (
              <button type="button" className={styles.close} aria-label={t('dialog.close')} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className={styles.body}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
