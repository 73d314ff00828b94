import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './field';
import styles from './ui.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the input and announced with it; marks the input invalid. */
  error?: string | undefined;
  description?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose description and error are tied to it with `aria-describedby`. */
export function TextField({ label, error, description, className, ref, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} description={description} className={className}>
      {(control) => <input {...inputProps} {...control} ref={ref} className={styles.input} />}
    </Field>
  );
}
