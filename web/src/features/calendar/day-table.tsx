import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCalendarSlot, TRuleMarker } from '@app/shared/calendar/calendar-view';
import { addDays, isoWeekdayOf, type PlainDate } from '@app/shared/time/tenant-time';
import { formatDate, weekdayNames } from '#lib/format';
import { compareSlots, isDraggable, isNeutralAbsence, type GridModel } from './calendar-model';
import { weekStart, type FirstWeekday } from './calendar-range';
import type { GridGesture } from './calendar-gestures';
import { gridEventHandlers } from './grid-events';
import { RuleMarkerBadge, slotDescription, slotHolder } from './grid-parts';
import { SlotChip } from './slot-chip';
import styles from './calendar.module.css';

export interface DayTableProps {
  model: GridModel;
  view: 'MONTH' | 'WEEK';
  names: ReadonlyMap<string, string>;
  selection: ReadonlySet<string>;
  canPlan: boolean;
  /** People whose slots show (the search box); null: everyone. */
  visibleUserIds: ReadonlySet<string> | null;
  onSlotClick: (slot: TCalendarSlot, event: MouseEvent) => void;
  /** Day numbers and slot menus: true when something opened. */
  onGesture?: ((gesture: GridGesture) => boolean) | undefined;
  /** Where each week row begins (setting `calendar.weekStart`). */
  firstDay?: FirstWeekday;
  /** Leave out the Saturday and Sunday columns (setting `calendar.showWeekends` off). */
  hideWeekends?: boolean;
}

/**
 * The MONTH and WEEK views: days in weeks (Monday first), each day listing its entries in the order of the day
 * with the person's name. A range of a month shows its weeks; days outside the range are dimmed.
 */
export function DayTable({
  model,
  view,
  names,
  selection,
  canPlan,
  visibleUserIds,
  onSlotClick,
  onGesture,
  firstDay = 1,
  hideWeekends = false,
}: DayTableProps) {
  const { t, i18n } = useTranslation();
  const first = model.days[0]?.date;
  const last = model.days.at(-1)?.date;
  if (!first || !last) return null;
  const byDate = new Map<PlainDate, TCalendarSlot[]>();
  for (const [key, slots] of model.cells) {
    const date = key.slice(key.lastIndexOf('|') + 1);
    const kept = slots.filter(
      (slot) => visibleUserIds === null || slot.userId === null || visibleUserIds.has(slot.userId),
    );
    byDate.set(date, [...(byDate.get(date) ?? []), ...kept]);
  }
  for (const list of byDate.values()) list.sort(compareSlots);
  // The day's rule findings (of the people shown, and the units' own) on the day number.
  const markersByDate = new Map<PlainDate, TRuleMarker[]>();
  for (const [key, markers] of model.markers) {
    const date = key.slice(key.lastIndexOf('|') + 1);
    const kept = markers.filter(
      (marker) => visibleUserIds === null || marker.userId === null || visibleUserIds.has(marker.userId),
    );
    if (kept.length) markersByDate.set(date, [...(markersByDate.get(date) ?? []), ...kept]);
  }
  const shown = (date: PlainDate) => !hideWeekends || isoWeekdayOf(date) < 6;
  const weeks: PlainDate[][] = [];
  for (let start = weekStart(first, firstDay); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(start, index)).filter(shown));
  }
  // The header follows the first row's days: Monday-first names, rotated and filtered like the dates.
  const dayNames = weekdayNames(i18n.resolvedLanguage === 'en' ? 'en' : 'de', 'short');
  const weekdays = (weeks[0] ?? []).map((date) => dayNames[isoWeekdayOf(date) - 1] ?? '');
  const days = new Map(model.days.map((day) => [day.date, day]));

  const events = gridEventHandlers({ model, onSlotClick, onGesture });

  return (
    <div className={styles.tableScroller}>
      <table
        className={styles.dayTable}
        data-calendar-grid={view.toLowerCase()}
        onClick={events.onClick}
        onContextMenu={events.onContextMenu}
        onKeyDown={events.onKeyDown}
      >
        <thead>
          <tr>
            <th scope="col">{t('calendar.grid.week', { week: '' }).trim()}</th>
            {weekdays.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              <th scope="row">{days.get(week.find((date) => isoWeekdayOf(date) === 1) ?? '')?.week ?? ''}</th>
              {week.map((date) => {
                const day = days.get(date);
                const slots = byDate.get(date) ?? [];
                return (
                  <td
                    key={date}
                    className={`${day ? '' : styles.outside} ${day?.weekend ? styles.weekend : ''}`}
                    data-date={date}
                    style={view === 'WEEK' ? { height: '24rem' } : undefined}
                  >
                    <div className={styles.dayNumber}>
                      {day ? (
                        <button type="button" className={styles.dayButton} data-day={date}>
                          {formatDate(date).slice(0, 6)}
                        </button>
                      ) : (
                        formatDate(date).slice(0, 6)
                      )}
                      {day && markersByDate.has(date) && (
                        <RuleMarkerBadge markers={markersByDate.get(date) ?? []} t={t} />
                      )}
                      {day && day.holidays.length > 0 && (
                        <span className={styles.holidayMark}> {day.holidays.join(', ')}</span>
                      )}
                    </div>
                    {day && (
                      <div className={styles.dayList}>
                        {slots.map((slot) => {
                          const label =
                            slot.clickType === 'CA' || slot.clickType === 'FB'
                              ? `${slot.begin ?? ''} ${slot.name}`.trim()
                              : `${slot.begin ?? ''} ${isNeutralAbsence(slot) ? t('calendar.grid.absent') : slot.shortName || slot.name} ${slotHolder(slot, names, t)}`.trim();
                          return (
                            <SlotChip
                              key={`${slot.key}|${date}`}
                              slot={slot}
                              label={label}
                              description={slotDescription(
                                slot,
                                label,
                                `${dayNames[isoWeekdayOf(date) - 1] ?? ''}, ${formatDate(date)}`,
                                names,
                                t,
                              )}
                              selected={slot.id !== null && selection.has(slot.id)}
                              requestsLabel={t('calendar.grid.requests', {
                                count: slot.requests.filter((request) => request.state === 'OPEN').length,
                              })}
                              draggable={canPlan && isDraggable(slot) && slot.date === date}
                            />
                          );
                        })}
                      </div>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
