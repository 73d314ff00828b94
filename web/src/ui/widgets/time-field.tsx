import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../field';
import ui from '../ui.module.css';
import { bindable, cx, type ValueProps } from './bindable';
import { parseTime, stepTime, timeStepMinutes } from './time';
import styles from './widgets.module.css';

export interface TimeInputProps extends ValueProps<string | null | undefined> {
  label: string;
  description?: string | undefined;
  /** Minutes the arrow keys move; the spec's 15 by default. */
  step?: number;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  className?: string | undefined;
}

/**
 * A time of day `HH:mm`. Typed quickly ("7" is 07:00, "14" 14:00, "730" or "7:30" 07:30) and read when the
 * field is left or with Enter; arrow keys up and down move it by 15 minutes. Text that is no time keeps its
 * message under the field, and the value is then empty (null).
 */
function TimeInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  description,
  step = timeStepMinutes,
  className,
  ...native
}: TimeInputProps) {
  const { t } = useTranslation();
  const hintId = useId();
  // What the user is typing; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const current = value ?? null;

  function commit(text: string) {
    setDraft(null);
    if (!text.trim()) {
      setUnreadable(false);
      if (current !== null) onChange(null);
      return;
    }
    const parsed = parseTime(text);
    setUnreadable(parsed === null);
    if (parsed === null) {
      // Keep the text on screen, so that the user sees what could not be read.
      setDraft(text);
      if (current !== null) onChange(null);
    } else if (parsed !== current) {
      onChange(parsed);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (native.readOnly || native.disabled) return;
    if (event.key === 'Enter' && draft !== null) {
      // Enter reads the typed time; it submits the form only once nothing is left to read.
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const from = draft !== null ? parseTime(draft) : current;
      setDraft(null);
      setUnreadable(false);
      onChange(stepTime(from, event.key === 'ArrowUp' ? 1 : -1, step));
    }
  }

  const message = unreadable ? t('widgets.time.invalid') : error;
  return (
    <Field label={label} error={message} description={description} className={className}>
      {(control) => (
        <>
          <input
            {...native}
            {...control}
            aria-describedby={cx(control['aria-describedby'], hintId)}
            ref={focusRef}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('widgets.time.placeholder')}
            maxLength={5}
            value={draft ?? current ?? ''}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => {
              if (draft !== null) commit(draft);
              onBlur?.();
            }}
            onKeyDown={onKeyDown}
            className={cx(ui.input, styles.timeInput)}
          />
          <span id={hintId} className="sr-only">
            {t('widgets.time.hint', { step })}
          </span>
        </>
      )}
    </Field>
  );
}

/** A time of day with 15-minute steps; see `TimeInput`. Bound with `control` and `name`, or controlled. */
export const TimeField = bindable<string | null | undefined, TimeInputProps>(TimeInput, 'TimeField');
