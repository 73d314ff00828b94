import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publishContracts } from '@app/shared/calendar/publish.contracts';
import { usePermission } from '#app/session';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { Button } from '#ui/button';
import { DateField } from '#ui/date-field';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { calendarQueryKey, refreshCalendar } from './calendar-api';

const publishedToKey = (unitId: string) => [...calendarQueryKey, 'publishedTo', unitId] as const;

/**
 * Publishes a unit's plan up to a day (`calendar.publish`): a button opening a date dialog that shows the day
 * published so far. Nothing is drawn without the permission. After publishing the calendar reloads.
 */
export function PublishButton({ unitId, unitName }: { unitId: string; unitName: string }) {
  const { t } = useTranslation();
  const allowed = usePermission('calendar.publish');
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {t('calendar.publish.open')}
      </Button>
      {open && <PublishDialog unitId={unitId} unitName={unitName} onClose={() => setOpen(false)} />}
    </>
  );
}

function PublishDialog({
  unitId,
  unitName,
  onClose,
}: {
  unitId: string;
  unitName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: publishedToKey(unitId),
    queryFn: ({ signal }) => callApi(publishContracts.publishedTo, { params: { unitId } }, { signal }),
  });
  // undefined until the user picks a day: the field shows the day published so far.
  const [day, setDay] = useState<string | null | undefined>(undefined);
  const shown = day === undefined ? (current.data?.publishedTo ?? null) : day;
  const publish = useMutation({
    mutationFn: (publishTo: string) =>
      callApi(publishContracts.publish, { body: { groupId: unitId, publishTo } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(publishedToKey(unitId), answer);
      await refreshCalendar(queryClient);
      onClose();
    },
  });
  const published = current.data?.publishedTo;
  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('calendar.publish.title', { unit: unitName })}
    >
      {publish.error && <Notice tone="error">{errorMessage(publish.error, t)}</Notice>}
      {current.isSuccess && (
        <p>
          {published
            ? t('calendar.publish.current', { date: formatDate(published) })
            : t('calendar.publish.none')}
        </p>
      )}
      <DateField
        label={t('calendar.publish.to')}
        value={shown}
        onChange={setDay}
        description={t('calendar.publish.hint')}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button
          disabled={shown === null}
          busy={publish.isPending}
          onClick={() => shown && publish.mutate(shown)}
        >
          {t('calendar.publish.submit')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
