import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTaskProgress } from '@app/shared/tasks/task';
import { FormDialog } from '#ui/form-dialog';
import { MutedText } from '#ui/layout';
import { TaskProgress } from '#ui/task-progress';
import { errorMessage } from '#lib/error-message';
import { downloadTaskFile, taskQuery } from '#lib/tasks';

/** A report (or print) run as a background task, as `useTaskReport` follows it. */
export interface TaskReportState {
  /** The task as last polled (or as started), none before the start. */
  task: TTaskProgress | undefined;
  /** Starting, or the task still runs. */
  busy: boolean;
  /** The file is being fetched. */
  downloading: boolean;
  download: (taskId: string) => void;
  /** The start's or the download's error. */
  error: Error | null;
}

export interface TaskReport<Input> extends TaskReportState {
  /** Starts the task (the server answers with its first progress). */
  start: (input: Input) => void;
}

/**
 * Starts a background task with `run`, polls its progress, and downloads its file by itself once, as soon as the
 * task is done (the progress's button is there for another try).
 */
export function useTaskReport<Input = void>(
  run: (input: Input) => Promise<TTaskProgress>,
  /** Where the start's and the download's errors go besides `error` (a page without a dialog: a toast). */
  options: { onError?: (error: Error) => void } = {},
): TaskReport<Input> {
  const start = useMutation({ mutationFn: run, onError: options.onError });
  const taskId = start.data?.progressId;
  const progress = useQuery({ ...taskQuery(taskId ?? ''), enabled: taskId !== undefined });
  const task = progress.data ?? start.data;
  const download = useMutation({ mutationFn: downloadTaskFile, onError: options.onError });
  const downloaded = useRef<string | null>(null);
  useEffect(() => {
    if (!task || task.running || !task.hasDownload || downloaded.current === task.progressId) return;
    downloaded.current = task.progressId;
    download.mutate(task.progressId);
  }, [task, download]);
  return {
    start: start.mutate,
    task,
    busy: start.isPending || task?.running === true,
    downloading: download.isPending,
    download: download.mutate,
    error: start.error ?? download.error,
  };
}

export interface TaskReportDialogProps {
  title: string;
  /** The text above the fields. */
  intro: ReactNode;
  submitLabel: string;
  /** Shown once the task succeeded. */
  doneText: string;
  report: TaskReportState;
  /** Another error to show (e.g. a list the fields need did not load); the report's own come first. */
  failure?: unknown;
  /** The form was sent (the browser's submit is already prevented): check the fields and `report.start`. */
  onSubmit: () => void;
  onClose: () => void;
  /** The fields that say what to report. */
  children: ReactNode;
}

/** The frame of a report dialog: intro, fields, start button, and the task's progress with its file. */
export function TaskReportDialog({
  title,
  intro,
  submitLabel,
  doneText,
  report,
  failure: otherFailure,
  onSubmit,
  onClose,
  children,
}: TaskReportDialogProps) {
  const { t } = useTranslation();
  const { task } = report;
  const failure = report.error ?? otherFailure;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <FormDialog
      title={title}
      failure={failure ? errorMessage(failure, t) : null}
      busy={report.busy}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={submitLabel}
    >
      <MutedText>{intro}</MutedText>
      {children}
      {task && (
        <TaskProgress
          task={task}
          doneText={doneText}
          downloading={report.downloading}
          onDownload={() => report.download(task.progressId)}
        />
      )}
    </FormDialog>
  );
}
