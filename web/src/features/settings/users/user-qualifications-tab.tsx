import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { fieldIssuesOf } from '#lib/field-issues';
import { qualificationsQuery } from '#features/masterdata/qualifications/qualifications-api';
import { Button } from '#ui/button';
import { DialogActions } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import { TagPicker } from '#ui/widgets/tag-picker';
import type { UserTabProps } from './user-tabs';
import { refreshAfterUserChange, updateUser } from './users-api';

/** Qualifications have no colour of their own: their chips are drawn in one neutral one (as on shifts). */
const qualificationColor = '#e5e7eb';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * The qualifications a person holds, chosen from the active ones of the catalogue, saved with the user. A
 * deactivated one stays on offer while the person holds it, so that saving does not take it away unasked.
 */
export function UserQualificationsTab({ user, onSaved, onDirtyChange, registerSave }: UserTabProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const qualifications = useQuery(qualificationsQuery);
  const [chosen, setChosen] = useState<readonly string[]>(user.qualificationIds);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = !sameSet(chosen, user.qualificationIds);
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
        qualificationIds: [...chosen],
        version: user.version,
      });
      onSaved(saved);
      setChosen(saved.qualificationIds);
      toast.success(t('users.saved', { name: saved.displayName }));
      await refreshAfterUserChange(queryClient);
      return true;
    } catch (error) {
      // A qualification deleted meanwhile: its own message rather than the general "some fields are invalid".
      const issues = fieldIssuesOf(error).filter((issue) => issue.field === 'qualificationIds');
      setFailure(
        issues.length ? [...new Set(issues.map((issue) => issue.message))].join(' ') : errorMessage(error, t),
      );
      return false;
    } finally {
      setSaving(false);
    }
  };
  registerSave(save);

  return (
    <DialogQueryContent query={qualifications}>
      {(all) => {
        const offered = all
          .filter((item) => item.enabled || user.qualificationIds.includes(item.id))
          .map((item) => ({ id: item.id, name: item.name, color: qualificationColor }));
        return (
          <>
            {offered.length === 0 ? (
              <p>{t('users.qualifications.empty')}</p>
            ) : (
              <TagPicker
                label={t('users.qualifications.label')}
                description={t('users.qualifications.hint')}
                tags={offered}
                value={chosen}
                onChange={(next) => setChosen(next ?? [])}
              />
            )}
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
