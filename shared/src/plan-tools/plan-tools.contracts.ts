import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZVersionQuery } from '../api/versions';
import {
  ZDeleteData,
  ZDeleteDataResult,
  ZRangeActions,
  ZRangeSource,
  ZWeekTemplate,
  ZWeekTemplateApply,
  ZWeekTemplateApplyResult,
  ZWeekTemplateCreate,
  ZWeekTemplateFromWeek,
  ZWeekTemplateId,
  ZWeekTemplateUpdate,
} from './week-template';

const exampleUnitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const exampleTemplateId = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';
const ZParams = z.object({ weekTemplateId: ZWeekTemplateId });

/**
 * Plan tools of the calendar (issue 12): week templates of a unit, their apply over a range, the range dialog's
 * actions and deleting a range's plan data. Area `plan-tools` (docs/decisions.md "Week templates").
 */
export const planToolContracts = defineContracts('plan-tools', {
  weekTemplates: {
    method: 'GET',
    path: '/api/weektemplates/weeksOfGroup/{unitId}',
    auth: 'user',
    summary: "A unit's week templates, in their order",
    specCalls: ['GET /api/weektemplates/weeksOfGroup/{groupId}'],
    permission: 'calendar.plan',
    request: { params: z.object({ unitId: z.uuid() }) },
    response: z.array(ZWeekTemplate),
  },
  weekTemplate: {
    method: 'GET',
    path: '/api/weektemplates/{weekTemplateId}',
    auth: 'user',
    summary: 'One week template with its rows',
    specCalls: [],
    permission: 'calendar.plan',
    request: { params: ZParams },
    response: ZWeekTemplate,
  },
  createWeekTemplate: {
    method: 'POST',
    path: '/api/weektemplates',
    auth: 'user',
    summary: 'Create a week template of a unit (at most 1,000 rows)',
    specCalls: [],
    permission: 'calendar.plan',
    successStatus: 201,
    request: { body: ZWeekTemplateCreate },
    examples: { body: { unitId: exampleUnitId, name: 'Week A', entries: [] } },
    response: ZWeekTemplate,
  },
  weekTemplateFromWeek: {
    method: 'POST',
    path: '/api/weektemplates/from-week',
    auth: 'user',
    summary: "Save a unit's entries of a week (Monday to Sunday) as a new week template",
    specCalls: [],
    permission: 'calendar.plan',
    successStatus: 201,
    request: { body: ZWeekTemplateFromWeek },
    examples: { body: { unitId: exampleUnitId, name: 'Week A', weekStart: '2026-12-07' } },
    response: ZWeekTemplate,
  },
  updateWeekTemplate: {
    method: 'PUT',
    path: '/api/weektemplates/{weekTemplateId}',
    auth: 'user',
    summary: 'Change a week template (409 CONFLICT when stale)',
    specCalls: [],
    permission: 'calendar.plan',
    request: { params: ZParams, body: ZWeekTemplateUpdate },
    examples: { body: { name: 'Week A', entries: [], version: 1 } },
    response: ZWeekTemplate,
  },
  deleteWeekTemplate: {
    method: 'DELETE',
    path: '/api/weektemplates/{weekTemplateId}',
    auth: 'user',
    summary: 'Delete a week template',
    specCalls: [],
    permission: 'calendar.plan',
    successStatus: 204,
    request: { params: ZParams, query: ZVersionQuery },
    examples: { query: { version: '1' } },
  },
  applyWeekTemplates: {
    method: 'POST',
    path: '/api/weektemplates/apply',
    auth: 'user',
    summary: 'Apply week templates to a unit over a range (Tried, Failed, Missed)',
    specCalls: ['POST /api/weektemplates/apply'],
    permission: 'calendar.plan',
    request: { body: ZWeekTemplateApply },
    examples: {
      body: { groupId: exampleUnitId, weekIds: [exampleTemplateId], begin: '2026-12-07', end: '2026-12-13' },
    },
    response: ZWeekTemplateApplyResult,
  },
  rangeActions: {
    method: 'GET',
    path: '/api/calendar/rangeactionsfor/{unitId}',
    auth: 'user',
    summary: "The range dialog's actions of a unit for the caller, with the week templates and defaults",
    specCalls: ['GET /api/calendar/rangeactionsfor/{groupId}?rec='],
    permission: 'calendar.view',
    request: {
      params: z.object({ unitId: z.uuid() }),
      query: z.object({ rec: ZRangeSource.optional() }),
    },
    response: ZRangeActions,
  },
  deleteData: {
    method: 'POST',
    path: '/api/calendar/deletedata',
    auth: 'user',
    summary: "Delete a unit's shift entries (with their requests) on the days of a range",
    specCalls: ['POST /api/calendar/deletedata'],
    permission: 'calendar.plan',
    request: { body: ZDeleteData },
    examples: { body: { groupId: exampleUnitId, begin: '2026-12-07', end: '2026-12-13' } },
    response: ZDeleteDataResult,
  },
});
