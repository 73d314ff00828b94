import type { KeyboardEvent, MouseEvent } from 'react';
import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { isMenuKey, type GridGesture } from './calendar-gestures';
import type { GridModel } from './calendar-model';

/**
 * One listener per grid for clicks, right clicks and the menu key (not one per cell): the target's data
 * attributes say what was hit (`data-slot-key`, `data-availability`, `data-more`, `data-day`, `data-drop`).
 */
export interface GridEventsOptions {
  model: GridModel;
  /** A plain or modified click on a slot: the board selects (Ctrl, Meta) or opens. */
  onSlotClick: (slot: TCalendarSlot, event: MouseEvent) => void;
  /** Answers whether something opens (then the browser's own context menu stays shut). */
  onGesture?: ((gesture: GridGesture) => boolean) | undefined;
}

function closest(target: EventTarget | null, selector: string): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(selector) : null;
}

function slotOf(target: EventTarget | null, model: GridModel) {
  const key = closest(target, '[data-slot-key]')?.dataset.slotKey;
  return key === undefined ? undefined : model.slots.get(key);
}

/** The cell under the target: its unit, person (empty for a unit row), day and row. */
function cellOf(target: EventTarget | null) {
  const cell = closest(target, '[data-drop]');
  const { unit, date, user } = cell?.dataset ?? {};
  if (!unit || !date) return undefined;
  return {
    unitId: unit,
    userId: user || null,
    date,
    rowKey: closest(cell, '[data-row-key]')?.dataset.rowKey,
  };
}

export function gridEventHandlers({ model, onSlotClick, onGesture }: GridEventsOptions) {
  const report = (gesture: GridGesture) => onGesture?.(gesture) ?? false;

  function onClick(event: MouseEvent) {
    const person = closest(event.target, '[data-availability]');
    if (person?.dataset.availability && person.dataset.unit) {
      report({ kind: 'person', userId: person.dataset.availability, unitId: person.dataset.unit });
      return;
    }
    const slot = slotOf(event.target, model);
    if (slot) {
      onSlotClick(slot, event);
      return;
    }
    const cell = cellOf(event.target);
    if (closest(event.target, '[data-more]') && cell?.rowKey) {
      report({
        kind: 'more',
        rowKey: cell.rowKey,
        unitId: cell.unitId,
        userId: cell.userId,
        date: cell.date,
      });
      return;
    }
    const day = closest(event.target, '[data-day]')?.dataset.day;
    if (day) {
      report({ kind: 'day', date: day });
      return;
    }
    if (cell) report({ kind: 'cell', unitId: cell.unitId, userId: cell.userId, date: cell.date });
  }

  function onContextMenu(event: MouseEvent) {
    const slot = slotOf(event.target, model);
    const cell = slot ? undefined : cellOf(event.target);
    const opened = slot
      ? report({ kind: 'slotMenu', slot, anchor: { x: event.clientX, y: event.clientY } })
      : cell
        ? report({ kind: 'cellMenu', unitId: cell.unitId, userId: cell.userId, date: cell.date })
        : false;
    if (opened) event.preventDefault();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!isMenuKey(event)) return;
    const element = closest(event.target, '[data-slot-key]');
    const slot = slotOf(element, model);
    if (!element || !slot) return;
    // The keyboard has no pointer: the menu opens at the slot's lower left corner.
    const bounds = element.getBoundingClientRect();
    if (report({ kind: 'slotMenu', slot, anchor: { x: bounds.left, y: bounds.bottom } }))
      event.preventDefault();
  }

  return { onClick, onContextMenu, onKeyDown };
}
