import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { TRole } from '@app/shared/security/roles';
import { ZUserUpdate, type TUser } from '@app/shared/users/user';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { ApiError } from '#lib/api';
import { dialogLoadErrorMessage } from '#lib/error-message';
import { Button, PageLoading } from '#ui/button';
import { DialogActions, FormDialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { FormGrid, Wide } from '#ui/layout';
import { TextField } from '#ui/text-field';
import { RolesField } from './role-picker';
import { refreshAfterUserChange, securityCheckQuery, updateUser, usersQueryKey } from './users-api';
import styles from './users-page.module.css';

const ZUserEdit = ZUserUpdate.omit({ version: true });
type EditValues = z.input<typeof ZUserEdit>;
const editFields: (keyof EditValues)[] = ['displayName', 'email', 'roleIds'];

export interface UserDialogProps {
  user: TUser;
  /** Every role, when the signed-in user may see them (roles.manage); else null. */
  roles: readonly TRole[] | null;
  onClose: () => void;
}

/**
 * One user's base data. As the spec asks, the server is asked first: with "user edit" allowed the form opens,
 * with only "user show" the same data read-only, with neither its message.
 */
export function UserDialog({ user, roles, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  const edit = useQuery(securityCheckQuery('user-edit', user.id));
  const show = useQuery({
    ...securityCheckQuery('user-show', user.id),
    enabled: edit.data?.allowed === false,
  });

  let content;
  if (edit.data?.allowed) {
    content = <EditUserForm user={user} roles={roles} onClose={onClose} />;
  } else if (show.data?.allowed) {
    content = <UserDetails user={user} roles={roles} onClose={onClose} />;
  } else if (show.data || edit.isError || show.isError) {
    const failed = edit.error ?? show.error;
    const message = failed ? dialogLoadErrorMessage(failed, t) : (show.data?.message ?? t('access-deny'));
    content = (
      <>
        <Notice tone="error">{message}</Notice>
        <DialogActions>
          <Button onClick={onClose}>{t('dialog.close')}</Button>
        </DialogActions>
      </>
    );
  } else {
    content = <PageLoading label={t('app.loading')} />;
  }

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={edit.data?.allowed ? t('users.editTitle', { name: user.displayName }) : user.displayName}
      size="medium"
    >
      {content}
    </ModalDialog>
  );
}

function roleNames(user: TUser, roles: readonly TRole[] | null): string {
  if (!roles) return String(user.roleIds.length);
  return roles
    .filter((role) => user.roleIds.includes(role.id))
    .map((role) => role.name)
    .join(', ');
}

/** The read-only view ("base data") for users who may show but not edit. */
function UserDetails({ user, roles, onClose }: UserDialogProps) {
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

function EditUserForm({ user, roles, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
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
      await refreshAfterUserChange(queryClient);
      onClose();
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
      <FormDialogActions submitLabel={t('dialog.save')} busy={isSubmitting} onCancel={onClose} />
    </form>
  );
}
