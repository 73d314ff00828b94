import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { accountContracts } from '@app/shared/account/account.contracts';
import { useAuth } from '#app/auth';
import { PublicPage } from '#app/shell/public-page';
import { callApi } from '#lib/api';
import { useDocumentTitle } from '#lib/document-title';
import { errorMessage } from '#lib/error-message';
import { PageLoading } from '#ui/button';
import { Notice } from '#ui/notice';

/**
 * `/account/confirm-email?customerId=&token=`: confirms the address once the page opens, then leads on: to the
 * start page for someone signed in (a new company's owner, issue 29), else to the sign-in.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const signedIn = useAuth().user !== null;
  useDocumentTitle(t('account.confirmTitle'));
  const [searchParams] = useSearchParams();
  const customerNo = searchParams.get('customerId') ?? '';
  const token = searchParams.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () => callApi(accountContracts.confirmEmail, { body: { customerNo, token } }),
  });
  const { mutate } = confirm;
  useEffect(() => mutate(), [mutate]);
  return (
    <PublicPage>
      <h1>{t('account.confirmTitle')}</h1>
      {confirm.isPending && <PageLoading label={t('app.loading')} />}
      {confirm.isSuccess && <Notice tone="success">{t('account.confirmed')}</Notice>}
      {confirm.isError && <Notice tone="error">{errorMessage(confirm.error, t)}</Notice>}
      <p>
        {signedIn ? (
          <Link to="/">{t('account.toStart')}</Link>
        ) : (
          <Link to={`/account/login?customerId=${encodeURIComponent(customerNo)}`}>
            {t('account.backToLogin')}
          </Link>
        )}
      </p>
    </PublicPage>
  );
}
