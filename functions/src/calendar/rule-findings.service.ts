/**
 * The rule check's findings for the calendar's panel (issue 28): the same check as the Excel report
 * (`checkUnitRange`), answered in the request: a unit's range is what the calendar reads for a view anyway.
 */
import { AppError } from '@app/shared/api/errors';
import { maxListedFindings, type TRuleFindings } from '@app/shared/calendar/rule-findings.contracts';
import type { Language } from '@app/shared/i18n/languages';
import type { Caller } from '../security/caller';
import { requireResponsibleForUnit } from '../units/responsibility-scope';
import { requireUnit } from '../units/unit.service';
import { checkUnitRange } from './rule-check';
import type { RuleReportRequest } from './rule-report.service';

export async function ruleFindings(
  caller: Caller,
  request: RuleReportRequest,
  language: Language,
): Promise<TRuleFindings> {
  // Like the report: `calendar.plan` and responsible for the unit (the findings show the unpublished plan).
  const unit = await requireUnit(caller, request.unitId);
  await requireResponsibleForUnit(caller, unit.id);
  const checked = await checkUnitRange({
    tenant: caller.tenant,
    tenantRecord: caller.tenantRecord,
    input: { ...request, language },
    progress: () => Promise.resolve(),
  });
  if (!checked) throw new AppError('NOT_FOUND');
  const errors = checked.rows.filter((row) => row.level === 'ERR').length;
  return {
    unitName: checked.unit.name,
    from: request.from,
    to: request.to,
    findings: checked.rows.slice(0, maxListedFindings).map((row) => ({
      date: row.date,
      unitId: row.unitId,
      unitName: row.unit,
      userId: row.userId,
      personName: row.person,
      rule: row.rule,
      level: row.level,
      message: row.message,
      suggestion: row.suggestion,
    })),
    total: checked.rows.length,
    errors,
    warnings: checked.rows.length - errors,
  };
}
