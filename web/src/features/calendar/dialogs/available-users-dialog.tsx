import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import { formatDate } from '#lib/format';
import { availableUsersQuery, runShiftAction } from './actions-api';
import { saveEntry } from './entries-api';
import { AvailableUsersList } from './shift-picker-parts';
import { useValidatedCall } from './use-validated-call';
import { ValidatorMessages } from './validator-messages';

/**
 * The people available for an open shift or a template on a day (good or bad, hours remaining). Assigning gives
 * the open shift to the person (SETUSER) or creates the template's entry for them; `nouser2` when nobody.
 */
export function AvailableUsersDialog({
  unitId,
  date,
  name,
  entryId,
  templateId,
  onClose,
  onChanged,
}: {
  unitId: string;
  date: string;
  name: string;
  entryId?: string | null | undefined;
  templateId?: string | null | undefined;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const users = useQuery(
    availableUsersQuery({
      unitId,
      date,
      ...(entryId ? { entryId } : templateId ? { templateId } : {}),
    }),
  );
  const call = useValidatedCall(() => {
    onChanged();
    onClose();
  });

  function assign(userId: string) {
    void call.run((force) =>
      entryId
        ? runShiftAction({ actionMode: 'SETUSER', entryId, targetUserId: userId, force })
        : saveEntry({ unitId, date, userId, templateId: templateId ?? null }, force),
    );
  }

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('calendarDialog.users.title', { name, date: formatDate(date) })}
      size="medium"
    >
      {call.failure && <Notice tone="error">{call.failure}</Notice>}
      {call.refusal ? (
        <ValidatorMessages {...call.refusal} />
      ) : (
        <>
          <DialogQueryContent query={users}>
            {(data) => (
              <AvailableUsersList users={data.users} busy={call.busy} onAssign={(user) => assign(user.id)} />
            )}
          </DialogQueryContent>
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </ModalDialog>
  );
}
