import { messagesDe } from './messages.de';
import { messagesEn } from './messages.en';
import { uiDe } from './ui.de';
import { uiEn } from './ui.en';
import { permissionLabels } from '../security/permissions';

/** i18next resources for web and server: UI texts and server messages, one flat namespace per language. */
export const resources = {
  de: { translation: { ...uiDe, ...messagesDe, ...permissionLabels('de') } },
  en: { translation: { ...uiEn, ...messagesEn, ...permissionLabels('en') } },
} as const;
