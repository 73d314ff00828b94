import * as z from 'zod';
import { languages } from '../i18n/languages';
import { ZEmail, ZPassword } from '../tenants/credentials';

/** The signed-in person's own account (the profile page). */
export const ZProfile = z.object({
  userId: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  language: z.enum(languages),
  version: z.number().int(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZProfileUpdate = z.strictObject({
  displayName: z.string().trim().min(1).max(100),
  email: ZEmail,
  language: z.enum(languages),
  version: z.number().int().positive(),
});
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

/** An administrator's password reset: the password given is temporary, the person sets their own next time. */
export const ZPasswordReset = z.strictObject({ temporaryPassword: ZPassword });
export type TPasswordReset = z.input<typeof ZPasswordReset>;
