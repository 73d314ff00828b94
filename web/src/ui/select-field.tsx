import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field } from './field';
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
  return (
    <Field label={label} error={error} description={description} className={className}>
      {(control) => (
        <select {...selectProps} {...control} ref={ref} className={styles.select}>
          {children}
        </select>
      )}
    </Field>
  );
}
