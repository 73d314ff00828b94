/**
 * Suggested people for a short slot or a shift someone cannot take: members of the unit who hold the
 * qualification, have no shift and no absence that day, and would keep the legal rest around the slot.
 */
import { addDays } from '../../time/tenant-time';
import type { TLegalProfile } from '../legal-profile';
import type { RuleSolution } from './types';
import type { ShiftSpan, WorldIndex } from './world-index';

export const maxSuggestions = 3;
const minuteMs = 60_000;

export function suggestPeople(
  index: WorldIndex,
  legal: TLegalProfile,
  slot: {
    /** The same array for the same group: the sorted people of it are cached by it. */
    memberIds: readonly string[];
    qualificationIds: readonly string[];
    qualificationMode?: 'all' | 'any';
    date: string;
    /** The slot's time; unknown: only the day must be free. */
    span: ShiftSpan | undefined;
    shiftId: string | null;
    exclude?: string | null;
  },
): RuleSolution[] {
  const rest = legal.profile === 'OFF' ? 0 : legal.minRestMinutes * minuteMs;
  const people = index.sortedPeople(slot.memberIds);
  // The rest is at most 24 h: only shifts from two days before to the day after can be too close.
  const earliest = addDays(slot.date, -2);
  const latest = addDays(slot.date, 1);
  const solutions: RuleSolution[] = [];
  for (const person of people) {
    if (solutions.length >= maxSuggestions) break;
    const held = new Set(person.qualificationIds);
    const qualified =
      slot.qualificationMode === 'any' && slot.qualificationIds.length
        ? slot.qualificationIds.some((id) => held.has(id))
        : slot.qualificationIds.every((id) => held.has(id));
    if (person.id === slot.exclude || !qualified || index.absenceOn(person.id, slot.date)) continue;
    const shifts = index.shiftsOfUser(person.id);
    if (shifts.some((shift) => shift.date === slot.date)) continue;
    const span = slot.span;
    const breaksRest =
      span !== undefined &&
      shifts.some((shift) => {
        if (shift.date < earliest || shift.date > latest) return false;
        const theirs = index.span(shift);
        if (!theirs) return false;
        const gap =
          theirs.start >= span.end
            ? theirs.start.getTime() - span.end.getTime()
            : span.start.getTime() - theirs.end.getTime();
        return gap < rest;
      });
    if (breaksRest) continue;
    solutions.push({ kind: 'assign', userId: person.id, name: person.name, shiftId: slot.shiftId });
  }
  return solutions;
}
