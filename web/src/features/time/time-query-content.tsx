import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '#ui/button';
import { Notice } from '#ui/notice';
import type { QueryView } from '#ui/query-content';
import { timeErrorMessage } from './refusal-message';

/**
 * `QueryContent` of the time pages: a spinner while loading, the failure in words (a refusal as the server words
 * it, naming the unit one is not responsible for), and `children` with the data once there is some.
 */
export function TimeQueryContent<T>({
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
      {query.isError && <Notice tone="error">{timeErrorMessage(query.error, t)}</Notice>}
      {query.data !== undefined && children(query.data)}
    </>
  );
}
