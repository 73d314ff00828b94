/**
 * Kinds of background work. Each kind has its own SQS queue (with a dead-letter queue) and worker function,
 * so that a flood of one kind (a big import) cannot delay another (a payroll export).
 */
export const jobKinds = ['payroll-export', 'auto-planning', 'import', 'report', 'print'] as const;
export type JobKind = (typeof jobKinds)[number];

/** Deliveries of a job message before it moves to the dead-letter queue and its task shows failed. */
export const jobMaxReceiveCount = 3;

/** Environment variable holding a kind's queue URL: `QUEUE_PAYROLL_EXPORT`, ... */
export function jobQueueEnvVar(kind: JobKind): string {
  return `QUEUE_${kind.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * A worker function's timeout (Lambda's limit is 15 minutes). Work that asks for a time of its own (the
 * auto-planning's solver) stays well below it, so that reading and writing around it fit too.
 */
export const jobWorkerTimeoutSeconds = 600;

/** Seconds a received job message stays invisible to other workers; above the worker's timeout. */
export const jobVisibilityTimeoutSeconds = 900;

/**
 * Tasks one company may have running at once (issue 25): background work is shared by every company, and one
 * company's burst of exports and plans must not fill the workers for everyone else. Five covers a planner
 * exporting payroll while an auto-planning and two reports run; a sixth start answers 429 `TOO_MANY_TASKS`.
 */
export const maxRunningTasksPerTenant = 5;

/**
 * The longest a started task can hold its slot: every delivery of its message may use the whole visibility
 * timeout, and after the last one the message is in the dead-letter queue and the task is failed. A task whose
 * finish was never recorded (a worker that crashed and a dead-letter consumer that failed too) stops counting
 * after this, so a lost finish cannot keep a slot forever.
 */
export const taskSlotSeconds = jobMaxReceiveCount * jobVisibilityTimeoutSeconds;
