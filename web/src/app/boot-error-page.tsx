import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import styles from './status-page.module.css';

/** Shown when the app cannot start (public config unreachable or invalid). */
export function BootErrorPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1>{t('boot.failedTitle')}</h1>
        <p>{t('boot.failedText')}</p>
        <Button onClick={() => window.location.reload()}>{t('app.reload')}</Button>
      </div>
    </main>
  );
}
