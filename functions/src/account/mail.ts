/**
 * Sending the product's own mails (invitations, e-mail confirmations) through Amazon SES, text and HTML. The
 * only code that talks to SES; in AWS only the functions that send are granted `ses:SendEmail`
 * (infra/src/stacks/mail.ts).
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../clients';
import { config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function sendMail(mail: Mail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            Html: { Data: mail.html, Charset: 'UTF-8' },
          },
        },
      },
    }),
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

/** A plain HTML mail: paragraphs, an optional table of facts and one button. */
export function htmlMail(parts: {
  lang: string;
  paragraphs: string[];
  facts?: [string, string][];
  action?: { label: string; url: string };
  footer: string;
}): string {
  const paragraphs = parts.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
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
