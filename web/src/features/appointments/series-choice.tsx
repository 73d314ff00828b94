import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { formatDate } from '#lib/format';
import styles from './appointments.module.css';

export type SeriesScope = 'occurrence' | 'following' | 'series';

const labels = {
  occurrence: 'appointment.choice.occurrence',
  following: 'appointment.choice.following',
  series: 'appointment.choice.series',
} as const;

export interface SeriesChoiceProps {
  /** What will be done with the choice: the title says it. */
  action: 'edit' | 'delete';
  /** Another title (an absence's series: "Cancel a recurring absence"). */
  title?: string | undefined;
  /** The choices offered, in this order; default this one or the whole series (appointments, fixed bars). */
  scopes?: readonly SeriesScope[] | undefined;
  /** The occurrence the person opened. */
  date: string;
  onChoose: (scope: SeriesScope) => void;
  onClose: () => void;
}

/**
 * Editing or deleting an occurrence of a series (spec: "as the whole series or as a single occurrence"): asks
 * which; absences also offer "this and all following". The shift series' `SerialDeleteDialog` is a different
 * question (how many entries from a day on go), so this one stands alone and serves every series of patterns:
 * appointments, absences, fixed bars.
 */
export function SeriesChoice({
  action,
  title,
  scopes = ['occurrence', 'series'],
  date,
  onChoose,
  onClose,
}: SeriesChoiceProps) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<SeriesScope>('occurrence');
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={
        title ?? t(action === 'edit' ? 'appointment.choice.editTitle' : 'appointment.choice.deleteTitle')
      }
      size="small"
    >
      <fieldset className={styles.form}>
        <legend>{t('appointment.choice.question', { date: formatDate(date) })}</legend>
        {scopes.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="series-scope"
              value={option}
              checked={scope === option}
              onChange={() => setScope(option)}
            />{' '}
            {t(labels[option])}
          </label>
        ))}
      </fieldset>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button variant={action === 'delete' ? 'danger' : 'primary'} onClick={() => onChoose(scope)}>
          {t('appointment.choice.continue')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
