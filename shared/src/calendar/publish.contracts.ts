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
