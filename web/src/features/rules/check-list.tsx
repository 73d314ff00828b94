import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '#ui/checkbox';
import { fieldParts, MutedText } from '#ui/layout';
import styles from './rules.module.css';

export interface CheckListProps<V extends string | number> {
  label: string;
  options: readonly { id: V; name: string }[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  error?: string | undefined;
  /** Options side by side (weekdays) instead of one a line. */
  inline?: boolean;
}

/** Several of a short list as checkboxes in a fieldset; the order of `options` is kept in the value. */
export function CheckList<V extends string | number>({
  label,
  options,
  value,
  onChange,
  error,
  inline = false,
}: CheckListProps<V>) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = (option: V, on: boolean) =>
    onChange(options.map((one) => one.id).filter((one) => (one === option ? on : value.includes(one))));
  return (
    <fieldset
      className={styles.checkList}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={fieldParts.label}>{label}</legend>
      {options.length === 0 && <MutedText>{t('rules.form.noOptions')}</MutedText>}
      <div className={inline ? styles.inlineChecks : styles.checks}>
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.name}
            checked={value.includes(option.id)}
            onChange={(event) => toggle(option.id, event.target.checked)}
          />
        ))}
      </div>
      {error && (
        <span id={`${id}-error`} className={fieldParts.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
