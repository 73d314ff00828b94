/**
 * The year-table manager's work on every person's table of a year (`year-tables.maintenance`, a `report` job):
 * create the year for every active person without one (idempotent), open, close, recalculate, delete, check.
 * Reads in bulk (year-maintenance.reads.ts), writes in transactions of 99 tables and one audit entry; a chunk
 * that meets a change made meanwhile is redone one table at a time, and a table that moved again is skipped.
 */
import * as z from 'zod';
import { AppError } from '@app/shared/api/errors';
import { plainDateOf } from '@app/shared/time/tenant-time';
import { calculateYear } from '@app/shared/year-tables/year-calculation';
import type { TYearTable } from '@app/shared/year-tables/year-table';
import type { JobContext, JobText, JobType } from '../jobs/registry';
import type { TenantContext } from '../tenancy/tenant-context';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import { now } from '../clock';
import { TenantRepository } from '../directory/tenant.repository';
import { UserRepository } from '../directory/user.repository';
import { YearTableRepository, type NewYearTable, type TransactionWrite } from '../time/year-table.repository';
import { newYearTable, recalculated, type TenantPlace } from './year-inputs';
import { readYearWorld, type YearWorld } from './year-maintenance.reads';

export const yearJobCommands = ['create', 'open', 'close', 'recalculate', 'delete', 'check'] as const;
export type YearJobCommand = (typeof yearJobCommands)[number];

export const ZYearMaintenanceInput = z.object({
  year: z.number().int(),
  command: z.enum(yearJobCommands),
  actor: z.object({ id: z.string(), name: z.string() }),
});
export type YearMaintenanceInput = z.infer<typeof ZYearMaintenanceInput>;

const chunkSize = 99;
const maxLoggedFindings = 100;

/** One table's change: what to write, and how to redo it from a fresh read when the chunk failed. */
interface Change {
  write: (repository: YearTableRepository) => TransactionWrite[];
  redo: (repository: YearTableRepository) => Promise<TransactionWrite[] | undefined>;
}

const strip = ({ id: _id, version: _version, ...stored }: TYearTable): NewYearTable => stored;
const specialsOf = (table: Pick<TYearTable, 'leave' | 'timeAccount'>) => [
  { account: 'leave' as const, value: table.leave.specialDays },
  { account: 'time' as const, value: table.timeAccount.specialMinutes },
  { account: 'payout' as const, value: table.timeAccount.specialPayoutMinutes },
];

function recalculation(world: YearWorld, table: TYearTable, at: string): NewYearTable {
  const inputs = { ...world.inputsOf({ id: table.userId }), specials: specialsOf(table) };
  return recalculated(strip(table), world.previousOf(table.userId), inputs, at);
}

/** Every table of the year: gsi2 pages. */
async function tablesOf(repository: YearTableRepository, year: number): Promise<TYearTable[]> {
  const tables: TYearTable[] = [];
  let cursor: string | undefined;
  do {
    const page = await repository.pageOfYear(year, cursor);
    tables.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return tables;
}

/** Writes the changes in chunks; answers how many were written. */
async function writeChunks(
  tenant: TenantContext,
  input: YearMaintenanceInput,
  changes: readonly Change[],
  progress: (done: number) => Promise<void>,
): Promise<number> {
  const repository = new YearTableRepository(tenant);
  const audit = new AuditRepository(tenant);
  const entry = () =>
    auditEntry(
      'yearTable.maintenance',
      input.actor,
      { type: 'yearTables', id: String(input.year), name: `${String(input.year)} ${input.command}` },
      { after: { command: input.command } },
      now(),
    );
  let written = 0;
  // Transactions of at most 99 writes besides the audit entry (a deletion writes its special entries too).
  const chunks: { changes: Change[]; writes: TransactionWrite[] }[] = [];
  for (const change of changes) {
    const writes = change.write(repository);
    const last = chunks.at(-1);
    if (last && last.writes.length + writes.length <= chunkSize) {
      last.changes.push(change);
      last.writes.push(...writes);
    } else chunks.push({ changes: [change], writes });
  }
  let done = 0;
  for (const chunk of chunks) {
    try {
      await audit.commit(entry(), chunk.writes);
      written += chunk.changes.length;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
      for (const change of chunk.changes) {
        const writes = await change.redo(repository);
        if (!writes) continue;
        try {
          await audit.commit(entry(), writes);
          written += 1;
        } catch (again) {
          if (!(again instanceof AppError) || again.code !== 'CONFLICT') throw again;
        }
      }
    }
    done += chunk.changes.length;
    await progress(done);
  }
  return written;
}

export interface YearMaintenanceRun {
  tenant: TenantContext;
  place: TenantPlace;
  input: YearMaintenanceInput;
  progress: JobContext<YearMaintenanceInput>['progress'];
}

/** The job's work (the bench times it directly). */
export async function runYearMaintenance({ tenant, place, input, progress }: YearMaintenanceRun) {
  const { year, command } = input;
  const repository = new YearTableRepository(tenant);
  const today = plainDateOf(now(), place.timeZone);
  const at = now().toISOString();
  const [people, tables] = await Promise.all([new UserRepository(tenant).list(), tablesOf(repository, year)]);
  const tableOf = new Map(tables.map((table) => [table.userId, table]));
  const needsWorld = command === 'create' || command === 'recalculate' || command === 'check';
  const subjects =
    command === 'create'
      ? people.filter((p) => p.active && !tableOf.has(p.id))
      : people.filter((p) => tableOf.has(p.id));
  const world = needsWorld ? await readYearWorld(tenant, place, subjects, year, today) : undefined;
  const changes: Change[] = [];
  let skipped = 0;
  const findings: JobText[] = [];
  for (const person of subjects) {
    const table = tableOf.get(person.id);
    if (command === 'create' && world) {
      const fresh = newYearTable(person.id, year, world.previousOf(person.id), world.initOf(person.id));
      const next = recalculated(
        fresh,
        world.previousOf(person.id),
        { ...world.inputsOf(person), specials: [] },
        at,
      );
      // Created meanwhile by someone else: skipped on the redo (the year is there, as asked).
      changes.push({
        write: (r) => [r.createWrite(next)],
        redo: async (r) => ((await r.year(person.id, year)) ? undefined : [r.createWrite(next)]),
      });
    } else if (!table) continue;
    else if (command === 'open' || command === 'close') {
      const closed = command === 'close';
      if (table.closed === closed) continue;
      changes.push({
        write: (r) => [r.replaceWrite({ ...strip(table), closed }, table.version)],
        redo: async (r) => {
          const fresh = await r.year(person.id, year);
          return fresh && fresh.closed !== closed
            ? [r.replaceWrite({ ...strip(fresh), closed }, fresh.version)]
            : undefined;
        },
      });
    } else if (command === 'recalculate' && world) {
      if (table.closed) {
        skipped += 1;
        continue;
      }
      changes.push({
        write: (r) => [r.replaceWrite(recalculation(world, table, at), table.version)],
        redo: async (r) => {
          const fresh = await r.year(person.id, year);
          return fresh && !fresh.closed
            ? [r.replaceWrite(recalculation(world, fresh, at), fresh.version)]
            : undefined;
        },
      });
    } else if (command === 'delete') {
      if (table.closed) {
        skipped += 1;
        continue;
      }
      const specials = await repository.specialsOf(person.id, year);
      changes.push({
        write: (r) => [r.deleteWrite(table), ...specials.map((entry) => r.specialDeleteWrite(entry))],
        redo: () => Promise.resolve(undefined),
      });
    } else if (command === 'check' && world) {
      const problems = checkTable(world, table, person.active);
      for (const problem of problems)
        findings.push({ key: `task.yearCheck.${problem}`, params: { person: person.displayName } });
    }
  }
  if (command === 'check') {
    for (const person of people.filter((p) => p.active && !tableOf.has(p.id)))
      findings.push({ key: 'task.yearCheck.missing', params: { person: person.displayName } });
  }
  // One step per table; the task's progress moves once per transaction.
  const steps = Math.max(1, changes.length);
  await progress({ value: 0, steps });
  const written = await writeChunks(tenant, input, changes, (done) => progress({ value: done, steps }));
  skipped += changes.length - written;
  return { written, skipped, total: subjects.length, findings };
}

type CheckProblem = 'stale' | 'carryOver' | 'opening';

/** What `check` reports of a table: its totals no longer match, or the year before does not lead into it. */
function checkTable(world: YearWorld, table: TYearTable, active: boolean): CheckProblem[] {
  if (!active) return [];
  const problems: CheckProblem[] = [];
  const previous = world.previousOf(table.userId);
  const inputs = { ...world.inputsOf({ id: table.userId }), specials: specialsOf(table) };
  const expected = calculateYear(strip(table), inputs);
  if (
    !table.closed &&
    (expected.leave.remainingDays !== table.leave.remainingDays ||
      expected.timeAccount.closingMinutes !== table.timeAccount.closingMinutes)
  )
    problems.push('stale');
  if (previous && !table.closed && previous.leave.remainingDays !== table.leave.carryOverDays)
    problems.push('carryOver');
  if (previous && previous.timeAccount.closingMinutes !== table.timeAccount.openingMinutes)
    problems.push('opening');
  return problems;
}

export const yearMaintenanceJob: JobType<typeof ZYearMaintenanceInput> = {
  type: 'year-tables.maintenance',
  kind: 'report',
  input: ZYearMaintenanceInput,
  async run({ tenant, input, progress, log }) {
    const tenantRecord = await new TenantRepository(tenant).get();
    if (!tenantRecord) throw new Error('The tenant of the year maintenance is gone');
    const result = await runYearMaintenance({ tenant, place: tenantRecord, input, progress });
    for (const finding of result.findings.slice(0, maxLoggedFindings)) await log('WRN', finding);
    await log(
      'INF',
      input.command === 'check'
        ? { key: 'task.yearTablesChecked', params: { total: result.total, findings: result.findings.length } }
        : {
            key: 'task.yearTablesDone',
            params: { done: result.written, total: result.total, skipped: result.skipped },
          },
    );
    return { written: result.written, skipped: result.skipped, findings: result.findings.length };
  },
};
