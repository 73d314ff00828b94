import { useId, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ListBox, ListBoxItem, Tag, TagGroup, TagList } from 'react-aria-components';
import ui from '../ui.module.css';
import { bindable, cx, type ValueProps } from './bindable';
import styles from './tag-picker.module.css';
import { readableTextColor } from '#lib/colour';

/** A tag as the spec has it (Id, Name, Color, Category); `color` is a CSS hex colour. */
export interface TagOption {
  id: string;
  name: string;
  color: string;
  category?: string;
}

function chipStyle(color: string): CSSProperties {
  return { background: color, color: readableTextColor(color) };
}

export interface TagPickerInputProps extends ValueProps<readonly string[] | null | undefined> {
  label: string;
  description?: string | undefined;
  tags: readonly TagOption[];
  className?: string | undefined;
}

/**
 * Several tags: the chosen ones as coloured chips (each with a remove button; Backspace or Delete removes the
 * focused chip), under them a filter box and the list of all tags to tick (Space, Enter or a click).
 */
function TagPickerInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  description,
  tags,
  className,
}: TagPickerInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const chosen = useMemo(() => value ?? [], [value]);
  const chosenTags = useMemo(() => tags.filter((tag) => chosen.includes(tag.id)), [tags, chosen]);
  const listed = useMemo(() => {
    const needle = text.trim().toLocaleLowerCase();
    return tags.filter((tag) => !needle || tag.name.toLocaleLowerCase().includes(needle));
  }, [tags, text]);
  const describedBy = cx(description && `${id}-description`, error && `${id}-error`) || undefined;

  return (
    <div className={cx(ui.field, styles.picker, className)}>
      <span id={`${id}-label`} className={ui.label}>
        {label}
      </span>
      {description && (
        <span id={`${id}-description`} className={ui.description}>
          {description}
        </span>
      )}
      <TagGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        onRemove={(keys) => onChange(chosen.filter((tagId) => !keys.has(tagId)))}
      >
        <TagList
          className={styles.chips}
          items={chosenTags}
          renderEmptyState={() => <span className={styles.none}>{t('widgets.tagPicker.none')}</span>}
        >
          {(tag) => (
            <Tag id={tag.id} textValue={tag.name} className={styles.chip} style={chipStyle(tag.color)}>
              {tag.name}
              <Button slot="remove" className={styles.remove}>
                <span aria-hidden="true">×</span>
              </Button>
            </Tag>
          )}
        </TagList>
      </TagGroup>
      <input
        ref={focusRef}
        type="search"
        className={ui.input}
        aria-label={t('widgets.tagPicker.filter', { label })}
        placeholder={t('widgets.tagPicker.filterPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <ListBox
        aria-label={t('widgets.tagPicker.available', { label })}
        className={styles.list}
        items={listed}
        selectionMode="multiple"
        selectedKeys={chosen}
        onSelectionChange={(keys) => {
          const selected = keys === 'all' ? new Set(tags.map((tag) => tag.id)) : keys;
          // Keep the tags' order, and chosen tags hidden by the filter.
          const hidden = chosen.filter((tagId) => !listed.some((tag) => tag.id === tagId));
          onChange(
            tags.filter((tag) => selected.has(tag.id) || hidden.includes(tag.id)).map((tag) => tag.id),
          );
        }}
        onBlur={onBlur}
        renderEmptyState={() => <p className={styles.none}>{t('widgets.tagPicker.noMatch')}</p>}
      >
        {(tag) => (
          <ListBoxItem id={tag.id} textValue={tag.name} className={styles.option}>
            {({ isSelected }) => (
              <>
                <span className={styles.check} aria-hidden="true">
                  {isSelected ? '✓' : ''}
                </span>
                <span className={styles.swatch} style={{ background: tag.color }} aria-hidden="true" />
                <span>{tag.name}</span>
                {tag.category && <span className={styles.category}>{tag.category}</span>}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
      {error && (
        <span id={`${id}-error`} className={ui.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

/** Several coloured tags; see `TagPickerInput`. Bound with `control` and `name` (a list of ids), or controlled. */
export const TagPicker = bindable<readonly string[] | null | undefined, TagPickerInputProps>(
  TagPickerInput,
  'TagPicker',
);
