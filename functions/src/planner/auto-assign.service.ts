/**
 * Automatic planning (issue 16, spec AutoAssign): starting a run settles in the request what the caller can be
 * told at once (the units and resources exist), keeps the run (`PLANRUN`, audited) and queues the job on the
 * `auto-planning` queue (auto-plan.job.ts). The planner then reads the run with its proposals and the slots left
 * open, and accepts all, some or none: an accepted proposal fills its open slot (the slot becomes the person's
 * entry, at the versions read), the rest is discarded.
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
import { AuditRepository } from '../audit/audit.repository';
import { actorOf, auditEntry } from '../audit/audit.service';
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
import { proposalDays } from '../calendar/plan-items.entities';
import { AutoPlanRunRepository, type AutoPlanRun } from './auto-plan-run.repository';
import { assertPlanningSubjects } from './planning-subjects';
import { captionOf } from './proposal-caption';

type AutoAssignRequest = z.output<typeof ZAutoAssignRequest>;
type Decision = z.output<typeof ZAutoPlanDecision>;
type RunDetail = z.output<typeof ZAutoPlanRunDetail>;

/** Proposals accepted per transaction: each is 2 writes (slot filled, proposal gone) plus fragments. */
const acceptChunk = 25;

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
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      'autoPlan.start',
      actorOf(caller),
      { type: 'autoPlanRun', id: runId, name: `${request.range.start} – ${request.range.end}` },
      {
        after: {
          unitIds: request.unitIds,
          resourceIds: request.resourceIds,
          range: request.range,
          ...options,
        },
      },
      at,
    ),
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
  ...new Set([...run.unitIds, ...run.assignments.map((assignment) => assignment.unitId)]),
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

/**
 * Keeps the chosen proposals (none named: all): per chunk one transaction that turns each open slot into the
 * person's entry at the version read (or, for a shift added for minimum staffing, creates the entry) and removes
 * the proposal; a chunk that fails (a slot taken meanwhile) is retried one by one, and what still fails is
 * skipped. The rest of the proposal is discarded.
 */
export async function acceptAutoPlan(
  caller: Caller,
  runId: string,
  entryIds: readonly string[] | undefined,
): Promise<Decision> {
  const run = await requireRun(caller, runId);
  assertProposed(run);
  const plan = new PlanRepository(caller.tenant);
  const proposals = await plan.proposals(run.id);
  const wanted = entryIds ? new Set(entryIds) : undefined;
  const chosen = proposals.filter((entry) => !wanted || wanted.has(entryIdOf(entry)));
  const slotOf = new Map(run.assignments.map((assignment) => [assignment.proposal, assignment.slot]));
  const adds = new Set(run.assignments.filter((one) => one.addsShift).map((one) => one.proposal));
  const userIds = [...new Set(chosen.flatMap((entry) => (entry.userId ? [entry.userId] : [])))];
  const people = await new CalendarReadsRepository(caller.tenant).peopleById(userIds);
  // The slots as they are now: one Query per unit and month of the chosen proposals.
  const partitions = new Map<string, { unitId: string; month: string }>();
  for (const entry of chosen)
    partitions.set(`${entry.unitId}#${entry.date.slice(0, 7)}`, {
      unitId: entry.unitId,
      month: entry.date.slice(0, 7),
    });
  const parts = await Promise.all([...partitions.values()].map((p) => plan.unitMonth(p.unitId, p.month)));
  const entries = new Map(parts.flatMap((part) => part.entries).map((entry) => [entry.uuid, entry]));
  const absent = (userId: string, date: string) =>
    parts.some((part) =>
      part.absences.some(
        (absence) =>
          absence.userId === userId &&
          absence.state !== 4 &&
          absence.state !== 5 &&
          absence.begin.slice(0, 10) <= date &&
          absence.end.slice(0, 10) >= date,
      ),
    );
  let skipped = 0;
  // slot null: the proposal adds a shift of its own (minimum staffing), there is no open slot to take.
  const pairs: { proposal: PlanEntry; slot: PlanEntry | null }[] = [];
  for (const proposal of chosen) {
    const slot = adds.has(proposal.uuid) ? null : entries.get(slotOf.get(proposal.uuid) ?? '');
    if (
      slot === undefined ||
      (slot && slot.userId !== null) ||
      !proposal.userId ||
      absent(proposal.userId, proposal.date)
    )
      skipped++;
    else pairs.push({ proposal, slot });
  }
  const writesOf = (pair: { proposal: PlanEntry; slot: PlanEntry | null }) => {
    const units = personUnitsOf(people.get(pair.proposal.userId ?? ''));
    if (!pair.slot) {
      const { version: _version, proposalRunId: _run, ...shift } = pair.proposal;
      // A new id: the proposal's item goes in the same transaction.
      const entry = { ...shift, uuid: randomUUID(), createdAt: at.toISOString() };
      return [
        ...plan.planWrites([{ kind: 'create', entry, personUnits: units }]),
        plan.proposalDeleteWrite(pair.proposal),
      ];
    }
    const { version: _version, ...slot } = pair.slot;
    return [
      ...plan.planWrites([
        {
          kind: 'replace',
          before: pair.slot,
          after: { ...slot, userId: pair.proposal.userId },
          personUnitsBefore: [],
          personUnitsAfter: units,
        },
      ]),
      plan.proposalDeleteWrite(pair.proposal),
    ];
  };
  const audit = new AuditRepository(caller.tenant);
  const at = now();
  let accepted = 0;
  const commit = (chunk: typeof pairs, first: boolean) =>
    audit.commit(
      auditEntry(
        'autoPlan.accept',
        actorOf(caller),
        { type: 'autoPlanRun', id: run.id, name: `${run.range.start} – ${run.range.end}` },
        { after: { accepted: chunk.length, ...(first ? { chosen: chosen.length } : {}) } },
        at,
      ),
      chunk.flatMap(writesOf),
    );
  for (let start = 0; start < pairs.length; start += acceptChunk) {
    const chunk = pairs.slice(start, start + acceptChunk);
    try {
      await commit(chunk, start === 0);
      accepted += chunk.length;
    } catch {
      for (const pair of chunk) {
        try {
          await commit([pair], false);
          accepted++;
        } catch {
          skipped++;
        }
      }
    }
  }
  // What is left of the proposal (not chosen, or skipped) is discarded; the accepted ones are gone already.
  await plan.deleteProposals(await plan.proposals(run.id));
  const state = accepted === proposals.length ? 'accepted' : 'partlyAccepted';
  const fresh = await requireRun(caller, run.id);
  await audit.commit(
    auditEntry(
      'autoPlan.accept',
      actorOf(caller),
      { type: 'autoPlanRun', id: run.id, name: `${run.range.start} – ${run.range.end}` },
      { after: { state, accepted, skipped } },
      at,
    ),
    [new AutoPlanRunRepository(caller.tenant).decideWrite(fresh, state)],
  );
  return {
    run: toRun({ ...fresh, state }),
    accepted,
    discarded: proposals.length - accepted - skipped,
    skipped,
  };
}

export async function rejectAutoPlan(caller: Caller, runId: string): Promise<Decision> {
  const run = await requireRun(caller, runId);
  assertProposed(run);
  const plan = new PlanRepository(caller.tenant);
  const proposals = await plan.proposals(run.id);
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      'autoPlan.reject',
      actorOf(caller),
      { type: 'autoPlanRun', id: run.id, name: `${run.range.start} – ${run.range.end}` },
      { after: { discarded: proposals.length } },
      now(),
    ),
    [new AutoPlanRunRepository(caller.tenant).decideWrite(run, 'rejected')],
  );
  await plan.deleteProposals(proposals);
  return { run: toRun({ ...run, state: 'rejected' }), accepted: 0, discarded: proposals.length, skipped: 0 };
}
