/**
 * The texts of the mails the product sends, in German and English (text and HTML are built from the same
 * words). Placeholders are `{{name}}`; `{####}` is Cognito's own placeholder for a code it fills in itself.
 */
import type { Language } from '../i18n/languages';

export interface InvitationMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  customerNo: string;
  username: string;
  temporaryPassword: string;
  action: string;
  validity: string;
  footer: string;
}

export const invitationMail: Record<Language, InvitationMailTexts> = {
  de: {
    subject: 'Einladung zu Shiftplan von {{company}}',
    greeting: 'Hallo {{name}},',
    intro: '{{company}} lädt Sie zu Shiftplan ein, dem Dienstplan Ihres Unternehmens.',
    customerNo: 'Kundennummer',
    username: 'Benutzername',
    temporaryPassword: 'Vorläufiges Passwort',
    action: 'Anmelden',
    validity:
      'Bei der ersten Anmeldung wählen Sie Ihr eigenes Passwort. Das vorläufige Passwort gilt 7 Tage.',
    footer: 'Sie erhalten diese E-Mail, weil ein Administrator von {{company}} Sie eingeladen hat.',
  },
  en: {
    subject: 'Invitation to Shiftplan from {{company}}',
    greeting: 'Hello {{name}},',
    intro: '{{company}} invites you to Shiftplan, your company’s shift plan.',
    customerNo: 'Customer number',
    username: 'Username',
    temporaryPassword: 'Temporary password',
    action: 'Sign in',
    validity:
      'At your first sign-in you choose your own password. The temporary password is valid for 7 days.',
    footer: 'You receive this e-mail because an administrator of {{company}} invited you.',
  },
};

export interface EmailConfirmationMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  footer: string;
}

export const emailConfirmationMail: Record<Language, EmailConfirmationMailTexts> = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    greeting: 'Hallo {{name}},',
    intro:
      'Sie haben {{company}} bei Shiftplan registriert (Kundennummer {{customerNo}}). Bitte bestätigen Sie Ihre E-Mail-Adresse.',
    action: 'E-Mail-Adresse bestätigen',
    footer: 'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
  },
  en: {
    subject: 'Please confirm your e-mail address',
    greeting: 'Hello {{name}},',
    intro:
      'You registered {{company}} with Shiftplan (customer number {{customerNo}}). Please confirm your e-mail address.',
    action: 'Confirm e-mail address',
    footer: 'If you did not register, ignore this e-mail.',
  },
};

/**
 * The pool's verification message (the forgot-password code): Cognito sends it without knowing the person's
 * language, so it carries both. Used by the CDK pool and by the local runner's relay alike.
 */
export const verificationMail = {
  subject: 'Shiftplan: Code zum Zurücksetzen des Passworts / password reset code',
  body: [
    'Ihr Code zum Zurücksetzen des Passworts: {####}',
    '',
    'Your password reset code: {####}',
    '',
    'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail. / If you did not ask for it, ignore this e-mail.',
  ].join('\n'),
};

/** Replaces `{{name}}` placeholders. */
/**
 * The frame of a notification's mail (absences, shift requests; functions/src/account/notice-mail.ts): the
 * message is the bell's text, `{{name}}`, `{{company}}` and the notice's parameters fill the frame in.
 */
export interface NoticeMailTexts {
  subject: string;
  greeting: string;
  action: string;
  footer: string;
}

export function fillIn(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
