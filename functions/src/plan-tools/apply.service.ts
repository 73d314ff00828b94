/**
 * Applying week templates to a unit over a range (spec `weektemplates/apply`): the rows of the chosen templates
 * fall on the days of the range in rotation (each for `repeat` weeks); the options Overwrite (the unit's entries
 * of the same person, or of the same open slot, on that day go), NoCollision (a row whose person already has an
 * overlapping shift that day, in any unit, is left out) and SkipHolidays (no rows on the unit's public holidays);
 * flags left out take the caller's `weektemplate.options`. Rows whose person is unknown, inactive or absent that
 * day, or whose shift template is gone, fail by the rules.
 *
 * Bulk, not atomic (data model section 4): reads 1 Query per month of the plan partition, the catalogue and the
 * holidays, then BatchWrite deletes (Overwrite) and puts, 25 a request, and one audit entry for the command.
 * It runs within the call: ~3,000 entries take a few seconds (`weekTemplates.applySeconds`).
 */
import { blocksTemplates } from '@app/shared/resources/resource-rule';
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import type { TWeekTemplateApply, TWeekTemplateApplyResult } from '@app/shared/plan-tools/week-template';
import { maxActionRangeDays } from '@app/shared/plan-tools/week-template';
import { plannedRows, timesOverlap } from '@app/shared/plan-tools/week-template-plan';
import { noPause, type TPause } from '@app/shared/shifts/shift-template';
import { daysBetween, monthsOf } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { AuditRepository } from '../audit/audit.repository';
import { actorOf, auditEntry } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { CalendarReadsRepository, type Person } from '../calendar/calendar-reads.repository';
import { invalid, personUnitsOf } from '../calendar/change-support';
import { buildEntry } from '../calendar/entry.service';
import {
  PlanRepository,
  type NewPlanEntry,
  type PlanEntry,
  type PlanItems,
} from '../calendar/plan.repository';
import {
  assembleChangeWorld,
  changeFindings,
  findingsByEntry,
  holidaysOf,
  needsHolidays,
} from '../calendar/validator/change-world';
import { ruleSetupOf } from '../calendar/rule-world';
import { HolidayRepository } from '../holidays/holiday.repository';
import { getSetting } from '../settings/settings.service';
import { WeekTemplateRepository } from './week-template.repository';
import { requirePlannedUnit } from './week-template.service';

/** The most entries one apply writes: a unit's year of a busy template stays below it. */
export const maxAppliedEntries = 20_000;

type Flags = { overwrite: boolean; noCollision: boolean; skipHolidays: boolean };

/** The range of a range action: begin not after end, at most 385 days (400 at `body.end`). */
export function assertActionRange(begin: string, end: string): void {
  if (begin > end) throw invalid('body.end', 'planTools.range.rangeRequired');
  if (daysBetween(begin, end) + 1 > maxActionRangeDays) throw invalid('body.end', 'planTools.range.tooLong');
}

async function flagsOf(caller: Caller, input: TWeekTemplateApply): Promise<Flags> {
  const given = [input.overwrite, input.noCollision, input.skipHolidays];
  const stored = given.some((flag) => flag === undefined)
    ? ((await getSetting(caller, 'user', 'weektemplate.options')).value as Partial<Flags> | null)
    : null;
  return {
    overwrite: input.overwrite ?? stored?.overwrite === true,
    noCollision: input.noCollision ?? stored?.noCollision === true,
    skipHolidays: input.skipHolidays ?? stored?.skipHolidays === true,
  };
}

/** The unit's plan of the range, whole months (entries, their requests, foreign shifts and absences). */
async function rangeItems(
  plan: PlanRepository,
  unitId: string,
  begin: string,
  end: string,
): Promise<PlanItems> {
  const parts = await Promise.all(monthsOf(begin, end).map((month) => plan.unitMonth(unitId, month)));
  const inRange = <T extends { date: string }>(items: readonly T[]) =>
    items.filter((item) => item.date >= begin && item.date <= end);
  return {
    entries: inRange(parts.flatMap((part) => part.entries)),
    requests: inRange(parts.flatMap((part) => part.requests)),
    foreign: inRange(parts.flatMap((part) => part.foreign)),
    absences: parts.flatMap((part) => part.absences),
  };
}

export async function applyWeekTemplates(
  caller: Caller,
  input: TWeekTemplateApply,
  now = clockNow(),
): Promise<TWeekTemplateApplyResult> {
  if (input.weekIds.length === 0) throw invalid('body.weekIds', 'planTools.range.weekRequired');
  assertActionRange(input.begin, input.end);
  const unit = await requirePlannedUnit(caller, input.groupId);
  const stored = await new WeekTemplateRepository(caller.tenant).getMany([...new Set(input.weekIds)]);
  const byId = new Map(stored.map((template) => [template.id, template]));
  const templates = input.weekIds.map((id) => byId.get(id));
  // Another unit's or tenant's template is not found: no existence oracle.
  if (templates.some((template) => !template || template.unitId !== unit.id)) throw new AppError('NOT_FOUND');
  const rows = plannedRows(
    templates.flatMap((template) => (template ? [template] : [])),
    input.begin,
    input.end,
    input.repeat,
  );
  if (rows.length > maxAppliedEntries)
    throw AppError.validation([
      {
        path: 'body.end',
        code: 'invalid_value',
        messageKey: 'planTools.apply.tooMany',
        message: 'planTools.apply.tooMany',
      },
    ]);

  const flags = await flagsOf(caller, input);
  const reads = new CalendarReadsRepository(caller.tenant);
  const plan = new PlanRepository(caller.tenant);
  const userIds = [...new Set(rows.flatMap(({ row }) => (row.userId ? [row.userId] : [])))];
  const [catalogue, items, people, holidays, collection] = await Promise.all([
    reads.catalogue(),
    rangeItems(plan, unit.id, input.begin, input.end),
    reads.peopleById(userIds),
    flags.skipHolidays
      ? new HolidayRepository(caller.tenant).regionDays(
          caller.tenantRecord.country,
          unit.holidayRegion ?? caller.tenantRecord.region,
          input.begin,
          input.end,
        )
      : Promise.resolve({ holidays: [] }),
    reads.unitCollection(unit.id),
  ]);
  const holidayDays = new Set(holidays.holidays.map((holiday) => holiday.date));
  const requestsOf = new Map<string, PlanItems['requests']>();
  for (const request of items.requests)
    requestsOf.set(request.entryUuid, [...(requestsOf.get(request.entryUuid) ?? []), request]);

  // What each person already has that day (this unit's entries and their shifts in other units).
  type Held = { begin: string | null; end: string | null; entry?: PlanEntry };
  const held = new Map<string, Held[]>();
  const hold = (userId: string, date: string, shift: Held) => {
    const key = `${userId}#${date}`;
    held.set(key, [...(held.get(key) ?? []), shift]);
  };
  for (const entry of items.entries) if (entry.userId) hold(entry.userId, entry.date, { ...entry, entry });
  for (const fragment of items.foreign) hold(fragment.userId, fragment.date, fragment);
  const absent = (userId: string, date: string) =>
    items.absences.some(
      (absence) =>
        absence.userId === userId && absence.begin.slice(0, 10) <= date && absence.end.slice(0, 10) >= date,
    );

  const overwritten = new Map<string, PlanEntry>();
  const planned: NewPlanEntry[] = [];
  const overwrittenBy = new Map<string, PlanEntry[]>();
  let failed = 0;
  let missed = 0;
  const createdAt = now.toISOString();
  for (const { date, row } of rows) {
    const person: Person | undefined = row.userId ? people.get(row.userId) : undefined;
    if (row.userId && (!person || !person.active || absent(row.userId, date))) {
      failed++;
      continue;
    }
    if (flags.skipHolidays && holidayDays.has(date)) {
      missed++;
      continue;
    }
    let entry: NewPlanEntry;
    try {
      const [first, second] = row.pauses as [TPause?, TPause?];
      entry = buildEntry(
        caller,
        catalogue,
        {
          unitId: unit.id,
          date,
          userId: row.userId,
          templateId: row.shiftTplId,
          ...(row.resourceId ? { resourceId: row.resourceId } : {}),
          ...(row.begin !== null ? { begin: row.begin } : {}),
          ...(row.end !== null ? { end: row.end } : {}),
          ...(row.pauses.length ? { pause1: first ?? noPause, pause2: second ?? noPause } : {}),
          notes: '',
        },
        { uuid: randomUUID(), createdAt },
      );
    } catch {
      // The shift template or resource is gone from the catalogue.
      failed++;
      continue;
    }
    // A resource rule's "no templates" period leaves the row out: skipped by the rules (Failed).
    if (entry.resourceId && blocksTemplates(catalogue.resourceRules ?? [], entry.resourceId, unit.id, date)) {
      failed++;
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
      const shifts = held.get(`${row.userId}#${date}`) ?? [];
      const collides = shifts.some(
        (shift) => !(shift.entry && overwritten.has(shift.entry.uuid)) && timesOverlap(shift, entry),
      );
      if (collides) {
        missed++;
        continue;
      }
    }
    if (row.userId) hold(row.userId, date, entry);
    planned.push(entry);
    overwrittenBy.set(entry.uuid, replacing);
  }

  // The rule engine over one world of the range, read once: a row with an error that cannot be forced fails by
  // the rules (warnings do not stop a row), and what it would have overwritten stays.
  const units = collection ? [collection] : [];
  const setup = ruleSetupOf(catalogue);
  const ruleWorld = assembleChangeWorld(
    caller,
    'en',
    catalogue,
    { added: planned, removed: [...overwritten.values()] },
    {
      from: input.begin,
      to: input.end,
      collections: units,
      items: [items],
      people: [...people.values()],
      holidays: needsHolidays(setup) ? await holidaysOf(caller, units, input.begin, input.end) : [],
    },
  );
  const stopped = findingsByEntry(changeFindings(ruleWorld), planned);
  for (const uuid of stopped.keys()) {
    failed++;
    for (const held of overwrittenBy.get(uuid) ?? []) overwritten.delete(held.uuid);
  }
  const written = planned.filter((entry) => !stopped.has(entry.uuid));

  const unitsOf = (userId: string) => personUnitsOf(people.get(userId));
  const removed = [...overwritten.values()];
  const removedPeople = removed.flatMap((entry) =>
    entry.userId && !people.has(entry.userId) ? [entry.userId] : [],
  );
  const removedUnits = removedPeople.length
    ? await reads.peopleById(removedPeople)
    : new Map<string, Person>();
  await plan.deleteMany(
    removed.map((entry) => ({ entry, requests: requestsOf.get(entry.uuid) ?? [] })),
    (userId) => personUnitsOf(people.get(userId) ?? removedUnits.get(userId)),
  );
  await plan.putMany(written, unitsOf);
  const result = {
    tried: rows.length,
    failed,
    missed,
    applied: written.length,
    overwritten: removed.length,
  };
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      'calendar.weekTemplates.apply',
      actorOf(caller),
      { type: 'unit', id: unit.id, name: unit.name },
      {
        after: {
          weekIds: input.weekIds,
          begin: input.begin,
          end: input.end,
          repeat: input.repeat ?? 1,
          ...flags,
          ...result,
        },
      },
      now,
    ),
    [],
  );
  return result;
}
