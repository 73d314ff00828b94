import { createAreaHandler } from '../../api/http-handler';
import { planToolOperations } from '../../plan-tools/operations';
import { cycleOperations } from '../../plan-tools/cycle-operations';
import { printOperations } from '../../plan-tools/print.operations';
import { fixedBarOperations } from '../../plan-tools/fixed-bar-operations';
import { bulkToolOperations } from '../../plan-tools/bulk-tool.operations';
import { autoPlanningOperations } from '../../planner/auto-planning.operations';

export const handler = createAreaHandler([
  ...planToolOperations,
  ...cycleOperations,
  ...printOperations,
  ...bulkToolOperations,
  ...fixedBarOperations,
  ...autoPlanningOperations,
]);
