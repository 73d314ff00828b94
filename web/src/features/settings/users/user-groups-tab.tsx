import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { userGroupsQuery } from '#features/organisation/user-groups/user-groups-api';
import { Button } from '#ui/button';
import { DialogActions } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import type { UserTabProps } from './user-tabs';
import { refreshAfterUserChange, updateUser } from './users-api';
import styles from './users-page.module.css';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * The user groups of a person: a chooser whose 'add' confirms only when a group is chosen (the spec's "id above
 * 0": the empty choice adds nothing), the chosen groups with 'remove', saved with the user.
 */
export function UserGroupsTab({ user, onSaved, onDirtyChange, registerSave }: UserTabProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const groups = useQuery(userGroupsQuery);
  const [chosen, setChosen] = useState('');
  const [groupIds, setGroupIds] = useState<string[]>(user.userGroupIds);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = !sameSet(groupIds, user.userGroupIds);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = async (): Promise<boolean> => {
    if (!dirty) return true;
    setSaving(true);
    setFailure(null);
    try {
      const saved = await updateUser(user.id, {
        displayName: user.displayName,
        email: user.email,
        roleIds: user.roleIds,
        userGroupIds: groupIds,
        version: user.version,
      });
      onSaved(saved);
      toast.success(t('users.saved', { name: saved.displayName }));
      await refreshAfterUserChange(queryClient);
      return true;
    } catch (error) {
      setFailure(errorMessage(error, t));
      return false;
    } finally {
      setSaving(false);
    }
  };
  registerSave(save);

  return (
    <DialogQueryContent query={groups}>
      {(all) => {
        const nameOf = (id: string) => all.find((group) => group.id === id)?.name ?? id;
        const available = all.filter((group) => !groupIds.includes(group.id));
        return (
          <>
            <div className={styles.groupChooser}>
              <SelectField
                label={t('users.groups.choose')}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
              >
                <option value="">{t('users.groups.none')}</option>
                {available.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </SelectField>
              <Button
                variant="secondary"
                disabled={chosen === ''}
                onClick={() => {
                  setGroupIds([...groupIds, chosen]);
                  setChosen('');
                }}
              >
                {t('users.groups.add')}
              </Button>
            </div>
            {groupIds.length === 0 && <p>{t('users.groups.empty')}</p>}
            <ul aria-label={t('users.tab.groups')}>
              {groupIds.map((id) => (
                <li key={id}>
                  {nameOf(id)}{' '}
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={t('users.groups.removeAria', { name: nameOf(id) })}
                    onClick={() => setGroupIds(groupIds.filter((other) => other !== id))}
                  >
                    {t('users.groups.remove')}
                  </Button>
                </li>
              ))}
            </ul>
            {failure && <Notice tone="error">{failure}</Notice>}
            <DialogActions>
              <Button busy={saving} disabled={!dirty} onClick={() => void save()}>
                {t('dialog.save')}
              </Button>
            </DialogActions>
          </>
        );
      }}
    </DialogQueryContent>
  );
}
