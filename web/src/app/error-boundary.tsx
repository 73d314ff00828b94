import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import styles from './status-page.module.css';

/** The friendly page shown when rendering failed: what happened, and a reload button. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="alert">
      <div className={styles.card}>
        <h1>{t('errorBoundary.title')}</h1>
        <p>{t('errorBoundary.text')}</p>
        <Button onClick={() => window.location.reload()}>{t('app.reload')}</Button>
      </div>
    </div>
  );
}

interface ErrorBoundaryState {
  error: unknown;
}

/**
 * Catches render errors and shows `ErrorFallback`. One wraps the whole app; the shell wraps each page in one
 * keyed by the path, so that the navigation stays usable and leaving the page clears the error.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <ErrorFallback /> : this.props.children;
  }
}
