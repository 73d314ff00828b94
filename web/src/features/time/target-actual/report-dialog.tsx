import { useTranslation } from 'react-i18next';
import { TaskReportDialog, useTaskReport } from '#ui/widgets/task-report-dialog';
import { startTargetActualReport } from './target-actual-api';

/** The target/actual report of the person's month as an Excel file or a PDF (a background task). */
export function TargetActualReportDialog({
  userId,
  name,
  month,
  format,
  onClose,
}: {
  userId: string;
  name: string;
  month: string;
  format: 'xlsx' | 'pdf';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const report = useTaskReport(() => startTargetActualReport({ userIds: [userId], month, format }));
  const shownMonth = `${month.slice(5, 7)}/${month.slice(0, 4)}`;
  return (
    <TaskReportDialog
      title={`${t('targetActual.report.title')}: ${t(format === 'pdf' ? 'targetActual.report.pdf' : 'targetActual.report.xlsx')}`}
      intro={t('targetActual.report.intro', { month: shownMonth, name })}
      submitLabel={t('targetActual.report.start')}
      doneText={t('targetActual.report.done')}
      report={report}
      onSubmit={() => report.start()}
      onClose={onClose}
    >
      {null}
    </TaskReportDialog>
  );
}
