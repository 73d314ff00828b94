import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZCursor } from '../api/pagination';
import { ZInstant } from '../time/time-schemas';
import { ZNotificationId, ZNotificationPage, ZUnreadCount } from './notification';

/** The popover asks for 6 (5 shown, the sixth tells whether 'more' leads anywhere); the full list pages by 25. */
const ZNotificationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: ZCursor.optional(),
});

/**
 * The caller's own in-app notifications (the header's bell). They join the `session` area's function: small,
 * every signed-in person's, no permission beyond being signed in.
 */
export const notificationContracts = defineContracts('session', {
  notificationsList: {
    method: 'GET',
    path: '/api/notifications',
    auth: 'user',
    summary: "The caller's notifications, newest first, with the unread count",
    specCalls: [],
    request: { query: ZNotificationQuery },
    response: ZNotificationPage.extend(ZUnreadCount.shape),
  },
  notificationsUnread: {
    method: 'GET',
    path: '/api/notifications/unread',
    auth: 'user',
    summary: "How many of the caller's notifications are unread (the bell's badge)",
    specCalls: [],
    request: {},
    response: ZUnreadCount,
  },
  notificationsMarkRead: {
    method: 'POST',
    path: '/api/notifications/{notificationId}/read',
    auth: 'user',
    summary: 'Mark one notification read (again is fine); answers the unread count',
    specCalls: [],
    request: {
      params: z.object({ notificationId: ZNotificationId }),
      body: z.strictObject({ createdAt: ZInstant() }),
    },
    examples: { body: { createdAt: '2026-01-05T08:00:00.000Z' } },
    response: ZUnreadCount,
  },
  notificationsMarkAllRead: {
    method: 'POST',
    path: '/api/notifications/read-all',
    auth: 'user',
    summary: "Mark all of the caller's notifications read",
    specCalls: [],
    request: {},
    response: ZUnreadCount,
  },
});
