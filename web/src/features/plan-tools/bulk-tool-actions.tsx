import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  bulkSourceActions,
  bulkTargetActions,
  type TBulkEdit,
  type TBulkShift,
  type TBulkSourceAction,
  type TBulkTargetAction,
} from '@app/shared/plan-tools/bulk-tool';
import { Button } from '#ui/button';
import { DateField } from '#ui/date-field';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { MutedText } from '#ui/layout';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { TaskProgress } from '#ui/task-progress';
import { errorMessage } from '#lib/error-message';
import { taskQuery } from '#lib/tasks';
import { bulkTargetsQuery, runBulkCommand } from './bulk-tool-api';
import { BulkEditDialog } from './bulk-tool-edit-dialog';
import { actionsAvailable, commandOf, noTarget, runnable, type BulkTarget } from './bulk-tool-model';
import styles from './bulk-tool.module.css';

export interface BulkToolActionsProps {
  chosen: readonly TBulkShift[];
  range: { from: string; to: string };
  /** People to copy or move to (the listed units' members). */
  people: readonly { id: string; name: string }[];
  /** Called once a command has finished: the grid and the calendar reload. */
  onFinished: () => void;
}

/**
 * The right panel: the action, for copy and move the target kind and the target (the run button shows only once
 * one is chosen), batch edit through its dialog, and the running command's progress. Without chosen shifts there
 * are no actions.
 */
export function BulkToolActions({ chosen, range, people, onFinished }: BulkToolActionsProps) {
  const { t } = useTranslation();
  const [action, setAction] = useState<TBulkSourceAction | null>(null);
  const [target, setTarget] = useState<BulkTarget>(noTarget);
  const [editing, setEditing] = useState(false);
  const [taskId, setTaskId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (edit?: TBulkEdit) => {
      if (!action) throw new Error('No action chosen');
      return runBulkCommand(commandOf(action, target, chosen, range, edit));
    },
    onSuccess: (answer) => {
      setEditing(false);
      setTaskId(answer.progressId);
    },
  });

  if (!actionsAvailable(chosen.length)) {
    return (
      <aside className={styles.bulkPanel} aria-label={t('bulkTool.actions')}>
        <h2 className={styles.bulkHeading}>{t('bulkTool.actions')}</h2>
        <MutedText>{t('bulkTool.noSelection')}</MutedText>
      </aside>
    );
  }
  const moves = action === 'copy' || action === 'move';
  const ready = runnable(action, target, chosen.length);
  return (
    <aside className={styles.bulkPanel} aria-label={t('bulkTool.actions')}>
      <h2 className={styles.bulkHeading}>{t('bulkTool.actions')}</h2>
      <SelectField
        label={t('bulkTool.action')}
        value={action ?? ''}
        onChange={(event) => {
          setAction((event.target.value || null) as TBulkSourceAction | null);
          setTarget(noTarget);
        }}
      >
        <option value="">{t('bulkTool.choose')}</option>
        {bulkSourceActions.map((option) => (
          <option key={option} value={option}>
            {t(`bulkTool.action.${option}`)}
          </option>
        ))}
      </SelectField>
      {moves && <TargetFields target={target} onChange={setTarget} people={people} />}
      {start.error && <Notice tone="error">{errorMessage(start.error, t)}</Notice>}
      {ready &&
        (action === 'batchedit' ? (
          <Button onClick={() => setEditing(true)}>{t('bulkTool.edit.open')}</Button>
        ) : (
          <Button busy={start.isPending} onClick={() => start.mutate(undefined)}>
            {t('bulkTool.run')}
          </Button>
        ))}
      {editing && (
        <BulkEditDialog
          count={chosen.length}
          busy={start.isPending}
          failure={start.error ? errorMessage(start.error, t) : null}
          onSubmit={(edit) => start.mutate(edit)}
          onClose={() => setEditing(false)}
        />
      )}
      {taskId && (
        <ProgressDialog
          taskId={taskId}
          onFinished={onFinished}
          onClose={() => {
            setTaskId(null);
            setAction(null);
            setTarget(noTarget);
          }}
        />
      )}
    </aside>
  );
}

function TargetFields({
  target,
  onChange,
  people,
}: {
  target: BulkTarget;
  onChange: (target: BulkTarget) => void;
  people: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const targets = useQuery({ ...bulkTargetsQuery, enabled: target.kind === 'resource' });
  return (
    <>
      <SelectField
        label={t('bulkTool.target')}
        value={target.kind ?? ''}
        onChange={(event) =>
          onChange({ ...noTarget, kind: (event.target.value || null) as TBulkTargetAction | null })
        }
      >
        <option value="">{t('bulkTool.choose')}</option>
        {bulkTargetActions.map((kind) => (
          <option key={kind} value={kind}>
            {t(`bulkTool.target.${kind}`)}
          </option>
        ))}
      </SelectField>
      {target.kind === 'resource' && (
        <SelectField
          label={t('bulkTool.targetResource')}
          value={target.resource ?? ''}
          disabled={!targets.data}
          onChange={(event) => onChange({ ...target, resource: event.target.value || null })}
        >
          <option value="">{t('bulkTool.choose')}</option>
          {(targets.data ?? []).map((option) => (
            <option
              key={`${option.groupId}|${option.resourceId}`}
              value={`${option.groupId}|${option.resourceId}`}
            >
              {`${option.groupName}: ${option.resourceName}`}
            </option>
          ))}
        </SelectField>
      )}
      {target.kind === 'user' && (
        <SelectField
          label={t('bulkTool.targetUser')}
          value={target.userId ?? ''}
          onChange={(event) => onChange({ ...target, userId: event.target.value || null })}
        >
          <option value="">{t('bulkTool.choose')}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
      )}
      {target.kind === 'push' && (
        <DateField
          label={t('bulkTool.targetDate')}
          value={target.date}
          onChange={(date) => onChange({ ...target, date })}
        />
      )}
    </>
  );
}

/** The command's progress (percent and log); when it has finished, the data reloads once. */
function ProgressDialog({
  taskId,
  onFinished,
  onClose,
}: {
  taskId: string;
  onFinished: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const progress = useQuery(taskQuery(taskId));
  const task = progress.data;
  const reloaded = useRef(false);
  useEffect(() => {
    if (task && !task.running && !reloaded.current) {
      reloaded.current = true;
      onFinished();
    }
  }, [task, onFinished]);
  const result = (task?.result ?? {}) as { done?: number; skipped?: number };
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('bulkTool.progress.title')}
      size="medium"
      dismissable={task !== undefined && !task.running}
    >
      {task && (
        <TaskProgress
          task={task}
          doneText={t('bulkTool.progress.done', { done: result.done ?? 0, skipped: result.skipped ?? 0 })}
        />
      )}
      {task && task.log.length > 0 && (
        <ul className={styles.bulkLog} aria-label={t('bulkTool.progress.title')}>
          {task.log.map((line, index) => (
            <li key={`${line.at}-${index}`} data-level={line.level}>
              {line.message}
            </li>
          ))}
        </ul>
      )}
      {task && !task.running && (
        <DialogActions>
          <Button onClick={onClose}>{t('bulkTool.progress.close')}</Button>
        </DialogActions>
      )}
    </ModalDialog>
  );
}
