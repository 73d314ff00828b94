import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  TTeamApproveResult,
  TTeamConfirmResult,
  TTeamMonth,
  TTeamPerson,
} from '@app/shared/time-tracking/team-month';
import type { TDayProblem } from '@app/shared/time-tracking/tracking';
import { addDays } from '@app/shared/time/tenant-time';
import { useSession } from '#app/session';
import { Button, PageLoading } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { SelectField } from '#ui/select-field';
import { errorMessage } from '#lib/error-message';
import { formatDate, todayInDisplayZone } from '#lib/format';
import { refreshTime } from '../time-api';
import { addMonths, formatMinutes, monthOf } from '../target-actual/target-actual-format';
import { approveTeamBookings, confirmTeamDays, teamMonthQuery } from './team-timesheet-api';
import styles from './team-timesheet.module.css';

const problemKeys = {
  openBooking: 'targetActual.problem.missingClockOut',
  requestedBooking: 'targetActual.problem.requested',
  noBookings: 'targetActual.problem.noBookings',
  bookingWithoutPlan: 'targetActual.problem.bookingWithoutPlan',
  overtimeWaiting: 'targetActual.problem.overtimeWaiting',
} as const satisfies Record<TDayProblem, string>;

type Result =
  | { kind: 'confirm'; answer: TTeamConfirmResult }
  | { kind: 'approve'; answer: TTeamApproveResult };

/** The last day of `month`. */
const lastDayOf = (month: string) => addDays(`${addMonths(month, 1)}-01`, -1);

/**
 * Team target/actual (`/time/team?unitId&month`, issue 28): a unit's month for a planner, a row per active
 * member with target, actual, difference, balance, days not confirmed, bookings awaiting approval and problems,
 * the totals below; the selected people's past days confirmed or waiting bookings approved in one go, the
 * result said in words. A person's name opens their own target/actual month.
 */
export function TeamTimesheetPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const today = todayInDisplayZone();
  const monthParam = params.get('month');
  const month = monthParam && /^\d{4}-(0[1-9]|1[0-2])$/.test(monthParam) ? monthParam : monthOf(today);
  const unitParam = params.get('unitId');
  // The unit list of the answer before stays while the next unit or month loads; its rows never do.
  const team = useQuery({ ...teamMonthQuery(unitParam, month), placeholderData: keepPreviousData });
  const current = team.isPlaceholderData ? undefined : team.data;
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'confirm' | 'approve' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const go = (next: { unitId?: string; month?: string }) => {
    setSelection(new Set());
    setResult(null);
    const query = new URLSearchParams(params);
    if (next.unitId !== undefined) query.set('unitId', next.unitId);
    if (next.month !== undefined) query.set('month', next.month);
    setParams(query, { replace: true });
  };
  const show = (minutes: number, signed = false) =>
    formatMinutes(minutes, session.timeDisplayMode, session.timeDisplayModeFactor, i18n.language, signed);
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));

  const selectable = (current?.people ?? []).filter((person) => !person.own);
  const chosen = selectable.filter((person) => selection.has(person.userId));
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;
  // The days of the month that are over: up to yesterday, in the tenant's zone.
  const first = `${month}-01`;
  const last = lastDayOf(month);
  const lastOver = last < today ? last : addDays(today, -1);

  async function run(kind: 'confirm' | 'approve', unitId: string) {
    setBusy(true);
    setFailure(null);
    const userIds = chosen.map((person) => person.userId);
    try {
      setResult(
        kind === 'confirm'
          ? { kind, answer: await confirmTeamDays({ unitId, userIds, from: first, to: last }) }
          : { kind, answer: await approveTeamBookings({ unitId, userIds, month }) },
      );
      setDialog(null);
      setSelection(new Set());
      await refreshTime(queryClient);
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  const units = team.data?.units ?? [];
  return (
    <Page title={t('timeTeam.title')} titleId="time-team-title">
      <div className={styles.header}>
        {units.length > 0 && (
          <SelectField
            label={t('timeTeam.unit')}
            value={unitParam ?? team.data?.unit?.id ?? ''}
            onChange={(event) => go({ unitId: event.target.value })}
          >
            {units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.name}
              </option>
            ))}
          </SelectField>
        )}
        <div className={styles.monthStepper} role="group" aria-label={t('targetActual.month')}>
          <Button variant="secondary" size="small" onClick={() => go({ month: addMonths(month, -1) })}>
            {t('targetActual.previousMonth')}
          </Button>
          <strong className={styles.monthLabel} aria-live="polite">
            {monthName}
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
      </div>
      {result && <ResultPanel result={result} onClose={() => setResult(null)} />}
      {team.isError && <Notice tone="error">{errorMessage(team.error, t)}</Notice>}
      {!current && !team.isError && <PageLoading label={t('app.loading')} />}
      {current && (
        <TeamContent
          team={current}
          month={month}
          show={show}
          selection={selection}
          allChosen={allChosen}
          onToggle={(userId) => {
            const next = new Set(selection);
            if (next.has(userId)) next.delete(userId);
            else next.add(userId);
            setSelection(next);
          }}
          onToggleAll={() =>
            setSelection(allChosen ? new Set() : new Set(selectable.map((person) => person.userId)))
          }
          chosenCount={chosen.length}
          onConfirm={() => setDialog('confirm')}
          onApprove={() => setDialog('approve')}
        />
      )}
      {current?.unit && dialog === 'confirm' && (
        <ConfirmDialog
          isOpen
          title={t('timeTeam.confirm.title')}
          confirmLabel={t('timeTeam.confirm.submit')}
          busy={busy}
          error={failure}
          confirmDisabled={first >= today}
          onConfirm={() => current.unit && void run('confirm', current.unit.id)}
          onCancel={() => {
            setDialog(null);
            setFailure(null);
          }}
        >
          {first >= today ? (
            <p>{t('timeTeam.confirm.nothingOver')}</p>
          ) : (
            <>
              <p>
                {t('timeTeam.confirm.intro', {
                  count: chosen.length,
                  from: formatDate(first),
                  to: formatDate(lastOver),
                })}
              </p>
              {last >= today && <p>{t('timeTeam.confirm.future', { from: formatDate(today) })}</p>}
            </>
          )}
        </ConfirmDialog>
      )}
      {current?.unit && dialog === 'approve' && (
        <ConfirmDialog
          isOpen
          title={t('timeTeam.approve.title')}
          confirmLabel={t('timeTeam.approve.submit')}
          busy={busy}
          error={failure}
          onConfirm={() => current.unit && void run('approve', current.unit.id)}
          onCancel={() => {
            setDialog(null);
            setFailure(null);
          }}
        >
          <p>
            {t('timeTeam.approve.intro', {
              count: chosen.length,
              month: monthName,
              bookings: chosen.reduce((sum, person) => sum + person.awaitingApproval, 0),
            })}
          </p>
        </ConfirmDialog>
      )}
    </Page>
  );
}

function TeamContent({
  team,
  month,
  show,
  selection,
  allChosen,
  onToggle,
  onToggleAll,
  chosenCount,
  onConfirm,
  onApprove,
}: {
  team: TTeamMonth;
  month: string;
  show: (minutes: number, signed?: boolean) => string;
  selection: ReadonlySet<string>;
  allChosen: boolean;
  onToggle: (userId: string) => void;
  onToggleAll: () => void;
  chosenCount: number;
  onConfirm: () => void;
  onApprove: () => void;
}) {
  const { t } = useTranslation();
  if (!team.unit) return <Notice tone="info">{t('timeTeam.noUnit')}</Notice>;
  if (team.people.length === 0) return <Notice tone="info">{t('timeTeam.none')}</Notice>;
  const { totals } = team;
  return (
    <>
      <div className={styles.toolbar}>
        <Button size="small" disabled={chosenCount === 0} onClick={onConfirm}>
          {t('timeTeam.confirm')}
        </Button>
        <Button variant="secondary" size="small" disabled={chosenCount === 0} onClick={onApprove}>
          {t('timeTeam.approve')}
        </Button>
        <span className={styles.selected} aria-live="polite">
          {chosenCount === 0 ? t('timeTeam.chooseFirst') : t('timeTeam.selected', { count: chosenCount })}
        </span>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={t('timeTeam.table', { unit: team.unit.name })}>
          <thead>
            <tr>
              <th scope="col" className={styles.check}>
                <input
                  type="checkbox"
                  aria-label={t('timeTeam.selectAll')}
                  checked={allChosen}
                  disabled={team.people.every((person) => person.own)}
                  onChange={onToggleAll}
                />
              </th>
              <th scope="col">{t('timeTeam.column.person')}</th>
              <th scope="col" className={styles.number}>
                {t('timeTeam.column.target')}
              </th>
              <th scope="col" className={styles.number}>
                {t('timeTeam.column.actual')}
              </th>
              <th scope="col" className={styles.number}>
                {t('timeTeam.column.difference')}
              </th>
              <th scope="col" className={styles.number}>
                {t('timeTeam.column.balance')}
              </th>
              <th scope="col" className={styles.number}>
                {t('timeTeam.column.unconfirmed')}
              </th>
              <th scope="col" className={styles.number}>
                {t('timeTeam.column.awaiting')}
              </th>
              <th scope="col">{t('timeTeam.column.problems')}</th>
            </tr>
          </thead>
          <tbody>
            {team.people.map((person) => (
              <PersonRow
                key={person.userId}
                person={person}
                month={month}
                show={show}
                selected={selection.has(person.userId)}
                onToggle={() => onToggle(person.userId)}
              />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td className={styles.check} />
              <th scope="row">{t('timeTeam.totals')}</th>
              <td className={styles.number} data-label={t('timeTeam.column.target')}>
                {show(totals.target)}
              </td>
              <td className={styles.number} data-label={t('timeTeam.column.actual')}>
                {show(totals.actual)}
              </td>
              <td className={styles.number} data-label={t('timeTeam.column.difference')}>
                {show(totals.difference, true)}
              </td>
              <td className={styles.number} data-label={t('timeTeam.column.balance')}>
                {show(totals.closing, true)}
              </td>
              <td className={styles.number} data-label={t('timeTeam.column.unconfirmed')}>
                {totals.unconfirmedDays}
              </td>
              <td className={styles.number} data-label={t('timeTeam.column.awaiting')}>
                {totals.awaitingApproval}
              </td>
              <td data-label={t('timeTeam.column.problems')}>{totals.problemDays}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.note}>{t('targetActual.totals.explain')}</p>
    </>
  );
}

function PersonRow({
  person,
  month,
  show,
  selected,
  onToggle,
}: {
  person: TTeamPerson;
  month: string;
  show: (minutes: number, signed?: boolean) => string;
  selected: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  // The problems by kind, each with its days (DD.MM.YYYY).
  const byKind = new Map<TDayProblem, string[]>();
  for (const { problem, date } of person.problems)
    byKind.set(problem, [...(byKind.get(problem) ?? []), formatDate(date)]);
  return (
    <tr data-user-id={person.userId}>
      <td className={styles.check}>
        <input
          type="checkbox"
          aria-label={t('timeTeam.selectPerson', { name: person.name })}
          title={person.own ? t('timeTeam.own') : undefined}
          checked={selected}
          disabled={person.own}
          onChange={onToggle}
        />
      </td>
      <th scope="row" className={styles.person}>
        <Link to={`/time/target-actual?userId=${person.userId}&month=${month}`}>{person.name}</Link>
      </th>
      <td className={styles.number} data-label={t('timeTeam.column.target')}>
        {show(person.target)}
      </td>
      <td className={styles.number} data-label={t('timeTeam.column.actual')}>
        {show(person.actual)}
      </td>
      <td className={styles.number} data-label={t('timeTeam.column.difference')}>
        {show(person.difference, true)}
      </td>
      <td className={styles.number} data-label={t('timeTeam.column.balance')}>
        {show(person.closing, true)}
      </td>
      <td className={styles.number} data-label={t('timeTeam.column.unconfirmed')}>
        {person.unconfirmedDays}
      </td>
      <td className={styles.number} data-label={t('timeTeam.column.awaiting')}>
        {person.awaitingApproval}
      </td>
      <td className={styles.problems} data-label={t('timeTeam.column.problems')}>
        {!person.tracked ? (
          <span className={styles.muted}>{t('timeTeam.notTracked')}</span>
        ) : byKind.size === 0 ? (
          <span className={styles.muted}>{t('timeTeam.noProblems')}</span>
        ) : (
          <ul className={styles.problemList}>
            {[...byKind].map(([problem, dates]) => (
              <li key={problem}>
                {t('timeTeam.problemDays', { problem: t(problemKeys[problem]), dates: dates.join(', ') })}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/** What the last action did, in words: the count, then each day or booking left open with the server's reason. */
function ResultPanel({ result, onClose }: { result: Result; onClose: () => void }) {
  const { t } = useTranslation();
  const lines =
    result.kind === 'confirm'
      ? [
          ...(result.answer.notOver ? [result.answer.notOver.message] : []),
          ...result.answer.skipped.map((entry) => entry.message),
          ...result.answer.refused.map((entry) => entry.message),
        ]
      : result.answer.refused.map((entry) => entry.message);
  const heading =
    result.kind === 'confirm'
      ? t('timeTeam.result.confirmed', { count: result.answer.confirmed })
      : t('timeTeam.result.approved', { count: result.answer.approved });
  return (
    <section className={styles.result} aria-label={t('timeTeam.result')}>
      <Notice tone={lines.length === 0 ? 'success' : 'info'} title={heading}>
        {lines.length > 0 && (
          <>
            <p>{t(result.kind === 'confirm' ? 'timeTeam.result.refused' : 'timeTeam.result.notApproved')}</p>
            <ul className={styles.resultList}>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </Notice>
      <Button variant="secondary" size="small" onClick={onClose}>
        {t('timeTeam.result.close')}
      </Button>
    </section>
  );
}
