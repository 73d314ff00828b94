import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { administratorPermission, type PermissionName } from '@app/shared/security/permissions';
import { ZSession, type TSession } from '@app/shared/tenants/session';
import { apiFetch } from '../lib/api';
import { currentLanguage, setLanguage } from '../lib/i18n';
import type { SignedInUser } from '../lib/session';
import { Button, PageLoading } from '../ui/button';
import { useAuth, useSignedInUser } from './auth';
import styles from './status-page.module.css';

/** `GET /api/session`: the spec's session flags, edition, limits and the security table of the signed-in user. */
export function sessionQuery(user: SignedInUser) {
  return queryOptions({
    queryKey: ['session', user.customerNo, user.username],
    queryFn: ({ signal }) => apiFetch('/api/session', { schema: ZSession, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The query key prefix of the session: invalidate it after a change of edition, roles or language. */
export const sessionQueryKey = ['session'] as const;

const SessionContext = createContext<TSession | null>(null);

/**
 * Loads the session once the user is signed in and renders its children only with it, so that every page
 * can rely on `useSession()`. On the first load it adopts the language stored for the user.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { signOut } = useAuth();
  const session = useQuery(sessionQuery(user));
  const adoptedFor = useRef<string | null>(null);
  const userKey = `${user.customerNo}#${user.username}`;
  const languageKey = session.data?.languageKey;

  useEffect(() => {
    if (!languageKey || adoptedFor.current === userKey) return;
    adoptedFor.current = userKey;
    if (languageKey !== currentLanguage()) void setLanguage(languageKey);
  }, [languageKey, userKey]);

  if (session.data) return <SessionContext value={session.data}>{children}</SessionContext>;
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

/** The signed-in user's session; only below `SessionProvider` (every page of the shell). */
export function useSession(): TSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** Whether the session's security table grants `permission` (`access.administrator` grants all). */
export function sessionAllows(session: Pick<TSession, 'permissions'>, permission: PermissionName): boolean {
  return session.permissions[administratorPermission] === true || session.permissions[permission] === true;
}

/** Whether the signed-in user has `permission`. */
export function usePermission(permission: PermissionName): boolean {
  return sessionAllows(useSession(), permission);
}
