/** The invitation mail, in the person's language, as text and HTML from the same words. */
import type { Language } from '@app/shared/i18n/languages';
import { fillIn, invitationMail } from '@app/shared/account/mail-texts';
import { htmlMail, type Mail } from '../account/mail';
import { config } from '../config';

export interface InvitationFacts {
  to: string;
  language: Language;
  name: string;
  company: string;
  customerNo: string;
  username: string;
  temporaryPassword: string;
}

/** The sign-in page with the customer number filled in (the login page's `customerId`) and the username. */
export function signInLink(customerNo: string, username: string): string {
  const query = new URLSearchParams({ customerId: customerNo, username });
  return `${config.appUrl}/account/login?${query.toString()}`;
}

export function invitationMailOf(facts: InvitationFacts): Mail {
  const texts = invitationMail[facts.language];
  const values = { name: facts.name, company: facts.company };
  const link = signInLink(facts.customerNo, facts.username);
  const facts3: [string, string][] = [
    [texts.customerNo, facts.customerNo],
    [texts.username, facts.username],
    [texts.temporaryPassword, facts.temporaryPassword],
  ];
  const paragraphs = [fillIn(texts.greeting, values), fillIn(texts.intro, values)];
  const footer = fillIn(texts.footer, values);
  return {
    to: facts.to,
    subject: fillIn(texts.subject, values),
    text: [
      ...paragraphs,
      '',
      ...facts3.map(([label, value]) => `${label}: ${value}`),
      '',
      `${texts.action}: ${link}`,
      '',
      texts.validity,
      '',
      footer,
    ].join('\n'),
    html: htmlMail({
      lang: facts.language,
      paragraphs: [...paragraphs],
      facts: facts3,
      action: { label: texts.action, url: link },
      footer: `${texts.validity} ${footer}`,
    }),
  };
}
