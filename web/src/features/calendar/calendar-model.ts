import type {
  TCalendarData,
  TCalendarRow,
  TCalendarSlot,
  TRuleMarker,
} from '@app/shared/calendar/calendar-view';
import type { TActionExecute } from '@app/shared/calendar/calendar.contracts';
import { absenceStates } from '@app/shared/absences/absence';
import { isoWeekdayOf, isoWeekOf, type PlainDate } from '@app/shared/time/tenant-time';
import { daysOf } from './calendar-range';

/** A column of the day-based views: the day with its marks (spec: weekday, date, week number, holidays). */
export interface DayColumn {
  date: PlainDate;
  weekday: number;
  week: number;
  weekend: boolean;
  holidays: string[];
  /** The holidays with the units whose region has them (a unit's holiday row shows its own). */
  holidaysOf: { name: string; unitIds: readonly string[] }[];
  schoolHolidays: string[];
}

/** A row of the grid: the data's G, F and U rows, or a resource (RESOURCE view). */
export type GridRow = TCalendarRow | { kind: 'R'; key: string; resourceId: string | null; name: string };

/**
 * What the grids draw, computed once per data and filter: day columns, visible rows, and the slots of each
 * cell (`<rowKey>|<date>`). A slot over several days (an absence) is in the cell of each of its days.
 */
export interface GridModel {
  days: DayColumn[];
  rows: GridRow[];
  cells: Map<string, TCalendarSlot[]>;
  manning: Map<string, { percent: number; filled: number; required: number }>;
  /** Every slot by its key (clicks, tooltips and drags find their slot through `data-slot-key`). */
  slots: Map<string, TCalendarSlot>;
  /** The rule markers of each cell (`<rowKey>|<date>`): a person's row, or the unit row for unit findings. */
  markers: Map<string, TRuleMarker[]>;
  hasSchoolHolidays: boolean;
}

export function cellKey(rowKey: string, date: PlainDate): string {
  return `${rowKey}|${date}`;
}

export interface ModelFilter {
  /** Rows by name (case-insensitive, anywhere in the name); empty shows all. */
  search: string;
  /** Only slots of these resources (empty: all). */
  resourceIds: readonly string[];
  view: 'people' | 'resources';
  /** Leave Saturdays and Sundays out of the day columns (setting `calendar.showWeekends` off). */
  hideWeekends?: boolean;
}

function dayColumns(data: TCalendarData, hideWeekends: boolean): DayColumn[] {
  const holidays = new Map<string, { name: string; unitIds: readonly string[] }[]>();
  for (const holiday of data.holidays)
    holidays.set(holiday.date, [...(holidays.get(holiday.date) ?? []), holiday]);
  const dates = daysOf(data.from, data.to).filter((date) => !hideWeekends || isoWeekdayOf(date) < 6);
  return dates.map((date) => {
    const weekday = isoWeekdayOf(date);
    return {
      date,
      weekday,
      week: isoWeekOf(date),
      weekend: weekday >= 6,
      holidays: [...new Set((holidays.get(date) ?? []).map((holiday) => holiday.name))],
      holidaysOf: holidays.get(date) ?? [],
      schoolHolidays: data.schoolHolidays
        .filter((period) => period.start <= date && period.end >= date)
        .map((period) => period.name),
    };
  });
}

function matches(name: string, search: string): boolean {
  return search === '' || name.toLocaleLowerCase().includes(search);
}

function visibleRows(data: TCalendarData, filter: ModelFilter): GridRow[] {
  const search = filter.search.trim().toLocaleLowerCase();
  if (filter.view === 'resources') {
    const rows: GridRow[] = data.resources
      .filter((resource) => filter.resourceIds.length === 0 || filter.resourceIds.includes(resource.id))
      .filter((resource) => matches(resource.caption, search))
      .map((resource) => ({
        kind: 'R',
        key: `R#${resource.id}`,
        resourceId: resource.id,
        name: resource.caption,
      }));
    // Fixed bars stay on top of every view.
    return [...data.rows.filter((row) => row.kind === 'B'), ...rows];
  }
  // A holiday row (F) shows only when its unit has a holiday in the range.
  const withHolidays = data.rows.filter(
    (row) => row.kind !== 'F' || data.holidays.some((holiday) => holidayApplies(holiday.unitIds, row.key)),
  );
  if (search === '') return withHolidays;
  // A unit row (and its holiday row) stays when one of its people matches.
  const rows: GridRow[] = [];
  let pending: GridRow[] = [];
  for (const row of withHolidays) {
    if (row.kind === 'B') rows.push(row);
    else if (row.kind === 'G') pending = [row];
    else if (row.kind === 'F') pending.push(row);
    else if (matches(row.displayName, search)) {
      rows.push(...pending, row);
      pending = [];
    }
  }
  return rows;
}

/** The unit of a holiday row (key `F:<unitId>`), or null for a row of every unit. */
export function holidayRowUnit(key: string): string | null {
  const match = /^F[:#](.+)$/.exec(key);
  return match?.[1] ?? null;
}

/** Whether a holiday of `unitIds` (empty: every unit) belongs on the holiday row `rowKey`. */
export function holidayApplies(unitIds: readonly string[], rowKey: string): boolean {
  const unit = holidayRowUnit(rowKey);
  return unit === null || unitIds.length === 0 || unitIds.includes(unit);
}

function slotVisible(slot: TCalendarSlot, resourceIds: readonly string[]): boolean {
  if (resourceIds.length === 0) return true;
  return [slot.resourceId, ...slot.resourceIds].some((id) => id !== null && resourceIds.includes(id));
}

export function buildGridModel(data: TCalendarData, filter: ModelFilter): GridModel {
  const days = dayColumns(data, filter.hideWeekends ?? false);
  const cells = new Map<string, TCalendarSlot[]>();
  const add = (rowKey: string, date: PlainDate, slot: TCalendarSlot) => {
    const key = cellKey(rowKey, date);
    const list = cells.get(key);
    if (list) list.push(slot);
    else cells.set(key, [slot]);
  };
  const slots = new Map<string, TCalendarSlot>();
  for (const slot of data.slots) {
    slots.set(slot.key, slot);
    if (!slotVisible(slot, filter.resourceIds)) continue;
    const rowKey =
      filter.view === 'resources' && slot.clickType !== 'FB' ? `R#${slot.resourceId ?? ''}` : slot.rowKey;
    if (slot.endDate === slot.date) add(rowKey, slot.date, slot);
    else
      for (const date of daysOf(
        slot.date < data.from ? data.from : slot.date,
        slot.endDate > data.to ? data.to : slot.endDate,
      ))
        add(rowKey, date, slot);
  }
  for (const list of cells.values()) list.sort(compareSlots);
  const manning = new Map<string, { percent: number; filled: number; required: number }>();
  for (const day of data.manning) manning.set(cellKey(day.unitId, day.date), day);
  return {
    days,
    rows: visibleRows(data, filter),
    cells,
    manning,
    slots,
    markers: markerCells(data),
    hasSchoolHolidays: days.some((day) => day.schoolHolidays.length > 0),
  };
}

/** Slots of a cell in the order of the day: by begin time (whole-day items first), then by name. */
export function compareSlots(a: TCalendarSlot, b: TCalendarSlot): number {
  return (a.begin ?? '').localeCompare(b.begin ?? '') || a.name.localeCompare(b.name);
}

/** Hours remaining (target minus planned): grey at zero, red when over, green when hours are left. */
export type HoursTone = 'none' | 'zero' | 'negative' | 'positive';
/**
 * An absence whose type the reader may not know (a colleague's): the server sends no type (`eventId` null) and
 * the web shows it as "Abwesend"/"Absent".
 */
export function isNeutralAbsence(slot: Pick<TCalendarSlot, 'clickType' | 'eventId'>): boolean {
  return slot.clickType === 'AP' && slot.eventId === null;
}

/** Leave asked for and not yet approved: drawn apart from granted leave, never counted as granted. */
export function isPendingAbsence(slot: Pick<TCalendarSlot, 'clickType' | 'state'>): boolean {
  return slot.clickType === 'AP' && slot.state === absenceStates.requested;
}

export function hoursTone(minutesRemaining: number | null): HoursTone {
  if (minutesRemaining === null) return 'none';
  if (minutesRemaining === 0) return 'zero';
  return minutesRemaining < 0 ? 'negative' : 'positive';
}

/**
 * Whether a slot is a planned entry of its unit that the unit's people do not see yet: a shift or open shift
 * (not a proposal, an absence or another unit's shift) dated after the day the unit is published to.
 */
export function isUnpublished(
  slot: TCalendarSlot,
  publishedTo: Readonly<Record<string, string | null>>,
): boolean {
  if (slot.clickType !== 'SH' || slot.id === null || slot.foreign || slot.unitId === null) return false;
  if (slot.proposalRunId) return false;
  const published = publishedTo[slot.unitId] ?? null;
  return published === null || slot.date > published;
}

/** The entries of `unitId` in the loaded range that are not published yet (the publish button's count). */
export function unpublishedCount(data: Pick<TCalendarData, 'slots' | 'publishedTo'>, unitId: string): number {
  return data.slots.filter((slot) => slot.unitId === unitId && isUnpublished(slot, data.publishedTo)).length;
}

/** The units shown, each with its entries in the loaded range not published yet (the publish button's). */
export function publishableUnits(
  data: Pick<TCalendarData, 'rows' | 'slots' | 'publishedTo'> | undefined,
): { unitId: string; name: string; unpublished: number }[] {
  if (!data) return [];
  return data.rows.flatMap((row) =>
    row.kind === 'G'
      ? [{ unitId: row.unitId, name: row.name, unpublished: unpublishedCount(data, row.unitId) }]
      : [],
  );
}

/** Hours as the grid shows them: signed, with up to two decimals (`-7.5`, `12`, `0`). */
export function formatHours(minutes: number, language: string): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 }).format(
    minutes / 60,
  );
}

/** The manning colour step of a unit's day: 0, 25, 50, 75 or 100 percent (rounded down, capped). */
export function manningStep(percent: number): 0 | 25 | 50 | 75 | 100 {
  const step = Math.floor(Math.max(0, Math.min(100, percent)) / 25) * 25;
  return step as 0 | 25 | 50 | 75 | 100;
}

/** The spec's slot states, as the grid marks them. */
export interface SlotState {
  ghost: boolean;
  open: boolean;
  filled: boolean;
  requests: boolean;
  foreign: boolean;
}

/**
 * Whether a planner may drag the slot: an entry of this unit, filled or open (an open shift dragged onto a person
 * fills it; a shift dragged onto the unit's row is open again). Ghosts, absences and other units' shifts stay.
 */
export function isDraggable(slot: TCalendarSlot): boolean {
  return slot.id !== null && !slot.foreign && slot.clickType === 'SH';
}

export function slotState(slot: TCalendarSlot): SlotState {
  return {
    ghost: slot.id === null,
    open: slot.id !== null && slot.userId === null && slot.clickType === 'SH',
    filled: slot.id !== null && slot.userId !== null,
    requests: slot.requests.some((request) => request.state === 'OPEN'),
    foreign: slot.foreign,
  };
}

/** Only entries that exist (an id; spec: Id above 0) can be selected; foreign ones are not ours to change. */
export function canSelect(slot: TCalendarSlot): boolean {
  return slot.id !== null && !slot.foreign;
}

/**
 * A click with Ctrl or Meta toggles the slot in the selection (a plain click opens it instead: answer null).
 * A slot that cannot be selected leaves the selection as it is.
 */
export function toggleSelection(
  selection: ReadonlySet<string>,
  slot: TCalendarSlot,
  modifiers: { ctrlKey: boolean; metaKey: boolean },
): ReadonlySet<string> | null {
  if (!modifiers.ctrlKey && !modifiers.metaKey) return null;
  if (!canSelect(slot) || slot.id === null) return selection;
  const next = new Set(selection);
  if (next.has(slot.id)) next.delete(slot.id);
  else next.add(slot.id);
  return next;
}

/** What is dragged: a person (their row header) or an entry (a filled slot). */
export type DragSource =
  | { kind: 'person'; userId: string; unitId: string; name: string }
  | { kind: 'slot'; slot: TCalendarSlot };

/** Where it is dropped: a slot, or a cell of a row (a person's day, or a unit's day for open shifts). */
export type DropTarget =
  | { kind: 'slot'; slot: TCalendarSlot }
  | { kind: 'cell'; unitId: string; userId: string | null; date: PlainDate; resourceId: string | null };

/**
 * The drop action for a source on a target (spec "Drop payload"), or null when the drop means nothing:
 * a person onto an open or ghost slot fills it (DROP_SETUSER); an entry onto a person's day moves it to them
 * (DROP_MOVEUSER; with the copy modifier DROP_COPY), onto a unit's day (no person) makes it open again.
 */
export function dropAction(source: DragSource, target: DropTarget, copy: boolean): TActionExecute | null {
  if (source.kind === 'person') {
    if (target.kind !== 'slot') return null;
    const slot = target.slot;
    const state = slotState(slot);
    if (!(state.ghost || state.open) || slot.unitId === null || slot.foreign) return null;
    return {
      command: 'DROP_SETUSER',
      data: {
        ...(slot.id !== null ? { targetEntryId: slot.id } : {}),
        ...(slot.id === null && slot.templateId !== null ? { targetTemplateId: slot.templateId } : {}),
        ...(slot.resourceId !== null ? { targetResourceId: slot.resourceId } : {}),
        ...(slot.id !== null && slot.version !== null ? { version: slot.version } : {}),
        targetGroupId: slot.unitId,
        targetUserId: source.userId,
        targetDate: slot.date,
      },
    };
  }
  const moved = source.slot;
  if (moved.id === null || moved.foreign || moved.clickType !== 'SH') return null;
  const cell: Extract<DropTarget, { kind: 'cell' }> =
    target.kind === 'cell'
      ? target
      : {
          kind: 'cell',
          unitId: target.slot.unitId ?? moved.unitId ?? '',
          userId: target.slot.userId,
          date: target.slot.date,
          resourceId: target.slot.resourceId,
        };
  if (cell.unitId === '') return null;
  if (target.kind === 'slot' && target.slot.id === moved.id) return null;
  if (!copy && cell.userId === moved.userId && cell.date === moved.date && cell.unitId === moved.unitId)
    return null;
  return {
    command: copy ? 'DROP_COPY' : 'DROP_MOVEUSER',
    data: {
      sourceEntryId: moved.id,
      sourceUserId: moved.userId,
      targetGroupId: cell.unitId,
      targetUserId: cell.userId,
      targetDate: cell.date,
      ...(moved.version !== null ? { version: moved.version } : {}),
    },
  };
}

/**
 * Where each rule marker shows: a finding about a person on their row in the finding's unit (on each of their
 * rows when it names no unit, as the legal profile's do), one about a unit on the unit's row.
 */
export function markerCells(data: Pick<TCalendarData, 'rows' | 'ruleMarkers'>): Map<string, TRuleMarker[]> {
  const personRows = new Map<string, { unitId: string; key: string }[]>();
  const unitRows = new Map<string, string>();
  for (const row of data.rows) {
    if (row.kind === 'U')
      personRows.set(row.userId, [
        ...(personRows.get(row.userId) ?? []),
        { unitId: row.unitId, key: row.key },
      ]);
    else if (row.kind === 'G') unitRows.set(row.unitId, row.key);
  }
  const cells = new Map<string, TRuleMarker[]>();
  const add = (rowKey: string, marker: TRuleMarker) => {
    const key = cellKey(rowKey, marker.date);
    cells.set(key, [...(cells.get(key) ?? []), marker]);
  };
  for (const marker of data.ruleMarkers) {
    if (marker.userId) {
      const rows = personRows.get(marker.userId) ?? [];
      const own = rows.filter((row) => row.unitId === marker.unitId);
      for (const row of own.length ? own : rows) add(row.key, marker);
    } else if (marker.unitId) {
      const rowKey = unitRows.get(marker.unitId);
      if (rowKey) add(rowKey, marker);
    }
  }
  // Errors first: the cell shows the worst level.
  for (const list of cells.values())
    list.sort((a, b) => (a.level === b.level ? 0 : a.level === 'ERR' ? -1 : 1));
  return cells;
}

/** The text of a cell's markers (its title and accessible label): each finding's rule and message. */
export function markerText(markers: readonly TRuleMarker[]): string {
  return markers.map((marker) => `${marker.ruleName}: ${marker.message}`).join('\n');
}
