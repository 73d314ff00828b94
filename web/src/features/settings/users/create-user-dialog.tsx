import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { UiKey } from '@app/shared/i18n/resources';
import type { TRole } from '@app/shared/security/roles';
import { ZUserCreate } from '@app/shared/users/user';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { useFieldErrorText } from '#lib/form-errors';
import { currentLanguage } from '#lib/i18n';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { LanguageSelectField } from '#ui/language-select-field';
import { NewPasswordField } from '#ui/new-password-field';
import { Notice } from '#ui/notice';
import { FormGrid, Wide } from '#ui/layout';
import { TextField } from '#ui/text-field';
import { RolesField } from './role-picker';
import { createUser, refreshAfterUserChange } from './users-api';

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
    meta: { refusedKey: 'editionDialog.refused.createUser' },
    onSuccess: async (user) => {
      toast.success(t('users.created', { name: user.displayName }));
      await refreshAfterUserChange(queryClient);
      onClose();
    },
  });

  // 402 EDITION_LIMIT (the Free Edition's 10 active users) goes to the edition dialog.
  const { failure, run } = useSubmitErrors<CreateValues>({
    fields: createFields,
    setError,
    fieldCodes: { USERNAME_TAKEN: 'username' },
  });
  const onSubmit = handleSubmit((values) => run(() => create.mutateAsync(values)));

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('users.createTitle')}
      size="medium"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        <FormGrid>
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
          <Wide>
            <TextField
              label={t('users.username')}
              description={t('signup.usernameHint')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={50}
              error={errorText('username', errors.username)}
              {...register('username')}
            />
          </Wide>
          <LanguageSelectField
            label={t('users.language')}
            error={errorText('language', errors.language)}
            {...register('language')}
          />
          <Wide>
            <NewPasswordField
              label={t('users.initialPassword')}
              hint={t('users.initialPasswordHint')}
              password={password}
              error={errorText('password', errors.password)}
              {...register('password')}
            />
          </Wide>
          <Wide>
            <RolesField control={control} roles={roles} />
          </Wide>
        </FormGrid>
        <FormDialogActions submitLabel={t('users.create')} busy={isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
