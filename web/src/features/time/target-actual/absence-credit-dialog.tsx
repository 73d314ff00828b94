import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTrackingDay } from '@app/shared/time-tracking/tracking';
import { Button } from '#ui/button';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { MutedText } from '#ui/layout';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { parseHours } from './correct-day-dialog';
import { dropAbsenceCredit, saveAbsenceCredit } from './target-actual-api';
import { formatMinutes } from './target-actual-format';

const asText = (minutes: number) => formatMinutes(minutes, 'hours', 8, 'de');

/**
 * EditAbsenceTracking (`/Time/EditAbsenceTracking/{id}`): the hours an absence day credits, set by hand (a half
 * day of school that took six hours, a sick day on a short shift). The valued credit comes back with "As valued".
 */
export function AbsenceCreditDialog({
  userId,
  day,
  onClose,
  onSaved,
}: {
  userId: string;
  day: TTrackingDay;
  onClose: () => void;
  onSaved: (how: 'set' | 'dropped') => void;
}) {
  const { t } = useTranslation();
  const [hours, setHours] = useState(day.absenceOverride === null ? '' : asText(day.absenceOverride));
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const minutes = parseHours(hours);
  const types = day.absences.map((absence) => absence.typeName).join(', ');

  async function run(action: () => Promise<unknown>, how: 'set' | 'dropped') {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      onSaved(how);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (minutes === undefined || minutes === null) return;
    void run(() => saveAbsenceCredit({ userId, date: day.date, minutes, version: day.version }), 'set');
  }

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('targetActual.credit.title', { day: formatDate(day.date) })}
    >
      <form noValidate onSubmit={submit}>
        {failure && <Notice tone="error">{failure}</Notice>}
        <MutedText>{t('targetActual.credit.intro', { types })}</MutedText>
        <TextField
          label={t('targetActual.credit.hours')}
          value={hours}
          placeholder={asText(day.absence)}
          inputMode="numeric"
          onChange={(event) => setHours(event.target.value)}
          error={
            shown && (minutes === undefined || minutes === null)
              ? t('targetActual.correct.invalid')
              : undefined
          }
        />
        {day.absenceOverride !== null && (
          <Button
            variant="secondary"
            size="small"
            busy={busy}
            onClick={() => void run(() => dropAbsenceCredit(userId, day.date, day.version), 'dropped')}
          >
            {t('targetActual.credit.asValued')}
          </Button>
        )}
        <FormDialogActions submitLabel={t('dialog.save')} busy={busy} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
