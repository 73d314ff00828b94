import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { timeContracts } from '@app/shared/time-tracking/time.contracts';
import { useSession } from '#app/session';
import { useToast } from '#app/toast';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { formatDate, formatTime, todayInDisplayZone } from '#lib/format';
import {
  dismissRejected,
  enqueue,
  flushQueue,
  newStep,
  queueSnapshot,
  queueStorageKey,
  retryDelayMs,
  subscribeQueue,
  type ClockQueue,
  type QueuedStep,
} from './offline-clock-queue';
import { useOnline } from '#lib/use-online';
import { clockStateQuery, refreshTime } from './time-api';
import styles from './clock-page.module.css';

export interface OfflineClock {
  online: boolean;
  queue: ClockQueue;
  /** Keeps a step tapped now (with the cost unit chosen) and tries to send the queue. */
  keep: (action: QueuedStep['action'], at: Date, costUnit: string | null) => void;
  dismiss: () => void;
}

/**
 * The signed-in person's offline queue: sent on load, when the connection returns and after a failure with a
 * growing delay; each booked step updates the clock (the last answer's state) and the time lists.
 */
export function useOfflineClock(): OfflineClock {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const session = useSession();
  const storageKey = queueStorageKey(session.customerNo, session.currentUserId);
  const queue = useSyncExternalStore(subscribeQueue, () => queueSnapshot(storageKey));
  const online = useOnline();
  // The effect's sender, so that a step kept from a tap is sent (and retried) like the rest.
  const kick = useRef<() => void>(() => undefined);

  /** One run over the queue; true when it stopped at a failure worth retrying. */
  const flush = useCallback(async (): Promise<boolean> => {
    const before = queueSnapshot(storageKey).rejected.length;
    const result = await flushQueue(
      storageKey,
      (body) => callApi(timeContracts.clockOffline, { body }),
      (error) => errorMessage(error, t),
    );
    const last = result.sent.at(-1);
    if (last) {
      queryClient.setQueryData(clockStateQuery.queryKey, last.clock);
      toast.success(t('timeOffline.sent', { count: result.sent.length }));
    }
    if (last || queueSnapshot(storageKey).rejected.length > before) void refreshTime(queryClient);
    return result.stoppedBy !== null;
  }, [storageKey, queryClient, t, toast]);

  useEffect(() => {
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const run = async () => {
      clearTimeout(timer);
      // Offline, the `online` event starts the next run.
      if (!navigator.onLine) return;
      const stopped = await flush();
      if (!live) return;
      attempt = stopped ? attempt + 1 : 0;
      if (stopped) timer = setTimeout(() => void run(), retryDelayMs(attempt));
    };
    const start = () => void run();
    kick.current = start;
    start();
    window.addEventListener('online', start);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('online', start);
    };
  }, [flush]);

  const keep = useCallback(
    (action: QueuedStep['action'], at: Date, costUnit: string | null) => {
      enqueue(storageKey, newStep(action, at, action === 'in' ? costUnit : null));
      kick.current();
    },
    [storageKey],
  );
  const dismiss = useCallback(() => dismissRejected(storageKey), [storageKey]);
  return { online, queue, keep, dismiss };
}

/** "Clock in at 07:58" (with the date when not today). */
function useStepText(): (step: QueuedStep) => string {
  const { t } = useTranslation();
  return (step) => {
    const at = new Date(step.at);
    const action = t(`time.clock.action.${step.action}`);
    const time = formatTime(at);
    return formatDate(at) === formatDate(todayInDisplayZone())
      ? t('timeOffline.step', { action, time })
      : t('timeOffline.stepOn', { action, time, date: formatDate(at) });
  };
}

/** What waits on this device and what the server refused, above the clock. */
export function OfflineClockNotice({ clock }: { clock: OfflineClock }) {
  const { t } = useTranslation();
  const stepText = useStepText();
  const { online, queue, dismiss } = clock;
  const count = queue.pending.length;
  return (
    <>
      {(count > 0 || !online) && (
        <Notice tone={online ? 'info' : 'warning'}>
          <p>
            {count === 0
              ? t('timeOffline.offline')
              : t(online ? 'timeOffline.sending' : 'timeOffline.pending', { count })}
          </p>
          {count > 0 && (
            <ul className={styles.offlineSteps}>
              {queue.pending.map((step) => (
                <li key={step.key}>{stepText(step)}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      {queue.rejected.length > 0 && (
        <Notice tone="error" title={t('timeOffline.rejectedTitle')}>
          <ul className={styles.offlineSteps}>
            {queue.rejected.map((step) => (
              <li key={step.key}>
                {t('timeOffline.rejected', { step: stepText(step), reason: step.reason })}
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={dismiss}>
            {t('timeOffline.dismiss')}
          </Button>
        </Notice>
      )}
    </>
  );
}
