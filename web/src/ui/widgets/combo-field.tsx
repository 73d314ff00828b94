import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import ui from '../ui.module.css';
import { bindable, cx, type ValueProps } from './bindable';
import { useDebouncedValue } from './use-debounced-value';
import styles from './combo-field.module.css';

/** A choice of a combo: units and users alike (a unit's `path` names the units above it). */
export interface ComboOption {
  id: string;
  name: string;
  path?: string;
}

/** The spec's autocomplete: a search starts with the first character, 250 ms after typing stops, 20 hits. */
export const comboSearch = { minLength: 1, debounceMs: 250, pageSize: 20 } as const;

/** Options looked up on the server while the user types (TanStack Query: cached per key and text). */
export interface ComboSearch {
  /** Identifies the list (`['users', 'combo']`); the typed text is appended. */
  queryKey: readonly unknown[];
  load: (text: string, signal: AbortSignal) => Promise<readonly ComboOption[]>;
}

export interface ComboInputProps extends ValueProps<string | null | undefined> {
  label: string;
  description?: string | undefined;
  /** All choices, filtered on the page as the user types (by name, any part, ignoring accents and case). */
  options?: readonly ComboOption[];
  /** Choices from the server instead; give `selectedOption` so that the current choice has its name. */
  search?: ComboSearch;
  /** The option of the current value, when `search` loads the options. */
  selectedOption?: ComboOption | null;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  className?: string | undefined;
}

/**
 * A searchable single choice (react-aria ComboBox): type to filter, arrows to move, Enter to choose, the
 * button (or Alt+Down) lists all. Options with a `path` show it under the name. Emptying the text clears the
 * choice (null).
 */
function ComboInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  description,
  options,
  search,
  selectedOption,
  placeholder,
  isDisabled,
  isRequired,
  className,
}: ComboInputProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<ComboOption | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const current = value ?? null;
  const selected = [picked, selectedOption].find((option) => option && option.id === current) ?? null;
  // The chosen option's name in the input is no search; anything else typed is.
  const searchText = typed !== null && typed !== selected?.name ? typed.trim() : '';
  const text = useDebouncedValue(searchText, comboSearch.debounceMs);
  const enabled = search !== undefined && text.length >= comboSearch.minLength;
  const found = useQuery({
    queryKey: search ? [...search.queryKey, text] : ['widgets', 'combo', 'no-search'],
    queryFn: ({ signal }) => (search ? search.load(text, signal) : Promise.resolve([])),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  let listed: readonly ComboOption[] | undefined;
  if (search) {
    const hits = enabled ? (found.data ?? []).slice(0, comboSearch.pageSize) : [];
    // The current choice stays in the list: react-aria shows the chosen item's name from the list.
    listed = selected && !hits.some((hit) => hit.id === selected.id) ? [selected, ...hits] : hits;
  }

  const emptyText = () => {
    if (!search) return t('widgets.combo.noMatch');
    if (searchText.length < comboSearch.minLength) return t('widgets.combo.typeToSearch');
    const pending = searchText !== text || found.isFetching;
    return pending ? t('widgets.combo.searching') : t('widgets.combo.noMatch');
  };

  return (
    <ComboBox
      className={cx(ui.field, className)}
      {...(listed ? { items: listed } : { defaultItems: options ?? [] })}
      selectedKey={current}
      onSelectionChange={(key) => {
        const id = key === null ? null : String(key);
        const option = (listed ?? options ?? []).find((candidate) => candidate.id === id) ?? null;
        setPicked(option);
        setTyped(null);
        onChange(id);
      }}
      onInputChange={setTyped}
      onBlur={onBlur}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      menuTrigger="focus"
    >
      <Label className={ui.label}>{label}</Label>
      {description && (
        <Text slot="description" className={ui.description}>
          {description}
        </Text>
      )}
      <div className={styles.control}>
        <Input ref={focusRef} placeholder={placeholder} className={cx(ui.input, styles.input)} />
        <Button className={ui.fieldButton} aria-label={t('widgets.combo.showOptions')}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldError className={ui.fieldError}>{error}</FieldError>
      <Popover className={cx(ui.popover, styles.popover)} offset={4}>
        <ListBox className={styles.listBox} renderEmptyState={emptyText}>
          {(option: ComboOption) => (
            <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
              <span>{option.name}</span>
              {option.path && <span className={styles.path}>{option.path}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** A searchable single choice; see `ComboInput`. Bound with `control` and `name`, or controlled. */
export const ComboField = bindable<string | null | undefined, ComboInputProps>(ComboInput, 'ComboField');

export type EntityComboInputProps = Omit<ComboInputProps, 'label'> & { label?: string };

function UnitComboInput({ label, ...props }: EntityComboInputProps) {
  const { t } = useTranslation();
  return <ComboInput {...props} label={label ?? t('widgets.unitCombo.label')} />;
}

function UserComboInput({ label, ...props }: EntityComboInputProps) {
  const { t } = useTranslation();
  return <ComboInput {...props} label={label ?? t('widgets.userCombo.label')} />;
}

/** A unit, shown with its path; labelled "Unit" unless told. Options as a list or a server search. */
export const UnitCombo = bindable<string | null | undefined, EntityComboInputProps>(
  UnitComboInput,
  'UnitCombo',
);

/** A user; labelled "User" unless told. Options as a list or a server search. */
export const UserCombo = bindable<string | null | undefined, EntityComboInputProps>(
  UserComboInput,
  'UserCombo',
);
