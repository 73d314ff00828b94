/**
 * Time tracking (issue 14), the tracking record of a day: area `time`. Schemas in ./tracking-record.ts.
 *
 * Contracts: trackingRecordContracts.trackingRecord, .saveTracking, .deleteTracking, .saveTrackingCostUnits.
 * Reading: own day with `time.track`, others' for their approvers; changing: `time.approve` (people in the
 * caller's units; admins all), refused on a confirmed day (409 DAY_CONFIRMED).
 */
import { defineContracts } from '../api/contract';
import {
  ZTrackingCostUnitsSave,
  ZTrackingDelete,
  ZTrackingRecord,
  ZTrackingRecordQuery,
  ZTrackingSave,
} from './tracking-record';

const exampleUserId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';

export const trackingRecordContracts = defineContracts('time', {
  trackingRecord: {
    method: 'GET',
    path: '/api/time/tracking',
    auth: 'user',
    summary:
      "A person's day as a tracking record: valuation (frozen when confirmed), bookings, cost unit split, correction",
    specCalls: ['GET time/tracking/{id}?details='],
    permission: 'time.track',
    request: { query: ZTrackingRecordQuery },
    examples: { query: { userId: exampleUserId, date: '2026-11-02', details: 'true' } },
    response: ZTrackingRecord,
  },
  saveTracking: {
    method: 'POST',
    path: '/api/time/tracking',
    auth: 'user',
    summary: "Replace a person's bookings of a day in one go (e.g. the plan's suggestion), saved Ok",
    specCalls: ['POST time/tracking'],
    permission: 'time.approve',
    request: { body: ZTrackingSave },
    examples: {
      body: {
        userId: exampleUserId,
        date: '2026-11-02',
        bookings: [
          { begin: '08:00', end: '16:30', pauses: [{ begin: '12:00', end: '12:30' }], costUnitId: null },
        ],
        version: 0,
      },
    },
    response: ZTrackingRecord,
  },
  deleteTracking: {
    method: 'DELETE',
    path: '/api/time/tracking',
    auth: 'user',
    summary:
      "Remove a day's record (correction, overrides, overtime decision, split) and optionally its bookings",
    specCalls: ['DELETE /Api/Time/DeleteTracking?id&bookings'],
    permission: 'time.approve',
    request: { query: ZTrackingDelete },
    examples: { query: { userId: exampleUserId, date: '2026-11-02', bookings: 'false' } },
    successStatus: 204,
  },
  saveTrackingCostUnits: {
    method: 'POST',
    path: '/api/time/tracking/cost-units',
    auth: 'user',
    summary: "Split a day's actual minutes over cost units by hand (at most the day's actual)",
    specCalls: ['POST costunits/bytracking/{id}'],
    permission: 'time.approve',
    request: { body: ZTrackingCostUnitsSave },
    examples: {
      body: {
        userId: exampleUserId,
        date: '2026-11-02',
        split: [{ costUnitId: 'CU-100', minutes: 240 }],
        version: 0,
      },
    },
    response: ZTrackingRecord,
  },
});
