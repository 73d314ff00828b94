import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZPlainDate } from '../time/time-schemas';
import { ZSerialPattern } from './serial-pattern';

export const ZSerialCheckRequest = z.strictObject({
  /** The XML form (`<serial type="weekly" .../>`, see serial-xml.ts). */
  pattern: z.string().max(2000),
  /** Deleted occurrences (their start days in the tenant's zone). */
  breaks: z.array(ZPlainDate).max(1000).default([]),
});

export const ZSerialCheckIssue = z.object({ path: z.string(), message: z.string() });

export const ZSerialCheckResult = z.object({
  /** Whether the pattern may be saved: readable, within the spec's bounds, and with at least one occurrence. */
  valid: z.boolean(),
  /** Message keys (messages.*.ts) with the pattern field they concern. */
  issues: z.array(ZSerialCheckIssue),
  /** The pattern as read, for a form to fill its fields; null when it could not be read. */
  pattern: ZSerialPattern.nullable(),
  /** The first 10 occurrences without the breaks, in the tenant's time zone. */
  occurrences: z.array(z.object({ date: ZPlainDate, start: z.iso.datetime(), end: z.iso.datetime() })),
});
export type TSerialCheckResult = z.infer<typeof ZSerialCheckResult>;

/** Serial patterns of absences, appointments and fixed bars (issue 11); served by the calendar's Lambda. */
export const serialContracts = defineContracts('calendar', {
  serialCheck: {
    method: 'POST',
    path: '/api/calendar/serial/check',
    auth: 'user',
    summary: 'Check a serial pattern (bounds, readable XML) and answer its first 10 occurrences',
    specCalls: ['POST /api/appointment/serial/check'],
    permission: 'calendar.view',
    request: { body: ZSerialCheckRequest },
    examples: {
      body: {
        pattern:
          '<serial type="weekly" begin="2026-03-23T09:30" allday="0" dur="90" durtype="1" week="1" workdays="Mo,We" counter="12"/>',
      },
    },
    response: ZSerialCheckResult,
  },
});
