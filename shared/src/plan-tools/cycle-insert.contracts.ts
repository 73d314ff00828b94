import * as z from 'zod';
import { defineContracts } from '../api/contract';
import {
  ZCycleDeleteQuery,
  ZCycleDeleteResult,
  ZCycleInsert,
  ZCycleInsertion,
  ZCycleInsertionId,
  ZCycleInsertResult,
  ZResourcePlanDeleteQuery,
  ZResourcePlanDeleteResult,
} from './cycle-insert';
import { ZToolList, ZToolRun, ZToolRunResult } from './tools';

const exampleUnitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const exampleCycleId = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';
const exampleUserId = '5b8e2c1d-9a4f-4e3b-8d7c-1f2a3b4c5d6e';

/**
 * Shift cycles in the plan, deleting a resource's plan, and the tools runner (issue 12 deliverables 2 and 7):
 * area `plan-tools` (docs/decisions.md "Shift cycles in the plan", "Tools").
 */
export const cycleInsertContracts = defineContracts('plan-tools', {
  cycleInsert: {
    method: 'POST',
    path: '/api/shifts/insertcycle',
    auth: 'user',
    summary: 'Insert a shift cycle for people of a unit from a start date (MissedSlots, SlotCount)',
    specCalls: [],
    specForms: ['/Shifts/InsertCycle'],
    permission: 'calendar.plan',
    request: { body: ZCycleInsert },
    examples: {
      body: {
        unitId: exampleUnitId,
        cycleId: exampleCycleId,
        userIds: [exampleUserId],
        start: '2026-12-07',
        repetitions: 1,
      },
    },
    response: ZCycleInsertResult,
  },
  cycleInsertions: {
    method: 'GET',
    path: '/api/shifts/insertcycle/of/{unitId}',
    auth: 'user',
    summary: "A unit's cycle insertions, newest first (to delete one)",
    specCalls: [],
    permission: 'calendar.plan',
    request: { params: z.object({ unitId: z.uuid() }) },
    response: z.array(ZCycleInsertion),
  },
  cycleDelete: {
    method: 'DELETE',
    path: '/api/shifts/deletecycle/{insertionId}',
    auth: 'user',
    summary: 'Delete the entries of one cycle insertion, all or from a day on',
    specCalls: ['DELETE /Shifts/DeleteCycle/{id}'],
    permission: 'calendar.plan',
    request: { params: z.object({ insertionId: ZCycleInsertionId }), query: ZCycleDeleteQuery },
    examples: { query: { from: '2026-12-07' } },
    response: ZCycleDeleteResult,
  },
  resourcePlanDelete: {
    method: 'DELETE',
    path: '/api/resources/{resourceId}/plan',
    auth: 'user',
    summary: "Delete a resource's shift entries in one unit over a range (with their requests)",
    specCalls: ['DELETE /Resources/DeletePlan/{id}'],
    permission: 'calendar.plan',
    request: { params: z.object({ resourceId: z.uuid() }), query: ZResourcePlanDeleteQuery },
    examples: { query: { unitId: exampleUnitId, from: '2026-12-07', to: '2026-12-13' } },
    response: ZResourcePlanDeleteResult,
  },
  toolsList: {
    method: 'GET',
    path: '/api/tools/list',
    auth: 'user',
    summary: 'The tools of the tools runner the caller may use',
    specCalls: ['GET /api/tools/list'],
    permission: 'calendar.view',
    request: {},
    response: ZToolList,
  },
  toolsRun: {
    method: 'POST',
    path: '/api/tools/run',
    auth: 'user',
    summary:
      'Run a tool: a dialog tool answers the dialog to open, a server tool runs and answers its result',
    specCalls: ['POST /api/tools/run'],
    permission: 'calendar.view',
    request: { body: ZToolRun },
    examples: { body: { key: 'insertCycle' } },
    response: ZToolRunResult,
  },
});
