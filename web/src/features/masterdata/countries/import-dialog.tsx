import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schoolHolidayAttribution } from '@app/shared/holidays/school-holidays';
import { taskQuery } from '#lib/tasks';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { FormGrid, MutedText } from '#ui/layout';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { TaskProgress } from '#ui/task-progress';
import { availableCountriesQuery, refreshCountries, startImport } from './countries-api';
import styles from './countries-page.module.css';

/**
 * The country data importer popup: choose a country (apply stays disabled until one is chosen; the button reads
 * 'update' when the tenant has it, 'import' otherwise), optionally a dry run, then follow the task's log live.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const available = useQuery(availableCountriesQuery);
  const [country, setCountry] = useState('');
  const [virtual, setVirtual] = useState(false);
  const start = useMutation({ mutationFn: () => startImport({ country, virtual }) });
  const taskId = start.data?.progressId;
  const task = useQuery({ ...taskQuery(taskId ?? ''), enabled: taskId !== undefined });
  const finished = task.data?.running === false;
  useEffect(() => {
    if (finished) void refreshCountries(queryClient);
  }, [finished, queryClient]);
  const installed = available.data?.find((candidate) => candidate.code === country)?.installed ?? false;
  const running = start.isPending || (taskId !== undefined && !finished);

  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('mdImport.title')} size="medium">
      <MutedText>{t('mdImport.intro')}</MutedText>
      <QueryContent query={available}>
        {(countries) => (
          <FormGrid>
            <SelectField
              label={t('mdImport.country')}
              value={country}
              disabled={running}
              onChange={(event) => setCountry(event.target.value)}
            >
              <option value="">{t('mdImport.choose')}</option>
              {countries.map((candidate) => (
                <option key={candidate.code} value={candidate.code}>
                  {candidate.installed ? `${candidate.name} (${t('mdImport.installed')})` : candidate.name}
                </option>
              ))}
            </SelectField>
            <Checkbox
              label={t('mdImport.virtual')}
              checked={virtual}
              disabled={running}
              onChange={(event) => setVirtual(event.target.checked)}
            />
          </FormGrid>
        )}
      </QueryContent>
      {start.error && <Notice tone="error">{errorMessage(start.error, t)}</Notice>}
      {task.data && (
        <>
          <TaskProgress
            task={task.data}
            {...(finished ? { doneText: t(virtual ? 'mdImport.doneVirtual' : 'mdImport.done') } : {})}
          />
          <section aria-label={t('mdImport.log')}>
            <ol className={styles.log} aria-live="polite">
              {task.data.log.map((line, index) => (
                <li key={`${line.at}-${index}`} className={styles[`log${line.level}`]}>
                  <strong>{t(`mdImport.level.${line.level}`)}</strong> {line.message}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
      <MutedText>{t('mdCountries.attribution', { attribution: schoolHolidayAttribution })}</MutedText>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('mdImport.close')}
        </Button>
        <Button disabled={!country || running} busy={running} onClick={() => start.mutate()}>
          {installed ? t('mdImport.update') : t('mdImport.import')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
