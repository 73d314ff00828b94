import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@app/shared/users/user';
import { isEditionProblem } from '../../../app/api-problems';
import { sessionAllows, sessionQueryKey, useSession } from '../../../app/session';
import { useToast } from '../../../app/toast';
import { useDocumentTitle } from '../../../lib/document-title';
import { errorMessage } from '../../../lib/error-message';
import { Button, PageLoading } from '../../../ui/button';
import { DialogActions, ModalDialog } from '../../../ui/dialog';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import ui from '../../../ui/ui.module.css';
import { rolesQuery } from '../roles/roles-api';
import { CreateUserDialog } from './create-user-dialog';
import { UserDialog } from './user-dialog';
import { deleteUser, setUserActive, usersQuery, usersQueryKey } from './users-api';
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
  useDocumentTitle(t('users.title'));

  const activate = useMutation({
    mutationFn: (user: TUser) => setUserActive(user, true),
    onSuccess: async (user) => {
      toast.success(t('users.activated', { name: user.displayName }));
      await refresh();
    },
    onError: (error) => {
      if (!isEditionProblem(error)) toast.error(errorMessage(error, t));
    },
  });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: usersQueryKey });
    await queryClient.invalidateQueries({ queryKey: ['roles'] });
    await queryClient.invalidateQueries({ queryKey: ['subscription'] });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };

  const roleLabel = (user: TUser): string => {
    if (!roles.data) return t('users.roleCount', { count: user.roleIds.length });
    const names = roles.data.filter((role) => user.roleIds.includes(role.id)).map((role) => role.name);
    return names.join(', ') || '–';
  };

  // Creating a user assigns roles, which the server allows only with roles.manage.
  const canCreate = canEdit && canManageRoles;
  return (
    <section aria-labelledby="users-title">
      <PageHeader
        titleId="users-title"
        title={t('users.title')}
        intro={t('users.intro')}
        actions={
          canCreate && roles.data ? (
            <Button onClick={() => setAction({ kind: 'create' })}>{t('users.new')}</Button>
          ) : undefined
        }
      />
      {!canEdit && <Notice tone="info">{t('users.readOnlyPage')}</Notice>}
      {users.isPending && <PageLoading label={t('app.loading')} />}
      {users.isError && <Notice tone="error">{errorMessage(users.error, t)}</Notice>}
      {users.data && (
        <div className={`${ui.panel} ${ui.tableWrap}`}>
          <table className={ui.table} aria-labelledby="users-title">
            <thead>
              <tr>
                <th scope="col">{t('users.name')}</th>
                <th scope="col" className={styles.hideSmall}>
                  {t('users.email')}
                </th>
                <th scope="col">{t('users.roles')}</th>
                <th scope="col">{t('users.status')}</th>
                <th scope="col">
                  <span className="sr-only">{t('table.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => {
                const isSelf = user.id === session.currentUserId;
                return (
                  <tr key={user.id}>
                    <th scope="row">
                      <span className={styles.nameCell}>
                        <span>{user.displayName}</span>
                        <span className={styles.username}>{user.username}</span>
                      </span>
                    </th>
                    <td className={styles.hideSmall}>{user.email}</td>
                    <td>{roleLabel(user)}</td>
                    <td>
                      <span className={`${ui.badge} ${user.active ? ui.badgeSuccess : ''}`}>
                        {user.active ? t('users.active') : t('users.inactive')}
                      </span>
                    </td>
                    <td>
                      <div className={ui.rowActions}>
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
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
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
    </section>
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
