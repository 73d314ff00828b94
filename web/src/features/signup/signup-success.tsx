import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSignupResult } from '@app/shared/tenants/signup';
import { formatDate } from '#lib/format';
import { Button } from '#ui/button';
import styles from './signup.module.css';

/** After sign-up: the customer number, big and copyable, the trial's end, and the way to sign in. */
export function SignupSuccess({ result }: { result: TSignupResult }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.customerNo);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section aria-labelledby="signup-done-title" className={styles.success}>
      <h1 id="signup-done-title" ref={headingRef} tabIndex={-1}>
        {t('signup.doneTitle', { companyName: result.companyName })}
      </h1>
      <p>{t('signup.doneIntro')}</p>
      <div className={styles.customerNoBox}>
        <span className={styles.customerNoLabel} id="signup-customer-no-label">
          {t('signup.customerNo')}
        </span>
        <output
          className={styles.customerNo}
          aria-labelledby="signup-customer-no-label"
          data-testid="customer-no"
        >
          {result.customerNo}
        </output>
        <Button variant="secondary" size="small" onClick={() => void copy()}>
          {t('signup.copy')}
        </Button>
        <span role="status" className={styles.copyStatus}>
          {copied === 'yes' && t('signup.copied')}
          {copied === 'failed' && t('signup.copyFailed')}
        </span>
      </div>
      <ul className={styles.facts}>
        <li>{t('signup.doneUsername', { username: result.username })}</li>
        <li>{t('signup.doneTrial', { date: formatDate(new Date(result.trialEndsAt)) })}</li>
      </ul>
      <p className={styles.muted}>{t('signup.doneKeep')}</p>
      <p className={styles.muted}>{t('signup.confirmMailSent')}</p>
      <Link
        className={styles.primaryLink}
        to={`/account/login?customerId=${encodeURIComponent(result.customerNo)}`}
      >
        {t('signup.signInNow')}
      </Link>
    </section>
  );
}
