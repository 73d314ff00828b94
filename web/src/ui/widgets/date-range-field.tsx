import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../checkbox';
import { DateField } from '../date-field';
import ui from '../ui.module.css';
import { bindable, cx, type ValueProps } from './bindable';
import { dateRangeProblem, emptyDateRange, maxRangeDays, withStart, type DateRangeValue } from './date-range';
import { TimeField } from './time-field';
import styles from './date-range-field.module.css';

export interface DateRangeInputProps extends ValueProps<DateRangeValue | null | undefined> {
  /** The legend of the group (e.g. "Period"). */
  label: string;
  description?: string | undefined;
  /** Offers the all-day checkbox; without it the range is whole days. */
  allDayOption?: boolean;
  /**
   * Shows "Repeat…" (the spec's serial option): called when pressed, to open the series editor. The caller
   * keeps the series.
   */
  onSeries?: () => void;
  /** The series in words ("every week on Monday"), shown next to the button. */
  seriesSummary?: string | undefined;
  /** The longest range in days: the spec's 385 by default; null for none. */
  maxDays?: number | null;
  minValue?: string;
  maxValue?: string;
  className?: string | undefined;
}

/**
 * From and to as dates (DD.MM.YYYY, typed or picked), with times unless "all day" is ticked, and optionally
 * "Repeat…" for a series. A start moved past the end takes the end with it; an end before the start or a
 * range over 385 days is marked with its reason.
 */
function DateRangeInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  description,
  allDayOption = true,
  onSeries,
  seriesSummary,
  maxDays = maxRangeDays,
  minValue,
  maxValue,
  className,
}: DateRangeInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const range = value ?? emptyDateRange;
  // The times before "all day" was ticked, given back when it is unticked.
  const lastTimes = useRef({ startTime: range.startTime, endTime: range.endTime });
  const problem = dateRangeProblem(range, maxDays);
  const message =
    error ??
    (problem === 'endBeforeStart'
      ? t('widgets.dateRange.endBeforeStart')
      : problem === 'tooLong'
        ? t('widgets.dateRange.tooLong', { count: maxDays ?? 0 })
        : undefined);
  const showTimes = allDayOption && !range.allDay;
  const limits = { ...(minValue ? { minValue } : {}), ...(maxValue ? { maxValue } : {}) };

  function setAllDay(allDay: boolean) {
    if (allDay) {
      lastTimes.current = { startTime: range.startTime, endTime: range.endTime };
      onChange({ ...range, allDay, startTime: null, endTime: null });
    } else {
      onChange({ ...range, allDay, ...lastTimes.current });
    }
  }

  return (
    <fieldset
      ref={(element) => focusRef?.(element?.querySelector<HTMLElement>('[role="spinbutton"]') ?? null)}
      className={cx(styles.range, className)}
      aria-describedby={cx(description && `${id}-description`, message && `${id}-error`) || undefined}
      onBlur={(event) => {
        // Blurred once the focus leaves the whole group, not when it moves from one of its fields to the next.
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      <legend className={ui.label}>{label}</legend>
      {description && (
        <span id={`${id}-description`} className={ui.description}>
          {description}
        </span>
      )}
      <div className={styles.row}>
        <DateField
          label={t('widgets.dateRange.from')}
          value={range.start}
          onChange={(start) => onChange(withStart(range, start))}
          className={styles.date}
          {...limits}
        />
        {showTimes && (
          <TimeField
            label={t('widgets.dateRange.fromTime')}
            value={range.startTime}
            onChange={(startTime) => onChange({ ...range, startTime: startTime ?? null })}
            className={styles.time}
          />
        )}
      </div>
      <div className={styles.row}>
        <DateField
          label={t('widgets.dateRange.to')}
          value={range.end}
          onChange={(end) => onChange({ ...range, end })}
          className={styles.date}
          {...limits}
        />
        {showTimes && (
          <TimeField
            label={t('widgets.dateRange.toTime')}
            value={range.endTime}
            onChange={(endTime) => onChange({ ...range, endTime: endTime ?? null })}
            className={styles.time}
          />
        )}
      </div>
      {(allDayOption || onSeries) && (
        <div className={styles.options}>
          {allDayOption && (
            <Checkbox
              label={t('widgets.dateRange.allDay')}
              checked={range.allDay}
              onChange={(event) => setAllDay(event.target.checked)}
            />
          )}
          {onSeries && (
            <span className={styles.series}>
              <button type="button" className={cx(ui.button, ui.secondary, ui.small)} onClick={onSeries}>
                {t('widgets.dateRange.repeat')}
              </button>
              {seriesSummary && <span className={styles.seriesSummary}>{seriesSummary}</span>}
            </span>
          )}
        </div>
      )}
      {message && (
        <span id={`${id}-error`} className={ui.fieldError}>
          {message}
        </span>
      )}
    </fieldset>
  );
}

/** From–to with all-day and series options; see `DateRangeInput`. Bound with `control` and `name`. */
export const DateRangeField = bindable<DateRangeValue | null | undefined, DateRangeInputProps>(
  DateRangeInput,
  'DateRangeField',
);
