/**
 * The frame of the mails about absences (an approver asked, a requester told of the decision), in German and
 * English; the message itself is the notification's text (`notification.absence.*` of the `notifications`
 * namespace), so that the bell and the mail say the same.
 */
import type { NoticeMailTexts } from '../account/mail-texts';
import type { Language } from '../i18n/languages';

export const absenceMail: Record<Language, NoticeMailTexts> = {
  de: {
    subject: 'Abwesenheit: {{person}}, {{begin}} bis {{end}}',
    greeting: 'Hallo {{name}},',
    action: 'Im Kalender öffnen',
    footer: 'Sie erhalten diese E-Mail, weil Sie bei {{company}} an dieser Abwesenheit beteiligt sind.',
  },
  en: {
    subject: 'Absence: {{person}}, {{begin}} to {{end}}',
    greeting: 'Hello {{name}},',
    action: 'Open in the calendar',
    footer: 'You receive this e-mail because you take part in this absence at {{company}}.',
  },
};
