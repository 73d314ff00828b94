/**
 * The world of one change of the plan for the rule engine: the days it touches in each unit it touches (entries,
 * the members' shifts elsewhere, absences), the months of the people it touches, the units' members and manning,
 * and the holidays of their regions. Reads are per unit and person of the change, never per member: a save of
 * one shift is 2 rounds of requests (docs/data-model.md, "check one change against the rules"). The legal profile
 * reads beyond them only for the change's people a check could find something on (the weekly average, the year's
 * Sundays in the second round; a substitute rest day's months around in a third, rarely: docs/rules.md).
 */
import {
  checkChange,
  mondayOf,
  sundayReads,
  type RuleChange,
  type RuleFinding,
  type RuleSetup,
  type RuleWorld,
} from '@app/shared/rules/engine/index';
import type { Language } from '@app/shared/i18n/languages';
import { addDays, monthsOf } from '@app/shared/time/tenant-time';
import type { Caller } from '../../security/caller';
import { HolidayRepository } from '../../holidays/holiday.repository';
import {
  CalendarReadsRepository,
  type Catalogue,
  type Person,
  type UnitCollection,
} from '../calendar-reads.repository';
import { PlanRepository, type NewPlanEntry, type PlanItems } from '../plan.repository';
import { buildRuleWorld, ruleSetupOf, toRuleShift, type RuleWorldParts } from '../rule-world';
import {
  legalHolidayReach,
  monthSpan,
  personMonthsOnce,
  readRestDays,
  sundaysOf,
  type PersonMonths,
} from '../legal-reads';
import { readAverageWindows, weekMinutesOf } from '../week-minutes';

/** A change to check: the entries as they would be written, and the stored ones it removes or replaces. */
export interface ChangeToCheck {
  added: readonly NewPlanEntry[];
  removed: readonly NewPlanEntry[];
}

export interface ChangeWorld {
  setup: RuleSetup;
  /** The world after the change. */
  world: RuleWorld;
  /** The world as it was (built when asked): what was wrong before is not the change's doing. */
  before: () => RuleWorld;
  change: RuleChange;
}

// Callers give at least one entry; an empty list answers the epoch so that nothing is read around it.
const minOf = (dates: readonly string[]) =>
  dates.reduce((min, date) => (date < min ? date : min), '9999-12-31');
const maxOf = (dates: readonly string[]) =>
  dates.reduce((max, date) => (date > max ? date : max), '0000-01-01');

/** Whether a rule makes a shift depend on the unit's shifts of the next day (DEPENCY `requiresShift`, offset 1). */
function needsNextDays(setup: RuleSetup): boolean {
  return setup.rules.some(
    (rule) =>
      rule.active &&
      rule.ruleType === 'DEPENCY' &&
      rule.settings.kind === 'requiresShift' &&
      rule.settings.dayOffset === 1,
  );
}

/** Whether any check looks at public holidays (a rule's validity, the legal profile's flag or rest days). */
export function needsHolidays(setup: RuleSetup): boolean {
  return (
    (setup.legal.profile !== 'OFF' && (setup.legal.flagHolidays || setup.legal.substituteRestDays)) ||
    setup.rules.some((rule) => rule.active && rule.validity.holidays !== 'any')
  );
}

/**
 * The world after the change. Per unit of the change: its collection and its days (with the days around them when
 * a rule looks there) with fragments and absences; per person: the months around their days and their user item
 * (BatchGet).
 */
export async function loadChangeWorld(
  caller: Caller,
  language: Language,
  catalogue: Catalogue,
  changeToCheck: ChangeToCheck,
  options: { personMonths?: boolean } = {},
): Promise<ChangeWorld> {
  const setup = ruleSetupOf(catalogue);
  const all = [...changeToCheck.added, ...changeToCheck.removed];
  if (!all.length) {
    const empty = {
      from: '2000-01-01',
      to: '2000-01-01',
      collections: [],
      items: [],
      people: [],
      holidays: [],
    };
    return assembleChangeWorld(caller, language, catalogue, changeToCheck, empty);
  }
  const dates = all.map((entry) => entry.date);
  const from = addDays(minOf(dates), -1);
  const to = addDays(maxOf(dates), 1);

  const unitDays = new Map<string, string[]>();
  const personMonths = new Map<string, Set<string>>();
  for (const entry of all) {
    unitDays.set(entry.unitId, [...(unitDays.get(entry.unitId) ?? []), entry.date]);
    // A plan tool over a unit's range reads its members' shifts elsewhere from the unit's fragments instead.
    if (entry.userId === null || options.personMonths === false) continue;
    const months = personMonths.get(entry.userId) ?? new Set<string>();
    // The whole ISO weeks around the day: the weekly average starts from their totals.
    const weeks = {
      from: mondayOf(addDays(entry.date, -1)),
      to: addDays(mondayOf(addDays(entry.date, 1)), 6),
    };
    for (const month of monthsOf(weeks.from, weeks.to)) months.add(month);
    personMonths.set(entry.userId, months);
  }

  // The unit's days of the change are what its day rules count (MINOC, MAXABS); the days around them only when a
  // shift requires another on the next day. A person's days around are in their months.
  const around = needsNextDays(setup) ? 1 : 0;
  const plan = new PlanRepository(caller.tenant);
  // Each person's month is read once, whichever check asks for it (the weeks, the Sundays, the rest days).
  const monthsOnce = personMonthsOnce(plan);
  const reads = new CalendarReadsRepository(caller.tenant);
  const unitIds = [...unitDays.keys()];
  const userIds = [...new Set(all.flatMap((entry) => (entry.userId ? [entry.userId] : [])))];
  const personReads = [...personMonths].flatMap(([userId, months]) =>
    [...months].map((month) => monthsOnce.personMonth(userId, month)),
  );
  const [collections, unitItems, personItems, people] = await Promise.all([
    Promise.all(unitIds.map((unitId) => reads.unitCollection(unitId))),
    Promise.all(
      unitIds.map((unitId) => {
        const days = unitDays.get(unitId) ?? [];
        return plan.unitDaysForRules(unitId, addDays(minOf(days), -around), addDays(maxOf(days), around));
      }),
    ),
    Promise.all(personReads),
    userIds.length ? reads.peopleById(userIds) : Promise.resolve(new Map<string, Person>()),
  ]);
  const units = collections.filter((collection): collection is UnitCollection => collection !== undefined);
  const [holidays, weekMinutes, sundaysWorked] = await Promise.all([
    needsHolidays(setup)
      ? holidaysOf(caller, units, addDays(from, -legalHolidayReach), addDays(to, legalHolidayReach))
      : Promise.resolve([]),
    readChangeWeeks(monthsOnce, setup, changeToCheck, personItems, { from, to }),
    readChangeSundays(monthsOnce, setup, changeToCheck, personItems, { from, to }),
  ]);

  const loaded: LoadedPlan = {
    from,
    to,
    collections: units,
    items: [...unitItems, ...personItems],
    people: [...people.values()],
    holidays,
    weekMinutes,
    sundaysWorked,
    knownDays: new Map(
      [...personMonths].flatMap(([userId, months]) => {
        const span = monthSpan([...months].sort());
        return span ? [[userId, span] as const] : [];
      }),
    ),
  };
  const first = assembleChangeWorld(caller, language, catalogue, changeToCheck, loaded);
  // A Sunday or holiday of the change's people whose rest day is not among their months: the months around.
  const restDays = await readRestDays(monthsOnce, setup, first.world, {
    of: 'window',
    people: new Set(userIds),
  });
  if (!restDays) return first;
  return assembleChangeWorld(caller, language, catalogue, changeToCheck, {
    ...loaded,
    items: [...loaded.items, ...restDays.items],
    knownDays: restDays.knownDays,
  });
}

/**
 * The Sundays of the year before the change's days of its people who could go over the year's free Sundays with
 * it (legal-reads.ts); none when nobody could.
 */
async function readChangeSundays(
  plan: PersonMonths,
  setup: RuleSetup,
  changeToCheck: ChangeToCheck,
  personItems: readonly PlanItems[],
  range: { from: string; to: string },
): Promise<RuleWorld['sundaysWorked']> {
  const people = new Set(changeToCheck.added.flatMap((entry) => (entry.userId ? [entry.userId] : [])));
  if (!people.size) return undefined;
  const gone = new Set([...changeToCheck.added, ...changeToCheck.removed].map((entry) => entry.uuid));
  const after = [
    ...personItems.flatMap((items) =>
      items.entries.filter((entry) => !gone.has(entry.uuid) && !entry.proposalRunId),
    ),
    ...changeToCheck.added,
  ].filter((entry) => entry.userId !== null && people.has(entry.userId));
  return sundaysOf(plan, sundayReads(after, range.from, range.to, setup.legal));
}

/**
 * The week totals of the change's people for the weekly average, after and before the change, when a week of
 * the change is above the maximum after it (its months are read already); else none (nothing to average).
 */
async function readChangeWeeks(
  plan: PersonMonths,
  setup: RuleSetup,
  changeToCheck: ChangeToCheck,
  personItems: readonly PlanItems[],
  range: { from: string; to: string },
): Promise<LoadedPlan['weekMinutes']> {
  const changed = [...changeToCheck.added, ...changeToCheck.removed];
  const people = new Set(changed.flatMap((entry) => (entry.userId ? [entry.userId] : [])));
  if (!people.size || setup.legal.profile === 'OFF') return undefined;
  const stored = personItems.flatMap((items) => items.entries);
  const weeks = weekMinutesOf(
    new Map(
      [...people].map((userId) => [
        userId,
        stored.filter((entry) => entry.userId === userId && !entry.proposalRunId),
      ]),
    ),
    changeToCheck,
  );
  const [first, last] = [mondayOf(range.from), mondayOf(range.to)];
  const above = new Map<string, string[]>();
  for (const [userId, totals] of weeks) {
    const mondays = [...totals].flatMap(([monday, minutes]) =>
      monday >= first && monday <= last && minutes > setup.legal.maxWeeklyAverageMinutes ? [monday] : [],
    );
    if (mondays.length) above.set(userId, mondays);
  }
  if (!above.size) return undefined;
  const back = await readAverageWindows(plan, above, setup.legal);
  return { after: weekMinutesOf(back, changeToCheck), before: weekMinutesOf(back) };
}

/** What a caller has read of the plan before the change (a plan tool reads its range once). */
export interface LoadedPlan {
  from: string;
  to: string;
  collections: readonly UnitCollection[];
  items: readonly PlanItems[];
  people: readonly Person[];
  holidays: NonNullable<RuleWorldParts['holidays']>;
  /** The people's week totals for the weekly average (week-minutes.ts), after and before the change. */
  weekMinutes?: { after: RuleWorld['weekMinutes']; before: RuleWorld['weekMinutes'] };
  /** The Sundays worked before the days, read back for the free Sundays (legal-reads.ts). */
  sundaysWorked?: RuleWorld['sundaysWorked'];
  /** The days whose shifts and absences of a person `items` hold whole (their months read), for the rest days. */
  knownDays?: RuleWorld['knownDays'];
}

/** The world after the change from what was read before it: the removed and replaced entries go, the added join. */
export function assembleChangeWorld(
  caller: Caller,
  language: Language,
  catalogue: Catalogue,
  changeToCheck: ChangeToCheck,
  loaded: LoadedPlan,
): ChangeWorld {
  const { items } = loaded;
  const addedIds = new Set(changeToCheck.added.map((entry) => entry.uuid));
  const removedIds = new Set(changeToCheck.removed.map((entry) => entry.uuid));
  const gone = (uuid: string) => addedIds.has(uuid) || removedIds.has(uuid);
  const parts: RuleWorldParts = {
    timeZone: caller.tenantRecord.timeZone,
    language,
    from: loaded.from,
    to: loaded.to,
    catalogue,
    collections: loaded.collections,
    people: loaded.people,
    entries: [
      ...changeToCheck.added,
      ...items.flatMap((part) => part.entries.filter((entry) => !gone(entry.uuid))),
    ],
    fragments: items.flatMap((part) => part.foreign.filter((fragment) => !gone(fragment.entryUuid))),
    absences: items.flatMap((part) => part.absences),
    holidays: loaded.holidays,
    weekMinutes: loaded.weekMinutes?.after,
    sundaysWorked: loaded.sundaysWorked,
    knownDays: loaded.knownDays,
  };
  const stored = items.flatMap((part) => part.entries);
  return {
    setup: ruleSetupOf(catalogue),
    world: buildRuleWorld(parts),
    // Later entries win in a world: the stored versions after the removed ones (read before the change).
    before: () =>
      buildRuleWorld({
        ...parts,
        entries: [...changeToCheck.removed, ...stored],
        fragments: items.flatMap((part) => part.foreign),
        weekMinutes: loaded.weekMinutes?.before,
      }),
    change: {
      shifts: changeToCheck.added.map(toRuleShift),
      removed: changeToCheck.removed.map(toRuleShift),
    },
  };
}

/** The public holidays of each unit's region (the tenant's region when the unit names none): 1 Query a region. */
export async function holidaysOf(
  caller: Caller,
  units: readonly UnitCollection[],
  from: string,
  to: string,
): Promise<NonNullable<RuleWorldParts['holidays']>> {
  const { country, region: tenantRegion } = caller.tenantRecord;
  const regionOf = (collection: UnitCollection) => collection.unit.holidayRegion ?? tenantRegion;
  const regions = [...new Set(units.map(regionOf))];
  const repository = new HolidayRepository(caller.tenant);
  const lists = await Promise.all(regions.map((region) => repository.regionDays(country, region, from, to)));
  const byRegion = new Map(regions.map((region, index) => [region, lists[index]?.holidays ?? []]));
  return units.map((collection) => ({
    unitId: collection.unit.id,
    holidays: byRegion.get(regionOf(collection)) ?? [],
  }));
}

const signature = (finding: RuleFinding) =>
  [
    finding.ruleId,
    finding.messageKey,
    finding.date,
    finding.userId,
    finding.shiftId,
    JSON.stringify(finding.params),
  ].join('|');

/** Where a finding is, without its figures: a short day before and after the change is the same finding. */
const place = (finding: RuleFinding) =>
  [finding.ruleId, finding.messageKey, finding.date, finding.userId, finding.shiftId].join('|');

/** The people a staffing finding counts (minimum staffing, manning levels), if it is one. */
const filledOf = (finding: RuleFinding): number | undefined =>
  typeof finding.params.filled === 'number' ? finding.params.filled : undefined;

/**
 * The findings the change causes: the engine's findings of what the change touches, less those the same check
 * found before it (two shifts of the person that overlapped already do not stop a change of their day). A day
 * that was short before is reported again only when the change leaves fewer people on it: planning a day person
 * by person is not stopped at each one until the minimum is reached (docs/rules.md, "Counting a window").
 */
export function changeFindings(changeWorld: ChangeWorld): RuleFinding[] {
  const { setup, change } = changeWorld;
  const after = checkChange(setup, changeWorld.world, change);
  if (!after.length) return after;
  const earlier = checkChange(setup, changeWorld.before(), change);
  const before = new Set(earlier.map(signature));
  const filledBefore = new Map(
    earlier.flatMap((finding) => {
      const filled = filledOf(finding);
      return filled === undefined ? [] : [[place(finding), filled] as const];
    }),
  );
  const notWorse = (finding: RuleFinding) => {
    const filled = filledOf(finding);
    const was = filledBefore.get(place(finding));
    return filled !== undefined && was !== undefined && filled >= was;
  };
  // Whom the change takes off a day is free that day, but suggesting them again would undo the change.
  const takenOff = new Set(
    change.removed.flatMap((shift) => (shift.userId === null ? [] : [`${shift.userId}#${shift.date}`])),
  );
  return after
    .filter((finding) => !before.has(signature(finding)) && !notWorse(finding))
    .map((finding) =>
      takenOff.size &&
      finding.solutions.some((solution) => takenOff.has(`${solution.userId}#${finding.date}`))
        ? {
            ...finding,
            solutions: finding.solutions.filter(
              (solution) => !takenOff.has(`${solution.userId}#${finding.date}`),
            ),
          }
        : finding,
    );
}

/**
 * The findings that stop the plan tools' entries (week templates, cycles, the bulk tool), by entry uuid, of the
 * change's own findings (`changeFindings`): a finding names its shift, or else its person and day. `blocks` decides which findings stop an entry (the
 * default: errors that cannot be forced; warnings do not skip).
 */
export function findingsByEntry(
  findings: readonly RuleFinding[],
  added: readonly NewPlanEntry[],
  blocks: (finding: RuleFinding) => boolean = (finding) => finding.level === 'ERR' && !finding.forceable,
): Map<string, RuleFinding[]> {
  const byUuid = new Set(added.map((entry) => entry.uuid));
  const byPersonDay = new Map<string, string>();
  for (const entry of added) if (entry.userId) byPersonDay.set(`${entry.userId}#${entry.date}`, entry.uuid);
  const stopped = new Map<string, RuleFinding[]>();
  for (const finding of findings) {
    if (!blocks(finding)) continue;
    // The findings are the change's own (changeFindings): one about a stored shift (an overlap names either of
    // the two) or about the person's day belongs to the entry the change puts on that day.
    const uuid =
      finding.shiftId !== null && byUuid.has(finding.shiftId)
        ? finding.shiftId
        : finding.userId
          ? byPersonDay.get(`${finding.userId}#${finding.date}`)
          : undefined;
    if (uuid) stopped.set(uuid, [...(stopped.get(uuid) ?? []), finding]);
  }
  return stopped;
}
