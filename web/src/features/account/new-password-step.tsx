import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { passwordPolicyViolations } from '@app/shared/auth/password-policy';
import type { UiKey } from '@app/shared/i18n/resources';
import { Button } from '#ui/button';
import { NewPasswordField } from '#ui/new-password-field';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import { newPasswordErrorKey, submitNewPassword, type SignInOutcome } from './sign-in';
import styles from './login-page.module.css';

const ZNewPasswordStep = z
  .object({ newPassword: z.string(), repeat: z.string() })
  .superRefine(({ newPassword, repeat }, context) => {
    if (!newPassword) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: 'login.newPasswordRequired' });
    } else if (passwordPolicyViolations(newPassword).length > 0) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: 'login.newPasswordInvalid' });
    } else if (newPassword !== repeat) {
      context.addIssue({ code: 'custom', path: ['repeat'], message: 'login.newPasswordMismatch' });
    }
  });

export interface NewPasswordStepProps {
  onOutcome: (outcome: SignInOutcome) => Promise<void>;
  /** The challenge expired: the user has to sign in again. */
  onRestart: () => void;
}

/** Cognito's first-sign-in challenge: choose a new password that meets the pool's policy. */
export function NewPasswordStep({ onOutcome, onRestart }: NewPasswordStepProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<UiKey | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZNewPasswordStep), defaultValues: { newPassword: '', repeat: '' } });
  const newPassword = useWatch({ control, name: 'newPassword' });

  useEffect(() => setFocus('newPassword'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let outcome: SignInOutcome;
    try {
      outcome = await submitNewPassword(values.newPassword);
    } catch (error) {
      const { key, restart } = newPasswordErrorKey(error);
      if (restart) {
        onRestart();
        return;
      }
      setFailure(key);
      setFocus('newPassword');
      return;
    }
    await onOutcome(outcome);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="login-new-password-title">
      <h1 id="login-new-password-title">{t('login.newPasswordTitle')}</h1>
      <p className={styles.intro}>{t('login.newPasswordIntro')}</p>
      {failure && <Notice tone="error">{t(failure)}</Notice>}
      <NewPasswordField
        label={t('login.newPassword')}
        password={newPassword}
        error={errors.newPassword?.message ? t(errors.newPassword.message as UiKey) : undefined}
        {...register('newPassword')}
      />
      <TextField
        label={t('login.newPasswordRepeat')}
        type="password"
        autoComplete="new-password"
        error={errors.repeat?.message ? t(errors.repeat.message as UiKey) : undefined}
        {...register('repeat')}
      />
      <Button type="submit" block busy={isSubmitting}>
        {t('login.newPasswordSubmit')}
      </Button>
    </form>
  );
}
