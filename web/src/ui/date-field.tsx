import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarMonthPicker,
  CalendarYearPicker,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  I18nProvider,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import type { Language } from '@app/shared/i18n/languages';
import { formatDate, isoWeek, isoWeekday, todayInDisplayZone, weekdayNames } from '../lib/format';
import { isLanguage } from '../lib/i18n';
import styles from './date-field.module.css';
import ui from './ui.module.css';

/** The first day the product accepts (the spec's lower limit for dates). */
export const firstAllowedDate = '2000-01-01';

/**
 * The last day the product accepts: the end of the year three years ahead (the spec's upper limit), counted
 * from the tenant's today (a plain date) or from the day of an instant in the tenant's zone.
 */
export function lastAllowedDate(today: Date | string = todayInDisplayZone()): string {
  const day = typeof today === 'string' ? today : todayInDisplayZone(today);
  return `${Number(day.slice(0, 4)) + 3}-12-31`;
}

/** Whether the plain date `value` (`YYYY-MM-DD`) lies within `min` and `max` (the product's limits by default). */
export function isAllowedDate(value: string, min = firstAllowedDate, max = lastAllowedDate()): boolean {
  // Plain dates with four-digit years sort like the days they name.
  return value >= min && value <= max;
}

/**
 * The locale of the picker's names and labels. English is British: day before month, like the product's
 * DD.MM.YYYY (the separators are dots in every language, see `DateField`).
 */
const dateLocales: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

export interface DateFieldProps {
  label: string;
  /** The chosen day as a plain date `YYYY-MM-DD`, or null. */
  value: string | null;
  /** Called with each complete day typed or picked, and with null once the field is emptied. */
  onChange: (value: string | null) => void;
  /** The earliest day that may be chosen (`YYYY-MM-DD`); the product's first by default. */
  minValue?: string;
  /** The last day that may be chosen (`YYYY-MM-DD`); the end of the year three years ahead by default. */
  maxValue?: string;
  description?: string;
  /** The form's message about the value; without one, a day outside the limits gets the field's own. */
  error?: string | undefined;
  className?: string;
  /** Called when the calendar popover closes (after a day was picked there, or dismissed). */
  onPickerClose?: () => void;
}

/**
 * A day, typed as DD.MM.YYYY (day, month and year are spin buttons: digits or arrow keys) or picked in a
 * calendar (weeks from Monday, with week numbers; arrow keys, Page Up/Down for months, Enter). Names and labels
 * follow the UI language. Days outside `minValue`..`maxValue` cannot be picked; typed ones are marked invalid.
 */
export function DateField({
  label,
  value,
  onChange,
  minValue = firstAllowedDate,
  maxValue = lastAllowedDate(),
  description,
  error,
  className,
  onPickerClose,
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'de';
  // Memoised: the picker takes a new date object for a new value and would drop a half-typed date.
  const date = useMemo(() => (value ? parseDate(value) : null), [value]);
  const min = useMemo(() => parseDate(minValue), [minValue]);
  const max = useMemo(() => parseDate(maxValue), [maxValue]);
  const message =
    error ??
    (value && !isAllowedDate(value, minValue, maxValue)
      ? t('dateField.outOfRange', { min: formatDate(minValue), max: formatDate(maxValue) })
      : undefined);

  return (
    <I18nProvider locale={dateLocales[language]}>
      <DatePicker
        className={[ui.field, className].filter(Boolean).join(' ')}
        value={date}
        onChange={(next: CalendarDate | null) => onChange(next ? next.toString() : null)}
        onOpenChange={(open) => !open && onPickerClose?.()}
        minValue={min}
        maxValue={max}
        firstDayOfWeek="mon"
        granularity="day"
        shouldForceLeadingZeros
        isInvalid={Boolean(message)}
        validationBehavior="aria"
      >
        <Label className={ui.label}>{label}</Label>
        {description && (
          <Text slot="description" className={ui.description}>
            {description}
          </Text>
        )}
        <Group className={styles.control}>
          <DateInput className={styles.input}>
            {(segment) => (
              <DateSegment segment={segment} className={styles.segment}>
                {/* Dots between day, month and year in every language (British English has slashes). */}
                {({ type, text }) => (type === 'literal' ? '.' : text)}
              </DateSegment>
            )}
          </DateInput>
          <Button className={`${ui.fieldButton} ${styles.toggle}`}>
            <CalendarIcon />
          </Button>
        </Group>
        <FieldError className={ui.fieldError}>{message}</FieldError>
        <Popover className={`${ui.popover} ${styles.popover}`} placement="bottom start" offset={4}>
          <Dialog className={styles.dialog}>
            <MonthCalendar language={language} years={max.year - min.year + 1} />
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

/** The calendar of the popover: month and year to choose, then the month's weeks with their numbers. */
function MonthCalendar({ language, years }: { language: Language; years: number }) {
  const { t } = useTranslation();
  return (
    <Calendar>
      <div className={styles.calendarHeader}>
        <Button slot="previous" className={styles.navButton}>
          <span aria-hidden="true">‹</span>
        </Button>
        <CalendarMonthPicker format="long">
          {(picker) => <PickerSelect picker={picker} className={styles.monthSelect} />}
        </CalendarMonthPicker>
        <CalendarYearPicker visibleYears={years}>
          {(picker) => <PickerSelect picker={picker} />}
        </CalendarYearPicker>
        <Button slot="next" className={styles.navButton}>
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <CalendarGrid className={styles.grid}>
        {/* Hidden from screen readers like react-aria's own header: each day's label names its weekday. */}
        <thead aria-hidden="true">
          <tr>
            <th className={styles.weekNumber}>{t('dateField.weekShort')}</th>
            {weekdayNames(language, 'short').map((name) => (
              <th key={name}>{name}</th>
            ))}
          </tr>
        </thead>
        <CalendarGridBody>
          {(day) => {
            const cell = <CalendarCell date={day} className={styles.day} />;
            const local = new Date(day.year, day.month - 1, day.day);
            // Rows start on Monday: its cell carries the week number in front (visual only, like the header).
            if (isoWeekday(local) !== 1) return cell;
            return (
              <>
                <td className={styles.weekNumber} aria-hidden="true">
                  {isoWeek(local)}
                </td>
                {cell}
              </>
            );
          }}
        </CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}

/** What react-aria's month and year pickers give: the choices, the current one, and the way to change it. */
interface CalendarPicker {
  'aria-label': string;
  value: string | number;
  onChange: (id: number) => void;
  items: readonly { id: number; formatted: string }[];
}

/** A month or year picker of the calendar as a native select (quick with the keyboard and on phones). */
function PickerSelect({ picker, className }: { picker: CalendarPicker; className?: string }) {
  return (
    <select
      className={[styles.pickerSelect, className].filter(Boolean).join(' ')}
      aria-label={picker['aria-label']}
      value={String(picker.value)}
      onChange={(event) => picker.onChange(Number(event.target.value))}
    >
      {picker.items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.formatted}
        </option>
      ))}
    </select>
  );
}

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect
        x="3.5"
        y="5"
        width="17"
        height="15.5"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
