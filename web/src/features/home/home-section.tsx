import type { ReactNode } from 'react';
import { Notice } from '#ui/notice';
import { QueryContent, type QueryView } from '#ui/query-content';
import { ValidatorMessagesDialog } from '#features/calendar/dialogs/validator-messages';
import { useHomeAction } from './use-home-action';
import styles from './home-page.module.css';

export type HomeAction = ReturnType<typeof useHomeAction>;

/** A home page's cards once its data is there; the failure or refusal of the last shift action stands above. */
export function HomeCards<T>({
  query,
  children,
}: {
  query: QueryView<T>;
  children: (data: T, action: HomeAction) => ReactNode;
}) {
  const action = useHomeAction();
  return (
    <QueryContent query={query}>
      {(data) => (
        <div className={styles.cards}>
          {action.failure && <Notice tone="error">{action.failure}</Notice>}
          {action.refusal && <ValidatorMessagesDialog {...action.refusal} />}
          {children(data, action)}
        </div>
      )}
    </QueryContent>
  );
}

/** A card of the home page with its heading. */
export function HomeCard({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A card of the home page: a heading with a count, the list of items, or a line saying there is nothing. */
export function HomeSection<T>({
  title,
  items,
  empty,
  children,
}: {
  title: string;
  items: readonly T[];
  empty: string;
  /** One `<li>` an item. */
  children: (item: T) => ReactNode;
}) {
  return (
    <HomeCard
      id={`home-${title.replace(/\W+/g, '-').toLowerCase()}`}
      heading={
        <>
          {title} <span className={styles.count}>{items.length}</span>
        </>
      }
    >
      {items.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.list}>{items.map((item) => children(item))}</ul>
      )}
    </HomeCard>
  );
}

/** A line of a card: a name in bold, what it is about, then where (muted). */
export function HomeLine({ name, detail, place }: { name: string; detail: ReactNode; place: ReactNode }) {
  return (
    <>
      <strong>{name}</strong> {detail}
      <span className={styles.muted}> · {place}</span>
    </>
  );
}

export function timeRange(begin: string | null, end: string | null): string {
  return begin && end ? `${begin}–${end}` : '';
}
