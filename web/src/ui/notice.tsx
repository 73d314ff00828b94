import type { ReactNode } from 'react';
import styles from './ui.module.css';

export interface NoticeProps {
  tone: 'info' | 'success' | 'warning' | 'error';
  children: ReactNode;
}

/** An inline message block. Errors are announced at once (`role="alert"`), the rest politely. */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{children}</p>
    </div>
  );
}
