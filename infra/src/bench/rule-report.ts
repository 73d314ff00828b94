/**
 * Figure of the rule check report (issue 13), for `npm run bench`, against a DynamoDB Local of its own:
 * - `rules.monthReportSeconds`: the report of one unit of 200 people over a month (~6,000 entries, three shift
 *   kinds in rotation so that rest and night rules find something) against 30 active rules and the legal
 *   profile: the job's reads, the engine's `checkRange` and the workbook, median of 3 after a warm-up; target
 *   below 5 s. The task's queue hop and the upload are left out: they are the same for every report.
 * Also `calendar.ruleCheckMs`: the engine's share of the calendar's data call for the same month (no target; it
 * tells how much of `calendar.ratio` the markers and the manning cost).
 */
import { checkRange } from '@app/shared/rules/engine/index';
import { PlanRepository } from '@app/functions/calendar/plan.repository';
import { ruleCheckReport } from '@app/functions/calendar/rule-report.job';
import { listCalendar } from '@app/functions/calendar/calendar.service';
import { buildRuleWorld, ruleSetupOf } from '@app/functions/calendar/rule-world';
import { CalendarReadsRepository } from '@app/functions/calendar/calendar-reads.repository';
import { median, withBenchStack } from './bench-stack';
import {
  benchCaller,
  benchMonth as month,
  benchTenantRecord as tenantRecord,
  seedPlan,
  seedRules,
  seedUnit,
} from './bench-tenant';

const people = 200;
const customerNo = '90004';

export function ruleReportFigures(): Promise<{
  seconds: number;
  findings: number;
  calendarCheckMs: number;
}> {
  return withBenchStack('rules', async () => {
    const unit = await seedUnit(customerNo, people);
    const { tenant, unitId } = unit;
    await seedRules(unit);
    // Every person on 30 days in a rotation early, late, night: ~6,000 entries; the night before an early
    // breaks the rest, so that the report has findings to write.
    await seedPlan(unit, month, 30);

    const input = {
      unitId,
      from: `${month}-01`,
      to: `${month}-30`,
      withSubUnits: false,
      language: 'de' as const,
    };
    const report = () => ruleCheckReport({ tenant, tenantRecord, input, progress: () => Promise.resolve() });
    const warm = await report();
    if (!warm) throw new Error('The bench unit is missing');
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      await report();
      times.push(performance.now() - started);
    }

    // The calendar's data call over the same month, for the engine's share of it.
    const caller = benchCaller(unit);
    const request = {
      from: input.from,
      to: input.to,
      unitIds: [unitId],
      withSubUnits: false,
      userIds: [],
      resourceIds: [],
      showDisabled: false,
    };
    await listCalendar(caller, request, 'de');
    const reads = new CalendarReadsRepository(tenant);
    const [catalogue, collection, items] = await Promise.all([
      reads.catalogue(),
      reads.unitCollection(unitId),
      new PlanRepository(tenant).unitMonth(unitId, month),
    ]);
    const checks: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const world = buildRuleWorld({
        timeZone: tenantRecord.timeZone,
        language: 'de',
        from: input.from,
        to: input.to,
        catalogue,
        collections: collection ? [collection] : [],
        entries: items.entries,
        absences: items.absences,
      });
      checkRange(ruleSetupOf(catalogue), world, { unitIds: [unitId] });
      checks.push(performance.now() - started);
    }
    return { seconds: median(times) / 1000, findings: warm.rows.length, calendarCheckMs: median(checks) };
  });
}
