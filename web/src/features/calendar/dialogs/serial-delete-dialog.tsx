import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '#ui/checkbox';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { errorMessage } from '#lib/error-message';
import { deleteSerial } from './entries-api';

/**
 * Deleting a series from an entry on (DeleteSerial): first a virtual run that counts what would go (Count,
 * Resource, MultiResource), then, confirmed, the deletion. A series over several resources may be limited to
 * the entry's resource.
 */
export function SerialDeleteDialog({
  entryId,
  onClose,
  onDeleted,
}: {
  entryId: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [sourceResourceOnly, setSourceResourceOnly] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = useQuery({
    queryKey: ['calendar-serial-preview', entryId, sourceResourceOnly],
    queryFn: () => deleteSerial(entryId, { virtual: true, sourceResourceOnly }),
    gcTime: 0,
  });

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await deleteSerial(entryId, { virtual: false, sourceResourceOnly });
      onDeleted();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  const loadError = preview.isError ? errorMessage(preview.error, t) : null;
  return (
    <ConfirmDialog
      isOpen
      title={t('calendarDialog.serial.title')}
      confirmLabel={t('calendarDialog.serial.confirm')}
      tone="danger"
      busy={busy}
      error={failure ?? loadError}
      confirmDisabled={preview.data === undefined || preview.data.count === 0}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {preview.data === undefined ? (
        <p>{t('app.loading')}</p>
      ) : (
        <>
          <p>
            {t('calendarDialog.serial.count', {
              count: preview.data.count,
              resource: preview.data.resource,
            })}
          </p>
          {(preview.data.multiResource || sourceResourceOnly) && (
            <Checkbox
              label={t('calendarDialog.serial.sourceResourceOnly', { resource: preview.data.resource })}
              checked={sourceResourceOnly}
              onChange={(event) => setSourceResourceOnly(event.target.checked)}
            />
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
