import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZPassword } from '@app/shared/tenants/signup';
import type { TUser } from '@app/shared/users/user';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { NewPasswordField } from '#ui/new-password-field';
import { Notice } from '#ui/notice';
import { resetPassword } from './invitations-api';

/** An administrator gives a person a temporary password; the person chooses their own at the next sign-in. */
export function ResetPasswordDialog({ user, onClose }: { user: TUser; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState(false);
  const reset = useMutation({
    mutationFn: () => resetPassword(user.id, password),
    onSuccess: () => {
      toast.success(t('invitations.passwordWasReset', { name: user.displayName }));
      onClose();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = ZPassword.safeParse(password).success;
    setInvalid(!valid);
    if (valid) reset.mutate();
  };
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !reset.isPending && onClose()}
      title={t('invitations.resetTitle', { name: user.displayName })}
    >
      <form onSubmit={onSubmit} noValidate>
        <p>{t('invitations.resetIntro', { name: user.displayName })}</p>
        {reset.error !== null && <Notice tone="error">{errorMessage(reset.error, t)}</Notice>}
        <NewPasswordField
          label={t('invitations.temporaryPassword')}
          password={password}
          value={password}
          autoFocus
          error={invalid ? t('login.newPasswordInvalid') : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormDialogActions
          submitLabel={t('invitations.resetPassword')}
          busy={reset.isPending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
