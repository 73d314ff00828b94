import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './ui.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  description?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label (and an optional description read with it). */
export function Checkbox({ label, description, className, ref, ...inputProps }: CheckboxProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        type="checkbox"
        aria-describedby={description ? descriptionId : undefined}
      />
      <span className={styles.checkboxText}>
        <label htmlFor={id}>{label}</label>
        {description && (
          <span id={descriptionId} className={styles.checkboxDescription}>
            {description}
          </span>
        )}
      </span>
    </div>
  );
}
