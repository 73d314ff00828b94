import { useTranslation } from 'react-i18next';
import { StarIcon } from '#ui/widgets/icons';
import styles from './tags-page.module.css';

/** The spec's favourite star: a toggle button that says what a press does. */
export function FavoriteStar({
  name,
  favorite,
  onToggle,
}: {
  name: string;
  favorite: boolean;
  onToggle: (favorite: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={favorite}
      aria-label={favorite ? t('favorite.remove', { name }) : t('favorite.add', { name })}
      onClick={() => onToggle(!favorite)}
    >
      <StarIcon filled={favorite} />
    </button>
  );
}
