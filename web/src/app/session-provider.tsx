import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@app/shared/i18n/languages';
import { sessionContracts } from '@app/shared/session/session.contracts';
import { callApi } from '#lib/api';
import { setDisplayTimeZone } from '#lib/format';
import { currentLanguage, setLanguage, takeLanguageChosenBeforeSignIn } from '#lib/i18n';
import { withOfflineCopy } from '#lib/offline-copy';
import { cognitoUsername, type SignedInUser } from '#lib/session';
import { Button, PageLoading } from '#ui/button';
import { useAuth, useSignedInUser } from './auth';
import { useToast } from './toast';
import { SessionContext } from './session';
import styles from './status-page.module.css';

/** `GET /api/session`: the spec's session flags, edition, limits and the security table of the signed-in user. */
export function sessionQuery(user: SignedInUser) {
  return queryOptions({
    queryKey: ['session', user.customerNo, user.username],
    // Kept for a start without a connection: the clock needs the session offline too.
    queryFn: ({ signal }) =>
      withOfflineCopy(
        'session',
        cognitoUsername(user.customerNo, user.username),
        () => callApi(sessionContracts.get, {}, { signal }),
        (copy) => sessionContracts.get.response.parse(copy),
      ),
    staleTime: 5 * 60_000,
  });
}

/** `PUT /api/session/language`: stores the user's language (and its cookie), and updates the cached session. */
export async function storeUserLanguage(
  queryClient: QueryClient,
  user: SignedInUser,
  language: Language,
): Promise<void> {
  const reply = await callApi(sessionContracts.setLanguage, { body: { key: language } });
  queryClient.setQueryData(sessionQuery(user).queryKey, (session) =>
    session ? { ...session, languageKey: reply.languageKey } : session,
  );
}

/**
 * Loads the session once the user is signed in and renders its children only with it, so that every page
 * can rely on `useSession()`. On the first load it adopts the language stored for the user; dates and times are
 * shown in the tenant's time zone from then on.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { signOut } = useAuth();
  const session = useQuery(sessionQuery(user));
  const adoptedFor = useRef<string | null>(null);
  const userKey = `${user.customerNo}#${user.username}`;
  const languageKey = session.data?.languageKey;

  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(() => {
    if (!languageKey || adoptedFor.current === userKey) return;
    adoptedFor.current = userKey;
    // A language chosen on the sign-in page wins, and becomes the user's; otherwise the stored one applies.
    const chosen = takeLanguageChosenBeforeSignIn();
    if (chosen) {
      if (chosen === languageKey) return;
      storeUserLanguage(queryClient, user, chosen).catch((error: unknown) => {
        console.error('Storing the language failed', error);
        toast.error(t('language.saveFailed'));
      });
      return;
    }
    if (languageKey !== currentLanguage()) void setLanguage(languageKey);
  }, [languageKey, userKey, queryClient, user, toast, t]);

  const timeZone = session.data?.timeZone;
  useEffect(() => {
    if (!timeZone) return;
    setDisplayTimeZone(timeZone);
    // Signed out or another user: back to the browser's zone until the next session says otherwise.
    return () => setDisplayTimeZone(null);
  }, [timeZone]);

  if (session.data) {
    // Before the children render: every date they show is on the tenant's wall clock (idempotent).
    setDisplayTimeZone(session.data.timeZone);
    return <SessionContext value={session.data}>{children}</SessionContext>;
  }
  if (session.isError) {
    return (
      <div className={styles.page} role="alert">
        <div className={styles.card}>
          <h1>{t('session.loadFailedTitle')}</h1>
          <p>{t('session.loadFailedText')}</p>
          <div className={styles.actions}>
            <Button onClick={() => void session.refetch()}>{t('session.retry')}</Button>
            <Button variant="secondary" onClick={() => void signOut()}>
              {t('userMenu.signOut')}
            </Button>
          </div>
        </div>
      </div>
    );
  }
  return <PageLoading label={t('app.loading')} />;
}
