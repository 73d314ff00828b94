import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TRole } from '@app/shared/security/roles';
import type { TUser } from '@app/shared/users/user';
import { dialogLoadErrorMessage } from '#lib/error-message';
import { Button, PageLoading } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { UserBaseTab, UserDetails } from './user-base-tab';
import { UserFieldsTab } from './user-fields-tab';
import { UserAbsenceCalculationTab } from './user-absence-calculation-tab';
import { UserKeyCardsTab } from './user-key-cards-tab';
import { UserUnitsTab } from './user-units-tab';
import { UserResponsibilityTab } from './user-responsibility-tab';
import { UserWorkingTimeTab } from './user-working-time-tab';
import { UserGroupsTab } from './user-groups-tab';
import { UserQualificationsTab } from './user-qualifications-tab';
import { UserLoginTab } from './user-login-tab';
import { UserPhotoTab } from './user-photo-tab';
import { UserRatesTab } from './user-rates-tab';
import { UserTabs, type UserTab } from './user-tabs';
import { securityCheckQuery } from './users-api';

export interface UserDialogProps {
  user: TUser;
  /** Every role, when the signed-in user may see them (roles.manage); else null. */
  roles: readonly TRole[] | null;
  /** `/User/Edit/{id}?readonly=1`: the base data only, without editing. */
  readOnly?: boolean;
  onClose: () => void;
}

/**
 * One user. As the spec asks, the server is asked first: with "user edit" allowed the dialog opens with its
 * tabs (base data, units, custom fields, ...), with only "user show" (or `readonly=1`) the base data read-only,
 * with neither its message.
 */
export function UserDialog({ user, roles, readOnly = false, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  const edit = useQuery({ ...securityCheckQuery('user-edit', user.id), enabled: !readOnly });
  const show = useQuery({
    ...securityCheckQuery('user-show', user.id),
    enabled: readOnly || edit.data?.allowed === false,
  });
  const [closeRequested, setCloseRequested] = useState(false);
  const editing = !readOnly && edit.data?.allowed === true;

  let content;
  if (editing) {
    const tabs: UserTab[] = [
      {
        id: 'base',
        label: t('users.tab.base'),
        render: (props) => <UserBaseTab {...props} roles={roles} onCancel={() => setCloseRequested(true)} />,
      },
      { id: 'units', label: t('users.tab.units'), render: (props) => <UserUnitsTab {...props} /> },
      {
        id: 'responsibility',
        label: t('users.tab.responsibility'),
        render: (props) => <UserResponsibilityTab {...props} />,
      },
      { id: 'fields', label: t('users.tab.fields'), render: (props) => <UserFieldsTab {...props} /> },
      { id: 'keyCards', label: t('users.tab.keyCards'), render: (props) => <UserKeyCardsTab {...props} /> },
      {
        id: 'workingTime',
        label: t('users.tab.workingTime'),
        render: (props) => <UserWorkingTimeTab {...props} />,
      },
      {
        id: 'absenceCalc',
        label: t('users.tab.absenceCalc'),
        render: (props) => <UserAbsenceCalculationTab {...props} />,
      },
      { id: 'rates', label: t('users.tab.rates'), render: (props) => <UserRatesTab {...props} /> },
      { id: 'groups', label: t('users.tab.groups'), render: (props) => <UserGroupsTab {...props} /> },
      {
        id: 'qualifications',
        label: t('users.tab.qualifications'),
        render: (props) => <UserQualificationsTab {...props} />,
      },
      { id: 'login', label: t('users.tab.login'), render: (props) => <UserLoginTab {...props} /> },
      { id: 'photo', label: t('users.photo.label'), render: (props) => <UserPhotoTab {...props} /> },
    ];
    content = (
      <UserTabs
        tabs={tabs}
        user={user}
        closeRequested={closeRequested}
        onCloseCancelled={() => setCloseRequested(false)}
        onClose={onClose}
      />
    );
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
      onOpenChange={(open) => !open && (editing ? setCloseRequested(true) : onClose())}
      title={editing ? t('users.editTitle', { name: user.displayName }) : user.displayName}
      size="large"
    >
      {content}
    </ModalDialog>
  );
}
