/**
 * The bulk command's task (`import` queue, data model section 10 "bulk tool"): reads the chosen shifts with one
 * Query per month of each source unit, then copies (BatchWrite), moves or batch-edits (transactions of at most
 * 100 writes with the versions read) or deletes (BatchWrite) them, keeping fragments, counters and requests as
 * the calendar's own save does. Copy and move run the hard checks (absences, double booking); a shift left out
 * is named in the task log with the reason. One audit entry for the whole command.
 */
import { daysBetween } from '@app/shared/time/tenant-time';
import type { MessageKey } from '@app/shared/i18n/messages.en';
import type { JobContext, JobType } from '../jobs/registry';
import { resolveCaller, type Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now } from '../clock';
import { CalendarReadsRepository, type Catalogue, type Person } from '../calendar/calendar-reads.repository';
import { personUnitsOf, replaceChanges } from '../calendar/change-support';
import { PlanRepository, type NewPlanEntry, type PlanEntry } from '../calendar/plan.repository';
import { BulkToolRepository } from './bulk-tool.repository';
import { ZBulkJobInput, type BulkJobInput } from './bulk-tool.job-input';
import { unlessInvalid } from './unless-invalid';
import {
  BulkChecks,
  commitInChunks,
  derivedUuid,
  editedEntry,
  placedEntry,
  shiftWritesOf,
  type Found,
  type ShiftWrites,
} from './bulk-tool.steps';

/** Log lines for left-out shifts; the rest is counted in one line (the task log keeps 500). */
const maxSkipLines = 200;
/** Shifts per BatchWrite round of copy and delete, between two progress reports. */
const batchChunk = 100;

class Run {
  done = 0;
  skipped = 0;
  constructor(
    private readonly context: JobContext<BulkJobInput>,
    private readonly names: { template: (entry: PlanEntry) => string; person: (id: string | null) => string },
    readonly total: number,
  ) {}

  async skip(key: MessageKey, entry: { date: string } & Partial<PlanEntry>, reason?: string) {
    this.skipped++;
    if (this.skipped > maxSkipLines) return;
    const params: Record<string, string> = {
      date: entry.date,
      shift: entry.uuid ? this.names.template(entry as PlanEntry) : '',
      person: this.names.person(entry.userId ?? null),
      ...(reason ? { reason } : {}),
    };
    await this.context.log('WRN', { key, params });
  }

  async advance(count: number) {
    this.done += count;
    await this.context.progress({ value: this.done + this.skipped, steps: this.total });
  }
}

/** The chosen shifts as stored now (1 Query per month of each source unit), in the order chosen. */
async function readSources(plan: PlanRepository, input: BulkJobInput) {
  const partitions = new Map<string, { unitId: string; month: string }>();
  for (const [unitIndex, date] of input.sources) {
    const unitId = input.units[unitIndex] ?? '';
    partitions.set(`${unitId}#${date.slice(0, 7)}`, { unitId, month: date.slice(0, 7) });
  }
  const parts = await Promise.all(
    [...partitions.values()].map(({ unitId, month }) => plan.unitMonth(unitId, month)),
  );
  const entries = new Map(parts.flatMap((part) => part.entries).map((entry) => [entry.uuid, entry]));
  const requests = parts.flatMap((part) => part.requests);
  return input.sources.map(([unitIndex, date, uuid, version]) => {
    const entry = entries.get(uuid);
    const fits = entry && entry.unitId === input.units[unitIndex] && entry.date === date;
    return {
      date,
      version,
      found: fits ? { entry, requests: requests.filter((request) => request.entryUuid === uuid) } : undefined,
    };
  });
}

/** Runs a command for `caller` (the bench calls it with a caller of its own). */
export async function runBulkCommand(caller: Caller, context: JobContext<BulkJobInput>) {
  const { input, taskId } = context;
  const plan = new PlanRepository(caller.tenant);
  const reads = new CalendarReadsRepository(caller.tenant);
  const [sources, catalogue] = await Promise.all([readSources(plan, input), reads.catalogue()]);
  const userIds = sources.flatMap(({ found }) => (found?.entry.userId ? [found.entry.userId] : []));
  const people = await reads.peopleById([...userIds, ...(input.targetUserId ? [input.targetUserId] : [])]);
  const templates = new Map(catalogue.templates.map((template) => [template.id, template.name]));
  const progress = new Run(
    context,
    {
      template: (entry) => (entry.templateId ? (templates.get(entry.templateId) ?? '') : ''),
      person: (id) => (id ? (people.get(id)?.displayName ?? '') : '–'),
    },
    sources.length,
  );
  const chosen: Found[] = [];
  for (const source of sources) {
    if (!source.found) await progress.skip('bulkTool.log.notFound', { date: source.date });
    else if (source.version > 0 && source.found.entry.version !== source.version)
      await progress.skip('bulkTool.log.changed', source.found.entry);
    else chosen.push(source.found);
  }
  await context.progress({ value: progress.skipped, steps: sources.length });

  const unitsOf = (userId: string | null) => (userId ? personUnitsOf(people.get(userId)) : []);
  if (input.action === 'delete') {
    for (let start = 0; start < chosen.length; start += batchChunk) {
      const chunk = chosen.slice(start, start + batchChunk);
      await plan.deleteMany(chunk, (userId) => unitsOf(userId));
      await progress.advance(chunk.length);
    }
  } else if (input.action === 'copy') {
    await copy(caller, plan, context, { chosen, catalogue, people, progress });
  } else {
    const shifts =
      input.action === 'move'
        ? await moves(caller, plan, context, { chosen, catalogue, people, progress })
        : await edits(caller, input, { chosen, catalogue, people, progress });
    const bulk = new BulkToolRepository(caller.tenant);
    await commitInChunks(shifts, shiftWritesOf(plan), (writes) => bulk.commitChunk(writes), {
      done: (chunk) => progress.advance(chunk.length),
      changed: (shift) => progress.skip('bulkTool.log.changed', shift.source),
    });
  }

  if (progress.skipped > maxSkipLines)
    await context.log('WRN', {
      key: 'bulkTool.log.more',
      params: { count: progress.skipped - maxSkipLines },
    });
  const result = { tried: sources.length, done: progress.done, skipped: progress.skipped };
  await commitAudited(
    caller,
    {
      action: 'calendar.bulkTool',
      target: { type: 'task', id: taskId, name: input.action },
      after: {
        action: input.action,
        target: input.target,
        targetGroupId: input.targetGroupId,
        targetResourceId: input.targetResourceId,
        targetUserId: input.targetUserId,
        targetDate: input.targetDate,
        range: input.range,
        ...result,
      },
      at: now(),
    },
    [],
  );
  await context.log('INF', {
    key: 'bulkTool.log.done',
    params: { done: result.done, skipped: result.skipped },
  });
  return result;
}

interface Step {
  chosen: Found[];
  catalogue: Catalogue;
  people: ReadonlyMap<string, Person>;
  progress: Run;
}

/** Days between the earliest chosen shift and the target day (`push`); 0 for the other targets. */
function offsetOf(input: BulkJobInput, chosen: readonly Found[]): number {
  if (input.target !== 'push' || !input.targetDate || chosen.length === 0) return 0;
  const first = chosen.reduce((min, { entry }) => (entry.date < min ? entry.date : min), '9999-12-31');
  return daysBetween(first, input.targetDate);
}

/** Each placed shift that passes the checks; the others are logged with the reason. */
async function checked(
  caller: Caller,
  plan: PlanRepository,
  input: BulkJobInput,
  step: Step,
  placed: readonly { found: Found; entry: NewPlanEntry }[],
  replaced: ReadonlySet<string>,
) {
  const checks = new BulkChecks(caller, plan, input, step.catalogue, step.people, replaced);
  await checks.prefetch(placed.map(({ entry }) => entry));
  const passed: { found: Found; entry: NewPlanEntry }[] = [];
  for (const candidate of placed) {
    const skip = await checks.check(candidate.entry);
    if (!skip) passed.push(candidate);
    else
      await step.progress.skip(
        skip.key,
        { ...candidate.found.entry, userId: candidate.entry.userId },
        skip.reason,
      );
  }
  return passed;
}

async function copy(caller: Caller, plan: PlanRepository, context: JobContext<BulkJobInput>, step: Step) {
  const { input, taskId } = context;
  const offset = offsetOf(input, step.chosen);
  const createdAt = now().toISOString();
  const placed = step.chosen.map((found) => ({
    found,
    entry: placedEntry(
      caller,
      input,
      found.entry,
      offset,
      derivedUuid(taskId, found.entry.uuid),
      createdAt,
      false,
    ),
  }));
  const passed = await checked(caller, plan, input, step, placed, new Set());
  for (let start = 0; start < passed.length; start += batchChunk) {
    const chunk = passed.slice(start, start + batchChunk).map(({ entry }) => entry);
    await plan.putMany(chunk, (userId) => personUnitsOf(step.people.get(userId)));
    await step.progress.advance(chunk.length);
  }
}

async function moves(
  caller: Caller,
  plan: PlanRepository,
  context: JobContext<BulkJobInput>,
  step: Step,
): Promise<ShiftWrites[]> {
  const { input, taskId } = context;
  const offset = offsetOf(input, step.chosen);
  const placed = step.chosen.map((found) => {
    const { entry } = found;
    const moved =
      (input.target === 'resource' && input.targetGroupId !== entry.unitId) ||
      (input.target === 'push' && offset !== 0);
    const uuid = moved ? derivedUuid(taskId, entry.uuid) : entry.uuid;
    return { found, entry: placedEntry(caller, input, entry, offset, uuid, entry.createdAt, true), moved };
  });
  const replaced = new Set(step.chosen.map(({ entry }) => entry.uuid));
  const kept = new Set(
    (await checked(caller, plan, input, step, placed, replaced)).map(({ found }) => found),
  );
  const units = (userId: string | null) => (userId ? personUnitsOf(step.people.get(userId)) : []);
  return placed
    .filter((candidate) => kept.has(candidate.found))
    .map(({ found, entry, moved }) => ({
      source: found.entry,
      changes: replaceChanges(
        found.entry,
        entry,
        moved,
        { before: units(found.entry.userId), after: units(entry.userId) },
        found.requests,
      ),
      extra: moved ? plan.movedRequestWrites(found.requests, { ...entry, entryUuid: entry.uuid }) : [],
    }));
}

async function edits(caller: Caller, input: BulkJobInput, step: Step): Promise<ShiftWrites[]> {
  const edit = input.edit;
  if (!edit) return [];
  const units = (userId: string | null) => (userId ? personUnitsOf(step.people.get(userId)) : []);
  const shifts: ShiftWrites[] = [];
  for (const found of step.chosen) {
    const entry = unlessInvalid(() => editedEntry(caller, step.catalogue, edit, found.entry));
    if (!entry) {
      // The template is gone, or a shift of times would be left without them.
      await step.progress.skip('bulkTool.log.invalid', found.entry);
      continue;
    }
    const people = units(found.entry.userId);
    shifts.push({
      source: found.entry,
      changes: replaceChanges(found.entry, entry, false, { before: people, after: people }, found.requests),
      extra: [],
    });
  }
  return shifts;
}

export const bulkToolJob: JobType<typeof ZBulkJobInput> = {
  type: 'planTools.bulkTool',
  kind: 'import',
  input: ZBulkJobInput,
  run: async (context) => runBulkCommand(await resolveCaller(context.tenant), context),
};
