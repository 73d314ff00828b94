import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isPlainDate } from '@app/shared/time/tenant-time';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { PageLoading } from '#ui/button';
import { errorMessage } from '#lib/error-message';
import { todayInDisplayZone } from '#lib/format';
import { unitsQuery } from '#features/organisation/units/units-api';
import { BulkToolActions } from './bulk-tool-actions';
import { bulkShiftsKey, bulkShiftsQuery } from './bulk-tool-api';
import { BulkToolFilters, type BulkQueryState } from './bulk-tool-filters';
import { BulkToolGrid } from './bulk-tool-grid';
import { chosenShifts, noFilters, visibleShifts, type BulkFilters } from './bulk-tool-model';
import styles from './bulk-tool.module.css';

/** The month of today, or the range and units the calendar passed (`?from=&to=&units=a,b`). */
function initialQuery(params: URLSearchParams): BulkQueryState {
  const today = todayInDisplayZone();
  const month = today.slice(0, 7);
  const [year = 2000, number = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const unitIds = (params.get('units') ?? '').split(',').filter((id) => id.length > 0);
  return {
    from: isPlainDate(from) ? from : `${month}-01`,
    to: isPlainDate(to) ? to : `${month}-${String(last).padStart(2, '0')}`,
    unitIds,
    withSubUnits: false,
  };
}

/**
 * The bulk shift tool ('entry tool', full screen): left the filters, centre the grid of matching shifts (single
 * ones can be left out), right the actions copy, move, batch edit and delete, run as a background task. After a
 * command the grid and the calendar reload.
 */
export function BulkToolPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const units = useQuery(unitsQuery);
  const [query, setQuery] = useState<BulkQueryState>(() => initialQuery(params));
  const [requested, setRequested] = useState<BulkQueryState | null>(() =>
    query.unitIds.length > 0 ? query : null,
  );
  const [filters, setFilters] = useState<BulkFilters>(noFilters);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const listed = useQuery({
    ...bulkShiftsQuery({
      unitIds: [...(requested?.unitIds ?? [])],
      withSubUnits: requested?.withSubUnits ?? false,
      from: requested?.from ?? query.from,
      to: requested?.to ?? query.to,
    }),
    enabled: requested !== null && requested.unitIds.length > 0,
  });
  const shifts = useMemo(() => listed.data?.shifts ?? [], [listed.data]);
  const visible = useMemo(() => visibleShifts(shifts, filters), [shifts, filters]);
  const chosen = useMemo(() => chosenShifts(visible, excluded), [visible, excluded]);
  const finished = useCallback(() => {
    setExcluded(new Set());
    // The calendar's data and the grid: whatever shows shifts reloads.
    void queryClient.invalidateQueries();
  }, [queryClient]);

  return (
    <Page
      title={t('bulkTool.title')}
      titleId="bulk-tool-title"
      intro={t('bulkTool.intro')}
      actions={<Link to="/calendar">{t('bulkTool.back')}</Link>}
    >
      <div className={styles.bulkLayout}>
        <BulkToolFilters
          units={units.data ?? []}
          query={query}
          onQueryChange={setQuery}
          onLoad={() => {
            setExcluded(new Set());
            setRequested(query);
            // The same filters again: read the shifts anew (someone may have planned meanwhile).
            void queryClient.invalidateQueries({ queryKey: bulkShiftsKey });
          }}
          shifts={shifts}
          filters={filters}
          onFiltersChange={setFilters}
        />
        <div>
          {requested === null && <Notice tone="info">{t('bulkTool.chooseUnit')}</Notice>}
          {listed.isFetching && listed.data === undefined && <PageLoading label={t('app.loading')} />}
          {listed.isError && <Notice tone="error">{errorMessage(listed.error, t)}</Notice>}
          {listed.data && (
            <BulkToolGrid
              shifts={visible}
              excluded={excluded}
              chosen={chosen.length}
              onIncludeAll={() => setExcluded(new Set())}
              onToggle={(id, included) =>
                setExcluded((current) => {
                  const next = new Set(current);
                  if (included) next.delete(id);
                  else next.add(id);
                  return next;
                })
              }
            />
          )}
        </div>
        <BulkToolActions
          chosen={chosen}
          range={{ from: requested?.from ?? query.from, to: requested?.to ?? query.to }}
          people={listed.data?.people ?? []}
          onFinished={finished}
        />
      </div>
    </Page>
  );
}
