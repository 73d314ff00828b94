import type { ReactNode } from 'react';
import styles from './ui.module.css';

export interface NoticeProps {
  tone: 'info' | 'success' | 'warning' | 'error';
  /** A bold first line. */
  title?: string;
  children: ReactNode;
}

/** An inline message block. Errors are announced at once (`role="alert"`), the rest politely. */
export function Notice({ tone, title, children }: NoticeProps) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className={styles.noticeBody}>
        {title && <p className={styles.noticeTitle}>{title}</p>}
        {typeof children === 'string' ? <p>{children}</p> : children}
      </div>
    </div>
  );
}
