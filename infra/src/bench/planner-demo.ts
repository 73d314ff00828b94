/**
 * Figure of automatic planning in the product (issue 16), for `npm run bench`:
 * - `planner.demoMonthSeconds`: auto-assign of the demo tenant's whole unit tree for next month, seeded as on
 *   first start (`seedDemoTenant`) on an emulator stack of its own, from the request's service call
 *   (`startAutoAssign`) through the `auto-planning` queue and its worker (the real handler, fed by the local SQS
 *   poller as in `npm start`) to the task finished. The solver gets the contract's minimum of 5 s; the run must
 *   find open slots and fill every one (the demo's floaters are free for them), and no proposal may carry a finding (the worker checks every assignment with the rule
 *   engine and drops those with an error or a warning). Also answers how many slots were filled and how many
 *   stayed open although a candidate was free (`missed`). Target below 10 s.
 */
import { addDays, plainDateOf } from '@app/shared/time/tenant-time';
import { sqs } from '@app/functions/clients';
import { handler as autoPlanningWorker } from '@app/functions/wiring/workers/auto-planning';
import { startAutoAssign, autoPlanRunDetail } from '@app/functions/planner/auto-assign.service';
import { resolveCaller } from '@app/functions/security/caller';
import { TaskRepository } from '@app/functions/tasks/task.repository';
import { UnitRepository } from '@app/functions/units/unit.repository';
import { UserRepository } from '@app/functions/directory/user.repository';
import { jobQueues } from '../definitions';
import { demoCustomerNo, seedDemoTenant } from '../local/demo-seed';
import { startSqsPoller } from '../local/sqs-poller';
import { withBenchStack } from './bench-stack';

export interface PlannerDemoFigure {
  seconds: number;
  slots: number;
  filled: number;
  /** Open slots some candidate could have taken (nothing known stopped them): should be none. */
  missed: number;
}

export function plannerDemoMonth(): Promise<PlannerDemoFigure> {
  return withBenchStack('planner-demo', async ({ resources }) => {
    // The demo's seed sends mails with links (absences, sign-up); the bench stack has no app URL of its own.
    process.env.APP_URL ??= 'http://127.0.0.1:3000';
    await seedDemoTenant({ log: () => {} });
    const base = { customerNo: demoCustomerNo, userSub: '', username: 'planner' };
    const identity = await new UserRepository(base).identityOf('planner');
    const tenant = { ...base, userSub: identity?.sub ?? '' };
    const caller = await resolveCaller(tenant);
    const today = plainDateOf(new Date(), caller.tenantRecord.timeZone);
    const firstOfNext = addDays(`${today.slice(0, 7)}-01`, 32).slice(0, 7);
    const start = `${firstOfNext}-01`;
    const end = addDays(`${addDays(start, 32).slice(0, 7)}-01`, -1);
    const roots = (await new UnitRepository(tenant).list()).filter((unit) => unit.parentId === null);
    const queue = resources.queues['auto-planning'];
    const poller = startSqsPoller({
      client: sqs(),
      queueUrl: queue.url,
      queueArn: queue.arn,
      batchSize: jobQueues['auto-planning'].batchSize,
      handler: autoPlanningWorker,
      waitTimeSeconds: 1,
    });
    try {
      const started = performance.now();
      const task = await startAutoAssign(
        caller,
        {
          unitIds: roots.map((unit) => unit.id),
          resourceIds: [],
          range: { start, end },
          forcedSlots: false,
          requestsOnly: false,
          downloadLog: false,
          timeLimitSeconds: 5,
          seed: 1,
        },
        'de',
      );
      const tasks = new TaskRepository(tenant);
      for (;;) {
        const state = await tasks.get(task.progressId);
        if (state && !state.running) {
          if (!state.succeeded) throw new Error(`Auto-assign failed: ${JSON.stringify(state.error)}`);
          break;
        }
        if (performance.now() - started > 120_000) throw new Error('Auto-assign did not finish in 120 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const seconds = (performance.now() - started) / 1000;
      const result = (await tasks.get(task.progressId))?.result as { runId?: string } | null;
      const run = await autoPlanRunDetail(caller, result?.runId ?? '');
      const missed = run.open.filter((slot) =>
        slot.reasons.some((reason) => reason.key === 'autoPlan.reason.available'),
      ).length;
      if (!run.summary?.slots) throw new Error('The demo has no open slot next month');
      if (run.proposals.some((proposal) => proposal.warnings.length > 0))
        throw new Error('A proposal carries a finding');
      if (run.summary.filled < run.summary.slots)
        throw new Error(
          `Slots left open: ${JSON.stringify(run.open.map(({ date, caption }) => [date, caption]))}`,
        );
      return { seconds, slots: run.summary.slots, filled: run.summary.filled, missed };
    } finally {
      await poller.stop();
    }
  });
}
