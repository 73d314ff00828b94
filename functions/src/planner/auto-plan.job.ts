/**
 * The auto-planning job (`autoPlan.run` on the `auto-planning` worker): reads the plan of the run's units and
 * resources (planning-problem.ts), solves it with the run's seed until the proposal is proven best, stops
 * improving or the run's time limit is reached (shared/src/planner/solver/stop-rule.ts; the task's log says which),
 * checks every assignment with the rule engine exactly as a planner's drag is checked and drops those with an
 * error (and with a warning unless `forcedSlots`), writes the rest as proposal entries and keeps on the run the
 * summary, which slot each proposal fills, and for every slot left open why (proposal.service.ts).
 *
 * Idempotent: a run that is no longer running is left alone; a second delivery after a crash first removes what
 * the first one wrote (the proposals' ids derive from run and slot, so nothing is written twice).
 */
import * as z from 'zod';
import { loadLinearSolver, solveReporting } from '@app/shared/planner/solver/index';
import type { PlannerProgress } from '@app/shared/planner/model';
import { autoPlanGapStop, maxAutoPlanSeconds, type TAutoPlanRun } from '@app/shared/planner/auto-planning';
import { AppError } from '@app/shared/api/errors';
import { JobFailure, type JobText, type JobType } from '../jobs/registry';
import { resolveCaller } from '../security/caller';
import { now } from '../clock';
import { PlanRepository } from '../calendar/plan.repository';
import { derivedUuid } from '../plan-tools/bulk-tool.steps';
import { AutoPlanRunRepository } from './auto-plan-run.repository';
import { loadPlanningWorld } from './planning-problem';
import {
  checkedProposals,
  openSlotReasons,
  reasonLog,
  repairProposals,
  staffingGapReasons,
} from './proposal.service';

const ZAutoPlanInput = z.object({ runId: z.string() });
export type AutoPlanInput = z.infer<typeof ZAutoPlanInput>;

/** Open slots kept on the run item with their reasons (the log file has every one). */
const maxOpenOnRun = 200;

/** How often a working run writes how it stands to its task (the planner's dialog reads it every second). */
export const solvingReportEveryMs = 2000;

/**
 * The task's progress while the solver works: steps 2 to 7 of 10 follow the time limit (a run may end earlier),
 * and once a proposal exists the text says how far it may be from the best possible plan (issue 32).
 */
export function solvingProgress(
  solving: { slots: number; people: number },
  progress: PlannerProgress | null,
  timeLimitMs: number,
): { value: number; steps: number; detail: JobText } {
  const share = progress && timeLimitMs > 0 ? Math.min(1, progress.elapsedMs / timeLimitMs) : 0;
  const gap = progress?.gapPct ?? null;
  return {
    value: 2 + Math.floor(5 * share),
    steps: 10,
    detail:
      gap === null
        ? { key: 'task.autoPlan.solving', params: solving }
        : { key: 'task.autoPlan.solvingGap', params: { ...solving, gap } },
  };
}

export const autoPlanJob: JobType<typeof ZAutoPlanInput> = {
  type: 'autoPlan.run',
  kind: 'auto-planning',
  input: ZAutoPlanInput,
  run: async (context) => {
    const { tenant, input } = context;
    const runs = new AutoPlanRunRepository(tenant);
    const run = await runs.get(input.runId);
    if (!run) throw new JobFailure({ key: 'task.autoPlanGone' });
    if (run.state !== 'running') return { runId: run.id, state: run.state, summary: run.summary };
    const caller = await resolveCaller(tenant);
    const language = caller.tenantRecord.language;
    await context.progress({ value: 1, steps: 10, detail: { key: 'task.autoPlan.reading' } });

    let world;
    try {
      world = await loadPlanningWorld(caller, {
        unitIds: run.unitIds,
        resourceIds: run.resourceIds,
        range: run.range,
        requestsOnly: run.options.requestsOnly,
        calculationDate: run.calculationDate,
        withinUnitIds: run.withinUnitIds ?? null,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new JobFailure({ key: 'task.autoPlanGone' });
      throw error;
    }
    const plan = new PlanRepository(tenant);
    const earlier = await plan.proposals(run.id);
    if (earlier.length) await plan.deleteProposals(earlier);
    const timeLimitMs = Math.min(run.options.timeLimitSeconds, maxAutoPlanSeconds) * 1000;
    const solving = { slots: world.slots.length, people: world.facts.size };
    await context.progress(solvingProgress(solving, null, timeLimitMs));
    const result = await solveReporting(world.problem, {
      // A run stored before the limit existed may ask for the worker's whole timeout.
      timeLimitMs,
      seed: run.options.seed,
      linear: await loadLinearSolver(),
      // The limit is an upper bound: a run ends when its proposal is proven best or within 1 % of it, or stops
      // improving (issues 28 and 32).
      stopWhenStalled: true,
      gapStop: autoPlanGapStop,
      reportEveryMs: solvingReportEveryMs,
      onProgress: (progress) => context.progress(solvingProgress(solving, progress, timeLimitMs)),
    });
    await context.log('INF', { key: `task.autoPlan.stop.${result.stop}` });
    if (result.gapPct !== null && result.stop !== 'optimal')
      await context.log('INF', { key: 'task.autoPlan.gap', params: { gap: result.gapPct } });
    await context.progress({ value: 8, steps: 10, detail: { key: 'task.autoPlan.checking' } });

    // Each (day, type) the roster fills takes the next open slot of that kind.
    const slotsOf = new Map<string, typeof world.slots>();
    for (const slot of world.slots) {
      const key = `${slot.day}#${slot.typeId}`;
      slotsOf.set(key, [...(slotsOf.get(key) ?? []), slot]);
    }
    const employees = world.problem.employees;
    const createdAt = now().toISOString();
    const assigned = result.feasible
      ? employees.flatMap((employee, index) =>
          (result.roster[index] ?? []).flatMap((typeId, day) => {
            const slot = typeId === null ? undefined : slotsOf.get(`${day}#${typeId}`)?.shift();
            return slot
              ? [
                  {
                    slot,
                    entry: {
                      ...withoutVersion(slot.entry),
                      uuid: derivedUuid(run.id, slot.entry.uuid),
                      userId: employee.id,
                      serialId: null,
                      proposalRunId: run.id,
                      createdAt,
                    },
                  },
                ]
              : [];
          }),
        )
      : [];
    const checked = repairProposals(
      caller,
      language,
      world,
      checkedProposals(caller, language, world, assigned, run.options.forcedSlots),
      {
        runId: run.id,
        forced: run.options.forcedSlots,
        requestsOnly: run.options.requestsOnly,
        proposalUuid: (slotUuid) => derivedUuid(run.id, slotUuid),
        createdAt,
      },
    );
    // Each proposal names its open slot, which the calendar then draws as the proposal (issue 28).
    await plan.putProposals(
      checked.kept.map(({ slot, entry }) =>
        slot.demand ? entry : { ...entry, proposalFor: slot.entry.uuid },
      ),
    );

    const filledSlots = new Set(checked.kept.map(({ slot }) => slot.entry.uuid));
    const open = [
      ...openSlotReasons(world, checked, run.options.requestsOnly, language).filter(
        (slot) => !filledSlots.has(slot.slotUuid),
      ),
      ...staffingGapReasons(world),
    ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    for (const gap of world.staffingGaps)
      await context.log('WRN', {
        key: gap.from === null ? 'task.autoPlan.noTemplate' : 'task.autoPlan.noTemplateWindow',
        params: {
          rule: gap.ruleName,
          date: gap.date,
          missing: gap.missing,
          from: gap.from ?? '',
          to: gap.to ?? '',
        },
      });
    if (run.options.downloadLog)
      await context.saveFile({
        fileName: `auto-planning-${run.range.start}.txt`,
        contentType: 'text/plain; charset=utf-8',
        body: reasonLog(world, open, language),
      });
    const openSlots = world.slots.filter((slot) => !slot.demand).length;
    const added = checked.kept.filter(({ slot }) => slot.demand).length;
    const summary: NonNullable<TAutoPlanRun['summary']> = {
      slots: openSlots,
      filled: checked.kept.length - added,
      open: openSlots - (checked.kept.length - added),
      added,
      missing: world.slots.length - openSlots + world.staffingGaps.reduce((sum, gap) => sum + gap.missing, 0),
      withWarnings: checked.kept.filter(({ warnings }) => warnings.length > 0).length,
      people: new Set(checked.kept.map(({ entry }) => entry.userId)).size,
      objective: result.objective,
      solverMs: Math.max(0, Math.round(result.elapsedMs)),
      stop: result.stop,
      lowerBound: result.lowerBound,
      gapPct: result.gapPct,
    };
    try {
      await runs.finish(run.id, {
        state: 'proposed',
        summary,
        assignments: checked.kept.map(({ slot, entry, warnings }) => ({
          proposal: entry.uuid,
          slot: slot.entry.uuid,
          addsShift: slot.demand !== undefined,
          unitId: entry.unitId,
          date: entry.date,
          warnings,
        })),
        open: open.slice(0, maxOpenOnRun).map(({ slotUuid: _slot, ...slot }) => slot),
      });
    } catch (error) {
      // Finished by a delivery that overtook this one: its outcome stands (same ids, same proposals).
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
    await context.log('INF', {
      key: 'task.autoPlan.done',
      params: { filled: summary.filled, slots: summary.slots, open: summary.open },
    });
    if (summary.missing > 0)
      await context.log('INF', {
        key: 'task.autoPlan.minimumDone',
        params: { added: summary.added, missing: summary.missing },
      });
    return { runId: run.id, state: 'proposed', summary };
  },
};

function withoutVersion<T extends { version: number }>(item: T): Omit<T, 'version'> {
  const { version: _version, ...rest } = item;
  return rest;
}
