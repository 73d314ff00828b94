import { useTranslation } from 'react-i18next';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { formatDate } from '#lib/format';
import { newEntryOptions, type NewEntryOption } from './new-entry-options';
import styles from './dialogs.module.css';

const optionText = {
  absence: {
    label: 'calendarDialog.newEntry.absence',
    hint: 'calendarDialog.newEntry.absenceHint',
  },
  shiftRequest: {
    label: 'calendarDialog.newEntry.shiftRequest',
    hint: 'calendarDialog.newEntry.shiftRequestHint',
  },
  newShift: { label: 'calendarDialog.newEntry.newShift', hint: 'calendarDialog.newEntry.newShiftHint' },
  appointment: {
    label: 'calendarDialog.newEntry.appointment',
    hint: 'calendarDialog.newEntry.appointmentHint',
  },
} as const;

export interface NewEntryChooserProps {
  date: string;
  access: TCalendarData['access'];
  onChoose: (option: NewEntryOption) => void;
  onClose: () => void;
}

/** "New entry" on a day: what the person may create there (the options follow their access flags). */
export function NewEntryChooser({ date, access, onChoose, onClose }: NewEntryChooserProps) {
  const { t } = useTranslation();
  const options = newEntryOptions(access);
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('calendarDialog.newEntry.title', { date: formatDate(date) })}
    >
      <ul className={styles.choices}>
        {options.map((option) => (
          <li key={option}>
            <button type="button" className={styles.choice} onClick={() => onChoose(option)}>
              <strong>{t(optionText[option].label)}</strong>
              <span className={styles.muted}>{t(optionText[option].hint)}</span>
            </button>
          </li>
        ))}
      </ul>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
