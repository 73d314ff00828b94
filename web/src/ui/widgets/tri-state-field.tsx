import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import ui from '../ui.module.css';
import { bindable, cx, type ValueProps } from './bindable';
import styles from './tri-state-field.module.css';

export type TriState = boolean | null;

const keys = { yes: true, no: false, unset: null } as const;
type TriStateKey = keyof typeof keys;

function keyOf(value: TriState | undefined): TriStateKey {
  return value === true ? 'yes' : value === false ? 'no' : 'unset';
}

export interface TriStateInputProps extends ValueProps<TriState | undefined> {
  label: string;
  description?: string | undefined;
  /** Texts of the three segments; yes, no and "not set" by default. */
  labels?: Partial<Record<TriStateKey, string>>;
  isDisabled?: boolean;
  className?: string | undefined;
}

/**
 * A yes / no / not set choice as a segmented control (a radio group: arrow keys move and choose, wrapping
 * from the last segment to the first). Not set is null.
 */
function TriStateInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  description,
  labels,
  isDisabled,
  className,
}: TriStateInputProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  // The form focuses the chosen segment (or the first) on an error.
  useEffect(() => {
    focusRef?.(groupRef.current?.querySelector<HTMLInputElement>('input:checked, input') ?? null);
  }, [focusRef]);
  const texts: Record<TriStateKey, string> = {
    yes: labels?.yes ?? t('widgets.triState.yes'),
    no: labels?.no ?? t('widgets.triState.no'),
    unset: labels?.unset ?? t('widgets.triState.unset'),
  };
  return (
    <RadioGroup
      ref={groupRef}
      className={cx(ui.field, className)}
      orientation="horizontal"
      value={keyOf(value)}
      onChange={(key) => onChange(keys[key as TriStateKey])}
      onBlur={onBlur}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
    >
      <Label className={ui.label}>{label}</Label>
      {description && (
        <Text slot="description" className={ui.description}>
          {description}
        </Text>
      )}
      <div className={styles.segments}>
        {(Object.keys(keys) as TriStateKey[]).map((key) => (
          <Radio key={key} value={key} className={styles.segment}>
            {texts[key]}
          </Radio>
        ))}
      </div>
      {error && (
        <span id={errorId} className={ui.fieldError}>
          {error}
        </span>
      )}
    </RadioGroup>
  );
}

/** Yes / no / not set (true, false, null); see `TriStateInput`. Bound with `control` and `name`, or controlled. */
export const TriStateField = bindable<TriState | undefined, TriStateInputProps>(
  TriStateInput,
  'TriStateField',
);
