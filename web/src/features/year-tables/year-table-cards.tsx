import { useTranslation } from 'react-i18next';
import type { TYearTable } from '@app/shared/year-tables/year-table';
import { DataTable } from '#ui/data-table';
import { Panel } from '#ui/layout';
import { formatDate } from '#lib/format';
import { accountText } from './year-tables-api';
import styles from './year-tables.module.css';

/** Days in the UI language's notation (2,5 in German). */
export function useDays() {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (days: number) => t('yearTables.days', { formatted: format.format(days) });
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.row} ${styles.total}` : styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function LeaveCard({ table }: { table: TYearTable }) {
  const { t } = useTranslation();
  const days = useDays();
  const { leave } = table;
  return (
    <Panel className={styles.card}>
      <h2 id="year-leave-title">{t('yearTables.leave.title')}</h2>
      <dl className={styles.figures} aria-labelledby="year-leave-title">
        <Row label={t('yearTables.leave.entitlement')} value={days(leave.entitlementDays)} />
        <Row
          label={t(
            leave.carryOverOverrideDays === null
              ? 'yearTables.leave.carryOver'
              : 'yearTables.leave.carryOverOverride',
          )}
          value={days(leave.carryOverOverrideDays ?? leave.carryOverDays)}
        />
        {leave.lapsedDays > 0 && <Row label={t('yearTables.leave.lapsed')} value={days(-leave.lapsedDays)} />}
        {leave.specialDays !== 0 && (
          <Row label={t('yearTables.leave.special')} value={days(leave.specialDays)} />
        )}
        <Row label={t('yearTables.leave.taken')} value={days(leave.takenDays)} />
        <Row label={t('yearTables.leave.remaining')} value={days(leave.remainingDays)} strong />
        <Row label={t('yearTables.leave.planned')} value={days(leave.plannedDays)} />
      </dl>
      {leave.carryOverExpiresOn && (
        <p className={styles.note}>
          {t('yearTables.leave.expires', { date: formatDate(leave.carryOverExpiresOn) })}
        </p>
      )}
    </Panel>
  );
}

export function TimeAccountCard({ table }: { table: TYearTable }) {
  const { t } = useTranslation();
  const account = table.timeAccount;
  const payouts = account.payoutMinutes + account.specialPayoutMinutes;
  return (
    <Panel className={styles.card}>
      <h2 id="year-time-title">{t('yearTables.time.title')}</h2>
      <dl className={styles.figures} aria-labelledby="year-time-title">
        <Row label={t('yearTables.time.opening')} value={accountText(account.openingMinutes)} />
        <Row label={t('yearTables.time.overtime')} value={accountText(account.overtimeMinutes)} />
        {account.specialMinutes !== 0 && (
          <Row label={t('yearTables.time.special')} value={accountText(account.specialMinutes)} />
        )}
        <Row label={t('yearTables.time.payouts')} value={accountText(-payouts)} />
        <Row label={t('yearTables.time.closing')} value={accountText(account.closingMinutes)} strong />
      </dl>
    </Panel>
  );
}

export function MonthTable({ table }: { table: TYearTable }) {
  const { t, i18n } = useTranslation();
  const days = useDays();
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  return (
    <section aria-labelledby="year-months-title">
      <h2 id="year-months-title">{t('yearTables.months.title')}</h2>
      <DataTable
        labelledBy="year-months-title"
        rows={table.months}
        rowKey={(month) => String(month.month)}
        columns={[
          {
            header: t('yearTables.months.month'),
            isRowHeader: true,
            cell: (month) => monthName.format(new Date(Date.UTC(table.year, month.month - 1, 1))),
          },
          {
            header: t('yearTables.months.target'),
            numeric: true,
            cell: (month) => accountText(month.targetMinutes),
          },
          {
            header: t('yearTables.months.actual'),
            numeric: true,
            cell: (month) => accountText(month.actualMinutes),
          },
          {
            header: t('yearTables.months.difference'),
            numeric: true,
            cell: (month) => accountText(month.differenceMinutes),
          },
          {
            header: t('yearTables.months.leave'),
            numeric: true,
            cell: (month) => (month.leaveDays ? days(month.leaveDays) : '–'),
          },
        ]}
      />
    </section>
  );
}
