/**
 * Starting the rule check report (`reports/rule-check`, issue 13 item 7): the unit and the range are checked here,
 * in the request, so that a caller learns at once of a unit they cannot see or a range too long; the `report`
 * worker checks the plan and writes the workbook (`rule-report.job.ts`).
 */
import { AppError } from '@app/shared/api/errors';
import type { Language } from '@app/shared/i18n/languages';
import { maxRuleReportDays, type ZRuleReportRequest } from '@app/shared/rules/rule-report.contracts';
import type { TTaskProgress } from '@app/shared/tasks/task';
import { daysBetween } from '@app/shared/time/tenant-time';
import type * as z from 'zod';
import type { Caller } from '../security/caller';
import { requireResponsibleForUnit } from '../units/responsibility-scope';
import { startTask } from '../tasks/task.service';
import { requireUnit } from '../units/unit.service';

export type RuleReportRequest = z.output<typeof ZRuleReportRequest>;

/** What the job gets: the request and the reader's language for the sheet and its messages. */
export interface RuleReportInput extends RuleReportRequest {
  language: Language;
}

export async function startRuleReport(
  caller: Caller,
  request: RuleReportRequest,
  language: Language,
): Promise<TTaskProgress> {
  if (daysBetween(request.from, request.to) + 1 > maxRuleReportDays) {
    throw new AppError('VALIDATION', {
      details: {
        issues: [{ path: 'body.to', code: 'too_big', message: 'rules.error.rangeTooLong' }],
        maxDays: maxRuleReportDays,
      },
    });
  }
  // `calendar.plan` (the contract's permission) and responsible for the unit (its sub-units are then in the
  // caller's responsibility too): the report shows the unpublished plan (need to know, visibility.ts).
  const unit = await requireUnit(caller, request.unitId);
  await requireResponsibleForUnit(caller, unit.id);
  const input: RuleReportInput = { ...request, language };
  return startTask(
    caller.tenant,
    {
      kind: 'report',
      type: 'rules.ruleCheckReport',
      name: { key: 'task.name.ruleCheck', params: { unit: unit.name, from: request.from, to: request.to } },
      input,
    },
    language,
  );
}
