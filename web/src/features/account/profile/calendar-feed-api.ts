import { queryOptions } from '@tanstack/react-query';
import { calendarFeedContracts } from '@app/shared/calendar-feeds/calendar-feeds.contracts';
import type { TCalendarFeedLink } from '@app/shared/calendar-feeds/calendar-feed';
import { callApi } from '#lib/api';

export const calendarFeedQuery = queryOptions({
  queryKey: ['account', 'calendar-feed'],
  queryFn: ({ signal }) => callApi(calendarFeedContracts.status, {}, { signal }),
});

export const createCalendarFeed = (): Promise<TCalendarFeedLink> => callApi(calendarFeedContracts.create, {});
export const renewCalendarFeed = (): Promise<TCalendarFeedLink> => callApi(calendarFeedContracts.renew, {});
export const revokeCalendarFeed = (): Promise<void> => callApi(calendarFeedContracts.revoke, {});

/** The link a calendar app subscribes to: the feed's path on this site's origin (https in every deployment). */
export function feedUrls(path: string, origin = window.location.origin): { https: string; webcal: string } {
  const https = new URL(path, origin).toString();
  // webcal:// opens the subscription dialog of Apple Calendar and Outlook; it means "the same URL, subscribed".
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
