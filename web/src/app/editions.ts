import { useTranslation } from 'react-i18next';
import type { Edition, EditionFeature } from '@app/shared/tenants/editions';

/** Names of editions and edition features in the UI language. */
export function useEditionLabels() {
  const { t } = useTranslation();
  return {
    edition: (edition: Edition): string => {
      switch (edition) {
        case 'trial':
          return t('edition.trial');
        case 'free':
          return t('edition.free');
        case 'professional':
          return t('edition.professional');
        case 'enterprise':
          return t('edition.enterprise');
      }
    },
    feature: (feature: EditionFeature): string => {
      switch (feature) {
        case 'autoAssign':
          return t('edition.feature.autoAssign');
        case 'payrollExport':
          return t('edition.feature.payrollExport');
        case 'microsoftSignIn':
          return t('edition.feature.microsoftSignIn');
        case 'clockTerminals':
          return t('edition.feature.clockTerminals');
        case 'multipleSites':
          return t('edition.feature.multipleSites');
        case 'auditLogExport':
          return t('edition.feature.auditLogExport');
      }
    },
  };
}
