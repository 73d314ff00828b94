import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UiKey } from '@app/shared/i18n/resources';
import { notificationPopoverSize, type TNotification } from '@app/shared/notifications/notification';
import { notificationContracts as contracts } from '@app/shared/notifications/notifications.contracts';
import { callApi } from '#lib/api';

export const notificationsKey = ['notifications'] as const;

/** The bell's badge: asked again every minute and whenever the window regains focus. */
export const unreadQuery = queryOptions({
  queryKey: [...notificationsKey, 'unread'],
  queryFn: ({ signal }) => callApi(contracts.notificationsUnread, {}, { signal }),
  refetchInterval: 60_000,
  staleTime: 15_000,
});

/** The popover: the newest five, and one more that tells whether the list goes on. */
export const latestQuery = queryOptions({
  queryKey: [...notificationsKey, 'latest'],
  queryFn: ({ signal }) =>
    callApi(contracts.notificationsList, { query: { limit: notificationPopoverSize + 1 } }, { signal }),
  staleTime: 0,
});

/** The full list, 25 a page. */
export const allNotificationsQuery = infiniteQueryOptions({
  queryKey: [...notificationsKey, 'all'],
  initialPageParam: undefined as string | undefined,
  queryFn: ({ pageParam, signal }) =>
    callApi(
      contracts.notificationsList,
      { query: { limit: 25, ...(pageParam ? { cursor: pageParam } : {}) } },
      { signal },
    ),
  getNextPageParam: (page) => page.nextCursor,
});

export async function markRead(notification: Pick<TNotification, 'id' | 'createdAt'>): Promise<void> {
  await callApi(contracts.notificationsMarkRead, {
    params: { notificationId: notification.id },
    body: { createdAt: notification.createdAt },
  });
}

export async function markAllRead(): Promise<void> {
  await callApi(contracts.notificationsMarkAllRead, {});
}

export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationsKey });
}

/** The text of a notification: `notification.<messageKey>` of the `notifications` namespace. */
export function textKeyOf(notification: Pick<TNotification, 'messageKey'>): UiKey {
  // The key is composed: the namespace holds one text per message key the server sends.
  return `notification.${notification.messageKey}` as UiKey;
}

/** Where clicking a notification leads; undefined: nowhere beyond marking it read. */
export function linkOf(notification: Pick<TNotification, 'id' | 'link'>): string | undefined {
  const { link } = notification;
  if (!link) return undefined;
  switch (link.kind) {
    case 'calendar':
    case 'shift':
    case 'absence':
    case 'appointment':
      return link.date ? `/calendar?${new URLSearchParams({ date: link.date }).toString()}` : '/calendar';
    case 'request':
      // A shift request opens as a sheet over the home page, with its answers.
      return link.id ? `/?${new URLSearchParams({ request: link.id }).toString()}` : '/';
    case 'message':
      return `/notifications#n-${notification.id}`;
    case 'user':
      return '/settings/users';
    case 'task':
      return undefined;
  }
}
