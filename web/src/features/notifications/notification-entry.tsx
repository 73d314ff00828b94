import { useTranslation } from 'react-i18next';
import type { TNotification } from '@app/shared/notifications/notification';
import { readableNoticeParams } from '@app/shared/notifications/notice-params';
import { currentLanguage } from '#lib/i18n';
import { formatDateTime } from '#lib/format';
import { textKeyOf } from './notifications-api';
import styles from './notifications.module.css';

/** One notification as a button: its text in the reader's language, when, and (in the full list) a message's text. */
export function NotificationEntry({
  notification,
  showBody = false,
  highlighted = false,
  onOpen,
}: {
  notification: TNotification;
  showBody?: boolean;
  highlighted?: boolean;
  onOpen: (notification: TNotification) => void;
}) {
  const { t } = useTranslation();
  const { text } = notification.params;
  const classes = [
    styles.entry,
    notification.read ? '' : styles.unread,
    highlighted ? styles.highlight : '',
  ].join(' ');
  return (
    <button
      type="button"
      id={`n-${notification.id}`}
      className={classes}
      onClick={() => onOpen(notification)}
    >
      {!notification.read && <span className="sr-only">{t('notifications.unreadMark')}: </span>}
      {t(textKeyOf(notification), readableNoticeParams(notification.params, currentLanguage()))}
      <span className={styles.when}>{formatDateTime(new Date(notification.createdAt))}</span>
      {showBody && typeof text === 'string' && <p className={styles.body}>{text}</p>}
    </button>
  );
}
