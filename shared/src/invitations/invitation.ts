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
 * Single sign-on providers (docs/sso.md). Invitations offer none yet: an invitation sends a password, and a
 * person of a company with Microsoft sign-in may use either.
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

/** At most this many people per bulk invitation (the web sends larger choices in parts of this size). */
export const maxBulkInvitations = 100;

/**
 * Inviting several people at once: each chosen person with a valid e-mail address who has not signed in yet
 * gets the invitation mail to their address. `resend`: people invited before who have not signed in yet get a
 * new mail (and a new temporary password) too; without it they are skipped.
 */
export const ZBulkInvitationRequest = z.strictObject({
  userIds: z
    .array(z.uuid())
    .min(1)
    .max(maxBulkInvitations)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' }),
  resend: z.boolean().default(false),
});
export type TBulkInvitationRequest = z.input<typeof ZBulkInvitationRequest>;

/** Why a chosen person was not invited; each is the message key `invitations.skipped.<reason>`. */
export const invitationSkipReasons = [
  'notFound',
  'inactive',
  'noEmail',
  'notAllowed',
  'signedIn',
  'alreadyInvited',
  'changed',
  'failed',
] as const;
export type TInvitationSkipReason = (typeof invitationSkipReasons)[number];

const ZSentence = { messageKey: z.string(), message: z.string() };

export const ZBulkInvitationResult = z.object({
  /** How many were invited and how many skipped. */
  counts: z.object({ invited: z.number().int().nonnegative(), skipped: z.number().int().nonnegative() }),
  invited: z.array(z.object({ userId: z.uuid(), name: z.string(), mail: z.string() })),
  /** Each skipped person with the reason, in a sentence of the caller's language. */
  skipped: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string().nullable(),
      reason: z.enum(invitationSkipReasons),
      ...ZSentence,
    }),
  ),
  /** What happened, in a sentence. */
  summary: z.object(ZSentence),
});
export type TBulkInvitationResult = z.infer<typeof ZBulkInvitationResult>;

/**
 * Where a person stands with their sign-in: `none` no sign-in yet (imported, never invited), `invited` invited
 * and not signed in since, `signedIn` has signed in, `account` has a sign-in from before (an administrator's
 * password or an invitation of before these states were kept) of which the product does not know whether it was
 * used.
 */
export const invitationStates = ['none', 'invited', 'signedIn', 'account'] as const;
export const ZInvitationState = z.object({
  userId: z.uuid(),
  state: z.enum(invitationStates),
  /** The last invitation, if one was sent since these states are kept. */
  invitedAt: z.iso.datetime().nullable(),
});
export type TInvitationState = z.infer<typeof ZInvitationState>;
