/** Worker of the `auto-planning` queue: the automatic planner's runs (docs/planner.md). */
import { autoPlanJob } from '../../planner/auto-plan.job';
import { createWorkerHandler } from '../../jobs/worker';

export const handler = createWorkerHandler('auto-planning', [autoPlanJob]);
