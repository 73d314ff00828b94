import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@app/shared/users/user';
import { isEditionProblem } from '#app/api-problems';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { deleteUser, setUserActive } from './users-api';

/**
 * Deactivation and deletion, both confirmed first. Deletion offers, as the spec says, cancel, delete or
 * deactivate instead (which keeps the data).
 */
export function UserChangeDialog({
  kind,
  user,
  canEdit,
  onDone,
  onCancel,
}: {
  kind: 'deactivate' | 'delete';
  user: TUser;
  canEdit: boolean;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useMutation({
    mutationFn: (chosen: 'deactivate' | 'delete') =>
      chosen === 'delete' ? deleteUser(user) : setUserActive(user, false).then(() => undefined),
    onSuccess: async (_result, chosen) => {
      toast.success(
        chosen === 'delete'
          ? t('users.deleted', { name: user.displayName })
          : t('users.deactivated', { name: user.displayName }),
      );
      await onDone();
    },
  });
  const error = change.error && !isEditionProblem(change.error) ? errorMessage(change.error, t) : null;

  return (
    <ModalDialog
      isOpen
      role="alertdialog"
      onOpenChange={(open) => !open && !change.isPending && onCancel()}
      title={kind === 'delete' ? t('users.deleteTitle') : t('users.deactivateTitle')}
    >
      <p>
        {kind === 'delete'
          ? t('users.deleteConfirm', { name: user.displayName })
          : t('users.deactivateConfirm', { name: user.displayName })}
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={change.isPending}>
          {t('dialog.cancel')}
        </Button>
        {kind === 'delete' && canEdit && user.active && (
          <Button
            variant="secondary"
            busy={change.isPending && change.variables === 'deactivate'}
            disabled={change.isPending}
            onClick={() => change.mutate('deactivate')}
          >
            {t('users.deactivateInstead')}
          </Button>
        )}
        <Button
          variant={kind === 'delete' ? 'danger' : 'primary'}
          busy={change.isPending && change.variables === kind}
          disabled={change.isPending}
          onClick={() => change.mutate(kind)}
        >
          {kind === 'delete' ? t('table.delete') : t('users.deactivate')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
