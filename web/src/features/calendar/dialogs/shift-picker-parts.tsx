import { useTranslation } from 'react-i18next';
import type { TAvailableShifts, TAvailableUser, TShiftListItem } from '@app/shared/calendar/picker.contracts';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import styles from './dialogs.module.css';

export interface ShiftRowActions {
  onEdit: (item: TShiftListItem) => void;
  onAssign: (item: TShiftListItem) => void;
  onShowUsers: (item: TShiftListItem) => void;
  onRemoveFavorite: (item: TShiftListItem) => void;
}

/** A row of the shift picker: the shift, and what can be done with it. */
function ShiftRow({
  item,
  actions,
  assignLabel,
}: {
  item: TShiftListItem;
  actions: ShiftRowActions;
  assignLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.pickerRow}>
      <span
        className={styles.swatch}
        style={{ background: item.backColor, color: item.foreColor }}
        aria-hidden="true"
      >
        {item.shortName}
      </span>
      <span className={styles.pickerText}>
        <strong>{item.name}</strong>
        <span className={styles.muted}>
          {item.periodText} · {item.resourceName}
          {item.groupName && ` · ${item.groupName}`}
        </span>
      </span>
      <span className={styles.rowActions}>
        <Button
          variant="ghost"
          onClick={() => actions.onEdit(item)}
          aria-label={t('calendarDialog.picker.editOf', { name: item.name })}
        >
          {t('calendarDialog.picker.edit')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => actions.onAssign(item)}
          aria-label={`${assignLabel}: ${item.name}`}
        >
          {assignLabel}
        </Button>
        <Button
          variant="ghost"
          onClick={() => actions.onShowUsers(item)}
          aria-label={t('calendarDialog.picker.usersOf', { name: item.name })}
        >
          {t('calendarDialog.picker.users')}
        </Button>
        {item.isFavorite && (
          <Button
            variant="ghost"
            onClick={() => actions.onRemoveFavorite(item)}
            aria-label={t('calendarDialog.picker.unfavoriteOf', { name: item.name })}
          >
            {t('calendarDialog.picker.unfavorite')}
          </Button>
        )}
      </span>
    </li>
  );
}

function Section({
  title,
  items,
  actions,
  assignLabel,
}: {
  title: string;
  items: readonly TShiftListItem[];
  actions: ShiftRowActions;
  assignLabel: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <ul className={styles.pickerList}>
        {items.map((item) => (
          <ShiftRow key={item.id} item={item} actions={actions} assignLabel={assignLabel} />
        ))}
      </ul>
    </section>
  );
}

/** The shift picker's main page: suggestions per resource, favourites, all templates. */
export function ShiftPickerSections({
  data,
  actions,
  assignLabel,
}: {
  data: TAvailableShifts;
  actions: ShiftRowActions;
  assignLabel: string;
}) {
  const { t } = useTranslation();
  const nothing =
    data.templates.length === 0 &&
    data.favorites.length === 0 &&
    data.shifts.every((group) => group.items.length === 0);
  if (nothing) return <Notice tone="info">{t('calendarDialog.picker.none')}</Notice>;
  return (
    <div className={styles.pickerSections}>
      {data.shifts.map((group) => (
        <Section
          key={group.resourceId}
          title={t('calendarDialog.picker.suggestions', { resource: group.resourceName })}
          items={group.items}
          actions={actions}
          assignLabel={assignLabel}
        />
      ))}
      <Section
        title={t('calendarDialog.picker.favorites')}
        items={data.favorites}
        actions={actions}
        assignLabel={assignLabel}
      />
      <Section
        title={t('calendarDialog.picker.all')}
        items={data.templates}
        actions={actions}
        assignLabel={assignLabel}
      />
    </div>
  );
}

/** Hours remaining: grey at zero, red below, green above (spec). */
export function HoursRemaining({ hours }: { hours: number | null }) {
  const { t } = useTranslation();
  if (hours === null) return <span className={styles.muted}>{t('calendarDialog.users.noWorkSheet')}</span>;
  const tone = hours < 0 ? styles.negative : hours > 0 ? styles.positive : styles.muted;
  return (
    <span className={tone}>
      {t('calendarDialog.users.hoursRemaining', {
        hours: hours.toLocaleString(undefined, { maximumFractionDigits: 2 }),
      })}
    </span>
  );
}

/** The picker's second page: who could take the shift; `nouser2` when nobody. */
export function AvailableUsersList({
  users,
  onAssign,
  busy,
}: {
  users: readonly TAvailableUser[];
  onAssign: (user: TAvailableUser) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  if (users.length === 0) return <Notice tone="info">{t('nouser2')}</Notice>;
  return (
    <ul className={styles.pickerList}>
      {users.map((user) => (
        <li key={user.id} className={styles.pickerRow}>
          <span className={styles.pickerText}>
            <strong>{user.displayName}</strong>
            <span className={styles.muted}>{user.groupName}</span>
            {user.reasons.length > 0 && <span className={styles.muted}>{user.reasons.join(' · ')}</span>}
          </span>
          <Badge tone={user.calendarAvailability === 1 ? 'success' : 'warning'}>
            {t(user.calendarAvailability === 1 ? 'calendarDialog.users.good' : 'calendarDialog.users.bad')}
          </Badge>
          <HoursRemaining hours={user.hoursRemaining} />
          <Button
            variant="secondary"
            busy={busy}
            onClick={() => onAssign(user)}
            aria-label={t('calendarDialog.users.assignTo', { name: user.displayName })}
          >
            {t('calendarDialog.users.assign')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
