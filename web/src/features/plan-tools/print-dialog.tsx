import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCalendarRequest } from '@app/shared/calendar/calendar-view';
import {
  printContracts,
  printOrientations,
  printPapers,
  printParts,
  type TPrintPart,
} from '@app/shared/plan-tools/print.contracts';
import { Checkbox } from '#ui/checkbox';
import { FormDialog } from '#ui/form-dialog';
import { MutedText } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { TaskProgress } from '#ui/task-progress';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { downloadTaskFile, taskQuery } from '#lib/tasks';

export interface PrintDialogProps {
  /** What the calendar shows: its own request (units or people, range, resource filter). */
  request: TCalendarRequest;
  onClose: () => void;
}

/**
 * Printing the calendar (`Reports/PrintCalendar`): the sheet (A4 or A3, landscape or portrait) and what to print;
 * the server writes the PDF in the background, the dialog follows the task and downloads the file when it is
 * ready (the button is there for another try).
 */
export function PrintDialog({ request, onClose }: PrintDialogProps) {
  const { t } = useTranslation();
  const [paper, setPaper] = useState<(typeof printPapers)[number]>('A4');
  const [orientation, setOrientation] = useState<(typeof printOrientations)[number]>('landscape');
  const [include, setInclude] = useState<TPrintPart[]>([...printParts]);

  const start = useMutation({
    mutationFn: () =>
      callApi(printContracts.printCalendar, { body: { calendar: request, paper, orientation, include } }),
  });
  const taskId = start.data?.progressId;
  const progress = useQuery({ ...taskQuery(taskId ?? ''), enabled: taskId !== undefined });
  const task = progress.data ?? start.data;
  const download = useMutation({ mutationFn: downloadTaskFile });
  const downloaded = useRef<string | null>(null);
  useEffect(() => {
    if (!task || task.running || !task.hasDownload || downloaded.current === task.progressId) return;
    downloaded.current = task.progressId;
    download.mutate(task.progressId);
  }, [task, download]);

  const toggle = (part: TPrintPart, on: boolean) =>
    setInclude((parts) =>
      on ? printParts.filter((p) => p === part || parts.includes(p)) : parts.filter((p) => p !== part),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate();
  };
  const failure = start.error ?? download.error;

  return (
    <FormDialog
      title={t('print.title')}
      failure={failure ? errorMessage(failure, t) : null}
      busy={start.isPending || task?.running === true}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('print.start')}
    >
      <MutedText>
        {t('print.intro', { from: formatDate(request.from), to: formatDate(request.to) })}
      </MutedText>
      <SelectField
        label={t('print.paper')}
        value={paper}
        onChange={(event) => setPaper(event.target.value === 'A3' ? 'A3' : 'A4')}
      >
        {printPapers.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('print.orientation')}
        value={orientation}
        onChange={(event) => setOrientation(event.target.value === 'portrait' ? 'portrait' : 'landscape')}
      >
        {printOrientations.map((option) => (
          <option key={option} value={option}>
            {t(`print.orientation.${option}`)}
          </option>
        ))}
      </SelectField>
      <fieldset>
        <legend>{t('print.include')}</legend>
        {printParts.map((part) => (
          <Checkbox
            key={part}
            label={t(`print.part.${part}`)}
            checked={include.includes(part)}
            onChange={(event) => toggle(part, event.target.checked)}
          />
        ))}
      </fieldset>
      {task && (
        <TaskProgress
          task={task}
          doneText={t('print.done')}
          downloading={download.isPending}
          onDownload={() => download.mutate(task.progressId)}
        />
      )}
    </FormDialog>
  );
}
