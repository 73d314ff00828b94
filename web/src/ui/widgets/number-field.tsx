import { useMemo } from 'react';
import {
  Button,
  FieldError,
  Group,
  I18nProvider,
  Input,
  Label,
  NumberField,
  Text,
} from 'react-aria-components';
import ui from '../ui.module.css';
import { bindable, cx, type ValueProps } from './bindable';
import { useWidgetLocale } from './locale';
import styles from './widgets.module.css';

export interface NumberInputProps extends ValueProps<number | null | undefined> {
  label: string;
  description?: string | undefined;
  /** Smaller typed values become this one when the field is left. */
  minValue?: number;
  /** Larger typed values become this one when the field is left. */
  maxValue?: number;
  /**
   * What the arrow keys and the buttons add or take away. A typed value is rounded to a multiple of it
   * (counted from `minValue`), so 0.25 admits quarter hours only.
   */
  step?: number;
  /** Thousands separators (1.234,5); off by default, since years and numbers read oddly with them. */
  grouping?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  placeholder?: string;
  className?: string | undefined;
}

export interface DecimalInputProps extends NumberInputProps {
  /** Decimal places shown and kept; 2 by default. */
  fractionDigits?: number;
}

/**
 * A number in the UI language's notation: German with a decimal comma (1,5), English with a point (1.5).
 * Typed freely and read when the field is left (or with Enter); arrow keys and the +/- buttons step it;
 * empty is null.
 */
function NumberInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  description,
  minValue,
  maxValue,
  step,
  grouping = false,
  fractionDigits,
  isDisabled,
  isReadOnly,
  isRequired,
  placeholder,
  className,
}: DecimalInputProps) {
  const { locale } = useWidgetLocale();
  const formatOptions = useMemo<Intl.NumberFormatOptions>(
    () => ({
      useGrouping: grouping,
      minimumFractionDigits: 0,
      maximumFractionDigits: fractionDigits ?? 0,
    }),
    [grouping, fractionDigits],
  );
  return (
    <I18nProvider locale={locale}>
      <NumberField
        className={cx(ui.field, className)}
        // react-aria's empty value is NaN; the form's is null.
        value={value ?? Number.NaN}
        onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
        onBlur={onBlur}
        minValue={minValue}
        maxValue={maxValue}
        step={step}
        formatOptions={formatOptions}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isRequired={isRequired}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
      >
        <Label className={ui.label}>{label}</Label>
        {description && (
          <Text slot="description" className={ui.description}>
            {description}
          </Text>
        )}
        <Group className={styles.control}>
          <Input
            ref={focusRef}
            placeholder={placeholder}
            className={cx(ui.input, styles.numberInput, styles.withTwoButtons)}
          />
          <span className={styles.endButtons}>
            <Button slot="decrement" className={styles.endButton}>
              <span aria-hidden="true">−</span>
            </Button>
            <Button slot="increment" className={styles.endButton}>
              <span aria-hidden="true">+</span>
            </Button>
          </span>
        </Group>
        <FieldError className={ui.fieldError}>{error}</FieldError>
      </NumberField>
    </I18nProvider>
  );
}

function DecimalInput({ fractionDigits = 2, ...props }: DecimalInputProps) {
  return <NumberInput {...props} fractionDigits={fractionDigits} />;
}

function IntegerInput({ step = 1, ...props }: NumberInputProps) {
  return <NumberInput {...props} step={step} fractionDigits={0} />;
}

/** A decimal number (2 places unless said otherwise) with the UI language's decimal separator. */
export const DecimalField = bindable<number | null | undefined, DecimalInputProps>(
  DecimalInput,
  'DecimalField',
);

/** A whole number; typed decimals are rounded. */
export const IntegerField = bindable<number | null | undefined, NumberInputProps>(
  IntegerInput,
  'IntegerField',
);
