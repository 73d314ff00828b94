import * as z from 'zod';

/**
 * A person's calendar subscription (issue 27): an iCal feed of their published shifts and their own absences at
 * a secret URL. The secret is 32 random bytes in base64url (43 characters, 256 bits); the server keeps only its
 * sha-256, so the URL is shown once, when it is made (created or renewed).
 */
export const feedSecretLength = 43;
export const ZFeedSecret = z
  .string()
  .length(feedSecretLength)
  .regex(/^[A-Za-z0-9_-]+$/);

/** The window a feed covers, counted in the tenant's days from today (docs/decisions.md, "Calendar feed"). */
export const feedDaysBack = 30;
export const feedDaysAhead = 180;
/** What a calendar app is told about how often to poll (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const feedRefreshMinutes = 60;

/** One's feed as the owner sees it: when it was made; never the secret (it is not kept). */
export const ZCalendarFeedStatus = z.object({
  active: z.boolean(),
  /** When the current link was made (created or renewed); null without a feed. */
  createdAt: z.iso.datetime().nullable(),
});
export type TCalendarFeedStatus = z.infer<typeof ZCalendarFeedStatus>;

/** The answer of creating or renewing: the link, this once. `path` is the API path; the web adds its origin. */
export const ZCalendarFeedLink = z.object({
  createdAt: z.iso.datetime(),
  path: z.string(),
});
export type TCalendarFeedLink = z.infer<typeof ZCalendarFeedLink>;

/** The public feed's path for a secret (the web turns it into https:// and webcal:// URLs). */
export const calendarFeedPath = (secret: string): string =>
  `/api/public/calendar-feeds/${secret}/calendar.ics`;
