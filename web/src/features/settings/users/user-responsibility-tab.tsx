import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '#app/session';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { unitPaths } from '#features/organisation/units/unit-paths';
import { unitsQuery } from '#features/organisation/units/units-api';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DialogActions } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import type { UserTabProps } from './user-tabs';
import { refreshAfterUserChange, saveResponsibleUnits } from './users-api';
import styles from './users-page.module.css';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * The responsibilities tab: the units a person plans and decides on (every unit, or chosen ones with the units
 * below them). The server refuses what the editor may not hand out; one's own list only an administrator changes.
 */
export function UserResponsibilityTab({ user, onSaved, onDirtyChange, registerSave }: UserTabProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const queryClient = useQueryClient();
  const units = useQuery(unitsQuery);
  const [all, setAll] = useState(user.responsibleUnitIds === null);
  const [chosen, setChosen] = useState<string[]>(user.responsibleUnitIds ?? []);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ownLocked = user.id === session.currentUserId && !session.isAdmin;
  const dirty =
    all !== (user.responsibleUnitIds === null) || (!all && !sameSet(chosen, user.responsibleUnitIds ?? []));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = async (): Promise<boolean> => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveResponsibleUnits(user.id, {
        all,
        unitIds: all ? [] : chosen,
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
    <QueryContent query={units}>
      {(list) => {
        const paths = unitPaths(list);
        return (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <p>{t('users.responsibility.intro')}</p>
            {ownLocked && <Notice tone="info">{t('error.RESPONSIBILITY_OWN')}</Notice>}
            {failure && <Notice tone="error">{failure}</Notice>}
            <fieldset className={styles.rolePicker} disabled={ownLocked}>
              <legend>{t('users.responsibility.label')}</legend>
              <label>
                <input type="radio" name="responsibility-scope" checked={all} onChange={() => setAll(true)} />{' '}
                {t('users.responsibility.all')}
              </label>
              <br />
              <label>
                <input
                  type="radio"
                  name="responsibility-scope"
                  checked={!all}
                  onChange={() => setAll(false)}
                />{' '}
                {t('users.responsibility.some')}
              </label>
              {!all && (
                <div className={styles.roleOptions}>
                  {paths.map((unit) => (
                    <Checkbox
                      key={unit.id}
                      label={unit.path}
                      checked={chosen.includes(unit.id)}
                      onChange={(event) =>
                        setChosen(
                          event.target.checked ? [...chosen, unit.id] : chosen.filter((id) => id !== unit.id),
                        )
                      }
                    />
                  ))}
                </div>
              )}
              {!all && chosen.length === 0 && <Notice tone="info">{t('users.responsibility.none')}</Notice>}
            </fieldset>
            <DialogActions>
              <Button type="submit" busy={saving} disabled={!dirty || ownLocked}>
                {t('dialog.save')}
              </Button>
            </DialogActions>
          </form>
        );
      }}
    </QueryContent>
  );
}
