import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatWeekday } from '#lib/format';
import { isLanguage } from '#lib/i18n';
import { Button } from '#ui/button';
import { DialogActions } from '#ui/dialog';
import { Notice } from '#ui/notice';
import styles from './plan-tools.module.css';

export interface PersonDayNote {
  key: string;
  name: string;
  date: string;
  /** What happened there and why, after "name, weekday date:". */
  text: string;
}

/**
 * What a plan tool left out or warned about, one line per person and day ("Anna Berg, Do 07.01.2027: …"), under
 * a summary, with the dialog's close button: shown in place of the form once the tool has run.
 */
export function PersonDayNotes({
  summary,
  tone,
  label,
  notes,
  after,
  onClose,
}: {
  summary: string;
  tone: 'info' | 'warning';
  /** The list's accessible name. */
  label: string;
  notes: readonly PersonDayNote[];
  /** Below the list (how many more there were). */
  after?: ReactNode;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'de';
  return (
    <div className={styles.form}>
      <Notice tone={tone}>{summary}</Notice>
      <ul className={styles.missedList} aria-label={label}>
        {notes.map((note) => (
          <li key={note.key}>
            <strong>{note.name}</strong>, {formatWeekday(note.date, language, 'short')}{' '}
            {formatDate(note.date)}: {note.text}
          </li>
        ))}
      </ul>
      {after}
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </div>
  );
}
