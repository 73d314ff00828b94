/**
 * Auto-planning runs (`PLANRUN`, docs/data-model.md section 11): what was asked (units, resources, range,
 * options), the task, the state, the summary, which open slot each proposal fills and the slots left open with
 * their reasons. `T#c#PLANRUN#<id>` / `PLANRUN`, newest first on gsi1 `T#c#PLANRUNS` / `<createdAt>#<id>`.
 * Which slot each proposal fills is kept beside the run in parts of at most ~300 KB (`PLANRUNPART`, same
 * partition, `PART#<nnnn>`): a month of 200 people has 4,000 proposals, more than one item's 400 KB (issue 32).
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
  /** Runs finished before issue 32 keep their assignments here; later ones in their parts. */
  assignments: z.array(ZStoredAssignment).default([]),
  /** How many parts hold the assignments (absent: none, they are in `assignments`). */
  assignmentParts: z.number().int().nonnegative().optional(),
  /** The units the proposals fill (for the list's responsibility check without reading the parts). */
  assignedUnitIds: z.array(z.string()).optional(),
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

const ZStoredAssignmentPart = z.object({
  runId: z.string(),
  index: z.number().int().nonnegative(),
  assignments: z.array(ZStoredAssignment),
});

/** The size of a part's assignments as JSON, well below an item's 400 KB (keys and attribute names on top). */
const maxPartBytes = 300_000;
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

const partEntity = defineEntity({ type: 'PLANRUNPART', schema: ZStoredAssignmentPart, versioned: false }).key(
  {
    partition: { sources: ['runId'], key: ({ runId }) => ['PLANRUN', runId] },
    sort: { sources: ['index'], key: ({ index }) => `PART#${String(index).padStart(4, '0')}` },
  },
);

/** Assignments in parts of at most `maxPartBytes` (at least one each). */
function partsOf(assignments: readonly RunAssignment[]): RunAssignment[][] {
  const parts: RunAssignment[][] = [];
  let current: RunAssignment[] = [];
  let bytes = 0;
  for (const assignment of assignments) {
    const size = JSON.stringify(assignment).length;
    if (current.length > 0 && bytes + size > maxPartBytes) {
      parts.push(current);
      current = [];
      bytes = 0;
    }
    current.push(assignment);
    bytes += size;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

export class AutoPlanRunRepository {
  private readonly runs;
  private readonly parts;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.runs = runEntity.in(table);
    this.parts = partEntity.in(table);
  }

  /** The run with every assignment: 1 GetItem, and 1 Query of its parts when it has any. */
  async get(id: string): Promise<AutoPlanRun | undefined> {
    const run = await this.runs.get({ id });
    if (!run?.assignmentParts) return run;
    const parts = await this.parts.queryAll({ partition: { runId: id }, sort: { beginsWith: 'PART#' } });
    const assignments = parts
      .filter((part) => part.index < (run.assignmentParts ?? 0))
      .sort((a, b) => a.index - b.index)
      .flatMap((part) => part.assignments);
    return { ...run, assignments };
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

  /**
   * The job's outcome; a run no longer running (a second delivery after the first finished) is left alone. The
   * assignments go to their parts first (BatchWrite, same keys at a second delivery), then the run names how
   * many parts are its own (parts beyond it, left by an earlier delivery, are never read).
   */
  async finish(
    id: string,
    outcome: Pick<NewAutoPlanRun, 'state' | 'summary' | 'assignments' | 'open'>,
  ): Promise<void> {
    const { assignments, ...rest } = outcome;
    const parts = partsOf(assignments);
    await this.parts.putMany(parts.map((part, index) => ({ runId: id, index, assignments: part })));
    await this.runs.update(
      { id },
      {
        ...rest,
        assignments: [],
        assignmentParts: parts.length,
        assignedUnitIds: [...new Set(assignments.map((assignment) => assignment.unitId))],
      },
      { where: { state: 'running' } },
    );
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
    // The assignments read from the parts stay there.
    const assignments = run.assignmentParts ? [] : run.assignments;
    return this.runs.replaceWrite(
      { ...stored, assignments, state, ...(decided ? { decided } : {}) },
      version,
    );
  }
}
