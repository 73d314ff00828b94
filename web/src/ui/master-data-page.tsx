import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#ui/button';
import type { EmptyStateAction } from '#ui/empty-state';
import { MasterDataGrid, type MasterDataGridProps } from '#ui/master-data-grid';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent, type QueryView } from '#ui/query-content';

export interface MasterDataPageProps<T> extends Omit<
  MasterDataGridProps<T>,
  'rows' | 'labelledBy' | 'emptyState'
> {
  titleId: string;
  title: string;
  intro?: ReactNode;
  /** The list the grid shows. */
  query: QueryView<readonly T[]>;
  /** The "new" button in the page header; left out (read-only, or not ready) there is none. */
  create?: { label: string; onClick: () => void } | false;
  /**
   * What the list is for, in one or two sentences. With it an empty list shows this and the "new" button (which
   * then leaves the header) instead of an empty grid.
   */
  purpose?: string;
  /** The empty state's action when it is not the "new" button (a step that must come first, elsewhere). */
  emptyAction?: EmptyStateAction | undefined;
  /** Further header buttons, before the "new" button. */
  actions?: ReactNode;
  /** Says that the entries can be viewed but not changed. */
  readOnly?: boolean;
  /** The page's dialogs. */
  children?: ReactNode;
}

/**
 * A master-data page: title and intro, the "new" button, the read-only notice, and the list in a
 * `MasterDataGrid` once it has loaded. The dialogs come as children (state from `useMasterDataPage`).
 */
export function MasterDataPage<T>({
  titleId,
  title,
  intro,
  query,
  create,
  purpose,
  emptyAction,
  actions,
  readOnly = false,
  children,
  ...grid
}: MasterDataPageProps<T>) {
  const { t } = useTranslation();
  // One "new" button on the page: in the empty state when it shows, in the header otherwise.
  const headerCreate = purpose !== undefined && query.data?.length === 0 ? false : create;
  const header =
    actions || headerCreate ? (
      <>
        {actions}
        {headerCreate && <Button onClick={headerCreate.onClick}>{headerCreate.label}</Button>}
      </>
    ) : undefined;
  const emptyState =
    purpose === undefined ? undefined : { text: purpose, action: emptyAction ?? (create || undefined) };
  return (
    <Page titleId={titleId} title={title} intro={intro} actions={header}>
      {readOnly && <Notice tone="info">{t('mdGrid.readOnly')}</Notice>}
      <MasterDataList labelledBy={titleId} query={query} emptyState={emptyState} {...grid} />
      {children}
    </Page>
  );
}

export interface MasterDataListProps<T> extends Omit<MasterDataGridProps<T>, 'rows'> {
  query: QueryView<readonly T[]>;
}

/** A `MasterDataGrid` of a query's list: a spinner while it loads, the failure in words. */
export function MasterDataList<T>({ query, ...grid }: MasterDataListProps<T>) {
  return <QueryContent query={query}>{(rows) => <MasterDataGrid rows={rows} {...grid} />}</QueryContent>;
}
