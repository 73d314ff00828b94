import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../public-config';
import { LanguageSwitch } from './language-switch';
import { ProductMark } from './product-mark';
import styles from './public-page.module.css';

export interface PublicPageProps {
  /** Where the product name leads; without, it is plain text (on the login page itself). */
  brandLink?: string;
  /** A wide card for long forms (sign-up); the default suits the login steps. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the pages before sign-in: product name and language switch above one centred card. */
export function PublicPage({ brandLink, wide = false, children }: PublicPageProps) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const brand = (
    <>
      <ProductMark />
      <span>{t('app.name')}</span>
    </>
  );
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {brandLink ? (
          <Link to={brandLink} className={styles.brand}>
            {brand}
          </Link>
        ) : (
          <span className={styles.brand}>{brand}</span>
        )}
        <LanguageSwitch available={config.languages} />
      </header>
      <main className={styles.main}>
        <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>{children}</div>
      </main>
    </div>
  );
}
