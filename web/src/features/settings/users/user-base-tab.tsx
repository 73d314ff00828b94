import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { TRole } from '@app/shared/security/roles';
import { ZUserUpdate, type TUser } from '@app/shared/users/user';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { ApiError } from '#lib/api';
import { Button } from '#ui/button';
import { DialogActions } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { FormGrid, Wide } from '#ui/layout';
import { TextField } from '#ui/text-field';
import { RolesField } from './role-picker';
import type { UserTabProps } from './user-tabs';
import { refreshAfterUserChange, updateUser, usersQueryKey } from './users-api';
import styles from './users-page.module.css';

const ZUserEdit = ZUserUpdate.pick({ displayName: true, email: true, roleIds: true });
type EditValues = z.input<typeof ZUserEdit>;
const editFields: (keyof EditValues)[] = ['displayName', 'email', 'roleIds'];

function roleNames(user: TUser, roles: readonly TRole[] | null): string {
  if (!roles) return String(user.roleIds.length);
  return roles
    .filter((role) => user.roleIds.includes(role.id))
    .map((role) => role.name)
    .join(', ');
}

/** The read-only base data (`readonly=1`, or for users who may show but not edit). */
export function UserDetails({
  user,
  roles,
  onClose,
}: {
  user: TUser;
  roles: readonly TRole[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Notice tone="info">{t('users.readOnlyHint')}</Notice>
      <dl className={styles.details}>
        <dt>{t('users.displayName')}</dt>
        <dd>{user.displayName}</dd>
        <dt>{t('users.username')}</dt>
        <dd>{user.username}</dd>
        <dt>{t('users.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('users.roles')}</dt>
        <dd>{roleNames(user, roles) || '–'}</dd>
        <dt>{t('users.status')}</dt>
        <dd>{user.active ? t('users.active') : t('users.inactive')}</dd>
      </dl>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </>
  );
}

/** The base data tab: name, e-mail, roles. */
export function UserBaseTab({
  user,
  roles,
  onSaved,
  onDirtyChange,
  registerSave,
  onCancel,
}: UserTabProps & { roles: readonly TRole[] | null; onCancel: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EditValues, unknown, z.output<typeof ZUserEdit>>({
    resolver: zodResolver(ZUserEdit),
    mode: 'onTouched',
    defaultValues: { displayName: user.displayName, email: user.email, roleIds: user.roleIds },
  });
  const save = useMutation({
    mutationFn: (values: z.output<typeof ZUserEdit>) =>
      updateUser(user.id, { ...values, version: user.version }),
    onSuccess: async (saved) => {
      toast.success(t('users.saved', { name: saved.displayName }));
      reset({ displayName: saved.displayName, email: saved.email, roleIds: saved.roleIds });
      onSaved(saved);
      await refreshAfterUserChange(queryClient);
    },
  });

  const { failure, setFailure, run } = useSubmitErrors<EditValues>({
    fields: editFields,
    setError,
    onError: async (error) => {
      if (!(error instanceof ApiError && error.code === 'CONFLICT')) return false;
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      setFailure(t('users.conflict'));
      return true;
    },
  });
  const onSubmit = handleSubmit((values) => run(() => save.mutateAsync(values)));
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  registerSave(async () => {
    let saved = false;
    await handleSubmit(async (values) => {
      await run(async () => {
        await save.mutateAsync(values);
        saved = true;
      });
    })();
    return saved;
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {failure && <Notice tone="error">{failure}</Notice>}
      <p className={styles.username}>{t('users.usernameLine', { username: user.username })}</p>
      <FormGrid>
        <TextField
          label={t('users.displayName')}
          maxLength={100}
          error={errors.displayName ? t('users.error.displayName') : undefined}
          {...register('displayName')}
        />
        <TextField
          label={t('users.email')}
          type="email"
          maxLength={100}
          error={errors.email ? t('signup.error.email') : undefined}
          {...register('email')}
        />
        <Wide>
          {roles ? (
            <RolesField control={control} roles={roles} />
          ) : (
            <p className={styles.muted}>{t('users.rolesNeedPermission')}</p>
          )}
        </Wide>
      </FormGrid>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          {t('dialog.close')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
