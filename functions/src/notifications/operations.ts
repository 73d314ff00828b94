import { notificationContracts as contracts } from '@app/shared/notifications/notifications.contracts';
import { implement } from '../api/operation';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadCount,
} from './notification.service';

/** Part of the `session` area's function (`functions/src/session/handler.ts`). */
export const notificationOperations = [
  implement(contracts.notificationsList, {
    handler: ({ caller, query }) => listNotifications(caller, query),
  }),
  implement(contracts.notificationsUnread, { handler: ({ caller }) => unreadCount(caller) }),
  implement(contracts.notificationsMarkRead, {
    handler: ({ caller, params, body }) =>
      markNotificationRead(caller, params.notificationId, body.createdAt),
  }),
  implement(contracts.notificationsMarkAllRead, {
    handler: ({ caller }) => markAllNotificationsRead(caller),
  }),
];
