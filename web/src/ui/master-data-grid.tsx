import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/resources';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DataTable, type DataColumn } from '#ui/data-table';
import { EmptyState, type EmptyStateProps } from '#ui/empty-state';
import { RowActions } from '#ui/layout';
import { TextField } from '#ui/text-field';
import styles from './master-data-grid.module.css';

/** The spec's grids page at 25. */
export const masterDataPageSize = 25;

/** The buttons a row can offer, in the order they stand. */
export type MasterDataRowAction = 'edit' | 'copy' | 'activate' | 'deactivate' | 'delete';

/** The row buttons of a grid; an action left out has no button. */
export interface MasterDataRowActions<T> {
  /** The row's name, for the buttons' accessible names. */
  name: (row: T) => string;
  edit?: (row: T) => void;
  copy?: (row: T) => void;
  /** Activate / deactivate at once (the label follows the grid's `isEnabled`). */
  toggle?: (row: T) => void;
  /** The row whose toggle is under way. */
  toggleBusy?: (row: T) => boolean;
  delete?: (row: T) => void;
  /** Edit and copy wait for data their dialogs need. */
  editDisabled?: boolean;
  /** A row without buttons (e.g. the one being edited in place). */
  hidden?: (row: T) => boolean;
  /** The text keys (with `{{name}}`) of the buttons' accessible names; by default `mdGrid.<action>Aria`. */
  ariaKeys?: Partial<Record<MasterDataRowAction, UiKey>>;
}

export interface MasterDataGridProps<T> {
  labelledBy: string;
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string;
  /** The text the search box matches (case-insensitive, anywhere). */
  searchText: (row: T) => string;
  /**
   * With it the grid offers the show-disabled toggle, hides disabled rows until it is ticked and adds a status
   * column.
   */
  isEnabled?: (row: T) => boolean;
  /** The buttons at the end of each row; without it (read-only) there is no actions column. */
  rowActions?: MasterDataRowActions<T>;
  /** Shown above the grid, right of the search box (extra filters). */
  toolbar?: ReactNode;
  /** Said when there are no rows at all (default `mdGrid.empty`). */
  empty?: ReactNode;
  /**
   * Shown instead of search box, headings and pager when there are no rows at all: what the list is for and its
   * first action (a new company meets these lists empty).
   */
  emptyState?: EmptyStateProps | undefined;
}

/** The rows a search and the show-disabled toggle let through (pure, for the grid and its tests). */
export function filterMasterData<T>(
  rows: readonly T[],
  search: string,
  showDisabled: boolean,
  searchText: (row: T) => string,
  isEnabled?: (row: T) => boolean,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return rows.filter(
    (row) =>
      (showDisabled || !isEnabled || isEnabled(row)) &&
      (!needle || searchText(row).toLocaleLowerCase().includes(needle)),
  );
}

/**
 * A master-data grid: search box, show-disabled toggle, status column, row buttons, 25 rows a page (the pager
 * only when there are more). Master-data lists are small and read whole (docs/data-model.md section 4), so
 * search and paging run in the browser. Its texts are in the `masterdata-grid` namespace: a page that uses it
 * lists that namespace in its feature.
 */
export function MasterDataGrid<T>({
  labelledBy,
  rows,
  columns,
  rowKey,
  searchText,
  isEnabled,
  rowActions,
  toolbar,
  empty,
  emptyState,
}: MasterDataGridProps<T>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [showDisabled, setShowDisabled] = useState(false);
  const [page, setPage] = useState(0);
  const shown = useMemo(
    () => filterMasterData(rows, search, showDisabled, searchText, isEnabled),
    [rows, search, showDisabled, isEnabled, searchText],
  );
  const pages = Math.max(1, Math.ceil(shown.length / masterDataPageSize));
  const current = Math.min(page, pages - 1);
  const pageRows = shown.slice(current * masterDataPageSize, (current + 1) * masterDataPageSize);
  if (rows.length === 0 && emptyState) return <EmptyState {...emptyState} />;
  const allColumns: DataColumn<T>[] = [...columns];
  if (isEnabled) {
    allColumns.push({ header: t('mdGrid.status'), cell: (row) => <StatusBadge enabled={isEnabled(row)} /> });
  }
  if (rowActions) {
    allColumns.push({
      header: t('table.actions'),
      headerHidden: true,
      cell: (row) => <RowButtons row={row} actions={rowActions} enabled={isEnabled?.(row) ?? true} />,
    });
  }

  return (
    <>
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          type="search"
          label={t('mdGrid.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
        {isEnabled && (
          <Checkbox
            label={t('mdGrid.showDisabled')}
            checked={showDisabled}
            onChange={(event) => {
              setShowDisabled(event.target.checked);
              setPage(0);
            }}
          />
        )}
        {toolbar}
      </div>
      <DataTable
        labelledBy={labelledBy}
        rows={pageRows}
        rowKey={rowKey}
        columns={allColumns}
        empty={rows.length ? t('mdGrid.noMatch') : (empty ?? t('mdGrid.empty'))}
      />
      <nav className={styles.pager} aria-label={t('mdGrid.pagination')}>
        <span className={styles.count}>{t('mdGrid.count', { count: shown.length })}</span>
        {pages > 1 && (
          <>
            <Button
              variant="secondary"
              size="small"
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              {t('mdGrid.previous')}
            </Button>
            <span aria-live="polite">{t('mdGrid.page', { page: current + 1, pages })}</span>
            <Button
              variant="secondary"
              size="small"
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              {t('mdGrid.next')}
            </Button>
          </>
        )}
      </nav>
    </>
  );
}

function RowButtons<T>({
  row,
  actions,
  enabled,
}: {
  row: T;
  actions: MasterDataRowActions<T>;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  if (actions.hidden?.(row)) return null;
  const name = actions.name(row);
  const toggleAction = enabled ? 'deactivate' : 'activate';
  // In the order they stand; edit is the one secondary button, the rest are quiet.
  const buttons: { action: MasterDataRowAction; run: ((row: T) => void) | undefined; label: string }[] = [
    { action: 'edit', run: actions.edit, label: t('table.edit') },
    { action: 'copy', run: actions.copy, label: t('mdGrid.copy') },
    { action: toggleAction, run: actions.toggle, label: t(`mdGrid.${toggleAction}`) },
    { action: 'delete', run: actions.delete, label: t('table.delete') },
  ];
  return (
    <RowActions>
      {buttons.map(({ action, run, label }) =>
        run ? (
          <Button
            key={action}
            variant={action === 'edit' ? 'secondary' : 'ghost'}
            size="small"
            disabled={(action === 'edit' || action === 'copy') && actions.editDisabled}
            busy={action === toggleAction && actions.toggleBusy?.(row)}
            aria-label={t(actions.ariaKeys?.[action] ?? `mdGrid.${action}Aria`, { name })}
            onClick={() => run(row)}
          >
            {label}
          </Button>
        ) : null,
      )}
    </RowActions>
  );
}

/** Active / inactive, as the status column shows it. */
export function StatusBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={enabled ? 'success' : 'neutral'}>
      {enabled ? t('mdGrid.enabled') : t('mdGrid.disabled')}
    </Badge>
  );
}

/** A small square of a colour, in front of a name. */
export function ColorSwatch({ color }: { color: string }) {
  return <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />;
}
