import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  defaultAutoPlanSeconds,
  maxAutoPlanDays,
  maxAutoPlanSeconds,
  type TAutoAssignRequest,
} from '@app/shared/planner/auto-planning';
import { addDays, addMonths, daysBetween } from '@app/shared/time/tenant-time';
import { isEditionProblem } from '#app/api-problems';
import { UnitsPicker } from '#features/organisation/pickers/units-picker';
import { errorMessage } from '#lib/error-message';
import { todayInDisplayZone } from '#lib/format';
import { taskQuery } from '#lib/tasks';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { FormDialog } from '#ui/form-dialog';
import { MutedText, Wide } from '#ui/layout';
import { TaskProgress } from '#ui/task-progress';
import { IntegerField } from '#ui/widgets/number-field';
import { refreshCalendar } from '../calendar-api';
import { refreshAutoPlan, startAutoAssign } from './auto-plan-api';
import styles from './auto-plan.module.css';

/** The smallest time limit the contract accepts. */
const minSeconds = 5;

/** The whole month after the one `today` lies in: what a planner plans next. */
export function nextMonth(today: string): { from: string; to: string } {
  const month = addMonths(today.slice(0, 7), 1);
  const from = `${month}-01`;
  return { from, to: addDays(`${addMonths(month, 1)}-01`, -1) };
}

export interface AutoAssignDialogProps {
  /** The units offered first (the calendar's current unit; the server adds their sub-units). */
  defaultUnitIds: string[];
  /** The resources the calendar shows, to plan as well. */
  resources: { id: string; name: string }[];
  /** The days to plan first; none: next month. */
  defaultRange?: { from: string; to: string };
  onClose: () => void;
}

type Problem = 'whom' | 'range' | 'timeLimit';

/**
 * AutoAssign: the units and resources, the range (next month unless changed, at most 62 days), the options, and
 * the time limit under "Advanced". The run is a task whose progress and log show here; when it is done the
 * calendar reloads with the proposal and the dialog closes.
 */
export function AutoAssignDialog({
  defaultUnitIds,
  resources,
  defaultRange,
  onClose,
}: AutoAssignDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [unitIds, setUnitIds] = useState<readonly string[]>(defaultUnitIds);
  const [resourceIds, setResourceIds] = useState<string[]>([]);
  const [initial] = useState(() => defaultRange ?? nextMonth(todayInDisplayZone()));
  const [from, setFrom] = useState<string | null>(initial.from);
  const [to, setTo] = useState<string | null>(initial.to);
  const [forcedSlots, setForcedSlots] = useState(false);
  const [requestsOnly, setRequestsOnly] = useState(false);
  const [downloadLog, setDownloadLog] = useState(false);
  const [timeLimit, setTimeLimit] = useState<number | null>(defaultAutoPlanSeconds);
  const [calculationDate, setCalculationDate] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const start = useMutation({ mutationFn: startAutoAssign });
  const taskId = start.data?.progressId;
  const progress = useQuery({ ...taskQuery(taskId ?? ''), enabled: taskId !== undefined });
  const task = progress.data ?? start.data;
  const succeeded = task?.running === false && task.succeeded;

  useEffect(() => {
    if (!succeeded) return;
    void Promise.all([refreshCalendar(queryClient), refreshAutoPlan(queryClient)]).then(onClose);
  }, [succeeded, queryClient, onClose]);

  const days = from && to ? daysBetween(from, to) + 1 : 0;
  const problems: Partial<Record<Problem, string>> = {};
  if (unitIds.length === 0 && resourceIds.length === 0) problems.whom = t('autoPlan.dialog.chooseWhom');
  if (!from || !to) problems.range = t('autoPlan.dialog.chooseRange');
  else if (days < 1) problems.range = t('autoPlan.dialog.rangeOrder');
  else if (days > maxAutoPlanDays)
    problems.range = t('autoPlan.dialog.rangeTooLong', { days: maxAutoPlanDays });
  if (timeLimit === null || timeLimit < minSeconds || timeLimit > maxAutoPlanSeconds)
    problems.timeLimit = t('autoPlan.dialog.timeLimitRange', { min: minSeconds, max: maxAutoPlanSeconds });
  // The range is said at once (it is the one a planner oversteps); the rest after the first try.
  const shown = tried ? problems : { range: problems.range };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0 || !from || !to || timeLimit === null) return;
    const body: TAutoAssignRequest = {
      unitIds: [...unitIds],
      resourceIds,
      range: { start: from, end: to },
      forcedSlots,
      requestsOnly,
      downloadLog,
      timeLimitSeconds: timeLimit,
      ...(calculationDate ? { calculationDate } : {}),
    };
    start.mutate(body);
  };

  // The edition dialog speaks for a 402 itself.
  const failure = start.error && !isEditionProblem(start.error) ? errorMessage(start.error, t) : null;
  const toggleResource = (id: string, on: boolean) =>
    setResourceIds((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <FormDialog
      title={t('autoPlan.dialog.title')}
      size="medium"
      failure={failure}
      busy={start.isPending || task?.running === true}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('autoPlan.dialog.start')}
    >
      <MutedText>{t('autoPlan.dialog.intro')}</MutedText>
      <div className={styles.fields}>
        <UnitsPicker
          label={t('autoPlan.dialog.units')}
          title={t('autoPlan.dialog.unitsTitle')}
          value={unitIds}
          onChange={(ids) => setUnitIds(ids ?? [])}
          error={shown.whom}
        />
        {resources.length > 0 && (
          <fieldset className={styles.group}>
            <legend>{t('autoPlan.dialog.resources')}</legend>
            {resources.map((resource) => (
              <Checkbox
                key={resource.id}
                label={resource.name}
                checked={resourceIds.includes(resource.id)}
                onChange={(event) => toggleResource(resource.id, event.target.checked)}
              />
            ))}
          </fieldset>
        )}
        <div className={styles.range}>
          <DateField label={t('autoPlan.dialog.from')} value={from} onChange={setFrom} />
          <DateField label={t('autoPlan.dialog.to')} value={to} onChange={setTo} error={shown.range} />
        </div>
        <Checkbox
          label={t('autoPlan.dialog.forcedSlots')}
          description={t('autoPlan.dialog.forcedSlotsHint')}
          checked={forcedSlots}
          onChange={(event) => setForcedSlots(event.target.checked)}
        />
        <Checkbox
          label={t('autoPlan.dialog.requestsOnly')}
          description={t('autoPlan.dialog.requestsOnlyHint')}
          checked={requestsOnly}
          onChange={(event) => setRequestsOnly(event.target.checked)}
        />
        <Checkbox
          label={t('autoPlan.dialog.downloadLog')}
          description={t('autoPlan.dialog.downloadLogHint')}
          checked={downloadLog}
          onChange={(event) => setDownloadLog(event.target.checked)}
        />
        <details className={styles.advanced} open={shown.timeLimit !== undefined || undefined}>
          <summary>{t('autoPlan.dialog.advanced')}</summary>
          <IntegerField
            label={t('autoPlan.dialog.timeLimit')}
            value={timeLimit}
            onChange={(value) => setTimeLimit(value ?? null)}
            minValue={minSeconds}
            maxValue={maxAutoPlanSeconds}
            error={shown.timeLimit}
          />
          <DateField
            label={t('autoPlan.dialog.calculationDate')}
            description={t('autoPlan.dialog.calculationDateHint')}
            value={calculationDate}
            onChange={setCalculationDate}
          />
        </details>
      </div>
      {task && (
        <Wide>
          <TaskProgress task={task} doneText={t('autoPlan.dialog.done')} />
          {task.log.length > 0 && (
            <section aria-label={t('autoPlan.dialog.log')} className={styles.log}>
              <ul aria-live="polite">
                {task.log.map((line, index) => (
                  <li key={`${line.at}-${index}`} data-level={line.level}>
                    {line.message}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </Wide>
      )}
    </FormDialog>
  );
}
