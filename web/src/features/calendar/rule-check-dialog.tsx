import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxRuleReportDays, ruleReportContracts } from '@app/shared/rules/rule-report.contracts';
import { daysBetween } from '@app/shared/time/tenant-time';
import { DateField } from '#ui/date-field';
import { TaskReportDialog, useTaskReport } from '#ui/widgets/task-report-dialog';
import { callApi } from '#lib/api';
import { UnitChoiceFields, useUnitChoice } from '#features/organisation/pickers/unit-choice';

export interface RuleCheckDialogProps {
  onClose: () => void;
  /** The range offered first (the calendar's). */
  from: string;
  to: string;
  /** The unit offered first (default: the first unit of the tree). */
  defaultUnitId?: string | undefined;
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
  const unit = useUnitChoice(defaultUnitId);
  const [from, setFrom] = useState<string | null>(shownFrom);
  const [to, setTo] = useState<string | null>(shownTo);
  const days = from && to ? daysBetween(from, to) + 1 : 0;
  const rangeError =
    from && to && days < 1
      ? t('calendar.ruleCheck.reversed')
      : days > maxRuleReportDays
        ? t('calendar.ruleCheck.tooLong', { days: maxRuleReportDays })
        : undefined;

  const report = useTaskReport((range: { from: string; to: string }) =>
    callApi(ruleReportContracts.ruleCheckReport, {
      body: { unitId: unit.unitId, ...range, withSubUnits: unit.withSubUnits },
    }),
  );

  return (
    <TaskReportDialog
      title={t('calendar.ruleCheck.title')}
      intro={t('calendar.ruleCheck.intro')}
      submitLabel={t('calendar.ruleCheck.start')}
      doneText={t('calendar.ruleCheck.done')}
      report={report}
      failure={unit.error}
      onSubmit={() => {
        if (unit.unitId && from && to && !rangeError) report.start({ from, to });
      }}
      onClose={onClose}
    >
      <UnitChoiceFields
        choice={unit}
        unitLabel={t('calendar.ruleCheck.unit')}
        withSubUnitsLabel={t('calendar.ruleCheck.withSubUnits')}
      />
      <DateField label={t('calendar.ruleCheck.from')} value={from} onChange={setFrom} />
      <DateField label={t('calendar.ruleCheck.to')} value={to} onChange={setTo} error={rangeError} />
    </TaskReportDialog>
  );
}
