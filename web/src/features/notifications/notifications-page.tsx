import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '#ui/button';
import { Page } from '#ui/page';
import { NotificationEntry } from './notification-entry';
import { useOpenNotification } from './notification-bell';
import { allNotificationsQuery, markAllRead, refreshNotifications } from './notifications-api';
import styles from './notifications.module.css';

/** Every notification of the signed-in person, newest first, 25 at a time; messages show their text here. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  const query = useInfiniteQuery(allNotificationsQuery);
  const openNotification = useOpenNotification();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;

  return (
    <Page
      title={t('notifications.title')}
      titleId="notifications-title"
      actions={
        unread > 0 ? (
          <Button onClick={() => void markAllRead().then(() => refreshNotifications(queryClient))}>
            {t('notifications.markAllRead')}
          </Button>
        ) : undefined
      }
    >
      {query.isSuccess && items.length === 0 && <p className={styles.empty}>{t('notifications.empty')}</p>}
      <ul className={styles.list}>
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationEntry
              notification={notification}
              showBody
              highlighted={hash === `#n-${notification.id}`}
              onOpen={(item) => void openNotification(item)}
            />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('notifications.loadMore')}
        </Button>
      )}
    </Page>
  );
}
