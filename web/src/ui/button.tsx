import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './ui.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
  size?: 'normal' | 'small';
  /** Full width of the container. */
  block?: boolean;
  /** Shows a spinner and disables the button while work is under way. */
  busy?: boolean;
  children: ReactNode;
}

/** A button; `type` defaults to `button` so that only an explicit `type="submit"` submits a form. */
export function Button({
  variant = 'primary',
  size = 'normal',
  block = false,
  busy = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    styles[variant],
    size === 'small' ? styles.small : undefined,
    block ? styles.block : undefined,
    className,
  ];
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={classes.filter(Boolean).join(' ')}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}

/** Placeholder while a lazily loaded page arrives. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className={styles.pageLoading} role="status">
      <Spinner />
      <span className="sr-only">{label}</span>
    </div>
  );
}
