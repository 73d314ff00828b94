/**
 * The clock's offline queue (issue 27): a step tapped while the phone is offline (or while earlier ones still
 * wait) is kept on the device with the time of the tap and an idempotency key, and sent in the order taken when
 * the connection returns (`online` event, page load, retries with backoff). The server books each key once, so
 * sending a step twice (a retry whose answer was lost) is harmless.
 *
 * Kept in `localStorage`, one entry per company and person: a handful of small records read synchronously when
 * the page renders (the offline notice shows at once, no async open), no library, and only the page reads them
 * (the service worker does not sync in the background). IndexedDB would add an async API for nothing here.
 */
import * as z from 'zod';
import type { TClockState } from '@app/shared/time-tracking/booking';
import type { TOfflineClockResult, TOfflineClockStep } from '@app/shared/time-tracking/offline-clock';
import { ApiError } from '#lib/api-error';
import { readStored, writeStored } from '#lib/storage';

const ZQueuedStep = z.object({
  key: z.uuid(),
  action: z.enum(['in', 'pause', 'resume', 'out']),
  at: z.string(),
  costUnit: z.string().nullable().optional(),
});
export type QueuedStep = z.infer<typeof ZQueuedStep>;
const ZRejectedStep = ZQueuedStep.extend({ reason: z.string() });
export type RejectedStep = z.infer<typeof ZRejectedStep>;
const ZClockQueue = z.object({ pending: z.array(ZQueuedStep), rejected: z.array(ZRejectedStep) });
export type ClockQueue = z.infer<typeof ZClockQueue>;

export const emptyQueue: ClockQueue = { pending: [], rejected: [] };

/** Where a person's queue is kept: per company and person, so that a shared phone never sends another's steps. */
export function queueStorageKey(customerNo: string, userId: string): string {
  return `shiftplan.clockQueue.${customerNo}.${userId}`;
}

/** The stored queue; an unreadable entry (another build's shape, edited by hand) counts as empty. */
export function readQueue(storageKey: string): ClockQueue {
  const stored = readStored(storageKey);
  if (!stored) return emptyQueue;
  try {
    return ZClockQueue.safeParse(JSON.parse(stored)).data ?? emptyQueue;
  } catch {
    return emptyQueue;
  }
}

const snapshots = new Map<string, { raw: string | null; queue: ClockQueue }>();

/** The stored queue, the same object while the stored text is unchanged (`useSyncExternalStore` compares them). */
export function queueSnapshot(storageKey: string): ClockQueue {
  const raw = readStored(storageKey);
  const cached = snapshots.get(storageKey);
  if (cached && cached.raw === raw) return cached.queue;
  const queue = readQueue(storageKey);
  snapshots.set(storageKey, { raw, queue });
  return queue;
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever a queue changes in this tab (for `useSyncExternalStore`). */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function writeQueue(storageKey: string, queue: ClockQueue): void {
  writeStored(storageKey, JSON.stringify(queue));
  for (const listener of listeners) listener();
}

/** A step tapped now, with its own idempotency key. */
export function newStep(
  action: QueuedStep['action'],
  at: Date,
  costUnit: string | null = null,
  key: string = crypto.randomUUID(),
): QueuedStep {
  return { key, action, at: at.toISOString(), ...(costUnit ? { costUnit } : {}) };
}

export function enqueue(storageKey: string, step: QueuedStep): void {
  const queue = readQueue(storageKey);
  writeQueue(storageKey, { ...queue, pending: [...queue.pending, step] });
}

export function dismissRejected(storageKey: string): void {
  writeQueue(storageKey, { ...readQueue(storageKey), rejected: [] });
}

const nextState: Record<QueuedStep['action'], TClockState['state']> = {
  in: 'in',
  pause: 'paused',
  resume: 'in',
  out: 'out',
};

/** The clock as it will be once the pending steps are booked: what the page shows and which buttons it offers. */
export function projectClock(
  state: Pick<TClockState, 'state' | 'since'>,
  pending: readonly QueuedStep[],
): Pick<TClockState, 'state' | 'since'> {
  return pending.reduce((clock, step) => ({ state: nextState[step.action], since: step.at }), {
    state: state.state,
    since: state.since,
  });
}

/**
 * Whether a failed send is worth repeating: no connection, the server or the network failing, too many requests,
 * or an expired sign-in (the step waits until the person signs in again). Anything else is the server's answer on
 * the step itself (too old, in the future, a transition the clock refuses): sending it again would not change it.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 429 || error.status === 401;
}

/** Waiting time before the `attempt`-th retry (1, 2, ...): 2 s doubling up to a minute. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, attempt - 1));
}

export interface FlushResult {
  /** The answers of the steps booked, in order. */
  sent: TOfflineClockResult[];
  /** The failure that stopped the run (to retry later), or null when every step was answered. */
  stoppedBy: unknown;
}

const running = new Map<string, Promise<FlushResult>>();

/**
 * Sends the pending steps in the order taken, each removed once the server answered it: booked, or refused for
 * good (kept under `rejected` with the reason, for the person to read). Stops at the first failure worth
 * retrying, keeping that step and the ones after it. One run per queue at a time.
 */
export function flushQueue(
  storageKey: string,
  send: (step: TOfflineClockStep) => Promise<TOfflineClockResult>,
  reasonOf: (error: unknown) => string,
): Promise<FlushResult> {
  const already = running.get(storageKey);
  if (already) return already;
  const run = (async (): Promise<FlushResult> => {
    const sent: TOfflineClockResult[] = [];
    for (;;) {
      const [step] = readQueue(storageKey).pending;
      if (!step) return { sent, stoppedBy: null };
      let rejected: RejectedStep | undefined;
      try {
        sent.push(
          await send({
            action: step.action,
            at: step.at,
            idempotencyKey: step.key,
            ...(step.costUnit ? { costUnit: step.costUnit } : {}),
          }),
        );
      } catch (error) {
        if (isRetryable(error)) return { sent, stoppedBy: error };
        rejected = { ...step, reason: reasonOf(error) };
      }
      const queue = readQueue(storageKey);
      writeQueue(storageKey, {
        pending: queue.pending.filter((candidate) => candidate.key !== step.key),
        rejected: rejected ? [...queue.rejected, rejected] : queue.rejected,
      });
    }
  })().finally(() => running.delete(storageKey));
  running.set(storageKey, run);
  return run;
}
