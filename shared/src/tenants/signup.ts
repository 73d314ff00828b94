import * as z from 'zod';
import { languages } from '../i18n/languages';
import { holidayCountries } from '../holidays/countries';
import { isHolidayRegion } from '../holidays/regions';
import { ZEmail, ZPassword, ZUsername } from './credentials';
import { ZCustomerNo } from './customer';
import { ZConsentGiven } from '../account/consent';

// The sign-in fields live apart so that users and accounts do not pull in the holiday regions of the sign-up.
export { ZEmail, ZPassword, ZUsername };

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch (error) {
    // Intl's answer to a zone it does not know.
    if (error instanceof RangeError) return false;
    throw error;
  }
}

export const ZTimeZone = z.string().max(64).refine(isTimeZone, { message: 'timeZone.invalid' });

export const ZSignupRequest = z
  .strictObject({
    /** Generated once per form: a retried submit returns the same tenant instead of a second one. */
    idempotencyKey: z.uuid(),
    companyName: z.string().trim().min(2).max(100),
    country: z.enum(holidayCountries),
    region: z.string().trim().max(10).optional(),
    timeZone: ZTimeZone.default('Europe/Berlin'),
    language: z.enum(languages),
    adminName: z.string().trim().min(1).max(100),
    email: ZEmail,
    username: ZUsername,
    password: ZPassword,
    /** Consent to the terms of use and the privacy notice (stored with time and versions). */
    acceptTerms: ZConsentGiven,
  })
  .refine((request) => request.region === undefined || isHolidayRegion(request.country, request.region), {
    message: 'region.unknown',
    path: ['region'],
  });
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

export const ZSignupResult = z.object({
  customerNo: ZCustomerNo,
  companyName: z.string(),
  username: z.string(),
  trialEndsAt: z.iso.datetime(),
});
export type TSignupResult = z.infer<typeof ZSignupResult>;

export const ZHolidayRegion = z.object({ code: z.string(), name: z.string() });
