/** The mail of a message to a person, in the recipient's language, as text and HTML from the same words. */
import type { Language } from '@app/shared/i18n/languages';
import { fillIn } from '@app/shared/account/mail-texts';
import { messageMail } from '@app/shared/users/user-message';
import { htmlMail, type Mail } from '../account/mail';
import { config } from '../config';

export interface MessageFacts {
  to: string;
  language: Language;
  name: string;
  from: string;
  company: string;
  subject: string;
  text: string;
}

export function messageMailOf(facts: MessageFacts): Mail {
  const texts = messageMail[facts.language];
  const values = { name: facts.name, from: facts.from, company: facts.company, subject: facts.subject };
  const link = `${config.appUrl}/notifications`;
  const greeting = [fillIn(texts.greeting, values), fillIn(texts.intro, values)];
  const body = facts.text.split(/\r?\n/);
  const footer = fillIn(texts.footer, values);
  return {
    to: facts.to,
    subject: fillIn(texts.subject, values),
    text: [...greeting, '', ...body, '', `${texts.action}: ${link}`, '', footer].join('\n'),
    html: htmlMail({
      lang: facts.language,
      paragraphs: [...greeting, ...body.filter((line) => line.trim() !== '')],
      action: { label: texts.action, url: link },
      footer,
    }),
  };
}
