import { autoPlanningContracts as contracts } from '@app/shared/planner/auto-planning.contracts';
import { implement } from '../api/operation';
import { autoNotify, prepareAutoNotify } from './notify.service';

/** Telling people of their new shifts (area `absences`, joined into its handler). */
export const autoNotifyOperations = [
  implement(contracts.autoNotifyPrepare, {
    handler: ({ caller, params }) => prepareAutoNotify(caller, params.runId),
  }),
  implement(contracts.autoNotify, {
    handler: ({ caller, params, body }) => autoNotify(caller, params.runId, body),
  }),
];
