import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TPayrollSystem } from '@app/shared/payroll/payroll-settings';
import {
  ZPayrollExportRequest,
  type TPayrollExportRequest,
} from '@app/shared/payroll/payroll-export.contracts';
import type { TTaskProgress } from '@app/shared/tasks/task';
import { isEditionProblem } from '#app/api-problems';
import { useUnitChoice } from '#features/organisation/pickers/unit-choice';
import { UserPickerList } from '#features/organisation/pickers/user-picker';
import { fieldIssuesOf } from '#lib/field-issues';
import { DateField } from '#ui/date-field';
import { FormGrid, Wide } from '#ui/layout';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { TaskReportDialog, useTaskReport } from '#ui/widgets/task-report-dialog';
import { payrollKey, startPayrollExport } from './payroll-api';
import { defaultCalculationDate, monthOf, wholeMonth } from './payroll-dates';

type Whom = 'unit' | 'user';
type Problems = Partial<Record<'unitId' | 'userId' | 'calculationDate' | 'range' | 'rangeEnd', string>>;

/** The export form's problems in words, from the contract's own refinements (the server repeats them). */
function problemsOf(request: TPayrollExportRequest, whom: Whom, t: TFunction): Problems {
  const parsed = ZPayrollExportRequest.safeParse(request);
  if (parsed.success) return {};
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const [field, sub] = issue.path;
    if (issue.message === 'payroll.export.whom' || field === 'unitId' || field === 'userId') {
      problems[whom === 'unit' ? 'unitId' : 'userId'] = t(
        whom === 'unit' ? 'payrollExport.chooseUnit' : 'payrollExport.choosePerson',
      );
    } else if (issue.message === 'date.rangeOrder' || sub === 'end') {
      problems.rangeEnd = t('payrollExport.rangeOrder');
    } else if (field === 'range') {
      problems.range = t('payrollExport.rangeOneMonth', { month: monthOf(request.calculationDate) });
    } else if (field === 'calculationDate') {
      problems.calculationDate = t('payrollExport.chooseDate');
    }
  }
  return problems;
}

/** A task's log, warnings first in the reader's eye: each line with its level in words. */
function TaskLog({ task }: { task: TTaskProgress }) {
  const { t } = useTranslation();
  if (task.log.length === 0) return null;
  return (
    <Wide>
      <section aria-label={t('payrollExport.log')}>
        <ul aria-live="polite">
          {task.log.map((line, index) => (
            <li key={`${line.at}-${index}`}>
              <strong>{t(`payrollExport.log.${line.level}`)}:</strong> {line.message}
            </li>
          ))}
        </ul>
      </section>
    </Wide>
  );
}

/**
 * The spec's export dialog of one payroll system: a unit (with its sub-units) or one person, the calculation
 * date (its month is the payroll month) and the range inside that month (following the date); the export runs
 * as a task whose progress, log and file show here.
 */
export function ExportDialog({ system, onClose }: { system: TPayrollSystem; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const units = useUnitChoice();
  const [whom, setWhom] = useState<Whom>('unit');
  const [userId, setUserId] = useState<string | null>(null);
  const [calculationDate, setCalculationDate] = useState<string | null>(defaultCalculationDate);
  const [range, setRange] = useState(() => wholeMonth(defaultCalculationDate()));
  const [shown, setShown] = useState<Problems>({});
  const report = useTaskReport((body: TPayrollExportRequest) => startPayrollExport(system, body));

  const finished = report.task !== undefined && !report.task.running;
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: [...payrollKey, 'runs'] });
  }, [finished, queryClient]);

  const depths = useMemo(() => {
    const depth = new Map<string, number>();
    for (const unit of units.units ?? [])
      depth.set(unit.id, unit.parentId ? (depth.get(unit.parentId) ?? 0) + 1 : 0);
    return depth;
  }, [units.units]);

  const request: TPayrollExportRequest = {
    ...(whom === 'unit' ? (units.unitId ? { unitId: units.unitId } : {}) : userId ? { userId } : {}),
    calculationDate: calculationDate ?? '',
    range: { start: range.start ?? '', end: range.end ?? '' },
  };
  // The server's field problems (a range across months) go to their fields, not into the form's notice.
  const serverIssues = fieldIssuesOf(report.error);
  const serverRange = serverIssues.some((issue) => issue.field === 'range');
  const problems: Problems = {
    ...(serverRange
      ? { range: t('payrollExport.rangeOneMonth', { month: monthOf(request.calculationDate) }) }
      : {}),
    ...shown,
  };
  const failure = serverIssues.length > 0 || isEditionProblem(report.error) ? null : report.error;

  const changeDate = (date: string | null) => {
    setCalculationDate(date);
    if (date) setRange(wholeMonth(date));
    setShown({});
  };
  const submit = () => {
    const found = problemsOf(request, whom, t);
    setShown(found);
    if (Object.keys(found).length === 0) report.start(request);
  };
  const systemName = t(`payrollExport.system.${system}`);

  return (
    <TaskReportDialog
      title={t('payrollExport.dialog.title', { system: systemName })}
      intro={t('payrollExport.dialog.intro')}
      submitLabel={t('payrollExport.start')}
      doneText={t('payrollExport.done')}
      report={{ ...report, error: failure }}
      failure={units.error}
      onSubmit={submit}
      onClose={onClose}
    >
      {system === 'sage' && <Notice tone="warning">{t('payrollExport.sageNotice')}</Notice>}
      <FormGrid>
        <SelectField
          label={t('payrollExport.whom')}
          value={whom}
          onChange={(event) => {
            setWhom(event.target.value === 'user' ? 'user' : 'unit');
            setShown({});
          }}
        >
          <option value="unit">{t('payrollExport.whom.unit')}</option>
          <option value="user">{t('payrollExport.whom.user')}</option>
        </SelectField>
        {whom === 'unit' ? (
          <SelectField
            label={t('payrollExport.unit')}
            description={t('payrollExport.unitHint')}
            error={problems.unitId}
            value={units.unitId}
            disabled={!units.units}
            onChange={(event) => units.setUnitId(event.target.value)}
          >
            {(units.units ?? []).map((unit) => (
              <option key={unit.id} value={unit.id}>
                {`${'\u00a0\u00a0'.repeat(depths.get(unit.id) ?? 0)}${unit.name}`}
              </option>
            ))}
          </SelectField>
        ) : (
          <Wide>
            <UserPickerList
              label={t('payrollExport.person')}
              value={userId}
              onChange={(id) => setUserId(id ?? null)}
              error={problems.userId}
            />
          </Wide>
        )}
        <DateField
          label={t('payrollExport.calculationDate')}
          description={t('payrollExport.calculationDateHint')}
          value={calculationDate}
          onChange={changeDate}
          error={problems.calculationDate}
        />
        <Wide>
          <FormGrid>
            <DateField
              label={t('payrollExport.rangeStart')}
              description={t('payrollExport.rangeHint')}
              value={range.start}
              onChange={(start) => {
                setRange((current) => ({ ...current, start }));
                setShown({});
              }}
              error={problems.range}
            />
            <DateField
              label={t('payrollExport.rangeEnd')}
              value={range.end}
              onChange={(end) => {
                setRange((current) => ({ ...current, end }));
                setShown({});
              }}
              error={problems.rangeEnd}
            />
          </FormGrid>
        </Wide>
        {report.task && <TaskLog task={report.task} />}
      </FormGrid>
    </TaskReportDialog>
  );
}
