import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userPageSize, type TUser } from '@app/shared/users/user';
import { isEditionProblem } from '#app/api-problems';
import { sessionAllows, useSession } from '#app/session';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { unitPaths } from '#features/organisation/units/unit-paths';
import { unitsQuery } from '#features/organisation/units/units-api';
import { Button } from '#ui/button';
import { Badge } from '#ui/badge';
import { RowActions } from '#ui/layout';
import { Notice } from '#ui/notice';
import { DataTable } from '#ui/data-table';
import { Page } from '#ui/page';
import { QueryContent, type QueryView } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { rolesQuery } from '../roles/roles-api';
import { CreateUserDialog } from './create-user-dialog';
import { UserChangeDialog } from './user-change-dialog';
import { UserDialog } from './user-dialog';
import { UserMessageDialog } from './user-message-dialog';
import { UserAvatar } from './user-avatar';
import { refreshAfterUserChange, setUserActive, unitUsersQuery, usersQuery } from './users-api';
import styles from './users-page.module.css';

type Action =
  | { kind: 'open' | 'show' | 'copy' | 'deactivate' | 'delete' | 'message'; user: TUser }
  | { kind: 'create' }
  | null;

/** The grid's rows: one page of a unit (from the server), or of everyone (all loaded, paged here). */
function useUserRows(unitId: string, search: string, page: number) {
  const all = useQuery({ ...usersQuery, enabled: unitId === '' });
  const ofUnit = useQuery({ ...unitUsersQuery(unitId, page, search), enabled: unitId !== '' });
  if (unitId !== '') return { query: ofUnit as QueryView<unknown>, page: ofUnit.data };
  const needle = search.toLowerCase();
  const matching = (all.data ?? []).filter(
    (user) =>
      !needle ||
      user.displayName.toLowerCase().includes(needle) ||
      user.username.toLowerCase().includes(needle),
  );
  const start = (page - 1) * userPageSize;
  return {
    query: all as QueryView<unknown>,
    page: all.data && {
      items: matching.slice(start, start + userPageSize),
      total: matching.length,
      page,
      pageSize: userPageSize,
    },
  };
}

/**
 * `/settings/users` (user.show): the people of a unit (or of all units) with state and roles, 25 a page and
 * searchable. With user.edit they can be created in a unit, copied, changed, moved, deactivated and activated,
 * with user.delete deleted; with only user.show the page is read-only.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = sessionAllows(session, 'user.edit');
  const canDelete = sessionAllows(session, 'user.delete');
  const canManageRoles = sessionAllows(session, 'roles.manage');
  const [unitId, setUnitId] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const units = useQuery(unitsQuery);
  const rows = useUserRows(unitId, search.trim(), page);
  const roles = useQuery({ ...rolesQuery, enabled: canManageRoles });
  const [action, setAction] = useState<Action>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const refresh = () => refreshAfterUserChange(queryClient);

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

  const roleLabel = (user: TUser): string => {
    if (!roles.data) return t('users.roleCount', { count: user.roleIds.length });
    const names = roles.data.filter((role) => user.roleIds.includes(role.id)).map((role) => role.name);
    return names.join(', ') || '–';
  };
  const paths = unitPaths(units.data ?? []);
  // The grid names the unit itself; its place in the tree is the tooltip (the filter above shows whole paths).
  const unitCell = (id: string | null) => {
    const unit = units.data?.find((candidate) => candidate.id === id);
    const path = paths.find((candidate) => candidate.id === id)?.path;
    return unit ? <span title={path}>{unit.name}</span> : '–';
  };
  const pages = rows.page ? Math.ceil(rows.page.total / userPageSize) : 1;

  // Creating a user assigns roles, which the server allows only with roles.manage.
  const canCreate = canEdit && canManageRoles;
  return (
    <Page
      titleId="users-title"
      title={t('users.title')}
      intro={t('users.intro')}
      actions={
        canCreate && roles.data && units.data ? (
          <Button onClick={() => setAction({ kind: 'create' })}>{t('users.new')}</Button>
        ) : undefined
      }
    >
      {!canEdit && <Notice tone="info">{t('users.readOnlyPage')}</Notice>}
      <div className={styles.toolbar}>
        <SelectField
          label={t('users.unitFilter')}
          value={unitId}
          onChange={(event) => {
            setUnitId(event.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('users.allUnits')}</option>
          {paths.map((unit) => (
            <option key={unit.id} value={unit.id}>
              {unit.path}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('users.search')}
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <QueryContent query={rows.query}>
        {() => (
          <DataTable
            labelledBy="users-title"
            rows={rows.page?.items ?? []}
            rowKey={(user) => user.id}
            empty={t('users.empty')}
            columns={[
              {
                header: t('users.name'),
                isRowHeader: true,
                cell: (user) => (
                  <span className={styles.person}>
                    <UserAvatar user={user} />
                    <span className={styles.nameCell}>
                      <span>{user.displayName}</span>
                      <span className={styles.username}>{user.username}</span>
                    </span>
                  </span>
                ),
              },
              { header: t('users.unit'), cell: (user) => unitCell(user.unitId) },
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
                cell: (user) => (
                  <UserRowActions
                    user={user}
                    isSelf={user.id === session.currentUserId}
                    canEdit={canEdit}
                    canCreate={canCreate}
                    canDelete={canDelete}
                    activating={activate.isPending && activate.variables.id === user.id}
                    onAction={(kind) =>
                      kind === 'activate' ? activate.mutate(user) : setAction({ kind, user })
                    }
                  />
                ),
              },
            ]}
          />
        )}
      </QueryContent>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('users.pages')}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('users.previousPage')}
          </Button>
          <span>{t('users.pageOf', { page, pages })}</span>
          <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('users.nextPage')}
          </Button>
        </nav>
      )}
      {(action?.kind === 'create' || action?.kind === 'copy') && roles.data && units.data && (
        <CreateUserDialog
          roles={roles.data}
          units={units.data}
          unitId={unitId || null}
          {...(action.kind === 'copy' ? { copyOf: action.user } : {})}
          onClose={() => setAction(null)}
        />
      )}
      {(action?.kind === 'open' || action?.kind === 'show') && (
        <UserDialog
          user={action.user}
          roles={roles.data ?? null}
          readOnly={action.kind === 'show'}
          onClose={() => setAction(null)}
        />
      )}
      {action?.kind === 'message' && <UserMessageDialog user={action.user} onClose={() => setAction(null)} />}
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

type RowAction = 'open' | 'show' | 'copy' | 'message' | 'deactivate' | 'activate' | 'delete';

function UserRowActions({
  user,
  isSelf,
  canEdit,
  canCreate,
  canDelete,
  activating,
  onAction,
}: {
  user: TUser;
  isSelf: boolean;
  canEdit: boolean;
  canCreate: boolean;
  canDelete: boolean;
  activating: boolean;
  onAction: (kind: RowAction) => void;
}) {
  const { t } = useTranslation();
  const name = user.displayName;
  return (
    <RowActions>
      <Button
        variant="secondary"
        size="small"
        onClick={() => onAction('open')}
        aria-label={canEdit ? t('users.editAria', { name }) : t('users.showAria', { name })}
      >
        {canEdit ? t('table.edit') : t('table.show')}
      </Button>
      {canEdit && (
        <Button
          variant="ghost"
          size="small"
          onClick={() => onAction('show')}
          aria-label={t('users.showAria', { name })}
        >
          {t('table.show')}
        </Button>
      )}
      {canCreate && (
        <Button
          variant="ghost"
          size="small"
          onClick={() => onAction('copy')}
          aria-label={t('users.copyAria', { name })}
        >
          {t('users.copyAction')}
        </Button>
      )}
      {canEdit && user.active && (
        <Button
          variant="ghost"
          size="small"
          onClick={() => onAction('message')}
          aria-label={t('users.messageAria', { name })}
        >
          {t('userMessage.open')}
        </Button>
      )}
      {canEdit && !isSelf && user.active && (
        <Button
          variant="ghost"
          size="small"
          onClick={() => onAction('deactivate')}
          aria-label={t('users.deactivateAria', { name })}
        >
          {t('users.deactivate')}
        </Button>
      )}
      {canEdit && !user.active && (
        <Button
          variant="ghost"
          size="small"
          busy={activating}
          onClick={() => onAction('activate')}
          aria-label={t('users.activateAria', { name })}
        >
          {t('users.activate')}
        </Button>
      )}
      {canDelete && !isSelf && (
        <Button
          variant="ghost"
          size="small"
          onClick={() => onAction('delete')}
          aria-label={t('users.deleteAria', { name })}
        >
          {t('table.delete')}
        </Button>
      )}
    </RowActions>
  );
}
