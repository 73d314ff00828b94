import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { UiKey } from '@app/shared/i18n/ui.en';
import type { TRole } from '@app/shared/security/roles';
import { ZUserCreate } from '@app/shared/users/user';
import { isEditionProblem } from '../../../app/api-problems';
import { useToast } from '../../../app/toast';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { showFieldIssues, useFieldErrorText, usernameTaken } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { FormDialogActions, ModalDialog } from '../../../ui/dialog';
import { LanguageSelectField } from '../../../ui/language-select-field';
import { NewPasswordField } from '../../../ui/new-password-field';
import { Notice } from '../../../ui/notice';
import { TextField } from '../../../ui/text-field';
import { RolesField } from './role-picker';
import { createUser, refreshAfterUserChange } from './users-api';
import ui from '../../../ui/ui.module.css';

type CreateValues = z.input<typeof ZUserCreate>;
type CreateField = keyof CreateValues;

const fieldErrorKeys: Record<CreateField, UiKey> = {
  username: 'signup.error.username',
  displayName: 'users.error.displayName',
  email: 'signup.error.email',
  password: 'signup.error.password',
  roleIds: 'users.error.roles',
  language: 'signup.error.language',
};

const createFields = Object.keys(fieldErrorKeys) as CreateField[];

/** A new user with sign-in: name, e-mail, roles and an initial password that meets the policy. */
export function CreateUserDialog({ roles, onClose }: { roles: readonly TRole[]; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const errorText = useFieldErrorText(fieldErrorKeys);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateValues, unknown, z.output<typeof ZUserCreate>>({
    resolver: zodResolver(ZUserCreate),
    mode: 'onTouched',
    defaultValues: {
      username: '',
      displayName: '',
      email: '',
      password: '',
      roleIds: roles.filter((role) => role.key === 'employee').map((role) => role.id),
      language: currentLanguage(),
    },
  });
  const password = useWatch({ control, name: 'password' });
  const create = useMutation({
    mutationFn: createUser,
    onSuccess: async (user) => {
      toast.success(t('users.created', { name: user.displayName }));
      await refreshAfterUserChange(queryClient);
      onClose();
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync(values);
    } catch (error) {
      // 402 EDITION_LIMIT (the Free Edition's 10 active users): the edition dialog says it.
      if (isEditionProblem(error)) return;
      if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
        setError('username', { type: usernameTaken }, { shouldFocus: true });
        return;
      }
      if (showFieldIssues(error, createFields, setError)) return;
      setFailure(errorMessage(error, t));
    }
  });

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('users.createTitle')}
      size="medium"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className={ui.formGrid}>
          <TextField
            label={t('users.displayName')}
            autoComplete="off"
            maxLength={100}
            error={errorText('displayName', errors.displayName)}
            {...register('displayName')}
          />
          <TextField
            label={t('users.email')}
            type="email"
            autoComplete="off"
            maxLength={100}
            error={errorText('email', errors.email)}
            {...register('email')}
          />
          <TextField
            className={ui.wide}
            label={t('users.username')}
            description={t('signup.usernameHint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={50}
            error={errorText('username', errors.username)}
            {...register('username')}
          />
          <LanguageSelectField
            label={t('users.language')}
            error={errorText('language', errors.language)}
            {...register('language')}
          />
          <NewPasswordField
            className={ui.wide}
            label={t('users.initialPassword')}
            hint={t('users.initialPasswordHint')}
            password={password}
            error={errorText('password', errors.password)}
            {...register('password')}
          />
          <div className={ui.wide}>
            <RolesField control={control} roles={roles} />
          </div>
        </div>
        <FormDialogActions submitLabel={t('users.create')} busy={isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
