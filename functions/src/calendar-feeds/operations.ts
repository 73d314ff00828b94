import { calendarFeedContracts as contracts } from '@app/shared/calendar-feeds/calendar-feeds.contracts';
import { implement } from '../api/operation';
import { clientAddress } from '../api/client-address';
import { createFeed, feedStatus, publicFeed, renewFeed, revokeFeed } from './calendar-feed.service';

export const calendarFeedOperations = [
  implement(contracts.status, { handler: ({ caller }) => feedStatus(caller) }),
  implement(contracts.create, { handler: ({ caller }) => createFeed(caller) }),
  implement(contracts.renew, { handler: ({ caller }) => renewFeed(caller) }),
  implement(contracts.revoke, { handler: ({ caller }) => revokeFeed(caller) }),
  // Public: the secret in the path is the credential; the service checks it (the tenant comes from its look-up).
  implement(contracts.feed, {
    handler: async (input) => {
      const { ics, etag } = await publicFeed(input.params.feedSecret, clientAddress(input));
      const headers = {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': 'inline; filename="calendar.ics"',
        // Calendar apps poll; every fetch must reach the API (no shared cache may keep one person's feed), and an
        // unchanged feed costs them a 304.
        'cache-control': 'private, no-cache, max-age=0',
        etag,
        'x-robots-tag': 'noindex',
        'referrer-policy': 'no-referrer',
      };
      if (input.headers['if-none-match'] === etag) return { raw: true, statusCode: 304, headers, body: '' };
      return { raw: true, statusCode: 200, headers, body: ics };
    },
  }),
];
