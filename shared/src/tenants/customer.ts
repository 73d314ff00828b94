/**
 * What the sign-in page needs: the customer number and what the server tells about it. Kept apart from the
 * sign-up schemas so that the sign-in page does not load the holiday regions the sign-up checks against.
 */
import * as z from 'zod';
import { languages } from '../i18n/languages';

/** Customer numbers are allocated from 10001 upwards and never reused. */
export const ZCustomerNo = z.string().regex(/^[1-9][0-9]{4,11}$/);

/** What the second sign-in step needs to know about a customer number. */
export const ZPublicTenant = z.object({
  customerNo: ZCustomerNo,
  displayName: z.string(),
  language: z.enum(languages),
  microsoftSignIn: z.boolean(),
});
export type TPublicTenant = z.infer<typeof ZPublicTenant>;
