import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#ui/button';
import { MasterDataGrid, type MasterDataGridProps } from '#ui/master-data-grid';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent, type QueryView } from '#ui/query-content';

export interface MasterDataPageProps<T> extends Omit<MasterDataGridProps<T>, 'rows' | 'labelledBy'> {
  titleId: string;
  title: string;
  intro?: ReactNode;
  /** The list the grid shows. */
  query: QueryView<readonly T[]>;
  /** The "new" button in the page header; left out (read-only, or not ready) there is none. */
  create?: { label: string; onClick: () => void } | false;
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
  actions,
  readOnly = false,
  children,
  ...grid
}: MasterDataPageProps<T>) {
  const { t } = useTranslation();
  const header =
    actions || create ? (
      <>
        {actions}
        {create && <Button onClick={create.onClick}>{create.label}</Button>}
      </>
    ) : undefined;
  return (
    <Page titleId={titleId} title={title} intro={intro} actions={header}>
      {readOnly && <Notice tone="info">{t('mdGrid.readOnly')}</Notice>}
      <MasterDataList labelledBy={titleId} query={query} {...grid} />
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
