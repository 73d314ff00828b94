import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogActions, ModalDialog, type ModalDialogProps } from '#ui/dialog';
import { Notice } from '#ui/notice';

export interface FormDialogProps {
  title: string;
  size?: ModalDialogProps['size'];
  /** The form's error notice (`failure` of `useSubmitErrors` / `useMasterDataSave`), above the fields. */
  failure: string | null;
  /** The submit button is busy (the form is being sent). */
  busy: boolean;
  /** The form's submit, e.g. react-hook-form's `handleSubmit(submit)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  onClose: () => void;
  /** Default: "Save". */
  submitLabel?: string;
  /** The fields (usually in a `FormGrid`). */
  children: ReactNode;
}

/**
 * An edit dialog: a modal with a form, its error notice, the fields, and cancel / save. Closing (Esc, ×,
 * cancel) calls `onClose`. The browser's own validation is off: the form's schema says what is wrong.
 */
export function FormDialog({
  title,
  size,
  failure,
  busy,
  onSubmit,
  onClose,
  submitLabel,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={title} {...(size ? { size } : {})}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && <Notice tone="error">{failure}</Notice>}
        {children}
        <FormDialogActions submitLabel={submitLabel ?? t('dialog.save')} busy={busy} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
