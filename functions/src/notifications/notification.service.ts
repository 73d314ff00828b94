import { AppError } from '@app/shared/api/errors';
import type { TNotificationPage, TUnreadCount } from '@app/shared/notifications/notification';
import type { Caller } from '../security/caller';
import { now } from '../clock';
import { isRead, NotificationRepository } from './notification.repository';

/** The caller's own notifications only: every call is keyed by the caller's user id. */

export async function listNotifications(
  caller: Caller,
  page: { limit: number; cursor?: string | undefined },
): Promise<TNotificationPage & TUnreadCount> {
  const notifications = new NotificationRepository(caller.tenant);
  const [found, unread] = await Promise.all([
    notifications.list(caller.user.id, page),
    notifications.unreadState(caller.user.id),
  ]);
  return {
    ...found,
    items: found.items.map((item) => ({ ...item, read: isRead(item, unread.readAllAt) })),
    unread: unread.count,
  };
}

export async function unreadCount(caller: Caller): Promise<TUnreadCount> {
  const state = await new NotificationRepository(caller.tenant).unreadState(caller.user.id);
  return { unread: state.count };
}

export async function markNotificationRead(
  caller: Caller,
  id: string,
  createdAt: string,
): Promise<TUnreadCount> {
  const notifications = new NotificationRepository(caller.tenant);
  const userId = caller.user.id;
  const [notification, state] = await Promise.all([
    notifications.find(userId, createdAt, id),
    notifications.unreadState(userId),
  ]);
  if (!notification) throw new AppError('NOT_FOUND');
  if (!notification.read) {
    try {
      await notifications.markRead(notification, !isRead(notification, state.readAllAt));
    } catch (error) {
      // Marked read by a second click meanwhile: read is what was asked for.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  return unreadCount(caller);
}

export async function markAllNotificationsRead(caller: Caller): Promise<TUnreadCount> {
  await new NotificationRepository(caller.tenant).markAllRead(caller.user.id, now());
  return { unread: 0 };
}
