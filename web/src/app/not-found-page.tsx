import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/document-title';
import styles from './status-page.module.css';

/** Any in-app address that no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link to="/">{t('notFound.home')}</Link>
      </div>
    </div>
  );
}
