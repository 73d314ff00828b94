import type { z } from 'zod';
import type { JobKind } from '@app/shared/tasks/job-kinds';
import type { MessageKey } from '@app/shared/i18n/messages.en';
import type { TenantContext } from '../tenancy/tenant-context';

/** A text a job shows the user: a message key with its parameters, rendered in each reader's language. */
export type JobText = { key: MessageKey; params?: Record<string, string | number> };

/**
 * A failure trying again cannot mend (the unit is gone, the settings became invalid): the runner ends the task at
 * once as failed with this text, without the retries an unexpected error gets.
 */
export class JobFailure extends Error {
  constructor(readonly text: JobText) {
    super(text.key);
    this.name = 'JobFailure';
  }
}

/** What a job sees while it runs: its input, and ways to report progress and leave a result file. */
export interface JobContext<I> {
  tenant: TenantContext;
  taskId: string;
  input: I;
  /** Which delivery of the message this is (1 on the first try). */
  attempt: number;
  progress: (update: { value: number; steps: number; detail?: JobText }) => Promise<void>;
  log: (level: 'INF' | 'WRN' | 'ERR', text: JobText) => Promise<void>;
  /** Stores the result file in S3 (private; the user downloads it through a presigned link). */
  saveFile: (file: { fileName: string; contentType: string; body: Uint8Array | string }) => Promise<void>;
}

export interface JobType<S extends z.ZodType = z.ZodType> {
  type: string;
  kind: JobKind;
  input: S;
  /** Answers a short machine-readable result shown with the task; throwing fails this delivery. */
  run(context: JobContext<z.output<S>>): Promise<Record<string, unknown> | void>;
}

const jobTypes = new Map<string, JobType>();

/** Makes a job type runnable by the workers; each kind's worker entry (`workers/<kind>.ts`) registers its own. */
export function registerJobType<S extends z.ZodType>(jobType: JobType<S>): void {
  if (jobTypes.has(jobType.type)) throw new Error(`Job type ${jobType.type} is registered twice`);
  jobTypes.set(jobType.type, jobType);
}

export function findJobType(type: string): JobType | undefined {
  return jobTypes.get(type);
}
