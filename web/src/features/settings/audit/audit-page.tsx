import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { auditActions, type AuditAction } from '@app/shared/tenants/audit';
import { isEditionProblem } from '#app/api-problems';
import { sessionAllows, useSession } from '#app/session';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { formatDateTime } from '#lib/format';
import { Button } from '#ui/button';
import { DataTable } from '#ui/data-table';
import { DateField, isAllowedDate } from '#ui/date-field';
import { MutedText, Panel } from '#ui/layout';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { TaskProgress } from '#ui/task-progress';
import { useTaskReport } from '#ui/widgets/task-report-dialog';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { rolesQuery } from '../roles/roles-api';
import { auditQuery, startAuditExport, type AuditFilters } from './audit-api';
import { useAuditFormat, type AuditChange } from './audit-format';
import styles from './audit-page.module.css';

interface FilterInput {
  /** Plain dates `YYYY-MM-DD`. */
  from: string | null;
  to: string | null;
  action: AuditAction | '';
  search: string;
}

const emptyInput: FilterInput = { from: null, to: null, action: '', search: '' };

/** `/settings/audit` (audit.view): who changed what and when, with filters, paging and an Excel export. */
export function AuditPage() {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const [input, setInput] = useState<FilterInput>(emptyInput);
  const [rangeInvalid, setRangeInvalid] = useState(false);
  // The date fields are keyed by it: a reset also clears a half-typed date, which has no value to clear.
  const [resets, setResets] = useState(0);
  const [filters, setFilters] = useState<AuditFilters>({});
  const entries = useInfiniteQuery(auditQuery(filters));
  const roles = useQuery({ ...rolesQuery, enabled: sessionAllows(session, 'roles.manage') });
  const roleNames = useMemo(
    () => new Map((roles.data ?? []).map((role) => [role.id, role.name] as const)),
    [roles.data],
  );
  const format = useAuditFormat(roleNames);
  // The file downloads by itself once, when the export is ready; the button is there for another try. The
  // edition's limit opens the upgrade dialog instead of a toast.
  const exportReport = useTaskReport(startAuditExport, {
    onError: (error) => {
      if (!isEditionProblem(error)) toast.error(errorMessage(error, t));
    },
  });
  const exportState = exportReport.task;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const { from, to } = input;
    const endBeforeStart = from !== null && to !== null && to < from;
    setRangeInvalid(endBeforeStart);
    // A day outside the limits: its field says so already.
    if (endBeforeStart || [from, to].some((day) => day !== null && !isAllowedDate(day))) return;
    setFilters({
      from: from ?? undefined,
      to: to ?? undefined,
      action: input.action || undefined,
      search: input.search.trim() || undefined,
    });
  };

  return (
    <Page
      titleId="audit-title"
      title={t('audit.title')}
      intro={t('audit.intro')}
      actions={
        <Button variant="secondary" busy={exportReport.busy} onClick={() => exportReport.start(filters)}>
          {t('audit.export')}
        </Button>
      }
    >
      {exportState && (
        <div className={styles.exportTask}>
          <TaskProgress
            task={exportState}
            doneText={t('audit.exportReady')}
            downloading={exportReport.downloading}
            onDownload={() => exportReport.download(exportState.progressId)}
          />
        </div>
      )}
      <Panel className={styles.filtersPanel}>
        <form className={styles.filters} onSubmit={apply} role="search" noValidate>
          <DateField
            key={`from-${resets}`}
            label={t('audit.from')}
            value={input.from}
            onChange={(from) => setInput({ ...input, from })}
          />
          <DateField
            key={`to-${resets}`}
            label={t('audit.to')}
            value={input.to}
            error={rangeInvalid ? t('audit.rangeInvalid') : undefined}
            onChange={(to) => setInput({ ...input, to })}
          />
          <SelectField
            label={t('audit.action')}
            value={input.action}
            onChange={(event) => setInput({ ...input, action: event.target.value as AuditAction | '' })}
          >
            <option value="">{t('audit.allActions')}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {format.action(action)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('audit.search')}
            type="search"
            maxLength={100}
            value={input.search}
            onChange={(event) => setInput({ ...input, search: event.target.value })}
          />
          <div className={styles.filterActions}>
            <Button type="submit">{t('audit.apply')}</Button>
            <Button
              variant="ghost"
              onClick={() => {
                setInput(emptyInput);
                setRangeInvalid(false);
                setResets(resets + 1);
                setFilters({});
              }}
            >
              {t('audit.reset')}
            </Button>
          </div>
        </form>
      </Panel>

      <QueryContent query={entries}>
        {(data) => (
          <DataTable
            labelledBy="audit-title"
            className={styles.table}
            rows={data.pages.flatMap((page) => page.items)}
            rowKey={(entry) => entry.id}
            empty={t('audit.empty')}
            columns={[
              {
                header: t('audit.time'),
                className: styles.time,
                cell: (entry) => formatDateTime(new Date(entry.at)),
              },
              { header: t('audit.actor'), cell: (entry) => entry.actorName },
              { header: t('audit.action'), cell: (entry) => format.action(entry.action) },
              {
                header: t('audit.target'),
                cell: (entry) => entry.targetName ?? entry.targetId ?? '–',
              },
              {
                header: t('audit.changes'),
                cell: (entry) => <ChangeList changes={format.changes(entry.before, entry.after)} />,
              },
            ]}
          />
        )}
      </QueryContent>
      {entries.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            busy={entries.isFetchingNextPage}
            onClick={() => void entries.fetchNextPage()}
          >
            {t('audit.loadMore')}
          </Button>
        </div>
      )}
    </Page>
  );
}

function ChangeList({ changes }: { changes: AuditChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <MutedText>–</MutedText>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          <span className={styles.field}>{change.label}:</span>{' '}
          {change.before !== null && (
            <>
              <del className={styles.before}>
                <span className="sr-only">{t('audit.before')} </span>
                {change.before}
              </del>
              {change.after !== null && <span aria-hidden="true"> → </span>}
            </>
          )}
          {change.after !== null && (
            <ins className={styles.after}>
              {change.before !== null && <span className="sr-only">{t('audit.after')} </span>}
              {change.after}
            </ins>
          )}
        </li>
      ))}
    </ul>
  );
}
