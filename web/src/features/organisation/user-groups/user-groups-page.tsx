import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { ZUserGroupCreate, type TUserGroup } from '@app/shared/user-groups/user-group';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DataTable } from '#ui/data-table';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { RowActions } from '#ui/layout';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { TextField } from '#ui/text-field';
import {
  createUserGroup,
  deleteUserGroup,
  refreshUserGroups,
  updateUserGroup,
  userGroupsQuery,
} from './user-groups-api';

type Action = { kind: 'edit' | 'delete'; group: TUserGroup } | { kind: 'create' } | null;

/** `/organisation/user-groups` (user.edit): the user groups, created, renamed and deleted here. */
export function UserGroupsPage() {
  const { t } = useTranslation();
  const groups = useQuery(userGroupsQuery);
  const [action, setAction] = useState<Action>(null);
  return (
    <Page
      titleId="user-groups-title"
      title={t('userGroups.title')}
      intro={t('userGroups.intro')}
      actions={<Button onClick={() => setAction({ kind: 'create' })}>{t('userGroups.new')}</Button>}
    >
      <QueryContent query={groups}>
        {(list) => (
          <DataTable
            labelledBy="user-groups-title"
            rows={list}
            rowKey={(group) => group.id}
            empty={t('userGroups.empty')}
            columns={[
              { header: t('userGroups.name'), isRowHeader: true, cell: (group) => group.name },
              {
                header: t('table.actions'),
                headerHidden: true,
                cell: (group) => (
                  <RowActions>
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => setAction({ kind: 'edit', group })}
                    >
                      {t('table.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={t('userGroups.deleteAria', { name: group.name })}
                      onClick={() => setAction({ kind: 'delete', group })}
                    >
                      {t('table.delete')}
                    </Button>
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </QueryContent>
      {(action?.kind === 'create' || action?.kind === 'edit') && (
        <UserGroupDialog
          {...(action.kind === 'edit' ? { group: action.group } : {})}
          onClose={() => setAction(null)}
        />
      )}
      {action?.kind === 'delete' && <DeleteGroup group={action.group} onClose={() => setAction(null)} />}
    </Page>
  );
}

type Values = z.input<typeof ZUserGroupCreate>;

/** `/UserGroups/Edit/{id}`: the group's name. */
function UserGroupDialog({ group, onClose }: { group?: TUserGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof ZUserGroupCreate>>({
    resolver: zodResolver(ZUserGroupCreate),
    defaultValues: { name: group?.name ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      group ? updateUserGroup(group.id, { ...values, version: group.version }) : createUserGroup(values),
    onSuccess: async (saved) => {
      toast.success(t('userGroups.saved', { name: saved.name }));
      await refreshUserGroups(queryClient);
      onClose();
    },
  });
  const { failure, run } = useSubmitErrors<Values>({ fields: ['name'], setError });
  const onSubmit = handleSubmit((values) => run(() => save.mutateAsync(values)));
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={group ? t('userGroups.editTitle') : t('userGroups.new')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && <Notice tone="error">{failure}</Notice>}
        <TextField
          label={t('userGroups.name')}
          maxLength={50}
          error={errors.name ? t('userGroups.error.name') : undefined}
          {...register('name')}
        />
        <FormDialogActions submitLabel={t('dialog.save')} busy={isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}

function DeleteGroup({ group, onClose }: { group: TUserGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteUserGroup(group),
    onSuccess: async () => {
      toast.success(t('userGroups.deleted', { name: group.name }));
      await refreshUserGroups(queryClient);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      isOpen
      title={t('userGroups.deleteTitle')}
      confirmLabel={t('table.delete')}
      tone="danger"
      busy={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t) : null}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    >
      <p>{t('userGroups.deleteConfirm', { name: group.name })}</p>
    </ConfirmDialog>
  );
}
