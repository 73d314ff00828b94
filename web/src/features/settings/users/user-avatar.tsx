import { useTranslation } from 'react-i18next';
import type { TUser } from '@app/shared/users/user';
import styles from './users-page.module.css';

/** The person's photo (a signed GET from the list), or their initial when there is none. */
export function UserAvatar({
  user,
  size = 'small',
}: {
  user: Pick<TUser, 'displayName' | 'photoUrl'>;
  size?: 'small' | 'large';
}) {
  const { t } = useTranslation();
  const className = `${styles.avatar} ${size === 'large' ? styles.avatarLarge : ''}`;
  return user.photoUrl ? (
    <img className={className} src={user.photoUrl} alt={t('users.photo.alt', { name: user.displayName })} />
  ) : (
    <span className={className} aria-hidden="true">
      {user.displayName.slice(0, 1).toUpperCase()}
    </span>
  );
}
