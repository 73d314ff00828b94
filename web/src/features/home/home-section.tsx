import type { ReactNode } from 'react';
import styles from './home-page.module.css';

/** A card of the home page: a heading with a count, the list, or a line saying there is nothing. */
export function HomeSection({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  const id = `home-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title} <span className={styles.count}>{count}</span>
      </h2>
      {count === 0 ? <p className={styles.empty}>{empty}</p> : <ul className={styles.list}>{children}</ul>}
    </section>
  );
}

export function timeRange(begin: string | null, end: string | null): string {
  return begin && end ? `${begin}–${end}` : '';
}
