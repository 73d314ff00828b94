import { autoPlanningContracts as contracts } from '@app/shared/planner/auto-planning.contracts';
import { implement } from '../api/operation';
import {
  acceptAutoPlan,
  autoPlanRunDetail,
  listAutoPlanRuns,
  rejectAutoPlan,
  startAutoAssign,
} from './auto-assign.service';

/** Automatic planning (area `plan-tools`, joined into its handler). */
export const autoPlanningOperations = [
  implement(contracts.autoAssign, {
    handler: ({ caller, body, language }) => startAutoAssign(caller, body, language),
  }),
  implement(contracts.autoPlanRuns, {
    handler: ({ caller, query }) => listAutoPlanRuns(caller, query.limit, query.cursor),
  }),
  implement(contracts.autoPlanRun, {
    handler: ({ caller, params }) => autoPlanRunDetail(caller, params.runId),
  }),
  implement(contracts.autoPlanAccept, {
    handler: ({ caller, params, body }) => acceptAutoPlan(caller, params.runId, body.entryIds, body.others),
  }),
  implement(contracts.autoPlanReject, {
    handler: ({ caller, params }) => rejectAutoPlan(caller, params.runId),
  }),
];
