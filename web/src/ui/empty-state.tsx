import { Link } from 'react-router';
import { Button } from '#ui/button';
import uiStyles from './ui.module.css';
import styles from './empty-state.module.css';

/** The first step: a button that opens the dialog, or a link to the page where the step is done. */
export type EmptyStateAction = { label: string; onClick: () => void } | { label: string; to: string };

export interface EmptyStateProps {
  /** One or two sentences: what the list is for and what its first entry makes possible. */
  text: string;
  /** Left out where the person may only look (read-only pages) or the way on is elsewhere on the page. */
  action?: EmptyStateAction | undefined;
}

/**
 * What an empty list shows instead of headings over nothing: its purpose and the way to its first entry, so that
 * a new company finds the next step on every page (issue 29).
 */
export function EmptyState({ text, action }: EmptyStateProps) {
  return (
    <div className={`${uiStyles.panel} ${styles.emptyState}`}>
      <p>{text}</p>
      {action &&
        ('to' in action ? (
          <Link className={`${uiStyles.button} ${uiStyles.primary}`} to={action.to}>
            {action.label}
          </Link>
        ) : (
          <Button onClick={action.onClick}>{action.label}</Button>
        ))}
    </div>
  );
}
