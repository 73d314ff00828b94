/**
 * The frame of the mails about shift requests (a swap or a shift offered to someone, an answer, a decision), in
 * German and English; the message itself is the notification's text (`notification.shift.*`), so that the bell
 * and the mail say the same.
 */
import type { NoticeMailTexts } from '../account/mail-texts';
import type { Language } from '../i18n/languages';

export const shiftMail: Record<Language, NoticeMailTexts> = {
  de: {
    subject: 'Dienst: {{shift}} am {{date}}',
    greeting: 'Hallo {{name}},',
    action: 'Im Kalender öffnen',
    footer: 'Sie erhalten diese E-Mail, weil Sie bei {{company}} an diesem Dienst beteiligt sind.',
  },
  en: {
    subject: 'Shift: {{shift}} on {{date}}',
    greeting: 'Hello {{name}},',
    action: 'Open in the calendar',
    footer: 'You receive this e-mail because you take part in this shift at {{company}}.',
  },
};

/** The frame of the mail that a unit's plan is published (`notification.plan.published` is its message). */
export const planPublishedMail: Record<Language, NoticeMailTexts> = {
  de: {
    subject: 'Dienstplan veröffentlicht: {{unit}} bis {{to}}',
    greeting: 'Hallo {{name}},',
    action: 'Dienstplan ansehen',
    footer: 'Sie erhalten diese E-Mail, weil Sie bei {{company}} zu {{unit}} gehören.',
  },
  en: {
    subject: 'Plan published: {{unit}} up to {{to}}',
    greeting: 'Hello {{name}},',
    action: 'View the plan',
    footer: 'You receive this e-mail because you belong to {{unit}} at {{company}}.',
  },
};
