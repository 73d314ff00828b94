import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { userPlanningContracts } from '@app/shared/users/user-planning.contracts';
import {
  maxWeekTargetHours,
  maxMonthTargetHours,
  maxWorkingDays,
  newWorkingTimePeriod,
  sickCalculations,
  timeTrackingModes,
  workSheetItemClasses,
  ZWorkingTimeSave,
  type TWorkingTime,
  type TWorkingTimePeriod,
} from '@app/shared/users/working-time';
import { useToast } from '#app/toast';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { todayInDisplayZone } from '#lib/format';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { DialogActions } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { DecimalField } from '#ui/widgets/number-field';
import type { UserTabProps } from './user-tabs';
import styles from './users-page.module.css';

const workingTimeQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'working-time'],
    queryFn: ({ signal }) => callApi(userPlanningContracts.workingTime, { params: { userId } }, { signal }),
  });

/** The working-time model: periods (week or month, target hours, working days, tracking, sickness) and flags. */
export function UserWorkingTimeTab(props: UserTabProps) {
  const query = useQuery(workingTimeQuery(props.user.id));
  return <QueryContent query={query}>{(data) => <WorkingTimeForm {...props} saved={data} />}</QueryContent>;
}

function WorkingTimeForm({
  user,
  saved,
  onDirtyChange,
  registerSave,
}: UserTabProps & { saved: TWorkingTime }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [model, setModel] = useState(saved);
  const [baseline, setBaseline] = useState(JSON.stringify(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(model) !== baseline;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = async (): Promise<boolean> => {
    if (!ZWorkingTimeSave.safeParse(model).success) {
      setProblem(t('users.workingTime.invalid'));
      return false;
    }
    setProblem(null);
    setSaving(true);
    try {
      const next = await callApi(userPlanningContracts.saveWorkingTime, {
        params: { userId: user.id },
        body: model,
      });
      setModel(next);
      setBaseline(JSON.stringify(next));
      toast.success(t('users.saved', { name: user.displayName }));
      await queryClient.invalidateQueries({ queryKey: workingTimeQuery(user.id).queryKey });
      return true;
    } catch (error) {
      setProblem(errorMessage(error, t));
      return false;
    } finally {
      setSaving(false);
    }
  };
  registerSave(save);

  const change = (index: number, changes: Partial<TWorkingTimePeriod>) =>
    setModel((old) => ({
      ...old,
      periods: old.periods.map((period, at) => (at === index ? { ...period, ...changes } : period)),
    }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {problem && <Notice tone="error">{problem}</Notice>}
      <div className={styles.rows}>
        {model.periods.map((period, index) => (
          <fieldset key={index} className={styles.row}>
            <legend>{t('users.workingTime.period', { n: index + 1 })}</legend>
            <DateField
              label={t('users.workingTime.validFrom')}
              value={period.validFrom}
              onChange={(value) => value && change(index, { validFrom: value })}
            />
            <SelectField
              label={t('users.workingTime.itemClass')}
              value={period.itemClass}
              onChange={(event) =>
                change(index, { itemClass: event.target.value as TWorkingTimePeriod['itemClass'] })
              }
            >
              {workSheetItemClasses.map((value) => (
                <option key={value} value={value}>
                  {t(`users.workingTime.itemClass.${value}`)}
                </option>
              ))}
            </SelectField>
            <DecimalField
              label={t('users.workingTime.targetHours')}
              value={period.targetHours}
              onChange={(value) => change(index, { targetHours: value ?? 0 })}
              minValue={0}
              maxValue={period.itemClass === 'Week' ? maxWeekTargetHours : maxMonthTargetHours}
              step={0.25}
            />
            <DecimalField
              label={t('users.workingTime.workingDays')}
              value={period.workingDays}
              onChange={(value) => change(index, { workingDays: value ?? 0 })}
              minValue={0}
              maxValue={maxWorkingDays[period.itemClass]}
              step={0.5}
              fractionDigits={1}
            />
            <SelectField
              label={t('users.workingTime.trackingMode')}
              value={period.trackingMode}
              onChange={(event) =>
                change(index, { trackingMode: event.target.value as TWorkingTimePeriod['trackingMode'] })
              }
            >
              {timeTrackingModes.map((value) => (
                <option key={value} value={value}>
                  {t(`users.workingTime.trackingMode.${value}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('users.workingTime.sickCalculation')}
              value={period.sickCalculation}
              onChange={(event) =>
                change(index, {
                  sickCalculation: event.target.value as TWorkingTimePeriod['sickCalculation'],
                })
              }
            >
              {sickCalculations.map((value) => (
                <option key={value} value={value}>
                  {t(`users.workingTime.sickCalculation.${value}`)}
                </option>
              ))}
            </SelectField>
            <Button
              variant="ghost"
              size="small"
              onClick={() =>
                setModel((old) => ({ ...old, periods: old.periods.filter((_, at) => at !== index) }))
              }
            >
              {t('table.delete')}
            </Button>
          </fieldset>
        ))}
      </div>
      <Checkbox
        label={t('users.workingTime.allowShiftInteraction')}
        checked={model.allowShiftInteraction}
        onChange={(event) => setModel((old) => ({ ...old, allowShiftInteraction: event.target.checked }))}
      />
      <Checkbox
        label={t('users.workingTime.allowShiftInteractionRequest')}
        checked={model.allowShiftInteractionRequest}
        disabled={!model.allowShiftInteraction}
        onChange={(event) =>
          setModel((old) => ({ ...old, allowShiftInteractionRequest: event.target.checked }))
        }
      />
      <DialogActions>
        <Button
          variant="secondary"
          onClick={() =>
            setModel((old) => ({
              ...old,
              periods: [...old.periods, newWorkingTimePeriod(todayInDisplayZone())],
            }))
          }
        >
          {t('users.workingTime.add')}
        </Button>
        <Button type="submit" busy={saving}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
