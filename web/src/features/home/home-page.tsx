import { useTranslation } from 'react-i18next';
import { useSession } from '#app/session';
import { useDocumentTitle } from '#lib/document-title';
import { formatDate, formatWeekday } from '#lib/format';
import { currentLanguage } from '#lib/i18n';
import styles from './home-page.module.css';

/** Start page: who is signed in, for which customer, and today's date. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('nav.home'));
  const today = new Date();
  return (
    <section className={styles.welcome} aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title', { name: session.displayName })}</h1>
      <p>{t('home.customer', { customerNo: session.customerNo })}</p>
      <p className={styles.today}>
        {t('home.today', { weekday: formatWeekday(today, currentLanguage()), date: formatDate(today) })}
      </p>
    </section>
  );
}
