import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '#ui/button';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { absenceInboxQuery, refreshAbsencePages } from './absence-pages-api';
import { PageDialogs, type PageDialog } from './page-dialogs';
import { PendingTable } from './pending-table';
import styles from './absence-pages.module.css';

/**
 * The approval inbox (issue 11): the absences waiting for the reader's decision at their stage, and the
 * substitutions waiting for their agreement. Each opens the details dialog, where the decision is made; the
 * lists read again after it.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const inbox = useQuery(absenceInboxQuery);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<PageDialog | null>(null);
  const open = (absenceId: string) => setDialog({ kind: 'details', absenceId });
  const answer = (absenceId: string) => setDialog({ kind: 'substitute', absenceId });
  return (
    <Page
      title={t('absencePages.approvals.title')}
      titleId="approvals-title"
      intro={t('absencePages.approvals.intro')}
      actions={
        <Button variant="secondary" busy={inbox.isFetching} onClick={() => void inbox.refetch()}>
          {t('absencePages.approvals.refresh')}
        </Button>
      }
    >
      <QueryContent query={inbox}>
        {(data) => (
          <>
            <section className={styles.section} aria-labelledby="approvals-waiting">
              <h2 id="approvals-waiting" className={styles.sectionTitle}>
                {t('absencePages.approvals.waiting')}{' '}
                <span className={styles.count}>{data.approvals.length}</span>
              </h2>
              <PendingTable
                labelledBy="approvals-waiting"
                rows={data.approvals}
                empty={t('absencePages.approvals.none')}
                onOpen={open}
              />
            </section>
            <section className={styles.section} aria-labelledby="approvals-substitutions">
              <h2 id="approvals-substitutions" className={styles.sectionTitle}>
                {t('absencePages.approvals.substitutions')}{' '}
                <span className={styles.count}>{data.substitutions.length}</span>
              </h2>
              <PendingTable
                labelledBy="approvals-substitutions"
                rows={data.substitutions}
                empty={t('absencePages.approvals.noSubstitutions')}
                onOpen={answer}
              />
            </section>
          </>
        )}
      </QueryContent>
      <PageDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onChanged={() => void refreshAbsencePages(queryClient)}
      />
    </Page>
  );
}
