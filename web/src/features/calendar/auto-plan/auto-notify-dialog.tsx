import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { Checkbox } from '#ui/checkbox';
import { DataTable } from '#ui/data-table';
import { FormDialog } from '#ui/form-dialog';
import { Notice } from '#ui/notice';
import { MemoField } from '#ui/widgets/string-field';
import { autoPlanKey, notifyPeople, notifyPrepare } from './auto-plan-api';
import styles from './auto-plan.module.css';

/**
 * AutoNotifyPrepare / AutoNotify after a proposal was accepted: the people with new shifts (all ticked), a note,
 * e-mail on or off; sending tells them in the app (and by mail) and says how many were told.
 */
export function AutoNotifyDialog({ runId, onClose }: { runId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const headingId = useId();
  const preview = useQuery({
    queryKey: [...autoPlanKey, 'notify', runId],
    queryFn: () => notifyPrepare(runId),
    // A POST that reads: asked once per dialog, not again on focus.
    staleTime: Infinity,
    gcTime: 0,
  });
  const people = preview.data?.people ?? [];
  // Everyone is ticked until unticked.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState('');
  const [email, setEmail] = useState(true);
  const [tried, setTried] = useState(false);

  const send = useMutation({
    mutationFn: (userIds: string[]) => notifyPeople(runId, { userIds, note, email }),
    onSuccess: (result) => {
      toast.success(t('autoPlan.notify.done', { count: result.notified, emailed: result.emailed }));
      onClose();
    },
  });

  const picked = new Set(people.flatMap((person) => (unticked.has(person.userId) ? [] : [person.userId])));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (picked.size > 0)
      send.mutate(people.flatMap((person) => (picked.has(person.userId) ? [person.userId] : [])));
  };
  const toggle = (userId: string, on: boolean) =>
    setUnticked((old) => {
      const next = new Set(old);
      if (on) next.delete(userId);
      else next.add(userId);
      return next;
    });
  const failure = preview.error ?? send.error;

  return (
    <FormDialog
      title={t('autoPlan.notify.title')}
      size="medium"
      failure={failure ? errorMessage(failure, t) : null}
      busy={send.isPending || preview.isPending}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('autoPlan.notify.send')}
    >
      <p id={headingId}>{t('autoPlan.notify.intro')}</p>
      <div className={styles.fields}>
        <div className={styles.scroll}>
          <DataTable
            labelledBy={headingId}
            rows={people}
            rowKey={(person) => person.userId}
            empty={preview.data ? t('autoPlan.notify.nobody') : undefined}
            columns={[
              {
                header: t('autoPlan.notify.person'),
                headerHidden: true,
                cell: (person) => (
                  <input
                    type="checkbox"
                    aria-label={person.name}
                    checked={picked.has(person.userId)}
                    onChange={(event) => toggle(person.userId, event.target.checked)}
                  />
                ),
              },
              {
                header: t('autoPlan.notify.person'),
                isRowHeader: true,
                cell: (person) =>
                  person.hasEmail ? person.name : `${person.name} (${t('autoPlan.notify.noEmail')})`,
              },
              { header: t('autoPlan.notify.shifts'), numeric: true, cell: (person) => person.shifts },
              {
                header: t('autoPlan.notify.period'),
                cell: (person) =>
                  person.first === person.last
                    ? formatDate(person.first)
                    : `${formatDate(person.first)} – ${formatDate(person.last)}`,
              },
            ]}
          />
        </div>
        {tried && picked.size === 0 && <Notice tone="error">{t('autoPlan.notify.chooseSomeone')}</Notice>}
        <MemoField
          label={t('autoPlan.notify.note')}
          value={note}
          onChange={(value) => setNote(value ?? '')}
          maxLength={1000}
        />
        <Checkbox
          label={t('autoPlan.notify.email')}
          checked={email}
          onChange={(event) => setEmail(event.target.checked)}
        />
      </div>
    </FormDialog>
  );
}
