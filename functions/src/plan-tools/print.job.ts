/**
 * The printable calendar (`planTools.printCalendar`, a `print` job): reads the calendar as its requester sees it
 * (`listCalendar`, the same read as `calendar.list`: visibility, publishing, holidays of each unit's region), builds
 * the print model and writes `calendar-<from>-<to>.pdf` for download.
 */
import * as z from 'zod';
import { AppError } from '@app/shared/api/errors';
import { languages, type Language } from '@app/shared/i18n/languages';
import { ZPrintCalendarRequest } from '@app/shared/plan-tools/print.contracts';
import { formatInstant } from '@app/shared/time/tenant-time';
import { messageText } from '../api/messages';
import { listCalendar } from '../calendar/calendar.service';
import { now } from '../clock';
import type { JobType } from '../jobs/registry';
import { resolveCaller } from '../security/caller';
import { buildPrintModel } from './print-model';
import { writePrintPdf, type PrintTexts } from './print-pdf';
import type { PrintCalendarInput } from './print.service';

const ZPrintCalendarInput = ZPrintCalendarRequest.extend({
  language: z.enum(languages),
}) satisfies z.ZodType<PrintCalendarInput, unknown>;

const plainDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

function textsOf(
  language: Language,
  units: readonly string[],
  from: string,
  to: string,
  timeZone: string,
): PrintTexts {
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const text = (key: Parameters<typeof messageText>[0], params?: Record<string, string | number>) =>
    messageText(key, language, params);
  return {
    title: text('printCalendarReport.title', { units: units.join(', ') }),
    range: text('printCalendarReport.range', { from: plainDate(from), to: plainDate(to) }),
    printedAt: text('printCalendarReport.printedAt', {
      at: formatInstant(now(), timeZone, language, 'dateTime'),
    }),
    person: text('printCalendarReport.person'),
    holidays: text('printCalendarReport.holidays'),
    legend: text('printCalendarReport.legend'),
    page: (page, pages) => text('printCalendarReport.page', { page, pages }),
    more: (count) => text('printCalendarReport.more', { count }),
    dayHead: (date) => [
      weekday.format(new Date(`${date}T12:00:00Z`)),
      `${date.slice(8, 10)}.${date.slice(5, 7)}.`,
    ],
  };
}

export const printCalendarJob: JobType<typeof ZPrintCalendarInput> = {
  type: 'planTools.printCalendar',
  kind: 'print',
  input: ZPrintCalendarInput,
  async run({ tenant, input, progress, log, saveFile }) {
    await progress({ value: 0, steps: 3 });
    let data;
    try {
      // The requester as they are now: a person who lost the unit meanwhile does not get it printed.
      const caller = await resolveCaller(tenant);
      data = await listCalendar(caller, input.calendar, input.language);
    } catch (error) {
      // Gone or no longer allowed: trying again would not change it.
      if (
        error instanceof AppError &&
        ['NOT_FOUND', 'FORBIDDEN', 'UNAUTHORIZED', 'USER_DEACTIVATED'].includes(error.code)
      ) {
        await log('ERR', { key: 'task.printCalendarGone' });
        return { pages: 0 };
      }
      throw error;
    }
    await progress({ value: 1, steps: 3 });
    const model = buildPrintModel(data, input.include);
    const { body, pages } = await writePrintPdf(
      model,
      { paper: input.paper, orientation: input.orientation },
      textsOf(input.language, model.units, data.from, data.to, data.timeZone),
    );
    await progress({ value: 2, steps: 3 });
    await saveFile({
      fileName: `calendar-${data.from}-${data.to}.pdf`,
      contentType: 'application/pdf',
      body,
    });
    const people = model.rows.filter((row) => row.kind === 'person').length;
    await log('INF', { key: 'task.printCalendarWritten', params: { people, pages } });
    await progress({ value: 3, steps: 3 });
    return { people, days: model.days.length, pages };
  },
};
