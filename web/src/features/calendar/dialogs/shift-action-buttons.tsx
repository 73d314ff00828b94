import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import { maxRequestReason, type TShiftActionMode } from '@app/shared/calendar/shift-actions.contracts';
import { Button } from '#ui/button';
import { DialogActions } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { MemoField } from '#ui/widgets/string-field';
import { formatDate } from '#lib/format';
import { employeeHomeQuery, runShiftAction } from './actions-api';
import { shiftActionsFor, type ShiftActionOption } from './shift-action-rules';
import { useValidatedCall } from './use-validated-call';
import { ValidatorMessages } from './validator-messages';
import styles from './dialogs.module.css';

export const actionLabels = {
  SETUSER: 'calendarDialog.action.SETUSER',
  SWAP: 'calendarDialog.action.SWAP',
  SWAPREMOVE: 'calendarDialog.action.SWAPREMOVE',
  SWAPACCEPT: 'calendarDialog.action.SWAPACCEPT',
  SWAPDENY: 'calendarDialog.action.SWAPDENY',
  APPLY: 'calendarDialog.action.APPLY',
  APPLYREMOVE: 'calendarDialog.action.APPLYREMOVE',
  SHARE: 'calendarDialog.action.SHARE',
  SHAREACCEPT: 'calendarDialog.action.SHAREACCEPT',
  'SHAREACCEPT-': 'calendarDialog.action.SHAREDECLINE',
  SHAREREMOVE: 'calendarDialog.action.SHAREREMOVE',
  'FAVORITE.REMOVE': 'calendarDialog.picker.unfavorite',
} as const satisfies Record<TShiftActionMode, string>;

/** The person's own coming shifts, to offer one in a swap. */
function SwapChooser({
  entry,
  value,
  onChange,
}: {
  entry: TShiftEntry;
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const home = useQuery(employeeHomeQuery);
  const mine = (home.data?.nextShifts ?? []).filter((candidate) => candidate.id !== entry.id);
  if (home.isPending) return <p>{t('app.loading')}</p>;
  if (mine.length === 0) return <Notice tone="info">{t('calendarDialog.action.noOwnShifts')}</Notice>;
  return (
    <SelectField
      label={t('calendarDialog.action.swapWith')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('calendarDialog.action.chooseShift')}</option>
      {mine.map((candidate) => (
        <option key={candidate.id} value={candidate.id}>
          {`${formatDate(candidate.date)} ${candidate.name} ${candidate.begin ?? ''}–${candidate.end ?? ''}`}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The shift actions on the shift details (accept, swap, apply, share, withdraw with a reason, accept or decline
 * a request). Each runs ShiftsAction; a refused one shows the validator's messages with retry and force.
 */
export function ShiftActionButtons({
  entry,
  me,
  access,
  onDone,
}: {
  entry: TShiftEntry;
  me: string;
  access: TCalendarData['access'];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const options = shiftActionsFor(entry, me, access);
  const [pending, setPending] = useState<ShiftActionOption | null>(null);
  const [reason, setReason] = useState('');
  const [targetEntryId, setTargetEntryId] = useState('');
  const call = useValidatedCall(() => {
    setPending(null);
    onDone();
  });

  function run(choice: ShiftActionOption) {
    void call.run((force) =>
      runShiftAction({
        actionMode: choice.mode,
        entryId: entry.id,
        force,
        ...(choice.mode === 'SETUSER' ? { targetUserId: me } : {}),
        ...(choice.request ? { requestId: choice.request.id } : {}),
        ...(choice.needsReason && reason.trim() ? { reason: reason.trim() } : {}),
        // A swap is the requester's: their own shift (chosen) is the entry, the colleague's the target.
        ...(choice.needsTargetEntry ? { entryId: targetEntryId, targetEntryId: entry.id } : {}),
      }),
    );
  }

  if (options.length === 0) return null;
  if (call.refusal) return <ValidatorMessages {...call.refusal} />;
  if (pending) {
    return (
      <div className={styles.form}>
        {pending.needsReason && (
          <MemoField
            label={t('calendarDialog.action.reason')}
            value={reason}
            maxLength={maxRequestReason}
            onChange={(text) => setReason(text ?? '')}
          />
        )}
        {pending.needsTargetEntry && (
          <SwapChooser entry={entry} value={targetEntryId} onChange={setTargetEntryId} />
        )}
        {pending.needsConfirmation && (
          <p>
            {t('calendarDialog.action.shareConfirm', {
              shift: entry.name,
              date: formatDate(entry.date),
              unit: entry.unitName,
            })}
          </p>
        )}
        {call.failure && <Notice tone="error">{call.failure}</Notice>}
        <DialogActions>
          <Button variant="secondary" onClick={() => setPending(null)} disabled={call.busy}>
            {t('dialog.cancel')}
          </Button>
          <Button
            busy={call.busy}
            disabled={pending.needsTargetEntry && !targetEntryId}
            onClick={() => run(pending)}
          >
            {t(actionLabels[pending.mode])}
          </Button>
        </DialogActions>
      </div>
    );
  }
  return (
    <div className={styles.actionButtons} role="group" aria-label={t('calendarDialog.action.group')}>
      {call.failure && <Notice tone="error">{call.failure}</Notice>}
      {options.map((choice) => (
        <Button
          key={`${choice.mode}-${choice.request?.id ?? ''}`}
          variant={choice.mode === 'SWAPDENY' || choice.mode === 'SHAREACCEPT-' ? 'secondary' : 'primary'}
          busy={call.busy}
          onClick={() =>
            choice.needsReason || choice.needsTargetEntry || choice.needsConfirmation
              ? setPending(choice)
              : run(choice)
          }
        >
          {choice.request &&
          (choice.mode.endsWith('ACCEPT') || choice.mode === 'SWAPDENY' || choice.mode === 'SHAREACCEPT-')
            ? t(actionLabels[choice.mode]) + ` (${choice.request.requesterName})`
            : t(actionLabels[choice.mode])}
        </Button>
      ))}
    </div>
  );
}
