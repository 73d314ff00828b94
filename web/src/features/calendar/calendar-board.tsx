import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import type { TActionExecute } from '@app/shared/calendar/calendar.contracts';
import type { PlainDate } from '@app/shared/time/tenant-time';
import { MutedText } from '#ui/layout';
import type { CalendarDialogRequest } from './dialogs/types';
import { gestureRequest, type GridGesture } from './calendar-gestures';
import { buildGridModel, toggleSelection, type GridModel } from './calendar-model';
import type { CalendarRange, FirstWeekday } from './calendar-range';
import { CalendarDnd } from './calendar-dnd';
import { DayGrid } from './day-grid';
import { DayTable } from './day-table';
import { UnpublishedMarks } from './slot-chip';
import styles from './calendar.module.css';

export interface CalendarBoardProps {
  data: TCalendarData;
  view: CalendarRange['view'];
  search: string;
  resourceFilter: readonly string[];
  /**
   * A dialog to open for what the user did: a slot clicked (without Ctrl or Meta) or right-clicked, an empty cell,
   * a day header, "+n more", a person's availability (`gestureRequest` maps the gestures).
   */
  onRequest: (request: CalendarDialogRequest) => void;
  /** The signed-in person (their own row offers a new entry) and the tenant's today (past days show ACTUAL). */
  me: string;
  today: PlainDate;
  onDrop: (action: TActionExecute) => void;
  /** The model as drawn, for the Excel export of what is shown. */
  onModel?: (model: GridModel) => void;
  initialSize?: { width: number; height: number };
  /** The caller's calendar settings (defaults: today's behaviour). */
  layout?: BoardLayout;
  /** The day the people, resource and timeline views bring into sight (a rule finding's, or today). */
  scrollToDate?: PlainDate | null;
}

/** How the days are laid out: settings `calendar.weekStart`, `calendar.showWeekends`, `calendar.fixedTableSize`. */
export interface BoardLayout {
  firstDay: FirstWeekday;
  showWeekends: boolean;
  fixedTableSize: boolean;
}
const defaultLayout: BoardLayout = { firstDay: 1, showWeekends: true, fixedTableSize: true };

/**
 * The calendar's data in the chosen view, with selection (Ctrl or Meta click) and drag and drop. Pure
 * presentation of `TCalendarData`: the page loads it and runs what the user does.
 */
export function CalendarBoard({
  data,
  view,
  search,
  resourceFilter,
  onRequest,
  me,
  today,
  onDrop,
  onModel,
  initialSize,
  scrollToDate = null,
  layout = defaultLayout,
}: CalendarBoardProps) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  // Weekends hide in the WEEK and USER views only: the month keeps its calendar shape, areas and timeline all days.
  const hideWeekends = !layout.showWeekends && (view === 'WEEK' || view === 'USER');
  const model = useMemo(
    () =>
      buildGridModel(data, {
        search,
        resourceIds: resourceFilter,
        view: view === 'RESOURCE' ? 'resources' : 'people',
        hideWeekends,
      }),
    [data, search, resourceFilter, view, hideWeekends],
  );
  useEffect(() => onModel?.(model), [model, onModel]);
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const row of data.rows) if (row.kind === 'U') map.set(row.userId, row.displayName);
    return map;
  }, [data]);
  const visibleUserIds = useMemo(() => {
    if (search.trim() === '') return null;
    return new Set(model.rows.flatMap((row) => (row.kind === 'U' ? [row.userId] : [])));
  }, [model, search]);
  const canPlan = data.access.plan;
  const unpublishedLabel = t('calendar.grid.unpublished');
  // Planners see which entries their people do not see yet; everyone else sees published entries only.
  const unpublishedMarks = useMemo(
    () => (canPlan ? { publishedTo: data.publishedTo, label: unpublishedLabel } : null),
    [canPlan, data.publishedTo, unpublishedLabel],
  );

  function handleSlotClick(slot: TCalendarSlot, event: MouseEvent) {
    const next = toggleSelection(selection, slot, event);
    if (next) setSelection(next);
    else handleGesture({ kind: 'slot', slot });
  }

  function handleGesture(gesture: GridGesture): boolean {
    const request = gestureRequest(gesture, { access: data.access, me, today, model });
    if (request) onRequest(request);
    return request !== null;
  }

  return (
    <UnpublishedMarks.Provider value={unpublishedMarks}>
      <CalendarDnd model={model} enabled={canPlan} onDrop={onDrop}>
        {selection.size > 0 && (
          <MutedText aria-live="polite">{t('calendar.grid.selected', { count: selection.size })}</MutedText>
        )}
        {model.rows.length === 0 && <MutedText>{t('calendar.empty')}</MutedText>}
        {view === 'MONTH' || view === 'WEEK' ? (
          <DayTable
            model={model}
            view={view}
            names={names}
            selection={selection}
            canPlan={canPlan}
            visibleUserIds={visibleUserIds}
            onSlotClick={handleSlotClick}
            onGesture={handleGesture}
            firstDay={layout.firstDay}
            hideWeekends={hideWeekends}
          />
        ) : (
          <DayGrid
            model={model}
            mode={view === 'RESOURCE' ? 'resources' : view === 'TIMELINE' ? 'timeline' : 'people'}
            names={names}
            selection={selection}
            canPlan={canPlan}
            onSlotClick={handleSlotClick}
            onGesture={handleGesture}
            fitWidth={!layout.fixedTableSize}
            scrollToDate={scrollToDate}
            {...(initialSize ? { initialSize } : {})}
          />
        )}
        {model.hasSchoolHolidays && data.schoolHolidayAttribution && (
          <p className={styles.attribution}>
            {t('calendar.attribution', { attribution: data.schoolHolidayAttribution })}
          </p>
        )}
      </CalendarDnd>
    </UnpublishedMarks.Provider>
  );
}
