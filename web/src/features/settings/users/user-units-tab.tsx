import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { maxExtraUnits } from '@app/shared/users/user';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { unitPaths } from '#features/organisation/units/unit-paths';
import { unitsQuery } from '#features/organisation/units/units-api';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DialogActions } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { UnitCombo } from '#ui/widgets/combo-field';
import type { UserTabProps } from './user-tabs';
import { moveUser, refreshAfterUserChange, saveExtraUnits } from './users-api';
import styles from './users-page.module.css';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** The units tab: the primary unit (a move) and up to five extra units. */
export function UserUnitsTab({ user, onSaved, onDirtyChange, registerSave }: UserTabProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const units = useQuery(unitsQuery);
  const [unitId, setUnitId] = useState<string | null>(user.unitId);
  const [extra, setExtra] = useState<string[]>(user.extraUnitIds);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const moved = unitId !== user.unitId;
  const extraChanged = !sameSet(extra, user.extraUnitIds);
  const dirty = moved || extraChanged;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = async (): Promise<boolean> => {
    if (!unitId) {
      setFailure(t('user-save-err2'));
      return false;
    }
    setSaving(true);
    setFailure(null);
    try {
      let current = user;
      if (moved) current = await moveUser(user.id, { unitId, version: current.version });
      if (extraChanged) {
        current = await saveExtraUnits(user.id, {
          unitIds: extra.filter((id) => id !== unitId),
          version: current.version,
        });
      }
      onSaved(current);
      toast.success(t('users.saved', { name: current.displayName }));
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
        const chosen = extra.filter((id) => id !== unitId);
        return (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            {failure && <Notice tone="error">{failure}</Notice>}
            <UnitCombo
              label={t('users.primaryUnit')}
              isRequired
              value={unitId}
              onChange={(value) => setUnitId(value ?? null)}
              options={paths.map((unit) => ({ id: unit.id, name: unit.path }))}
            />
            <fieldset className={styles.rolePicker}>
              <legend>{t('users.extraUnits', { max: maxExtraUnits })}</legend>
              <div className={styles.roleOptions}>
                {paths
                  .filter((unit) => unit.id !== unitId)
                  .map((unit) => {
                    const checked = chosen.includes(unit.id);
                    return (
                      <Checkbox
                        key={unit.id}
                        label={unit.path}
                        checked={checked}
                        // At most five: the others wait until one is unchecked.
                        disabled={!checked && chosen.length >= maxExtraUnits}
                        onChange={(event) =>
                          setExtra(
                            event.target.checked
                              ? [...chosen, unit.id]
                              : chosen.filter((id) => id !== unit.id),
                          )
                        }
                      />
                    );
                  })}
              </div>
            </fieldset>
            <DialogActions>
              <Button type="submit" busy={saving} disabled={!dirty}>
                {t('dialog.save')}
              </Button>
            </DialogActions>
          </form>
        );
      }}
    </QueryContent>
  );
}
