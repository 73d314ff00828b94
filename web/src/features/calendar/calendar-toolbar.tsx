import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { calendarViews, type TCalendarData, type TCalendarView } from '@app/shared/calendar/calendar-view';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { formatDate } from '#lib/format';
import { addDays, isoWeekOf } from '@app/shared/time/tenant-time';
import { useNarrowViewport } from '#ui/use-narrow-viewport';
import { LeaveCalendarDialog } from '#features/absences/leave-calendar-dialog';
import {
  firstCalendarDay,
  lastCalendarDay,
  rangeAt,
  rangeInYear,
  quickRange,
  rangeStep,
  stepRange,
  switchView,
  type CalendarRange,
  type FirstWeekday,
  type RangeStep,
} from './calendar-range';
import { MonthDialog, RangeDialog, yearOptions } from './range-dialogs';
import styles from './calendar.module.css';

export interface CalendarToolbarProps {
  range: CalendarRange;
  today: string;
  /** The tenant's first weekday (setting `calendar.weekStart`): where a WEEK range begins. */
  firstDay?: FirstWeekday;
  /** A new range; `dayInSight`: the day the grid scrolls to (a date jumped to). */
  onRange: (range: CalendarRange, dayInSight?: string) => void;
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
  /** Undo and redo of the planner's changes, before "new". */
  history?: ReactNode;
  /** Paint mode's template choice, beside the finders. */
  paint?: ReactNode;
  /** Publishing, beside "new": the planner's other everyday step. */
  publish?: ReactNode;
  /** The planning tools of the page (range actions, week templates, automatic planning, ...): under "more". */
  planTools?: ReactNode;
  /** The page's ways out (print, ...): under "more", beside the export. */
  outputTools?: ReactNode;
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

/** The arrows' names, by what they move (a week, the range's months, its days). */
function stepLabels(step: RangeStep, t: TFunction): { previous: string; next: string } {
  switch (step.unit) {
    case 'week':
      return { previous: t('calendar.toolbar.previousWeek'), next: t('calendar.toolbar.nextWeek') };
    case 'weeks':
      return {
        previous: t('calendar.toolbar.previousWeeks', { count: step.count }),
        next: t('calendar.toolbar.nextWeeks', { count: step.count }),
      };
    case 'months':
      return {
        previous: t('calendar.toolbar.previousMonths', { count: step.count }),
        next: t('calendar.toolbar.nextMonths', { count: step.count }),
      };
    case 'days':
      return {
        previous: t('calendar.toolbar.previousDays', { count: step.count }),
        next: t('calendar.toolbar.nextDays', { count: step.count }),
      };
  }
}

/**
 * What the range shows, in words: "KW 48: 23.11. – 29.11.2026" (on a phone only "23.11.–29.11."), "November 2026",
 * or its first and last day.
 */
function periodLabel(
  range: CalendarRange,
  language: string | undefined,
  t: TFunction,
  short: boolean,
): string {
  const monthName = (date: string) =>
    new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  const step = rangeStep(range);
  if (step.unit === 'week') {
    // The week's Thursday (Wednesday when weeks start on Sunday) names it, as ISO 8601 counts weeks.
    const week = isoWeekOf(addDays(range.from, 3));
    const from = formatDate(range.from).slice(0, 6);
    return short
      ? t('calendar.toolbar.weekPeriodShort', { from, to: formatDate(range.to).slice(0, 6) })
      : t('calendar.toolbar.weekPeriod', { week, from, to: formatDate(range.to) });
  }
  if (step.unit === 'weeks') {
    const first = isoWeekOf(addDays(range.from, 3));
    const last = isoWeekOf(addDays(range.to, -3));
    const from = formatDate(range.from).slice(0, 6);
    return short
      ? t('calendar.toolbar.weekPeriodShort', { from, to: formatDate(range.to).slice(0, 6) })
      : t('calendar.toolbar.weeksPeriod', { first, last, from, to: formatDate(range.to) });
  }
  if (step.unit === 'months') {
    return step.count === 1 ? monthName(range.from) : `${monthName(range.from)} – ${monthName(range.to)}`;
  }
  return `${formatDate(range.from)} – ${formatDate(range.to)}`;
}

/**
 * The calendar's tools (spec: toolbar), calm: the views, "Heute" and the arrows with what the range shows, "new"
 * and "publish" always in sight; search, date and units on a second line; everything else behind "more" (on a
 * phone the second line too). See docs/decisions.md, "The planner's toolbar".
 */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { t, i18n } = useTranslation();
  const { range, today, onRange, firstDay = 1 } = props;
  const [dialog, setDialog] = useState<'range' | 'month' | 'filter' | 'leaveCalendar' | null>(null);
  const narrow = useNarrowViewport();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const period = periodLabel(range, i18n.resolvedLanguage, t, narrow);
  const arrows = stepLabels(rangeStep(range), t);
  const year = range.from.slice(0, 4);
  const thisYear = today.slice(0, 4);

  const finders = (
    <>
      <TextField
        className={styles.search}
        type="search"
        label={t('calendar.toolbar.search')}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      {/* A new range (arrows, "Heute") starts the field anew on its first day. */}
      <JumpToDate
        key={range.from}
        shown={range.from}
        today={today}
        onJump={(date) => onRange(rangeAt(range, date, firstDay), date)}
      />
      {props.unitPicker}
    </>
  );

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('calendar.toolbar.label')}>
      <div className={styles.toolbarLine}>
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
        <div className={styles.periodGroup} role="group" aria-label={t('calendar.toolbar.period')}>
          <Button size="small" variant="secondary" onClick={() => onRange(rangeAt(range, today, firstDay))}>
            {t('calendar.toolbar.today')}
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-label={arrows.previous}
            onClick={() => onRange(stepRange(range, -1))}
          >
            ‹
          </Button>
          <Button
            size="small"
            variant="secondary"
            className={styles.periodButton}
            aria-label={t('calendar.toolbar.choosePeriod', { period })}
            onClick={() => setDialog('month')}
          >
            <span className={styles.periodText}>{period}</span>
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-label={arrows.next}
            onClick={() => onRange(stepRange(range, 1))}
          >
            ›
          </Button>
        </div>
      </div>
      <div className={styles.toolbarLine}>
        {!narrow && finders}
        {!narrow && props.paint}
        <div className={`${styles.toolbarGroup} ${styles.toolbarEnd}`}>
          {props.history}
          {props.onNew && (
            <Button size="small" onClick={props.onNew}>
              {t('calendar.toolbar.new')}
            </Button>
          )}
          {props.publish}
          <Button
            size="small"
            variant="secondary"
            aria-expanded={moreOpen}
            aria-controls={moreId}
            onClick={() => setMoreOpen(!moreOpen)}
          >
            {t(moreOpen ? 'calendar.toolbar.fewerTools' : 'calendar.toolbar.moreTools')}
          </Button>
        </div>
      </div>
      {/* Hidden, not removed: the tools' dialogs belong to them and stay open when the panel closes. */}
      <div id={moreId} className={styles.morePanel} hidden={!moreOpen}>
        {narrow && <div className={styles.moreGroup}>{finders}</div>}
        <MoreGroup heading={t('calendar.toolbar.showGroup')}>
          <Button size="small" variant="secondary" onClick={props.onRefresh} busy={props.refreshing}>
            {t('calendar.toolbar.refresh')}
          </Button>
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
          <Button size="small" variant="secondary" onClick={() => setDialog('range')}>
            {t('calendar.toolbar.range')}: {formatDate(range.from)} – {formatDate(range.to)}
          </Button>
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
        </MoreGroup>
        {props.planTools && (
          <MoreGroup heading={t('calendar.toolbar.planGroup')}>{props.planTools}</MoreGroup>
        )}
        <MoreGroup heading={t('calendar.toolbar.outputGroup')}>
          <Button size="small" variant="secondary" onClick={props.onExport} busy={props.exporting}>
            {props.exporting ? t('calendar.toolbar.exporting') : t('calendar.toolbar.export')}
          </Button>
          <Button size="small" variant="secondary" onClick={() => setDialog('leaveCalendar')}>
            {t('leaveCalendar.action')}
          </Button>
          {props.outputTools}
        </MoreGroup>
      </div>
      {dialog === 'range' && (
        <RangeDialog
          from={range.from}
          to={range.to}
          today={today}
          firstDay={firstDay}
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
          today={today}
          firstDay={firstDay}
          onClose={() => setDialog(null)}
          onChoose={(next) => {
            setDialog(null);
            onRange(rangeAt(range, next.from, firstDay));
          }}
          onQuick={(preset) => {
            setDialog(null);
            onRange(quickRange(preset, range, today, firstDay));
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

/** A kind of tool under "more": a group named by its small heading. */
function MoreGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.moreGroup} role="group" aria-labelledby={id}>
      <p id={id} className={styles.moreHeading}>
        {heading}
      </p>
      {children}
    </div>
  );
}

/**
 * "Go to date": a typed day counts once it is finished (Enter, or leaving the field), a picked one at once, so
 * that typing 2, 3, 1, 1, ... does not jump through the days on the way.
 */
function JumpToDate({
  shown,
  today,
  onJump,
}: {
  shown: string;
  today: string;
  onJump: (date: string) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(shown);
  const latest = useRef<string | null>(shown);
  const commit = () => {
    const date = latest.current;
    if (date && date !== shown && date >= firstCalendarDay && date <= lastCalendarDay(today)) onJump(date);
  };
  return (
    <div
      className={styles.jump}
      onKeyDownCapture={(event) => event.key === 'Enter' && commit()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) commit();
      }}
    >
      <DateField
        label={t('calendar.toolbar.date')}
        value={draft}
        minValue={firstCalendarDay}
        maxValue={lastCalendarDay(today)}
        onChange={(date) => {
          latest.current = date;
          setDraft(date);
        }}
        onPickerClose={commit}
      />
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
