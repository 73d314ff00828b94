import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TShiftListItem } from '@app/shared/calendar/picker.contracts';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import { TextField } from '#ui/text-field';
import { useDebouncedValue } from '#ui/widgets/use-debounced-value';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { useToast } from '#app/toast';
import { availableShiftsQuery, availableUsersQuery, runShiftAction } from './actions-api';
import { saveEntry } from './entries-api';
import { AvailableUsersList, ShiftPickerSections } from './shift-picker-parts';
import type { CalendarDialogRequest } from './types';
import { useValidatedCall } from './use-validated-call';
import { ValidatorMessages } from './validator-messages';
import styles from './dialogs.module.css';

export interface ShiftPickerProps {
  unitId: string;
  date: string;
  resourceId?: string | null | undefined;
  /** The person of the cell: "assign" plans them; without one it creates an open shift. */
  userId?: string | null | undefined;
  onOpen: (request: CalendarDialogRequest) => void;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * The shift picker: search, suggestions per resource, favourites and all templates; its second page lists the
 * people available for a shift (with a back button), one of whom can be planned at once.
 */
export function ShiftPicker({
  unitId,
  date,
  resourceId,
  userId,
  onOpen,
  onClose,
  onChanged,
}: ShiftPickerProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [usersFor, setUsersFor] = useState<TShiftListItem | null>(null);
  const typed = useDebouncedValue(search.trim(), 250);
  const shifts = useQuery(
    availableShiftsQuery({ unitId, date, ...(resourceId ? { resourceId } : {}), search: typed }),
  );
  const users = useQuery({
    ...availableUsersQuery({ unitId, date, templateId: usersFor?.id ?? '' }),
    enabled: usersFor !== null,
  });
  const saving = useValidatedCall(() => {
    onChanged();
    onClose();
  });

  function assign(item: TShiftListItem, person: string | null) {
    void saving.run((force) => saveEntry({ unitId, date, userId: person, templateId: item.id }, force));
  }

  async function removeFavorite(item: TShiftListItem) {
    try {
      await runShiftAction({ actionMode: 'FAVORITE.REMOVE', templateIds: [item.id] });
      await queryClient.invalidateQueries({ queryKey: ['calendar-picker-shifts'] });
    } catch (error) {
      toast.error(errorMessage(error, t));
    }
  }

  const assignLabel = userId ? t('calendarDialog.picker.assign') : t('calendarDialog.picker.create');
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={
        usersFor
          ? t('calendarDialog.users.title', { name: usersFor.name, date: formatDate(date) })
          : t('calendarDialog.picker.title', { date: formatDate(date) })
      }
      size="large"
    >
      {saving.failure && <Notice tone="error">{saving.failure}</Notice>}
      {saving.refusal ? (
        <ValidatorMessages {...saving.refusal} />
      ) : usersFor ? (
        <>
          <DialogQueryContent query={users}>
            {(data) => (
              <AvailableUsersList
                users={data.users}
                busy={saving.busy}
                onAssign={(user) => assign(usersFor, user.id)}
              />
            )}
          </DialogQueryContent>
          <DialogActions>
            <Button variant="secondary" onClick={() => setUsersFor(null)}>
              {t('calendarDialog.users.back')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <TextField
            label={t('calendarDialog.picker.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={styles.search}
          />
          <DialogQueryContent query={shifts}>
            {(data) => (
              <ShiftPickerSections
                data={data}
                assignLabel={assignLabel}
                actions={{
                  onEdit: (item) =>
                    onOpen({ kind: 'editShift', unitId, date, templateId: item.id, userId: userId ?? null }),
                  onAssign: (item) => assign(item, userId ?? null),
                  onShowUsers: setUsersFor,
                  onRemoveFavorite: (item) => void removeFavorite(item),
                }}
              />
            )}
          </DialogQueryContent>
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
          </DialogActions>
        </>
      )}
    </ModalDialog>
  );
}
