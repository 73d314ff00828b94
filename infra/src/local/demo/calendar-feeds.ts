/**
 * The demo `employee` already subscribes to their calendar (issue 27), so that the profile's section "Kalender
 * abonnieren" shows an active link (since the seed). Its secret is not kept (shown once when made): to try the
 * feed, create a new link in the profile.
 */
import type { Caller } from '@app/functions/security/caller';

export async function seedDemoCalendarFeeds(admin: Caller): Promise<void> {
  const { UserRepository } = await import('@app/functions/directory/user.repository');
  const { createFeed, feedStatus } = await import('@app/functions/calendar-feeds/calendar-feed.service');
  const employee = await new UserRepository(admin.tenant).findByUsername('employee');
  if (!employee) return;
  // The person's own call: a feed is always one's own (no permission beyond being signed in).
  const caller: Caller = { ...admin, user: employee, permissions: new Set() };
  // Seeded once: a second run finds the feed.
  if ((await feedStatus(caller)).active) return;
  await createFeed(caller);
}
