import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { I18nProvider, Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import ui from '../ui.module.css';
import { bindable, cx, type ValueProps } from './bindable';
import { useWidgetLocale } from './locale';
import styles from './slider-field.module.css';

/** The spec's slider steps: 1 with the arrow keys, 10 with Page Up and Page Down. */
export const sliderSteps = { small: 1, large: 10 } as const;

export interface SliderInputProps extends ValueProps<number | null | undefined> {
  label: string;
  description?: string | undefined;
  minValue?: number;
  maxValue?: number;
  /** Arrow keys; 1 by default. */
  step?: number;
  /** Page Up and Page Down; 10 by default. */
  largeStep?: number;
  /** The value as shown beside the label, e.g. with a unit ("{{value}} %"). */
  formatValue?: (value: number) => string;
  isDisabled?: boolean;
  className?: string | undefined;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A number picked on a scale: drag the thumb, or arrow keys by 1, Page Up/Down by 10, Home and End to the
 * ends. An empty value shows the minimum.
 */
function SliderInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  description,
  minValue = 0,
  maxValue = 100,
  step = sliderSteps.small,
  largeStep = sliderSteps.large,
  formatValue,
  isDisabled,
  className,
}: SliderInputProps) {
  const { locale } = useWidgetLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // react-aria takes an object ref for the thumb's input; the form's ref is a callback.
  useEffect(() => focusRef?.(inputRef.current), [focusRef]);
  const current = value ?? minValue;
  const describedBy = cx(description && `${id}-description`, error && `${id}-error`) || undefined;

  // react-aria's page step is a tenth of the range; the spec's is 10 whatever the range.
  function onKeyDownCapture(event: KeyboardEvent<HTMLDivElement>) {
    if (isDisabled || (event.key !== 'PageUp' && event.key !== 'PageDown')) return;
    event.preventDefault();
    event.stopPropagation();
    const next = clamp(current + (event.key === 'PageUp' ? largeStep : -largeStep), minValue, maxValue);
    if (next !== current) onChange(next);
  }

  return (
    <I18nProvider locale={locale}>
      <Slider
        className={cx(ui.field, styles.slider, className)}
        value={current}
        onChange={(next: number) => onChange(next)}
        minValue={minValue}
        maxValue={maxValue}
        step={step}
        isDisabled={isDisabled}
      >
        <div className={styles.header}>
          <Label className={ui.label}>{label}</Label>
          <SliderOutput className={styles.output}>
            {({ state }) => {
              const shown = state.getThumbValue(0);
              return formatValue ? formatValue(shown) : state.getThumbValueLabel(0);
            }}
          </SliderOutput>
        </div>
        {description && (
          <span id={`${id}-description`} className={ui.description}>
            {description}
          </span>
        )}
        <div onKeyDownCapture={onKeyDownCapture}>
          <SliderTrack className={styles.track}>
            {({ state }) => (
              <>
                <div className={styles.fill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
                <SliderThumb
                  className={styles.thumb}
                  inputRef={inputRef}
                  aria-describedby={describedBy}
                  onBlur={onBlur}
                  aria-invalid={error ? true : undefined}
                />
              </>
            )}
          </SliderTrack>
        </div>
        {error && (
          <span id={`${id}-error`} className={ui.fieldError}>
            {error}
          </span>
        )}
      </Slider>
    </I18nProvider>
  );
}

/** A value on a scale with steps 1 and 10; see `SliderInput`. Bound with `control` and `name`, or controlled. */
export const SliderField = bindable<number | null | undefined, SliderInputProps>(SliderInput, 'SliderField');
