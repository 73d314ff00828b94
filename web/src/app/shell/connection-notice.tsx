import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { isNetworkFailure } from '#lib/offline-copy';
import { useOnline } from '#lib/use-online';
import { Button } from '#ui/button';
// The same band as the trial banner's at its end: under the top bar, in the warning colours.
import band from './trial-banner.module.css';

/**
 * Whether the last answer the app waited for never came (the server or the way to it is down), as the query and
 * mutation caches see it: set by a network failure, cleared by the next answer of any kind.
 */
function useServerUnreachable(): boolean {
  const queryClient = useQueryClient();
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    const seen = (error: unknown, answered: boolean) => {
      if (error !== undefined && error !== null && isNetworkFailure(error)) setUnreachable(true);
      else if (answered) setUnreachable(false);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'error') seen(event.action.error, true);
      if (event.action.type === 'success') seen(null, true);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'error') seen(event.action.error, true);
      if (event.action.type === 'success') seen(null, true);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return unreachable;
}

/**
 * A band under the top bar while the app cannot reach the server: what the person sees is the last state loaded,
 * and a way to try again. Pages that handle a lost connection themselves (the clock) go without it.
 */
export function ConnectionNotice({ pageHasItsOwn }: { pageHasItsOwn: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const unreachable = useServerUnreachable();
  const queryClient = useQueryClient();
  if (pageHasItsOwn || (online && !unreachable)) return null;
  return (
    <div className={`${band.banner} ${band.expired}`} role="status">
      <p>{t(online ? 'app.connection.unreachable' : 'app.connection.offline')}</p>
      <Button
        size="small"
        variant="secondary"
        onClick={() => void queryClient.refetchQueries({ type: 'active' })}
      >
        {t('app.connection.retry')}
      </Button>
    </div>
  );
}
