import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
import { PageLoading } from './button';
import { Notice } from './notice';

/** What a page shows of a TanStack query (a query or an infinite query). */
export interface QueryView<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
}

/**
 * A page's main data: a spinner while it loads, the failure in words, and `children` with the data once there
 * is some (also next to the error of a failed reload).
 */
export function QueryContent<T>({
  query,
  children,
}: {
  query: QueryView<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {query.isPending && <PageLoading label={t('app.loading')} />}
      {query.isError && <Notice tone="error">{errorMessage(query.error, t)}</Notice>}
      {query.data !== undefined && children(query.data)}
    </>
  );
}
