/**
 * Figures of automatic planning in the product (issues 16 and 28), for `npm run bench`, on the demo tenant seeded
 * as on first start (`seedDemoTenant`) on an emulator stack of its own. Each run goes from the request's service
 * call (`startAutoAssign`) through the `auto-planning` queue and its worker (the real handler, fed by the local SQS
 * poller as in `npm start`) to the task finished, and no proposal may carry a finding (the worker checks every
 * assignment with the rule engine and drops those with an error or a warning).
 * - `autoPlan.fourSlotsSeconds` (issue 28): one living area's four open late duties (the next four weeks), with
 *   the product's default time limit of 60 s: the run must stop by itself once its proposal is proven best or
 *   stops improving, and fill every slot. Target below 5 s.
 * - `planner.demoMonthSeconds` (issue 16): the whole unit tree for next month with the contract's minimum time
 *   limit of 5 s: the run must find open slots and fill every one (the demo's floaters are free for them). Also
 *   answers how many slots were filled and how many stayed open although a candidate was free (`missed`). Target
 *   below 10 s.
 */
import type * as z from 'zod';
import type { ZAutoPlanRunDetail } from '@app/shared/planner/auto-planning';
import { defaultAutoPlanSeconds } from '@app/shared/planner/auto-planning';
import { addDays, plainDateOf } from '@app/shared/time/tenant-time';
import { sqs } from '@app/functions/clients';
import { handler as autoPlanningWorker } from '@app/functions/wiring/workers/auto-planning';
import { startAutoAssign, autoPlanRunDetail } from '@app/functions/planner/auto-assign.service';
import { resolveCaller, type Caller } from '@app/functions/security/caller';
import { TaskRepository } from '@app/functions/tasks/task.repository';
import { UnitRepository } from '@app/functions/units/unit.repository';
import { UserRepository } from '@app/functions/directory/user.repository';
import { jobQueues } from '../definitions';
import { demoCustomerNo, seedDemoTenant } from '../local/demo-seed';
import { startSqsPoller } from '../local/sqs-poller';
import { withBenchStack } from './bench-stack';

type RunDetail = z.output<typeof ZAutoPlanRunDetail>;

export interface PlannerDemoFigure {
  seconds: number;
  slots: number;
  filled: number;
  /** Open slots some candidate could have taken (nothing known stopped them): should be none. */
  missed: number;
}

export interface FourSlotsFigure {
  seconds: number;
  slots: number;
  filled: number;
  /** Why the solver stopped (`optimal`, `noImprovement` or `timeLimit`). */
  stop: string;
  solverSeconds: number;
}

/** The demo planner, and an auto-planning run from the request to its task finished. */
export interface DemoPlanner {
  caller: Caller;
  today: string;
  unitNamed(name: string): string;
  rootUnitIds: string[];
  plan(request: {
    unitIds: string[];
    range: { start: string; end: string };
    timeLimitSeconds: number;
    /** How long the run may take from the request to its task finished (default 120 s). */
    waitSeconds?: number;
  }): Promise<{ seconds: number; run: RunDetail }>;
}

/**
 * The demo seeded on a stack of its own, its planner (or another of its people) signed in, the auto-planning
 * worker polling its queue.
 */
export function withDemoPlanner<T>(
  work: (demo: DemoPlanner) => Promise<T>,
  username = 'planner',
): Promise<T> {
  return withBenchStack('planner-demo', async ({ resources }) => {
    // The demo's seed sends mails with links (absences, sign-up); the bench stack has no app URL of its own.
    process.env.APP_URL ??= 'http://127.0.0.1:3000';
    await seedDemoTenant({ log: () => {} });
    const base = { customerNo: demoCustomerNo, userSub: '', username };
    const identity = await new UserRepository(base).identityOf(username);
    const tenant = { ...base, userSub: identity?.sub ?? '' };
    const caller = await resolveCaller(tenant);
    const today = plainDateOf(new Date(), caller.tenantRecord.timeZone);
    const units = await new UnitRepository(tenant).list();
    const queue = resources.queues['auto-planning'];
    const poller = startSqsPoller({
      client: sqs(),
      queueUrl: queue.url,
      queueArn: queue.arn,
      batchSize: jobQueues['auto-planning'].batchSize,
      handler: autoPlanningWorker,
      waitTimeSeconds: 1,
    });
    const tasks = new TaskRepository(tenant);
    try {
      return await work({
        caller,
        today,
        unitNamed: (name) => {
          const unit = units.find((candidate) => candidate.name === name);
          if (!unit) throw new Error(`The demo has no unit ${name}`);
          return unit.id;
        },
        rootUnitIds: units.filter((unit) => unit.parentId === null).map((unit) => unit.id),
        plan: async ({ unitIds, range, timeLimitSeconds, waitSeconds = 120 }) => {
          const started = performance.now();
          const task = await startAutoAssign(
            caller,
            {
              unitIds,
              resourceIds: [],
              range,
              forcedSlots: false,
              requestsOnly: false,
              downloadLog: false,
              timeLimitSeconds,
              seed: 1,
            },
            'de',
          );
          for (;;) {
            const state = await tasks.get(task.progressId);
            if (state && !state.running) {
              if (!state.succeeded) throw new Error(`Auto-assign failed: ${JSON.stringify(state.error)}`);
              break;
            }
            if (performance.now() - started > waitSeconds * 1000)
              throw new Error(`Auto-assign did not finish in ${waitSeconds} s`);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          const seconds = (performance.now() - started) / 1000;
          const result = (await tasks.get(task.progressId))?.result as { runId?: string } | null;
          const run = await autoPlanRunDetail(caller, result?.runId ?? '');
          if (run.proposals.some((proposal) => proposal.warnings.length > 0))
            throw new Error('A proposal carries a finding');
          return { seconds, run };
        },
      });
    } finally {
      await poller.stop();
    }
  });
}

/** Wohnbereich 2's open late duties of the next four weeks (one every Wednesday), at the default time limit. */
export async function autoPlanFourSlots(demo: DemoPlanner): Promise<FourSlotsFigure> {
  const range = { start: addDays(demo.today, 1), end: addDays(demo.today, 28) };
  const { seconds, run } = await demo.plan({
    unitIds: [demo.unitNamed('Wohnbereich 2')],
    range,
    timeLimitSeconds: defaultAutoPlanSeconds,
  });
  const summary = run.summary;
  if (summary?.slots !== 4) throw new Error(`Expected 4 open slots, found ${summary?.slots ?? 'none'}`);
  if (summary.filled < summary.slots)
    throw new Error(
      `Slots left open: ${JSON.stringify(run.open.map(({ date, caption }) => [date, caption]))}`,
    );
  return {
    seconds,
    slots: summary.slots,
    filled: summary.filled,
    stop: summary.stop ?? 'unknown',
    solverSeconds: summary.solverMs / 1000,
  };
}

/** The whole company's next month with the solver's 5 s. */
export async function plannerDemoMonth(demo: DemoPlanner): Promise<PlannerDemoFigure> {
  const firstOfNext = addDays(`${demo.today.slice(0, 7)}-01`, 32).slice(0, 7);
  const start = `${firstOfNext}-01`;
  const end = addDays(`${addDays(start, 32).slice(0, 7)}-01`, -1);
  const { seconds, run } = await demo.plan({
    unitIds: demo.rootUnitIds,
    range: { start, end },
    timeLimitSeconds: 5,
  });
  const missed = run.open.filter((slot) =>
    slot.reasons.some((reason) => reason.key === 'autoPlan.reason.available'),
  ).length;
  if (!run.summary?.slots) throw new Error('The demo has no open slot next month');
  if (run.summary.filled < run.summary.slots)
    throw new Error(
      `Slots left open: ${JSON.stringify(run.open.map(({ date, caption }) => [date, caption]))}`,
    );
  return { seconds, slots: run.summary.slots, filled: run.summary.filled, missed };
}
