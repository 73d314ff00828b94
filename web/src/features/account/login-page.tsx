import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAuth } from '#app/auth';
import { usePublicConfig } from '#app/public-config';
import { PublicPage } from '#app/shell/public-page';
import { useDocumentTitle } from '#lib/document-title';
import { chooseLanguageBeforeSignIn } from '#lib/i18n';
import { Notice } from '#ui/notice';
import { PageLoading } from '#ui/button';
import { CredentialsStep } from './credentials-step';
import { CustomerStep } from './customer-step';
import { readLastCustomerNo, readLoginParams, rememberCustomerNo, type LogoutReason } from './login-params';
import { NewPasswordStep } from './new-password-step';
import type { SignInOutcome } from './sign-in';
import styles from './login-page.module.css';

type Step = 'customer' | 'credentials' | 'newPassword';

const logoutReasonTone: Record<LogoutReason, 'info' | 'warning' | 'error'> = {
  SESSION_TIMED_OUT: 'info',
  MAINTENANCE: 'warning',
  // Signing in again will not help: the notice must not read like an ordinary time-out.
  USER_DEACTIVATED: 'error',
};

/**
 * `/account/login`: customer number first, then username and password (spec 1 section 2). With a
 * `singleCustomerNo` in the public config the first step is skipped and cannot be returned to.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const auth = useAuth();
  const [searchParams] = useSearchParams();
  const params = useMemo(() => readLoginParams(searchParams), [searchParams]);
  const singleCustomerNo = config.singleCustomerNo;
  const [customerNo, setCustomerNo] = useState(
    () => singleCustomerNo ?? params.customerId ?? readLastCustomerNo() ?? '',
  );
  const [step, setStep] = useState<Step>(singleCustomerNo ? 'credentials' : 'customer');
  const [sessionExpired, setSessionExpired] = useState(false);
  const [signInFailed, setSignInFailed] = useState(false);
  // Arriving with a logout reason while a session is still stored: that session is stale, drop it first.
  const [clearingSession, setClearingSession] = useState(() => Boolean(auth.user && params.logoutReason));
  useDocumentTitle(t('login.title'));

  useEffect(() => {
    if (params.language) void chooseLanguageBeforeSignIn(params.language);
  }, [params.language]);

  const { signOut } = auth;
  useEffect(() => {
    if (!clearingSession) return;
    signOut()
      .catch((error: unknown) => console.error('Dropping the stale session failed', error))
      .finally(() => setClearingSession(false));
  }, [clearingSession, signOut]);

  if (clearingSession) return <PageLoading label={t('app.loading')} />;
  if (auth.user) return <Navigate to={params.referer ?? '/'} replace />;

  const onOutcome = async (outcome: SignInOutcome) => {
    setSessionExpired(false);
    if (outcome === 'NEW_PASSWORD_REQUIRED') {
      setStep('newPassword');
      return;
    }
    rememberCustomerNo(customerNo);
    // With the user set, this page renders the redirect to `referer` (or the start page).
    const user = await auth.refresh();
    if (!user) setSignInFailed(true);
  };

  return (
    <PublicPage>
      {params.logoutReason && (
        <Notice tone={logoutReasonTone[params.logoutReason]}>
          {t(`login.logoutReason.${params.logoutReason}`)}
        </Notice>
      )}
      {sessionExpired && <Notice tone="error">{t('login.errorSessionExpired')}</Notice>}
      {signInFailed && <Notice tone="error">{t('login.errorGeneric')}</Notice>}
      {step === 'customer' && (
        <CustomerStep
          defaultCustomerNo={customerNo}
          onContinue={(checked) => {
            rememberCustomerNo(checked);
            setCustomerNo(checked);
            setStep('credentials');
          }}
        />
      )}
      {step === 'credentials' && (
        <CredentialsStep
          customerNo={customerNo}
          canChangeCustomer={!singleCustomerNo}
          onChangeCustomer={() => {
            setSessionExpired(false);
            setSignInFailed(false);
            setStep('customer');
          }}
          onOutcome={onOutcome}
        />
      )}
      {step === 'newPassword' && (
        <NewPasswordStep
          onOutcome={onOutcome}
          onRestart={() => {
            setSessionExpired(true);
            setStep('credentials');
          }}
        />
      )}
      {step === 'customer' && (
        <p className={styles.signupLine}>
          {t('login.noCustomerNo')} <Link to="/account/signup">{t('login.signUp')}</Link>
        </p>
      )}
    </PublicPage>
  );
}
