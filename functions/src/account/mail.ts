/**
 * Sending the product's mails through Amazon SES, text and HTML. The only code that talks to SES; in AWS only the
 * functions that send are granted `ses:SendEmail`, from the product's no-reply address only
 * (infra/src/stacks/mail.ts).
 *
 * A mail needs a permit (`takeMailPermit`), taken before the action that sends it changes anything:
 * - **the daily allowance**: each permit counts its mails into the company's counter of the day (one DynamoDB
 *   item, a conditional update) and is refused with `429 MAIL_LIMIT_REACHED` when they do not fit into the
 *   edition's `mailsPerDay`; nothing is sent then;
 * - **a confirmed address**: until the company's administrator confirmed their e-mail address, the company mails
 *   nobody (`409 EMAIL_NOT_CONFIRMED`); only the confirmation mail itself goes out;
 * - **the sender**: the company's mails come from the product's no-reply address under the display name
 *   "<company> via Shiftplan" (cleaned, quoted or encoded), answers go to the acting person (Reply-To), else to
 *   the company's confirmed administrator. The company never chooses the From address.
 * The subject is made header-safe and the HTML part escapes every text it did not write itself (`htmlMail`).
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { AppError } from '@app/shared/api/errors';
import { editionRules, type Edition } from '@app/shared/tenants/editions';
import { addDays, dayStart, plainDateOf } from '@app/shared/time/tenant-time';
import type { TenantContext } from '../tenancy/tenant-context';
import type { Caller } from '../security/caller';
import { ses } from '../clients';
import { config } from '../config';
import { now as clockNow } from '../clock';
import { ConsentRepository } from './consent.repository';
import { MailCounterRepository } from './mail-counter.repository';

export const productName = 'Shiftplan';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The company a mail is sent for: whose allowance it uses and whose name it carries. */
export interface MailingCompany {
  tenant: TenantContext;
  edition: Edition;
  timeZone: string;
  companyName: string;
}

export function mailingCompanyOf(caller: Caller): MailingCompany {
  const { edition, timeZone, companyName } = caller.tenantRecord;
  return { tenant: caller.tenant, edition, timeZone, companyName };
}

/** Only this module holds it: a permit is made by `takeMailPermit`, after the checks. */
const issuing = {};

/** Leave to send a number of mails, already counted into the company's day; only `takeMailPermit` gives one. */
export class MailPermit {
  #left: number;

  constructor(
    token: object,
    /** The From header: the product's address, with a display name. */
    readonly from: string,
    readonly replyTo: readonly string[],
    count: number,
  ) {
    if (token !== issuing) throw new Error('Mail permits come from takeMailPermit (mail.ts)');
    this.#left = count;
  }

  get left(): number {
    return this.#left;
  }

  /** Uses one mail of the permit; a mail beyond what was counted is a bug, never sent. */
  use(): void {
    if (this.#left <= 0) throw new Error('A mail beyond its permit (mail.ts)');
    this.#left--;
  }
}

export interface MailRequest {
  /** How many mails the action sends. */
  count: number;
  /** Where answers go: the acting person's address; without one, the company's confirmed administrator's. */
  replyTo?: string;
  /**
   * The e-mail confirmation itself: sent by the product (no company name as sender) to the address being
   * confirmed, so it needs no confirmed address. It still counts.
   */
  confirmation?: boolean;
}

/**
 * Takes `count` mails of the company's allowance of the day. `409 EMAIL_NOT_CONFIRMED` while the company has no
 * confirmed administrator address (not for the confirmation mail), `429 MAIL_LIMIT_REACHED` when they do not fit
 * (nothing counted); call it before the action changes anything, so that a refusal leaves everything as it was.
 */
export async function takeMailPermit(
  company: MailingCompany,
  request: MailRequest,
  now = clockNow(),
): Promise<MailPermit> {
  let from = fromHeader(productName, config.mailFrom);
  let replyTo: string[] = [];
  if (!request.confirmation) {
    const confirmed = await new ConsentRepository(company.tenant).confirmedAddress();
    if (!confirmed) throw new AppError('EMAIL_NOT_CONFIRMED');
    from = fromHeader(senderNameOf(company.companyName), config.mailFrom);
    const own = request.replyTo?.trim() ?? '';
    replyTo = [isPlainAddress(own) ? own : confirmed.email];
  }
  if (request.count <= 0) return new MailPermit(issuing, from, replyTo, 0);
  const limit = editionRules[company.edition].mailsPerDay;
  const day = plainDateOf(now, company.timeZone);
  const counted = await new MailCounterRepository(company.tenant).take(day, request.count, limit, now);
  if (counted === undefined) {
    const resetsOn = addDays(day, 1);
    const resetsAt = dayStart(resetsOn, company.timeZone);
    throw new AppError('MAIL_LIMIT_REACHED', {
      params: { limit, resetsOn, timeZone: company.timeZone },
      details: { limit, resetsAt: resetsAt.toISOString() },
      retryAfterSeconds: (resetsAt.getTime() - now.getTime()) / 1000,
    });
  }
  return new MailPermit(issuing, from, replyTo, request.count);
}

/** Sends one mail of the permit. */
export async function sendMail(permit: MailPermit, mail: Mail): Promise<void> {
  permit.use();
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: permit.from,
      ...(permit.replyTo.length ? { ReplyToAddresses: [...permit.replyTo] } : {}),
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: headerSafe(mail.subject), Charset: 'UTF-8' },
          Body: {
            Text: { Data: plainText(mail.text), Charset: 'UTF-8' },
            Html: { Data: mail.html, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
}

/** One line without control characters (no CR/LF that could start a header of its own), at most 200 characters. */
export function headerSafe(text: string): string {
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return [...line].slice(0, 200).join('');
}

/** The text part with LF line ends and no control characters besides line feeds and tabs. */
export function plainText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

/** Control, invisible and direction characters, and what delimits names and addresses in a From header. */
const unsafeInName =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069\ufeff"\\<>@]/g;

/**
 * The display name of a company's mails: "<company> via Shiftplan". The company's part loses what could make it
 * look like an address or another sender (quotes, angle brackets, `@`, control and direction characters) and is
 * cut to 60 characters, so that the product's name always shows.
 */
export function senderNameOf(companyName: string): string {
  const company = [...companyName.normalize('NFKC').replace(unsafeInName, ' ').replace(/\s+/g, ' ').trim()]
    .slice(0, 60)
    .join('')
    .trim();
  return company ? `${company} via ${productName}` : productName;
}

/**
 * `"Name" <address>`; a name with other than printable ASCII as RFC 2047 encoded words (what SES asks for), each
 * at most 75 characters long.
 */
export function fromHeader(name: string, address: string): string {
  if (/^[\x20-\x7e]*$/.test(name)) return `"${name.replace(/["\\]/g, '')}" <${address}>`;
  const words: string[] = [];
  let chunk = '';
  for (const character of name) {
    // 45 bytes of UTF-8 are 60 characters of base64: with "=?UTF-8?B?" and "?=" 72.
    if (Buffer.byteLength(chunk + character, 'utf8') > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  if (chunk) words.push(chunk);
  const encoded = words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`);
  return `${encoded.join(' ')} <${address}>`;
}

function isPlainAddress(address: string): boolean {
  return (
    /^[^\s@<>",;()[\]\\]+@[^\s@<>",;()[\]\\]+\.[^\s@<>",;()[\]\\]+$/.test(address) && address.length <= 254
  );
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Names and company names come from users: never trusted as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * A plain HTML mail: paragraphs, an optional table of facts and one button. Every text is escaped; the button's
 * link is the only link the mail makes (the product's own).
 */
export function htmlMail(parts: {
  lang: string;
  paragraphs: string[];
  facts?: [string, string][];
  action?: { label: string; url: string };
  footer: string;
}): string {
  const paragraphs = parts.paragraphs.map((text) => `<p>${escapeHtml(plainText(text))}</p>`).join('\n');
  const facts = parts.facts?.length
    ? `<table>${parts.facts
        .map(
          ([label, value]) => `<tr><td>${escapeHtml(label)}:</td><td><b>${escapeHtml(value)}</b></td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = parts.action
    ? `<p><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:8px 16px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(parts.action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${escapeHtml(parts.lang)}"><body style="font-family:sans-serif">
${paragraphs}
${facts}
${action}
<p style="color:#666;font-size:small">${escapeHtml(parts.footer)}</p>
</body></html>`;
}
