import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSignupResult } from '@app/shared/tenants/signup';
import { PublicPage } from '#app/shell/public-page';
import { useDocumentTitle } from '#lib/document-title';
import { SignupForm } from './signup-form';
import { SignupSuccess } from './signup-success';
import styles from './signup.module.css';

/** `/account/signup`: a company signs up and receives its customer number and a 30-day trial. */
export function SignupPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState<{ result: TSignupResult; password: string } | null>(null);
  useDocumentTitle(done ? t('signup.doneDocumentTitle') : t('signup.title'));

  return (
    <PublicPage brandLink="/account/login" wide>
      {done ? (
        <SignupSuccess result={done.result} password={done.password} />
      ) : (
        <>
          <SignupForm
            onSignedUp={(result, password) => {
              window.scrollTo({ top: 0 });
              setDone({ result, password });
            }}
          />
          <p className={styles.footer}>
            {t('signup.haveAccount')} <Link to="/account/login">{t('signup.toLogin')}</Link>
          </p>
        </>
      )}
    </PublicPage>
  );
}
