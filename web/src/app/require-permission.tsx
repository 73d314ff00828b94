import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionName } from '@app/shared/security/permissions';
import { useDocumentTitle } from '../lib/document-title';
import { Notice } from '../ui/notice';
import { usePermission } from './session';

/** The page a user may not open: the spec's `access-deny` text. */
export function AccessDenied() {
  const { t } = useTranslation();
  useDocumentTitle(t('access-deny'));
  return (
    <section aria-labelledby="access-deny-title">
      <h1 id="access-deny-title" className="sr-only">
        {t('access-deny')}
      </h1>
      <Notice tone="error">{t('access-deny')}</Notice>
    </section>
  );
}

/** Renders `children` only for users whose session grants `permission`; everyone else sees `AccessDenied`. */
export function RequirePermission({ permission, children }: { permission: PermissionName; children: ReactNode }) {
  return usePermission(permission) ? children : <AccessDenied />;
}
