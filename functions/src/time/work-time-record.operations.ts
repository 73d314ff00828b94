import { workTimeRecordContracts as contracts } from '@app/shared/time-tracking/work-time-record.contracts';
import { implement } from '../api/operation';
import { startWorkTimeRecord } from './work-time-record.service';

/** Area `tasks` (the contract says why): joined into `functions/src/tasks/handler.ts` and the catalogue. */
export const workTimeRecordOperations = [
  implement(contracts.workTimeRecord, {
    handler: ({ caller, body, language }) => startWorkTimeRecord(caller, body, language),
  }),
];
