import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { DateRangeField } from '#ui/widgets/date-range-field';
import { dateRangeProblem, emptyDateRange, maxRangeDays, type DateRangeValue } from '#ui/widgets/date-range';
import { SelectField } from '#ui/select-field';
import {
  firstCalendarDay,
  firstYear,
  lastCalendarDay,
  lastYear,
  monthEnd,
  presetRange,
  rangePresets,
  type RangePreset,
} from './calendar-range';
import styles from './calendar.module.css';

const presetKeys: Record<RangePreset, `calendar.range.${RangePreset}`> = {
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
  onApply,
  onClose,
}: {
  from: string;
  to: string;
  today: string;
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
            onClick={() => onApply(presetRange(preset, today))}
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

/** The centre button's month dialog: a year and its twelve months. */
export function MonthDialog({
  month,
  onChoose,
  onClose,
}: {
  month: string;
  onChoose: (range: { from: string; to: string }) => void;
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
