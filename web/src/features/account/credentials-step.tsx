import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import type { UiKey } from '@app/shared/i18n/resources';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import { usePublicConfig } from '#app/public-config';
import { errorMessage } from '#lib/error-message';
import { safeRedirectPath } from '#lib/safe-redirect';
import { publicTenantQuery } from './public-tenant';
import { signInErrorKey, signInWithPassword, type SignInOutcome } from './sign-in';
import { startMicrosoftSignIn } from './sso-sign-in';
import styles from './login-page.module.css';

const ZCredentialsStep = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'login.usernameRequired' satisfies UiKey),
  password: z.string().min(1, 'login.passwordRequired' satisfies UiKey),
});

export interface CredentialsStepProps {
  customerNo: string;
  /** False when the installation serves a single customer. */
  canChangeCustomer: boolean;
  onChangeCustomer: () => void;
  onOutcome: (outcome: SignInOutcome) => Promise<void>;
}

/** Step 2: username and password for the chosen customer, and "Sign in with Microsoft" where it has that. */
export function CredentialsStep({
  customerNo,
  canChangeCustomer,
  onChangeCustomer,
  onOutcome,
}: CredentialsStepProps) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [failure, setFailure] = useState<UiKey | null>(null);
  const [searchParams] = useSearchParams();
  const invitedUsername = searchParams.get('username')?.trim().slice(0, 50) ?? '';
  // Cached from step 1; asked here when the installation skips it (single customer).
  const tenant = useQuery(publicTenantQuery(customerNo));
  const [microsoftFailure, setMicrosoftFailure] = useState<unknown>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZCredentialsStep),
    // The link of an invitation names the username too.
    defaultValues: { username: invitedUsername, password: '' },
  });

  useEffect(() => setFocus(invitedUsername ? 'password' : 'username'), [setFocus, invitedUsername]);

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setFailure(null);
    let outcome: SignInOutcome;
    try {
      outcome = await signInWithPassword(customerNo, username, password, config.signInFlow);
    } catch (error) {
      const key = signInErrorKey(error);
      if (key === 'login.errorGeneric') console.error('Sign-in failed', error);
      setFailure(key);
      resetField('password');
      setFocus('password');
      return;
    }
    await onOutcome(outcome);
  });

  const onMicrosoft = async () => {
    setFailure(null);
    setMicrosoftFailure(null);
    setLeaving(true);
    try {
      await startMicrosoftSignIn(customerNo, safeRedirectPath(searchParams.get('referer')));
    } catch (error) {
      setMicrosoftFailure(error);
      setLeaving(false);
    }
    // Started: the browser is on its way to Microsoft, the button stays busy until it has left.
  };

  // No company name: the public look-up answers only that the number exists, so that it lists nobody.
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="login-credentials-title">
      <h1 id="login-credentials-title">{t('login.title')}</h1>
      <div className={styles.customerLine}>
        <span>{t('login.customerLine', { customerNo })}</span>
        {canChangeCustomer && (
          <Button variant="link" onClick={onChangeCustomer}>
            {t('login.changeCustomer')}
          </Button>
        )}
      </div>
      {failure && <Notice tone="error">{t(failure)}</Notice>}
      {microsoftFailure !== null && <Notice tone="error">{errorMessage(microsoftFailure, t)}</Notice>}
      {tenant.data?.microsoftSignIn && (
        <>
          <Button variant="secondary" block busy={leaving} onClick={() => void onMicrosoft()}>
            {!leaving && <MicrosoftMark />}
            {leaving ? t('login.microsoftStarting') : t('login.microsoft')}
          </Button>
          <p className={styles.divider}>{t('login.or')}</p>
        </>
      )}
      <TextField
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message ? t(errors.username.message as UiKey) : undefined}
        {...register('username')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message ? t(errors.password.message as UiKey) : undefined}
        {...register('password')}
      />
      <Button type="submit" block busy={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
      <p className={styles.customerLine}>
        <Link to={`/account/forgot-password?customerId=${encodeURIComponent(customerNo)}`}>
          {t('login.forgotPassword')}
        </Link>
      </p>
    </form>
  );
}

/** Microsoft's four squares, beside the button's words (which name it). */
function MicrosoftMark() {
  return (
    <svg className={styles.microsoftMark} viewBox="0 0 21 21" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="10" height="10" fill="#f25022" />
      <rect x="11" y="0" width="10" height="10" fill="#7fba00" />
      <rect x="0" y="11" width="10" height="10" fill="#00a4ef" />
      <rect x="11" y="11" width="10" height="10" fill="#ffb900" />
    </svg>
  );
}
