import type { ReactNode } from 'react';
import styles from './ui.module.css';

export interface DataColumn<T> {
  /** The column's heading; on phones also the label in front of each value. */
  header: string;
  /** The heading is for screen readers only (row actions); on phones the cells go without a label. */
  headerHidden?: boolean;
  /** The cell names the row (`<th scope="row">`); on phones the card's title. */
  isRowHeader?: boolean;
  /** Numbers: right-aligned with figures of equal width. */
  numeric?: boolean;
  /** A class for the column's heading and cells. */
  className?: string;
  cell: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Said under the headings when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

function classes(...names: (string | false | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}

/**
 * A table of records in a panel. On wide screens a plain table; below 40rem each row becomes a card of
 * "label: value" lines (the labels come from `data-label`), so that nothing scrolls sideways. The ARIA roles
 * are explicit because some browsers drop a table's semantics once its parts are displayed as blocks.
 */
export function DataTable<T>({ labelledBy, columns, rows, rowKey, empty, className }: DataTableProps<T>) {
  return (
    <div className={`${styles.panel} ${styles.tableWrap}`}>
      <table role="table" className={classes(styles.table, className)} aria-labelledby={labelledBy}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                className={classes(column.numeric && styles.numeric, column.className)}
              >
                {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) => {
                const className = classes(column.numeric && styles.numeric, column.className);
                if (column.isRowHeader) {
                  return (
                    <th key={column.header} role="rowheader" scope="row" className={className}>
                      {column.cell(row)}
                    </th>
                  );
                }
                if (column.headerHidden) {
                  return (
                    <td key={column.header} role="cell" className={className}>
                      {column.cell(row)}
                    </td>
                  );
                }
                return (
                  <td key={column.header} role="cell" className={className} data-label={column.header}>
                    {/* One box for the value, so that on phones label and value are two columns. */}
                    <div>{column.cell(row)}</div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && empty && <p className={styles.empty}>{empty}</p>}
    </div>
  );
}
