/**
 * The sign-up's consent (stored with time and versions) and the confirmation of the administrator's e-mail
 * address: a mail with a link holding a random token; only its hash is stored. Following the link marks the
 * address confirmed, also in Cognito (`email_verified`), which then mails forgotten-password codes there.
 */
import { createHash, randomBytes } from 'node:crypto';
import { privacyVersion, termsVersion } from '@app/shared/account/consent';
import { emailConfirmationMail, fillIn } from '@app/shared/account/mail-texts';
import type { Language } from '@app/shared/i18n/languages';
import { AppError } from '@app/shared/api/errors';
import type { TenantContext } from '../tenancy/tenant-context';
import { config } from '../config';
import { now as clockNow } from '../clock';
import { setIdentityEmail } from '../users/identity';
import { ConsentRepository, confirmationDays } from './consent.repository';
import { htmlMail, sendMail } from './mail';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The consent of the sign-up's administrator, as a write of the sign-up's transaction. */
export function signupConsentWrite(tenant: TenantContext, userId: string, acceptedAt: string) {
  return new ConsentRepository(tenant).createWrite({ userId, termsVersion, privacyVersion, acceptedAt });
}

export async function sendEmailConfirmation(
  tenant: TenantContext,
  person: {
    userId: string;
    username: string;
    name: string;
    email: string;
    language: Language;
    company: string;
  },
  now = clockNow(),
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await new ConsentRepository(tenant).addConfirmation({
    tokenHash: hashOf(token),
    userId: person.userId,
    username: person.username,
    email: person.email,
    sentAt: now.toISOString(),
    confirmedAt: null,
  });
  const texts = emailConfirmationMail[person.language];
  const values = { name: person.name, company: person.company, customerNo: tenant.customerNo };
  const link = `${config.appUrl}/account/confirm-email?${new URLSearchParams({ customerId: tenant.customerNo, token }).toString()}`;
  const paragraphs = [fillIn(texts.greeting, values), fillIn(texts.intro, values)];
  await sendMail({
    to: person.email,
    subject: texts.subject,
    text: [...paragraphs, '', `${texts.action}: ${link}`, '', texts.footer].join('\n'),
    html: htmlMail({
      lang: person.language,
      paragraphs,
      action: { label: texts.action, url: link },
      footer: texts.footer,
    }),
  });
}

/** Follows the link: 400 CONFIRMATION_INVALID for an unknown, expired or other tenant's token. */
export async function confirmEmail(customerNo: string, token: string, now = clockNow()): Promise<void> {
  const tenant: TenantContext = { customerNo, userSub: 'email-confirmation', username: '' };
  const repository = new ConsentRepository(tenant);
  const confirmation = await repository.getConfirmation(hashOf(token));
  const expired =
    confirmation && now.getTime() - Date.parse(confirmation.sentAt) > confirmationDays * 24 * 3600 * 1000;
  if (!confirmation || expired) throw new AppError('CONFIRMATION_INVALID');
  // Following the link twice is no error: the address is confirmed.
  if (confirmation.confirmedAt) return;
  await setIdentityEmail(customerNo, confirmation.username, confirmation.email, true);
  await repository.markConfirmed(confirmation, now.toISOString());
}
