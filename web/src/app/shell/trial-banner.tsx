import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '#lib/format';
import { subscriptionPath } from '../edition-dialog';
import { sessionAllows, useSession } from '../session';
import styles from './trial-banner.module.css';

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days until the trial ends (at least 1 while it runs: "1 day left" on its last day). */
export function trialDaysLeft(trialEndsAt: string, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(trialEndsAt) - now.getTime()) / dayMs));
}

/**
 * The trial's state above every page: days left while it runs; after its end a banner that stays, saying the
 * data is read-only until an edition is chosen. The days left only for those who may choose the edition
 * (`subscription.manage`), with the link to the subscription page.
 */
export function TrialBanner({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const session = useSession();
  const canManage = sessionAllows(session, 'subscription.manage');
  if (!session.isTrial || !session.trialEndsAt) return null;
  // The running trial is the business of those who choose the edition (issue 27: employees saw it); that the
  // data is read-only after its end concerns everyone, so that banner stays.
  if (!canManage && !session.isTrialAndExpired) return null;
  const chooseEdition = canManage && (
    <Link className={styles.action} to={subscriptionPath}>
      {t('trial.chooseEdition')}
    </Link>
  );

  if (session.isTrialAndExpired) {
    return (
      <div className={`${styles.banner} ${styles.expired}`} role="alert">
        <p>
          <strong>{t('trial.expiredTitle')}</strong> {t('trial.expiredText')}
          {!canManage && ` ${t('trial.askAdministrator')}`}
        </p>
        {chooseEdition}
      </div>
    );
  }

  const days = trialDaysLeft(session.trialEndsAt, now);
  return (
    <div className={styles.banner} role="status">
      <p>
        {days === 1 ? t('trial.lastDay') : t('trial.daysLeft', { count: days })}{' '}
        <span className={styles.muted}>
          {t('trial.endsOn', { date: formatDate(new Date(session.trialEndsAt)) })}
        </span>
      </p>
      {chooseEdition}
    </div>
  );
}
