import { useTranslation } from 'react-i18next';
import type { TPause, TPauseMode } from '@app/shared/shifts/shift-template';
import { SelectField } from '#ui/select-field';
import { TimeField } from '#ui/widgets/time-field';
import styles from './dialogs.module.css';

const modeKeys = {
  0: 'calendarDialog.pause.none',
  1: 'calendarDialog.pause.unpaid',
  2: 'calendarDialog.pause.paid',
} as const;

function isPauseMode(value: number): value is TPauseMode {
  return value === 0 || value === 1 || value === 2;
}

/** One pause of an entry: its kind, and begin and end (15-minute steps) when it has one. */
export function PauseEditor({
  label,
  pause,
  onChange,
}: {
  label: string;
  pause: TPause;
  onChange: (pause: TPause) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.pause}>
      <legend>{label}</legend>
      <SelectField
        label={t('calendarDialog.pause.mode')}
        value={pause.mode}
        onChange={(event) => {
          const mode = Number(event.target.value);
          if (!isPauseMode(mode)) return;
          onChange(mode === 0 ? { mode, begin: null, end: null } : { ...pause, mode });
        }}
      >
        {([0, 1, 2] as const).map((mode) => (
          <option key={mode} value={mode}>
            {t(modeKeys[mode])}
          </option>
        ))}
      </SelectField>
      {pause.mode !== 0 && (
        <>
          <TimeField
            label={t('calendarDialog.pause.begin')}
            value={pause.begin}
            onChange={(begin) => onChange({ ...pause, begin: begin ?? null })}
          />
          <TimeField
            label={t('calendarDialog.pause.end')}
            value={pause.end}
            onChange={(end) => onChange({ ...pause, end: end ?? null })}
          />
        </>
      )}
    </fieldset>
  );
}
