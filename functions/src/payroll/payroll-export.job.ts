/**
 * The payroll export job (`payroll.export` on the `payroll-export` worker): reads the settings and the confirmed
 * time data of a unit (with sub-units) or a person (export-time-data.ts), derives each person's lines
 * (`payrollPersonOf`), writes the system's files (`writePayrollFiles`), keeps them for 90 days under
 * `payroll/<customerNo>/<runId>/` and offers the main one as the task's download; every finding goes to the log
 * as a warning (never silently dropped) and the run records the outcome (files with size and SHA-256).
 *
 * What retrying cannot mend (the unit or person gone, numbers that became invalid) ends the task at once
 * (`JobFailure`); the run ends failed with it, and after an unexpected error's last attempt.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { languages } from '@app/shared/i18n/languages';
import { payrollPersonOf } from '@app/shared/payroll/payroll-figures';
import { writePayrollFiles } from '@app/shared/payroll/payroll-files';
import type { PayrollDocument, PayrollPerson, PayrollWarning } from '@app/shared/payroll/payroll-document';
import type { PayrollFiguresResult } from '@app/shared/payroll/payroll-input';
import { payrollSystems, type TPayrollSettings } from '@app/shared/payroll/payroll-settings';
import { jobMaxReceiveCount } from '@app/shared/tasks/job-kinds';
import { JobFailure, type JobContext, type JobType } from '../jobs/registry';
import type { TenantContext } from '../tenancy/tenant-context';
import { payrollFileKey, putPayrollFile } from './payroll-files.store';
import {
  PayrollSubjectGone,
  payrollCatalogue,
  readExportTimeData,
  type PayrollPersonRead,
  type PayrollWhom,
} from './export-time-data';
import { numberProblem, numberProblemText, type PayrollExportInput } from './payroll-export.service';
import { PayrollRunRepository, type PayrollRunFile } from './payroll-run.repository';
import { payrollSettingsOf } from './payroll-settings.repository';

const ZRange = z.object({ start: z.string(), end: z.string() });

const ZPayrollExportInput = z.object({
  runId: z.string(),
  system: z.enum(payrollSystems),
  unitId: z.string().nullable(),
  userId: z.string().nullable(),
  month: z.string(),
  range: ZRange,
  language: z.enum(languages).optional(),
}) satisfies z.ZodType<PayrollExportInput, unknown>;

type Context = JobContext<PayrollExportInput>;

/** Warnings written one by one; beyond this the log names how many more there were (the task item stays small). */
const maxLoggedWarnings = 200;
/** Dates named per person in an unconfirmed-days warning. */
const namedDates = 5;

/** People left out for their personnel number: none set, or one shared by several (all of them left out). */
function checkPersonnel(people: readonly PayrollPersonRead[]) {
  const warnings: PayrollWarning[] = [];
  const byNumber = new Map<number, PayrollPersonRead[]>();
  for (const person of people) {
    if (person.personnelNumber === null) {
      warnings.push({ key: 'payroll.warning.noPersonnelNumber', params: { name: person.name } });
      continue;
    }
    byNumber.set(person.personnelNumber, [...(byNumber.get(person.personnelNumber) ?? []), person]);
  }
  const kept: (PayrollPersonRead & { personnelNumber: number })[] = [];
  for (const [number, holders] of byNumber) {
    if (holders.length > 1) {
      warnings.push({
        key: 'payroll.warning.duplicatePersonnelNumber',
        params: { number, names: holders.map((holder) => holder.name).join(', ') },
      });
      continue;
    }
    for (const holder of holders) kept.push({ ...holder, personnelNumber: number });
  }
  return { kept, warnings };
}

function personWarnings(name: string, unconfirmed: readonly string[], withoutLohnart: readonly string[]) {
  const warnings: PayrollWarning[] = [];
  if (unconfirmed.length)
    warnings.push({
      key: 'payroll.warning.unconfirmedDays',
      params: {
        name,
        count: unconfirmed.length,
        dates: unconfirmed.slice(0, namedDates).join(', ') + (unconfirmed.length > namedDates ? ', …' : ''),
      },
    });
  for (const caption of withoutLohnart)
    warnings.push({ key: 'payroll.warning.noLohnart', params: { name, caption } });
  return warnings;
}

/**
 * The findings of the whole export, once each: absence types whose days have no key for this system (with how
 * many people and days) and wage types of a kind the time data cannot give a figure for.
 */
class ExportFindings {
  private readonly unkeyed = new Map<string, { people: number; days: number }>();
  private readonly notExported = new Set<string>();

  add(figures: PayrollFiguresResult): void {
    for (const { absenceTypeId, days } of figures.withoutAbsenceKey) {
      const sum = this.unkeyed.get(absenceTypeId) ?? { people: 0, days: 0 };
      this.unkeyed.set(absenceTypeId, { people: sum.people + 1, days: sum.days + days });
    }
    for (const caption of figures.notExported) this.notExported.add(caption);
  }

  warnings(captionOf: (absenceTypeId: string) => string): PayrollWarning[] {
    return [
      ...[...this.unkeyed].map(([absenceTypeId, sum]): PayrollWarning => ({
        key: 'payroll.warning.noAbsenceKey',
        params: { caption: captionOf(absenceTypeId), people: sum.people, days: sum.days },
      })),
      ...[...this.notExported].map((caption): PayrollWarning => ({
        key: 'payroll.warning.wageTypeNotExported',
        params: { caption },
      })),
    ];
  }
}

async function logWarnings(log: Context['log'], warnings: readonly PayrollWarning[]): Promise<void> {
  for (const warning of warnings.slice(0, maxLoggedWarnings)) await log('WRN', warning);
  if (warnings.length > maxLoggedWarnings)
    await log('WRN', {
      key: 'payroll.warning.more',
      params: { count: warnings.length - maxLoggedWarnings },
    });
}

/** The settings as the export needs them, or the readable reason it cannot run. */
async function settingsOf(tenant: TenantContext, input: PayrollExportInput): Promise<TPayrollSettings> {
  const settings = await payrollSettingsOf(tenant, input.system);
  const problem = numberProblem(settings);
  if (problem) throw new JobFailure(numberProblemText(problem));
  return settings;
}

async function readData(context: Context) {
  const { tenant, input } = context;
  const whom: PayrollWhom = input.unitId !== null ? { unitId: input.unitId } : { userId: input.userId ?? '' };
  try {
    const catalogue = await payrollCatalogue(tenant);
    const read = await readExportTimeData(tenant, whom, input.month, input.range, catalogue);
    const language = input.language ?? 'de';
    return {
      ...read,
      absenceCaption: (id: string) => catalogue.captionOf.get(id)?.[language] ?? id,
    };
  } catch (error) {
    if (error instanceof PayrollSubjectGone)
      throw new JobFailure({
        key: error.whom === 'unit' ? 'task.payrollUnitGone' : 'task.payrollPersonGone',
      });
    throw error;
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function exportRun(context: Context) {
  const { tenant, input, progress, log, saveFile } = context;
  // Reads, one step per person, storing: the bar moves as people are done.
  await progress({ value: 0, steps: 1 });
  const settings = await settingsOf(tenant, input);
  const read = await readData(context);
  const steps = read.people.length + 3;
  await progress({ value: 1, steps });
  const personnel = checkPersonnel(read.people);
  const warnings: PayrollWarning[] = [...personnel.warnings];
  const findings = new ExportFindings();
  const people: PayrollPerson[] = [];
  let done = 1;
  const reportEvery = Math.max(1, Math.ceil(read.people.length / 20));
  for (const person of personnel.kept) {
    const figures = payrollPersonOf(person, settings);
    warnings.push(...personWarnings(person.name, figures.unconfirmedDays, figures.withoutLohnart));
    findings.add(figures);
    if (figures.lines.length || figures.calendar.length || figures.absences.length)
      people.push({
        userId: person.userId,
        name: person.name,
        personnelNumber: person.personnelNumber,
        costCentre: person.costCentre,
        lines: figures.lines,
        calendar: figures.calendar,
        absences: figures.absences,
      });
    done += 1;
    if (done % reportEvery === 0) await progress({ value: done, steps });
  }
  people.sort((a, b) => a.personnelNumber - b.personnelNumber);
  warnings.push(...findings.warnings(read.absenceCaption));
  const document: PayrollDocument = {
    header: {
      system: input.system,
      consultantNumber: settings.consultantNumber.trim(),
      clientNumber: settings.clientNumber.trim(),
      month: input.month,
      range: input.range,
    },
    people,
  };
  const written = writePayrollFiles(document, settings);
  if (written.replaced > 0)
    warnings.push({ key: 'payroll.warning.charactersReplaced', params: { count: written.replaced } });
  await progress({ value: read.people.length + 1, steps });
  const charset = input.system === 'sage' ? settings.sage.encoding : 'windows-1252';
  const files: PayrollRunFile[] = [];
  for (const [index, file] of written.files.entries()) {
    const key = payrollFileKey(tenant, input.runId, file.fileName);
    await putPayrollFile(tenant, key, file.bytes, charset);
    files.push({
      index,
      fileName: file.fileName,
      role: file.role,
      bytes: file.bytes.byteLength,
      sha256: sha256(file.bytes),
      key,
    });
  }
  const main = written.files.find((file) => file.role === 'movements') ?? written.files[0];
  if (main)
    await saveFile({
      fileName: main.fileName,
      contentType: `text/plain; charset=${charset}`,
      body: main.bytes,
    });
  await logWarnings(log, warnings);
  // The monthly lines (Lohnart and value), the same count whatever the system lays them out as.
  const lines = people.reduce((sum, person) => sum + person.lines.length, 0);
  await new PayrollRunRepository(tenant).finish(input.runId, {
    state: 'done',
    files,
    people: people.length,
    lines,
    warnings: warnings.length,
  });
  await log('INF', {
    key: 'task.payrollExportWritten',
    params: { files: files.length, people: people.length, lines, warnings: warnings.length },
  });
  await progress({ value: steps, steps });
  return { runId: input.runId, people: people.length, lines, warnings: warnings.length, files: files.length };
}

export const payrollExportJob: JobType<typeof ZPayrollExportInput> = {
  type: 'payroll.export',
  kind: 'payroll-export',
  input: ZPayrollExportInput,
  async run(context) {
    try {
      return await exportRun(context);
    } catch (error) {
      // The run ends with its task: at once for a failure retrying cannot mend, else after the last attempt.
      if (error instanceof JobFailure || context.attempt >= jobMaxReceiveCount)
        await new PayrollRunRepository(context.tenant)
          .finish(context.input.runId, { state: 'failed', files: [], people: 0, lines: 0, warnings: 0 })
          // The task's failure is what the user must see; a run that cannot be marked is only a stale list entry.
          .catch(() => undefined);
      throw error;
    }
  },
};
