import { useTranslation } from 'react-i18next';
import type { TTaskProgress } from '@app/shared/tasks/task';
import { Button } from './button';
import { MutedText, Panel } from './layout';
import { Notice } from './notice';
import styles from './task-progress.module.css';

export interface TaskProgressProps {
  task: TTaskProgress;
  /** Offered once the task has a file; absent: no download button. */
  onDownload?: () => void;
  downloading?: boolean;
  /** Shown once the task succeeded. */
  doneText?: string;
}

/**
 * A background task as the user follows it: its name, a progress bar with the percentage, the worker's detail
 * line, and at the end its file to download or its error, in the reader's language.
 */
export function TaskProgress({ task, onDownload, downloading = false, doneText }: TaskProgressProps) {
  const { t } = useTranslation();
  if (!task.running && !task.succeeded) {
    return (
      <Notice tone="error" title={task.name}>
        {task.errorMessage ?? t('taskProgress.failed')}
      </Notice>
    );
  }
  const percent = Math.round(task.percent);
  return (
    <Panel className={styles.task}>
      <div className={styles.header}>
        <p className={styles.name}>{task.name}</p>
        <span aria-hidden="true">{t('taskProgress.percent', { percent })}</span>
      </div>
      <progress
        className={styles.bar}
        max={100}
        value={percent}
        aria-label={t('taskProgress.label', { name: task.name })}
      >
        {t('taskProgress.percent', { percent })}
      </progress>
      {task.detail && <MutedText>{task.detail}</MutedText>}
      {!task.running && (
        <div className={styles.header} role="status">
          {doneText && <span>{doneText}</span>}
          {task.hasDownload && onDownload && (
            <Button variant="secondary" busy={downloading} onClick={onDownload}>
              {t('taskProgress.download')}
            </Button>
          )}
        </div>
      )}
    </Panel>
  );
}
