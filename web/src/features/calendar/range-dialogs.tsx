import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { DateRangeField } from '#ui/widgets/date-range-field';
import { dateRangeProblem, emptyDateRange, maxRangeDays, type DateRangeValue } from '#ui/widgets/date-range';
import { SelectField } from '#ui/select-field';
import { formatDate } from '#lib/format';
import {
  firstCalendarDay,
  firstYear,
  lastCalendarDay,
  lastYear,
  monthEnd,
  presetRange,
  quickPresets,
  rangePresets,
  type FirstWeekday,
  type QuickPreset,
  type RangePreset,
} from './calendar-range';
import styles from './calendar.module.css';

const presetKeys: Record<RangePreset, `calendar.range.${RangePreset}`> = {
  nextWeek: 'calendar.range.nextWeek',
  nextFourWeeks: 'calendar.range.nextFourWeeks',
  lastMonth: 'calendar.range.lastMonth',
  currentMonth: 'calendar.range.currentMonth',
  nextMonth: 'calendar.range.nextMonth',
  lastYear: 'calendar.range.lastYear',
  currentYear: 'calendar.range.currentYear',
};

/** The date-range picker: from and to (at most 385 days, up to the end of the year three years ahead), presets. */
export function RangeDialog({
  from,
  to,
  today,
  firstDay = 1,
  onApply,
  onClose,
}: {
  from: string;
  to: string;
  today: string;
  firstDay?: FirstWeekday;
  onApply: (range: { from: string; to: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<DateRangeValue>({ ...emptyDateRange, start: from, end: to });
  const valid = value.start !== null && value.end !== null && dateRangeProblem(value, maxRangeDays) === null;
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('calendar.toolbar.range')}
      size="medium"
    >
      <div className={styles.presets} role="group" aria-label={t('calendar.range.presets')}>
        {rangePresets.map((preset) => (
          <Button
            key={preset}
            variant="secondary"
            size="small"
            onClick={() => onApply(presetRange(preset, today, firstDay))}
          >
            {t(presetKeys[preset])}
          </Button>
        ))}
      </div>
      <DateRangeField
        label={t('calendar.toolbar.range')}
        value={value}
        onChange={(next) => setValue(next ?? emptyDateRange)}
        allDayOption={false}
        maxDays={maxRangeDays}
        minValue={firstCalendarDay}
        maxValue={lastCalendarDay(today)}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button
          disabled={!valid}
          onClick={() => value.start && value.end && onApply({ from: value.start, to: value.end })}
        >
          {t('calendar.range.apply')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}

/**
 * The centre button's dialog: the quick choices (the coming week, the coming four weeks, each with its days), then
 * a year and its twelve months.
 */
export function MonthDialog({
  month,
  today,
  firstDay = 1,
  onChoose,
  onQuick,
  onClose,
}: {
  month: string;
  today: string;
  firstDay?: FirstWeekday;
  onChoose: (range: { from: string; to: string }) => void;
  onQuick: (preset: QuickPreset) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [year, setYear] = useState(Number(month.slice(0, 4)));
  const names = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'de-DE', {
    month: 'short',
    timeZone: 'UTC',
  });
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('calendar.toolbar.monthDialog')}>
      <div className={styles.presets} role="group" aria-label={t('calendar.range.quick')}>
        {quickPresets.map((preset) => {
          const days = presetRange(preset, today, firstDay);
          return (
            <Button key={preset} variant="secondary" size="small" onClick={() => onQuick(preset)}>
              {t(presetKeys[preset])}{' '}
              <span className={styles.presetDays}>
                {formatDate(days.from).slice(0, 6)}–{formatDate(days.to).slice(0, 6)}
              </span>
            </Button>
          );
        })}
      </div>
      <SelectField
        label={t('calendar.toolbar.year')}
        value={String(year)}
        onChange={(event) => setYear(Number(event.target.value))}
      >
        {yearOptions().map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <div className={styles.months}>
        {Array.from({ length: 12 }, (_, index) => {
          const first = `${year}-${String(index + 1).padStart(2, '0')}-01`;
          return (
            <Button
              key={first}
              variant={first.slice(0, 7) === month.slice(0, 7) ? 'primary' : 'secondary'}
              size="small"
              onClick={() => onChoose({ from: first, to: monthEnd(first) })}
            >
              {names.format(new Date(`${first}T00:00:00Z`))}
            </Button>
          );
        })}
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('calendar.toolbar.close')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}

export function yearOptions(): number[] {
  return Array.from({ length: lastYear - firstYear + 1 }, (_, index) => firstYear + index);
}
