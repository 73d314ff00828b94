import * as z from 'zod';
import { languages } from '../i18n/languages';
import { editions, editionFeatures } from './editions';

/** The spec's session flags, plus edition and limits. */
export const ZSession = z.object({
  currentUserId: z.string(),
  username: z.string(),
  displayName: z.string(),
  customerNo: z.string(),
  companyName: z.string(),
  languageKey: z.enum(languages),
  isAdmin: z.boolean(),
  isTrial: z.boolean(),
  isTrialAndExpired: z.boolean(),
  isDebug: z.boolean(),
  isFreeEdition: z.boolean(),
  timeDisplayMode: z.enum(['hours', 'days']),
  timeDisplayModeFactor: z.number(),
  showBookingSeconds: z.boolean(),
  edition: z.enum(editions),
  trialEndsAt: z.iso.datetime().nullable(),
  /** Features of the edition; a gated call of a missing one answers 402 EDITION_LIMIT. */
  features: z.array(z.enum(editionFeatures)),
  limits: z.object({ maxActiveUsers: z.number().nullable(), maxSites: z.number().nullable() }),
  /** The security table, keyed by permission name (access.administrator grants all). */
  permissions: z.record(z.string(), z.boolean()),
  timeZone: z.string(),
});
export type TSession = z.infer<typeof ZSession>;

export const keepAliveReplies = ['OK', 'ERROR', 'UPDATE', 'REDIRECT', 'MAINTENANCE'] as const;
export const ZKeepAliveRequest = z.strictObject({
  source: z.string().max(50).optional(),
  /** Build of the running web app; a different server build answers REDIRECT (reload). */
  appVersion: z.string().max(50).optional(),
});
export const ZKeepAliveReply = z.object({ status: z.enum(keepAliveReplies) });

/** Keep-alive interval: the spec's 900000 ms. */
export const keepAliveIntervalMs = 900_000;

export const ZLanguageSwitch = z.strictObject({ key: z.enum(languages) });
