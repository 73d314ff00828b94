import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { administratorPermission } from '@app/shared/security/permissions';
import type { TRole } from '@app/shared/security/roles';
import { isEditionProblem } from '#app/api-problems';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { Badge } from '#ui/badge';
import { RowActions } from '#ui/layout';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { DataTable } from '#ui/data-table';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { RoleDialog } from './role-dialog';
import { deleteRole, rolesQuery, rolesQueryKey } from './roles-api';

type Editing = { role: TRole | null } | null;

/** `/settings/roles` (roles.manage): the roles with their number of permissions and users; create, edit, delete. */
export function RolesPage() {
  const { t } = useTranslation();
  const roles = useQuery(rolesQuery);
  const [editing, setEditing] = useState<Editing>(null);
  // By id: the dialog shows the role as the list has it now (its users change while the list refreshes).
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const deleting = roles.data?.find((role) => role.id === deletingId) ?? null;

  return (
    <Page
      titleId="roles-title"
      title={t('roles.title')}
      intro={t('roles.intro')}
      actions={<Button onClick={() => setEditing({ role: null })}>{t('roles.new')}</Button>}
    >
      <QueryContent query={roles}>
        {(list) => (
          <DataTable
            labelledBy="roles-title"
            rows={list}
            rowKey={(role) => role.id}
            columns={[
              {
                header: t('roles.name'),
                isRowHeader: true,
                cell: (role) => (
                  <>
                    {role.name} {role.key && <Badge>{t('roles.builtIn')}</Badge>}
                  </>
                ),
              },
              {
                header: t('roles.permissionCount'),
                numeric: true,
                cell: (role) =>
                  role.permissions.includes(administratorPermission)
                    ? t('roles.allPermissions')
                    : role.permissions.length,
              },
              { header: t('roles.userCount'), numeric: true, cell: (role) => role.assignedUsers },
              {
                header: t('table.actions'),
                headerHidden: true,
                cell: (role) => (
                  <RowActions>
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => setEditing({ role })}
                      aria-label={t('roles.editAria', { name: role.name })}
                    >
                      {t('table.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      onClick={() => setDeletingId(role.id)}
                      aria-label={t('roles.deleteAria', { name: role.name })}
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
      {editing && <RoleDialog role={editing.role} onClose={() => setEditing(null)} />}
      {deleting && <DeleteRole role={deleting} onClose={() => setDeletingId(null)} />}
    </Page>
  );
}

/** Deletion with confirmation; a role still assigned (or the Administrator role) only gets the explanation. */
function DeleteRole({ role, onClose }: { role: TRole; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: deleteRole,
    onSuccess: async () => {
      toast.success(t('roles.deleted', { name: role.name }));
      await queryClient.invalidateQueries({ queryKey: rolesQueryKey });
      onClose();
    },
  });

  const blocker =
    role.key === 'administrator'
      ? t('roles.cannotDeleteAdministrator')
      : role.assignedUsers > 0
        ? t('roles.cannotDeleteAssigned', { count: role.assignedUsers })
        : null;
  if (blocker) {
    return (
      <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('roles.deleteTitle')}>
        <p>{blocker}</p>
        <DialogActions>
          <Button onClick={onClose}>{t('dialog.close')}</Button>
        </DialogActions>
      </ModalDialog>
    );
  }

  return (
    <ConfirmDialog
      isOpen
      title={t('roles.deleteTitle')}
      confirmLabel={t('table.delete')}
      tone="danger"
      busy={remove.isPending}
      error={remove.error && !isEditionProblem(remove.error) ? errorMessage(remove.error, t) : null}
      onCancel={onClose}
      onConfirm={() => remove.mutate(role)}
    >
      <p>{t('roles.deleteConfirm', { name: role.name })}</p>
    </ConfirmDialog>
  );
}
