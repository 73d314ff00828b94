import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { absenceStates, type TAbsence } from '@app/shared/absences/absence';
import { eventItemTypes } from '@app/shared/absence-types/absence-type';
import { useSession } from '#app/session';
import { useToast } from '#app/toast';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { errorMessage } from '#lib/error-message';
import { formatDate, todayInDisplayZone } from '#lib/format';
import {
  absenceInboxQuery,
  absencesOfPersonQuery,
  absenceTypesOfPagesQuery,
  refreshAbsencePages,
  withdrawAbsence,
} from './absence-pages-api';
import { absenceDates, stateTone, typeColorOf, typeNameOf } from './absence-format';
import { LeaveDaysCard, NextShiftsCard } from './my-absences-cards';
import { PageDialogs, type PageDialog } from './page-dialogs';
import { PendingTable } from './pending-table';
import styles from './absence-pages.module.css';

/** The owner may withdraw a request until it is decided (docs/decisions.md, "Absences: states ..."). */
const withdrawable = (absence: TAbsence) =>
  absence.state === absenceStates.requested || absence.state === absenceStates.planned;

/**
 * "My absences" (issue 11, the employee's experience), phone first: the person's absences of this year and the
 * next with their states, leave requested in a few taps, a pending request withdrawn, the leave days of the year,
 * the next shifts, and substitutions that wait for their agreement.
 */
export function MyAbsencesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const me = session.currentUserId;
  const today = todayInDisplayZone();
  const year = Number(today.slice(0, 4));
  const [from, to] = [`${year}-01-01`, `${year + 1}-12-31`];
  const absences = useQuery(absencesOfPersonQuery(me, from, to));
  const types = useQuery(absenceTypesOfPagesQuery);
  // The inbox answers for everyone; the list of substitutions shows only when there is one.
  const inbox = useQuery(absenceInboxQuery);
  const [dialog, setDialog] = useState<PageDialog | null>(null);
  const [withdrawing, setWithdrawing] = useState<TAbsence | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const withdraw = useMutation({
    mutationFn: withdrawAbsence,
    onSuccess: async () => {
      setWithdrawing(null);
      toast.success(t('absencePages.cancel.done'));
      await refreshAbsencePages(queryClient);
    },
  });
  const substitutions = inbox.data?.substitutions ?? [];
  const typeName = (absence: TAbsence) => typeNameOf(types.data, absence.absenceTypeId);

  return (
    <Page
      title={t('absencePages.mine.title')}
      titleId="my-absences-title"
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => setDialog({ kind: 'create', userId: me, variant: 'sick' })}
          >
            {t('absencePages.mine.reportSick')}
          </Button>
          <Button onClick={() => setDialog({ kind: 'create', userId: me })}>
            {t('absencePages.mine.request')}
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        {substitutions.length > 0 && (
          <section className={styles.wide} aria-labelledby="my-substitutions">
            <h2 id="my-substitutions" className={styles.sectionTitle}>
              {t('absencePages.mine.substitutions')}{' '}
              <span className={styles.count}>{substitutions.length}</span>
            </h2>
            <PendingTable
              labelledBy="my-substitutions"
              rows={substitutions}
              empty=""
              onOpen={(absenceId) => setDialog({ kind: 'substitute', absenceId })}
            />
          </section>
        )}
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="my-absences-list">
          <h2 id="my-absences-list" className={styles.cardTitle}>
            {t('absencePages.mine.list', { from: formatDate(from), to: formatDate(to) })}
          </h2>
          <QueryContent query={absences}>
            {(list) =>
              list.length === 0 ? (
                <p className={styles.empty}>{t('absencePages.mine.empty')}</p>
              ) : (
                <ul className={styles.list}>
                  {[...list]
                    .sort((a, b) => a.begin.localeCompare(b.begin))
                    .map((absence) => {
                      const dates = absenceDates(absence, t);
                      return (
                        <li key={absence.id}>
                          <div className={styles.absence} data-absence-id={absence.id}>
                            <div className={styles.what}>
                              <span className={styles.typeLine}>
                                <span
                                  className={styles.swatch}
                                  style={{ background: typeColorOf(types.data, absence.absenceTypeId) }}
                                  aria-hidden="true"
                                />
                                <strong>{typeName(absence)}</strong>
                                <Badge tone={stateTone[absence.state]}>
                                  {t(`absences.state.${absence.state}`)}
                                </Badge>
                              </span>
                              <span>{dates}</span>
                              {absence.substitutes.length > 0 && (
                                <span className={styles.muted}>
                                  {t('absencePages.mine.substitutesLine', {
                                    names: absence.substitutes
                                      .map(
                                        (substitute) =>
                                          `${substitute.UserDisplayName} (${t(`absencePages.substitute.${substitute.state}`)})`,
                                      )
                                      .join(', '),
                                  })}
                                </span>
                              )}
                            </div>
                            <div className={styles.actions}>
                              <Button
                                variant="secondary"
                                aria-label={t('absencePages.detailsOf', { type: typeName(absence), dates })}
                                onClick={() => setDialog({ kind: 'details', absenceId: absence.id })}
                              >
                                {t('absencePages.details')}
                              </Button>
                              {withdrawable(absence) && (
                                <Button
                                  variant="secondary"
                                  aria-label={t('absencePages.cancelOf', { type: typeName(absence), dates })}
                                  onClick={() => {
                                    withdraw.reset();
                                    setWithdrawing(absence);
                                  }}
                                >
                                  {t('absencePages.cancel')}
                                </Button>
                              )}
                            </div>
                          </div>
                        </li>
                      );
                    })}
                </ul>
              )
            }
          </QueryContent>
        </section>
        <LeaveDaysCard userId={me} year={year} absences={absences.data} />
        {/* Next year's leave, once some is asked for (requests are made months ahead). */}
        {absences.data?.some(
          (absence) => absence.eventClass === eventItemTypes.leave && absence.end > `${year}-12-31`,
        ) && <LeaveDaysCard userId={me} year={year + 1} absences={absences.data} />}
        <NextShiftsCard />
      </div>
      <ConfirmDialog
        isOpen={withdrawing !== null}
        title={t('absencePages.cancel.title')}
        confirmLabel={t('absencePages.cancel.confirm')}
        tone="danger"
        busy={withdraw.isPending}
        error={withdraw.isError ? errorMessage(withdraw.error, t) : null}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing)}
        onCancel={() => setWithdrawing(null)}
      >
        {withdrawing &&
          t('absencePages.cancel.body', {
            type: typeName(withdrawing),
            from: formatDate(withdrawing.begin),
            to: formatDate(withdrawing.end),
          })}
      </ConfirmDialog>
      <PageDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onChanged={() => void refreshAbsencePages(queryClient)}
      />
    </Page>
  );
}
