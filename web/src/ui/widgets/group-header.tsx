import styles from './widgets.module.css';

export interface GroupHeaderProps {
  title: string;
  /** A line under the heading about the group's fields. */
  description?: string | undefined;
  /** The heading level: 3 in a dialog (its title is 2), 2 on a page (its title is 1). */
  level?: 2 | 3 | 4;
  /** Lets a `section`/`fieldset` name itself after the heading (`aria-labelledby`). */
  id?: string;
}

/**
 * The heading of a group of fields inside a form: a real heading (screen readers list and jump to it) with
 * a rule under it; in a `formGrid` it spans both columns.
 */
export function GroupHeader({ title, description, level = 3, id }: GroupHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.groupHeader}>
      <Heading id={id} className={styles.groupTitle}>
        {title}
      </Heading>
      {description && <p className={styles.groupDescription}>{description}</p>}
    </div>
  );
}
