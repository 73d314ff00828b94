/**
 * The target/actual report's jobs: `time.targetActualXlsx` on the `report` worker and `time.targetActualPdf` on the
 * `print` worker. Both value each person's month as the requester (`targetActual`, the page's own read: the same
 * figures, the same visibility) and draw it; a person the requester may no longer see is left out and named
 * in the log.
 */
import * as z from 'zod';
import { AppError } from '@app/shared/api/errors';
import { languages } from '@app/shared/i18n/languages';
import { targetActualReportFormats } from '@app/shared/time-tracking/target-actual-report.contracts';
import { formatInstant } from '@app/shared/time/tenant-time';
import { now } from '../clock';
import type { JobContext, JobType } from '../jobs/registry';
import { resolveCaller } from '../security/caller';
import { reportPerson, sheetText, type ReportPerson } from './target-actual-report.model';
import { writeTargetActualPdf } from './target-actual-report.pdf';
import { writeTargetActualWorkbook } from './target-actual-report.writer';
import type { TargetActualReportInput } from './target-actual-report.service';
import { targetActual } from './tracking.service';

const ZTargetActualReportInput = z.object({
  userIds: z.array(z.string()),
  month: z.string(),
  format: z.enum(targetActualReportFormats),
  language: z.enum(languages),
}) satisfies z.ZodType<TargetActualReportInput, unknown>;

/** Gone or no longer allowed: trying again would not change it. */
const final = (error: unknown) =>
  error instanceof AppError &&
  ['NOT_FOUND', 'FORBIDDEN', 'NOT_RESPONSIBLE', 'UNAUTHORIZED', 'USER_DEACTIVATED'].includes(error.code);

type Context = JobContext<TargetActualReportInput>;

/** Each person's month as the requester sees it; undefined when the requester is gone. */
async function loadPeople({ tenant, input, progress, log }: Context) {
  const steps = input.userIds.length + 2;
  await progress({ value: 0, steps });
  let caller;
  try {
    caller = await resolveCaller(tenant);
  } catch (error) {
    if (final(error)) return undefined;
    throw error;
  }
  const people: ReportPerson[] = [];
  for (const [index, userId] of input.userIds.entries()) {
    try {
      people.push(reportPerson(await targetActual(caller, { userId, month: input.month }), input.language));
    } catch (error) {
      if (!final(error)) throw error;
      await log('WRN', { key: 'task.targetActualPersonGone', params: { userId } });
    }
    await progress({ value: index + 1, steps });
  }
  return { people, steps, timeZone: caller.tenantRecord.timeZone };
}

const fileBase = (input: TargetActualReportInput, people: readonly ReportPerson[]) => {
  const slug = (people.length === 1 ? (people[0]?.name ?? '') : '')
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `target-actual-${slug ? `${slug}-` : ''}${input.month}`;
};

export const targetActualXlsxJob: JobType<typeof ZTargetActualReportInput> = {
  type: 'time.targetActualXlsx',
  kind: 'report',
  input: ZTargetActualReportInput,
  async run(context) {
    const { input, saveFile, log, progress } = context;
    const loaded = await loadPeople(context);
    if (!loaded) {
      await log('ERR', { key: 'task.targetActualGone' });
      return { people: 0 };
    }
    const body = await writeTargetActualWorkbook(loaded.people, input.language);
    await saveFile({
      fileName: `${fileBase(input, loaded.people)}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body,
    });
    await log('INF', { key: 'task.targetActualWritten', params: { people: loaded.people.length } });
    await progress({ value: loaded.steps, steps: loaded.steps });
    return { people: loaded.people.length };
  },
};

export const targetActualPdfJob: JobType<typeof ZTargetActualReportInput> = {
  type: 'time.targetActualPdf',
  kind: 'print',
  input: ZTargetActualReportInput,
  async run(context) {
    const { input, saveFile, log, progress } = context;
    const loaded = await loadPeople(context);
    if (!loaded) {
      await log('ERR', { key: 'task.targetActualGone' });
      return { people: 0 };
    }
    const printedAt = sheetText('targetActual.sheet.printedAt', input.language, {
      at: formatInstant(now(), loaded.timeZone, input.language, 'dateTime'),
    });
    const { body, pages } = await writeTargetActualPdf(loaded.people, input.language, printedAt);
    await saveFile({
      fileName: `${fileBase(input, loaded.people)}.pdf`,
      contentType: 'application/pdf',
      body,
    });
    await log('INF', { key: 'task.targetActualWritten', params: { people: loaded.people.length } });
    await progress({ value: loaded.steps, steps: loaded.steps });
    return { people: loaded.people.length, pages };
  },
};
