import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAbsence } from '@app/shared/absences/absence';
import { QueryContent } from '#ui/query-content';
import { formatDate, formatWeekday } from '#lib/format';
import { currentLanguage } from '#lib/i18n';
import { employeeHomeQuery } from '#features/calendar/dialogs/actions-api';
import { vacationAccountQuery } from '#features/year-tables/year-tables-api';
import { holidaysOfYearQuery } from './absence-pages-api';
import { leaveDaysOf } from '@app/shared/year-tables/leave-days';
import styles from './absence-pages.module.css';

function Card({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** How many shifts of the next ones the card lists. */
const nextShiftCount = 5;

/** The person's next shifts (the employee home's data): what the leave would be taken from. */
export function NextShiftsCard() {
  const { t } = useTranslation();
  const home = useQuery(employeeHomeQuery);
  return (
    <Card id="my-next-shifts" heading={t('absencePages.mine.nextShifts')}>
      <QueryContent query={home}>
        {(data) =>
          data.nextShifts.length === 0 ? (
            <p className={styles.empty}>{t('absencePages.mine.noShifts')}</p>
          ) : (
            <ul className={styles.list}>
              {data.nextShifts.slice(0, nextShiftCount).map((entry) => (
                <li key={entry.id}>
                  <strong>
                    {formatWeekday(entry.date, currentLanguage(), 'short')} {formatDate(entry.date)}
                  </strong>{' '}
                  {entry.name}
                  {entry.begin && entry.end ? ` ${entry.begin}–${entry.end}` : ''}
                  <span className={styles.muted}>
                    {' '}
                    · <span className={styles.nowrap}>{entry.unitName}</span>
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
    </Card>
  );
}

/**
 * The leave days of the year by state, counted in working days (Monday to Friday without the public holidays of
 * the person's units): what is taken and asked for; for the current year also the entitlement and the remaining
 * leave, the year account's own figures (`/api/year-tables/vacation-account`), so that this card, a new leave
 * request and "Mein Jahreskonto" show one number.
 */
export function LeaveDaysCard({
  userId,
  year,
  absences,
}: {
  userId: string;
  year: number;
  absences: readonly TAbsence[] | undefined;
}) {
  const { t } = useTranslation();
  const holidays = useQuery(holidaysOfYearQuery(userId, year));
  // A person without the right to read the year account sees the days without it.
  const account = useQuery({ ...vacationAccountQuery(userId), retry: false });
  const balance = account.data?.year === year ? account.data : undefined;
  const number = new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 1 });
  const days = (count: number) => t('absencePages.mine.days', { count, days: number.format(count) });
  // Without the holidays (the calendar call failed) the count still stands, holidays counted as working days.
  const ready = absences !== undefined && !holidays.isPending;
  const totals = ready ? leaveDaysOf(absences, year, holidays.data ?? []) : undefined;
  return (
    <Card id={`my-leave-days-${year}`} heading={t('absencePages.mine.leave', { year })}>
      {totals && (
        <dl className={styles.figures}>
          {balance && (
            <>
              <dt>{t('absencePages.mine.leaveEntitlement')}</dt>
              <dd>{days(balance.entitlementDays + balance.carryOverDays)}</dd>
            </>
          )}
          <dt>{t('absencePages.mine.leaveApproved')}</dt>
          <dd>{days(totals.approved)}</dd>
          <dt>{t('absencePages.mine.leaveRequested')}</dt>
          <dd>{days(totals.requested)}</dd>
          <dt>{t('absencePages.mine.leavePlanned')}</dt>
          <dd>{days(totals.planned)}</dd>
          <dt className={styles.total}>{t('absencePages.mine.leaveTotal')}</dt>
          <dd className={styles.total}>{days(totals.approved + totals.requested + totals.planned)}</dd>
          {balance && (
            <>
              <dt className={styles.total}>{t('absencePages.mine.leaveRemaining')}</dt>
              <dd className={styles.total}>{days(balance.remainingDays)}</dd>
            </>
          )}
        </dl>
      )}
      <p className={styles.hint}>
        {t(balance ? 'absencePages.mine.leaveHintAccount' : 'absencePages.mine.leaveHint')}
      </p>
    </Card>
  );
}
