import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title to `<title> · <product name>` while the calling page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const productName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : productName;
  }, [title, productName]);
}
