import { ruleReportContracts as contracts } from '@app/shared/rules/rule-report.contracts';
import { implement } from '../api/operation';
import { startRuleReport } from './rule-report.service';

/** Area `tasks` (the contract says why): joined into `functions/src/tasks/handler.ts` and the catalogue. */
export const ruleReportOperations = [
  implement(contracts.ruleCheckReport, {
    handler: ({ caller, body, language }) => startRuleReport(caller, body, language),
  }),
];
