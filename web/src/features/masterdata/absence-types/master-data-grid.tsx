import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DataTable, type DataColumn } from '#ui/data-table';
import { TextField } from '#ui/text-field';
import styles from './master-data-grid.module.css';

/** The spec's grids page at 25. */
export const masterDataPageSize = 25;

export interface MasterDataGridProps<T> {
  labelledBy: string;
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string;
  /** The text the search box matches (case-insensitive, anywhere). */
  searchText: (row: T) => string;
  /** With it the grid offers the show-disabled toggle and hides disabled rows until it is ticked. */
  isEnabled?: (row: T) => boolean;
  /** Shown above the grid, right of the search box (extra filters). */
  toolbar?: ReactNode;
}

/**
 * A master-data grid: search box, show-disabled toggle, 25 rows a page. Master-data lists are small and read
 * whole (docs/data-model.md section 4), so search and paging run in the browser.
 */
export function MasterDataGrid<T>({
  labelledBy,
  rows,
  columns,
  rowKey,
  searchText,
  isEnabled,
  toolbar,
}: MasterDataGridProps<T>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [showDisabled, setShowDisabled] = useState(false);
  const [page, setPage] = useState(0);
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return rows.filter(
      (row) =>
        (showDisabled || !isEnabled || isEnabled(row)) &&
        (!needle || searchText(row).toLocaleLowerCase().includes(needle)),
    );
  }, [rows, search, showDisabled, isEnabled, searchText]);
  const pages = Math.max(1, Math.ceil(shown.length / masterDataPageSize));
  const current = Math.min(page, pages - 1);
  const pageRows = shown.slice(current * masterDataPageSize, (current + 1) * masterDataPageSize);

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
        columns={columns}
        empty={rows.length ? t('mdGrid.noMatch') : t('mdGrid.empty')}
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

/** A small square of a colour, in front of a name. */
export function ColorSwatch({ color }: { color: string }) {
  return <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />;
}
