import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maxRuleReportDays, ruleReportContracts } from '@app/shared/rules/rule-report.contracts';
import { daysBetween } from '@app/shared/time/tenant-time';
import type { TUnit } from '@app/shared/units/unit';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { FormDialog } from '#ui/form-dialog';
import { MutedText } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { TaskProgress } from '#ui/task-progress';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { downloadTaskFile, taskQuery } from '#lib/tasks';
import { unitsQuery } from '#features/organisation/units/units-api';

export interface RuleCheckDialogProps {
  onClose: () => void;
  /** The range offered first (the calendar's). */
  from: string;
  to: string;
  /** The unit offered first (default: the first unit of the tree). */
  defaultUnitId?: string | undefined;
}

/** Indents a unit by its depth in the tree (the list comes parents first). */
function depthsOf(units: readonly TUnit[]): Map<string, number> {
  const depth = new Map<string, number>();
  for (const unit of units) depth.set(unit.id, unit.parentId ? (depth.get(unit.parentId) ?? 0) + 1 : 0);
  return depth;
}

/**
 * The rule check report (`reports/rule-check`): choose a unit, sub-units and a range; the server checks the plan
 * against every rule in the background and writes an Excel file, which downloads by itself when ready (the
 * button is there for another try).
 */
export function RuleCheckDialog({
  onClose,
  from: shownFrom,
  to: shownTo,
  defaultUnitId,
}: RuleCheckDialogProps) {
  const { t } = useTranslation();
  const units = useQuery(unitsQuery);
  const [unitId, setUnitId] = useState(defaultUnitId ?? '');
  const [from, setFrom] = useState<string | null>(shownFrom);
  const [to, setTo] = useState<string | null>(shownTo);
  const [withSubUnits, setWithSubUnits] = useState(false);
  const chosenUnit = unitId || units.data?.[0]?.id || '';
  const days = from && to ? daysBetween(from, to) + 1 : 0;
  const rangeError =
    from && to && days < 1
      ? t('calendar.ruleCheck.reversed')
      : days > maxRuleReportDays
        ? t('calendar.ruleCheck.tooLong', { days: maxRuleReportDays })
        : undefined;

  const start = useMutation({
    mutationFn: (range: { from: string; to: string }) =>
      callApi(ruleReportContracts.ruleCheckReport, { body: { unitId: chosenUnit, ...range, withSubUnits } }),
  });
  const taskId = start.data?.progressId;
  const progress = useQuery({ ...taskQuery(taskId ?? ''), enabled: taskId !== undefined });
  const task = progress.data ?? start.data;
  const download = useMutation({ mutationFn: downloadTaskFile });
  const downloaded = useRef<string | null>(null);
  useEffect(() => {
    if (!task || task.running || !task.hasDownload || downloaded.current === task.progressId) return;
    downloaded.current = task.progressId;
    download.mutate(task.progressId);
  }, [task, download]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosenUnit && from && to && !rangeError) start.mutate({ from, to });
  };
  const depths = depthsOf(units.data ?? []);
  const failure = start.error ?? download.error ?? units.error;

  return (
    <FormDialog
      title={t('calendar.ruleCheck.title')}
      failure={failure ? errorMessage(failure, t) : null}
      busy={start.isPending || task?.running === true}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('calendar.ruleCheck.start')}
    >
      <MutedText>{t('calendar.ruleCheck.intro')}</MutedText>
      <SelectField
        label={t('calendar.ruleCheck.unit')}
        value={chosenUnit}
        disabled={!units.data}
        onChange={(event) => setUnitId(event.target.value)}
      >
        {(units.data ?? []).map((unit) => (
          <option key={unit.id} value={unit.id}>
            {`${'\u00a0\u00a0'.repeat(depths.get(unit.id) ?? 0)}${unit.name}`}
          </option>
        ))}
      </SelectField>
      <Checkbox
        label={t('calendar.ruleCheck.withSubUnits')}
        checked={withSubUnits}
        onChange={(event) => setWithSubUnits(event.target.checked)}
      />
      <DateField label={t('calendar.ruleCheck.from')} value={from} onChange={setFrom} />
      <DateField label={t('calendar.ruleCheck.to')} value={to} onChange={setTo} error={rangeError} />
      {task && (
        <TaskProgress
          task={task}
          doneText={t('calendar.ruleCheck.done')}
          downloading={download.isPending}
          onDownload={() => download.mutate(task.progressId)}
        />
      )}
    </FormDialog>
  );
}
