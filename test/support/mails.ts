/** The mails the product sent, as the local SES (aws-ses-v2-local) keeps them at `/store`. */
import type { TestApi } from './api';

export interface SentMail {
  messageId: string;
  from: string;
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
