/** The mails the product sent, as the local SES (aws-ses-v2-local) keeps them at `/store`. */
import { accountContracts } from '@app/shared/account/account.contracts';
import type { TestApi } from './api';

export interface SentMail {
  messageId: string;
  from: string;
  replyTo?: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

export async function sentMails(api: TestApi): Promise<SentMail[]> {
  const response = await fetch(`${api.stack.endpoints.ses}/store`);
  return ((await response.json()) as { emails: SentMail[] }).emails;
}

/** The newest mail to the address, waiting a little for it (the sender may be another process). */
export async function lastMailTo(api: TestApi, address: string, timeoutMs = 5_000): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await sentMails(api))
      .filter((candidate) => candidate.destination.to.includes(address))
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link of the mail's text that leads into the app. */
export function linkIn(mail: SentMail, base: string): URL {
  const match = new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`).exec(mail.body.text ?? '');
  if (!match) throw new Error(`no link to ${base} in "${mail.subject}"`);
  return new URL(match[0]);
}

/**
 * Follows the link of the tenant's e-mail confirmation (the sign-up's mail to its administrator, `address`), as
 * the administrator would: until then the company mails nobody else (messages, invitations, notices).
 */
export async function confirmAdministratorEmail(
  api: TestApi,
  customerNo: string,
  address = 'alex@example.com',
): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const link = (await sentMails(api))
      .filter((mail) => mail.destination.to.includes(address))
      .flatMap((mail) => {
        const match = /\S+\/account\/confirm-email\?\S+/.exec(mail.body.text ?? '');
        return match ? [new URL(match[0])] : [];
      })
      .findLast((candidate) => candidate.searchParams.get('customerId') === customerNo);
    if (link) {
      const token = link.searchParams.get('token') ?? '';
      const answer = await api.send(accountContracts.confirmEmail, { body: { customerNo, token } });
      if (answer.status !== 204) throw new Error(`confirming ${address}: ${answer.status}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`no confirmation mail of ${customerNo} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
