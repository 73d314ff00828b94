import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#lib/document-title';
import { SetupGuide } from './setup-guide';

/** The setup guide on a page of its own: reachable after it left the home page. */
export function SetupPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.setup'));
  return <SetupGuide place="page" />;
}
