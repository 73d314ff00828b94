import * as z from 'zod';

/**
 * The invitation's e-mail (spec: non-empty, the standard address pattern, at most 100 characters; otherwise
 * `invalidmail`). The message is the spec's key, so that the dialog shows it at the field.
 */
export const ZInvitationMail = z
  .string()
  .trim()
  .min(1, { message: 'invalidmail' })
  .max(100, { message: 'invalidmail' })
  .pipe(z.email({ message: 'invalidmail' }));

/**
 * Single sign-on providers a person can be invited with. None exists yet (Microsoft sign-in comes with its own
 * issue): the list is empty and the dialog offers only the customer number, username and password.
 */
export const ssoProviders = ['microsoft'] as const;
export const ZSsoProvider = z.enum(ssoProviders);

export const ZInvitationRequest = z.strictObject({
  mail: ZInvitationMail,
  provider: ZSsoProvider.optional(),
});
export type TInvitationRequest = z.input<typeof ZInvitationRequest>;

export const ZInvitation = z.object({
  userId: z.uuid(),
  mail: z.string(),
  invitedAt: z.iso.datetime(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZLoginProvider = z.object({ key: ZSsoProvider, name: z.string() });
export type TLoginProvider = z.infer<typeof ZLoginProvider>;
