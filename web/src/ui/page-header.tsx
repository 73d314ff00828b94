import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A page's title (the page's one `h1`), an optional intro line and actions on the right. */
export function PageHeader({
  title,
  titleId,
  intro,
  actions,
}: {
  title: string;
  titleId?: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.pageHeader}>
      <div>
        <h1 id={titleId}>{title}</h1>
        {intro && <p className={styles.pageIntro}>{intro}</p>}
      </div>
      {actions && <div className={styles.pageActions}>{actions}</div>}
    </div>
  );
}
