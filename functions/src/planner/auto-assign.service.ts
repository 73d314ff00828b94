/**
 * Automatic planning (issue 16, spec AutoAssign): starting a run settles in the request what the caller can be
 * told at once (the units and resources exist), keeps the run (`PLANRUN`, audited) and queues the job on the
 * `auto-planning` queue (auto-plan.job.ts). The planner then reads the run with its proposals and the slots left
 * open, and accepts all, some or none: an accepted proposal fills its open slot (the slot becomes the person's
 * entry, at the versions read); the others stay proposals or are discarded, as the planner chooses.
 *
 * Responsibility (docs/permissions.md): a run is started for units the caller is responsible for (the chosen
 * resources are planned only there), and a run is read, decided on and told about only by those responsible for
 * every unit it covers; the list shows those runs. Otherwise 403 NOT_RESPONSIBLE naming a unit.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { AppError } from '@app/shared/api/errors';
import type { Language } from '@app/shared/i18n/languages';
import {
  type TAutoPlanRun,
  type ZAutoAssignRequest,
  type ZAutoPlanDecision,
  type ZAutoPlanRunDetail,
} from '@app/shared/planner/auto-planning';
import { addDays } from '@app/shared/time/tenant-time';
import type { TTaskProgress } from '@app/shared/tasks/task';
import { commitAudited } from '../audit/audit.service';
import { now } from '../clock';
import type { Caller } from '../security/caller';
import {
  requireResponsibleForUnits,
  responsibleScope,
  responsibleUnitFilter,
} from '../units/responsibility-scope';
import { startTask } from '../tasks/task.service';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { personUnitsOf } from '../calendar/change-support';
import { entryIdOf, PlanRepository, type PlanEntry } from '../calendar/plan.repository';
import {
  commitInChunks,
  shiftWritesOf,
  transactionWrites,
  type ShiftWrites,
} from '../plan-tools/bulk-tool.steps';
import { proposalDays } from '../calendar/plan-items.entities';
import { AutoPlanRunRepository, type AutoPlanRun } from './auto-plan-run.repository';
import { assertPlanningSubjects } from './planning-subjects';
import { captionOf } from './proposal-caption';
import { pairProposals, type ProposalPair } from './proposal-acceptance';

type AutoAssignRequest = z.output<typeof ZAutoAssignRequest>;
type Decision = z.output<typeof ZAutoPlanDecision>;
type RunDetail = z.output<typeof ZAutoPlanRunDetail>;

export async function startAutoAssign(
  caller: Caller,
  request: AutoAssignRequest,
  language: Language,
): Promise<TTaskProgress> {
  await assertPlanningSubjects(caller, { ...request, requestsOnly: request.requestsOnly });
  // The chosen units (their sub-units follow); a narrowed planner's resources are planned in their units only.
  await requireResponsibleForUnits(caller, request.unitIds);
  const withinUnitIds = (await responsibleScope(caller)).all
    ? null
    : (caller.user.responsibleUnitIds ?? null);
  const at = now();
  const runId = randomUUID();
  const taskId = randomUUID();
  const runs = new AutoPlanRunRepository(caller.tenant);
  const options = {
    forcedSlots: request.forcedSlots,
    requestsOnly: request.requestsOnly,
    downloadLog: request.downloadLog,
    timeLimitSeconds: request.timeLimitSeconds,
    seed: request.seed,
  };
  await commitAudited(
    caller,
    {
      action: 'autoPlan.start',
      target: { type: 'autoPlanRun', id: runId, name: `${request.range.start} – ${request.range.end}` },
      after: {
        unitIds: request.unitIds,
        resourceIds: request.resourceIds,
        range: request.range,
        ...options,
      },
      at,
    },
    [
      runs.createWrite({
        id: runId,
        state: 'running',
        unitIds: request.unitIds,
        resourceIds: request.resourceIds,
        range: request.range,
        calculationDate: request.calculationDate ?? addDays(request.range.start, -1),
        ...(withinUnitIds ? { withinUnitIds } : {}),
        options,
        taskId,
        summary: null,
        assignments: [],
        open: [],
        createdAt: at.toISOString(),
        createdBy: { userId: caller.user.id, name: caller.user.displayName },
        proposalsUntil: new Date(at.getTime() + proposalDays * 24 * 3600 * 1000).toISOString(),
      }),
    ],
  );
  try {
    return await startTask(
      caller.tenant,
      {
        kind: 'auto-planning',
        type: 'autoPlan.run',
        name: { key: 'task.name.autoPlan', params: { start: request.range.start, end: request.range.end } },
        input: { runId },
        progressId: taskId,
      },
      language,
    );
  } catch (error) {
    await runs.finish(runId, { state: 'failed', summary: null, assignments: [], open: [] });
    throw error;
  }
}

export const toRun = (run: AutoPlanRun): TAutoPlanRun => ({
  id: run.id,
  state: run.state,
  unitIds: run.unitIds,
  resourceIds: run.resourceIds,
  range: run.range,
  options: run.options,
  taskId: run.taskId,
  summary: run.summary,
  createdAt: run.createdAt,
  createdBy: run.createdBy,
  expiresAt: run.proposalsUntil,
});

/** Every unit a run covers: the chosen ones and those its proposals fill. */
const unitsOfRun = (run: AutoPlanRun): string[] => [
  ...new Set([
    ...run.unitIds,
    ...(run.assignedUnitIds ?? []),
    ...run.assignments.map((assignment) => assignment.unitId),
  ]),
];

/** A run of units the caller is responsible for (404 when unknown, 403 NOT_RESPONSIBLE otherwise). */
export async function requireRun(caller: Caller, runId: string): Promise<AutoPlanRun> {
  const run = await new AutoPlanRunRepository(caller.tenant).get(runId);
  if (!run) throw new AppError('NOT_FOUND');
  await requireResponsibleForUnits(caller, unitsOfRun(run));
  return run;
}

/** The runs, newest first; a page leaves out the runs of units outside the caller's responsibility. */
export async function listAutoPlanRuns(caller: Caller, limit: number, cursor: string | undefined) {
  const [page, responsible] = await Promise.all([
    new AutoPlanRunRepository(caller.tenant).page(limit, cursor),
    responsibleUnitFilter(caller),
  ]);
  return {
    items: page.items.filter((run) => unitsOfRun(run).every(responsible)).map(toRun),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}

export async function autoPlanRunDetail(caller: Caller, runId: string): Promise<RunDetail> {
  const run = await requireRun(caller, runId);
  const reads = new CalendarReadsRepository(caller.tenant);
  const [proposals, catalogue] = await Promise.all([
    new PlanRepository(caller.tenant).proposals(run.id),
    reads.catalogue(),
  ]);
  const people = await reads.peopleById(proposals.flatMap((entry) => (entry.userId ? [entry.userId] : [])));
  const warnings = new Map(run.assignments.map((assignment) => [assignment.proposal, assignment.warnings]));
  const adds = new Set(run.assignments.filter((one) => one.addsShift).map((one) => one.proposal));
  return {
    ...toRun(run),
    proposals: proposals.flatMap((entry) =>
      entry.userId
        ? [
            {
              entryId: entryIdOf(entry),
              userId: entry.userId,
              name: people.get(entry.userId)?.displayName ?? '',
              unitId: entry.unitId,
              date: entry.date,
              templateId: entry.templateId,
              caption: captionOf({ catalogue }, entry),
              begin: entry.begin,
              end: entry.end,
              warnings: warnings.get(entry.uuid) ?? [],
              addsShift: adds.has(entry.uuid),
            },
          ]
        : [],
    ),
    open: run.open,
  };
}

function assertProposed(run: AutoPlanRun): void {
  if (run.state !== 'proposed')
    throw new AppError('CONFLICT', { details: { reason: 'autoPlanDecided', state: run.state } });
}

/** The plan around the chosen proposals as it is now (one Query per unit and month), and their people. */
async function loadAcceptance(caller: Caller, plan: PlanRepository, chosen: readonly PlanEntry[]) {
  const partitions = new Map<string, { unitId: string; month: string }>();
  for (const entry of chosen)
    partitions.set(`${entry.unitId}#${entry.date.slice(0, 7)}`, {
      unitId: entry.unitId,
      month: entry.date.slice(0, 7),
    });
  const userIds = [...new Set(chosen.flatMap((entry) => (entry.userId ? [entry.userId] : [])))];
  const [parts, people] = await Promise.all([
    Promise.all([...partitions.values()].map((p) => plan.unitMonth(p.unitId, p.month))),
    new CalendarReadsRepository(caller.tenant).peopleById(userIds),
  ]);
  return {
    entries: new Map(parts.flatMap((part) => part.entries).map((entry) => [entry.uuid, entry])),
    absences: parts.flatMap((part) => part.absences),
    people,
  };
}

/**
 * A kept proposal's writes: its open slot becomes the person's entry at the version read (a shift added for
 * minimum staffing becomes a new entry), and the proposal goes.
 */
function acceptedWrites(
  plan: PlanRepository,
  pair: ProposalPair,
  personUnits: readonly string[],
  at: Date,
): ShiftWrites {
  const { proposal, slot } = pair;
  const extra = [plan.proposalDeleteWrite(proposal)];
  if (!slot) {
    const { version: _version, proposalRunId: _run, proposalFor: _slot, ...shift } = proposal;
    // A new id: the proposal's item goes in the same transaction.
    const entry = { ...shift, uuid: randomUUID(), createdAt: at.toISOString() };
    return { source: proposal, changes: [{ kind: 'create', entry, personUnits }], extra };
  }
  const { version: _version, ...open } = slot;
  return {
    source: proposal,
    changes: [
      {
        kind: 'replace',
        before: slot,
        after: { ...open, userId: proposal.userId },
        personUnitsBefore: [],
        personUnitsAfter: personUnits,
      },
    ],
    extra,
  };
}

/**
 * Keeps the chosen proposals (none named: all) that the plan still allows (proposal-acceptance.ts), in
 * transactions each with its audit entry; a transaction refused because a slot changed meanwhile is committed
 * again one by one. What a change since the run made impossible is counted as skipped and removed; any other
 * failure fails the request (what was committed stays, and the proposals not yet kept can be accepted again).
 * The proposals not chosen stay proposals with `others: keep` (the run stays proposed while any is left, issue
 * 28), or are discarded with `others: discard`; accepting all leaves none.
 */
export async function acceptAutoPlan(
  caller: Caller,
  runId: string,
  entryIds: readonly string[] | undefined,
  others: 'keep' | 'discard' = 'keep',
): Promise<Decision> {
  const run = await requireRun(caller, runId);
  assertProposed(run);
  const plan = new PlanRepository(caller.tenant);
  const proposals = await plan.proposals(run.id);
  const wanted = entryIds ? new Set(entryIds) : undefined;
  const isChosen = (entry: PlanEntry) => !wanted || wanted.has(entryIdOf(entry));
  // A proposal without a person is never shown (autoPlanRunDetail), so never chosen: it goes with the rest.
  const chosen = proposals.filter(
    (entry): entry is PlanEntry & { userId: string } => entry.userId !== null && isChosen(entry),
  );
  const { entries, absences, people } = await loadAcceptance(caller, plan, chosen);
  const { pairs, changed } = pairProposals({ run, chosen, entries, absences });
  const at = now();
  const target = { type: 'autoPlanRun', id: run.id, name: `${run.range.start} – ${run.range.end}` };
  let accepted = 0;
  let skipped = changed.length;
  let first = true;
  await commitInChunks(
    pairs.map((pair) =>
      acceptedWrites(plan, pair, personUnitsOf(people.get(pair.proposal.userId ?? '')), at),
    ),
    shiftWritesOf(plan),
    async (writes, chunk) => {
      const after = { accepted: chunk.length, ...(first ? { chosen: chosen.length } : {}) };
      await commitAudited(caller, { action: 'autoPlan.accept', target, after, at }, writes);
      first = false;
    },
    {
      done: (chunk) => {
        accepted += chunk.length;
      },
      changed: () => {
        skipped++;
      },
    },
    // One write of each transaction is its audit entry.
    transactionWrites - 1,
  );
  // The accepted ones are gone already. Chosen ones still here were skipped: the plan no longer allows them.
  const left = await plan.proposals(run.id);
  const keepOthers = wanted !== undefined && others === 'keep';
  const gone = left.filter((entry) => !keepOthers || entry.userId === null || isChosen(entry));
  await plan.deleteProposals(gone);
  const discarded = gone.filter((entry) => entry.userId === null || !isChosen(entry)).length;
  const kept = left.length - gone.length;
  const before = run.decided ?? { accepted: 0, dropped: 0 };
  const decided = { accepted: before.accepted + accepted, dropped: before.dropped + gone.length };
  // Every proposal accepted, over all decisions: `accepted`; the run stays proposed while some are kept.
  const state = kept > 0 ? 'proposed' : decided.dropped === 0 ? 'accepted' : 'partlyAccepted';
  const fresh = await requireRun(caller, run.id);
  await commitAudited(
    caller,
    { action: 'autoPlan.accept', target, after: { state, accepted, skipped, discarded, kept }, at },
    [new AutoPlanRunRepository(caller.tenant).decideWrite(fresh, state, decided)],
  );
  return { run: toRun({ ...fresh, state }), accepted, discarded, skipped, kept };
}

/** Discards what is left of the proposal; a run of which some proposals were accepted before ends partly accepted. */
export async function rejectAutoPlan(caller: Caller, runId: string): Promise<Decision> {
  const run = await requireRun(caller, runId);
  assertProposed(run);
  const plan = new PlanRepository(caller.tenant);
  const proposals = await plan.proposals(run.id);
  const state = (run.decided?.accepted ?? 0) > 0 ? 'partlyAccepted' : 'rejected';
  await commitAudited(
    caller,
    {
      action: 'autoPlan.reject',
      target: { type: 'autoPlanRun', id: run.id, name: `${run.range.start} – ${run.range.end}` },
      after: { discarded: proposals.length },
      at: now(),
    },
    [new AutoPlanRunRepository(caller.tenant).decideWrite(run, state)],
  );
  await plan.deleteProposals(proposals);
  return { run: toRun({ ...run, state }), accepted: 0, discarded: proposals.length, skipped: 0, kept: 0 };
}
