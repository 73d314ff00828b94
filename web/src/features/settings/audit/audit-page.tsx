import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { auditActions, type AuditAction, type TAuditEntry } from '@app/shared/tenants/audit';
import { isEditionProblem } from '../../../app/api-problems';
import { sessionAllows, useSession } from '../../../app/session';
import { useToast } from '../../../app/toast';
import { useDocumentTitle } from '../../../lib/document-title';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, parseDate } from '../../../lib/format';
import { Button, PageLoading } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import ui from '../../../ui/ui.module.css';
import { rolesQuery } from '../roles/roles-api';
import { auditQuery, exportAudit, type AuditFilters } from './audit-api';
import { useAuditFormat, type AuditChange } from './audit-format';
import styles from './audit-page.module.css';

interface FilterInput {
  from: string;
  to: string;
  action: AuditAction | '';
  search: string;
}

const emptyInput: FilterInput = { from: '', to: '', action: '', search: '' };

type FilterErrors = Partial<Record<'from' | 'to', string>>;

/** `/settings/audit` (audit.view): who changed what and when, with filters, paging and CSV export. */
export function AuditPage() {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const [input, setInput] = useState<FilterInput>(emptyInput);
  const [errors, setErrors] = useState<FilterErrors>({});
  const [filters, setFilters] = useState<AuditFilters>({});
  const entries = useInfiniteQuery(auditQuery(filters));
  const roles = useQuery({ ...rolesQuery, enabled: sessionAllows(session, 'roles.manage') });
  const roleNames = useMemo(
    () => new Map((roles.data ?? []).map((role) => [role.id, role.name] as const)),
    [roles.data],
  );
  const format = useAuditFormat(roleNames);
  const exportCsv = useMutation({
    mutationFn: exportAudit,
    onError: (error) => {
      if (!isEditionProblem(error)) toast.error(errorMessage(error, t));
    },
  });
  useDocumentTitle(t('audit.title'));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const from = input.from.trim() ? parseDate(input.from) : undefined;
    const to = input.to.trim() ? parseDate(input.to) : undefined;
    const found: FilterErrors = {};
    if (from === null) found.from = t('audit.dateInvalid');
    if (to === null) found.to = t('audit.dateInvalid');
    if (from && to && to < from) found.to = t('audit.rangeInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    setFilters({
      from: from ?? undefined,
      to: to ?? undefined,
      action: input.action || undefined,
      search: input.search.trim() || undefined,
    });
  };

  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="audit-title">
      <PageHeader
        titleId="audit-title"
        title={t('audit.title')}
        intro={t('audit.intro')}
        actions={
          <Button variant="secondary" busy={exportCsv.isPending} onClick={() => exportCsv.mutate(filters)}>
            {t('audit.export')}
          </Button>
        }
      />
      <form className={`${ui.panel} ${styles.filters}`} onSubmit={apply} role="search" noValidate>
        <TextField
          label={t('audit.from')}
          placeholder={t('audit.datePlaceholder')}
          inputMode="numeric"
          value={input.from}
          error={errors.from}
          onChange={(event) => setInput({ ...input, from: event.target.value })}
        />
        <TextField
          label={t('audit.to')}
          placeholder={t('audit.datePlaceholder')}
          inputMode="numeric"
          value={input.to}
          error={errors.to}
          onChange={(event) => setInput({ ...input, to: event.target.value })}
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
              setErrors({});
              setFilters({});
            }}
          >
            {t('audit.reset')}
          </Button>
        </div>
      </form>

      {entries.isPending && <PageLoading label={t('app.loading')} />}
      {entries.isError && <Notice tone="error">{errorMessage(entries.error, t)}</Notice>}
      {entries.data && (
        <div className={`${ui.panel} ${ui.tableWrap}`}>
          <table className={`${ui.table} ${styles.table}`} aria-labelledby="audit-title">
            <thead>
              <tr>
                <th scope="col">{t('audit.time')}</th>
                <th scope="col">{t('audit.actor')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} format={format} />
              ))}
            </tbody>
          </table>
          {items.length === 0 && <p className={ui.empty}>{t('audit.empty')}</p>}
        </div>
      )}
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
    </section>
  );
}

function AuditRow({ entry, format }: { entry: TAuditEntry; format: ReturnType<typeof useAuditFormat> }) {
  const changes = format.changes(entry.before, entry.after);
  return (
    <tr>
      <td className={styles.time}>{formatDateTime(new Date(entry.at))}</td>
      <td>{entry.actorName}</td>
      <td>{format.action(entry.action)}</td>
      <td>{entry.targetName ?? entry.targetId ?? '–'}</td>
      <td>
        <ChangeList changes={changes} />
      </td>
    </tr>
  );
}

function ChangeList({ changes }: { changes: AuditChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <span className={ui.muted}>–</span>;
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
