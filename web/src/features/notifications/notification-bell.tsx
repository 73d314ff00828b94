import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notificationPopoverSize, type TNotification } from '@app/shared/notifications/notification';
import { loadNamespaces } from '#lib/i18n';
import { NotificationEntry } from './notification-entry';
import {
  latestQuery,
  linkOf,
  markAllRead,
  markRead,
  refreshNotifications,
  unreadQuery,
} from './notifications-api';
import styles from './notifications.module.css';

/**
 * Marks a notification read (when it is not) and follows its link; shared by the popover and the full list.
 * Marking read failing must not keep anyone from where the notification leads.
 */
export function useOpenNotification(after?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (notification: TNotification) => {
    if (!notification.read) {
      try {
        await markRead(notification);
      } catch (error) {
        console.error('Marking a notification read failed', error);
      }
      await refreshNotifications(queryClient);
    }
    after?.();
    const target = linkOf(notification);
    if (target) void navigate(target);
  };
}

/** The header's bell: the unread count, and a popover with the newest five and a row to the full list. */
export function NotificationBell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [textsReady, setTextsReady] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unread = useQuery(unreadQuery).data?.unread ?? 0;
  const latest = useQuery({ ...latestQuery, enabled: open });
  const openNotification = useOpenNotification(() => setOpen(false));

  useEffect(() => {
    void loadNamespaces(['notifications']).then(() => setTextsReady(true));
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const items = latest.data?.items.slice(0, notificationPopoverSize) ?? [];
  return (
    <div className={styles.bell} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.bellButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications')}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && textsReady && (
          <>
            <div className={styles.panelHeader}>
              <h2>{t('notifications.title')}</h2>
              {unread > 0 && (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => {
                    void markAllRead().then(() => refreshNotifications(queryClient));
                  }}
                >
                  {t('notifications.markAllRead')}
                </button>
              )}
            </div>
            {latest.isSuccess && items.length === 0 && (
              <p className={styles.empty}>{t('notifications.empty')}</p>
            )}
            <ul className={styles.list} aria-label={t('notifications.title')}>
              {items.map((notification) => (
                <li key={notification.id}>
                  <NotificationEntry
                    notification={notification}
                    onOpen={(item) => void openNotification(item)}
                  />
                </li>
              ))}
            </ul>
            <Link to="/notifications" className={styles.more} onClick={() => setOpen(false)}>
              {t('notifications.more')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

/** A line bell (decorative: the button carries the name); an emoji would depend on the system's fonts. */
function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
