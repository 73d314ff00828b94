import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isEditionProblem } from '#app/api-problems';
import { useToast } from '#app/toast';
import { ApiError, type ApiErrorCode } from '#lib/api-error';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DialogActions, ModalDialog } from '#ui/dialog';

/** Offered when the server refuses a deletion because the entry is in use: deactivate it instead. */
export interface DeactivateInstead {
  /** The error code of the refusal. */
  code: ApiErrorCode;
  deactivate: () => Promise<unknown>;
  confirmLabel: string;
  /** Why, in place of the deletion text. */
  text: ReactNode;
  /** The toast once deactivated. */
  doneText: string;
}

export interface MasterDataDeleteDialogProps {
  name: string;
  /**
   * Deletes. When it resolves to `{ outcome: 'deactivated' }` the server kept the entry (it is in use) and
   * deactivated it: the toast says `deactivatedText` then.
   */
  remove: () => Promise<unknown>;
  /** Reloads the lists the deletion changes. */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  onClose: () => void;
  /** Defaults: `mdGrid.deleteTitle`, `mdGrid.deleteText`, `mdGrid.deleted` with the name. */
  title?: string;
  text?: ReactNode;
  deletedText?: string;
  deactivatedText?: string;
  deactivateInstead?: DeactivateInstead;
  /** Why the entry cannot be deleted as things are: the dialog only explains, with a close button. */
  blocker?: string | null;
}

function wasDeactivated(result: unknown): boolean {
  return (
    typeof result === 'object' && result !== null && 'outcome' in result && result.outcome === 'deactivated'
  );
}

/**
 * The master-data pages' deletion: confirmed first; an entry the server keeps is deactivated instead (by the
 * server, or on the user's choice after the refusal `deactivateInstead.code`). Edition problems are left to
 * the shell's dialog.
 */
export function MasterDataDeleteDialog({
  name,
  remove,
  refresh,
  onClose,
  title,
  text,
  deletedText,
  deactivatedText,
  deactivateInstead,
  blocker,
}: MasterDataDeleteDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [inUse, setInUse] = useState(false);
  const refused = (error: unknown) =>
    deactivateInstead !== undefined && error instanceof ApiError && error.code === deactivateInstead.code;
  const mutation = useMutation({
    mutationFn: async () => {
      if (inUse && deactivateInstead) {
        await deactivateInstead.deactivate();
        return 'chosen' as const;
      }
      return wasDeactivated(await remove()) ? ('server' as const) : ('deleted' as const);
    },
    onSuccess: async (done) => {
      if (done === 'deleted') toast.success(deletedText ?? t('mdGrid.deleted', { name }));
      else if (done === 'chosen' && deactivateInstead) toast.success(deactivateInstead.doneText);
      else toast.info(deactivatedText ?? t('mdGrid.deleted', { name }));
      await refresh(queryClient);
      onClose();
    },
    onError: (error) => {
      if (refused(error)) setInUse(true);
    },
  });
  const heading = title ?? t('mdGrid.deleteTitle', { name });

  if (blocker) {
    return (
      <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={heading}>
        <p>{blocker}</p>
        <DialogActions>
          <Button onClick={onClose}>{t('dialog.close')}</Button>
        </DialogActions>
      </ModalDialog>
    );
  }
  const failure =
    mutation.error && !isEditionProblem(mutation.error) && !refused(mutation.error)
      ? errorMessage(mutation.error, t)
      : null;
  const offerDeactivate = inUse && deactivateInstead;
  return (
    <ConfirmDialog
      isOpen
      title={heading}
      confirmLabel={offerDeactivate ? deactivateInstead.confirmLabel : t('table.delete')}
      tone={offerDeactivate ? 'primary' : 'danger'}
      busy={mutation.isPending}
      error={failure}
      onConfirm={() => mutation.mutate()}
      onCancel={onClose}
    >
      <p>{offerDeactivate ? deactivateInstead.text : (text ?? t('mdGrid.deleteText'))}</p>
    </ConfirmDialog>
  );
}
