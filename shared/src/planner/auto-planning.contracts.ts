import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZCursor, ZPageLimit } from '../api/pagination';
import { ZTaskDownload, ZTaskProgress } from '../tasks/task';
import {
  ZAutoAssignRequest,
  ZAutoNotifyPreview,
  ZAutoNotifyRequest,
  ZAutoNotifyResult,
  ZAutoPlanAccept,
  ZAutoPlanDecision,
  ZAutoPlanRun,
  ZAutoPlanRunDetail,
} from './auto-planning';

const ZRunParams = z.object({ runId: z.uuid() });
const exampleUnitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';

/** Starting runs and deciding on their proposals (area `plan-tools`). */
const planningContracts = defineContracts('plan-tools', {
  autoAssign: {
    method: 'POST',
    path: '/api/planning/auto-assign',
    auth: 'user',
    summary:
      'Start automatic planning of units and/or resources over a range (at most 62 days): a proposal for the open slots (poll the task; the result names the run)',
    specCalls: ['POST /api/resources/AutoAssign'],
    permission: 'calendar.plan',
    feature: 'autoAssign',
    successStatus: 202,
    request: { body: ZAutoAssignRequest },
    examples: { body: { unitIds: [exampleUnitId], range: { start: '2026-12-01', end: '2026-12-31' } } },
    response: ZTaskProgress,
  },
  autoPlanRuns: {
    method: 'GET',
    path: '/api/planning/runs',
    auth: 'user',
    summary: 'Automatic planning runs, newest first',
    specCalls: [],
    permission: 'calendar.plan',
    request: { query: z.object({ limit: ZPageLimit, cursor: ZCursor.optional() }) },
    examples: { query: { limit: '25' } },
    response: z.object({ items: z.array(ZAutoPlanRun), nextCursor: z.string().optional() }),
  },
  autoPlanRun: {
    method: 'GET',
    path: '/api/planning/runs/{runId}',
    auth: 'user',
    summary: 'A run with its proposals and the slots left open with the reasons',
    specCalls: [],
    permission: 'calendar.plan',
    request: { params: ZRunParams },
    response: ZAutoPlanRunDetail,
  },
  autoPlanAccept: {
    method: 'POST',
    path: '/api/planning/runs/{runId}/accept',
    auth: 'user',
    summary:
      'Keep all or some proposals (they become ordinary entries); the others stay proposals (`others: keep`, the default) or are discarded',
    specCalls: [],
    permission: 'calendar.plan',
    request: { params: ZRunParams, body: ZAutoPlanAccept },
    examples: { body: {} },
    response: ZAutoPlanDecision,
  },
  autoPlanReject: {
    method: 'POST',
    path: '/api/planning/runs/{runId}/reject',
    auth: 'user',
    summary: 'Discard the whole proposal',
    specCalls: [],
    permission: 'calendar.plan',
    request: { params: ZRunParams },
    response: ZAutoPlanDecision,
  },
});

/** The explanation file's link: area `tasks`, whose Lambda signs task downloads. */
const logContracts = defineContracts('tasks', {
  autoPlanLog: {
    method: 'GET',
    path: '/api/planning/runs/{runId}/log',
    auth: 'user',
    summary:
      'A link to the explanation file of a run started with downloadLog (per open slot: who could, what stopped them)',
    specCalls: [],
    permission: 'calendar.plan',
    request: { params: ZRunParams },
    response: ZTaskDownload,
  },
});

/**
 * Telling people of their new shifts: area `absences`, whose Lambda already sends the product's mails (the
 * planning Lambda stays without the mail client).
 */
const notifyContracts = defineContracts('absences', {
  autoNotifyPrepare: {
    method: 'POST',
    path: '/api/planning/runs/{runId}/notify-prepare',
    auth: 'user',
    summary: 'Whom an accepted run concerns, with their new shifts (before telling them)',
    specCalls: ['POST /api/resources/AutoNotifyPrepare'],
    permission: 'calendar.plan',
    request: { params: ZRunParams },
    response: ZAutoNotifyPreview,
  },
  autoNotify: {
    method: 'POST',
    path: '/api/planning/runs/{runId}/notify',
    auth: 'user',
    summary: 'Tell the chosen people of their new shifts (in the app and by e-mail)',
    specCalls: ['POST /api/resources/AutoNotify'],
    permission: 'calendar.plan',
    request: { params: ZRunParams, body: ZAutoNotifyRequest },
    examples: { body: { userIds: ['3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13'] } },
    response: ZAutoNotifyResult,
  },
});

/**
 * Automatic planning (issue 16): a run on the `auto-planning` queue proposes people for the open slots; the
 * planner accepts all, some or none, then tells the people concerned. Permission calendar.plan; AutoAssign needs
 * the edition feature `autoAssign` (Free: 402 with the upgrade dialog).
 */
export const autoPlanningContracts = { ...planningContracts, ...logContracts, ...notifyContracts };
