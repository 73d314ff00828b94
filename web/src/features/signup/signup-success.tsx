import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TSignupResult } from '@app/shared/tenants/signup';
import { useAuth } from '#app/auth';
import { usePublicConfig } from '#app/public-config';
import { signInWithPassword } from '#features/account/sign-in';
import { rememberCustomerNo } from '#features/account/login-params';
import { formatDate } from '#lib/format';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import styles from './signup.module.css';

/**
 * After sign-up: the customer number, big and copyable, the trial's end, and "get started", which signs in with
 * the password just chosen (issue 29: no second typing of what the form had a minute ago); the sign-in page
 * stays one link away.
 */
export function SignupSuccess({ result, password }: { result: TSignupResult; password: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const config = usePublicConfig();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  const start = async () => {
    setStarting(true);
    setStartFailed(false);
    try {
      const outcome = await signInWithPassword(
        result.customerNo,
        result.username,
        password,
        config.signInFlow,
      );
      if (outcome !== 'DONE' || !(await auth.refresh())) throw new Error(`Sign-in after sign-up: ${outcome}`);
      rememberCustomerNo(result.customerNo);
      await navigate('/');
    } catch (error) {
      console.error('Signing in after the sign-up failed', error);
      setStartFailed(true);
      setStarting(false);
    }
  };
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
      {startFailed && <Notice tone="error">{t('signup.startFailed')}</Notice>}
      <div className={styles.doneActions}>
        <Button busy={starting} onClick={() => void start()}>
          {t('signup.start')}
        </Button>
        <Link
          className={styles.secondaryLink}
          to={`/account/login?customerId=${encodeURIComponent(result.customerNo)}`}
        >
          {t('signup.signInNow')}
        </Link>
      </div>
    </section>
  );
}
