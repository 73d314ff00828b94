import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

/** What a field's control gets, so that its label, description and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** Shown under the control and announced with it; marks the control invalid. */
  error?: string | undefined;
  description?: string | undefined;
  className?: string | undefined;
  /** Renders the control (a native input or select) with the props that tie it to the label and texts. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame of a native form control: label, description, the control, error. Description and error are tied
 * to the control with `aria-describedby`, so that screen readers read them with it.
 */
export function Field({ label, error, description, className, children }: FieldProps) {
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
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}
