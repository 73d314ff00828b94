/**
 * Automatic planning in the product (issue 16, docs/planner.md): the spec's AutoAssign request, the kept run
 * (`PLANRUN`, docs/data-model.md section 11) with its proposal, and the notification of the people concerned.
 */
import * as z from 'zod';
import { ZPlainDate } from '../time/time-schemas';
import type { PlannerStop } from './model';
import { jobWorkerTimeoutSeconds } from '../tasks/job-kinds';

/** The longest range one run plans (spec: not shown): two months. */
export const maxAutoPlanDays = 62;
export const defaultAutoPlanSeconds = 60;
/**
 * What a run needs besides the solver: reading the people, rules, balances and slots of up to two months, the
 * checks of the proposal, writing it and the log. Generous, because a run that passes the worker's timeout is
 * killed unfinished and delivered again (issue 25).
 */
export const autoPlanMarginSeconds = 300;
/** The longest solver time a run may ask for: the worker's timeout less the margin (600 - 300 s). */
export const maxAutoPlanSeconds = jobWorkerTimeoutSeconds - autoPlanMarginSeconds;
/**
 * A run ends once its proposal is proven within this share of the best possible plan (docs/planner.md, "When a
 * run stops"): a better one would be at most 1 % better, which no planner notices, and waiting for it can take the
 * whole time limit.
 */
export const autoPlanGapStop = 0.01;

/**
 * The spec's AutoAssign {Autoplanner, ResourceIdList, GroupIdList, DownloadLog, Range, CalculationDay,
 * ForcedSlots, RequestsOnly}: units (GroupIdList, with their sub-units) and/or resources; the open slots of the
 * range are filled. `calculationDate` (CalculationDay) is the day hour balances are read at (default: the day
 * before the range). `timeLimitSeconds` and `seed` stand for the spec's Autoplanner choice.
 */
export const ZAutoAssignRequest = z
  .strictObject({
    unitIds: z.array(z.uuid()).max(50).default([]),
    resourceIds: z.array(z.uuid()).max(50).default([]),
    range: z
      .strictObject({ start: ZPlainDate, end: ZPlainDate })
      .describe(
        `\`start\`..\`end\`: at most ${maxAutoPlanDays} days, both counted; \`end\` not before \`start\`.`,
      ),
    calculationDate: ZPlainDate.optional(),
    /** Fill the slots even where only a warning-level rule objects (never an error-level one). */
    forcedSlots: z.boolean().default(false),
    /** Assign only people who applied for the slot (a shift request). */
    requestsOnly: z.boolean().default(false),
    /** Keep an explanation per slot left open (who could have taken it, which rule stopped them). */
    downloadLog: z.boolean().default(false),
    timeLimitSeconds: z.number().int().min(5).max(maxAutoPlanSeconds).default(defaultAutoPlanSeconds),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .default(1),
  })
  .superRefine((request, context) => {
    if (request.unitIds.length === 0 && request.resourceIds.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['unitIds'],
        message: 'autoPlan.whom',
        input: request.unitIds,
      });
    const { start, end } = request.range;
    const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
    if (days < 1)
      context.addIssue({ code: 'custom', path: ['range', 'end'], message: 'date.rangeOrder', input: end });
    else if (days > maxAutoPlanDays)
      context.addIssue({
        code: 'custom',
        path: ['range', 'end'],
        message: 'autoPlan.rangeTooLong',
        input: end,
      });
  });
export type TAutoAssignRequest = z.input<typeof ZAutoAssignRequest>;

export const autoPlanStates = [
  'running',
  'proposed',
  'accepted',
  'partlyAccepted',
  'rejected',
  'failed',
] as const;

/** Why a slot stayed open: the rules or facts that stopped each candidate (message keys with params). */
export const ZOpenSlotReason = z.object({
  userId: z.uuid().nullable(),
  name: z.string(),
  /** A message key of the planner's explanations (`autoPlan.reason.*`) and its params. */
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});

/**
 * Why the solver stopped (docs/planner.md, "When a run stops"): its proposal is proven the best possible, it
 * stopped improving, or its time limit ran out.
 */
export const autoPlanStops = [
  'optimal',
  'withinGap',
  'noImprovement',
  'timeLimit',
] as const satisfies readonly PlannerStop[];

export const ZAutoPlanSummary = z.object({
  slots: z.number().int().nonnegative(),
  filled: z.number().int().nonnegative(),
  open: z.number().int().nonnegative(),
  /** Proposals that add a shift for minimum staffing (MINOC) instead of filling an open slot. */
  added: z.number().int().nonnegative().default(0),
  /** People the MINOC rules found missing in the range (runs before them: 0). */
  missing: z.number().int().nonnegative().default(0),
  /** Assignments a warning-level rule objects to (only with forcedSlots). */
  withWarnings: z.number().int().nonnegative(),
  people: z.number().int().nonnegative(),
  objective: z.number(),
  solverMs: z.number().int().nonnegative(),
  /** Why the solver stopped (runs before issue 28: none). */
  stop: z.enum(autoPlanStops).optional(),
  /** The solver's proven lower bound and how far the proposal may be from it, in percent (runs before: none). */
  lowerBound: z.number().nonnegative().optional(),
  gapPct: z.number().nonnegative().nullable().optional(),
});

export const ZAutoPlanProposal = z.object({
  /** The proposal entry (a calendar entry with `proposalRunId`). */
  entryId: z.string(),
  userId: z.uuid(),
  name: z.string(),
  unitId: z.uuid(),
  date: ZPlainDate,
  templateId: z.uuid().nullable(),
  caption: z.string(),
  begin: z.string().nullable(),
  end: z.string().nullable(),
  /** Warning-level findings the assignment carries (forced slots). */
  warnings: z.array(z.string()),
  /** A shift added for minimum staffing (no open slot): accepting creates it. */
  addsShift: z.boolean().default(false),
});

export const ZAutoPlanOpenSlot = z.object({
  entryId: z.string().nullable(),
  unitId: z.uuid(),
  date: ZPlainDate,
  caption: z.string(),
  begin: z.string().nullable(),
  end: z.string().nullable(),
  reasons: z.array(ZOpenSlotReason),
});

export const ZAutoPlanRun = z.object({
  id: z.uuid(),
  state: z.enum(autoPlanStates),
  unitIds: z.array(z.uuid()),
  resourceIds: z.array(z.uuid()),
  range: z.object({ start: ZPlainDate, end: ZPlainDate }),
  options: z.object({
    forcedSlots: z.boolean(),
    requestsOnly: z.boolean(),
    downloadLog: z.boolean(),
    timeLimitSeconds: z.number().int(),
    seed: z.number().int(),
  }),
  taskId: z.uuid(),
  summary: ZAutoPlanSummary.nullable(),
  createdAt: z.iso.datetime(),
  createdBy: z.object({ userId: z.uuid(), name: z.string() }),
  /** Proposals not accepted by then disappear (14 days). */
  expiresAt: z.iso.datetime(),
});
export type TAutoPlanRun = z.infer<typeof ZAutoPlanRun>;

export const ZAutoPlanRunDetail = ZAutoPlanRun.extend({
  proposals: z.array(ZAutoPlanProposal),
  open: z.array(ZAutoPlanOpenSlot),
});

export const ZAutoPlanAccept = z.strictObject({
  /** The proposal entries to keep; none given: all of them. */
  entryIds: z.array(z.string().min(1).max(200)).max(5000).optional(),
  /**
   * What becomes of the proposals not named in `entryIds`: `keep` leaves them as proposals to decide on later
   * (the run stays proposed while any is left), `discard` removes them and ends the run (issue 28).
   */
  others: z.enum(['keep', 'discard']).default('keep'),
});

export const ZAutoPlanDecision = z.object({
  run: ZAutoPlanRun,
  accepted: z.number().int().nonnegative(),
  discarded: z.number().int().nonnegative(),
  /** Accepted proposals a change since the run made impossible (the slot was taken, the person became absent). */
  skipped: z.number().int().nonnegative(),
  /** Proposals left to decide on later (`others: keep`). */
  kept: z.number().int().nonnegative().default(0),
});

/** AutoNotifyPrepare: whom an accepted run concerns, with their new shifts. */
export const ZAutoNotifyPreview = z.object({
  people: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      hasEmail: z.boolean(),
      shifts: z.number().int().nonnegative(),
      first: ZPlainDate,
      last: ZPlainDate,
    }),
  ),
});

export const ZAutoNotifyRequest = z.strictObject({
  userIds: z.array(z.uuid()).min(1).max(1000),
  /** A note the planner adds to the message (optional). */
  note: z.string().trim().max(1000).default(''),
  email: z.boolean().default(true),
});

export const ZAutoNotifyResult = z.object({ notified: z.number().int(), emailed: z.number().int() });
