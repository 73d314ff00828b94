import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './ui.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  description?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** A labelled native select (good on phones); description and error are tied to it like in `TextField`. */
export function SelectField({
  label,
  error,
  description,
  className,
  ref,
  children,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      <select
        {...selectProps}
        ref={ref}
        id={id}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </select>
      {error && (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}
