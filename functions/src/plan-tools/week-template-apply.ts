/**
 * Where the rows of applied week templates land, without I/O (apply.service.ts reads, checks the rules and
 * writes). A row fails by the rules when its person is unknown, inactive or absent that day, when it cannot
 * become an entry (its shift template or resource is gone) or a resource rule keeps templates out; it is missed
 * on a public holiday (SkipHolidays) or when its person already has an overlapping shift that day (NoCollision).
 * Overwrite replaces the unit's entries of the same person (or of the same open slot) on that day.
 */
import { blocksTemplates } from '@app/shared/resources/resource-rule';
import type { TWeekTemplateEntry } from '@app/shared/plan-tools/week-template';
import { timesOverlap } from '@app/shared/plan-tools/week-template-plan';
import type { CatalogueResourceRule, Person } from '../calendar/calendar-reads.repository';
import type { NewPlanEntry, PlanEntry, PlanItems } from '../calendar/plan.repository';

export type ApplyFlags = { overwrite: boolean; noCollision: boolean; skipHolidays: boolean };

export interface ApplyPlacementInput {
  unitId: string;
  rows: readonly { date: string; row: TWeekTemplateEntry }[];
  flags: ApplyFlags;
  /** The unit's plan of the range: entries, their requests, foreign shifts, absences. */
  items: PlanItems;
  people: ReadonlyMap<string, Person>;
  /** The unit's public holidays in the range (read only with SkipHolidays). */
  holidays: ReadonlySet<string>;
  resourceRules: readonly CatalogueResourceRule[];
  /** The row as an entry of that day; undefined when the catalogue no longer has what the row names. */
  entryOf: (row: TWeekTemplateEntry, date: string) => NewPlanEntry | undefined;
}

export interface Placement {
  /** The rows that became entries, before the rule check. */
  planned: NewPlanEntry[];
  /** The entries the planned ones replace (Overwrite), in the order they were found. */
  overwritten: Map<string, PlanEntry>;
  /** Per planned entry (uuid), the entries it replaces: they stay when it is stopped. */
  overwrittenBy: Map<string, PlanEntry[]>;
  failed: number;
  missed: number;
  /** Each row left out before the rule check: its person (or none), day and why. */
  leftOut: { userId: string | null; date: string; outcome: 'failed' | 'missed'; reason: LeftOutReason }[];
}

export type LeftOutReason = 'person' | 'absent' | 'holiday' | 'gone' | 'resourceRule' | 'collision';

type Held = { begin: string | null; end: string | null; entry?: PlanEntry };

/** What each person already has per day: this unit's entries and their shifts in other units. */
function heldShifts(items: PlanItems) {
  const held = new Map<string, Held[]>();
  const hold = (userId: string, date: string, shift: Held) => {
    const key = `${userId}#${date}`;
    held.set(key, [...(held.get(key) ?? []), shift]);
  };
  for (const entry of items.entries) if (entry.userId) hold(entry.userId, entry.date, { ...entry, entry });
  for (const fragment of items.foreign) hold(fragment.userId, fragment.date, fragment);
  return { hold, on: (userId: string, date: string) => held.get(`${userId}#${date}`) ?? [] };
}

export function placeRows(input: ApplyPlacementInput): Placement {
  const { flags, items, people } = input;
  const held = heldShifts(items);
  const absent = (userId: string, date: string) =>
    items.absences.some(
      (absence) =>
        absence.userId === userId && absence.begin.slice(0, 10) <= date && absence.end.slice(0, 10) >= date,
    );
  const placement: Placement = {
    planned: [],
    overwritten: new Map(),
    overwrittenBy: new Map(),
    failed: 0,
    missed: 0,
    leftOut: [],
  };
  const { overwritten } = placement;
  for (const { date, row } of input.rows) {
    const leaveOut = (outcome: 'failed' | 'missed', reason: LeftOutReason) => {
      placement[outcome]++;
      placement.leftOut.push({ userId: row.userId, date, outcome, reason });
    };
    const person = row.userId ? people.get(row.userId) : undefined;
    if (row.userId && (!person || !person.active)) {
      leaveOut('failed', 'person');
      continue;
    }
    if (row.userId && absent(row.userId, date)) {
      leaveOut('failed', 'absent');
      continue;
    }
    if (flags.skipHolidays && input.holidays.has(date)) {
      leaveOut('missed', 'holiday');
      continue;
    }
    const entry = input.entryOf(row, date);
    // A resource rule's "no templates" period leaves the row out: skipped by the rules (Failed).
    if (!entry) {
      leaveOut('failed', 'gone');
      continue;
    }
    if (blocksTemplates(input.resourceRules, entry.resourceId, input.unitId, date)) {
      leaveOut('failed', 'resourceRule');
      continue;
    }
    const replacing: PlanEntry[] = [];
    if (flags.overwrite) {
      for (const existing of items.entries) {
        const sameSlot = row.userId
          ? existing.userId === row.userId
          : existing.userId === null && existing.templateId === row.shiftTplId;
        if (existing.date === date && sameSlot && !overwritten.has(existing.uuid)) {
          overwritten.set(existing.uuid, existing);
          replacing.push(existing);
        }
      }
    }
    if (flags.noCollision && row.userId) {
      const collides = held
        .on(row.userId, date)
        .some((shift) => !(shift.entry && overwritten.has(shift.entry.uuid)) && timesOverlap(shift, entry));
      if (collides) {
        leaveOut('missed', 'collision');
        continue;
      }
    }
    if (row.userId) held.hold(row.userId, date, entry);
    placement.planned.push(entry);
    placement.overwrittenBy.set(entry.uuid, replacing);
  }
  return placement;
}

/**
 * The outcome once the rule engine has spoken: a planned entry it stops fails by the rules (warnings do not stop
 * one), and what that entry would have overwritten stays.
 */
export function settleByRules(
  placement: Placement,
  stopped: ReadonlySet<string>,
): { written: NewPlanEntry[]; removed: PlanEntry[]; failed: number; missed: number } {
  const overwritten = new Map(placement.overwritten);
  for (const uuid of stopped)
    for (const kept of placement.overwrittenBy.get(uuid) ?? []) overwritten.delete(kept.uuid);
  return {
    written: placement.planned.filter((entry) => !stopped.has(entry.uuid)),
    removed: [...overwritten.values()],
    failed: placement.failed + stopped.size,
    missed: placement.missed,
  };
}
