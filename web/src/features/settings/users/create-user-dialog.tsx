import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { UiKey } from '@app/shared/i18n/ui.en';
import { languages } from '@app/shared/i18n/languages';
import type { TRole } from '@app/shared/security/roles';
import { ZUserCreate } from '@app/shared/users/user';
import { isEditionProblem } from '../../../app/api-problems';
import { sessionQueryKey } from '../../../app/session';
import { useToast } from '../../../app/toast';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { fieldIssuesOf } from '../../../lib/field-issues';
import { currentLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { DialogActions, ModalDialog } from '../../../ui/dialog';
import { Notice } from '../../../ui/notice';
import { PasswordRules, usePasswordPolicyText } from '../../../ui/password-rules';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { RolePicker } from './role-picker';
import { createUser, usersQueryKey } from './users-api';
import styles from './users-page.module.css';

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
  const policyText = usePasswordPolicyText();
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
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onClose();
    },
  });

  const errorText = (field: CreateField, error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.type === 'taken') return t('error.USERNAME_TAKEN');
    return t(fieldErrorKeys[field]);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync(values);
    } catch (error) {
      // 402 EDITION_LIMIT (the Free Edition's 10 active users): the edition dialog says it.
      if (isEditionProblem(error)) return;
      if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
        setError('username', { type: 'taken' }, { shouldFocus: true });
        return;
      }
      const issues = fieldIssuesOf(error).filter((issue) => (createFields as string[]).includes(issue.field));
      if (issues.length) {
        issues.forEach((issue, index) =>
          setError(
            issue.field as CreateField,
            { type: 'server', message: issue.message },
            { shouldFocus: index === 0 },
          ),
        );
        return;
      }
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
        <div className={styles.formGrid}>
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
            className={styles.wide}
            label={t('users.username')}
            description={t('signup.usernameHint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={50}
            error={errorText('username', errors.username)}
            {...register('username')}
          />
          <SelectField
            label={t('users.language')}
            error={errorText('language', errors.language)}
            {...register('language')}
          >
            {languages.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`language.${code}`)}
              </option>
            ))}
          </SelectField>
          <div className={styles.wide}>
            <TextField
              label={t('users.initialPassword')}
              type="password"
              autoComplete="new-password"
              description={`${t('users.initialPasswordHint')} ${policyText}`}
              error={errorText('password', errors.password)}
              {...register('password')}
            />
            <PasswordRules password={password} />
          </div>
          <div className={styles.wide}>
            <Controller
              control={control}
              name="roleIds"
              render={({ field, fieldState }) => (
                <RolePicker
                  legend={t('users.roles')}
                  roles={roles}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText('roleIds', fieldState.error)}
                />
              )}
            />
          </div>
        </div>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {t('users.create')}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
