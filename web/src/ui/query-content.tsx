import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogLoadErrorMessage, errorMessage } from '../lib/error-message';
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

/**
 * A dialog's data: a spinner while it loads, then `children` with it. A failed load says what the spec says for
 * dialogs (403 `noaccess-msg1`, 404 `error-msg3`, otherwise `error-msg2`).
 */
export function DialogQueryContent<T>({
  query,
  children,
}: {
  query: QueryView<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <Notice tone="error">{dialogLoadErrorMessage(query.error, t)}</Notice>;
  return <PageLoading label={t('app.loading')} />;
}
