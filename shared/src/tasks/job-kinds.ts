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
