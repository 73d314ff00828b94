import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { clockActions, TClockState } from '@app/shared/time-tracking/booking';
import { useToast } from '#app/toast';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { ApiError, type ApiErrorCode } from '#lib/api-error';
import { errorMessage } from '#lib/error-message';
import { formatTime } from '#lib/format';
import { BookingItem } from './booking-item';
import { OfflineClockNotice, useOfflineClock } from './clock-page-offline';
import { projectClock } from './offline-clock-queue';
import { clockStateQuery, refreshTime, sendClockAction } from './time-api';
import { hoursAndMinutes } from './time-format';
import { useMinuteTick } from './use-minute-tick';
import styles from './time.module.css';

type ClockActionName = (typeof clockActions)[number];

/** A stale clock version or a transition the state no longer allows: clocked on another device meanwhile. */
const clockConflicts = new Set<ApiErrorCode>(['CONFLICT', 'CLOCK_TRANSITION_REFUSED']);

/** The actions each state allows, in the order of the buttons. */
export const allowedActions: Record<TClockState['state'], readonly ClockActionName[]> = {
  out: ['in'],
  in: ['pause', 'out'],
  paused: ['resume', 'out'],
};

/**
 * The clock (issue 14), phone first: the person's state, today's worked time ticking each minute, the buttons the
 * state allows, an optional cost unit at clock-in, and today's bookings. A conflict (someone clocked on another
 * device meanwhile) reloads the state and says so. Offline (issue 27), or while earlier offline steps still wait, a
 * step is kept on the device with the time of the tap and sent later (clock-page-offline.tsx); the page shows the
 * clock as it will be once they are booked.
 */
export function ClockPage() {
  const { t } = useTranslation();
  const clock = useQuery(clockStateQuery);
  return (
    <Page title={t('time.clock.title')} titleId="time-clock-title">
      <QueryContent query={clock}>
        {(state) => <ClockView state={state} fetchedAt={clock.dataUpdatedAt} />}
      </QueryContent>
    </Page>
  );
}

function ClockView({ state, fetchedAt }: { state: TClockState; fetchedAt: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const now = useMinuteTick();
  const offline = useOfflineClock();
  const [costUnit, setCostUnit] = useState('');
  const [conflict, setConflict] = useState(false);
  const action = useMutation({
    mutationFn: ({ name }: { name: ClockActionName; at: Date }) =>
      sendClockAction({
        action: name,
        version: state.version,
        ...(name === 'in' && costUnit ? { costUnit } : {}),
      }),
    onMutate: () => setConflict(false),
    onSuccess: (result, { name }) => {
      queryClient.setQueryData(clockStateQuery.queryKey, result.clock);
      toast.success(t(`time.clock.done.${name}`));
      void refreshTime(queryClient);
    },
    onError: (error, { name, at }) => {
      // The connection broke on the way: the step is kept with the time of the tap, like one taken offline.
      if (error instanceof ApiError && error.code === 'NETWORK_ERROR') {
        offline.keep(name, at, costUnit || null);
        toast.info(t('timeOffline.queued'));
      } else if (error instanceof ApiError && clockConflicts.has(error.code)) {
        setConflict(true);
        void refreshTime(queryClient);
      } else toast.error(errorMessage(error, t));
    },
  });
  const tap = (name: ClockActionName) => {
    // Earlier steps still waiting go first: a live step would overtake them.
    if (!offline.online || offline.queue.pending.length > 0) {
      offline.keep(name, new Date(), costUnit || null);
      if (!offline.online) toast.info(t('timeOffline.queued'));
    } else action.mutate({ name, at: new Date() });
  };
  const shown = projectClock(state, offline.queue.pending);

  // The server counted up to when it answered; while clocked in, the minutes since then are added.
  const running =
    state.state === 'in' && shown.state === 'in' ? Math.max(0, Math.floor((now - fetchedAt) / 60_000)) : 0;
  const worked = hoursAndMinutes(state.workedMinutes + running);
  const since = shown.since ? formatTime(new Date(shown.since)) : '';
  const stateText =
    shown.state === 'out'
      ? t('time.clock.state.out')
      : t(shown.state === 'in' ? 'time.clock.state.in' : 'time.clock.state.paused', { time: since });
  const stateClass =
    shown.state === 'in' ? styles.clockIn : shown.state === 'paused' ? styles.clockPaused : undefined;

  return (
    <div className={styles.stack}>
      <OfflineClockNotice clock={offline} />
      {conflict && <Notice tone="warning">{t('time.clock.conflict')}</Notice>}
      <section className={`${styles.card} ${styles.clock}`} aria-labelledby="time-clock-state">
        <p id="time-clock-state" className={`${styles.clockState} ${stateClass ?? ''}`} role="status">
          {stateText}
        </p>
        <div className={styles.worked}>
          <span id="time-clock-worked">{t('time.clock.worked')}</span>
          <span className={styles.workedValue} aria-labelledby="time-clock-worked" role="timer">
            {t('time.clock.workedValue', { time: worked })}
          </span>
        </div>
        {shown.state === 'out' && state.costUnits.length > 0 && (
          <SelectField
            className={styles.costUnit}
            label={t('time.clock.costUnit')}
            value={costUnit}
            onChange={(event) => setCostUnit(event.target.value)}
          >
            <option value="">{t('time.clock.costUnitNone')}</option>
            {state.costUnits.map((unit) => (
              <option key={unit.code} value={unit.code}>
                {unit.code} – {unit.name}
              </option>
            ))}
          </SelectField>
        )}
        <div className={styles.clockActions}>
          {allowedActions[shown.state].map((name) => (
            <Button
              key={name}
              className={styles.bigButton}
              variant={name === 'out' ? 'secondary' : 'primary'}
              block
              busy={action.isPending && action.variables.name === name}
              disabled={action.isPending}
              onClick={() => tap(name)}
            >
              {t(`time.clock.action.${name}`)}
            </Button>
          ))}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="time-clock-today">
        <h2 id="time-clock-today" className={styles.cardTitle}>
          {t('time.clock.today')}
        </h2>
        {state.bookings.length === 0 ? (
          <p className={styles.empty}>{t('time.clock.noBookings')}</p>
        ) : (
          <ul className={styles.list}>
            {state.bookings.map((booking) => (
              <BookingItem key={booking.id} booking={booking} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
