import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publishContracts, type TPublishPreview } from '@app/shared/calendar/publish.contracts';
import { usePermission } from '#app/session';
import { useToast } from '#app/toast';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { hoursAndMinutes } from '#features/time/time-format';
import { Button } from '#ui/button';
import { DateField } from '#ui/date-field';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { SimpleTable } from '#ui/layout';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { calendarQueryKey, refreshCalendar } from './calendar-api';
import styles from './calendar.module.css';

const publishedToKey = (unitId: string) => [...calendarQueryKey, 'publishedTo', unitId] as const;

/** A unit shown in the calendar, with its entries in the shown range that its people do not see yet. */
export interface PublishableUnit {
  unitId: string;
  name: string;
  unpublished: number;
}

export interface PublishButtonProps {
  /** The units shown, in the calendar's order; the dialog starts with the first that has something to publish. */
  units: readonly PublishableUnit[];
  /** The day the dialog proposes: the end of the range the planner is looking at. */
  proposedTo: string;
}

/**
 * Publishes a unit's plan up to a day (`calendar.publish`): the button counts the entries shown that are not yet
 * out; its dialog shows, per person, what goes out (or is taken back) before the planner confirms. Nothing is
 * drawn without the permission. After publishing the calendar reloads.
 */
export function PublishButton({ units, proposedTo }: PublishButtonProps) {
  const { t } = useTranslation();
  const allowed = usePermission('calendar.publish');
  const [open, setOpen] = useState(false);
  if (!allowed || units.length === 0) return null;
  const unpublished = units.reduce((sum, unit) => sum + unit.unpublished, 0);
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {t('calendar.publish.open')}
        {unpublished > 0 && (
          <>
            <span className={styles.countBadge} aria-hidden="true">
              {unpublished}
            </span>
            <span className="sr-only">{`(${t('calendar.publish.pending', { count: unpublished })})`}</span>
          </>
        )}
      </Button>
      {open && <PublishDialog units={units} proposedTo={proposedTo} onClose={() => setOpen(false)} />}
    </>
  );
}

function PublishDialog({ units, proposedTo, onClose }: PublishButtonProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [unitId, setUnitId] = useState(
    () => (units.find((unit) => unit.unpublished > 0) ?? units[0])?.unitId ?? '',
  );
  const unitName = units.find((unit) => unit.unitId === unitId)?.name ?? '';
  const current = useQuery({
    queryKey: publishedToKey(unitId),
    queryFn: ({ signal }) => callApi(publishContracts.publishedTo, { params: { unitId } }, { signal }),
  });
  const [day, setDay] = useState<string | null>(proposedTo);
  const preview = useQuery({
    queryKey: [...publishedToKey(unitId), 'preview', day],
    queryFn: ({ signal }) =>
      callApi(publishContracts.preview, { query: { unitId, publishTo: day ?? '' } }, { signal }),
    enabled: day !== null,
  });
  const publish = useMutation({
    mutationFn: (publishTo: string) =>
      callApi(publishContracts.publish, { body: { groupId: unitId, publishTo } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(publishedToKey(unitId), answer);
      toast.success(t('calendar.publish.done', { date: formatDate(answer.publishedTo ?? proposedTo) }));
      await refreshCalendar(queryClient);
      onClose();
    },
  });
  const published = current.data?.publishedTo;
  const change = day !== null && preview.data?.publishTo === day ? preview.data : undefined;
  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('calendar.publish.title', { unit: unitName })}
    >
      {publish.error && <Notice tone="error">{errorMessage(publish.error, t)}</Notice>}
      {units.length > 1 && (
        <SelectField
          label={t('calendar.publish.unit')}
          value={unitId}
          onChange={(event) => setUnitId(event.target.value)}
        >
          {units.map((unit) => (
            <option key={unit.unitId} value={unit.unitId}>
              {unit.unpublished > 0
                ? t('calendar.publish.unitPending', { unit: unit.name, count: unit.unpublished })
                : unit.name}
            </option>
          ))}
        </SelectField>
      )}
      {current.isSuccess && (
        <p>
          {published
            ? t('calendar.publish.current', { date: formatDate(published) })
            : t('calendar.publish.none')}
        </p>
      )}
      <DateField
        label={t('calendar.publish.to')}
        value={day}
        onChange={setDay}
        description={t('calendar.publish.hint')}
      />
      {preview.isError && <Notice tone="error">{errorMessage(preview.error, t)}</Notice>}
      {change && <PublishChange change={change} />}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button
          disabled={!change || change.change === 'none'}
          busy={publish.isPending}
          onClick={() => change && publish.mutate(change.publishTo)}
        >
          {t(change?.change === 'withdraw' ? 'calendar.publish.withdraw' : 'calendar.publish.submit', {
            date: formatDate(change?.publishTo ?? day ?? proposedTo),
          })}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}

/** What the chosen day changes: per person the entries that go out (or are taken back), and the open ones. */
function PublishChange({ change }: { change: TPublishPreview }) {
  const { t } = useTranslation();
  if (change.change === 'none' || change.from === null || change.to === null)
    return <p>{t('calendar.publish.unchanged')}</p>;
  const days = { from: formatDate(change.from), to: formatDate(change.to) };
  const withdraw = change.change === 'withdraw';
  return (
    <div className={styles.publishChange}>
      <p>{t(withdraw ? 'calendar.publish.withdrawDays' : 'calendar.publish.newDays', days)}</p>
      {change.people.length === 0 ? (
        <p>{t('calendar.publish.nobody')}</p>
      ) : (
        <SimpleTable>
          <thead>
            <tr>
              <th scope="col">{t('calendar.publish.person')}</th>
              <th scope="col">{t('calendar.publish.entries')}</th>
              <th scope="col">{t('calendar.publish.hours')}</th>
            </tr>
          </thead>
          <tbody>
            {change.people.map((person) => (
              <tr key={person.userId}>
                <th scope="row">{person.name}</th>
                <td>{person.entries}</td>
                <td>{hoursAndMinutes(person.minutes)}</td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
      {change.open > 0 && <p>{t('calendar.publish.openShifts', { count: change.open })}</p>}
      {!withdraw && <p>{t('calendar.publish.told')}</p>}
    </div>
  );
}
