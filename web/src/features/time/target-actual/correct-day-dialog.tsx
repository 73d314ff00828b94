import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTrackingDay } from '@app/shared/time-tracking/tracking';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { FormGrid, MutedText, Wide } from '#ui/layout';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import { MemoField } from '#ui/widgets/string-field';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { saveDayCorrection } from './target-actual-api';
import { formatMinutes } from './target-actual-format';

/** `h:mm` (or whole hours) as minutes; blank is null (as valued); undefined when it is no duration of a day. */
export function parseHours(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const match = /^(\d{1,2})(?::([0-5]\d))?$/.exec(value);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2] ?? 0);
  return minutes <= 1440 ? minutes : undefined;
}

const asText = (minutes: number | null | undefined) =>
  minutes === null || minutes === undefined ? '' : formatMinutes(minutes, 'hours', 8, 'de');

/**
 * EditTargetActualData (`/Time/EditTargetActualData?userId&day`): a planner's own target and/or actual of a day,
 * with the reason. Blank keeps the valued figure.
 */
export function CorrectDayDialog({
  userId,
  day,
  onClose,
  onSaved,
}: {
  userId: string;
  day: TTrackingDay;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(asText(day.correction?.target));
  const [actual, setActual] = useState(asText(day.correction?.actual));
  const [note, setNote] = useState(day.correction?.note ?? '');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const targetMinutes = parseHours(target);
  const actualMinutes = parseHours(actual);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (targetMinutes === undefined || actualMinutes === undefined) return;
    setBusy(true);
    setFailure(null);
    try {
      await saveDayCorrection({
        userId,
        date: day.date,
        target: targetMinutes,
        actual: actualMinutes,
        note,
        version: day.version,
      });
      onSaved();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  const invalid = t('targetActual.correct.invalid');
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('targetActual.correct.title', { day: formatDate(day.date) })}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        {failure && <Notice tone="error">{failure}</Notice>}
        <MutedText>{t('targetActual.correct.intro')}</MutedText>
        <FormGrid>
          <TextField
            label={t('targetActual.correct.target')}
            value={target}
            placeholder={asText(day.target)}
            inputMode="numeric"
            onChange={(event) => setTarget(event.target.value)}
            error={shown && targetMinutes === undefined ? invalid : undefined}
          />
          <TextField
            label={t('targetActual.correct.actual')}
            value={actual}
            placeholder={asText(day.actual)}
            inputMode="numeric"
            onChange={(event) => setActual(event.target.value)}
            error={shown && actualMinutes === undefined ? invalid : undefined}
          />
          <Wide>
            <MemoField
              label={t('targetActual.correct.note')}
              value={note}
              onChange={(value) => setNote(value ?? '')}
              rows={3}
              maxLength={500}
            />
          </Wide>
        </FormGrid>
        <FormDialogActions submitLabel={t('dialog.save')} busy={busy} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
