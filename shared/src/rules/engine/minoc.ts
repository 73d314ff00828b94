/**
 * MINOC, minimum occupancy: at least `minimum` people (holding the qualification, if named) in each group of
 * the scope on each valid day, counting the people on staffed shifts that begin that day, or with a window the
 * fewest of them at work at any moment of it (`coverage`). The groups: the company as a whole; each listed unit (its sub-units counted with it when asked); each
 * resource; each template; each user group (its members' shifts). A shortfall suggests free qualified people.
 */
import type { TLegalProfile } from '../legal-profile';
import type { TRuleOf } from '../rule';
import { ruleFinding } from './finding';
import { coverage, windowSpan } from './defaults';
import { validOn } from './scope';
import { suggestPeople } from './suggest';
import type { RuleFinding, RuleShift } from './types';
import type { WorldIndex } from './world-index';

type MinOcRule = TRuleOf<'MINOC'>;

export interface MinOcGroup {
  id: string;
  label: string;
  unitId: string | null;
  holds(shift: RuleShift): boolean;
  memberIds(): readonly string[];
  keys(date: string): string[];
}

function templateUnit(index: WorldIndex, resourceId: string) {
  for (const template of index.world.templates.values())
    if (template.resourceId === resourceId && template.unitId !== null) return template.unitId;
  return null;
}

/** A lazily computed value, the same array on every call (suggestions cache by it). */
function once<T>(compute: () => T): () => T {
  let value: { of: T } | undefined;
  return () => (value ??= { of: compute() }).of;
}

const membersOf = (index: WorldIndex, unitId: string | null) =>
  unitId === null ? [] : (index.world.units.get(unitId)?.memberIds ?? []);

/** The groups a MINOC rule counts separately. */
export function minOcGroups(rule: MinOcRule, index: WorldIndex): MinOcGroup[] {
  const { kind, ids, includeSubUnits } = rule.scope;
  const { world } = index;
  if (kind === 'company')
    return [
      {
        id: '*',
        label: rule.name,
        unitId: null,
        holds: () => true,
        memberIds: once(() => [...world.people.keys()]),
        keys: (date) => [`*@${date}`],
      },
    ];
  return ids.map((id): MinOcGroup => {
    switch (kind) {
      case 'unit': {
        const units = index.subtree(id, includeSubUnits);
        return {
          id,
          label: index.unitName(id),
          unitId: id,
          holds: (shift) => units.has(shift.unitId),
          memberIds: once(() => [...units].flatMap((unit) => membersOf(index, unit))),
          keys: (date) => [...units].map((unit) => `u:${unit}@${date}`),
        };
      }
      case 'resource': {
        const unitId = templateUnit(index, id);
        return {
          id,
          label: world.resourceNames.get(id) ?? id,
          unitId,
          holds: (shift) => shift.resourceId === id,
          memberIds: () => membersOf(index, unitId),
          keys: (date) => [`r:${id}@${date}`],
        };
      }
      case 'template': {
        const unitId = world.templates.get(id)?.unitId ?? null;
        return {
          id,
          label: index.templateName(id),
          unitId,
          holds: (shift) => shift.templateId === id,
          memberIds: () => membersOf(index, unitId),
          keys: (date) => [`t:${id}@${date}`],
        };
      }
      default: {
        const members = [...world.people.values()].filter((person) => person.groupIds.includes(id));
        const memberIds = new Set(members.map((person) => person.id));
        const memberList = [...memberIds];
        return {
          id,
          label: rule.name,
          unitId: null,
          holds: (shift) => shift.userId !== null && memberIds.has(shift.userId),
          memberIds: () => memberList,
          keys: (date) => [...memberIds].map((member) => `p:${member}@${date}`),
        };
      }
    }
  });
}

/**
 * How many people the shifts name. A full check counts every rule's groups on every day: instead of a new set
 * each time, each person remembers the last count that saw them.
 */
const stamps = new WeakMap<WorldIndex, { seen: Map<string | null, number>; round: number }>();
function distinctPeople(index: WorldIndex, shifts: readonly RuleShift[]): number {
  let state = stamps.get(index);
  if (!state) {
    state = { seen: new Map(), round: 0 };
    stamps.set(index, state);
  }
  state.round += 1;
  let people = 0;
  for (const shift of shifts)
    if (state.seen.get(shift.userId) !== state.round) {
      state.seen.set(shift.userId, state.round);
      people += 1;
    }
  return people;
}

/** Distinct people counted in a group's day, and the shifts they are on. */
export function minOcCount(rule: MinOcRule, group: MinOcGroup, index: WorldIndex, date: string) {
  const { qualificationId, from, to } = rule.settings;
  const window = windowSpan(index, date, from, to);
  const windowStart = window?.start.getTime() ?? 0;
  const windowEnd = window?.end.getTime() ?? 0;
  const counted: RuleShift[] = [];
  const shifts = index.shiftsOn(date);
  const { starts, ends } = index.timesOf(shifts);
  for (let position = 0; position < shifts.length; position += 1) {
    const shift = shifts[position];
    if (!shift || shift.userId === null || !group.holds(shift)) continue;
    // Overlap on numbers (NaN: no times, never in a window): a full check counts every group's day.
    const start = starts[position] ?? NaN;
    const end = ends[position] ?? NaN;
    if (window && (Number.isNaN(start) || start >= windowEnd || end <= windowStart)) continue;
    if (qualificationId !== null) {
      const person = index.world.people.get(shift.userId);
      if (!person || !index.qualificationsOf(person).has(qualificationId)) continue;
    }
    counted.push(shift);
  }
  return {
    people: window ? coverage(index, counted, window) : distinctPeople(index, counted),
    counted,
    window,
  };
}

export function minOcFindings(
  rule: MinOcRule,
  group: MinOcGroup,
  index: WorldIndex,
  legal: TLegalProfile,
  date: string,
): RuleFinding[] {
  if (!validOn(rule, date, index.isHoliday(group.unitId, date))) return [];
  const { minimum, qualificationId, from, to } = rule.settings;
  const { people, counted, window } = minOcCount(rule, group, index, date);
  if (people >= minimum) return [];
  // Without a window the slot is the day's span of what is planned (for the rest check of a suggestion).
  const spans = counted.flatMap((shift) => {
    const span = index.span(shift);
    return span ? [span] : [];
  });
  const span =
    window ??
    (spans.length
      ? {
          start: new Date(Math.min(...spans.map((one) => one.start.getTime()))),
          end: new Date(Math.max(...spans.map((one) => one.end.getTime()))),
        }
      : undefined);
  const qualification =
    qualificationId === null ? '' : (index.world.qualificationNames.get(qualificationId) ?? qualificationId);
  return [
    ruleFinding(rule, {
      messageKey: `rules.finding.minoc${qualificationId === null ? '' : 'Qualified'}${from === null ? '' : 'Window'}`,
      params: {
        scope: group.label,
        date,
        filled: people,
        minimum,
        qualification,
        from: from ?? '',
        to: to ?? '',
      },
      date,
      unitId: group.unitId,
      solve: () =>
        suggestPeople(index, legal, {
          memberIds: group.memberIds(),
          qualificationIds: qualificationId === null ? [] : [qualificationId],
          date,
          span,
          shiftId: null,
        }),
      onlyKeys: true,
      keys: group.keys(date),
    }),
  ];
}
