import { useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/resources';
import { choiceLabelKey, optionLabelKey } from '@app/shared/settings/settings-catalogue';
import type { TOption } from '@app/shared/settings/settings.contracts';
import { Checkbox } from '#ui/checkbox';
import { SelectField } from '#ui/select-field';
import styles from './options-dialog.module.css';

type Value = TOption['value'];

/** The label of an option (also the title of its error message). */
export function useOptionLabel(): (key: string) => string {
  const { t } = useTranslation();
  return (key) => t(optionLabelKey(key) as UiKey);
}

/** One option of the dialog: a checkbox, a group of checkboxes (an object of flags) or a dropdown. */
export function OptionControl({
  option,
  value,
  busy,
  onChange,
}: {
  option: TOption;
  value: Value;
  busy: boolean;
  onChange: (value: Value) => void;
}) {
  const { t } = useTranslation();
  const label = useOptionLabel()(option.key);
  const description = option.scope === 'global' ? t('settingsArea.scope.global') : undefined;
  const choiceLabel = (choice: string | number) => t(choiceLabelKey(option.key, choice) as UiKey);

  if (option.control === 'checkbox') {
    return (
      <Checkbox
        label={label}
        description={description}
        checked={value === true}
        disabled={busy}
        onChange={(event) => onChange(event.target.checked)}
      />
    );
  }
  if (option.control === 'checkboxGroup') {
    const flags = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{label}</legend>
        {description && <span className={styles.scope}>{description}</span>}
        {option.choices.map((choice) => (
          <Checkbox
            key={choice}
            label={choiceLabel(choice)}
            checked={flags[String(choice)] === true}
            disabled={busy}
            onChange={(event) => onChange({ ...flags, [String(choice)]: event.target.checked })}
          />
        ))}
      </fieldset>
    );
  }
  return (
    <SelectField
      label={label}
      description={description}
      value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
      disabled={busy}
      onChange={(event) => {
        const chosen = option.choices.find((choice) => String(choice) === event.target.value);
        if (chosen !== undefined) onChange(chosen);
      }}
    >
      {option.choices.map((choice) => (
        <option key={choice} value={String(choice)}>
          {choiceLabel(choice)}
        </option>
      ))}
    </SelectField>
  );
}
