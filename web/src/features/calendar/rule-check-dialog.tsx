import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import {
  ruleFindingsContracts,
  type TRuleFinding,
  type TRuleFindings,
} from '@app/shared/calendar/rule-findings.contracts';
import { maxRuleReportDays, ruleReportContracts } from '@app/shared/rules/rule-report.contracts';
import { workTimeRecordContracts } from '@app/shared/time-tracking/work-time-record.contracts';
import { daysBetween } from '@app/shared/time/tenant-time';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { DateField } from '#ui/date-field';
import { FormDialog } from '#ui/form-dialog';
import { MutedText } from '#ui/layout';
import { Notice } from '#ui/notice';
import { TaskProgress } from '#ui/task-progress';
import { useTaskReport } from '#ui/widgets/task-report-dialog';
import { usePermission } from '#app/session';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { formatDate, formatWeekday } from '#lib/format';
import { UnitChoiceFields, useUnitChoice } from '#features/organisation/pickers/unit-choice';
import styles from './calendar.module.css';

export interface RuleCheckDialogProps {
  onClose: () => void;
  /** The range offered first (the calendar's). */
  from: string;
  to: string;
  /** The unit offered first (default: the first unit of the tree). */
  defaultUnitId?: string | undefined;
  /** A finding chosen: the calendar shows its person's day (the dialog closes). */
  onOpenFinding?: ((finding: TRuleFinding) => void) | undefined;
}

interface FindingGroup {
  key: string;
  heading: string;
  findings: TRuleFinding[];
}

/** By person (the unit's day findings, such as minimum staffing, under the unit first), each in day order. */
function groupFindings(
  findings: readonly TRuleFinding[],
  unitHeading: (unit: string) => string,
): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const finding of findings) {
    const key = finding.userId ?? `unit:${finding.unitId ?? ''}`;
    const group = groups.get(key) ?? {
      key,
      heading: finding.userId ? finding.personName : unitHeading(finding.unitName),
      findings: [],
    };
    group.findings.push(finding);
    groups.set(key, group);
  }
  const unitFirst = (group: FindingGroup) => (group.key.startsWith('unit:') ? 0 : 1);
  return [...groups.values()].sort(
    (a, b) => unitFirst(a) - unitFirst(b) || a.heading.localeCompare(b.heading, 'de'),
  );
}

/**
 * The rule check (issue 28): choose a unit, sub-units and a range; "Prüfen" lists every finding in words, by
 * person and day, each leading to its cell in the calendar; the Excel file (every finding and a summary per rule)
 * is a report task beside it, and so is the record of working time of ArbZG section 16(2) (with `time.approve`).
 */
export function RuleCheckDialog({
  onClose,
  from: shownFrom,
  to: shownTo,
  defaultUnitId,
  onOpenFinding,
}: RuleCheckDialogProps) {
  const { t } = useTranslation();
  // The calendar's first unit is often the top of the tree: its plan is its sub-units'.
  const unit = useUnitChoice(defaultUnitId, { withSubUnits: true });
  const [from, setFrom] = useState<string | null>(shownFrom);
  const [to, setTo] = useState<string | null>(shownTo);
  const days = from && to ? daysBetween(from, to) + 1 : 0;
  const rangeError =
    from && to && days < 1
      ? t('calendar.ruleCheck.reversed')
      : days > maxRuleReportDays
        ? t('calendar.ruleCheck.tooLong', { days: maxRuleReportDays })
        : undefined;
  const request = (range: { from: string; to: string }) => ({
    unitId: unit.unitId,
    ...range,
    withSubUnits: unit.withSubUnits,
  });

  const check = useMutation({
    mutationFn: (range: { from: string; to: string }) =>
      callApi(ruleFindingsContracts.findings, { body: request(range) }),
  });
  const report = useTaskReport((range: { from: string; to: string }) =>
    callApi(ruleReportContracts.ruleCheckReport, { body: request(range) }),
  );
  // The record of ArbZG section 16(2) beside it: people's worked time, for those who decide on time.
  const mayRecord = usePermission('time.approve');
  const record = useTaskReport((range: { from: string; to: string }) =>
    callApi(workTimeRecordContracts.workTimeRecord, { body: request(range) }),
  );
  const range = unit.unitId && from && to && !rangeError ? { from, to } : null;
  const failure = check.error ?? report.error ?? record.error ?? unit.error;

  return (
    <FormDialog
      title={t('calendar.ruleCheck.title')}
      size="large"
      failure={failure ? errorMessage(failure, t) : null}
      busy={check.isPending}
      submitLabel={t('calendar.ruleCheck.start')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (range) check.mutate(range);
      }}
      onClose={onClose}
    >
      <MutedText>{t('calendar.ruleCheck.intro')}</MutedText>
      <UnitChoiceFields
        choice={unit}
        unitLabel={t('calendar.ruleCheck.unit')}
        withSubUnitsLabel={t('calendar.ruleCheck.withSubUnits')}
      />
      <DateField label={t('calendar.ruleCheck.from')} value={from} onChange={setFrom} />
      <DateField label={t('calendar.ruleCheck.to')} value={to} onChange={setTo} error={rangeError} />
      {check.data && (
        <RuleFindings
          answer={check.data}
          onOpen={
            onOpenFinding
              ? (finding) => {
                  onOpenFinding(finding);
                  onClose();
                }
              : undefined
          }
        />
      )}
      <div className={styles.ruleExport}>
        <Button
          variant="secondary"
          size="small"
          busy={report.busy}
          onClick={() => range && report.start(range)}
        >
          {t('calendar.ruleCheck.excel')}
        </Button>
        {report.task && (
          <TaskProgress
            task={report.task}
            doneText={t('calendar.ruleCheck.done')}
            downloading={report.downloading}
            onDownload={() => report.task && report.download(report.task.progressId)}
          />
        )}
      </div>
      {mayRecord && (
        <div className={styles.ruleExport}>
          <Button
            variant="secondary"
            size="small"
            busy={record.busy}
            onClick={() => range && record.start(range)}
          >
            {t('calendar.ruleCheck.record')}
          </Button>
          {record.task && (
            <TaskProgress
              task={record.task}
              doneText={t('calendar.ruleCheck.recordDone')}
              downloading={record.downloading}
              onDownload={() => record.task && record.download(record.task.progressId)}
            />
          )}
        </div>
      )}
    </FormDialog>
  );
}

/** The findings of one check: a line of counts, then by person and day, each a way to its cell. */
function RuleFindings({
  answer,
  onOpen,
}: {
  answer: TRuleFindings;
  onOpen: ((finding: TRuleFinding) => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  if (answer.total === 0)
    return (
      <Notice tone="success">
        {t('calendar.ruleCheck.none', {
          unit: answer.unitName,
          from: formatDate(answer.from),
          to: formatDate(answer.to),
        })}
      </Notice>
    );
  const groups = groupFindings(answer.findings, (unit) => t('calendar.ruleCheck.unitGroup', { unit }));
  return (
    <section className={styles.findings} aria-label={t('calendar.ruleCheck.findings')}>
      <p className={styles.findingsSummary} role="status">
        {t('calendar.ruleCheck.found', { count: answer.total })} (
        {[
          answer.errors > 0 ? t('calendar.ruleCheck.errors', { count: answer.errors }) : null,
          answer.warnings > 0 ? t('calendar.ruleCheck.warnings', { count: answer.warnings }) : null,
        ]
          .filter(Boolean)
          .join(', ')}
        )
      </p>
      {answer.findings.length < answer.total && (
        <MutedText>
          {t('calendar.ruleCheck.more', { shown: answer.findings.length, total: answer.total })}
        </MutedText>
      )}
      {groups.map((group) => (
        <div key={group.key} className={styles.findingGroup}>
          <h3 className={styles.findingHeading}>{group.heading}</h3>
          <ul className={styles.findingList}>
            {group.findings.map((finding, index) => {
              const day = `${formatWeekday(finding.date, language, 'short')}, ${formatDate(finding.date)}`;
              const content = (
                <>
                  <Badge tone={finding.level === 'ERR' ? 'warning' : 'neutral'}>
                    {t(finding.level === 'ERR' ? 'calendar.ruleCheck.error' : 'calendar.ruleCheck.warning')}
                  </Badge>
                  <span className={styles.findingDay}>{day}</span>
                  <span>{finding.message}</span>
                  {finding.suggestion && <span className={styles.findingHint}>{finding.suggestion}</span>}
                </>
              );
              return (
                <li key={`${finding.date}-${finding.rule}-${index}`}>
                  {onOpen ? (
                    <button type="button" className={styles.findingLink} onClick={() => onOpen(finding)}>
                      {content}
                    </button>
                  ) : (
                    <div className={styles.findingLink}>{content}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
