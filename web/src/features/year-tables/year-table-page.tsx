import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSpecialEntry } from '@app/shared/year-tables/year-table';
import type { TYearTableView } from '@app/shared/year-tables/year-tables.contracts';
import { useSession } from '#app/session';
import { useToast } from '#app/toast';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DataTable } from '#ui/data-table';
import { MutedText, Panel, RowActions } from '#ui/layout';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { errorMessage } from '#lib/error-message';
import { formatDate, formatDateTime, todayInDisplayZone } from '#lib/format';
import { LeaveCard, MonthTable, TimeAccountCard, useDays } from './year-table-cards';
import { EditYearDialog, SpecialEntryDialog, TrackingInitDialog } from './year-table-dialogs';
import {
  accountText,
  createYear,
  deleteSpecialEntry,
  deleteYear,
  recalculateYear,
  refreshYearTables,
  yearTableQuery,
} from './year-tables-api';
import styles from './year-tables.module.css';

type Open =
  | { kind: 'edit' }
  | { kind: 'special'; entry: TSpecialEntry | undefined }
  | { kind: 'deleteSpecial'; entry: TSpecialEntry }
  | { kind: 'deleteYear' }
  | { kind: 'init' }
  | null;

/**
 * A person's year table (`/year-tables?userId&year`): leave and time account, the months, the special entries;
 * with `yeartable.edit` also create (the suggested year), edit, recalculate, delete and the initial data.
 */
export function YearTablePage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const userId = params.get('userId') ?? session.currentUserId;
  const year = Number(params.get('year') ?? todayInDisplayZone().slice(0, 4));
  const query = useQuery(yearTableQuery(userId, year));
  const goTo = (next: number) =>
    setParams({ ...(params.get('userId') ? { userId } : {}), year: String(next) });

  return (
    <Page
      title={query.data ? t('yearTables.titleOf', { name: query.data.displayName }) : t('yearTables.title')}
      titleId="year-table-title"
    >
      <div className={styles.bar}>
        <Button variant="secondary" size="small" onClick={() => goTo(year - 1)} disabled={year <= 2000}>
          {t('yearTables.previousYear')}
        </Button>
        <p className={styles.yearLabel} aria-live="polite">
          {t('yearTables.year')} {year}
        </p>
        <Button variant="secondary" size="small" onClick={() => goTo(year + 1)} disabled={year >= 2100}>
          {t('yearTables.nextYear')}
        </Button>
      </div>
      <QueryContent query={query}>{(view) => <YearTableContent view={view} onYear={goTo} />}</QueryContent>
    </Page>
  );
}

function YearTableContent({ view, onYear }: { view: TYearTableView; onYear: (year: number) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const days = useDays();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { table } = view;
  const editable = view.editable && table !== null && !table.closed;
  const close = () => {
    setOpen(null);
    setFailure(null);
  };
  const run = async (work: () => Promise<unknown>, done: string, after?: () => void) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      toast.success(done);
      close();
      after?.();
      await refreshYearTables(queryClient);
    } catch (error) {
      const message = errorMessage(error, t);
      if (open) setFailure(message);
      else toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  const saved = (text: string) => () => {
    toast.success(text);
    close();
    void refreshYearTables(queryClient);
  };

  return (
    <div className={styles.stack}>
      {view.editable && (
        <RowActions>
          {table === null && (
            <Button
              disabled={busy}
              onClick={() =>
                void run(
                  () => createYear(view.userId, view.year),
                  t('yearTables.created', { year: view.year }),
                )
              }
            >
              {t('yearTables.create', { year: view.year })}
            </Button>
          )}
          {table !== null && view.suggestedYear !== view.year && !view.years.includes(view.suggestedYear) && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void run(
                  () => createYear(view.userId, view.suggestedYear),
                  t('yearTables.created', { year: view.suggestedYear }),
                  () => onYear(view.suggestedYear),
                )
              }
            >
              {t('yearTables.create', { year: view.suggestedYear })}
            </Button>
          )}
          {editable && (
            <Button onClick={() => setOpen({ kind: 'edit' })}>
              {t('yearTables.editTitle', { year: view.year })}
            </Button>
          )}
          {editable && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void run(() => recalculateYear(view.userId, view.year), t('yearTables.recalculated'))
              }
            >
              {t('yearTables.recalculate')}
            </Button>
          )}
          {editable && (
            <Button variant="danger" onClick={() => setOpen({ kind: 'deleteYear' })}>
              {t('yearTables.delete')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setOpen({ kind: 'init' })}>
            {t('yearTables.initialData')}
          </Button>
        </RowActions>
      )}
      {table === null ? (
        <Panel>
          <p>{t('yearTables.none', { year: view.year })}</p>
        </Panel>
      ) : (
        <>
          <div className={styles.bar}>
            <Badge tone={table.closed ? 'neutral' : 'success'}>
              {t(table.closed ? 'yearTables.closed' : 'yearTables.open')}
            </Badge>
            <MutedText>
              {table.calculatedAt
                ? t('yearTables.calculatedAt', { at: formatDateTime(new Date(table.calculatedAt)) })
                : t('yearTables.notCalculated')}
            </MutedText>
          </div>
          <div className={styles.cards}>
            <LeaveCard table={table} />
            <TimeAccountCard table={table} />
          </div>
          <MonthTable table={table} />
          <section aria-labelledby="year-specials-title">
            <div className={styles.bar}>
              <h2 id="year-specials-title">{t('yearTables.specials.title')}</h2>
              {editable && (
                <Button size="small" onClick={() => setOpen({ kind: 'special', entry: undefined })}>
                  {t('yearTables.specials.add')}
                </Button>
              )}
            </div>
            <DataTable
              labelledBy="year-specials-title"
              rows={view.specials}
              rowKey={(entry) => entry.id}
              empty={t('yearTables.specials.empty')}
              columns={[
                { header: t('yearTables.specials.date'), isRowHeader: true, cell: (e) => formatDate(e.date) },
                {
                  header: t('yearTables.specials.account'),
                  cell: (e) => t(`yearTables.specials.account.${e.account}`),
                },
                {
                  header: t('yearTables.specials.value'),
                  numeric: true,
                  cell: (e) => (e.account === 'leave' ? days(e.value) : accountText(e.value)),
                },
                { header: t('yearTables.specials.note'), cell: (e) => e.note },
                ...(editable
                  ? [
                      {
                        header: t('yearTables.specials.actions'),
                        headerHidden: true,
                        cell: (entry: TSpecialEntry) => (
                          <RowActions>
                            <Button
                              size="small"
                              variant="secondary"
                              onClick={() => setOpen({ kind: 'special', entry })}
                            >
                              {t('yearTables.edit')}
                            </Button>
                            <Button
                              size="small"
                              variant="danger"
                              onClick={() => setOpen({ kind: 'deleteSpecial', entry })}
                            >
                              {t('yearTables.delete')}
                            </Button>
                          </RowActions>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </section>
        </>
      )}
      {open?.kind === 'edit' && table && (
        <EditYearDialog table={table} onClose={close} onSaved={saved(t('yearTables.saved'))} />
      )}
      {open?.kind === 'special' && (
        <SpecialEntryDialog
          userId={view.userId}
          year={view.year}
          entry={open.entry}
          onClose={close}
          onSaved={saved(t('yearTables.specials.saved'))}
        />
      )}
      {open?.kind === 'init' && (
        <TrackingInitDialog
          userId={view.userId}
          name={view.displayName}
          init={view.trackingInit}
          onClose={close}
          onSaved={saved(t('yearTables.init.saved'))}
        />
      )}
      <ConfirmDialog
        isOpen={open?.kind === 'deleteYear'}
        title={t('yearTables.deleteTitle', { year: view.year })}
        confirmLabel={t('yearTables.delete')}
        tone="danger"
        busy={busy}
        error={failure}
        onCancel={close}
        onConfirm={() =>
          table &&
          void run(
            () => deleteYear(view.userId, view.year, table.version),
            t('yearTables.deleted', { year: view.year }),
          )
        }
      >
        {t('yearTables.deleteText', { name: view.displayName, year: view.year })}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={open?.kind === 'deleteSpecial'}
        title={t('yearTables.specials.deleteTitle')}
        confirmLabel={t('yearTables.delete')}
        tone="danger"
        busy={busy}
        error={failure}
        onCancel={close}
        onConfirm={() => {
          if (open?.kind !== 'deleteSpecial') return;
          const entry = open.entry;
          void run(
            () => deleteSpecialEntry(entry.id, view.userId, view.year, entry.version),
            t('yearTables.specials.deleted'),
          );
        }}
      >
        {open?.kind === 'deleteSpecial' &&
          t('yearTables.specials.deleteText', { date: formatDate(open.entry.date) })}
      </ConfirmDialog>
    </div>
  );
}
