import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@app/shared/i18n/languages';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import styles from './shell.module.css';

/** DE / EN toggle buttons; the choice is remembered (localStorage and cookie `lang`). */
export function LanguageSwitch({ available = languages }: { available?: readonly Language[] }) {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? currentLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={styles.languageSwitch}>
      {available.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={active === language}
          aria-label={t(`language.${language}`)}
          className={styles.languageButton}
          onClick={() => void setLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
