import { memo } from 'react';
import type { TFunction } from 'i18next';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { TCalendarSlot, TRuleMarker } from '@app/shared/calendar/calendar-view';
import { minutesOfDay } from '@app/shared/time/tenant-time';
import { formatDate } from '#lib/format';
import {
  isDraggable,
  formatHours,
  holidayApplies,
  hoursTone,
  isNeutralAbsence,
  isPendingAbsence,
  manningStep,
  markerText,
  slotState,
  type DayColumn,
  type GridRow,
} from './calendar-model';
import { PersonHandle, SlotChip } from './slot-chip';
import styles from './calendar.module.css';

/** The pieces of the day grid: day headers, row headers and cells (memoised: a scroll re-renders only new ones). */

export type DayGridMode = 'people' | 'resources' | 'timeline';
export const rowHeaderWidth = 220;
/** On a phone the names get less room, so that two or three days fit beside them. */
export const narrowRowHeaderWidth = 112;

/** The row headers' width for a grid of `viewportWidth` pixels. */
export function rowHeaderWidthFor(viewportWidth: number): number {
  return viewportWidth > 0 && viewportWidth < 600 ? narrowRowHeaderWidth : rowHeaderWidth;
}
const maxChips = 2;

/**
 * A chip's accessible name: what it shows, then the shift, day, time and person (the visible text first, so that
 * speech input finds it by what is on screen).
 */
/**
 * Whose a shift is, in words: the person; "Offen" for a stored shift without one (what the home page and automatic
 * planning count as open); "planbar" for a template's slot nobody is planned in yet (docs/decisions.md, "One
 * meaning of open").
 */
export function slotHolder(slot: TCalendarSlot, names: ReadonlyMap<string, string>, t: TFunction): string {
  if (slot.userId) return names.get(slot.userId) ?? '';
  return t(slot.id === null && slot.clickType === 'SH' ? 'calendar.grid.plannable' : 'calendar.grid.open');
}

export function slotDescription(
  slot: TCalendarSlot,
  shown: string,
  dayName: string,
  names: ReadonlyMap<string, string>,
  t: TFunction,
): string {
  const who = slotHolder(slot, names, t);
  const times = slot.begin && slot.end ? `${slot.begin}–${slot.end}` : '';
  const name = isNeutralAbsence(slot) ? '' : slot.name;
  const pending = isPendingAbsence(slot) ? t('calendar.grid.pending') : '';
  const parts = [shown, name, pending, dayName, times, shown.includes(who) ? '' : who];
  return parts.filter((part, index) => part !== '' && parts.indexOf(part) === index).join(', ');
}

export function tooltipText(slot: TCalendarSlot, names: ReadonlyMap<string, string>, t: TFunction) {
  if (isNeutralAbsence(slot)) return t('calendar.grid.absent');
  const pending = isPendingAbsence(slot) ? t('calendar.grid.pending') : '';
  const foreign = slot.foreign ? t('calendar.grid.foreign') : '';
  if (slot.toolTip) return [slot.toolTip, pending, foreign].filter(Boolean).join('\n');
  const who = slotHolder(slot, names, t);
  const times = slot.begin && slot.end ? `${slot.begin}–${slot.end}` : '';
  return [slot.name, pending, times, who, slot.notes, foreign].filter(Boolean).join('\n');
}

export const DayHeader = memo(function DayHeader({
  day,
  column,
  offset,
  weekday,
  mode,
  t,
}: {
  day: DayColumn;
  column: VirtualItem;
  /** The row headers' width: where the days begin. */
  offset: number;
  weekday: string;
  mode: DayGridMode;
  t: TFunction;
}) {
  const marks = [
    ...day.holidays.map((name) => t('calendar.grid.holiday', { name })),
    ...day.schoolHolidays.map((name) => t('calendar.grid.schoolHoliday', { name })),
  ].join('\n');
  return (
    <div
      role="columnheader"
      className={`${styles.dayHead} ${day.weekend ? styles.weekend : ''}`}
      style={{ left: offset + column.start, width: column.size }}
      title={marks || undefined}
      data-date={day.date}
    >
      <button
        type="button"
        className={styles.dayButton}
        data-day={day.date}
        title={t('calendarDialog.day.plan', { date: formatDate(day.date) })}
      >
        {weekday} {formatDate(day.date).slice(0, 6)}
      </button>
      <small>{t('calendar.grid.week', { week: day.week })}</small>
      <span>
        {day.holidays.length > 0 && (
          <span className={styles.holidayMark} aria-label={marks}>
            F
          </span>
        )}
        {day.schoolHolidays.length > 0 && (
          <span className={styles.schoolMark} aria-label={marks}>
            {' '}
            S
          </span>
        )}
      </span>
      {mode === 'timeline' && (
        <span className={styles.hourTicks} aria-hidden="true">
          <span>0</span>
          <span>6</span>
          <span>12</span>
          <span>18</span>
          <span>24</span>
        </span>
      )}
    </div>
  );
});

export const RowHeader = memo(function RowHeader({
  row,
  width,
  canPlan,
  language,
  t,
}: {
  row: GridRow;
  width: number;
  canPlan: boolean;
  language: string;
  t: TFunction;
}) {
  if (row.kind === 'G') {
    return (
      <div className={styles.rowHead} role="rowheader" style={{ width, paddingLeft: 8 + row.depth * 12 }}>
        <span className={styles.rowName}>{row.name}</span>
      </div>
    );
  }
  if (row.kind === 'F') {
    return (
      <div className={styles.rowHead} role="rowheader" style={{ width }}>
        {t('calendar.grid.holidays')}
      </div>
    );
  }
  if (row.kind === 'B') {
    return (
      <div className={styles.rowHead} role="rowheader" style={{ width }} data-fixed-bar="">
        <span className={styles.rowName} style={{ borderLeft: `6px solid ${row.color}`, paddingLeft: 4 }}>
          {row.name}
        </span>
      </div>
    );
  }
  if (row.kind === 'R') {
    return (
      <div className={styles.rowHead} role="rowheader" style={{ width }}>
        <span className={styles.rowName}>{row.name || t('calendar.grid.noResource')}</span>
      </div>
    );
  }
  // Left out (a colleague's hours are not the reader's to know): nothing is shown, not "0" nor "–".
  const remaining = row.minutesRemaining;
  const tone = hoursTone(remaining ?? null);
  const hours = remaining === undefined || remaining === null ? null : formatHours(remaining, language);
  return (
    <div className={styles.rowHead} role="rowheader" style={{ width }}>
      <PersonHandle
        userId={row.userId}
        unitId={row.unitId}
        rowKey={row.key}
        name={row.displayName}
        label={t('calendar.grid.dragPerson', { name: row.displayName })}
        draggable={canPlan}
      />
      {canPlan && (
        <button
          type="button"
          className={styles.availabilityButton}
          data-availability={row.userId}
          data-unit={row.unitId}
          title={t('calendarDialog.availability.title')}
          aria-label={`${t('calendarDialog.availability.title')}: ${row.displayName}`}
        >
          i
        </button>
      )}
      {remaining === undefined ? null : hours === null ? (
        <span className={styles.hours} data-tone="none" title={t('calendar.grid.noWorkSheet')}>
          –
        </span>
      ) : (
        <span className={styles.hours} data-tone={tone} title={t('calendar.grid.remaining', { hours })}>
          {hours}
        </span>
      )}
    </div>
  );
});

export interface CellProps {
  row: GridRow;
  day: DayColumn;
  /** The day as a screen reader says it in the chips' names ("Mo., 30.11.2026"). */
  dayName: string;
  left: number;
  width: number;
  mode: DayGridMode;
  slots: TCalendarSlot[];
  manning: { percent: number; filled: number; required: number } | undefined;
  /** The rule findings of this cell (worst first); none: no marker. */
  markers?: readonly TRuleMarker[] | undefined;
  selection: ReadonlySet<string>;
  names: ReadonlyMap<string, string>;
  canPlan: boolean;
  t: TFunction;
}

export const Cell = memo(function Cell({
  row,
  day,
  dayName,
  left,
  width,
  mode,
  slots,
  manning,
  markers,
  selection,
  names,
  canPlan,
  t,
}: CellProps) {
  const drop =
    row.kind === 'U'
      ? { 'data-drop': 'cell', 'data-unit': row.unitId, 'data-user': row.userId }
      : row.kind === 'G'
        ? { 'data-drop': 'cell', 'data-unit': row.unitId, 'data-user': '' }
        : {};
  if (row.kind === 'F') {
    return (
      <div role="gridcell" className={`${styles.cell} ${styles.holidayMark}`} style={{ left, width }}>
        {day.holidaysOf
          .filter((holiday) => holidayApplies(holiday.unitIds, row.key))
          .map((holiday) => holiday.name)
          .join(', ')}
      </div>
    );
  }
  const shown = mode === 'timeline' ? slots : slots.slice(0, maxChips);
  const hidden = slots.length - shown.length + slots.reduce((sum, slot) => sum + slot.more, 0);
  return (
    <div
      role="gridcell"
      className={`${styles.cell} ${day.weekend ? styles.weekend : ''}`}
      style={{ left, width }}
      data-date={day.date}
      data-manning={manning === undefined ? undefined : manningStep(manning.percent)}
      title={manning === undefined ? undefined : t('calendar.grid.manning', manning)}
      {...drop}
    >
      {markers && markers.length > 0 && <RuleMarkerBadge markers={markers} t={t} />}
      {shown.map((slot) => {
        const state = slotState(slot);
        const text = isNeutralAbsence(slot) ? t('calendar.grid.absent') : slot.shortName || slot.name;
        const label = mode === 'resources' ? `${text} ${slotHolder(slot, names, t)}` : text;
        return (
          <SlotChip
            key={slot.key}
            slot={slot}
            label={label}
            description={slotDescription(slot, label, dayName, names, t)}
            selected={slot.id !== null && selection.has(slot.id)}
            draggable={canPlan && isDraggable(slot)}
            style={mode === 'timeline' ? barStyle(slot, width) : undefined}
            requestsLabel={
              state.requests
                ? t('calendar.grid.requests', {
                    count: slot.requests.filter((request) => request.state === 'OPEN').length,
                  })
                : undefined
            }
          />
        );
      })}
      {hidden > 0 && (
        <button type="button" className={styles.more} data-more="">
          {t('calendar.grid.more', { count: hidden })}
        </button>
      )}
    </div>
  );
});

/**
 * A cell's rule marker: red for an error, amber for a warning (the worst of the cell's findings), the findings'
 * rules and messages in its title and accessible label.
 */
export function RuleMarkerBadge({ markers, t }: { markers: readonly TRuleMarker[]; t: TFunction }) {
  const level = markers.some((marker) => marker.level === 'ERR') ? 'ERR' : 'WRN';
  const text = markerText(markers);
  const label = t(level === 'ERR' ? 'calendar.grid.ruleError' : 'calendar.grid.ruleWarning', {
    count: markers.length,
    text,
  });
  return (
    <span className={styles.ruleMarker} data-rule-marker={level} role="img" aria-label={label} title={label}>
      {level === 'ERR' ? '✕' : '!'}
    </span>
  );
}

/** A slot as a bar on the day's hour axis (whole-day items span the day; a night shift runs to midnight). */
function barStyle(slot: TCalendarSlot, width: number) {
  if (!slot.begin || !slot.end) return { position: 'absolute' as const, left: 0, width, top: 3, height: 16 };
  const begin = minutesOfDay(slot.begin);
  const end = minutesOfDay(slot.end) <= begin ? 1440 : minutesOfDay(slot.end);
  return {
    position: 'absolute' as const,
    left: (begin / 1440) * width,
    width: Math.max(8, ((end - begin) / 1440) * width),
    top: 20,
    height: 18,
  };
}
