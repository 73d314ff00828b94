import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarViews, type TCalendarData, type TCalendarView } from '@app/shared/calendar/calendar-view';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { formatDate } from '#lib/format';
import { useNarrowViewport } from '#ui/use-narrow-viewport';
import { LeaveCalendarDialog } from '#features/absences/leave-calendar-dialog';
import {
  firstCalendarDay,
  lastCalendarDay,
  rangeAt,
  rangeInYear,
  stepRange,
  switchView,
  type CalendarRange,
  type FirstWeekday,
} from './calendar-range';
import { MonthDialog, RangeDialog, yearOptions } from './range-dialogs';
import styles from './calendar.module.css';

export interface CalendarToolbarProps {
  range: CalendarRange;
  today: string;
  /** The tenant's first weekday (setting `calendar.weekStart`): where a WEEK range begins. */
  firstDay?: FirstWeekday;
  onRange: (range: CalendarRange) => void;
  search: string;
  onSearch: (search: string) => void;
  showDisabled: boolean;
  onShowDisabled: (show: boolean) => void;
  resources: TCalendarData['resources'];
  resourceFilter: readonly string[];
  onResourceFilter: (ids: string[]) => void;
  /** The unit picker button (H4's `CalendarUnitPicker`, or the calendar's fallback). */
  unitPicker: ReactNode;
  onNew: (() => void) | undefined;
  onRefresh: () => void;
  refreshing: boolean;
  onExport: () => void;
  exporting: boolean;
}

const viewKeys: Record<TCalendarView, `calendar.view.${TCalendarView}`> = {
  MONTH: 'calendar.view.MONTH',
  WEEK: 'calendar.view.WEEK',
  USER: 'calendar.view.USER',
  RESOURCE: 'calendar.view.RESOURCE',
  TIMELINE: 'calendar.view.TIMELINE',
};

/** The calendar's tools (spec: toolbar): new, refresh, search, year, date, range, months, filters, export. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { t, i18n } = useTranslation();
  const { range, today, onRange, firstDay = 1 } = props;
  const [dialog, setDialog] = useState<'range' | 'month' | 'filter' | 'leaveCalendar' | null>(null);
  // On a phone the views, New and the month arrows stay; the other tools wait behind one button.
  const narrow = useNarrowViewport();
  const [allTools, setAllTools] = useState(false);
  const compact = narrow && !allTools;
  const monthLabel = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'de-DE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${range.from}T00:00:00Z`));
  const year = range.from.slice(0, 4);
  const thisYear = today.slice(0, 4);

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('calendar.toolbar.label')}>
      <div className={styles.views} role="group" aria-label={t('calendar.view.label')}>
        {calendarViews.map((view) => (
          <button
            key={view}
            type="button"
            className={styles.viewButton}
            aria-pressed={range.view === view}
            onClick={() => onRange(switchView(range, view, firstDay, today))}
          >
            {t(viewKeys[view])}
          </button>
        ))}
      </div>
      <div className={styles.toolbarGroup}>
        {props.onNew && (
          <Button size="small" onClick={props.onNew}>
            {t('calendar.toolbar.new')}
          </Button>
        )}
        {!compact && (
          <Button size="small" variant="secondary" onClick={props.onRefresh} busy={props.refreshing}>
            {t('calendar.toolbar.refresh')}
          </Button>
        )}
        {narrow && (
          <Button
            size="small"
            variant="secondary"
            aria-expanded={allTools}
            onClick={() => setAllTools(!allTools)}
          >
            {t(allTools ? 'calendar.toolbar.fewerTools' : 'calendar.toolbar.moreTools')}
          </Button>
        )}
      </div>
      {!compact && (
        <>
          <TextField
            className={styles.search}
            type="search"
            label={t('calendar.toolbar.search')}
            value={props.search}
            onChange={(event) => props.onSearch(event.target.value)}
          />
          <SelectField
            label={t('calendar.toolbar.year')}
            value={year === thisYear ? '' : year}
            onChange={(event) =>
              onRange(rangeInYear(range, event.target.value ? Number(event.target.value) : null, today))
            }
          >
            <option value="">{t('calendar.toolbar.yearCurrent')}</option>
            {yearOptions().map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
          <DateField
            label={t('calendar.toolbar.date')}
            value={range.from}
            minValue={firstCalendarDay}
            maxValue={lastCalendarDay(today)}
            onChange={(date) => date && date >= firstCalendarDay && onRange(rangeAt(range, date, firstDay))}
          />
        </>
      )}
      <div className={styles.toolbarGroup}>
        <Button
          size="small"
          variant="secondary"
          aria-label={t('calendar.toolbar.previousMonth')}
          onClick={() => onRange(stepRange(range, -1))}
        >
          ‹
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={t('calendar.toolbar.chooseMonth', { month: monthLabel })}
          onClick={() => setDialog('month')}
        >
          {monthLabel}
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={t('calendar.toolbar.nextMonth')}
          onClick={() => onRange(stepRange(range, 1))}
        >
          ›
        </Button>
        {!compact && (
          <Button size="small" variant="secondary" onClick={() => setDialog('range')}>
            {t('calendar.toolbar.range')}: {formatDate(range.from)} – {formatDate(range.to)}
          </Button>
        )}
      </div>
      {!compact && (
        <div className={styles.toolbarGroup}>
          {props.unitPicker}
          <Button size="small" variant="secondary" onClick={() => setDialog('filter')}>
            {props.resourceFilter.length === 0
              ? t('calendar.toolbar.filterAll')
              : `${t('calendar.toolbar.filter')} (${props.resourceFilter.length})`}
          </Button>
          <Checkbox
            label={t('calendar.toolbar.showDisabled')}
            checked={props.showDisabled}
            onChange={(event) => props.onShowDisabled(event.target.checked)}
          />
          <Button size="small" variant="secondary" onClick={props.onExport} busy={props.exporting}>
            {props.exporting ? t('calendar.toolbar.exporting') : t('calendar.toolbar.export')}
          </Button>
          <Button size="small" variant="secondary" onClick={() => setDialog('leaveCalendar')}>
            {t('leaveCalendar.action')}
          </Button>
        </div>
      )}
      {dialog === 'range' && (
        <RangeDialog
          from={range.from}
          to={range.to}
          today={today}
          onClose={() => setDialog(null)}
          onApply={(next) => {
            setDialog(null);
            onRange({ ...range, ...next });
          }}
        />
      )}
      {dialog === 'month' && (
        <MonthDialog
          month={range.from}
          onClose={() => setDialog(null)}
          onChoose={(next) => {
            setDialog(null);
            onRange(range.view === 'WEEK' ? rangeAt(range, next.from, firstDay) : { ...range, ...next });
          }}
        />
      )}
      <LeaveCalendarDialog
        open={dialog === 'leaveCalendar'}
        onClose={() => setDialog(null)}
        defaultYear={Number(year)}
      />
      {dialog === 'filter' && (
        <ResourceFilterDialog
          resources={props.resources}
          chosen={props.resourceFilter}
          onClose={() => setDialog(null)}
          onApply={(ids) => {
            setDialog(null);
            props.onResourceFilter(ids);
          }}
        />
      )}
    </div>
  );
}

function ResourceFilterDialog({
  resources,
  chosen,
  onApply,
  onClose,
}: {
  resources: TCalendarData['resources'];
  chosen: readonly string[];
  onApply: (ids: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<string[]>([...chosen]);
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('calendar.filter.title')}>
      <div className={styles.checkList}>
        {resources.map((resource) => (
          <Checkbox
            key={resource.id}
            label={resource.caption}
            checked={ids.includes(resource.id)}
            onChange={(event) =>
              setIds(event.target.checked ? [...ids, resource.id] : ids.filter((id) => id !== resource.id))
            }
          />
        ))}
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={() => onApply([])}>
          {t('calendar.toolbar.filterAll')}
        </Button>
        <Button onClick={() => onApply(ids)}>{t('calendar.units.apply')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
