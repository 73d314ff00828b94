import { useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { tooltipDelayMs } from '#ui/widgets/delayed-popover';
import { formatDate, weekdayNames } from '#lib/format';
import type { GridGesture } from './calendar-gestures';
import { cellKey, type GridModel, type GridRow } from './calendar-model';
import { gridEventHandlers } from './grid-events';
import {
  Cell,
  DayHeader,
  RowHeader,
  rowHeaderWidth,
  rowHeaderWidthFor,
  tooltipText,
  type DayGridMode,
} from './grid-parts';
import { usePrinting } from './use-printing';
import styles from './calendar.module.css';

export { rowHeaderWidth, type DayGridMode };

export interface DayGridProps {
  model: GridModel;
  mode: DayGridMode;
  /** Display names by user id (a resource row names the person of each slot). */
  names: ReadonlyMap<string, string>;
  selection: ReadonlySet<string>;
  /** The caller plans here: people and shifts can be dragged. */
  canPlan: boolean;
  onSlotClick: (slot: TCalendarSlot, event: MouseEvent) => void;
  /** Everything else the user does on the grid (cells, day headers, "+n more", menus): true when it opened. */
  onGesture?: ((gesture: GridGesture) => boolean) | undefined;
  /** Scroll area size before the browser measures it (tests, the first frame). */
  initialSize?: { width: number; height: number };
  /**
   * Setting `calendar.fixedTableSize` off: the days of the people and resource views share the visible width
   * (never narrower than `minDayWidth`) instead of keeping their fixed width. The timeline keeps its width.
   */
  fitWidth?: boolean;
  /** Brought into sight when it changes (its column at the left, beside the row headers). */
  scrollToDate?: string | null;
}

export const headerHeight = 56;
const dayWidth: Record<DayGridMode, number> = { people: 96, resources: 110, timeline: 480 };
/** Below this a day's entries cannot be told apart; a long range scrolls sideways again. */
export const minDayWidth = 36;

/** The width of a day column: fixed per mode, or the visible width beside the row headers shared by the days. */
export function dayColumnWidth(
  mode: DayGridMode,
  fitWidth: boolean,
  viewportWidth: number,
  days: number,
  headerWidth = rowHeaderWidth,
): number {
  if (!fitWidth || mode === 'timeline' || days === 0) return dayWidth[mode];
  return Math.max(minDayWidth, Math.floor((viewportWidth - headerWidth) / days));
}
const rowHeights: Record<GridRow['kind'], number> = { G: 26, F: 22, U: 44, R: 44, B: 26 };
/** The width of a landscape A4 sheet inside its 10 mm margins, in CSS pixels: printed days share it. */
export const printWidth = 1040;
const everyIndex = (range: Range) => Array.from({ length: range.count }, (_, index) => index);
const emptySlots: TCalendarSlot[] = [];

/** Below the chip, or above it where the window ends, and never past the window's left or right edge. */
export function placeTooltip(box: HTMLElement, chip: DOMRect): void {
  const margin = 8;
  const { width, height } = box.getBoundingClientRect();
  const left = Math.max(margin, Math.min(chip.left, window.innerWidth - width - margin));
  const below = chip.bottom + 4;
  const top = below + height > window.innerHeight - margin ? Math.max(margin, chip.top - height - 4) : below;
  box.style.left = `${left}px`;
  box.style.top = `${top}px`;
}

/**
 * The USER, RESOURCE and TIMELINE views: rows (people or resources) by day columns, virtualised in both
 * directions so that only the cells in sight (plus a few) exist; the day header and the row headers stick.
 * Tooltips, clicks and drop highlighting are delegated to the scroll area, not bound per cell.
 */
export function DayGrid({
  model,
  mode,
  names,
  selection,
  canPlan,
  onSlotClick,
  onGesture,
  initialSize,
  fitWidth = false,
  scrollToDate = null,
}: DayGridProps) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const tooltip = useRef<HTMLDivElement>(null);
  const tooltipTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const rect = initialSize ?? { width: 1200, height: 700 };
  const printing = usePrinting();
  const rangeExtractor = printing ? everyIndex : defaultRangeExtractor;
  // The virtualiser re-renders the grid on scroll by design; its functions are never memoised here.
  // oxlint-disable-next-line react-hooks-js/incompatible-library
  const rows = useVirtualizer({
    count: model.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => rowHeights[model.rows[index]?.kind ?? 'U'],
    overscan: 4,
    rangeExtractor,
    initialRect: rect,
  });
  // The rows' virtualiser observes the same scroll area: its width (0 while not laid out) sizes fitted days.
  const measured = rows.scrollRect?.width ?? 0;
  const visibleWidth = measured > 0 ? measured : rect.width;
  const headerWidth = printing ? rowHeaderWidth : rowHeaderWidthFor(visibleWidth);
  const width = printing
    ? dayColumnWidth(mode, true, printWidth, model.days.length)
    : dayColumnWidth(mode, fitWidth, visibleWidth, model.days.length, headerWidth);
  const columnKey = useCallback((index: number) => `${width}:${index}`, [width]);
  const columns = useVirtualizer({
    horizontal: true,
    count: model.days.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => width,
    // Sizes are estimated once per key: a new width (resize, setting, printing) gives new keys, so the columns
    // are laid out again in the same render (the sheet is laid out right after `beforeprint`).
    getItemKey: columnKey,
    overscan: 2,
    rangeExtractor,
    initialRect: rect,
  });
  const scrollIndex = scrollToDate ? model.days.findIndex((day) => day.date === scrollToDate) : -1;
  useEffect(() => {
    // The day before it stays in sight: what led up to it.
    if (scrollIndex >= 0) columns.scrollToIndex(Math.max(0, scrollIndex - 1), { align: 'start' });
  }, [scrollIndex, columns]);
  const virtualColumns = columns.getVirtualItems();
  const totalWidth = headerWidth + columns.getTotalSize();
  const weekdays = weekdayNames(i18n.resolvedLanguage === 'en' ? 'en' : 'de', 'short');

  const slotAt = useCallback(
    (target: EventTarget | null) => {
      const element = target instanceof Element ? target.closest<HTMLElement>('[data-slot-key]') : null;
      const key = element?.dataset.slotKey;
      return key === undefined ? undefined : { element, slot: model.slots.get(key) };
    },
    [model],
  );

  const events = gridEventHandlers({ model, onSlotClick, onGesture });

  function hideTooltip() {
    clearTimeout(tooltipTimer.current);
    if (tooltip.current) tooltip.current.hidden = true;
  }

  function handlePointerOver(event: PointerEvent) {
    const found = slotAt(event.target);
    hideTooltip();
    // A tap opens the details right away: a tooltip would only cover them.
    if (event.pointerType === 'touch' || !found?.slot || !found.element) return;
    const { slot, element } = found;
    tooltipTimer.current = setTimeout(() => {
      const box = tooltip.current;
      if (!box || !element.isConnected) return;
      const bounds = element.getBoundingClientRect();
      box.textContent = tooltipText(slot, names, t);
      box.hidden = false;
      placeTooltip(box, bounds);
    }, tooltipDelayMs);
  }

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      role="grid"
      aria-rowcount={model.rows.length + 1}
      aria-colcount={model.days.length + 1}
      aria-label={t('calendar.grid.label', {
        from: formatDate(model.days[0]?.date ?? ''),
        to: formatDate(model.days.at(-1)?.date ?? ''),
      })}
      data-calendar-grid={mode}
      onClick={events.onClick}
      onContextMenu={events.onContextMenu}
      onKeyDown={events.onKeyDown}
      onPointerOver={handlePointerOver}
      onPointerLeave={hideTooltip}
      onScroll={hideTooltip}
    >
      <div
        className={styles.canvas}
        style={{ width: totalWidth, height: headerHeight + rows.getTotalSize() }}
      >
        <div
          className={styles.header}
          role="row"
          aria-rowindex={1}
          style={{ width: totalWidth, height: headerHeight }}
        >
          <div className={styles.corner} role="columnheader" style={{ width: headerWidth }}>
            {t(mode === 'resources' ? 'calendar.grid.resource' : 'calendar.grid.person')}
          </div>
          {virtualColumns.map((column) => {
            const day = model.days[column.index];
            return day ? (
              <DayHeader
                key={day.date}
                day={day}
                column={column}
                offset={headerWidth}
                weekday={weekdays[day.weekday - 1] ?? ''}
                mode={mode}
                t={t}
              />
            ) : null;
          })}
        </div>
        {rows.getVirtualItems().map((item) => {
          const row = model.rows[item.index];
          if (!row) return null;
          return (
            <div
              key={row.key}
              role="row"
              aria-rowindex={item.index + 2}
              className={`${styles.row} ${row.kind === 'G' ? styles.groupRow : ''} ${row.kind === 'F' ? styles.holidayRow : ''}`}
              style={{ top: headerHeight + item.start, height: item.size, width: totalWidth }}
              data-row-key={row.key}
            >
              <RowHeader
                row={row}
                width={headerWidth}
                canPlan={canPlan}
                language={i18n.resolvedLanguage ?? 'de'}
                t={t}
              />
              {virtualColumns.map((column) => {
                const day = model.days[column.index];
                if (!day) return null;
                return (
                  <Cell
                    key={day.date}
                    row={row}
                    day={day}
                    dayName={`${weekdays[day.weekday - 1] ?? ''}, ${formatDate(day.date)}`}
                    left={headerWidth + column.start}
                    width={column.size}
                    mode={mode}
                    slots={model.cells.get(cellKey(row.key, day.date)) ?? emptySlots}
                    manning={row.kind === 'G' ? model.manning.get(cellKey(row.unitId, day.date)) : undefined}
                    markers={model.markers.get(cellKey(row.key, day.date))}
                    selection={selection}
                    names={names}
                    canPlan={canPlan}
                    t={t}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
      <div ref={tooltip} className={styles.tooltip} role="tooltip" hidden />
    </div>
  );
}
