import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTrackingDay, TTrackingSuggestion } from '@app/shared/time-tracking/tracking';
import { useToast } from '#app/toast';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Notice } from '#ui/notice';
import { errorMessage } from '#lib/error-message';
import { refreshTime } from '../time-api';
import { deleteTracking, saveTracking, suggestTracking } from './target-actual-api';
import styles from './target-actual.module.css';

type Suggestion = NonNullable<TTrackingSuggestion['suggestion']>;

/**
 * What an approver does with the whole day in the day dialog: take the plan as the day's bookings (suggest,
 * review, save: it replaces the bookings so far) and delete the day's tracking (its record, optionally with the
 * bookings) behind a confirmation.
 */
export function DayRecordActions({ userId, day }: { userId: string; day: TTrackingDay }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [suggestion, setSuggestion] = useState<Suggestion | null | undefined>(undefined);
  const [deleting, setDeleting] = useState(false);
  const [withBookings, setWithBookings] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, done?: string) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      if (done) toast.success(done);
      return true;
    } catch (error) {
      setFailure(errorMessage(error, t));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const suggest = () =>
    run(async () => {
      const answer = await suggestTracking({ userId, date: day.date });
      setSuggestion(answer.suggestion);
    });

  const accept = (taken: Suggestion) =>
    run(async () => {
      await saveTracking({
        userId,
        date: day.date,
        bookings: [{ begin: taken.begin, end: taken.end, pauses: taken.pauses, costUnitId: null }],
        version: day.version,
      });
      setSuggestion(undefined);
      await refreshTime(queryClient);
    }, t('targetActual.record.saved'));

  const remove = async () => {
    const done = await run(async () => {
      await deleteTracking({ userId, date: day.date, bookings: withBookings ? 'true' : 'false' });
      await refreshTime(queryClient);
    }, t('targetActual.record.deleted'));
    if (done) setDeleting(false);
  };

  return (
    <section className={styles.dayTools} aria-label={t('targetActual.record.tools')}>
      {failure && !deleting && <Notice tone="error">{failure}</Notice>}
      {suggestion === null && <Notice tone="info">{t('targetActual.record.noSuggestion')}</Notice>}
      {!suggestion ? (
        <div className={styles.toolbar}>
          <Button variant="secondary" size="small" busy={busy} onClick={() => void suggest()}>
            {t('targetActual.record.takePlan')}
          </Button>
          <Button variant="secondary" size="small" onClick={() => setDeleting(true)}>
            {t('targetActual.record.delete')}
          </Button>
        </div>
      ) : (
        <div role="group" aria-label={t('targetActual.record.review')}>
          <p>
            {t('targetActual.record.proposal', {
              begin: suggestion.begin,
              end: suggestion.end,
              shift: suggestion.shift,
            })}
          </p>
          {suggestion.pauses.length > 0 && (
            <p>
              {t('targetActual.record.pauses', {
                pauses: suggestion.pauses.map((pause) => `${pause.begin}–${pause.end}`).join(', '),
              })}
            </p>
          )}
          {day.bookings.length > 0 && <p>{t('targetActual.record.replaces')}</p>}
          <div className={styles.toolbar}>
            <Button variant="secondary" size="small" onClick={() => setSuggestion(undefined)}>
              {t('dialog.cancel')}
            </Button>
            <Button size="small" busy={busy} onClick={() => void accept(suggestion)}>
              {t('targetActual.record.accept')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        isOpen={deleting}
        title={t('targetActual.record.deleteTitle')}
        confirmLabel={t('targetActual.record.deleteConfirm')}
        tone="danger"
        busy={busy}
        error={deleting ? failure : null}
        onConfirm={() => void remove()}
        onCancel={() => {
          setDeleting(false);
          setFailure(null);
        }}
      >
        <p>{t('targetActual.record.deleteIntro')}</p>
        <Checkbox
          label={t('targetActual.record.deleteBookings')}
          checked={withBookings}
          onChange={(event) => setWithBookings(event.target.checked)}
        />
      </ConfirmDialog>
    </section>
  );
}
