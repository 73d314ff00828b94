import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZCalendarRequest } from '../calendar/calendar-view';
import { ZTaskProgress } from '../tasks/task';

export const printPapers = ['A4', 'A3'] as const;
export const printOrientations = ['landscape', 'portrait'] as const;
/** What the printed calendar may show besides people and days (the print dialog's check boxes). */
export const printParts = [
  'shifts',
  'openShifts',
  'absences',
  'appointments',
  'fixedBars',
  'holidays',
  'legend',
] as const;
export type TPrintPart = (typeof printParts)[number];

/**
 * The printable calendar (spec `Reports/PrintCalendarCall`): the calendar's own request (units or people, range,
 * resource filter: what the page shows), the sheet and what to print. Landscape A4 by default, everything shown.
 */
export const ZPrintCalendarRequest = z.strictObject({
  calendar: ZCalendarRequest,
  paper: z.enum(printPapers).default('A4'),
  orientation: z.enum(printOrientations).default('landscape'),
  /** The parts printed; an empty list prints names and days only. */
  include: z
    .array(z.enum(printParts))
    .max(printParts.length)
    .default([...printParts]),
});
export type TPrintCalendarRequest = z.input<typeof ZPrintCalendarRequest>;

/**
 * Printing the calendar (issue 12, deliverable 8): a `print` task that builds the calendar's view for the caller
 * (the same read as `calendar.list`, with the same visibility and publishing rules) and writes it as a PDF; polled
 * and downloaded like every task. `calendar.view`; a unit the caller may not see is 403, another tenant's 404.
 */
export const printContracts = defineContracts('plan-tools', {
  printCalendar: {
    method: 'POST',
    path: '/api/reports/print-calendar',
    auth: 'user',
    summary:
      'Start the printable calendar (people x days with shifts, absences, common appointments and holidays, a legend, A4 or A3) as a PDF (poll the task, then download)',
    specCalls: ['POST /Reports/PrintCalendarCall'],
    specForms: ['/Reports/PrintCalendar'],
    permission: 'calendar.view',
    successStatus: 202,
    request: { body: ZPrintCalendarRequest },
    examples: {
      body: {
        calendar: { from: '2026-11-02', to: '2026-11-29', unitIds: ['7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e'] },
        paper: 'A4',
        orientation: 'landscape',
      },
    },
    response: ZTaskProgress,
  },
});
