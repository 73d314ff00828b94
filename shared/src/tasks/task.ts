import * as z from 'zod';
import { jobKinds } from './job-kinds';

export const ZTaskId = z.uuid();

export const ZTaskLogLevel = z.enum(['INF', 'WRN', 'ERR']);

/**
 * A text of a task as stored: a message key of `i18n/messages.*.ts` with its parameters, so that every reader sees
 * it in their own language. Raw errors never become a task text; they stay in the worker's log.
 */
export const ZTaskText = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TTaskText = z.infer<typeof ZTaskText>;

/** A log line as stored. */
export const ZTaskLogEntry = z.object({ at: z.iso.datetime(), level: ZTaskLogLevel, text: ZTaskText });
export type TTaskLogEntry = z.infer<typeof ZTaskLogEntry>;

/** A log line as the reader sees it: its text in the reader's language, and the key it came from. */
export const ZTaskLogLine = z.object({
  at: z.iso.datetime(),
  level: ZTaskLogLevel,
  messageKey: z.string(),
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
  /** In the reader's language; `errorKey` is its message key. */
  errorMessage: z.string().nullable(),
  errorKey: z.string().nullable(),
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
