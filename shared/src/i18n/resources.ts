import { messagesDe } from './messages.de';
import { messagesEn } from './messages.en';
import { uiDe } from './ui.de';
import { uiEn } from './ui.en';

/** i18next resources for web and server: UI texts and server messages, one flat namespace per language. */
export const resources = {
  de: { translation: { ...uiDe, ...messagesDe } },
  en: { translation: { ...uiEn, ...messagesEn } },
} as const;
