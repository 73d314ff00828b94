import * as z from 'zod';
import { ZTaskDownload, ZTaskId, ZTaskProgress } from '@app/shared/tasks/task';
import { defineOperation } from '../api/operation';
import { listTasks, taskDownload, taskProgress } from './task.service';
import { ZCursor, ZPageLimit } from '@app/shared/api/pagination';

const ZTaskParams = z.object({ taskId: ZTaskId });

const getTask = defineOperation({
  id: 'tasks.get',
  area: 'tasks',
  method: 'GET',
  path: '/api/tasks/{taskId}',
  auth: 'user',
  summary: 'Progress of a background task (poll every 1.5 s until running is false)',
  specCalls: ['GET /Task/GetProgress?taskId={id}'],
  tenantScoped: true,
  request: { params: ZTaskParams },
  response: ZTaskProgress,
  handler: ({ tenant, params }) => taskProgress(tenant!, params.taskId),
});

const downloadTask = defineOperation({
  id: 'tasks.download',
  area: 'tasks',
  method: 'GET',
  path: '/api/tasks/{taskId}/download',
  auth: 'user',
  summary: "A presigned link (valid at most 15 minutes) to a finished task's file",
  specCalls: ['GET /Task/GetTaskDownload?taskId={id}'],
  tenantScoped: true,
  request: { params: ZTaskParams },
  response: ZTaskDownload,
  handler: ({ tenant, params }) => taskDownload(tenant!, params.taskId),
});

const listOwnTasks = defineOperation({
  id: 'tasks.list',
  area: 'tasks',
  method: 'GET',
  path: '/api/tasks',
  auth: 'user',
  summary: 'The caller’s recent background tasks, newest first',
  specCalls: [],
  request: { query: z.object({ limit: ZPageLimit, cursor: ZCursor.optional() }) },
  response: z.object({ items: z.array(ZTaskProgress), nextCursor: z.string().optional() }),
  handler: ({ tenant, query }) => listTasks(tenant!, query.limit, query.cursor),
});

export const taskOperations = [getTask, downloadTask, listOwnTasks];
