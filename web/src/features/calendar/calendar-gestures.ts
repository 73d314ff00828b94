import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import type { PlainDate } from '@app/shared/time/tenant-time';
import type { CalendarDialogRequest, DayContentMode, DialogAnchor } from './dialogs/types';
import { cellKey, type GridModel } from './calendar-model';

/**
 * What the user did on the grid, before it is known which dialog answers it. The grids report these; `gestureRequest`
 * turns them into the dialogs' requests (who may do what is decided there, in one place).
 */
export type GridGesture =
  /** A plain click on a slot (Ctrl or Meta clicks select instead and never get here). */
  | { kind: 'slot'; slot: TCalendarSlot }
  /** A right click on a slot, or Shift+F10 / the context-menu key on a focused slot. */
  | { kind: 'slotMenu'; slot: TCalendarSlot; anchor: DialogAnchor }
  /** A click on an empty spot of a cell; `userId` null: the unit's row (open shifts). */
  | { kind: 'cell'; unitId: string; userId: string | null; date: PlainDate }
  /** A right click on an empty spot of a person's cell. */
  | { kind: 'cellMenu'; unitId: string; userId: string | null; date: PlainDate }
  /** A click on a day header (or a month view's day number). */
  | { kind: 'day'; date: PlainDate }
  /** The "+n more" marker of a cell. */
  | { kind: 'more'; rowKey: string; unitId: string; userId: string | null; date: PlainDate }
  /** The availability button of a person's row header. */
  | { kind: 'person'; unitId: string; userId: string };

export interface GestureContext {
  access: TCalendarData['access'];
  /** The signed-in person. */
  me: string;
  today: PlainDate;
  /** The model as drawn: the rows and cells a day's content is about. */
  model: GridModel;
}

/** Shift+F10 or the context-menu key: the keyboard's right click. */
export function isMenuKey(event: { key: string; shiftKey: boolean }): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

/**
 * The day content's mode for what a cell holds: only appointments and absences -> APP; a day gone by -> ACTUAL
 * (what was worked); otherwise the PLAN.
 */
export function dayContentMode(
  date: PlainDate,
  today: PlainDate,
  slots: readonly TCalendarSlot[],
): DayContentMode {
  const content = slots.filter((slot) => slot.id !== null);
  if (content.length > 0 && content.every((slot) => slot.clickType !== 'SH')) return 'APP';
  return date < today ? 'ACTUAL' : 'PLAN';
}

/** The day the availability of a row header is about: today when it is shown, else the first day shown. */
export function focusDay(model: GridModel, today: PlainDate): PlainDate {
  const first = model.days[0]?.date ?? today;
  const last = model.days.at(-1)?.date ?? today;
  return first <= today && today <= last ? today : first;
}

/** A day header: a planner sees the first unit's day (its open shifts), anyone else their own day. */
function dayRequest(date: PlainDate, context: GestureContext): CalendarDialogRequest | null {
  const { model, access, me, today } = context;
  if (access.plan) {
    const unit = model.rows.find((row) => row.kind === 'G');
    if (unit?.kind !== 'G') return null;
    // A unit's day is its open shifts: the plan, also for days gone by (nobody worked an open shift).
    return { kind: 'dayContent', mode: 'PLAN', unitId: unit.unitId, date, userId: null };
  }
  const own = model.rows.find((row) => row.kind === 'U' && row.userId === me);
  if (own?.kind !== 'U') return null;
  const slots = model.cells.get(cellKey(own.key, date)) ?? [];
  return {
    kind: 'dayContent',
    mode: dayContentMode(date, today, slots),
    unitId: own.unitId,
    date,
    userId: me,
  };
}

/** Which dialog answers a gesture; null: none (the caller may not do that here). */
export function gestureRequest(gesture: GridGesture, context: GestureContext): CalendarDialogRequest | null {
  const { access, me, today, model } = context;
  switch (gesture.kind) {
    case 'slot': {
      const { slot } = gesture;
      // An employee who may ask for shifts asks for a ghost (a template still to fill) straight away.
      if (slot.id === null && slot.clickType === 'SH' && slot.unitId && !access.plan) {
        if (!access.allowShiftInteractionRequest) return { kind: 'slot', clickType: slot.clickType, slot };
        return {
          kind: 'requestSlot',
          unitId: slot.unitId,
          date: slot.date,
          templateId: slot.templateId,
          resourceId: slot.resourceId,
        };
      }
      return { kind: 'slot', clickType: slot.clickType, slot };
    }
    case 'slotMenu':
      // The server's menu knows shifts and ghosts; holidays, absences and appointments have their details only.
      if (gesture.slot.clickType !== 'SH') return null;
      return { kind: 'menu', slot: gesture.slot, anchor: gesture.anchor };
    case 'cell':
      if (access.plan) {
        return { kind: 'picker', unitId: gesture.unitId, date: gesture.date, userId: gesture.userId };
      }
      if (gesture.userId !== null && gesture.userId === me) {
        return { kind: 'newEntry', unitId: gesture.unitId, date: gesture.date, userId: me };
      }
      return null;
    case 'cellMenu':
      if (gesture.userId === null || (!access.plan && gesture.userId !== me)) return null;
      return { kind: 'availability', userId: gesture.userId, date: gesture.date };
    case 'day':
      return dayRequest(gesture.date, context);
    case 'more': {
      if (!access.plan && gesture.userId !== me) return null;
      const slots = model.cells.get(cellKey(gesture.rowKey, gesture.date)) ?? [];
      return {
        kind: 'dayContent',
        mode: dayContentMode(gesture.date, today, slots),
        unitId: gesture.unitId,
        date: gesture.date,
        userId: gesture.userId,
      };
    }
    case 'person':
      if (!access.plan && gesture.userId !== me) return null;
      return { kind: 'availability', userId: gesture.userId, date: focusDay(model, today) };
  }
}
