import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTaskProgress } from '@app/shared/tasks/task';
import { maintenanceCommands } from '@app/shared/year-tables/year-table';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { FormGrid, Panel, RowActions } from '#ui/layout';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { TaskProgress } from '#ui/task-progress';
import { TextField } from '#ui/text-field';
import { IntegerField } from '#ui/widgets/number-field';
import { errorMessage } from '#lib/error-message';
import { todayInDisplayZone } from '#lib/format';
import { taskQuery } from '#lib/tasks';
import { startCommand, startCreateAll } from './year-tables-api';
import styles from './year-tables.module.css';

type Command = 'create' | keyof typeof maintenanceCommands;

/**
 * The year-table manager (`/YearTables/ManageYears/`): for a year, create it for everybody (idempotent), open,
 * close, recalculate, check, or delete every table (the year typed to confirm). Each runs as a background task
 * whose progress and log show here.
 */
export function YearManagePage() {
  const { t } = useTranslation();
  const [year, setYear] = useState<number | null | undefined>(Number(todayInDisplayZone().slice(0, 4)));
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const start = useMutation({
    mutationFn: ({ command, chosen }: { command: Command; chosen: number }): Promise<TTaskProgress> =>
      command === 'create'
        ? startCreateAll(chosen)
        : startCommand(
            chosen,
            maintenanceCommands[command],
            command === 'delete' ? Number(typed) : undefined,
          ),
    onSuccess: () => setConfirming(false),
  });
  const taskId = start.data?.progressId;
  const progress = useQuery({ ...taskQuery(taskId ?? ''), enabled: taskId !== undefined });
  const task = progress.data ?? start.data;
  const running = start.isPending || task?.running === true;
  const valid = typeof year === 'number' && year >= 2000 && year <= 2100;
  const go = (command: Command) => {
    if (valid) start.mutate({ command, chosen: year });
  };

  const buttons: { command: Command; label: string }[] = [
    { command: 'create', label: t('yearTables.manage.createAll') },
    { command: 'open', label: t('yearTables.manage.open') },
    { command: 'close', label: t('yearTables.manage.close') },
    { command: 'recalculate', label: t('yearTables.manage.recalculate') },
    { command: 'check', label: t('yearTables.manage.check') },
  ];
  return (
    <Page
      title={t('yearTables.manage.title')}
      titleId="year-manage-title"
      intro={t('yearTables.manage.intro')}
    >
      <div className={styles.stack}>
        <Panel>
          <FormGrid>
            <IntegerField
              label={t('yearTables.manage.year')}
              value={year}
              onChange={setYear}
              minValue={2000}
              maxValue={2100}
            />
          </FormGrid>
          <RowActions>
            {buttons.map(({ command, label }) => (
              <Button
                key={command}
                variant={command === 'create' ? 'primary' : 'secondary'}
                disabled={!valid || running}
                onClick={() => go(command)}
              >
                {label}
              </Button>
            ))}
            <Button
              variant="danger"
              disabled={!valid || running}
              onClick={() => {
                setTyped('');
                setConfirming(true);
              }}
            >
              {t('yearTables.manage.delete')}
            </Button>
          </RowActions>
        </Panel>
        {start.error && !confirming && <Notice tone="error">{errorMessage(start.error, t)}</Notice>}
        {task && <TaskProgress task={task} doneText={t('yearTables.manage.done')} />}
        {task && !task.running && task.log.length > 0 && (
          <Panel>
            <ul aria-label={task.name}>
              {task.log.map((line, index) => (
                <li key={index}>{line.message}</li>
              ))}
            </ul>
          </Panel>
        )}
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={t('yearTables.manage.deleteTitle', { year: year ?? '' })}
        confirmLabel={t('yearTables.manage.delete')}
        tone="danger"
        busy={start.isPending}
        error={start.error ? errorMessage(start.error, t) : null}
        confirmDisabled={typed !== String(year)}
        onCancel={() => setConfirming(false)}
        onConfirm={() => go('delete')}
      >
        <p>{t('yearTables.manage.deleteText', { year: year ?? '' })}</p>
        <TextField
          label={t('yearTables.manage.confirmation')}
          value={typed}
          inputMode="numeric"
          onChange={(event) => setTyped(event.target.value)}
        />
      </ConfirmDialog>
    </Page>
  );
}
