import { defineContracts } from '../api/contract';
import { ZCalendarFeedLink, ZCalendarFeedStatus, ZFeedSecret } from './calendar-feed';
import * as z from 'zod';

/**
 * One's own calendar subscription (issue 27): every signed-in person manages only their own feed (no id in the
 * path: the person is the caller), and calendar apps fetch it without a token at its secret URL.
 */
export const calendarFeedContracts = defineContracts('calendar-feeds', {
  status: {
    method: 'GET',
    path: '/api/calendar-feed',
    auth: 'user',
    summary:
      'Whether the caller has a calendar subscription, and since when (the link itself is shown only once)',
    specCalls: [],
    request: {},
    response: ZCalendarFeedStatus,
  },
  create: {
    method: 'POST',
    path: '/api/calendar-feed',
    auth: 'user',
    summary: "Create the caller's calendar subscription: answers its secret link once (409 when one exists)",
    specCalls: [],
    successStatus: 201,
    request: {},
    response: ZCalendarFeedLink,
  },
  renew: {
    method: 'POST',
    path: '/api/calendar-feed/renew',
    auth: 'user',
    summary:
      'A new secret link for the caller’s subscription; the old link stops working at once (404 without one)',
    specCalls: [],
    request: {},
    response: ZCalendarFeedLink,
  },
  revoke: {
    method: 'DELETE',
    path: '/api/calendar-feed',
    auth: 'user',
    summary: 'Revoke the caller’s calendar subscription: its link stops working at once (404 without one)',
    specCalls: [],
    successStatus: 204,
    request: {},
  },
  feed: {
    method: 'GET',
    path: '/api/public/calendar-feeds/{feedSecret}/calendar.ics',
    auth: 'public',
    summary:
      'The iCalendar feed (RFC 5545) of a subscription: the person’s published shifts and own absences from 30 days back to 180 days ahead; 404 for an unknown or revoked link or a deactivated person',
    specCalls: [],
    produces: 'text/calendar',
    request: { params: z.object({ feedSecret: ZFeedSecret }) },
  },
});
