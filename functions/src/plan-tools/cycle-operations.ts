import { cycleInsertContracts as contracts } from '@app/shared/plan-tools/cycle-insert.contracts';
import { implement } from '../api/operation';
import { deleteCycleInsertion, deleteResourcePlan, listCycleInsertions } from './cycle-delete.service';
import { insertCycle } from './cycle-insert.service';
import { listTools, runTool } from './tools.service';

/** Shift cycles in the plan, a resource's plan deleted, the tools runner (area `plan-tools`). */
export const cycleOperations = [
  implement(contracts.cycleInsert, {
    handler: ({ caller, body, language }) => insertCycle(caller, body, language),
  }),
  implement(contracts.cycleInsertions, {
    handler: ({ caller, params }) => listCycleInsertions(caller, params.unitId),
  }),
  implement(contracts.cycleDelete, {
    handler: ({ caller, params, query }) => deleteCycleInsertion(caller, params.insertionId, query.from),
  }),
  implement(contracts.resourcePlanDelete, {
    handler: ({ caller, params, query }) => deleteResourcePlan(caller, params.resourceId, query),
  }),
  implement(contracts.toolsList, { handler: ({ caller }) => Promise.resolve(listTools(caller)) }),
  implement(contracts.toolsRun, {
    handler: ({ caller, body }) => Promise.resolve(runTool(caller, body.key)),
  }),
];
