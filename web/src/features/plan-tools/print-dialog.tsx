import { useState } from 'react';
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
import { SelectField } from '#ui/select-field';
import { TaskReportDialog, useTaskReport } from '#ui/widgets/task-report-dialog';
import { callApi } from '#lib/api';
import { formatDate } from '#lib/format';

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

  const report = useTaskReport(() =>
    callApi(printContracts.printCalendar, { body: { calendar: request, paper, orientation, include } }),
  );
  const toggle = (part: TPrintPart, on: boolean) =>
    setInclude((parts) =>
      on ? printParts.filter((p) => p === part || parts.includes(p)) : parts.filter((p) => p !== part),
    );

  return (
    <TaskReportDialog
      title={t('print.title')}
      intro={t('print.intro', { from: formatDate(request.from), to: formatDate(request.to) })}
      submitLabel={t('print.start')}
      doneText={t('print.done')}
      report={report}
      onSubmit={() => report.start()}
      onClose={onClose}
    >
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
    </TaskReportDialog>
  );
}
