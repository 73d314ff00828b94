import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAuth } from '#app/auth';
import { PublicPage } from '#app/shell/public-page';
import { ApiError } from '#lib/api-error';
import { useDocumentTitle } from '#lib/document-title';
import { errorMessage } from '#lib/error-message';
import { Spinner } from '#ui/button';
import { Notice } from '#ui/notice';
import { rememberCustomerNo } from './login-params';
import { signInErrorKey } from './sign-in';
import { finishMicrosoftSignIn, forgetPendingSsoSignIn, readPendingSsoSignIn } from './sso-sign-in';
import styles from './login-page.module.css';

/** Where the page stands; a failure keeps the error, so that its text follows a change of language. */
type Phase =
  | { kind: 'working' }
  | { kind: 'signedIn'; referer: string | null }
  | { kind: 'cancelled' }
  | { kind: 'refusedByDirectory' }
  | { kind: 'incomplete' }
  | { kind: 'failed'; error: unknown };

/**
 * `/account/sso-callback`: where Microsoft sends the browser back with `code` and `state` (or `error`). The
 * API redeems the code once, the browser signs in to the user pool with the one-time answer, and the app goes on
 * as after a password sign-in: to the page asked for, or the start page.
 */
export function SsoCallbackPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.ssoTitle'));
  const auth = useAuth();
  const [searchParams] = useSearchParams();
  const pending = useMemo(() => readPendingSsoSignIn(), []);
  const code = searchParams.get('code') ?? '';
  const state = searchParams.get('state') ?? '';
  const directoryError = searchParams.get('error');
  const [phase, setPhase] = useState<Phase>(() => {
    if (directoryError === 'access_denied') return { kind: 'cancelled' };
    if (directoryError) return { kind: 'refusedByDirectory' };
    if (!code || !state) return { kind: 'incomplete' };
    return { kind: 'working' };
  });

  useEffect(() => {
    if (directoryError) {
      // The directory's own words name codes (AADSTS...): for the console, not the page.
      console.warn('Microsoft sign-in refused', directoryError, searchParams.get('error_description'));
    }
  }, [directoryError, searchParams]);

  // Someone still signed in in this tab: their session and cached data go before the new person's sign-in.
  const [clearingSession, setClearingSession] = useState(
    () => auth.user !== null && phase.kind === 'working',
  );
  const { refresh, signOut } = auth;
  useEffect(() => {
    if (!clearingSession) return;
    signOut()
      .catch((error: unknown) => console.error('Dropping the previous session failed', error))
      .finally(() => setClearingSession(false));
  }, [clearingSession, signOut]);

  const working = phase.kind === 'working' && !clearingSession;
  useEffect(() => {
    if (!working) return;
    let current = true;
    // `finishMicrosoftSignIn` runs once per state: a second effect (StrictMode) waits for the first run.
    finishMicrosoftSignIn(state, code)
      .then(async (result) => {
        if (!current) return;
        rememberCustomerNo(result.customerNo);
        forgetPendingSsoSignIn();
        const user = await refresh();
        if (!current) return;
        setPhase(
          user ? { kind: 'signedIn', referer: pending?.referer ?? null } : { kind: 'failed', error: null },
        );
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (!(error instanceof ApiError)) console.error('Microsoft sign-in failed', error);
        setPhase({ kind: 'failed', error });
      });
    return () => {
      current = false;
    };
  }, [working, state, code, refresh, pending]);

  if (phase.kind === 'signedIn' && auth.user) return <Navigate to={phase.referer ?? '/'} replace />;

  const failureText = (failed: Exclude<Phase, { kind: 'working' | 'signedIn' | 'cancelled' }>): string => {
    switch (failed.kind) {
      case 'refusedByDirectory':
        return t('account.ssoDirectoryRefused');
      case 'incomplete':
        return t('account.ssoIncomplete');
      case 'failed': {
        // The API's refusals in their own words; the user pool's in the words of the password sign-in, except
        // its "wrong password", which here means a one-time answer used or expired (two minutes).
        if (failed.error instanceof ApiError) return errorMessage(failed.error, t);
        const key = signInErrorKey(failed.error);
        return t(key === 'login.errorWrongCredentials' ? 'error.SSO_STATE_INVALID' : key);
      }
    }
  };
  const customerNo = pending?.customerNo;
  const loginPath = customerNo
    ? `/account/login?customerId=${encodeURIComponent(customerNo)}`
    : '/account/login';
  return (
    <PublicPage brandLink={loginPath}>
      <h1>{t('account.ssoTitle')}</h1>
      {(phase.kind === 'working' || phase.kind === 'signedIn') && (
        <p className={styles.working} role="status">
          <Spinner />
          <span>{t('account.ssoWorking')}</span>
        </p>
      )}
      {phase.kind === 'cancelled' && (
        <>
          <Notice tone="warning">{t('account.ssoCancelled')}</Notice>
          <p>{t('account.ssoCancelledHint')}</p>
          <p>
            <Link to={loginPath}>{t('account.backToLogin')}</Link>
          </p>
        </>
      )}
      {phase.kind !== 'working' && phase.kind !== 'signedIn' && phase.kind !== 'cancelled' && (
        <>
          <Notice tone="error">{failureText(phase)}</Notice>
          <p>
            <Link to={loginPath}>{t('account.ssoRetry')}</Link>
          </p>
        </>
      )}
    </PublicPage>
  );
}
