import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useState } from 'react';
import { usePermission, useSession } from '#app/session';
import { Button } from '#ui/button';
import { PageDialogs, type PageDialog } from './page-dialogs';
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
