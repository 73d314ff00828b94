import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import styles from './combo-box.module.css';
import uiStyles from './ui.module.css';

export interface ComboBoxOption {
  id: string;
  label: string;
  /** More words the search finds the option by (other languages' names); not shown. */
  keywords?: string;
}

/** Lower case without accents: "Zürich" is found by "zurich", "Österreich" by "osterreich". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether an option matches what was typed: every typed word occurs in its label or keywords. */
export function optionMatches(option: ComboBoxOption, typed: string): boolean {
  const haystack = searchable(`${option.label} ${option.id} ${option.keywords ?? ''}`);
  return searchable(typed)
    .split(/[\s/]+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export interface ComboBoxFieldProps {
  label: string;
  options: readonly ComboBoxOption[];
  /** The chosen option's id, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  description?: string | undefined;
  error?: string | undefined;
}

/**
 * A searchable single choice (react-aria ComboBox): type to filter, arrows to move, Enter to choose. Used
 * where a native select would be too long to scroll (time zones).
 */
export function ComboBoxField({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  description,
  error,
}: ComboBoxFieldProps) {
  const { t } = useTranslation();
  // react-aria filters by an item's text; the options' keywords widen it (the label stays what is shown).
  const byLabel = new Map(options.map((option) => [option.label, option]));
  return (
    <ComboBox
      defaultFilter={(text, typed) => {
        const option = byLabel.get(text);
        return option ? optionMatches(option, typed) : searchable(text).includes(searchable(typed));
      }}
      className={uiStyles.field}
      defaultItems={options}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key === null ? null : String(key))}
      onBlur={onBlur}
      name={name}
      isInvalid={Boolean(error)}
      menuTrigger="focus"
    >
      <Label className={uiStyles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={uiStyles.description}>
          {description}
        </Text>
      )}
      <div className={styles.control}>
        <Input className={`${uiStyles.input} ${styles.input}`} />
        <AriaButton className={uiStyles.fieldButton} aria-label={t('comboBox.showOptions')}>
          <span aria-hidden="true">▾</span>
        </AriaButton>
      </div>
      <FieldError className={uiStyles.fieldError}>{error}</FieldError>
      <Popover className={`${uiStyles.popover} ${styles.popover}`} offset={4}>
        <ListBox className={styles.listBox} renderEmptyState={() => t('comboBox.noMatch')}>
          {(option: ComboBoxOption) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
