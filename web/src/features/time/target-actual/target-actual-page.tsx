import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTargetActual, TTrackingDay } from '@app/shared/time-tracking/tracking';
import { addDays } from '@app/shared/time/tenant-time';
import { usePermission, useSession } from '#app/session';
import { useToast } from '#app/toast';
import { useNarrowViewport } from '#ui/use-narrow-viewport';
import { usersQuery } from '#features/settings/users/users-api';
import { Button } from '#ui/button';
import { Page } from '#ui/page';
import { SelectField } from '#ui/select-field';
import { UserCombo } from '#ui/widgets/combo-field';
import { errorMessage } from '#lib/error-message';
import { formatTime, todayInDisplayZone } from '#lib/format';
import { BookingDialog } from '../booking-dialog';
import { bookingsQuery, clockStateQuery, refreshTime } from '../time-api';
import { ConfirmDaysDialog, type ConfirmRange } from './confirm-days-dialog';
import { CorrectDayDialog } from './correct-day-dialog';
import { AbsenceCreditDialog } from './absence-credit-dialog';
import { DayContentDialog } from './day-content-dialog';
import { TargetActualReportDialog } from './report-dialog';
import { decideOvertime, sendTrackingAction, targetActualQuery } from './target-actual-api';
import { addMonths, formatMinutes, monthOf, weekOf, type DisplayMode } from './target-actual-format';
import { QueryContent } from '#ui/query-content';
import { TargetActualTable } from './target-actual-table';
import type { DayAction } from './target-actual-row';
import { TotalsPanel } from './totals-panel';
import styles from './target-actual.module.css';

type Dialog =
  | { kind: 'day'; date: string }
  | { kind: 'booking'; date: string; bookingId?: string }
  | { kind: 'correct'; day: TTrackingDay }
  | { kind: 'credit'; day: TTrackingDay }
  | { kind: 'confirm'; ranges: ConfirmRange[] }
  | { kind: 'report'; format: 'xlsx' | 'pdf' }
  | null;

/** Consecutive dates as runs (the selection is sent run by run). */
export function runsOf(dates: readonly string[]): ConfirmRange[] {
  const runs: ConfirmRange[] = [];
  for (const date of [...dates].sort()) {
    const last = runs[runs.length - 1];
    if (last && addDays(last.to, 1) === date) last.to = date;
    else runs.push({ from: date, to: date });
  }
  return runs;
}

/**
 * Target/actual (`/time/target-actual?userId&month`): a person's month with totals and a row per day. Everyone sees
 * their own; approvers (`time.approve`) pick people, correct days, decide overtime and confirm days.
 */
export function TargetActualPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const narrow = useNarrowViewport();
  const approver = usePermission('time.approve');
  const listUsers = usePermission('user.show');
  const [params, setParams] = useSearchParams();
  const today = todayInDisplayZone();
  const userId = params.get('userId') ?? session.currentUserId;
  const monthParam = params.get('month');
  const month = monthParam && /^\d{4}-(0[1-9]|1[0-2])$/.test(monthParam) ? monthParam : monthOf(today);
  const own = userId === session.currentUserId;
  const mayApprove = approver && !own;
  const data = useQuery(targetActualQuery(userId, month));
  const users = useQuery({ ...usersQuery, enabled: approver && listUsers, retry: false });
  const clockState = useQuery({ ...clockStateQuery, enabled: own });
  const [mode, setMode] = useState<DisplayMode | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  // The day's bookings for the EditBooking dialog (the month's row only has their times).
  const bookingDay = dialog?.kind === 'booking' ? dialog.date : today;
  const dayBookings = useQuery({
    ...bookingsQuery(userId, bookingDay, bookingDay),
    enabled: dialog?.kind === 'booking',
  });

  const go = (next: { userId?: string; month?: string }) => {
    setSelection(new Set());
    setAnchor(null);
    const query = new URLSearchParams(params);
    if (next.userId !== undefined) query.set('userId', next.userId);
    if (next.month !== undefined) query.set('month', next.month);
    setParams(query, { replace: true });
  };
  const refresh = () => void refreshTime(queryClient);

  // The session's flags: TimeDisplayMode (with its hours a day) and ShowBookingSeconds.
  const show = (minutes: number, signed = false) =>
    formatMinutes(
      minutes,
      mode ?? session.timeDisplayMode,
      session.timeDisplayModeFactor,
      i18n.language,
      signed,
    );
  const clock = (instant: string | null, fallback: string | null) => {
    if (!instant) return fallback ?? '';
    const date = new Date(instant);
    if (!session.showBookingSeconds) return formatTime(date);
    return `${formatTime(date)}:${String(date.getUTCSeconds()).padStart(2, '0')}`;
  };

  async function act(month: TTargetActual, action: DayAction) {
    const day = month.days.find((candidate) => candidate.date === action.date);
    try {
      switch (action.kind) {
        case 'open':
          return setDialog({ kind: 'day', date: action.date });
        case 'addBooking':
          return setDialog({ kind: 'booking', date: action.date });
        case 'editBooking':
          return setDialog({ kind: 'booking', date: action.date, bookingId: action.bookingId });
        case 'correct':
          return day && setDialog({ kind: 'correct', day });
        case 'credit':
          return day && setDialog({ kind: 'credit', day });
        case 'confirm':
          return setDialog({ kind: 'confirm', ranges: [{ from: action.date, to: action.date }] });
        case 'unconfirm': {
          const result = await sendTrackingAction({
            userIds: [userId],
            from: action.date,
            to: action.date,
            action: 'UNCONFIRM',
          });
          toast.success(t('targetActual.done.unconfirm', { count: result.done }));
          return refresh();
        }
        case 'overtime':
          await decideOvertime({ userId, date: action.date, decision: action.decision });
          toast.success(t('targetActual.done.overtime'));
          return refresh();
      }
    } catch (error) {
      toast.error(errorMessage(error, t));
    }
  }

  async function unconfirmSelected() {
    try {
      let done = 0;
      for (const run of runsOf([...selection])) {
        done += (
          await sendTrackingAction({ userIds: [userId], from: run.from, to: run.to, action: 'UNCONFIRM' })
        ).done;
      }
      toast.success(t('targetActual.done.unconfirm', { count: done }));
      setSelection(new Set());
      refresh();
    } catch (error) {
      toast.error(errorMessage(error, t));
    }
  }

  const people = (users.data ?? [])
    .filter((user) => user.active || user.id === userId)
    .map((user) => ({ id: user.id, name: user.displayName }));

  return (
    <Page title={t('targetActual.title')} titleId="target-actual-title">
      <div className={styles.header}>
        {approver && users.data && (
          <UserCombo
            label={t('targetActual.person')}
            options={people}
            value={userId}
            onChange={(chosen) => chosen && go({ userId: chosen })}
            className={styles.person}
          />
        )}
        <div className={styles.monthStepper} role="group" aria-label={t('targetActual.month')}>
          <Button variant="secondary" size="small" onClick={() => go({ month: addMonths(month, -1) })}>
            {t('targetActual.previousMonth')}
          </Button>
          <strong className={styles.monthLabel} aria-live="polite">
            {new Intl.DateTimeFormat(i18n.language, {
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            }).format(new Date(`${month}-15T12:00:00Z`))}
          </strong>
          {month !== monthOf(today) && (
            <Button variant="secondary" size="small" onClick={() => go({ month: monthOf(today) })}>
              {t('targetActual.thisMonth')}
            </Button>
          )}
          <Button variant="secondary" size="small" onClick={() => go({ month: addMonths(month, 1) })}>
            {t('targetActual.nextMonth')}
          </Button>
        </div>
        <SelectField
          label={t('targetActual.display')}
          value={mode ?? session.timeDisplayMode}
          onChange={(event) => setMode(event.target.value === 'days' ? 'days' : 'hours')}
        >
          <option value="hours">{t('targetActual.display.hours')}</option>
          <option value="days">{t('targetActual.display.days')}</option>
        </SelectField>
      </div>
      <QueryContent query={data}>
        {(valued) => {
          const context = {
            approver: mayApprove,
            selected: selection,
            onSelect: (date: string, range: boolean) => {
              const next = new Set(selection);
              if (range && anchor) {
                const [low, high] = anchor <= date ? [anchor, date] : [date, anchor];
                for (const day of valued.days)
                  if (day.tracked && low <= day.date && day.date <= high) next.add(day.date);
              } else if (next.has(date)) next.delete(date);
              else next.add(date);
              setAnchor(date);
              setSelection(next);
            },
            onAction: (action: DayAction) => void act(valued, action),
            show,
            clock,
          };
          return (
            <>
              <TotalsPanel valued={valued} show={show} />
              <div className={styles.toolbar}>
                {mayApprove && (
                  <>
                    <Button
                      size="small"
                      disabled={selection.size === 0}
                      onClick={() => setDialog({ kind: 'confirm', ranges: runsOf([...selection]) })}
                    >
                      {t('targetActual.toolbar.confirmSelected')}
                    </Button>
                    <Button
                      variant="secondary"
                      size="small"
                      disabled={selection.size === 0}
                      onClick={() => void unconfirmSelected()}
                    >
                      {t('targetActual.toolbar.unconfirmSelected')}
                    </Button>
                    <WeekConfirm
                      month={month}
                      days={valued.days}
                      onConfirm={(range) => setDialog({ kind: 'confirm', ranges: [range] })}
                    />
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() =>
                        setDialog({
                          kind: 'confirm',
                          ranges: [
                            {
                              from: `${month}-01`,
                              to: valued.days[valued.days.length - 1]?.date ?? `${month}-28`,
                            },
                          ],
                        })
                      }
                    >
                      {t('targetActual.toolbar.confirmMonth')}
                    </Button>
                  </>
                )}
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => setDialog({ kind: 'report', format: 'xlsx' })}
                >
                  {t('targetActual.toolbar.excel')}
                </Button>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => setDialog({ kind: 'report', format: 'pdf' })}
                >
                  {t('targetActual.toolbar.pdf')}
                </Button>
              </div>
              <TargetActualTable valued={valued} context={context} narrow={narrow} />
              {dialog?.kind === 'day' && (
                <DayContentDialog
                  userId={userId}
                  name={valued.user.name}
                  date={dialog.date}
                  show={show}
                  approver={mayApprove}
                  onClose={() => setDialog(null)}
                />
              )}
              {dialog?.kind === 'correct' && (
                <CorrectDayDialog
                  userId={userId}
                  day={dialog.day}
                  onClose={() => setDialog(null)}
                  onSaved={() => {
                    toast.success(t('targetActual.correct.saved'));
                    refresh();
                  }}
                />
              )}
              {dialog?.kind === 'credit' && (
                <AbsenceCreditDialog
                  userId={userId}
                  day={dialog.day}
                  onClose={() => setDialog(null)}
                  onSaved={(how) => {
                    toast.success(
                      t(how === 'set' ? 'targetActual.credit.saved' : 'targetActual.credit.dropped'),
                    );
                    refresh();
                  }}
                />
              )}
              {dialog?.kind === 'confirm' && (
                <ConfirmDaysDialog
                  userId={userId}
                  name={valued.user.name}
                  ranges={dialog.ranges}
                  onClose={() => setDialog(null)}
                  onDone={(count) => {
                    toast.success(t('targetActual.done.confirm', { count }));
                    setSelection(new Set());
                    refresh();
                  }}
                />
              )}
              {dialog?.kind === 'report' && (
                <TargetActualReportDialog
                  userId={userId}
                  name={valued.user.name}
                  month={month}
                  format={dialog.format}
                  onClose={() => setDialog(null)}
                />
              )}
              {dialog?.kind === 'booking' && (dialog.bookingId === undefined || dayBookings.data) && (
                <BookingDialog
                  userId={userId}
                  booking={dayBookings.data?.find((booking) => booking.id === dialog.bookingId)}
                  day={dialog.date}
                  costUnits={clockState.data?.costUnits ?? valued.costUnits}
                  own={own}
                  onClose={() => setDialog(null)}
                  onSaved={({ requested }) => {
                    toast.success(t(requested ? 'time.bookings.savedRequested' : 'time.bookings.saved'));
                    refresh();
                  }}
                  onRemoved={(how) => {
                    toast.success(
                      t(how === 'cancelled' ? 'time.bookings.cancelled' : 'time.bookings.deleted'),
                    );
                    refresh();
                  }}
                />
              )}
            </>
          );
        }}
      </QueryContent>
    </Page>
  );
}

/** "Confirm week": a week of the month (Monday to Sunday, as the week is booked) and its button. */
function WeekConfirm({
  month,
  days,
  onConfirm,
}: {
  month: string;
  days: readonly TTrackingDay[];
  onConfirm: (range: ConfirmRange) => void;
}) {
  const { t } = useTranslation();
  const mondayOf = (day: string) => weekOf(day).from;
  const mondays = [...new Set(days.map((day) => mondayOf(day.date)))];
  const today = todayInDisplayZone();
  const initial = mondays.includes(mondayOf(today)) ? mondayOf(today) : (mondays[0] ?? `${month}-01`);
  const [monday, setMonday] = useState(initial);
  const chosen = mondays.includes(monday) ? monday : initial;
  return (
    <span className={styles.week}>
      <SelectField
        label={t('targetActual.toolbar.week')}
        value={chosen}
        onChange={(event) => setMonday(event.target.value)}
      >
        {mondays.map((start) => (
          <option key={start} value={start}>
            {`${start.slice(8, 10)}.${start.slice(5, 7)}. – ${addDays(start, 6).slice(8, 10)}.${addDays(start, 6).slice(5, 7)}.`}
          </option>
        ))}
      </SelectField>
      <Button
        variant="secondary"
        size="small"
        onClick={() => onConfirm({ from: chosen, to: addDays(chosen, 6) })}
      >
        {t('targetActual.toolbar.confirmWeek')}
      </Button>
    </span>
  );
}
