import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDayProblem, TTrackingDay } from '@app/shared/time-tracking/tracking';
import { Badge } from '#ui/badge';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from '#ui/button';
import ui from '#ui/ui.module.css';
import { formatDate, formatDateTime, formatWeekday } from '#lib/format';
import type { Language } from '@app/shared/i18n/languages';
import styles from './target-actual.module.css';

/** What a row offers; the page opens the dialog or sends the call. */
export type DayAction =
  | { kind: 'open'; date: string }
  | { kind: 'addBooking'; date: string }
  | { kind: 'editBooking'; date: string; bookingId: string }
  | { kind: 'correct'; date: string }
  | { kind: 'credit'; date: string }
  | { kind: 'overtime'; date: string; decision: 'approve' | 'deny' }
  | { kind: 'confirm' | 'unconfirm'; date: string };

export interface DayRowContext {
  /** The caller approves this person's time: corrections, overtime, confirmation, selection. */
  approver: boolean;
  selected: ReadonlySet<string>;
  onSelect: (date: string, range: boolean) => void;
  onAction: (action: DayAction) => void;
  /** Minutes as shown (hours or days; `signed` for differences and balances). */
  show: (minutes: number, signed?: boolean) => string;
  /** A booking's begin or end as shown (seconds only with ShowBookingSeconds). */
  clock: (instant: string | null, fallback: string | null) => string;
}

const problemKeys = {
  openBooking: 'targetActual.problem.missingClockOut',
  requestedBooking: 'targetActual.problem.requested',
  noBookings: 'targetActual.problem.noBookings',
  bookingWithoutPlan: 'targetActual.problem.bookingWithoutPlan',
  overtimeWaiting: 'targetActual.problem.overtimeWaiting',
} as const satisfies Record<TDayProblem, string>;

export const isWeekend = (date: string) => {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** The parts of one day that the table row and the phone's card both show. */
export function useDayParts(day: TTrackingDay, context: DayRowContext) {
  const { t, i18n } = useTranslation();
  const language = (i18n.language === 'en' ? 'en' : 'de') satisfies Language;
  // A confirmed day is read-only for the employee; approvers unconfirm it first.
  const editable = day.tracked && day.confirmed === null;
  const dayLabel = `${formatWeekday(day.date, language, 'short')} ${formatDate(day.date)}`;

  const plan =
    day.plan.length === 0
      ? null
      : day.plan
          .map((item) =>
            item.begin && item.end
              ? `${item.label} ${item.begin}–${item.end}`
              : item.label || t('targetActual.free'),
          )
          .join(', ');

  const bookings = day.bookings
    .filter((booking) => booking.state !== -2)
    .map((booking) => {
      const range = `${context.clock(booking.clockIn, booking.begin)} – ${
        booking.clockOut ? context.clock(booking.clockOut, booking.end) : t('targetActual.openEnd')
      }`;
      return (
        <span key={booking.id} className={styles.booking}>
          {editable ? (
            <Button
              variant="link"
              size="small"
              aria-label={t('targetActual.action.editBooking', { time: range })}
              onClick={() => context.onAction({ kind: 'editBooking', date: day.date, bookingId: booking.id })}
            >
              {range}
            </Button>
          ) : (
            range
          )}
          {booking.state === 0 && <Badge tone="warning">{t('targetActual.booking.requested')}</Badge>}
          {booking.state === -1 && <Badge>{t('targetActual.booking.denied')}</Badge>}
        </span>
      );
    });

  const status = (
    <span className={styles.status}>
      {day.confirmed && (
        <span
          className={styles.tick}
          role="img"
          aria-label={t('targetActual.confirmedBy', {
            name: day.confirmed.byName,
            at: formatDateTime(new Date(day.confirmed.at)),
          })}
          title={t('targetActual.confirmedBy', {
            name: day.confirmed.byName,
            at: formatDateTime(new Date(day.confirmed.at)),
          })}
        >
          ✓
        </span>
      )}
      {day.correction && <Badge>{t('targetActual.corrected')}</Badge>}
      {day.problems.map((problem) => (
        <Badge
          key={problem}
          tone={problem === 'noBookings' || problem === 'bookingWithoutPlan' ? 'neutral' : 'warning'}
        >
          {t(problemKeys[problem])}
        </Badge>
      ))}
    </span>
  );

  // One menu per day: a row of buttons would not fit beside ten columns.
  const items: { id: string; label: string; action: DayAction }[] = [
    { id: 'open', label: t('targetActual.action.open'), action: { kind: 'open', date: day.date } },
  ];
  if (editable)
    items.push({
      id: 'addBooking',
      label: t('targetActual.action.addBooking'),
      action: { kind: 'addBooking', date: day.date },
    });
  if (context.approver && editable) {
    items.push({
      id: 'correct',
      label: t('targetActual.action.correct'),
      action: { kind: 'correct', date: day.date },
    });
    if (day.absences.length > 0)
      items.push({
        id: 'credit',
        label: t('targetActual.action.credit'),
        action: { kind: 'credit', date: day.date },
      });
    if (day.overtime.state === 'waiting')
      items.push(
        {
          id: 'approveOvertime',
          label: t('targetActual.action.approveOvertime'),
          action: { kind: 'overtime', date: day.date, decision: 'approve' },
        },
        {
          id: 'denyOvertime',
          label: t('targetActual.action.denyOvertime'),
          action: { kind: 'overtime', date: day.date, decision: 'deny' },
        },
      );
  }
  if (context.approver && day.tracked)
    items.push(
      day.confirmed
        ? {
            id: 'unconfirm',
            label: t('targetActual.action.unconfirm'),
            action: { kind: 'unconfirm', date: day.date },
          }
        : {
            id: 'confirm',
            label: t('targetActual.action.confirm'),
            action: { kind: 'confirm', date: day.date },
          },
    );
  const actions = (
    <MenuTrigger>
      <AriaButton
        className={[ui.button, ui.ghost, ui.small].join(' ')}
        aria-label={t('targetActual.action.menu', { day: dayLabel })}
      >
        ⋯
      </AriaButton>
      <Popover className={styles.popover} placement="bottom end">
        <Menu
          className={styles.menu}
          aria-label={t('targetActual.action.menu', { day: dayLabel })}
          onAction={(key) => {
            const chosen = items.find((item) => item.id === String(key));
            if (chosen) context.onAction(chosen.action);
          }}
        >
          {items.map((item) => (
            <MenuItem key={item.id} id={item.id} className={styles.item}>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );

  const select = context.approver && day.tracked && (
    <input
      type="checkbox"
      aria-label={t('targetActual.selectDay', { day: dayLabel })}
      checked={context.selected.has(day.date)}
      // The click carries the shift key; the change that follows only re-renders.
      onChange={() => undefined}
      onClick={(event: MouseEvent<HTMLInputElement>) => context.onSelect(day.date, event.shiftKey)}
    />
  );

  const shade = [
    day.holiday ? styles.holiday : isWeekend(day.date) ? styles.weekend : '',
    day.tracked ? '' : styles.untracked,
  ]
    .filter(Boolean)
    .join(' ');
  const absence = day.absences.map((item) => item.typeName + (item.half ? ' ½' : '')).join(', ');
  return { dayLabel, plan, bookings, status, actions, select, shade, absence, editable };
}

export function DayRow({ day, context }: { day: TTrackingDay; context: DayRowContext }) {
  const parts = useDayParts(day, context);
  return (
    <tr className={parts.shade} data-date={day.date}>
      {context.approver && <td>{parts.select}</td>}
      <th scope="row">
        {parts.dayLabel}
        {day.holiday && <span className={styles.holidayName}>{day.holiday}</span>}
      </th>
      <td>{parts.plan}</td>
      <td>{parts.bookings}</td>
      <td>{parts.absence}</td>
      <td className={styles.number}>{context.show(day.target)}</td>
      <td className={styles.number}>{context.show(day.actual)}</td>
      <td className={styles.number}>{context.show(day.pause)}</td>
      <td className={styles.number}>{context.show(day.difference, true)}</td>
      <td className={styles.number}>{context.show(day.balance, true)}</td>
      <td>{parts.status}</td>
      <td>{parts.actions}</td>
    </tr>
  );
}

/** The phone's card of a day: the same parts, stacked. */
export function DayCard({ day, context }: { day: TTrackingDay; context: DayRowContext }) {
  const { t } = useTranslation();
  const parts = useDayParts(day, context);
  return (
    <li className={`${styles.card} ${parts.shade}`} data-date={day.date}>
      <div className={styles.cardHead}>
        {parts.select}
        <strong>{parts.dayLabel}</strong>
        {day.holiday && <span className={styles.holidayName}>{day.holiday}</span>}
        {parts.status}
      </div>
      {parts.plan && <div>{parts.plan}</div>}
      {parts.bookings.length > 0 && <div>{parts.bookings}</div>}
      {parts.absence && <div>{parts.absence}</div>}
      <dl className={styles.cardFigures}>
        <dt>{t('targetActual.column.target')}</dt>
        <dd>{context.show(day.target)}</dd>
        <dt>{t('targetActual.column.actual')}</dt>
        <dd>{context.show(day.actual)}</dd>
        <dt>{t('targetActual.column.difference')}</dt>
        <dd>{context.show(day.difference, true)}</dd>
        <dt>{t('targetActual.column.balance')}</dt>
        <dd>{context.show(day.balance, true)}</dd>
      </dl>
      {parts.actions}
    </li>
  );
}
