import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZCursor, ZPageLimit } from '../api/pagination';
import { ZTaskDownload, ZTaskId, ZTaskProgress } from './task';

const ZTaskParams = z.object({ taskId: ZTaskId });

export const taskContracts = defineContracts('tasks', {
  get: {
    method: 'GET',
    path: '/api/tasks/{taskId}',
    auth: 'user',
    summary: 'Progress of a background task (poll every 1.5 s until running is false)',
    specCalls: ['GET /Task/GetProgress?taskId={id}'],
    request: { params: ZTaskParams },
    response: ZTaskProgress,
  },
  download: {
    method: 'GET',
    path: '/api/tasks/{taskId}/download',
    auth: 'user',
    summary: "A presigned link (valid at most 15 minutes) to a finished task's file",
    specCalls: ['GET /Task/GetTaskDownload?taskId={id}'],
    request: { params: ZTaskParams },
    response: ZTaskDownload,
  },
  list: {
    method: 'GET',
    path: '/api/tasks',
    auth: 'user',
    summary: 'The caller’s recent background tasks, newest first',
    specCalls: [],
    request: { query: z.object({ limit: ZPageLimit, cursor: ZCursor.optional() }) },
    response: z.object({ items: z.array(ZTaskProgress), nextCursor: z.string().optional() }),
  },
});
