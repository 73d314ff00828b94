import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maxImportBytes } from '@app/shared/user-import/user-import';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userImportContracts } from '@app/shared/user-import/user-import.contracts';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { taskQuery } from '#lib/tasks';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { FormGrid, MutedText } from '#ui/layout';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { TaskProgress } from '#ui/task-progress';
import styles from './invitations-page.module.css';
import { FileUpload } from '#ui/widgets/file-upload';
import { invitationStatesQuery } from './invitations-api';
import { InviteManyReport, useInviteMany } from './invite-many';

const unitsQuery = {
  queryKey: ['units', 'list'],
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(unitContracts.list, {}, { signal }),
};

/** The file's bytes as base64, the way the import call carries them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * Importing people from an xlsx or CSV file into a unit: a background task whose log names every refused row
 * and why; a file with refused rows imports nobody.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const units = useQuery(unitsQuery);
  const [chosenUnitId, setUnitId] = useState('');
  // A company with one unit has nothing to choose: that one is taken.
  const onlyUnit = units.data?.length === 1 ? units.data[0]?.id : undefined;
  const unitId = chosenUnitId || onlyUnit || '';
  const [file, setFile] = useState<File | null | undefined>(null);
  const start = useMutation({
    mutationFn: async (chosen: File) =>
      callApi(userImportContracts.importUsers, {
        body: { unitId, fileName: chosen.name, content: await base64Of(chosen) },
      }),
  });
  const taskId = start.data?.progressId;
  const task = useQuery({ ...taskQuery(taskId ?? ''), enabled: taskId !== undefined });
  const running = start.isPending || task.data?.running === true;
  const result = task.data?.result as { imported?: number; userIds?: string[] } | null | undefined;
  const imported = result?.userIds ?? [];
  const invite = useInviteMany();
  const close = () => {
    if (result?.imported) {
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void queryClient.invalidateQueries({ queryKey: invitationStatesQuery.queryKey });
    }
    onClose();
  };

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !running && !invite.isPending && close()}
      title={t('userImport.title')}
      size="medium"
    >
      <MutedText>{t('userImport.intro')}</MutedText>
      <FormGrid>
        <SelectField
          label={t('userImport.unit')}
          value={unitId}
          onChange={(event) => setUnitId(event.target.value)}
        >
          <option value="">{t('userImport.chooseUnit')}</option>
          {(units.data ?? []).map((unit) => (
            <option key={unit.id} value={unit.id}>
              {unit.name}
            </option>
          ))}
        </SelectField>
        <FileUpload
          label={t('userImport.file')}
          accept=".xlsx,.csv"
          maxBytes={maxImportBytes}
          value={file}
          onChange={setFile}
        />
      </FormGrid>
      {start.error !== null && <Notice tone="error">{errorMessage(start.error, t)}</Notice>}
      {task.data && (
        <>
          <TaskProgress task={task.data} />
          <section aria-label={t('userImport.report')}>
            <ol aria-live="polite">
              {task.data.log.map((line, index) => (
                <li key={`${line.at}-${index}`}>{line.message}</li>
              ))}
            </ol>
          </section>
        </>
      )}
      {/* The people just imported have no sign-in yet: invite them all from here, in one step. */}
      {imported.length > 0 && (
        <section className={styles.invite} aria-labelledby="import-invite">
          <p id="import-invite" className={styles.inviteTitle}>
            {t('userImport.importedCount', { count: imported.length })}
          </p>
          {invite.data === undefined ? (
            <>
              <MutedText as="p">{t('userImport.inviteHint')}</MutedText>
              <Button busy={invite.isPending} onClick={() => invite.mutate({ userIds: imported })}>
                {t('userImport.inviteAll', { count: imported.length })}
              </Button>
            </>
          ) : null}
          <InviteManyReport outcome={invite.data} error={invite.error} />
        </section>
      )}
      <DialogActions>
        <Button variant="secondary" disabled={running || invite.isPending} onClick={close}>
          {t('dialog.close')}
        </Button>
        {imported.length === 0 && (
          <Button
            disabled={!unitId || !file || running}
            busy={running}
            onClick={() => file && start.mutate(file)}
          >
            {t('userImport.start')}
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}
