import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { languages, type Language } from '@app/shared/i18n/languages';
import { chooseLanguageBeforeSignIn, currentLanguage, setLanguage } from '#lib/i18n';
import { useAuth } from '../auth';
import { storeUserLanguage } from '../session-provider';
import { useToast } from '../toast';
import styles from './shell.module.css';

/**
 * DE / EN toggle buttons; the choice is remembered (localStorage and cookie `lang`). When signed in, it is
 * also stored for the user (`PUT /api/session/language`, which sets the 30-day cookie too).
 */
export function LanguageSwitch({ available = languages }: { available?: readonly Language[] }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const active = i18n.resolvedLanguage ?? currentLanguage();

  const choose = async (language: Language) => {
    if (!user) {
      await chooseLanguageBeforeSignIn(language);
      return;
    }
    await setLanguage(language);
    try {
      await storeUserLanguage(queryClient, user, language);
    } catch (error) {
      console.error('Storing the language failed', error);
      toast.error(t('language.saveFailed'));
    }
  };

  return (
    <div role="group" aria-label={t('language.label')} className={styles.languageSwitch}>
      {available.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={active === language}
          // The name starts with the visible code, so that voice control finds the button by what it shows
          // (WCAG 2.5.3, label in name): "DE Deutsch".
          aria-label={`${language.toUpperCase()} ${t(`language.${language}`)}`}
          className={styles.languageButton}
          onClick={() => void choose(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
