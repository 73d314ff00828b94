import { useTranslation } from 'react-i18next';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { administratorPermission } from '@app/shared/security/permissions';
import type { TRole } from '@app/shared/security/roles';
import { Badge } from '#ui/badge';
import { MasterDataDeleteDialog } from '#ui/master-data-delete-dialog';
import { MasterDataPage } from '#ui/master-data-page';
import { useMasterDataPage } from '#ui/use-master-data-page';
import { RoleDialog } from './role-dialog';
import { deleteRole, rolesQuery, rolesQueryKey } from './roles-api';

const refreshRoles = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: rolesQueryKey });

/** `/settings/roles` (roles.manage): the roles with their number of permissions and users; create, edit, delete. */
export function RolesPage() {
  const { t } = useTranslation();
  const page = useMasterDataPage<TRole>();
  const roles = useQuery(rolesQuery);
  // The dialog shows the role as the list has it now (its users change while the list refreshes).
  const deleting = page.deleting && (roles.data?.find((role) => role.id === page.deleting?.id) ?? null);

  return (
    <MasterDataPage
      titleId="roles-title"
      title={t('roles.title')}
      intro={t('roles.intro')}
      create={{ label: t('roles.new'), onClick: page.create }}
      query={roles}
      rowKey={(role) => role.id}
      searchText={(role) => role.name}
      rowActions={page.rowActions((role) => role.name, {
        ariaKeys: { edit: 'roles.editAria', delete: 'roles.deleteAria' },
      })}
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
      ]}
    >
      {page.dialog && (
        <RoleDialog role={page.dialog.kind === 'edit' ? page.dialog.row : null} onClose={page.close} />
      )}
      {deleting && (
        <MasterDataDeleteDialog
          name={deleting.name}
          remove={() => deleteRole(deleting)}
          refresh={refreshRoles}
          onClose={page.close}
          title={t('roles.deleteTitle')}
          text={t('roles.deleteConfirm', { name: deleting.name })}
          deletedText={t('roles.deleted', { name: deleting.name })}
          // A role still assigned (or the Administrator role) only gets the explanation.
          blocker={
            deleting.key === 'administrator'
              ? t('roles.cannotDeleteAdministrator')
              : deleting.assignedUsers > 0
                ? t('roles.cannotDeleteAssigned', { count: deleting.assignedUsers })
                : null
          }
        />
      )}
    </MasterDataPage>
  );
}
