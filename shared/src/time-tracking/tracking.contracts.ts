/**
 * Time tracking (issue 14), target and actual: area `time`. Schemas in ./tracking.ts.
 *
 * Contracts: trackingContracts.targetActual, .dayContent, .dayState, .trackingAction, .saveDayCorrection,
 * .decideOvertime, .suggestTracking, .absenceTracking, .saveAbsenceTracking, .deleteAbsenceTracking.
 *
 * `time.track`: one's own month and days; `time.approve`: others' (people in the caller's units; admins all),
 * confirm, unconfirm, correct, decide overtime.
 */
import { defineContracts } from '../api/contract';
import {
  ZAbsenceTracking,
  ZAbsenceTrackingDay,
  ZAbsenceTrackingDelete,
  ZAbsenceTrackingQuery,
  ZAbsenceTrackingSave,
  ZDayContent,
  ZDayContentQuery,
  ZDayCorrectionSave,
  ZDayState,
  ZDayStateQuery,
  ZOvertimeDecision,
  ZTargetActual,
  ZTargetActualQuery,
  ZTrackingAction,
  ZTrackingActionResult,
  ZTrackingDay,
  ZTrackingSuggestion,
  ZTrackingSuggestRequest,
} from './tracking';

const exampleUserId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';

export const trackingContracts = defineContracts('time', {
  targetActual: {
    method: 'GET',
    path: '/api/time/target-actual',
    auth: 'user',
    summary:
      "A person's month of target and actual: totals, balance, surcharges, cost units and every day with its problems",
    specCalls: ['POST /Api/Time/TrackingActualTargetData', 'POST /Api/Time/TrackingData'],
    permission: 'time.track',
    request: { query: ZTargetActualQuery },
    examples: { query: { userId: exampleUserId, month: '2026-11' } },
    response: ZTargetActual,
  },
  dayContent: {
    method: 'GET',
    path: '/api/time/day',
    auth: 'user',
    summary: 'One day of a person: plan, bookings with pauses, absences, valuation, surcharges, cost units',
    specCalls: ['GET /Api/Time/ActualTargetDayContent?userId&date&source', 'GET costunits/bytracking/{id}'],
    permission: 'time.track',
    request: { query: ZDayContentQuery },
    examples: { query: { userId: exampleUserId, date: '2026-11-02', source: 'ACTUAL' } },
    response: ZDayContent,
  },
  dayState: {
    method: 'GET',
    path: '/api/time/day/state',
    auth: 'user',
    summary: 'Whether a day of a person is confirmed (locked for the employee) and its problems',
    specCalls: ['POST /Api/Time/CheckDayState'],
    permission: 'time.track',
    request: { query: ZDayStateQuery },
    examples: { query: { userId: exampleUserId, date: '2026-11-02' } },
    response: ZDayState,
  },
  trackingAction: {
    method: 'POST',
    path: '/api/time/tracking-action',
    auth: 'user',
    summary:
      'Confirm (freeze), unconfirm or confirm the absences of the days from..to (at most 62) of up to 200 people',
    specCalls: ['POST /api/time/TrackingAction'],
    permission: 'time.approve',
    request: { body: ZTrackingAction },
    examples: {
      body: { userIds: [exampleUserId], from: '2026-11-01', to: '2026-11-30', action: 'CONFIRM' },
    },
    response: ZTrackingActionResult,
  },
  saveDayCorrection: {
    method: 'POST',
    path: '/api/time/days',
    auth: 'user',
    summary: 'Correct the target and/or actual minutes of a day by hand, with a note',
    specCalls: ['POST /Api/Time/TrackingDataAction?actionName'],
    specForms: ['/Time/EditTargetActualData?userId&day'],
    permission: 'time.approve',
    request: { body: ZDayCorrectionSave },
    examples: {
      body: { userId: exampleUserId, date: '2026-11-02', target: 480, actual: null, note: '', version: 0 },
    },
    response: ZTrackingDay,
  },
  decideOvertime: {
    method: 'POST',
    path: '/api/time/days/overtime',
    auth: 'user',
    summary: 'Approve or deny the overtime of a day (OVERTIMEREQUEST): approved overtime counts',
    specCalls: [],
    permission: 'time.approve',
    request: { body: ZOvertimeDecision },
    examples: { body: { userId: exampleUserId, date: '2026-11-02', decision: 'approve' } },
    response: ZTrackingDay,
  },
  suggestTracking: {
    method: 'POST',
    path: '/api/time/tracking/suggest',
    auth: 'user',
    summary:
      "A booking proposal for a person's day from the plan: the first planned shift with its unpaid pauses",
    specCalls: ['POST time/tracking/suggest'],
    permission: 'time.track',
    request: { body: ZTrackingSuggestRequest },
    examples: { body: { userId: exampleUserId, date: '2026-11-02' } },
    response: ZTrackingSuggestion,
  },
  absenceTracking: {
    method: 'GET',
    path: '/api/time/absence-tracking',
    auth: 'user',
    summary: "A person's absence days of a month with the minutes each credits (and a credit set by hand)",
    specCalls: ['POST /Api/Time/TrackingAbsenceData'],
    permission: 'time.track',
    request: { query: ZAbsenceTrackingQuery },
    examples: { query: { userId: exampleUserId, month: '2026-11' } },
    response: ZAbsenceTracking,
  },
  saveAbsenceTracking: {
    method: 'POST',
    path: '/api/time/absence-tracking',
    auth: 'user',
    summary: 'Set the credit of one absence day by hand (EditAbsenceTracking)',
    specCalls: ['POST /Api/Time/TrackingAbsenceDataAction?actionName'],
    specForms: ['/Time/EditAbsenceTracking/{id}'],
    permission: 'time.approve',
    request: { body: ZAbsenceTrackingSave },
    examples: { body: { userId: exampleUserId, date: '2026-11-02', minutes: 240, version: 0 } },
    response: ZAbsenceTrackingDay,
  },
  deleteAbsenceTracking: {
    method: 'DELETE',
    path: '/api/time/absence-tracking',
    auth: 'user',
    summary: 'Drop the credit set by hand of an absence day: the valued credit counts again',
    specCalls: ['DELETE /Api/Time/DeleteAbsenceTracking'],
    permission: 'time.approve',
    request: { query: ZAbsenceTrackingDelete },
    examples: { query: { userId: exampleUserId, date: '2026-11-02', version: '1' } },
    successStatus: 204,
  },
});
