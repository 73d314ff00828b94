import { createContext, memo, useContext, type CSSProperties } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { textColorOn } from '#lib/colour';
import { proposalRunOf } from './auto-plan/proposal';
import { ProposalMark } from './auto-plan/proposal-mark';
import { isPendingAbsence, isUnpublished, slotState, type DragSource } from './calendar-model';
import styles from './calendar.module.css';

export interface SlotChipProps {
  slot: TCalendarSlot;
  label: string;
  /** What a screen reader says: the shift, its day, time and person ("F" alone tells nothing). */
  description?: string | undefined;
  selected: boolean;
  /** The planner may drag it (a filled shift of this unit). */
  draggable: boolean;
  style?: CSSProperties | undefined;
  /** The words for the request mark ("2 requests"); the grid passes them (no hook per chip). */
  requestsLabel?: string | undefined;
}

/**
 * For planners: the days each unit is published to and the words for an entry after them. The board provides it
 * (one context instead of a prop through every grid); without it no chip is marked.
 */
export const UnpublishedMarks = createContext<{
  publishedTo: Readonly<Record<string, string | null>>;
  label: string;
} | null>(null);

function stateName(slot: TCalendarSlot): string {
  const state = slotState(slot);
  if (state.ghost) return 'ghost';
  if (state.open) return 'open';
  return 'filled';
}

/**
 * One slot of a cell. Clicks are handled by the grid (one listener for all cells, found by `data-slot-key`);
 * the chip carries the spec's states as attributes: filled, open, ghost, has requests, selected, foreign.
 */
export const SlotChip = memo(function SlotChip({ draggable, ...props }: SlotChipProps) {
  // An automatic planning proposal stays where it was proposed until it is accepted.
  if (draggable && proposalRunOf(props.slot) === null) return <DraggableSlot {...props} />;
  return <SlotButton {...props} />;
});

function SlotButton({
  slot,
  label,
  description,
  selected,
  style,
  requestsLabel,
  drag,
}: Omit<SlotChipProps, 'draggable'> & { drag?: ReturnType<typeof useDraggable> }) {
  const state = slotState(slot);
  const proposal = proposalRunOf(slot) !== null;
  const marks = useContext(UnpublishedMarks);
  const unpublished = marks !== null && isUnpublished(slot, marks.publishedTo);
  return (
    <button
      type="button"
      ref={drag?.setNodeRef}
      {...drag?.attributes}
      {...drag?.listeners}
      className={styles.slot}
      data-slot-key={slot.key}
      data-state={stateName(slot)}
      data-foreign={slot.foreign || undefined}
      data-proposal={proposal || undefined}
      data-requests={state.requests || undefined}
      data-pending={isPendingAbsence(slot) || undefined}
      data-unpublished={unpublished || undefined}
      aria-pressed={slot.id !== null ? selected : undefined}
      aria-label={unpublished && description && marks ? `${description}, ${marks.label}` : description}
      style={{
        backgroundColor: slot.backColor,
        color: textColorOn(slot.backColor, slot.foreColor),
        ...style,
      }}
    >
      {state.requests && <span className={styles.requestMark} role="img" aria-label={requestsLabel} />}
      {label}
      {proposal && <ProposalMark />}
    </button>
  );
}

function DraggableSlot(props: Omit<SlotChipProps, 'draggable'>) {
  const source: DragSource = { kind: 'slot', slot: props.slot };
  const drag = useDraggable({ id: `slot:${props.slot.key}`, data: source });
  return <SlotButton {...props} drag={drag} />;
}

/** A person's name in the row header, dragged onto an open shift to fill it. */
export const PersonHandle = memo(function PersonHandle({
  userId,
  unitId,
  rowKey,
  name,
  label,
  draggable,
}: {
  userId: string;
  unitId: string;
  rowKey: string;
  name: string;
  /** The handle's accessible name ("Drag Anna onto a shift"). */
  label: string;
  draggable: boolean;
}) {
  if (!draggable) return <span className={styles.rowName}>{name}</span>;
  return <DraggablePerson userId={userId} unitId={unitId} rowKey={rowKey} name={name} label={label} />;
});

function DraggablePerson({
  userId,
  unitId,
  rowKey,
  name,
  label,
}: {
  userId: string;
  unitId: string;
  rowKey: string;
  name: string;
  label: string;
}) {
  const source: DragSource = { kind: 'person', userId, unitId, name };
  const { setNodeRef, attributes, listeners } = useDraggable({ id: `person:${rowKey}`, data: source });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className={`${styles.dragHandle} ${styles.rowName}`}
      aria-label={label}
      data-person={userId}
    >
      {name}
    </button>
  );
}
