import { taskContracts as contracts } from '@app/shared/tasks/tasks.contracts';
import { implement } from '../api/operation';
import { listTasks, taskDownload, taskProgress } from './task.service';

export const taskOperations = [
  implement(contracts.get, {
    handler: ({ tenant, params, language }) => taskProgress(tenant, params.taskId, language),
  }),
  implement(contracts.download, { handler: ({ tenant, params }) => taskDownload(tenant, params.taskId) }),
  implement(contracts.list, {
    handler: ({ tenant, query, language }) => listTasks(tenant, language, query.limit, query.cursor),
  }),
];
