import * as z from 'zod';
import { jobKinds } from './job-kinds';

export const ZTaskId = z.uuid();

export const ZTaskLogLevel = z.enum(['INF', 'WRN', 'ERR']);

export const ZTaskLogLine = z.object({
  at: z.iso.datetime(),
  level: ZTaskLogLevel,
  message: z.string(),
});

/**
 * The spec's task progress (Running, Succeeded, HasDownload, ErrorMessage, Name, Detail, Value, Steps, Percent,
 * Log, Result, ProgressId), as the client polls it every 1.5 s until `running` is false.
 */
export const ZTaskProgress = z.object({
  progressId: ZTaskId,
  kind: z.enum(jobKinds),
  type: z.string(),
  name: z.string(),
  running: z.boolean(),
  succeeded: z.boolean(),
  hasDownload: z.boolean(),
  errorMessage: z.string().nullable(),
  detail: z.string().nullable(),
  /** Steps done so far, out of `steps`. */
  value: z.number().int().nonnegative(),
  steps: z.number().int().nonnegative(),
  percent: z.number().min(0).max(100),
  log: z.array(ZTaskLogLine),
  /** Short machine-readable outcome of the job (counts, ids), when it has one. */
  result: z.record(z.string(), z.unknown()).nullable(),
  fileName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TTaskProgress = z.infer<typeof ZTaskProgress>;

export const ZTaskDownload = z.object({
  url: z.string(),
  fileName: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TTaskDownload = z.infer<typeof ZTaskDownload>;

/** How long a presigned download link stays valid: at most 15 minutes. */
export const taskDownloadLinkSeconds = 15 * 60;
