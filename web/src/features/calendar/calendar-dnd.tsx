import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { TActionExecute } from '@app/shared/calendar/calendar.contracts';
import { dropAction, type DragSource, type DropTarget, type GridModel } from './calendar-model';
import styles from './calendar.module.css';

/** The spec's drag threshold: a press that moves less than this is a click (or a selection), not a drag. */
export const dragThresholdPx = 10;

/** The element under a point that takes a drop: a slot first, else the cell around it. */
function dropElementAt(x: number, y: number): HTMLElement | null {
  const element = document.elementFromPoint(x, y);
  if (!(element instanceof HTMLElement)) return null;
  return element.closest<HTMLElement>('[data-slot-key]') ?? element.closest<HTMLElement>('[data-drop]');
}

/** What a drop element stands for (a slot of the model, or a cell's unit, person and day). */
export function dropTargetOf(element: HTMLElement, model: GridModel): DropTarget | null {
  const key = element.dataset.slotKey;
  if (key !== undefined) {
    const slot = model.slots.get(key);
    return slot ? { kind: 'slot', slot } : null;
  }
  const cell = element.closest<HTMLElement>('[data-drop]');
  const { unit, user, date } = cell?.dataset ?? {};
  if (!unit || !date) return null;
  return { kind: 'cell', unitId: unit, userId: user || null, date, resourceId: null };
}

function pointOf(event: DragMoveEvent | DragEndEvent): { x: number; y: number } | null {
  const start = event.activatorEvent;
  if (start instanceof MouseEvent || (typeof PointerEvent !== 'undefined' && start instanceof PointerEvent)) {
    return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
  }
  // Keyboard: the middle of the dragged item where it has been moved to.
  const rect = event.active.rect.current.translated;
  return rect ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } : null;
}

export interface CalendarDndProps {
  model: GridModel | null;
  enabled: boolean;
  onDrop: (action: TActionExecute) => void;
  children: ReactNode;
}

/**
 * Drag and drop of the calendar (dnd-kit, pointer and keyboard): people by their row header, entries by their
 * slot. The target under the pointer is found in the DOM and marked by a class, without a render of the grid,
 * so that hovering over 500 x 31 cells stays fast. Alt or Ctrl held at the drop copies instead of moving.
 */
export function CalendarDnd({ model, enabled, onDrop, children }: CalendarDndProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: dragThresholdPx } }),
    useSensor(KeyboardSensor),
  );
  const [dragging, setDragging] = useState<DragSource | null>(null);
  const highlighted = useRef<HTMLElement | null>(null);
  const copy = useRef(false);

  function highlight(element: HTMLElement | null) {
    if (highlighted.current === element) return;
    highlighted.current?.classList.remove(styles.dropOver ?? 'dropOver');
    element?.classList.add(styles.dropOver ?? 'dropOver');
    highlighted.current = element;
  }

  function trackModifiers(event: KeyboardEvent | PointerEvent) {
    copy.current = event.altKey || event.ctrlKey;
  }

  function stop() {
    highlight(null);
    setDragging(null);
    window.removeEventListener('keydown', trackModifiers, true);
    window.removeEventListener('keyup', trackModifiers, true);
    window.removeEventListener('pointermove', trackModifiers, true);
  }

  function handleStart(event: DragStartEvent) {
    const source = event.active.data.current as DragSource | undefined;
    setDragging(source ?? null);
    copy.current = false;
    window.addEventListener('keydown', trackModifiers, true);
    window.addEventListener('keyup', trackModifiers, true);
    window.addEventListener('pointermove', trackModifiers, true);
  }

  function handleMove(event: DragMoveEvent) {
    const point = pointOf(event);
    highlight(point ? dropElementAt(point.x, point.y) : null);
  }

  function handleEnd(event: DragEndEvent) {
    const source = event.active.data.current as DragSource | undefined;
    const point = pointOf(event);
    const element = highlighted.current ?? (point ? dropElementAt(point.x, point.y) : null);
    stop();
    if (!source || !element || !model) return;
    const target = dropTargetOf(element, model);
    const action = target ? dropAction(source, target, copy.current) : null;
    if (action) onDrop(action);
  }

  // What a screen reader hears, in the person's language (dnd-kit's own texts are English and name ids).
  const nameOf = (active: Active) => {
    const source = active.data.current as DragSource | undefined;
    if (!source) return '';
    return source.kind === 'person' ? source.name : source.slot.shortName || source.slot.name;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('calendar.dnd.picked', { name: nameOf(active) }),
    onDragOver: () => undefined,
    onDragEnd: ({ active }) => t('calendar.dnd.dropped', { name: nameOf(active) }),
    onDragCancel: ({ active }) => t('calendar.dnd.cancelled', { name: nameOf(active) }),
  };

  if (!enabled) return <>{children}</>;
  return (
    <DndContext
      sensors={sensors}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('calendar.dnd.instructions') },
      }}
      onDragStart={handleStart}
      onDragMove={handleMove}
      onDragEnd={handleEnd}
      onDragCancel={stop}
    >
      {children}
      <DragOverlay dropAnimation={null} style={{ pointerEvents: 'none' }}>
        {dragging && (
          <div className={styles.overlay}>
            {dragging.kind === 'person'
              ? dragging.name
              : t('calendar.grid.dragSlot', { name: dragging.slot.shortName || dragging.slot.name })}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
