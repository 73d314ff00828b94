/**
 * Automatic planning at the size of a real company (issue 32), for `npm run bench`: ten units of 20 people each
 * (Station 1-10, each with its resource and the templates Früh, Spät, Nacht) are added to the demo tenant on a
 * stack of its own, with next month's open slots of a hospital ward (per unit and day 6 early, 5 late and 3 night
 * duties: 4,200 to 4,340 slots for 200 people, about as many shifts as their hours allow), and the demo's administrator
 * plans all ten units in one run at the product's default time limit, from the request through the
 * `auto-planning` queue and worker to the task finished (planner-demo.ts).
 * - `planner.month200Seconds`: the whole run; target: within the worker's limit.
 * - `planner.month200GapPct`: the proven gap of its proposal to the lower bound (no target in the issue).
 */
import { randomUUID } from 'node:crypto';
import { defaultAutoPlanSeconds } from '@app/shared/planner/auto-planning';
import { jobWorkerTimeoutSeconds } from '@app/shared/tasks/job-kinds';
import { addDays } from '@app/shared/time/tenant-time';
import { PlanRepository, type NewPlanEntry } from '@app/functions/calendar/plan.repository';
import { demoCustomerNo } from '../local/demo-seed';
import { seedUnit } from './bench-tenant';
import { withDemoPlanner, type DemoPlanner } from './planner-demo';

export interface Month200Figure {
  seconds: number;
  people: number;
  slots: number;
  filled: number;
  gapPct: number | null;
  stop: string;
  solverSeconds: number;
}

export const month200Units = 10;
const peoplePerUnit = 20;
/** Per unit and day: early, late and night duties (the templates' order). */
const dutiesPerDay = [6, 5, 3] as const;

/** The worker's limit, which the whole run must stay within. */
export const month200TargetSeconds = jobWorkerTimeoutSeconds;

async function plan(demo: DemoPlanner): Promise<Month200Figure> {
  const start = addDays(`${demo.today.slice(0, 7)}-01`, 32).slice(0, 7) + '-01';
  const end = addDays(`${addDays(start, 32).slice(0, 7)}-01`, -1);
  const unitIds: string[] = [];
  for (let index = 1; index <= month200Units; index += 1) {
    const unit = await seedUnit(demoCustomerNo, peoplePerUnit, {
      unit: `Station ${index}`,
      username: `station${index}.`,
    });
    unitIds.push(unit.unitId);
    const slots: NewPlanEntry[] = [];
    for (let date = start; date <= end; date = addDays(date, 1))
      unit.templates.forEach((template, kind) => {
        for (let duty = 0; duty < (dutiesPerDay[kind] ?? 0); duty += 1)
          slots.push({
            unitId: unit.unitId,
            date,
            uuid: randomUUID(),
            userId: null,
            templateId: template.id,
            resourceId: unit.resourceId,
            itemClass: template.itemClass,
            begin: template.begin,
            end: template.end,
            pause1: template.pause1,
            pause2: template.pause2,
            minutes: 480,
            notes: '',
            createdAt: unit.createdAt,
          });
      });
    await new PlanRepository(unit.tenant).putMany(slots, () => [unit.unitId]);
  }
  const { seconds, run } = await demo.plan({
    unitIds,
    range: { start, end },
    timeLimitSeconds: defaultAutoPlanSeconds,
    waitSeconds: jobWorkerTimeoutSeconds + 60,
  });
  const summary = run.summary;
  if (!summary?.slots) throw new Error('The run found no open slot');
  return {
    seconds,
    people: month200Units * peoplePerUnit,
    slots: summary.slots,
    filled: summary.filled,
    gapPct: summary.gapPct ?? null,
    stop: summary.stop ?? 'unknown',
    solverSeconds: summary.solverMs / 1000,
  };
}

/** The month of 200 people, planned by the demo's administrator (who may plan every unit). */
export function plannerMonth200(): Promise<Month200Figure> {
  return withDemoPlanner(plan, 'admin');
}
