import * as z from 'zod';
import { ZCustomerNo } from '../tenants/customer';

/** The versions of the terms of use and the privacy notice a sign-up consents to (stored with the consent). */
export const termsVersion = '2026-11';
export const privacyVersion = '2026-11';

/** The sign-up's consent to the terms and the privacy notice: must be given (message key for the form). */
export const ZConsentGiven = z.literal(true, { message: 'account.consentRequired' });

/** The link of the confirmation mail, answered to the API by the confirmation page. */
export const ZEmailConfirmation = z.strictObject({
  customerNo: ZCustomerNo,
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type TEmailConfirmation = z.input<typeof ZEmailConfirmation>;
