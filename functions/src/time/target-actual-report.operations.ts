import { targetActualReportContracts as contracts } from '@app/shared/time-tracking/target-actual-report.contracts';
import { implement } from '../api/operation';
import { startTargetActualReport } from './target-actual-report.service';

/** Area `tasks` (the contract says why): joined into `functions/src/tasks/handler.ts` and the catalogue. */
export const targetActualReportOperations = [
  implement(contracts.targetActualReport, {
    handler: ({ caller, body, language }) => startTargetActualReport(caller, body, language),
  }),
];
