import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ZPassword } from '@app/shared/tenants/signup';
import type { UiKey } from '@app/shared/i18n/resources';
import { PublicPage } from '#app/shell/public-page';
import { useDocumentTitle } from '#lib/document-title';
import { Button } from '#ui/button';
import { NewPasswordField } from '#ui/new-password-field';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import { isCustomerNo } from '../login-params';
import { requestCode, resetErrorKey, setPasswordWithCode } from './forgot-password';

/**
 * `/account/forgot-password`: customer number and username, then the code from the mail and a new password.
 * Cognito answers the first step alike whether the account exists or not, and so does this page.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.forgotTitle'));
  const [searchParams] = useSearchParams();
  const initialCustomer = searchParams.get('customerId') ?? '';
  const [customerNo, setCustomerNo] = useState(isCustomerNo(initialCustomer) ? initialCustomer : '');
  const [username, setUsername] = useState('');
  const [destination, setDestination] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<UiKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setFailure(resetErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  const onRequest = (event: FormEvent) => {
    event.preventDefault();
    if (!isCustomerNo(customerNo.trim()) || !username.trim()) {
      setFailure('account.failed');
      return;
    }
    void run(async () => setDestination(await requestCode(customerNo.trim(), username.trim())));
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!ZPassword.safeParse(password).success) {
      setFailure('login.newPasswordInvalid');
      return;
    }
    void run(async () => {
      await setPasswordWithCode(customerNo.trim(), username.trim(), code.trim(), password);
      setDone(true);
    });
  };

  const loginLink = `/account/login?customerId=${encodeURIComponent(customerNo.trim())}`;
  return (
    <PublicPage>
      <h1 id="forgot-title">{t('account.forgotTitle')}</h1>
      {failure && <Notice tone="error">{t(failure)}</Notice>}
      {done ? (
        <Notice tone="success">{t('account.passwordReset')}</Notice>
      ) : destination === null ? (
        <form onSubmit={onRequest} noValidate aria-labelledby="forgot-title">
          <p>{t('account.forgotIntro')}</p>
          <TextField
            label={t('account.customerNo')}
            inputMode="numeric"
            value={customerNo}
            onChange={(event) => setCustomerNo(event.target.value)}
          />
          <TextField
            label={t('account.username')}
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <Button type="submit" block busy={busy}>
            {t('account.sendCode')}
          </Button>
        </form>
      ) : (
        <form onSubmit={onConfirm} noValidate aria-labelledby="forgot-title">
          <Notice tone="info">{t('account.codeSent', { destination })}</Notice>
          <TextField
            label={t('account.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <NewPasswordField
            label={t('account.newPassword')}
            password={password}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" block busy={busy}>
            {t('account.setPassword')}
          </Button>
        </form>
      )}
      <p>
        <Link to={loginLink}>{t('account.backToLogin')}</Link>
      </p>
    </PublicPage>
  );
}
