import { trackingRecordContracts as contracts } from '@app/shared/time-tracking/tracking-record.contracts';
import { implement } from '../api/operation';
import {
  deleteTracking,
  saveTracking,
  saveTrackingCostUnits,
  trackingRecord,
} from './tracking-record.service';

export const trackingRecordOperations = [
  implement(contracts.trackingRecord, { handler: ({ caller, query }) => trackingRecord(caller, query) }),
  implement(contracts.saveTracking, { handler: ({ caller, body }) => saveTracking(caller, body) }),
  implement(contracts.deleteTracking, { handler: ({ caller, query }) => deleteTracking(caller, query) }),
  implement(contracts.saveTrackingCostUnits, {
    handler: ({ caller, body }) => saveTrackingCostUnits(caller, body),
  }),
];
