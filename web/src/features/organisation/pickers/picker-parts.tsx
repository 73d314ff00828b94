import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#ui/button';
import type { DataColumn } from '#ui/data-table';
import { TextField } from '#ui/text-field';
import styles from './pickers.module.css';

/** The pager under a picker's list: the number selected, and previous / next only when there is more than a page. */
export function PickerPager({
  page,
  pages,
  selected,
  onPage,
}: {
  page: number;
  pages: number;
  /** How many are chosen (left out for a single choice). */
  selected?: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.pager} aria-label={t('widgets.picker.pagination')}>
      <span className={styles.count} aria-live="polite">
        {selected !== undefined && t('widgets.picker.selected', { count: selected })}
      </span>
      {pages > 1 && (
        <>
          <Button variant="secondary" size="small" disabled={page === 0} onClick={() => onPage(page - 1)}>
            {t('widgets.picker.previous')}
          </Button>
          <span aria-live="polite">{t('widgets.picker.page', { page: page + 1, pages })}</span>
          <Button
            variant="secondary"
            size="small"
            disabled={page >= pages - 1}
            onClick={() => onPage(page + 1)}
          >
            {t('widgets.picker.next')}
          </Button>
        </>
      )}
    </nav>
  );
}

/**
 * "Select all matches": ticked when every match is chosen, half-ticked when some are; a click chooses them all,
 * or takes them all back when all were chosen. Hidden when nothing matches.
 */
export function SelectAllBox({
  matchIds,
  chosen,
  onChange,
}: {
  matchIds: readonly string[];
  chosen: ReadonlySet<string>;
  onChange: (ids: readonly string[], on: boolean) => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  const count = matchIds.filter((id) => chosen.has(id)).length;
  const all = matchIds.length > 0 && count === matchIds.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  if (matchIds.length === 0) return null;
  return (
    <label>
      <input ref={box} type="checkbox" checked={all} onChange={() => onChange(matchIds, !all)} />{' '}
      {t('widgets.picker.selectAll', { count: matchIds.length })}
    </label>
  );
}

/** The search box above a picker's list. */
export function PickerSearch({
  label,
  value,
  maxLength,
  onSearch,
  focusRef,
}: {
  label: string;
  value: string;
  maxLength: number;
  onSearch: (text: string) => void;
  focusRef?: ((element: HTMLElement | null) => void) | undefined;
}) {
  return (
    <TextField
      ref={focusRef}
      className={styles.search}
      type="search"
      label={label}
      value={value}
      maxLength={maxLength}
      onChange={(event) => onSearch(event.target.value)}
    />
  );
}

/** The checkbox column of a grid of several choices, named for screen readers by each row's name. */
export function checkColumn<T>(
  label: string,
  row: { isChosen: (item: T) => boolean; nameOf: (item: T) => string },
  onToggle: (item: T, on: boolean) => void,
  onBlur?: () => void,
): DataColumn<T> {
  return {
    header: label,
    headerHidden: true,
    className: styles.checkCell,
    cell: (item) => (
      <input
        type="checkbox"
        aria-label={row.nameOf(item)}
        checked={row.isChosen(item)}
        onChange={(event) => onToggle(item, event.target.checked)}
        onBlur={onBlur}
      />
    ),
  };
}
