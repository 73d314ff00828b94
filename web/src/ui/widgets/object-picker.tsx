import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridList, GridListItem, ToggleButton } from 'react-aria-components';
import ui from '../ui.module.css';
import { bindable, cx, type ValueProps } from './bindable';
import type { ComboOption } from './combo-field';
import { StarIcon } from './icons';
import styles from './object-picker.module.css';

export type PickerObject = ComboOption;

/** `objects` with the favourites first, each part in the order given. */
export function favouritesFirst<T extends { id: string }>(
  objects: readonly T[],
  favourites: ReadonlySet<string>,
): T[] {
  return [
    ...objects.filter((object) => favourites.has(object.id)),
    ...objects.filter((object) => !favourites.has(object.id)),
  ];
}

function matches(object: PickerObject, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase();
  return !needle || `${object.name} ${object.path ?? ''}`.toLocaleLowerCase().includes(needle);
}

export interface ObjectPickerInputProps extends ValueProps<string | null | undefined> {
  label: string;
  objects: readonly PickerObject[];
  /** The user's favourites among the objects (ids). */
  favouriteIds: readonly string[];
  /**
   * Stores a star set or taken away (e.g. `POST`/`DELETE /api/favorites/{category}/{id}`). The star changes at
   * once; when the returned promise fails, it goes back and a message says so.
   */
  onFavouriteChange: (id: string, favourite: boolean) => void | Promise<unknown>;
  className?: string | undefined;
}

/**
 * One object out of a list, favourites first: a search box filters by name and path, each row has a star that
 * marks it as a favourite. Rows are chosen with a click or with the arrow keys and Space/Enter; the arrow
 * right key reaches a row's star.
 */
function ObjectPickerInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  objects,
  favouriteIds,
  onFavouriteChange,
  className,
}: ObjectPickerInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  // Stars as the user set them, ahead of the favourites the parent passes back after storing them.
  const [favourites, setFavourites] = useState(() => new Set(favouriteIds));
  const givenKey = favouriteIds.join('\n');
  const [given, setGiven] = useState(givenKey);
  if (given !== givenKey) {
    setGiven(givenKey);
    setFavourites(new Set(favouriteIds));
  }
  const rows = useMemo(
    () => favouritesFirst(objects, favourites).filter((object) => matches(object, text)),
    [objects, favourites, text],
  );

  function toggleFavourite(objectId: string, favourite: boolean) {
    const change = (set: boolean) =>
      setFavourites((current) => {
        const next = new Set(current);
        if (set) next.add(objectId);
        else next.delete(objectId);
        return next;
      });
    change(favourite);
    setFailed(false);
    const stored = onFavouriteChange(objectId, favourite);
    if (stored instanceof Promise) {
      stored.catch(() => {
        change(!favourite);
        setFailed(true);
      });
    }
  }

  const message = failed ? t('widgets.objectPicker.favouriteFailed') : error;
  return (
    <div
      className={cx(ui.field, styles.picker, className)}
      onBlur={(event) => {
        // Blurred once the focus leaves the picker, not when it moves from the search box to the list.
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      <span id={`${id}-label`} className={ui.label}>
        {label}
      </span>
      <input
        type="search"
        className={ui.input}
        aria-label={t('widgets.objectPicker.search', { label })}
        placeholder={t('widgets.objectPicker.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <GridList
        ref={(element) => focusRef?.(element)}
        aria-labelledby={`${id}-label`}
        aria-describedby={message ? `${id}-error` : undefined}
        className={styles.list}
        items={rows}
        // Rows are cached per object: the stars change without the objects changing.
        dependencies={[favourites]}
        selectionMode="single"
        selectedKeys={value ? [value] : []}
        onSelectionChange={(keys) => {
          const [first] = keys === 'all' ? [] : [...keys];
          onChange(first === undefined ? null : String(first));
        }}
        renderEmptyState={() => <p className={styles.empty}>{t('widgets.objectPicker.noMatch')}</p>}
      >
        {(object) => {
          const favourite = favourites.has(object.id);
          return (
            <GridListItem id={object.id} textValue={object.name} className={styles.row}>
              <span className={styles.name}>
                <span>{object.name}</span>
                {object.path && <span className={styles.path}>{object.path}</span>}
              </span>
              <ToggleButton
                className={cx(styles.star, favourite && styles.starred)}
                isSelected={favourite}
                onChange={(next) => toggleFavourite(object.id, next)}
                aria-label={t('widgets.objectPicker.favourite', { name: object.name })}
              >
                <StarIcon filled={favourite} />
              </ToggleButton>
            </GridListItem>
          );
        }}
      </GridList>
      {message && (
        <span id={`${id}-error`} className={ui.fieldError} role="alert">
          {message}
        </span>
      )}
    </div>
  );
}

/** One object of a list with favourites first; see `ObjectPickerInput`. Bound with `control` and `name`. */
export const ObjectPicker = bindable<string | null | undefined, ObjectPickerInputProps>(
  ObjectPickerInput,
  'ObjectPicker',
);
