import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  absenceOverrideModes,
  noOverride,
  ZAbsenceCalculationSave,
  type TAbsenceCalculation,
  type TAbsenceOverrideMode,
  type TAbsenceOverrideRow,
} from '@app/shared/users/absence-calculation';
import { isLanguage } from '#lib/i18n';
import { userPlanningContracts } from '@app/shared/users/user-planning.contracts';
import { useToast } from '#app/toast';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { DialogActions } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { DecimalField } from '#ui/widgets/number-field';
import type { UserTabProps } from './user-tabs';
import styles from './users-page.module.css';

const absenceCalculationQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'absence-calculation'],
    queryFn: ({ signal }) =>
      callApi(userPlanningContracts.absenceCalculation, { params: { userId } }, { signal }),
  });

/** CHECKUSERABSENCES: per absence type, the person's own way of counting it (mode -1: as the type says). */
export function UserAbsenceCalculationTab(props: UserTabProps) {
  const query = useQuery(absenceCalculationQuery(props.user.id));
  return (
    <QueryContent query={query}>{(data) => <AbsenceCalculationForm {...props} saved={data} />}</QueryContent>
  );
}

function AbsenceCalculationForm({
  user,
  saved,
  onDirtyChange,
  registerSave,
}: UserTabProps & { saved: TAbsenceCalculation }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'de';
  const toast = useToast();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(saved.rows);
  const [version, setVersion] = useState(saved.version);
  const [baseline, setBaseline] = useState(JSON.stringify(saved.rows));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(rows) !== baseline;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = async (): Promise<boolean> => {
    const body = {
      overrides: rows
        .filter((row) => row.mode !== noOverride)
        .map(({ absenceTypeId, mode, value }) => ({
          absenceTypeId,
          mode,
          value: mode === 99 ? value : null,
        })),
      version,
    };
    if (!ZAbsenceCalculationSave.safeParse(body).success) {
      setProblem(t('users.absenceCalc.valueRequired'));
      return false;
    }
    setProblem(null);
    setSaving(true);
    try {
      const next = await callApi(userPlanningContracts.saveAbsenceCalculation, {
        params: { userId: user.id },
        body,
      });
      setRows(next.rows);
      setVersion(next.version);
      setBaseline(JSON.stringify(next.rows));
      toast.success(t('users.saved', { name: user.displayName }));
      await queryClient.invalidateQueries({ queryKey: absenceCalculationQuery(user.id).queryKey });
      return true;
    } catch (error) {
      setProblem(errorMessage(error, t));
      return false;
    } finally {
      setSaving(false);
    }
  };
  registerSave(save);
  const change = (id: string, changes: Partial<TAbsenceOverrideRow>) =>
    setRows((old) => old.map((row) => (row.absenceTypeId === id ? { ...row, ...changes } : row)));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {problem && <Notice tone="error">{problem}</Notice>}
      {rows.length === 0 && <p>{t('users.absenceCalc.none')}</p>}
      <div className={styles.rows}>
        {rows.map((row) => (
          <div key={row.absenceTypeId} className={styles.row}>
            <SelectField
              label={row.caption[language]}
              value={String(row.mode)}
              onChange={(event) => {
                const mode = Number(event.target.value) as TAbsenceOverrideMode;
                change(row.absenceTypeId, { mode, value: mode === 99 ? (row.value ?? 8) : null });
              }}
            >
              {absenceOverrideModes.map((mode) => (
                <option key={mode} value={mode}>
                  {mode === noOverride
                    ? t('users.absenceCalc.asType', { mode: t(`users.absenceCalc.mode.${row.typeMode}`) })
                    : t(`users.absenceCalc.mode.${mode}`)}
                </option>
              ))}
            </SelectField>
            {row.mode === 99 && (
              <DecimalField
                label={t('users.absenceCalc.value', { name: row.caption[language] })}
                value={row.value}
                onChange={(value) => change(row.absenceTypeId, { value: value ?? null })}
                minValue={0}
                maxValue={24}
                step={0.25}
              />
            )}
          </div>
        ))}
      </div>
      <DialogActions>
        <Button type="submit" busy={saving}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
