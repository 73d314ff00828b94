import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';
import styles from './ui.module.css';

export interface PageProps {
  title: string;
  /** The id of the title (the page's one `h1`), which names the page's section and its tables. */
  titleId: string;
  intro?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A page of the signed-in app: a section named by its title, which is also the document's title. */
export function Page({ title, titleId, intro, actions, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby={titleId}>
      <div className={styles.pageHeader}>
        <div>
          <h1 id={titleId}>{title}</h1>
          {intro && <p className={styles.pageIntro}>{intro}</p>}
        </div>
        {actions && <div className={styles.pageActions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
