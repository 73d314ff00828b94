import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZPlainDate } from '../time/time-schemas';
import { ZForceQuery } from './calendar.contracts';
import { validatorResult } from './validator';

/**
 * What a planner's change of the plan did (issue 28, undo and redo): a new shift, a change of one, a deletion, a
 * drag that moved, filled (assign) or copied one.
 */
export const planChangeKinds = ['create', 'change', 'delete', 'move', 'assign', 'copy'] as const;
export const ZPlanChangeKind = z.enum(planChangeKinds);
export type TPlanChangeKind = z.infer<typeof ZPlanChangeKind>;

/** One change as the undo and redo buttons name it: what, whose shift, which day. */
export const ZPlanChangeSummary = z.object({
  id: z.uuid(),
  kind: ZPlanChangeKind,
  at: z.iso.datetime(),
  /** The day of the shift (after the change; a deletion's: the day it was on). */
  date: ZPlainDate,
  shiftName: z.string(),
  /** The person (null: an open shift). */
  personName: z.string().nullable(),
});
export type TPlanChangeSummary = z.infer<typeof ZPlanChangeSummary>;

/** The caller's own recent changes: the next one to undo and the next one to redo (null: none). */
export const ZPlanHistory = z.object({
  undo: ZPlanChangeSummary.nullable(),
  redo: ZPlanChangeSummary.nullable(),
});
export type TPlanHistory = z.infer<typeof ZPlanHistory>;

/** The change the caller means (the one the button named): another one meanwhile is a conflict, not a surprise. */
export const ZPlanHistoryStep = z.strictObject({ id: z.uuid() });

export const ZPlanHistoryResult = validatorResult(ZPlanHistory);
export type TPlanHistoryResult = z.infer<typeof ZPlanHistoryResult>;

const exampleChangeId = '3f0b6a52-8c1d-4e2f-9a7b-5c4d3e2f1a0b';

/**
 * Undo and redo of the caller's own plan changes (saves, deletions, drops) of the last hours: each step is written
 * through the validator like any change, and refused when someone changed those shifts since (docs/decisions.md,
 * "Undo and redo").
 */
export const planHistoryContracts = defineContracts('calendar', {
  history: {
    method: 'GET',
    path: '/api/calendar/history',
    auth: 'user',
    summary: "The caller's next plan change to undo and to redo",
    specCalls: [],
    permission: 'calendar.plan',
    request: {},
    response: ZPlanHistory,
  },
  undo: {
    method: 'POST',
    path: '/api/calendar/history/undo',
    auth: 'user',
    summary:
      "Undo the caller's latest plan change (409 when those shifts changed since); checked like a save, answers " +
      'the validator result with the history after it',
    specCalls: [],
    permission: 'calendar.plan',
    request: { query: ZForceQuery, body: ZPlanHistoryStep },
    examples: { query: { force: 'false' }, body: { id: exampleChangeId } },
    response: ZPlanHistoryResult,
  },
  redo: {
    method: 'POST',
    path: '/api/calendar/history/redo',
    auth: 'user',
    summary:
      "Redo the caller's latest undone plan change (409 when those shifts changed since); checked like a save",
    specCalls: [],
    permission: 'calendar.plan',
    request: { query: ZForceQuery, body: ZPlanHistoryStep },
    examples: { query: { force: 'false' }, body: { id: exampleChangeId } },
    response: ZPlanHistoryResult,
  },
});
