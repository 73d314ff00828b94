import * as z from 'zod';
import { passwordPolicyViolations } from '../auth/password-policy';

// The sign-in fields (sign-up, users, accounts, the user import): username, password and e-mail address.

/** Usernames are unique per tenant and case-insensitive: stored lower-cased. */
export const ZUsername = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(50)
  .regex(/^[a-z0-9][a-z0-9._-]*$/);

export const ZPassword = z
  .string()
  .max(256)
  .superRefine((password, context) => {
    for (const rule of passwordPolicyViolations(password)) {
      context.addIssue({ code: 'custom', message: `password.${rule}`, params: { rule } });
    }
  });

export const ZEmail = z.email().max(100);
