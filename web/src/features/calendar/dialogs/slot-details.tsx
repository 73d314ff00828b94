import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { formatDate } from '#lib/format';
import { Facts, timeText } from './details-dialogs';

/**
 * Details of an absence, a common appointment, a substitute or a fixed bar entry (AP, CA, SB, FB): what the
 * calendar knows of it. Their own dialogs come with the absences and appointments areas.
 */
export function SlotDetails({ slot, onClose }: { slot: TCalendarSlot; onClose: () => void }) {
  const { t } = useTranslation();
  const time = timeText(slot.begin, slot.end, slot.itemClass);
  const rows: [string, ReactNode][] = [
    [
      t('calendarDialog.details.date'),
      slot.endDate === slot.date
        ? formatDate(slot.date)
        : `${formatDate(slot.date)} – ${formatDate(slot.endDate)}`,
    ],
  ];
  if (time) rows.push([t('calendarDialog.details.time'), time]);
  if (slot.notes) rows.push([t('calendarDialog.details.notes'), slot.notes]);
  if (slot.toolTip) rows.push([t('calendarDialog.details.info'), slot.toolTip]);
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={slot.name}>
      <Facts rows={rows} />
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
