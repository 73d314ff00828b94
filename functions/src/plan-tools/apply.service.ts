/**
 * Applying week templates to a unit over a range (spec `weektemplates/apply`): the rows of the chosen templates
 * fall on the days of the range in rotation (each for `repeat` weeks); the options Overwrite (the unit's entries
 * of the same person, or of the same open slot, on that day go), NoCollision (a row whose person already has an
 * overlapping shift that day, in any unit, is left out) and SkipHolidays (no rows on the unit's public holidays);
 * flags left out take the caller's `weektemplate.options`. Rows whose person is unknown, inactive or absent that
 * day, or whose shift template is gone, fail by the rules.
 *
 * Select (the templates' rows) -> load (1 Query per month of the plan partition, the catalogue, the people and the
 * holidays) -> place the rows without I/O (week-template-apply.ts) -> the rule check -> write. Bulk, not atomic
 * (data model section 4): BatchWrite deletes (Overwrite) and puts, 25 a request, and one audit entry.
 * It runs within the call: ~3,000 entries take a few seconds (`weekTemplates.applySeconds`).
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import type {
  TWeekTemplateApply,
  TWeekTemplateApplyResult,
  TWeekTemplateEntry,
} from '@app/shared/plan-tools/week-template';
import { maxActionRangeDays, maxApplyNotes } from '@app/shared/plan-tools/week-template';
import type { Language } from '@app/shared/i18n/languages';
import type { RuleFinding } from '@app/shared/rules/engine/index';
import { findingText } from '@app/shared/rules/engine/finding-text';
import { isNotice } from '@app/shared/rules/engine/notice';
import { plannedRows } from '@app/shared/plan-tools/week-template-plan';
import { noPause, type TPause } from '@app/shared/shifts/shift-template';
import { daysBetween, monthsOf } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { messageText } from '../api/messages';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { CalendarReadsRepository, type Catalogue, type Person } from '../calendar/calendar-reads.repository';
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
import { unlessInvalid } from './unless-invalid';
import { placeRows, settleByRules, type ApplyFlags, type Placement } from './week-template-apply';
import { WeekTemplateRepository } from './week-template.repository';
import { requirePlannedUnit } from './week-template.service';

/** The most entries one apply writes: a unit's year of a busy template stays below it. */
export const maxAppliedEntries = 20_000;

/** The range of a range action: begin not after end, at most 385 days (400 at `body.end`). */
export function assertActionRange(begin: string, end: string): void {
  if (begin > end) throw invalid('body.end', 'planTools.range.rangeRequired');
  if (daysBetween(begin, end) + 1 > maxActionRangeDays) throw invalid('body.end', 'planTools.range.tooLong');
}

async function flagsOf(caller: Caller, input: TWeekTemplateApply): Promise<ApplyFlags> {
  const given = [input.overwrite, input.noCollision, input.skipHolidays];
  const stored = given.some((flag) => flag === undefined)
    ? ((await getSetting(caller, 'user', 'weektemplate.options')).value as Partial<ApplyFlags> | null)
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

/** The chosen templates of the unit (404 for another unit's or tenant's: no existence oracle), and their rows. */
async function selectRows(caller: Caller, input: TWeekTemplateApply) {
  if (input.weekIds.length === 0) throw invalid('body.weekIds', 'planTools.range.weekRequired');
  assertActionRange(input.begin, input.end);
  const unit = await requirePlannedUnit(caller, input.groupId);
  const stored = await new WeekTemplateRepository(caller.tenant).getMany([...new Set(input.weekIds)]);
  const byId = new Map(stored.map((template) => [template.id, template]));
  const templates = input.weekIds.map((id) => byId.get(id));
  if (templates.some((template) => !template || template.unitId !== unit.id)) throw new AppError('NOT_FOUND');
  const rows = plannedRows(
    templates.flatMap((template) => (template ? [template] : [])),
    input.begin,
    input.end,
    input.repeat,
  );
  if (rows.length > maxAppliedEntries) throw invalid('body.end', 'planTools.apply.tooMany');
  return { unit, rows };
}

type Unit = Awaited<ReturnType<typeof requirePlannedUnit>>;

/** What placing the rows needs: the catalogue, the unit's plan of the range, the people, the holidays. */
async function loadApplyWorld(
  caller: Caller,
  unit: Unit,
  input: TWeekTemplateApply,
  flags: ApplyFlags,
  userIds: readonly string[],
) {
  const reads = new CalendarReadsRepository(caller.tenant);
  const [catalogue, items, people, holidays, collection] = await Promise.all([
    reads.catalogue(),
    rangeItems(new PlanRepository(caller.tenant), unit.id, input.begin, input.end),
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
  return {
    catalogue,
    items,
    people,
    holidays: new Set(holidays.holidays.map((holiday) => holiday.date)),
    units: collection ? [collection] : [],
  };
}

type ApplyWorld = Awaited<ReturnType<typeof loadApplyWorld>>;

/** A row as an entry of the unit on that day; undefined when the catalogue lacks its template or resource. */
const entryOfRow =
  (caller: Caller, catalogue: Catalogue, unitId: string, createdAt: string) =>
  (row: TWeekTemplateEntry, date: string) => {
    const [first, second] = row.pauses as [TPause?, TPause?];
    return unlessInvalid(() =>
      buildEntry(
        caller,
        catalogue,
        {
          unitId,
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
      ),
    );
  };

/**
 * The rule engine over one world of the range, read once: the planned entries with an error that cannot be
 * forced (warnings do not stop a row).
 */
async function findingsOfRows(
  caller: Caller,
  world: ApplyWorld,
  placement: Placement,
  range: { begin: string; end: string },
  language: Language,
): Promise<Map<string, RuleFinding[]>> {
  const { catalogue, units } = world;
  const ruleWorld = assembleChangeWorld(
    caller,
    language,
    catalogue,
    { added: placement.planned, removed: [...placement.overwritten.values()] },
    {
      from: range.begin,
      to: range.end,
      collections: units,
      items: [world.items],
      people: [...world.people.values()],
      holidays: needsHolidays(ruleSetupOf(catalogue))
        ? await holidaysOf(caller, units, range.begin, range.end)
        : [],
    },
  );
  // Every finding of each planned entry but notices: the blocking ones stop it, warnings are reported.
  return findingsByEntry(changeFindings(ruleWorld), placement.planned, (finding) => !isNotice(finding));
}

const blocking = (finding: RuleFinding) => finding.level === 'ERR' && !finding.forceable;

/** Why rows were left out or warned about, by person and day, in the caller's language (the first ones). */
function applyNotes(
  world: ApplyWorld,
  placement: Placement,
  findings: ReadonlyMap<string, RuleFinding[]>,
  language: Language,
): TWeekTemplateApplyResult['notes'] {
  const nameOf = (userId: string | null) =>
    userId === null
      ? messageText('planTools.applyNote.openSlot', language)
      : (world.people.get(userId)?.displayName ?? '');
  const notes: TWeekTemplateApplyResult['notes'] = placement.leftOut.map((row) => ({
    userId: row.userId,
    name: nameOf(row.userId),
    date: row.date,
    outcome: row.outcome,
    message: messageText(`planTools.applyNote.${row.reason}`, language),
  }));
  for (const entry of placement.planned) {
    const found = findings.get(entry.uuid) ?? [];
    if (!found.length) continue;
    const stops = found.some(blocking);
    notes.push({
      userId: entry.userId,
      name: nameOf(entry.userId),
      date: entry.date,
      outcome: stops ? 'failed' : 'warned',
      message: (stops ? found.filter(blocking) : found)
        .map((finding) => findingText(finding.messageKey, language, finding.params))
        .join(' '),
    });
  }
  notes.sort((a, b) => a.name.localeCompare(b.name, 'de') || a.date.localeCompare(b.date));
  return notes.slice(0, maxApplyNotes);
}

/** Deletes the overwritten entries (with their requests) and puts the new ones, in batches. */
async function writeApplied(
  caller: Caller,
  world: ApplyWorld,
  outcome: { written: readonly NewPlanEntry[]; removed: readonly PlanEntry[] },
): Promise<void> {
  const { people, items } = world;
  const plan = new PlanRepository(caller.tenant);
  // People of overwritten entries whom no row named: their units, for the fragments that go too.
  const others = outcome.removed.flatMap((entry) =>
    entry.userId && !people.has(entry.userId) ? [entry.userId] : [],
  );
  const otherPeople = others.length
    ? await new CalendarReadsRepository(caller.tenant).peopleById(others)
    : new Map<string, Person>();
  const requestsOf = new Map<string, PlanItems['requests']>();
  for (const request of items.requests)
    requestsOf.set(request.entryUuid, [...(requestsOf.get(request.entryUuid) ?? []), request]);
  await plan.deleteMany(
    outcome.removed.map((entry) => ({ entry, requests: requestsOf.get(entry.uuid) ?? [] })),
    (userId) => personUnitsOf(people.get(userId) ?? otherPeople.get(userId)),
  );
  await plan.putMany(outcome.written, (userId) => personUnitsOf(people.get(userId)));
}

export async function applyWeekTemplates(
  caller: Caller,
  input: TWeekTemplateApply,
  language: Language,
  now = clockNow(),
): Promise<TWeekTemplateApplyResult> {
  const { unit, rows } = await selectRows(caller, input);
  const flags = await flagsOf(caller, input);
  const userIds = [...new Set(rows.flatMap(({ row }) => (row.userId ? [row.userId] : [])))];
  const world = await loadApplyWorld(caller, unit, input, flags, userIds);
  const placement = placeRows({
    unitId: unit.id,
    rows,
    flags,
    items: world.items,
    people: world.people,
    holidays: world.holidays,
    resourceRules: world.catalogue.resourceRules ?? [],
    entryOf: entryOfRow(caller, world.catalogue, unit.id, now.toISOString()),
  });
  const findings = await findingsOfRows(caller, world, placement, input, language);
  const stopped = new Set([...findings].flatMap(([uuid, found]) => (found.some(blocking) ? [uuid] : [])));
  const { written, removed, failed, missed } = settleByRules(placement, stopped);
  await writeApplied(caller, world, { written, removed });
  const counts = {
    tried: rows.length,
    failed,
    missed,
    applied: written.length,
    overwritten: removed.length,
  };
  const result = { ...counts, notes: applyNotes(world, placement, findings, language) };
  await commitAudited(
    caller,
    {
      action: 'calendar.weekTemplates.apply',
      target: { type: 'unit', id: unit.id, name: unit.name },
      after: {
        weekIds: input.weekIds,
        begin: input.begin,
        end: input.end,
        repeat: input.repeat ?? 1,
        ...flags,
        ...counts,
      },
      at: now,
    },
    [],
  );
  return result;
}
