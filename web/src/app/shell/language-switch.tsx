import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { languages, type Language } from '@app/shared/i18n/languages';
import { apiFetch } from '../../lib/api';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { useAuth } from '../auth';
import { sessionQuery } from '../session';
import { useToast } from '../toast';
import styles from './shell.module.css';

const ZLanguageReply = z.object({ languageKey: z.enum(languages) });

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
    await setLanguage(language);
    if (!user) return;
    try {
      const reply = await apiFetch('/api/session/language', {
        method: 'PUT',
        body: { key: language },
        schema: ZLanguageReply,
      });
      queryClient.setQueryData(sessionQuery(user).queryKey, (session) =>
        session ? { ...session, languageKey: reply.languageKey } : session,
      );
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
          aria-label={t(`language.${language}`)}
          className={styles.languageButton}
          onClick={() => void choose(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
