import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import type { TActionExecute } from '@app/shared/calendar/calendar.contracts';
import { MutedText } from '#ui/layout';
import { buildGridModel, toggleSelection, type GridModel } from './calendar-model';
import type { CalendarRange } from './calendar-range';
import { CalendarDnd } from './calendar-dnd';
import { DayGrid } from './day-grid';
import { DayTable } from './day-table';
import styles from './calendar.module.css';

export interface CalendarBoardProps {
  data: TCalendarData;
  view: CalendarRange['view'];
  search: string;
  resourceFilter: readonly string[];
  /** A click on a slot (without Ctrl or Meta): the slot's click type says which dialog opens. */
  onOpen: (clickType: TCalendarSlot['clickType'], slot: TCalendarSlot) => void;
  /** A click on an empty spot of a cell: a new entry there. */
  onCellOpen?: (cell: { unitId: string; userId: string | null; date: string }) => void;
  onDrop: (action: TActionExecute) => void;
  /** The model as drawn, for the Excel export of what is shown. */
  onModel?: (model: GridModel) => void;
  initialSize?: { width: number; height: number };
}

/**
 * The calendar's data in the chosen view, with selection (Ctrl or Meta click) and drag and drop. Pure
 * presentation of `TCalendarData`: the page loads it and runs what the user does.
 */
export function CalendarBoard({
  data,
  view,
  search,
  resourceFilter,
  onOpen,
  onCellOpen,
  onDrop,
  onModel,
  initialSize,
}: CalendarBoardProps) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const model = useMemo(
    () =>
      buildGridModel(data, {
        search,
        resourceIds: resourceFilter,
        view: view === 'RESOURCE' ? 'resources' : 'people',
      }),
    [data, search, resourceFilter, view],
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

  function handleSlotClick(slot: TCalendarSlot, event: MouseEvent) {
    const next = toggleSelection(selection, slot, event);
    if (next) setSelection(next);
    else onOpen(slot.clickType, slot);
  }

  return (
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
        />
      ) : (
        <DayGrid
          model={model}
          mode={view === 'RESOURCE' ? 'resources' : view === 'TIMELINE' ? 'timeline' : 'people'}
          names={names}
          selection={selection}
          canPlan={canPlan}
          onSlotClick={handleSlotClick}
          {...(onCellOpen ? { onCellClick: onCellOpen } : {})}
          {...(initialSize ? { initialSize } : {})}
        />
      )}
      {model.hasSchoolHolidays && data.schoolHolidayAttribution && (
        <p className={styles.attribution}>
          {t('calendar.attribution', { attribution: data.schoolHolidayAttribution })}
        </p>
      )}
    </CalendarDnd>
  );
}
