import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@app/shared/users/user';
import { isEditionProblem } from '#app/api-problems';
import { sessionAllows, useSession } from '#app/session';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { Badge } from '#ui/badge';
import { RowActions } from '#ui/layout';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { DataTable } from '#ui/data-table';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { rolesQuery } from '../roles/roles-api';
import { CreateUserDialog } from './create-user-dialog';
import { UserDialog } from './user-dialog';
import { deleteUser, refreshAfterUserChange, setUserActive, usersQuery } from './users-api';
import styles from './users-page.module.css';

type Action = { kind: 'open' | 'deactivate' | 'delete'; user: TUser } | { kind: 'create' } | null;

/**
 * `/settings/users` (user.show): the tenant's users with state and roles. With user.edit they can be created,
 * changed, deactivated and activated, with user.delete deleted; with only user.show the page is read-only.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = sessionAllows(session, 'user.edit');
  const canDelete = sessionAllows(session, 'user.delete');
  const canManageRoles = sessionAllows(session, 'roles.manage');
  const users = useQuery(usersQuery);
  const roles = useQuery({ ...rolesQuery, enabled: canManageRoles });
  const [action, setAction] = useState<Action>(null);
  const toast = useToast();
  const queryClient = useQueryClient();

  const activate = useMutation({
    mutationFn: (user: TUser) => setUserActive(user, true),
    meta: { refusedKey: 'editionDialog.refused.activateUser' },
    onSuccess: async (user) => {
      toast.success(t('users.activated', { name: user.displayName }));
      await refresh();
    },
    onError: (error) => {
      if (!isEditionProblem(error)) toast.error(errorMessage(error, t));
    },
  });

  const refresh = () => refreshAfterUserChange(queryClient);

  const roleLabel = (user: TUser): string => {
    if (!roles.data) return t('users.roleCount', { count: user.roleIds.length });
    const names = roles.data.filter((role) => user.roleIds.includes(role.id)).map((role) => role.name);
    return names.join(', ') || '–';
  };

  // Creating a user assigns roles, which the server allows only with roles.manage.
  const canCreate = canEdit && canManageRoles;
  return (
    <Page
      titleId="users-title"
      title={t('users.title')}
      intro={t('users.intro')}
      actions={
        canCreate && roles.data ? (
          <Button onClick={() => setAction({ kind: 'create' })}>{t('users.new')}</Button>
        ) : undefined
      }
    >
      {!canEdit && <Notice tone="info">{t('users.readOnlyPage')}</Notice>}
      <QueryContent query={users}>
        {(list) => (
          <DataTable
            labelledBy="users-title"
            rows={list}
            rowKey={(user) => user.id}
            columns={[
              {
                header: t('users.name'),
                isRowHeader: true,
                cell: (user) => (
                  <span className={styles.nameCell}>
                    <span>{user.displayName}</span>
                    <span className={styles.username}>{user.username}</span>
                  </span>
                ),
              },
              { header: t('users.email'), cell: (user) => <EmailAddress address={user.email} /> },
              { header: t('users.roles'), cell: roleLabel },
              {
                header: t('users.status'),
                cell: (user) => (
                  <Badge tone={user.active ? 'success' : 'neutral'}>
                    {user.active ? t('users.active') : t('users.inactive')}
                  </Badge>
                ),
              },
              {
                header: t('table.actions'),
                headerHidden: true,
                cell: (user) => {
                  const isSelf = user.id === session.currentUserId;
                  return (
                    <RowActions>
                      <Button
                        variant="secondary"
                        size="small"
                        onClick={() => setAction({ kind: 'open', user })}
                        aria-label={
                          canEdit
                            ? t('users.editAria', { name: user.displayName })
                            : t('users.showAria', { name: user.displayName })
                        }
                      >
                        {canEdit ? t('table.edit') : t('table.show')}
                      </Button>
                      {canEdit && !isSelf && user.active && (
                        <Button
                          variant="ghost"
                          size="small"
                          onClick={() => setAction({ kind: 'deactivate', user })}
                          aria-label={t('users.deactivateAria', { name: user.displayName })}
                        >
                          {t('users.deactivate')}
                        </Button>
                      )}
                      {canEdit && !user.active && (
                        <Button
                          variant="ghost"
                          size="small"
                          busy={activate.isPending && activate.variables.id === user.id}
                          onClick={() => activate.mutate(user)}
                          aria-label={t('users.activateAria', { name: user.displayName })}
                        >
                          {t('users.activate')}
                        </Button>
                      )}
                      {canDelete && !isSelf && (
                        <Button
                          variant="ghost"
                          size="small"
                          onClick={() => setAction({ kind: 'delete', user })}
                          aria-label={t('users.deleteAria', { name: user.displayName })}
                        >
                          {t('table.delete')}
                        </Button>
                      )}
                    </RowActions>
                  );
                },
              },
            ]}
          />
        )}
      </QueryContent>
      {action?.kind === 'create' && roles.data && (
        <CreateUserDialog roles={roles.data} onClose={() => setAction(null)} />
      )}
      {action?.kind === 'open' && (
        <UserDialog user={action.user} roles={roles.data ?? null} onClose={() => setAction(null)} />
      )}
      {(action?.kind === 'deactivate' || action?.kind === 'delete') && (
        <UserChangeDialog
          kind={action.kind}
          user={action.user}
          canEdit={canEdit}
          onDone={async () => {
            setAction(null);
            await refresh();
          }}
          onCancel={() => setAction(null)}
        />
      )}
    </Page>
  );
}

/** An e-mail address that may break after its "@", so that the table fits its panel next to the row actions. */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@') + 1;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/**
 * Deactivation and deletion, both confirmed first. Deletion offers, as the spec says, cancel, delete or
 * deactivate instead (which keeps the data).
 */
function UserChangeDialog({
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
