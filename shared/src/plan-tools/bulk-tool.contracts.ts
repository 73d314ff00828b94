import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZBulkCommand, ZBulkCommandResult, ZBulkShiftList, ZBulkShiftQuery, ZBulkTarget } from './bulk-tool';

const exampleUnitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const exampleEntryId = `${exampleUnitId}.2026-12-07.3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13`;

/** The bulk shift tool (issue 12, 'entry tool'): its grid, its targets and its command (area `plan-tools`). */
export const bulkToolContracts = defineContracts('plan-tools', {
  bulkToolShifts: {
    method: 'POST',
    path: '/api/tools/shiftswizard/shifts',
    auth: 'user',
    summary: 'The shifts of units (and their sub-units) over a range, as the bulk tool lists them',
    specCalls: [],
    permission: 'calendar.plan',
    request: { body: ZBulkShiftQuery },
    examples: { body: { unitIds: [exampleUnitId], from: '2026-12-01', to: '2026-12-31' } },
    response: ZBulkShiftList,
  },
  bulkToolTargets: {
    method: 'GET',
    path: '/api/resources/targets',
    auth: 'user',
    summary: 'Targets of a bulk copy or move: every unit with each of its resources',
    specCalls: ['GET /api/resources/targets'],
    permission: 'calendar.plan',
    request: {},
    response: z.array(ZBulkTarget),
  },
  bulkToolRun: {
    method: 'POST',
    path: '/api/tools/shiftswizard',
    auth: 'user',
    summary: 'Copy, move, batch edit or delete chosen shifts in a background task (ProgressId to follow)',
    specCalls: ['POST /api/tools/shiftswizard'],
    permission: 'calendar.plan',
    successStatus: 202,
    request: { body: ZBulkCommand },
    examples: {
      body: {
        range: { from: '2026-12-01', to: '2026-12-31' },
        sourceIdList: [exampleEntryId],
        sourceAction: 'delete',
      },
    },
    response: ZBulkCommandResult,
  },
});
