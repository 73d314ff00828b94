/**
 * Figure of the bulk shift tool (issue 12), for `npm run bench`, against a DynamoDB Local of its own:
 * - `bulkTool.copySeconds`: a bulk copy of 1,000 shifts (50 people, 20 days) four weeks later, through the
 *   task's own code (reads, the hard checks over every person's months, BatchWrite, counters, audit); target
 *   below 10 s. The task's queue hop is left out: it is the same for every command and not the tool's work.
 */
import { randomUUID } from 'node:crypto';
import type { JobContext } from '@app/functions/jobs/registry';
import type { BulkJobInput } from '@app/functions/plan-tools/bulk-tool.job-input';
import { runBulkCommand } from '@app/functions/plan-tools/bulk-tool.job';
import { withBenchStack } from './bench-stack';
import { benchCaller, seedPlan, seedUnit } from './bench-tenant';

const people = 50;
const days = 20;
const customerNo = '90003';

export interface BulkToolFigures {
  seconds: number;
  copied: number;
}

export function bulkToolFigures(): Promise<BulkToolFigures> {
  return withBenchStack('bulk', async () => {
    const unit = await seedUnit(customerNo, people);
    const { tenant, unitId } = unit;
    // 50 people on 20 days of February 2027, all early shifts: 1,000 shifts, copied to the four weeks after.
    const entries = await seedPlan(unit, '2027-02', days, () => unit.templates[0]);
    const caller = benchCaller(unit);
    const input: BulkJobInput = {
      language: 'de',
      action: 'copy',
      target: 'push',
      targetGroupId: null,
      targetResourceId: null,
      targetUserId: null,
      targetDate: '2027-03-01',
      edit: null,
      range: { from: '2027-02-01', to: '2027-02-28' },
      units: [unitId],
      sources: entries.map((entry) => [0, entry.date, entry.uuid, 1]),
    };
    const context: JobContext<BulkJobInput> = {
      tenant,
      taskId: randomUUID(),
      input,
      attempt: 1,
      progress: () => Promise.resolve(),
      log: () => Promise.resolve(),
      saveFile: () => Promise.resolve(),
    };
    const started = performance.now();
    const result = await runBulkCommand(caller, context);
    const seconds = (performance.now() - started) / 1000;
    if (result.done !== entries.length) throw new Error(`The bench copied ${result.done} shifts`);
    return { seconds, copied: result.done };
  });
}
