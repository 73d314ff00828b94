/**
 * Payroll exports as a client makes them: the system's numbers and a person's personnel number through the
 * settings API, an export started and its task run through the real queue, its files downloaded; and the
 * document a file must carry, recomputed from what the time API reports (never from the job's internals).
 */
import { expect } from 'vitest';
import type { ResponseOf } from '@app/shared/api/contract';
import type {
  PayrollAbsenceRange,
  PayrollCalendarDay,
  PayrollDocument,
  PayrollLine,
  PayrollPerson,
} from '@app/shared/payroll/payroll-document';
import {
  payrollExportContracts as exports,
  type TPayrollExportRequest,
  type TPayrollRun,
} from '@app/shared/payroll/payroll-export.contracts';
import { payrollSettingsContracts as settings } from '@app/shared/payroll/payroll-settings.contracts';
import type { TPayrollSystem } from '@app/shared/payroll/payroll-settings';
import { taskContracts } from '@app/shared/tasks/tasks.contracts';
import type { TTaskProgress } from '@app/shared/tasks/task';
import { trackingContracts as tracking } from '@app/shared/time-tracking/tracking.contracts';
import type { TestApi, TestTenant } from './api';
import { present } from './present';
import { waitForTask } from './tasks';

const exportOf = {
  lodas: exports.payrollExportLodas,
  lug: exports.payrollExportLug,
  sage: exports.payrollExportSage,
} as const;

/** Saves a system's numbers over whatever is stored (reads the version first). */
export async function setPayrollNumbers(
  api: TestApi,
  admin: TestTenant,
  system: TPayrollSystem,
  consultantNumber: string,
  clientNumber: string,
) {
  const all = present((await api.send(settings.payrollSettingsList, {}, { token: admin.token })).data);
  const current = present(all.find((one) => one.system === system));
  const saved = await api.send(
    settings.payrollSettingsSave,
    { params: { system }, body: { consultantNumber, clientNumber, version: current.version } },
    { token: admin.token },
  );
  expect(saved.status, JSON.stringify(saved.error)).toBe(200);
}

export async function setPersonnel(
  api: TestApi,
  admin: TestTenant,
  userId: string,
  personnelNumber: number | null,
  costCentre: string,
) {
  const saved = await api.send(
    settings.personnelSave,
    { params: { userId }, body: { personnelNumber, costCentre, version: 0 } },
    { token: admin.token },
  );
  expect(saved.status, JSON.stringify(saved.error)).toBe(200);
}

export function startExport(
  api: TestApi,
  system: TPayrollSystem,
  body: TPayrollExportRequest,
  token: string,
  language: 'de' | 'en' = 'en',
) {
  return api.send(exportOf[system], { body }, { token, language });
}

export interface ExportedFile {
  fileName: string;
  bytes: Uint8Array;
}

/** Downloads every file of the run behind a finished task (through the runs' links, as the page does). */
export async function runOfTask(api: TestApi, taskId: string, token: string): Promise<TPayrollRun> {
  const runs = present((await api.send(exports.payrollRunList, { query: { limit: 100 } }, { token })).data);
  return present(runs.items.find((run) => run.taskId === taskId));
}

export async function downloadRunFile(
  api: TestApi,
  runId: string,
  index: number,
  token: string,
): Promise<ExportedFile> {
  const link = await api.send(exports.payrollRunFile, { params: { runId, index } }, { token });
  expect(link.status, JSON.stringify(link.error)).toBe(200);
  const response = await fetch(present(link.data).url);
  expect(response.status).toBe(200);
  return { fileName: present(link.data).fileName, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Starts an export, waits for its task (which must succeed) and downloads the task's file and the run's files. */
export async function exportAndDownload(
  api: TestApi,
  system: TPayrollSystem,
  body: TPayrollExportRequest,
  token: string,
): Promise<{ task: TTaskProgress; run: TPayrollRun; files: ExportedFile[]; taskFile: ExportedFile }> {
  const started = await startExport(api, system, body, token);
  expect(started.status, JSON.stringify(started.error)).toBe(202);
  const task = await waitForTask(api, started.data.progressId, token);
  expect(task.succeeded, JSON.stringify(task.log)).toBe(true);
  const download = present(
    (await api.send(taskContracts.download, { params: { taskId: task.progressId } }, { token })).data,
  );
  const taskFile = {
    fileName: download.fileName,
    bytes: new Uint8Array(await (await fetch(download.url)).arrayBuffer()),
  };
  const run = await runOfTask(api, task.progressId, token);
  const files = await Promise.all(run.files.map((file) => downloadRunFile(api, run.id, file.index, token)));
  return { task, run, files, taskFile };
}

/** A person of the expected document: who they are in the payroll and the wage types that apply to them. */
export interface ExpectedPerson {
  userId: string;
  name: string;
  personnelNumber: number;
  costCentre: string;
}

/** An absence of the test: its type, its dates and its key per system (none: not sent there). */
export interface ExpectedAbsence {
  typeId: string;
  from: string;
  to: string;
  /** LuG Ausfallschlüssel, Sage code, LODAS Fehlzeiten reason code. */
  keys: Partial<Record<TPayrollSystem, string>>;
}

/** The wage types of the tests: actual hours (Lohnart, processing key 1) and a fixed amount (processing key 2). */
export interface ExpectedWageTypes {
  actualHours: { id: string; lohnart: string };
  fixValue?: { id: string; lohnart: string; euros: number };
  /** The test's absences (on days of their own) with their keys. */
  absences?: ExpectedAbsence[];
}

type TargetActualDay = ResponseOf<typeof tracking.targetActual>['days'][number];

/**
 * LuG's Kalendarium, Sage's ranges and LODAS's Fehlzeiten of one absence: its confirmed working days, runs of
 * them merged.
 */
function absenceDaysOf(
  days: readonly TargetActualDay[],
  absence: { typeId: string; key: string; from: string; to: string },
) {
  const working = (day: TargetActualDay) => day.target > 0;
  const calendar: PayrollCalendarDay[] = days
    .filter(
      (day) =>
        day.tracked &&
        day.confirmed !== null &&
        working(day) &&
        day.absences.length > 0 &&
        day.date >= absence.from &&
        day.date <= absence.to,
    )
    .map((day) => ({
      date: day.date,
      absenceKey: absence.key,
      absenceTypeId: absence.typeId,
      days: day.absences.some((one) => one.half) ? 50 : 100,
      hours: Math.round((day.absence * 100) / 60),
    }));
  const ranges: PayrollAbsenceRange[] = [];
  for (const entry of calendar) {
    const last = ranges.at(-1);
    const between = days.filter((day) => last && day.date > last.to && day.date < entry.date && working(day));
    if (last && between.length === 0) {
      last.to = entry.date;
      last.lastShare = entry.days;
      continue;
    }
    const before = days.filter((day) => day.date < entry.date && working(day)).at(-1);
    ranges.push({
      absenceKey: entry.absenceKey,
      from: entry.date,
      to: entry.date,
      lastWorkdayBefore: present(before).date,
      firstShare: entry.days,
      lastShare: entry.days,
    });
  }
  return { calendar, ranges };
}

const line = (
  lohnart: string,
  processingKey: string,
  kind: PayrollLine['kind'],
  value: number,
  costCentre: string,
  id: string,
): PayrollLine => ({
  lohnart,
  processingKey,
  kind,
  value,
  costCentre,
  source: { type: 'wageType', id, caption: '' },
});

/**
 * What a person's lines must total, from the target/actual month the time API shows: the actual minutes of the
 * confirmed days in the range (hours rounded once, to hundredths) and the fixed amount.
 */
export async function expectedPerson(
  api: TestApi,
  token: string,
  person: ExpectedPerson,
  month: string,
  range: { start: string; end: string },
  wageTypes: ExpectedWageTypes,
  system: TPayrollSystem = 'lug',
): Promise<PayrollPerson & { unconfirmed: string[] }> {
  const answer = await api.send(
    tracking.targetActual,
    { query: { userId: person.userId, month } },
    { token },
  );
  const days = present(answer.data).days.filter((day) => day.date >= range.start && day.date <= range.end);
  const confirmed = days.filter((day) => day.tracked && day.confirmed !== null);
  const minutes = confirmed.reduce((sum, day) => sum + day.actual, 0);
  const lines: PayrollLine[] = [];
  if (minutes !== 0)
    lines.push(
      line(
        wageTypes.actualHours.lohnart,
        '1',
        'hours',
        Math.round((minutes * 100) / 60),
        person.costCentre,
        wageTypes.actualHours.id,
      ),
    );
  if (wageTypes.fixValue)
    lines.push(
      line(
        wageTypes.fixValue.lohnart,
        '2',
        'amount',
        Math.round(wageTypes.fixValue.euros * 100),
        person.costCentre,
        wageTypes.fixValue.id,
      ),
    );
  const absent = (wageTypes.absences ?? []).flatMap((absence) => {
    const key = absence.keys[system];
    return key ? [absenceDaysOf(days, { ...absence, key })] : [];
  });
  return {
    ...person,
    lines,
    calendar: absent.flatMap((one) => one.calendar),
    absences: absent.flatMap((one) => one.ranges),
    unconfirmed: days.filter((day) => day.tracked && day.confirmed === null).map((day) => day.date),
  };
}

export function expectedDocument(
  system: TPayrollSystem,
  numbers: { consultantNumber: string; clientNumber: string },
  month: string,
  range: { start: string; end: string },
  people: readonly PayrollPerson[],
): PayrollDocument {
  return {
    header: { system, ...numbers, month, range },
    people: [...people]
      .map(({ userId, name, personnelNumber, costCentre, lines, calendar, absences }) => ({
        userId,
        name,
        personnelNumber,
        costCentre,
        lines,
        calendar,
        absences,
      }))
      .sort((a, b) => a.personnelNumber - b.personnelNumber),
  };
}
