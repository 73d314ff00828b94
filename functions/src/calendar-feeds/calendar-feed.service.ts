/**
 * Calendar subscriptions (issue 27): every signed-in person creates, renews and revokes their own feed link, and
 * calendar apps fetch the feed without a token (docs/decisions.md, "Calendar feed"; docs/security.md).
 *
 * The secret is 32 random bytes (base64url). Only its sha-256 is stored: in the person's item in the tenant's
 * data (the truth) and as the platform table's look-up `CALFEED#<hash>`, which leads the public call to tenant
 * and person with one GetItem (no token names the tenant, and no Scan). The two tables are written with
 * different credentials (the tenant's role and the function's own), so not in one transaction: the look-up is
 * written first and removed again when the tenant's write fails; a look-up left behind opens nothing, because
 * the feed answers only when the person's item holds the same hash.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import {
  calendarFeedPath,
  feedDaysAhead,
  feedDaysBack,
  type TCalendarFeedLink,
  type TCalendarFeedStatus,
} from '@app/shared/calendar-feeds/calendar-feed';
import type { Caller } from '../security/caller';
import type { TenantContext } from '../tenancy/tenant-context';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { logger } from '../logger';
import {
  countInWindow,
  deleteCalendarFeedLookup,
  findCalendarFeedLookup,
  putCalendarFeedLookup,
} from '../platform/platform.repository';
import { TenantRepository } from '../directory/tenant.repository';
import { UserRepository } from '../directory/user.repository';
import { CalendarFeedRepository, type StoredCalendarFeed } from './calendar-feed.repository';
import { readFeedContent } from './feed-content';
import { feedIcs } from './feed-ics';

/** Fetches of feeds per client address and minute (a calendar app polls a few times an hour). */
export const feedFetchesPerAddressAndMinute = 120;
/** Fetches of one feed per minute: more is a loop or a leaked link, not a calendar app. */
export const feedFetchesPerFeedAndMinute = 20;

const hashOf = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');
const newSecret = (): string => randomBytes(32).toString('base64url');
const targetOf = (caller: Caller) => ({
  type: 'calendarFeed',
  id: caller.user.id,
  name: caller.user.username,
});

export async function feedStatus(caller: Caller): Promise<TCalendarFeedStatus> {
  const feed = await new CalendarFeedRepository(caller.tenant).get(caller.user.id);
  return { active: feed !== undefined, createdAt: feed?.createdAt ?? null };
}

async function requireFeed(caller: Caller): Promise<StoredCalendarFeed> {
  const feed = await new CalendarFeedRepository(caller.tenant).get(caller.user.id);
  if (!feed) throw new AppError('NOT_FOUND');
  return feed;
}

/**
 * Writes the look-up of a new secret, then the tenant's change with its audit entry; a failed change takes the
 * look-up back (best effort: one left behind opens nothing).
 */
async function withNewSecret(
  caller: Caller,
  commit: (feed: { userId: string; secretHash: string; createdAt: string }) => Promise<void>,
): Promise<TCalendarFeedLink> {
  const secret = newSecret();
  const secretHash = hashOf(secret);
  const createdAt = clockNow().toISOString();
  await putCalendarFeedLookup(secretHash, {
    customerNo: caller.tenant.customerNo,
    userId: caller.user.id,
    createdAt,
  });
  try {
    await commit({ userId: caller.user.id, secretHash, createdAt });
  } catch (error) {
    await deleteCalendarFeedLookup(secretHash).catch((cleanup: unknown) =>
      logger.warn('calendar feed look-up left behind', { error: String(cleanup) }),
    );
    throw error;
  }
  return { createdAt, path: calendarFeedPath(secret) };
}

export async function createFeed(caller: Caller): Promise<TCalendarFeedLink> {
  const feeds = new CalendarFeedRepository(caller.tenant);
  if (await feeds.get(caller.user.id)) throw new AppError('ALREADY_EXISTS');
  return withNewSecret(caller, (feed) =>
    commitAudited(
      caller,
      { action: 'calendarFeed.create', target: targetOf(caller), after: { createdAt: feed.createdAt } },
      [feeds.createWrite(feed)],
    ),
  );
}

export async function renewFeed(caller: Caller): Promise<TCalendarFeedLink> {
  const current = await requireFeed(caller);
  const feeds = new CalendarFeedRepository(caller.tenant);
  const link = await withNewSecret(caller, (feed) =>
    commitAudited(
      caller,
      {
        action: 'calendarFeed.renew',
        target: targetOf(caller),
        before: { createdAt: current.createdAt },
        after: { createdAt: feed.createdAt },
      },
      [feeds.replaceWrite(feed, current.version)],
    ),
  );
  // The old link already opens nothing (the person's item holds the new hash); its look-up goes too.
  await deleteCalendarFeedLookup(current.secretHash);
  return link;
}

export async function revokeFeed(caller: Caller): Promise<void> {
  const current = await requireFeed(caller);
  await commitAudited(
    caller,
    { action: 'calendarFeed.revoke', target: targetOf(caller), before: { createdAt: current.createdAt } },
    [new CalendarFeedRepository(caller.tenant).deleteWrite(caller.user.id, current.version)],
  );
  await deleteCalendarFeedLookup(current.secretHash);
}

// ---- the public feed ----

/** What the handler answers: the feed's text and its entity tag. */
export interface FeedAnswer {
  ics: string;
  etag: string;
}

/**
 * The feed of a secret. Every failure (unknown or revoked link, a renewed one's old secret, a deactivated person,
 * a company that is gone) is the same 404, so the answer tells nothing about which.
 */
export async function publicFeed(secret: string, clientAddress: string): Promise<FeedAnswer> {
  const at = clockNow();
  const address = await countInWindow('calendar-feed-address', clientAddress, 60, at);
  if (address.count > feedFetchesPerAddressAndMinute)
    throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: address.retryAfterSeconds });
  const secretHash = hashOf(secret);
  const lookup = await findCalendarFeedLookup(secretHash);
  if (!lookup) throw new AppError('NOT_FOUND');
  const perFeed = await countInWindow('calendar-feed', secretHash.slice(0, 32), 60, at);
  if (perFeed.count > feedFetchesPerFeedAndMinute)
    throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: perFeed.retryAfterSeconds });
  const tenant: TenantContext = {
    customerNo: lookup.customerNo,
    userSub: `calendar-feed:${lookup.userId}`,
    username: `calendar-feed:${lookup.userId}`,
  };
  const [feed, tenantRecord, user] = await Promise.all([
    new CalendarFeedRepository(tenant).get(lookup.userId),
    new TenantRepository(tenant).get(),
    new UserRepository(tenant).get(lookup.userId),
  ]);
  const expected = Buffer.from(feed?.secretHash ?? '', 'hex');
  const given = Buffer.from(secretHash, 'hex');
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (!feed || !matches || !tenantRecord || !user?.active) throw new AppError('NOT_FOUND');
  const content = await readFeedContent(tenant, {
    user,
    companyName: tenantRecord.companyName,
    timeZone: tenantRecord.timeZone,
    at,
    daysBack: feedDaysBack,
    daysAhead: feedDaysAhead,
  });
  const ics = feedIcs(content);
  return { ics, etag: `"${createHash('sha256').update(ics, 'utf8').digest('base64url').slice(0, 27)}"` };
}
