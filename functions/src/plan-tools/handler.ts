import { createAreaHandler } from '../api/http-handler';
import { planToolOperations } from './operations';
import { cycleOperations } from './cycle-operations';
import { printOperations } from './print.operations';
import { fixedBarOperations } from './fixed-bar-operations';
import { bulkToolOperations } from './bulk-tool.operations';
import { autoPlanningOperations } from '../planner/auto-planning.operations';

export const handler = createAreaHandler([
  ...planToolOperations,
  ...cycleOperations,
  ...printOperations,
  ...bulkToolOperations,
  ...fixedBarOperations,
  ...autoPlanningOperations,
]);
