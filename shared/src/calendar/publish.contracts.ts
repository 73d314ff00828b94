import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZPlainDate } from '../time/tenant-time';

/** Publish a unit's plan up to a day (spec `calendar/publish {groupId, publishTo}`); a later call moves the day. */
export const ZPublishRequest = z.strictObject({
  groupId: z.uuid(),
  publishTo: ZPlainDate,
});
export type TPublishRequest = z.infer<typeof ZPublishRequest>;

/** The day a unit's plan is published to: employees see its entries up to that day; null: nothing yet. */
export const ZPublishedTo = z.object({
  unitId: z.uuid(),
  publishedTo: ZPlainDate.nullable(),
});
export type TPublishedTo = z.infer<typeof ZPublishedTo>;

/**
 * What publishing a unit up to `publishTo` changes for its people (issue 28): the days that become visible
 * (`publish`) or hidden again (`withdraw`), and per person the entries on those days; `open` counts the entries
 * without a person (open shifts people may apply for).
 */
export const ZPublishPreview = z.object({
  unitId: z.uuid(),
  publishedTo: ZPlainDate.nullable(),
  publishTo: ZPlainDate,
  change: z.enum(['publish', 'withdraw', 'none']),
  /** The days whose visibility changes (null with `none`). */
  from: ZPlainDate.nullable(),
  to: ZPlainDate.nullable(),
  people: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      entries: z.number().int(),
      /** Paid minutes of those entries. */
      minutes: z.number().int(),
    }),
  ),
  open: z.number().int(),
});
export type TPublishPreview = z.infer<typeof ZPublishPreview>;

const exampleUnitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';

/** Publishing the plan (issue 10): until published, people without `calendar.plan` see none of a unit's entries. */
export const publishContracts = defineContracts('calendar', {
  publish: {
    method: 'POST',
    path: '/api/calendar/publish',
    auth: 'user',
    summary: "Publish a unit's plan up to a day (employees see its entries up to that day)",
    specCalls: ['POST /api/calendar/publish'],
    permission: 'calendar.publish',
    request: { body: ZPublishRequest },
    examples: { body: { groupId: exampleUnitId, publishTo: '2026-12-31' } },
    response: ZPublishedTo,
  },
  preview: {
    method: 'GET',
    path: '/api/calendar/publish/preview',
    auth: 'user',
    summary: 'What publishing a unit up to a day would change, per person (before publishing)',
    specCalls: [],
    permission: 'calendar.publish',
    request: { query: z.object({ unitId: z.uuid(), publishTo: ZPlainDate }) },
    examples: { query: { unitId: exampleUnitId, publishTo: '2026-12-31' } },
    response: ZPublishPreview,
  },
  publishedTo: {
    method: 'GET',
    path: '/api/calendar/published-to/{unitId}',
    auth: 'user',
    summary: "The day a unit's plan is published to (null: nothing published)",
    specCalls: ['GET /api/calendar/publishedTo/{groupId}'],
    permission: 'calendar.view',
    request: { params: z.object({ unitId: z.uuid() }) },
    response: ZPublishedTo,
  },
});
