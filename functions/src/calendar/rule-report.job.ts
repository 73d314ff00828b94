/**
 * The rule check report of a unit (with sub-units if asked) for a range (`rules.ruleCheckReport`, a `report`
 * job): the check of `rule-check.ts`, written as `rule-check-<unit>-<from>-<to>.xlsx` for download.
 */
import * as z from 'zod';
import { languages } from '@app/shared/i18n/languages';
import type { JobType } from '../jobs/registry';
import { TenantRepository } from '../directory/tenant.repository';
import { checkUnitRange, type RuleCheckContext } from './rule-check';
import { writeRuleReport } from './rule-report.writer';
import type { RuleReportInput } from './rule-report.service';

// The stored request (already validated when it was started) and the reader's language.
const ZRuleReportInput = z.object({
  unitId: z.string(),
  from: z.string(),
  to: z.string(),
  withSubUnits: z.boolean(),
  language: z.enum(languages),
}) satisfies z.ZodType<RuleReportInput, unknown>;

/** A file name that every system accepts: letters, digits and dashes of the unit's name. */
function fileNameOf(unitName: string, from: string, to: string): string {
  const slug = unitName
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `rule-check-${slug || 'unit'}-${from}-${to}.xlsx`;
}

export const ruleReportJob: JobType<typeof ZRuleReportInput> = {
  type: 'rules.ruleCheckReport',
  kind: 'report',
  input: ZRuleReportInput,
  async run({ tenant, input, progress, log, saveFile }) {
    const tenantRecord = await new TenantRepository(tenant).get();
    if (!tenantRecord) throw new Error('The tenant of the rule check is gone');
    const report = await ruleCheckReport({ tenant, tenantRecord, input, progress });
    if (!report) {
      // Deleted after the request: nothing to write, and retrying would not bring it back.
      await log('ERR', { key: 'task.ruleCheckUnitGone' });
      return { findings: 0 };
    }
    await saveFile(report.file);
    const errors = report.rows.filter((row) => row.level === 'ERR').length;
    await log('INF', {
      key: 'task.ruleCheckWritten',
      params: { findings: report.rows.length, errors, warnings: report.rows.length - errors },
    });
    await progress({ value: report.steps, steps: report.steps });
    return { findings: report.rows.length, errors };
  },
};

/**
 * The report's work: reads, the check and the workbook (the bench times this; the job adds the tenant's record,
 * the file's upload and the log). Undefined when the unit is gone.
 */
export async function ruleCheckReport(context: RuleCheckContext) {
  const checked = await checkUnitRange(context);
  if (!checked) return undefined;
  const { input } = context;
  const body = await writeRuleReport(checked.rows, {
    unitName: checked.unit.name,
    from: input.from,
    to: input.to,
    language: input.language,
  });
  const file = {
    fileName: fileNameOf(checked.unit.name, input.from, input.to),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  };
  return { file, rows: checked.rows, steps: checked.steps };
}
