import { useState } from 'react';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPayrollRun } from '@app/shared/payroll/payroll-export.contracts';
import { errorMessage } from '#lib/error-message';
import { formatDate, formatDateTime } from '#lib/format';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { DataTable, type DataColumn } from '#ui/data-table';
import { MutedText } from '#ui/layout';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { downloadRunFile, payrollRunsQuery } from './payroll-api';
import styles from './payroll.module.css';

/** A run's files, each with its download, while they are kept (90 days after the export). */
function RunFiles({
  run,
  now,
  onDownload,
  busy,
}: {
  run: TPayrollRun;
  /** When the page opened (ms): files past `filesUntil` are gone. */
  now: number;
  onDownload: (index: number) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  if (run.state === 'running') return <Badge>{t('payrollExport.runs.running')}</Badge>;
  if (run.state === 'failed') return <Badge tone="warning">{t('payrollExport.runs.failed')}</Badge>;
  if (Date.parse(run.filesUntil) <= now) return <MutedText>{t('payrollExport.runs.filesGone')}</MutedText>;
  return (
    <div className={styles.files}>
      {run.files.map((file) => (
        <Button
          key={file.index}
          variant="secondary"
          disabled={busy}
          onClick={() => onDownload(file.index)}
          aria-label={t('payrollExport.runs.download', { fileName: file.fileName })}
          title={file.fileName}
        >
          {t(`payrollExport.runs.file.${file.role}`)}
        </Button>
      ))}
      <MutedText>
        {t('payrollExport.runs.filesUntil', { date: formatDate(new Date(run.filesUntil)) })}
      </MutedText>
    </div>
  );
}

/** The kept payroll exports, newest first: who exported what, when, for which range, and the files again. */
export function PayrollRuns() {
  const { t } = useTranslation();
  const runs = useInfiniteQuery(payrollRunsQuery);
  // Taken once: a file that expires while the page is open answers 404, which the notice says.
  const [now] = useState(() => Date.now());
  const download = useMutation({
    mutationFn: ({ runId, index }: { runId: string; index: number }) => downloadRunFile(runId, index),
  });
  const columns: DataColumn<TPayrollRun>[] = [
    {
      header: t('payrollExport.runs.at'),
      isRowHeader: true,
      cell: (run) => formatDateTime(new Date(run.createdAt)),
    },
    { header: t('payrollExport.runs.by'), cell: (run) => run.createdBy.name },
    { header: t('payrollExport.runs.system'), cell: (run) => t(`payrollExport.system.${run.system}`) },
    { header: t('payrollExport.runs.subject'), cell: (run) => run.subject },
    {
      header: t('payrollExport.runs.range'),
      cell: (run) => `${formatDate(run.range.start)} – ${formatDate(run.range.end)}`,
    },
    { header: t('payrollExport.runs.people'), numeric: true, cell: (run) => run.people },
    { header: t('payrollExport.runs.warnings'), numeric: true, cell: (run) => run.warnings },
    {
      header: t('payrollExport.runs.files'),
      cell: (run) => (
        <RunFiles
          run={run}
          now={now}
          busy={download.isPending}
          onDownload={(index) => download.mutate({ runId: run.id, index })}
        />
      ),
    },
  ];
  const view = {
    data: runs.data?.pages.flatMap((page) => page.items),
    error: runs.error,
    isPending: runs.isPending,
    isError: runs.isError,
  };
  return (
    <section aria-labelledby="payroll-runs-title">
      <h2 id="payroll-runs-title">{t('payrollExport.runs')}</h2>
      {download.error && <Notice tone="error">{errorMessage(download.error, t)}</Notice>}
      <QueryContent query={view}>
        {(rows) => (
          <DataTable
            labelledBy="payroll-runs-title"
            columns={columns}
            rows={rows}
            rowKey={(run) => run.id}
            empty={t('payrollExport.runs.none')}
          />
        )}
      </QueryContent>
      {runs.hasNextPage && (
        <Button variant="secondary" busy={runs.isFetchingNextPage} onClick={() => void runs.fetchNextPage()}>
          {t('payrollExport.runs.more')}
        </Button>
      )}
    </section>
  );
}
