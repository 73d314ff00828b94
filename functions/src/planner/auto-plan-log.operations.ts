import { autoPlanningContracts as contracts } from '@app/shared/planner/auto-planning.contracts';
import { implement } from '../api/operation';
import { autoPlanLog } from './auto-plan-log.service';

/** The explanation file's link (area `tasks`, joined into its handler). */
export const autoPlanLogOperations = [
  implement(contracts.autoPlanLog, { handler: ({ caller, params }) => autoPlanLog(caller, params.runId) }),
];
