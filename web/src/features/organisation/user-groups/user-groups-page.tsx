import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { ZUserGroupCreate, type TUserGroup } from '@app/shared/user-groups/user-group';
import { FormDialog } from '#ui/form-dialog';
import { TextField } from '#ui/text-field';
import { MasterDataDeleteDialog } from '#ui/master-data-delete-dialog';
import { MasterDataPage } from '#ui/master-data-page';
import { useMasterDataPage } from '#ui/use-master-data-page';
import { useMasterDataSave } from '#ui/use-master-data-save';
import {
  createUserGroup,
  deleteUserGroup,
  refreshUserGroups,
  updateUserGroup,
  userGroupsQuery,
} from './user-groups-api';

/** `/organisation/user-groups` (user.edit): the user groups, created, renamed and deleted here. */
export function UserGroupsPage() {
  const { t } = useTranslation();
  const page = useMasterDataPage<TUserGroup>();
  const groups = useQuery(userGroupsQuery);
  const deleting = page.deleting;
  return (
    <MasterDataPage
      titleId="user-groups-title"
      title={t('userGroups.title')}
      intro={t('userGroups.intro')}
      create={{ label: t('userGroups.new'), onClick: page.create }}
      query={groups}
      rowKey={(group) => group.id}
      searchText={(group) => group.name}
      empty={t('userGroups.empty')}
      rowActions={page.rowActions((group) => group.name, { ariaKeys: { delete: 'userGroups.deleteAria' } })}
      columns={[{ header: t('userGroups.name'), isRowHeader: true, cell: (group) => group.name }]}
    >
      {page.dialog && (
        <UserGroupDialog
          {...(page.dialog.kind === 'edit' ? { group: page.dialog.row } : {})}
          onClose={page.close}
        />
      )}
      {deleting && (
        <MasterDataDeleteDialog
          name={deleting.name}
          remove={() => deleteUserGroup(deleting)}
          refresh={refreshUserGroups}
          onClose={page.close}
          title={t('userGroups.deleteTitle')}
          text={t('userGroups.deleteConfirm', { name: deleting.name })}
          deletedText={t('userGroups.deleted', { name: deleting.name })}
        />
      )}
    </MasterDataPage>
  );
}

type Values = z.input<typeof ZUserGroupCreate>;

/** `/UserGroups/Edit/{id}`: the group's name. */
function UserGroupDialog({ group, onClose }: { group?: TUserGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, z.output<typeof ZUserGroupCreate>>({
    resolver: zodResolver(ZUserGroupCreate),
    defaultValues: { name: group?.name ?? '' },
  });
  const { dialog } = useMasterDataSave({
    form,
    fields: ['name'],
    save: (values) =>
      group ? updateUserGroup(group.id, { ...values, version: group.version }) : createUserGroup(values),
    isNew: !group,
    nameOf: (saved) => saved.name,
    doneText: (saved) => t('userGroups.saved', { name: saved.name }),
    refresh: refreshUserGroups,
    onClose,
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormDialog title={group ? t('userGroups.editTitle') : t('userGroups.new')} {...dialog}>
      <TextField
        label={t('userGroups.name')}
        maxLength={50}
        error={errors.name ? t('userGroups.error.name') : undefined}
        {...register('name')}
      />
    </FormDialog>
  );
}
