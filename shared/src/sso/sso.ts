import * as z from 'zod';
import { ZCustomerNo } from '../tenants/customer';

/**
 * Microsoft sign-in (issue 31; docs/sso.md): a company's Entra directory, how its people sign in, and the links of
 * people to their directory accounts. The product's own app registration (client id and secret, the authority) is
 * configuration of the deployment, not of a company.
 */

/** A Microsoft Entra directory (tenant) id: a GUID, lower-cased. */
export const ZDirectoryId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
    message: 'sso.directoryIdInvalid',
  });

/** Which claim of the ID token names the person: their e-mail address, or their user principal name. */
export const ssoMatchClaims = ['email', 'upn'] as const;
export const ZSsoMatchClaim = z.enum(ssoMatchClaims);
export type TSsoMatchClaim = z.infer<typeof ZSsoMatchClaim>;

/** What happens to a directory user the company does not know: refused, or created in a unit with a role. */
export const ssoUnknownUserModes = ['refuse', 'create'] as const;
export const ZSsoUnknownUserMode = z.enum(ssoUnknownUserModes);

export const ZSsoSettings = z.object({
  /** Whether the login's second step offers "Sign in with Microsoft". */
  enabled: z.boolean(),
  directoryId: z.string().nullable(),
  /** Whether people may keep signing in with their password too (administrators always may: docs/sso.md). */
  allowPassword: z.boolean(),
  matchClaim: ZSsoMatchClaim,
  /** Whether the first Microsoft sign-in of a person the company knows links them by the matching claim. */
  linkByClaim: z.boolean(),
  unknownUsers: ZSsoUnknownUserMode,
  /** Where a directory user created at their first sign-in is placed (unknownUsers 'create'). */
  createUnitId: z.uuid().nullable(),
  createRoleId: z.uuid().nullable(),
  version: z.number().int().nonnegative(),
});
export type TSsoSettings = z.infer<typeof ZSsoSettings>;

export const ZSsoSettingsSave = z
  .strictObject({
    enabled: z.boolean(),
    directoryId: ZDirectoryId.nullable(),
    allowPassword: z.boolean(),
    matchClaim: ZSsoMatchClaim,
    linkByClaim: z.boolean(),
    unknownUsers: ZSsoUnknownUserMode,
    createUnitId: z.uuid().nullable(),
    createRoleId: z.uuid().nullable(),
    version: z.number().int().nonnegative(),
  })
  .refine((value) => !value.enabled || value.directoryId !== null, {
    path: ['directoryId'],
    message: 'sso.directoryIdRequired',
  })
  .refine(
    (value) =>
      value.unknownUsers !== 'create' || (value.createUnitId !== null && value.createRoleId !== null),
    { path: ['createUnitId'], message: 'sso.createPlaceRequired' },
  );
export type TSsoSettingsSave = z.input<typeof ZSsoSettingsSave>;

/** The start of a Microsoft sign-in for a company: where the browser goes next. */
export const ZSsoStart = z.strictObject({ customerNo: ZCustomerNo });
export type TSsoStart = z.input<typeof ZSsoStart>;
export const ZSsoStartResult = z.object({ authorizationUrl: z.url() });

/** The directory's answer as it arrived at the product's callback page. */
export const ZSsoComplete = z.strictObject({
  state: z.string().min(16).max(200),
  code: z.string().min(1).max(4000),
});
export type TSsoComplete = z.input<typeof ZSsoComplete>;

/**
 * A verified Microsoft sign-in: the person's Cognito username and a one-time answer for the user pool's custom
 * challenge (valid for two minutes, used once), with which the browser gets the same tokens as a password sign-in.
 */
export const ZSsoCompleteResult = z.object({
  username: z.string(),
  challengeAnswer: z.string(),
  customerNo: ZCustomerNo,
});
export type TSsoCompleteResult = z.infer<typeof ZSsoCompleteResult>;

/** A person's way to sign in through a directory. */
export const ZLoginLink = z.object({
  provider: z.literal('microsoft'),
  /** The directory account's name as the person knows it (their e-mail address or user principal name). */
  account: z.string(),
  linkedAt: z.iso.datetime(),
});
export type TLoginLink = z.infer<typeof ZLoginLink>;

/** How a person can sign in: their password (when they have one and may use it) and their directory links. */
export const ZLoginMethods = z.object({
  password: z.boolean(),
  links: z.array(ZLoginLink),
});
export type TLoginMethods = z.infer<typeof ZLoginMethods>;
