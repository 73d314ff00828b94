import * as z from 'zod';
import type { Language } from '../i18n/languages';

/** A new message to a person (user dialogs: "new message"): in-app, and by mail when the person has an address. */
export const ZUserMessage = z.strictObject({
  subject: z.string().trim().min(1).max(200),
  text: z.string().trim().min(1).max(4000),
});
export type TUserMessage = z.input<typeof ZUserMessage>;

export const ZUserMessageReceipt = z.object({
  /** Whether a mail went out too (not when the person has no e-mail address). */
  mailed: z.boolean(),
});

/** The `notifications` message key of a received message; its params are `from`, `subject` and `text`. */
export const messageReceivedKey = 'message.received';

export interface MessageMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  footer: string;
}

/** The mail of a message, in the recipient's language; `{{placeholders}}` as in `account/mail-texts.ts`. */
export const messageMail: Record<Language, MessageMailTexts> = {
  de: {
    subject: '{{subject}} (Nachricht von {{from}})',
    greeting: 'Hallo {{name}},',
    intro: '{{from}} hat Ihnen in Shiftplan eine Nachricht geschickt:',
    action: 'In Shiftplan öffnen',
    footer: 'Sie erhalten diese E-Mail, weil Ihnen jemand von {{company}} in Shiftplan geschrieben hat.',
  },
  en: {
    subject: '{{subject}} (message from {{from}})',
    greeting: 'Hello {{name}},',
    intro: '{{from}} sent you a message in Shiftplan:',
    action: 'Open Shiftplan',
    footer: 'You receive this e-mail because someone at {{company}} wrote to you in Shiftplan.',
  },
};
