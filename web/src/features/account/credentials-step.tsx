import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import type { UiKey } from '@app/shared/i18n/resources';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import { usePublicConfig } from '#app/public-config';
import { signInErrorKey, signInWithPassword, type SignInOutcome } from './sign-in';
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

/** Step 2: username and password for the chosen customer. */
export function CredentialsStep({
  customerNo,
  canChangeCustomer,
  onChangeCustomer,
  onOutcome,
}: CredentialsStepProps) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [failure, setFailure] = useState<UiKey | null>(null);
  const invitedUsername = useSearchParams()[0].get('username')?.trim().slice(0, 50) ?? '';
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
