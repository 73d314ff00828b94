import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useState } from 'react';
import { usePermission, useSession } from '#app/session';
import { Button } from '#ui/button';
import { PageDialogs, type PageDialog } from './page-dialogs';
import { currentLanguage } from '#lib/i18n';
import { accountText, vacationAccountQuery } from '#features/year-tables/year-tables-api';
import { absenceInboxQuery } from './absence-pages-api';
import styles from './absence-pages.module.css';

/**
 * Cards of the home pages that lead to the absence pages (their texts load with the home page's cards). The
 * employee's card requests leave or reports sick right there and links to "My absences"; the approver's counts
 * what waits for their decision.
 */
export function MyAbsencesHomeCard() {
  const { t } = useTranslation();
  const requests = usePermission('absences.request');
  const session = useSession();
  const [dialog, setDialog] = useState<PageDialog | null>(null);
  if (!requests) return null;
  const me = session.currentUserId;
  return (
    <section className={styles.card} aria-labelledby="home-absences">
      <h2 id="home-absences" className={styles.cardTitle}>
        {t('absencePages.home.employee')}
      </h2>
      <p>{t('absencePages.home.employeeText')}</p>
      <MyBalances userId={me} />
      {/* Leave and sickness start where the person is: one tap from home. */}
      <div className={styles.cardActions}>
        <Button onClick={() => setDialog({ kind: 'create', userId: me })}>
          {t('absencePages.mine.request')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setDialog({ kind: 'create', userId: me, variant: 'sick' })}
        >
          {t('absencePages.mine.reportSick')}
        </Button>
      </div>
      <Link to="/absences">{t('absencePages.home.openMine')}</Link>
      <PageDialogs dialog={dialog} onClose={() => setDialog(null)} onChanged={() => undefined} />
    </section>
  );
}

/**
 * The person's remaining leave and time account, the year account's own figures (the same on the absences page,
 * in a new leave request, in Soll/Ist and in "Mein Jahreskonto"); nothing for a person who may not read them.
 */
function MyBalances({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const account = useQuery({ ...vacationAccountQuery(userId), retry: false });
  if (!account.data) return null;
  const { remainingDays, timeAccountMinutes, year } = account.data;
  const number = new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 1 });
  return (
    <>
      <dl className={styles.figures}>
        <dt>{t('absencePages.home.remainingLeave', { year })}</dt>
        <dd>{t('absencePages.mine.days', { count: remainingDays, days: number.format(remainingDays) })}</dd>
        {timeAccountMinutes !== null && (
          <>
            <dt>{t('absencePages.home.timeAccount')}</dt>
            <dd>{accountText(timeAccountMinutes)}</dd>
          </>
        )}
      </dl>
      {/* Soll/Ist shows the month's target, actual and difference and how they make this figure. */}
      {timeAccountMinutes !== null && (
        <Link to="/time/target-actual">{t('absencePages.home.timeAccountExplained')}</Link>
      )}
    </>
  );
}

export function ApprovalsHomeCard() {
  const { t } = useTranslation();
  const approves = usePermission('absences.approve');
  const inbox = useQuery({ ...absenceInboxQuery, enabled: approves });
  if (!approves) return null;
  const count = inbox.data?.approvals.length;
  return (
    <section className={styles.card} aria-labelledby="home-absence-approvals">
      <h2 id="home-absence-approvals" className={styles.cardTitle}>
        {t('absencePages.home.planner')}{' '}
        {count !== undefined && <span className={styles.count}>{count}</span>}
      </h2>
      {count !== undefined && (
        <p>
          {count === 0 ? t('absencePages.home.plannerNone') : t('absencePages.home.plannerText', { count })}
        </p>
      )}
      <Link to="/absences/approvals">{t('absencePages.home.openApprovals')}</Link>
    </section>
  );
}
