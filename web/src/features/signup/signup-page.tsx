import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSignupResult } from '@app/shared/tenants/signup';
import { usePublicConfig } from '../../app/public-config';
import { LanguageSwitch } from '../../app/shell/language-switch';
import { ProductMark } from '../../app/shell/product-mark';
import { useDocumentTitle } from '../../lib/document-title';
import { SignupForm } from './signup-form';
import { SignupSuccess } from './signup-success';
import styles from './signup.module.css';

/** `/account/signup`: a company signs up and receives its customer number and a 30-day trial. */
export function SignupPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [result, setResult] = useState<TSignupResult | null>(null);
  useDocumentTitle(result ? t('signup.doneDocumentTitle') : t('signup.title'));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/account/login" className={styles.brand}>
          <ProductMark />
          <span>{t('app.name')}</span>
        </Link>
        <LanguageSwitch available={config.languages} />
      </header>
      <main className={styles.main}>
        <div className={styles.card}>
          {result ? (
            <SignupSuccess result={result} />
          ) : (
            <>
              <SignupForm
                onSignedUp={(signedUp) => {
                  window.scrollTo({ top: 0 });
                  setResult(signedUp);
                }}
              />
              <p className={styles.footer}>
                {t('signup.haveAccount')} <Link to="/account/login">{t('signup.toLogin')}</Link>
              </p>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
