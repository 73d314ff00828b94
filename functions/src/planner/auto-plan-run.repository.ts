/**
 * Auto-planning runs (`PLANRUN`, docs/data-model.md section 11): what was asked (units, resources, range,
 * options), the task, the state, the summary, which open slot each proposal fills and the slots left open with
 * their reasons. `T#c#PLANRUN#<id>` / `PLANRUN`, newest first on gsi1 `T#c#PLANRUNS` / `<createdAt>#<id>`.
 * The proposals themselves are calendar entries with `proposalRunId` (PlanRepository.proposals).
 */
import * as z from 'zod';
import { autoPlanStates, ZAutoPlanOpenSlot, ZAutoPlanSummary } from '@app/shared/planner/auto-planning';
import type { TenantContext } from '../tenancy/tenant-context';
import type { Page, TransactionWrite } from '../data/tenant-table';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/** One proposal: the entry written (`proposal`), the open slot it fills (`slot`), warnings (forced slots). */
const ZStoredAssignment = z.object({
  proposal: z.string(),
  slot: z.string(),
  /** A shift added for minimum staffing: `slot` is a virtual one, accepting creates the entry. */
  addsShift: z.boolean().default(false),
  unitId: z.string(),
  date: z.string(),
  warnings: z.array(z.string()).default([]),
});
export type RunAssignment = z.infer<typeof ZStoredAssignment>;

const ZStoredRun = z.object({
  id: z.string(),
  state: z.enum(autoPlanStates),
  unitIds: z.array(z.string()),
  resourceIds: z.array(z.string()),
  range: z.object({ start: z.string(), end: z.string() }),
  calculationDate: z.string(),
  /** The starting planner's responsible units when not every unit (planning-problem `withinUnitIds`). */
  withinUnitIds: z.array(z.string()).nullable().optional(),
  options: z.object({
    forcedSlots: z.boolean(),
    requestsOnly: z.boolean(),
    downloadLog: z.boolean(),
    timeLimitSeconds: z.number().int(),
    seed: z.number().int(),
  }),
  taskId: z.string(),
  summary: ZAutoPlanSummary.nullable(),
  assignments: z.array(ZStoredAssignment).default([]),
  /** The slots left open with their reasons (capped: the log file has them all). */
  open: z.array(ZAutoPlanOpenSlot).default([]),
  /**
   * Decisions so far on a run still proposed (accepting some and keeping the others, issue 28): proposals
   * accepted, and those dropped (skipped because the plan changed). They decide the final state. Absent: none.
   */
  decided: z
    .object({ accepted: z.number().int().nonnegative(), dropped: z.number().int().nonnegative() })
    .optional(),
  createdAt: z.iso.datetime(),
  createdBy: z.object({ userId: z.string(), name: z.string() }),
  /** When the proposals expire (their TTL); `expiresAt` is the data layer's own attribute. */
  proposalsUntil: z.iso.datetime(),
});
export type NewAutoPlanRun = z.infer<typeof ZStoredRun>;
export type AutoPlanRun = NewAutoPlanRun & { version: number };

const runEntity = defineEntity({ type: 'PLANRUN', schema: ZStoredRun, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['PLANRUN', id] },
    sort: { sources: [], key: () => 'PLANRUN' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['PLANRUNS'] },
    sort: { sources: ['createdAt', 'id'], key: ({ createdAt, id }) => `${createdAt}#${id}` },
  });

export class AutoPlanRunRepository {
  private readonly runs;

  constructor(tenant: TenantContext) {
    this.runs = runEntity.in(new TenantTable(tenant));
  }

  get(id: string): Promise<AutoPlanRun | undefined> {
    return this.runs.get({ id });
  }

  /** Newest first: 1 Q gsi1 `PLANRUNS`. */
  page(limit: number, cursor: string | undefined): Promise<Page<AutoPlanRun>> {
    return this.runs.query({
      index: 'gsi1',
      partition: {},
      newestFirst: true,
      limit,
      ...(cursor ? { cursor } : {}),
    });
  }

  createWrite(run: NewAutoPlanRun): TransactionWrite {
    return this.runs.createWrite(run);
  }

  /** The job's outcome; a run no longer running (a second delivery after the first finished) is left alone. */
  async finish(
    id: string,
    outcome: Pick<NewAutoPlanRun, 'state' | 'summary' | 'assignments' | 'open'>,
  ): Promise<void> {
    await this.runs.update({ id }, outcome, { where: { state: 'running' } });
  }

  /**
   * The planner's decision, at the version read (two decisions at once: the second is a 409): the state, and
   * what was decided so far when the run stays proposed.
   */
  decideWrite(
    run: AutoPlanRun,
    state: NewAutoPlanRun['state'],
    decided: NewAutoPlanRun['decided'] = run.decided,
  ): TransactionWrite {
    const { version, ...stored } = run;
    return this.runs.replaceWrite({ ...stored, state, ...(decided ? { decided } : {}) }, version);
  }
}
