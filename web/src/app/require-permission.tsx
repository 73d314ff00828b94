import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PermissionName } from '@app/shared/security/permissions';
import { useDocumentTitle } from '../lib/document-title';
import { usePermission } from './session';
import styles from './status-page.module.css';

/** The page a user may not open: the spec's `access-deny` text. */
export function AccessDenied() {
  const { t } = useTranslation();
  useDocumentTitle(t('access-deny'));
  return (
    <div className={styles.page} role="alert">
      <div className={styles.card}>
        <h1>{t('access-deny')}</h1>
        <p>{t('accessDenied.text')}</p>
        <Link to="/">{t('notFound.home')}</Link>
      </div>
    </div>
  );
}

/** Renders `children` only for users whose session grants `permission`; everyone else sees `AccessDenied`. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: PermissionName;
  children: ReactNode;
}) {
  return usePermission(permission) ? children : <AccessDenied />;
}
