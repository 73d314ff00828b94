/**
 * The sign-up's consent (stored with time and versions) and the confirmation of the administrator's e-mail
 * address: a mail with a link holding a random token; only its hash is stored. Following the link marks the
 * address confirmed, also in Cognito (`email_verified`), which then mails forgotten-password codes there, and
 * records it as the company's confirmed address: until there is one, the company's actions mail nobody
 * (mail.ts). An administrator can ask for a new link (to their current address) at any time.
 */
import { createHash, randomBytes } from 'node:crypto';
import { privacyVersion, termsVersion } from '@app/shared/account/consent';
import { emailConfirmationMail, fillIn } from '@app/shared/account/mail-texts';
import type { Language } from '@app/shared/i18n/languages';
import { AppError } from '@app/shared/api/errors';
import type { TenantContext } from '../tenancy/tenant-context';
import type { Caller } from '../security/caller';
import { config } from '../config';
import { now as clockNow } from '../clock';
import { setIdentityEmail } from '../directory/identity';
import { ConsentRepository, confirmationDays } from './consent.repository';
import { htmlMail, mailingCompanyOf, sendMail, takeMailPermit, type MailingCompany } from './mail';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The consent of the sign-up's administrator, as a write of the sign-up's transaction. */
export function signupConsentWrite(tenant: TenantContext, userId: string, acceptedAt: string) {
  return new ConsentRepository(tenant).createWrite({ userId, termsVersion, privacyVersion, acceptedAt });
}

export async function sendEmailConfirmation(
  company: MailingCompany,
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
  const { tenant } = company;
  // Counted like every mail of the company; before the record, so that a refusal leaves nothing behind.
  const permit = await takeMailPermit(company, { count: 1, confirmation: true }, now);
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
  await sendMail(permit, {
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
  await repository.recordConfirmedAddress({
    userId: confirmation.userId,
    username: confirmation.username,
    email: confirmation.email,
    confirmedAt: now.toISOString(),
  });
  await repository.markConfirmed(confirmation, now.toISOString());
}

/**
 * A new confirmation link for the calling administrator's current address (the first one expired or went
 * astray, or the address changed). Counts against the day's mails like any other.
 */
export async function resendEmailConfirmation(caller: Caller, now = clockNow()): Promise<void> {
  const { user, tenantRecord } = caller;
  if (user.email.trim() === '')
    throw AppError.validation([
      { path: 'profile.email', code: 'missing', messageKey: 'invalidmail', message: 'invalidmail' },
    ]);
  await sendEmailConfirmation(
    mailingCompanyOf(caller),
    {
      userId: user.id,
      username: user.username,
      name: user.displayName,
      email: user.email,
      language: user.language,
      company: tenantRecord.companyName,
    },
    now,
  );
}

/**
 * Records an address as confirmed without a link: for the local demo tenant only (its administrator's address
 * does not exist), called by the demo seed.
 */
export async function recordConfirmedAddress(
  tenant: TenantContext,
  person: { userId: string; username: string; email: string },
  now = clockNow(),
): Promise<void> {
  await new ConsentRepository(tenant).recordConfirmedAddress({ ...person, confirmedAt: now.toISOString() });
}
