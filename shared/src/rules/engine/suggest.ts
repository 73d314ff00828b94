/**
 * Suggested people for a short slot or a shift someone cannot take: members of the unit who hold the
 * qualification, have no shift and no absence that day, and would keep the legal rest around the slot.
 */
import type { TLegalProfile } from '../legal-profile';
import { plusDays } from './days';
import type { RulePerson, RuleSolution } from './types';
import type { ShiftSpan, WorldIndex } from './world-index';

export const maxSuggestions = 3;
/** No qualification asked: one shared list, so that such slots share their cached candidates. */
export const noQualificationIds: readonly string[] = [];
const minuteMs = 60_000;

export interface SuggestionSlot {
  /** The same array for the same group: the sorted people of it are cached by it. */
  memberIds: readonly string[];
  qualificationIds: readonly string[];
  qualificationMode?: 'all' | 'any';
  date: string;
  /** The slot's time; unknown: only the day must be free. */
  span: ShiftSpan | undefined;
  shiftId: string | null;
  exclude?: string | null;
}

/**
 * Many findings ask for the same slot (every shift of a day missing the same qualification): the candidates of
 * a slot are found once per world, one more than are shown, so that leaving out the shift's own person still
 * leaves enough. Slots are told apart by identity where the checks reuse objects (the member and qualification
 * lists, the index's cached instants), so that looking one up builds no key.
 */
type ByEnd = Map<Date | undefined, RulePerson[]>;
type ByDate = Map<string, Map<Date | undefined, ByEnd>>;
interface ByMode {
  all: ByDate;
  any: ByDate;
}
// Maps, not WeakMaps, below the index: they live as long as the index and are faster to read.
type ByQualifications = Map<readonly string[], ByMode>;
type ByMembers = Map<readonly string[], ByQualifications>;
const candidatesOf = new WeakMap<WorldIndex, Map<number, ByMembers>>();

function candidates(index: WorldIndex, legal: TLegalProfile, slot: SuggestionSlot): RulePerson[] {
  // Looked up without closures or keys: this runs once per finding with suggestions.
  const rest = legal.profile === 'OFF' ? 0 : legal.minRestMinutes * minuteMs;
  let byRest = candidatesOf.get(index);
  if (!byRest) candidatesOf.set(index, (byRest = new Map<number, ByMembers>()));
  let byMembers = byRest.get(rest);
  if (!byMembers) byRest.set(rest, (byMembers = new Map<readonly string[], ByQualifications>()));
  let byQualifications = byMembers.get(slot.memberIds);
  if (!byQualifications)
    byMembers.set(slot.memberIds, (byQualifications = new Map<readonly string[], ByMode>()));
  let modes = byQualifications.get(slot.qualificationIds);
  if (!modes) byQualifications.set(slot.qualificationIds, (modes = { all: new Map(), any: new Map() }));
  const any = slot.qualificationMode === 'any' && slot.qualificationIds.length > 0;
  const byDate = any ? modes.any : modes.all;
  let byStart = byDate.get(slot.date);
  if (!byStart) byDate.set(slot.date, (byStart = new Map<Date | undefined, ByEnd>()));
  let byEnd = byStart.get(slot.span?.start);
  if (!byEnd) byStart.set(slot.span?.start, (byEnd = new Map<Date | undefined, RulePerson[]>()));
  let found = byEnd.get(slot.span?.end);
  if (!found) byEnd.set(slot.span?.end, (found = findCandidates(index, rest, slot, any)));
  return found;
}

function findCandidates(index: WorldIndex, rest: number, slot: SuggestionSlot, any: boolean): RulePerson[] {
  const people = index.sortedPeople(slot.memberIds);
  // The rest is at most 24 h: only shifts from two days before to the day after can be too close.
  const earliest = plusDays(slot.date, -2);
  const latest = plusDays(slot.date, 1);
  const found: RulePerson[] = [];
  for (const person of people) {
    if (found.length > maxSuggestions) break;
    const held = index.qualificationsOf(person);
    const qualified = any
      ? slot.qualificationIds.some((id) => held.has(id))
      : slot.qualificationIds.every((id) => held.has(id));
    if (!qualified || index.worksOn(person.id, slot.date) || index.absenceOn(person.id, slot.date)) continue;
    if (slot.span !== undefined && breaksRest(index, person.id, slot.span, earliest, latest, rest)) continue;
    found.push(person);
  }
  return found;
}

/** Whether one of the person's shifts around the day (from `earliest` to `latest`) is closer than the rest. */
function breaksRest(
  index: WorldIndex,
  userId: string,
  span: ShiftSpan,
  earliest: string,
  latest: string,
  rest: number,
) {
  const shifts = index.shiftsOfUser(userId);
  const { starts, ends } = index.timesOf(shifts);
  const start = span.start.getTime();
  const end = span.end.getTime();
  for (let position = 0; position < shifts.length; position += 1) {
    const date = shifts[position]?.date ?? '';
    const theirStart = starts[position] ?? NaN;
    const theirEnd = ends[position] ?? NaN;
    // Sorted by day: nothing after the latest day can be too close.
    if (date > latest) break;
    if (date < earliest || Number.isNaN(theirStart)) continue;
    const gap = theirStart >= end ? theirStart - end : start - theirEnd;
    if (gap < rest) return true;
  }
  return false;
}

export function suggestPeople(index: WorldIndex, legal: TLegalProfile, slot: SuggestionSlot): RuleSolution[] {
  const solutions: RuleSolution[] = [];
  for (const person of candidates(index, legal, slot)) {
    if (solutions.length >= maxSuggestions) break;
    if (person.id === slot.exclude) continue;
    solutions.push({ kind: 'assign', userId: person.id, name: person.name, shiftId: slot.shiftId });
  }
  return solutions;
}
