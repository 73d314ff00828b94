import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maxRequestReason } from '@app/shared/calendar/shift-actions.contracts';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { MemoField } from '#ui/widgets/string-field';
import { formatDate } from '#lib/format';
import { useToast } from '#app/toast';
import { availableShiftsQuery, requestSlot } from './actions-api';
import { useValidatedCall } from './use-validated-call';
import { ValidatorMessages } from './validator-messages';
import styles from './dialogs.module.css';

/**
 * RequestSlot: a person asks for a shift on a day, with an optional reason. On an open shift it is an
 * application; otherwise they choose the shift and the planners answer by planning them.
 */
export function RequestSlotDialog({
  unitId,
  date,
  resourceId,
  templateId,
  entryId,
  onClose,
  onChanged,
}: {
  unitId: string;
  date: string;
  resourceId?: string | null | undefined;
  templateId?: string | null | undefined;
  entryId?: string | null | undefined;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [chosen, setChosen] = useState(templateId ?? '');
  const [reason, setReason] = useState('');
  const needsChoice = !entryId && !templateId;
  const shifts = useQuery({
    ...availableShiftsQuery({ unitId, date, ...(resourceId ? { resourceId } : {}), search: '' }),
    enabled: needsChoice,
  });
  const call = useValidatedCall(() => {
    toast.success(t('calendarDialog.requestSlot.sent'));
    onChanged();
    onClose();
  });

  function send() {
    void call.run(() =>
      requestSlot({
        unitId,
        date,
        ...(entryId ? { entryId } : { templateId: chosen }),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }),
    );
  }

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('calendarDialog.requestSlot.title', { date: formatDate(date) })}
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        {needsChoice && (
          <SelectField
            label={t('calendarDialog.requestSlot.shift')}
            value={chosen}
            required
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{t('calendarDialog.action.chooseShift')}</option>
            {(shifts.data?.templates ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {`${item.name} ${item.periodText}`}
              </option>
            ))}
          </SelectField>
        )}
        <MemoField
          label={t('calendarDialog.requestSlot.reason')}
          value={reason}
          maxLength={maxRequestReason}
          onChange={(text) => setReason(text ?? '')}
        />
        {call.failure && <Notice tone="error">{call.failure}</Notice>}
        {call.refusal ? (
          <ValidatorMessages {...call.refusal} />
        ) : (
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" busy={call.busy} disabled={!entryId && !chosen}>
              {t('calendarDialog.requestSlot.send')}
            </Button>
          </DialogActions>
        )}
      </form>
    </ModalDialog>
  );
}
