/**
 * Payroll exports (spec "Payroll exports", docs/payroll.md): starting one settles in the request what the caller
 * can be told at once (the unit or person is there, the system's numbers are set and within DATEV's ranges), keeps
 * the run (`PAYROLLRUN`, audited) and queues the job on the `payroll-export` queue (`payroll-export.job.ts`). The
 * kept runs are listed newest first, and their files can be downloaded again until `filesUntil` (90 days).
 *
 * Responsibility (docs/permissions.md): an export of a unit (with its sub-units) or a person needs responsibility
 * for the unit or the person, else 403 NOT_RESPONSIBLE naming the unit; the list shows, and the files give, only
 * runs of such units and people. A payroll office responsible for every unit (the usual case) sees everything.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { AppError } from '@app/shared/api/errors';
import type { Language } from '@app/shared/i18n/languages';
import type { MessageKey } from '@app/shared/i18n/messages.en';
import type { TPayrollRun, ZPayrollExportRequest } from '@app/shared/payroll/payroll-export.contracts';
import {
  datevRanges,
  type TPayrollSettings,
  type TPayrollSystem,
} from '@app/shared/payroll/payroll-settings';
import { taskDownloadLinkSeconds, type TTaskDownload, type TTaskProgress } from '@app/shared/tasks/task';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import { now } from '../clock';
import type { Caller } from '../security/caller';
import {
  isResponsibleForPerson,
  requireResponsibleForPerson,
  requireResponsibleForUnit,
  responsibleScope,
} from '../units/responsibility-scope';
import { startTask } from '../tasks/task.service';
import { daysOfMonth } from '../time/valuation-day';
import { requireUnit } from '../units/unit.service';
import { UserRepository } from '../directory/user.repository';
import { payrollFileUrl } from './payroll-files.store';
import { PayrollRunRepository, type NewPayrollRun, type PayrollRun } from './payroll-run.repository';
import { payrollSettingsOf } from './payroll-settings.repository';

export type PayrollExportRequest = z.output<typeof ZPayrollExportRequest>;

/** Kept 90 days (the files bucket's `payroll/` rule deletes them then). */
export const payrollFilesDays = 90;

/** What the job gets: the run to fill and what it covers. */
export interface PayrollExportInput {
  runId: string;
  system: TPayrollSystem;
  unitId: string | null;
  userId: string | null;
  month: string;
  range: { start: string; end: string };
  /** The starter's language: the log names absence types by their caption in it (German when missing). */
  language?: Language;
}

export const systemNames: Record<TPayrollSystem, string> = {
  lodas: 'DATEV LODAS',
  lug: 'DATEV Lohn und Gehalt',
  sage: 'Sage',
};

/** Why a system's numbers cannot be exported: missing, or (DATEV) not digits within its range. */
export type NumberProblem =
  | { kind: 'missing'; field: 'consultantNumber' | 'clientNumber' }
  | {
      kind: 'range';
      field: 'consultantNumber' | 'clientNumber';
      value: string;
      min: number;
      max: number;
    };

export function numberProblem(
  settings: Pick<TPayrollSettings, 'system' | 'consultantNumber' | 'clientNumber'>,
): NumberProblem | null {
  const fields = [
    ['consultantNumber', datevRanges.consultant],
    ['clientNumber', datevRanges.client],
  ] as const;
  for (const [field] of fields) if (!settings[field].trim()) return { kind: 'missing', field };
  // Sage's numbers are the company's own (payroll.md 4.1); only DATEV has published ranges.
  if (settings.system === 'sage') return null;
  for (const [field, range] of fields) {
    const value = settings[field].trim();
    const number = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
    if (!(number >= range.min && number <= range.max))
      return { kind: 'range', field, value, min: range.min, max: range.max };
  }
  return null;
}

/** The message of a number problem, for the 400 and for the task that meets it later. */
export function numberProblemText(problem: NumberProblem): {
  key: MessageKey;
  params: Record<string, string | number>;
} {
  if (problem.kind === 'missing')
    return {
      key:
        problem.field === 'consultantNumber'
          ? 'payroll.export.consultantMissing'
          : 'payroll.export.clientMissing',
      params: {},
    };
  return {
    key:
      problem.field === 'consultantNumber'
        ? 'payroll.export.consultantInvalid'
        : 'payroll.export.clientInvalid',
    params: { value: problem.value, min: problem.min, max: problem.max },
  };
}

function assertNumbers(settings: TPayrollSettings): void {
  const problem = numberProblem(settings);
  if (!problem) return;
  const text = numberProblemText(problem);
  throw new AppError(problem.kind === 'missing' ? 'PAYROLL_SETTINGS_MISSING' : 'PAYROLL_NUMBER_INVALID', {
    messageKey: text.key,
    params: text.params,
    details: { field: problem.field, system: settings.system, ...text.params },
  });
}

/** The range asked, or the calculation date's whole month (the contract keeps it inside that month). */
export function rangeOf(request: Pick<PayrollExportRequest, 'calculationDate' | 'range'>) {
  const month = request.calculationDate.slice(0, 7);
  const days = daysOfMonth(month);
  return {
    month,
    range: request.range ?? { start: days[0] ?? `${month}-01`, end: days.at(-1) ?? `${month}-28` },
  };
}

async function subjectOf(caller: Caller, request: PayrollExportRequest): Promise<string> {
  if (request.unitId !== undefined) {
    const unit = await requireUnit(caller, request.unitId);
    await requireResponsibleForUnit(caller, unit.id);
    return unit.name;
  }
  const person = await new UserRepository(caller.tenant).get(request.userId ?? '');
  if (!person) throw new AppError('NOT_FOUND');
  await requireResponsibleForPerson(caller, person);
  return person.displayName;
}

/** Whether the caller is responsible for a run's unit or person (a person no longer there: only with every unit). */
async function responsibleForRuns(caller: Caller, runs: readonly PayrollRun[]) {
  const scope = await responsibleScope(caller);
  if (scope.all) return () => true;
  const userIds = [...new Set(runs.flatMap((run) => (run.userId ? [run.userId] : [])))];
  const people = new Map(
    (userIds.length ? await new UserRepository(caller.tenant).getMany(userIds) : []).map((user) => [
      user.id,
      user,
    ]),
  );
  const responsiblePeople = new Set(
    (
      await Promise.all(
        [...people.values()].map(async (user) =>
          (await isResponsibleForPerson(caller, user)) ? [user.id] : [],
        ),
      )
    ).flat(),
  );
  return (run: PayrollRun) =>
    run.unitId !== null ? scope.unitIds.has(run.unitId) : responsiblePeople.has(run.userId ?? '');
}

export async function startPayrollExport(
  caller: Caller,
  system: TPayrollSystem,
  request: PayrollExportRequest,
  language: Language,
): Promise<TTaskProgress> {
  const [subject, settings] = await Promise.all([
    subjectOf(caller, request),
    payrollSettingsOf(caller.tenant, system),
  ]);
  assertNumbers(settings);
  const { month, range } = rangeOf(request);
  const at = now();
  const runId = randomUUID();
  const taskId = randomUUID();
  const run: NewPayrollRun = {
    id: runId,
    system,
    unitId: request.unitId ?? null,
    userId: request.userId ?? null,
    subject,
    calculationDate: request.calculationDate,
    month,
    range,
    taskId,
    state: 'running',
    files: [],
    people: 0,
    lines: 0,
    warnings: 0,
    createdAt: at.toISOString(),
    createdBy: { userId: caller.user.id, name: caller.user.displayName },
    filesUntil: new Date(at.getTime() + payrollFilesDays * 24 * 3600 * 1000).toISOString(),
  };
  const runs = new PayrollRunRepository(caller.tenant);
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      'payroll.export',
      { id: caller.user.id, name: caller.user.username },
      { type: 'payrollRun', id: runId, name: subject },
      { after: { system, unitId: run.unitId, userId: run.userId, month, range } },
      at,
    ),
    [runs.createWrite(run)],
  );
  const input: PayrollExportInput = {
    runId,
    system,
    unitId: run.unitId,
    userId: run.userId,
    month,
    range,
    language,
  };
  try {
    return await startTask(
      caller.tenant,
      {
        kind: 'payroll-export',
        type: 'payroll.export',
        name: { key: 'task.name.payrollExport', params: { system: systemNames[system], subject, month } },
        input,
        progressId: taskId,
      },
      language,
    );
  } catch (error) {
    // Never queued: the run would otherwise show as running for ever.
    await runs.finish(runId, { state: 'failed', files: [], people: 0, lines: 0, warnings: 0 });
    throw error;
  }
}

const toRun = ({ version: _version, files, ...run }: PayrollRun): TPayrollRun => ({
  ...run,
  files: files.map(({ key: _key, ...file }) => file),
});

export async function listPayrollRuns(
  caller: Caller,
  limit: number,
  cursor: string | undefined,
): Promise<{ items: TPayrollRun[]; nextCursor?: string }> {
  const page = await new PayrollRunRepository(caller.tenant).page(limit, cursor);
  const responsible = await responsibleForRuns(caller, page.items);
  return {
    items: page.items.filter(responsible).map(toRun),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}

/** A fresh link to one of a run's files; 404 for a run or file that is not there, or whose 90 days are over. */
export async function payrollRunFile(caller: Caller, runId: string, index: number): Promise<TTaskDownload> {
  const run = await new PayrollRunRepository(caller.tenant).get(runId);
  if (!run) throw new AppError('NOT_FOUND');
  if (run.unitId !== null) await requireResponsibleForUnit(caller, run.unitId);
  else if (!(await responsibleForRuns(caller, [run]))(run)) {
    const person = await new UserRepository(caller.tenant).get(run.userId ?? '');
    await requireResponsibleForPerson(caller, person ?? {});
  }
  const file = run.files.find((candidate) => candidate.index === index);
  if (!file) throw new AppError('NOT_FOUND');
  const at = now();
  if (at.toISOString() >= run.filesUntil)
    throw new AppError('NOT_FOUND', {
      messageKey: 'payroll.run.filesExpired',
      params: { until: run.filesUntil.slice(0, 10) },
      details: { reason: 'expired', filesUntil: run.filesUntil },
    });
  const url = await payrollFileUrl(caller.tenant, file.key, file.fileName, taskDownloadLinkSeconds);
  return {
    url,
    fileName: file.fileName,
    expiresAt: new Date(at.getTime() + taskDownloadLinkSeconds * 1000).toISOString(),
  };
}
