/**
 * Inserting a shift cycle into the plan (`/Shifts/InsertCycle`, saved via `InsertCycleSave`): for each chosen
 * person the cycle's templates fall on the days from the start to the end (or a number of repetitions); all
 * slots are checked by the rule engine as one change (the people's months and the unit's days read once) and
 * written or missed. The answer is the spec's model: SlotCount and MissedSlots.
 *
 * Bulk, not atomic (data model section 4): the insertion record and its audit entry are one transaction first,
 * then BatchWrite deletes (overwrite) and puts of the entries, all with `serialId` = the insertion's id, so
 * that `DeleteCycle` finds them on gsi3 `SERIAL#<id>` even when the writes stopped midway.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import type { Language } from '@app/shared/i18n/languages';
import {
  cycleDayPlan,
  insertionEnd,
  maxListedMisses,
  type TCycleInsertParsed,
  type TCycleInsertResult,
  type TMissReason,
} from '@app/shared/plan-tools/cycle-insert';
import { blocksTemplates } from '@app/shared/resources/resource-rule';
import { addDays, monthsOf } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { countForcedCall, invalid, personUnitsOf } from '../calendar/change-support';
import { buildEntry } from '../calendar/entry.service';
import {
  PlanRepository,
  type NewPlanEntry,
  type PlanEntry,
  type PlanItems,
} from '../calendar/plan.repository';
import type { RuleFinding } from '@app/shared/rules/engine/index';
import { isNotice } from '@app/shared/rules/engine/notice';
import { findingText } from '@app/shared/rules/engine/finding-text';
import { changeFindings, findingsByEntry, loadChangeWorld } from '../calendar/validator/change-world';
import { ResourceRuleRepository } from '../resources/resource-rule.repository';
import { ShiftCycleRepository } from '../shifts/shift-cycle.repository';
import { assertActionRange, maxAppliedEntries } from './apply.service';
import { CycleInsertionRepository } from './cycle-insertion.repository';
import { unlessInvalid } from './unless-invalid';
import { requirePlannedUnit } from './week-template.service';

type Reasons = TCycleInsertResult['reasons'];

/** What a person's months hold: the entries (all units) and absences the checks read. */
interface PersonPlan {
  entries: PlanEntry[];
  absences: PlanItems['absences'];
}

async function personPlans(
  plan: PlanRepository,
  userIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, PersonPlan>> {
  // Rest time looks one day past each end, into the neighbouring month at a month's edge.
  const months = monthsOf(addDays(from, -1), addDays(to, 1));
  const plans = await Promise.all(
    userIds.map(async (userId) => {
      const parts = await Promise.all(months.map((month) => plan.personMonth(userId, month)));
      return [
        userId,
        {
          entries: parts.flatMap((part) => part.entries),
          absences: parts.flatMap((part) => part.absences),
        },
      ] as const;
    }),
  );
  return new Map(plans);
}

/** Why the rules stop a slot: an overlap is a collision, an absence an absence, anything else the rules. */
function missReason(findings: readonly RuleFinding[]): TMissReason {
  if (findings.some((finding) => finding.ruleId.endsWith('.overlap'))) return 'collision';
  if (findings.some(isAbsence)) return 'absence';
  return 'rules';
}

const isAbsence = (finding: RuleFinding) => finding.ruleId === 'default.absence';

export async function insertCycle(
  caller: Caller,
  input: TCycleInsertParsed,
  language: Language,
  now = clockNow(),
): Promise<TCycleInsertResult> {
  const [unit, cycle] = await Promise.all([
    requirePlannedUnit(caller, input.unitId),
    new ShiftCycleRepository(caller.tenant).get(input.cycleId),
  ]);
  if (!cycle) throw new AppError('NOT_FOUND');
  const end = insertionEnd(cycle, input);
  assertActionRange(input.start, end);
  const days = cycleDayPlan(cycle, input.start, end, input.startDay);
  const userIds = [...new Set(input.userIds)];
  if (days.length * userIds.length > maxAppliedEntries) throw invalid('body.end', 'planTools.apply.tooMany');

  const reads = new CalendarReadsRepository(caller.tenant);
  const plan = new PlanRepository(caller.tenant);
  const [catalogue, people, rules, plans, unitItems] = await Promise.all([
    reads.catalogue(),
    reads.peopleById(userIds),
    new ResourceRuleRepository(caller.tenant).all(),
    personPlans(plan, userIds, input.start, end),
    // The requests of entries an overwrite deletes go with them.
    input.overwrite ? plan.unitDays(unit.id, input.start, end) : Promise.resolve(undefined),
  ]);
  userIds.forEach((userId, index) => {
    if (!people.has(userId)) throw invalid(`body.userIds.${index}`, 'planTools.cycles.userUnknown');
  });
  if (input.ignoreWarnings) await countForcedCall(caller);

  const insertionId = randomUUID();
  const createdAt = now.toISOString();
  const reasons: Reasons = { collision: 0, absence: 0, rules: 0, resourceRule: 0, inactive: 0 };
  const overwritten = new Map<string, PlanEntry>();
  const overwrittenBy = new Map<string, PlanEntry[]>();
  const planned: NewPlanEntry[] = [];

  const missed: TCycleInsertResult['missed'] = [];
  const miss = (userId: string, date: string, reason: TMissReason, message: string | null = null) => {
    reasons[reason]++;
    if (missed.length < maxListedMisses)
      missed.push({ userId, name: people.get(userId)?.displayName ?? '', date, reason, message });
  };
  for (const userId of userIds) {
    const person = people.get(userId);
    if (!person) continue; // checked above: every person is known
    const own = plans.get(userId) ?? { entries: [], absences: [] };
    // The person's plan as this insertion changes it: overwritten entries go, written slots join.
    let current: PlanEntry[] = own.entries;
    for (const day of days) {
      if (!person.active) {
        miss(userId, day.date, 'inactive');
        continue;
      }
      const built = unlessInvalid(() =>
        buildEntry(
          caller,
          catalogue,
          { unitId: unit.id, date: day.date, userId, templateId: day.templateId, notes: '' },
          { uuid: randomUUID(), createdAt },
        ),
      );
      if (!built) {
        // The cycle names a shift template (or its resource) that is gone from the catalogue.
        miss(userId, day.date, 'rules');
        continue;
      }
      const entry: NewPlanEntry = { ...built, serialId: insertionId };
      if (blocksTemplates(rules, entry.resourceId, unit.id, day.date)) {
        miss(userId, day.date, 'resourceRule');
        continue;
      }
      const sameDay = current.filter((held) => held.date === day.date && held.unitId === unit.id);
      if (sameDay.length && !input.overwrite) {
        miss(userId, day.date, 'collision');
        continue;
      }
      for (const held of sameDay) overwritten.set(held.uuid, held);
      overwrittenBy.set(entry.uuid, sameDay);
      current = [
        ...current.filter((held) => !sameDay.some((gone) => gone.uuid === held.uuid)),
        { ...entry, version: 1 },
      ];
      planned.push(entry);
    }
  }

  // One check of every slot over one world of the range (the people's months, the unit's days): a slot with a
  // finding that stops it is missed, and what it would have overwritten stays.
  const world = await loadChangeWorld(caller, language, catalogue, {
    added: planned,
    removed: [...overwritten.values()],
  });
  const stopped = findingsByEntry(
    changeFindings(world),
    planned,
    (finding) =>
      !isNotice(finding) &&
      (input.skipAbsences || !isAbsence(finding)) &&
      (!input.ignoreWarnings || !finding.forceable),
  );
  const plannedById = new Map(planned.map((entry) => [entry.uuid, entry]));
  for (const [uuid, findings] of stopped) {
    const entry = plannedById.get(uuid);
    const first = findings[0];
    if (entry?.userId)
      miss(
        entry.userId,
        entry.date,
        missReason(findings),
        first ? findingText(first.messageKey, language, first.params) : null,
      );
    for (const held of overwrittenBy.get(uuid) ?? []) overwritten.delete(held.uuid);
  }
  missed.sort((a, b) => a.name.localeCompare(b.name, 'de') || a.date.localeCompare(b.date));
  const written = planned.filter((entry) => !stopped.has(entry.uuid));

  const slotCount = days.length * userIds.length;
  const missedSlots = slotCount - written.length;
  const result: TCycleInsertResult = {
    insertionId,
    slotCount,
    missedSlots,
    written: written.length,
    overwritten: overwritten.size,
    reasons,
    missed,
  };
  await commitAudited(
    caller,
    {
      action: 'calendar.cycle.insert',
      target: { type: 'unit', id: unit.id, name: unit.name },
      after: {
        insertionId,
        cycleId: cycle.id,
        userIds,
        start: input.start,
        end,
        overwrite: input.overwrite,
        skipAbsences: input.skipAbsences,
        ignoreWarnings: input.ignoreWarnings,
        slotCount,
        missedSlots,
        overwritten: overwritten.size,
      },
      at: now,
    },
    [
      new CycleInsertionRepository(caller.tenant).createWrite({
        id: insertionId,
        unitId: unit.id,
        cycleId: cycle.id,
        cycleName: cycle.name,
        userIds,
        start: input.start,
        end,
        slotCount,
        written: written.length,
        deletedFrom: null,
        createdAt,
        createdBy: caller.user.id,
      }),
    ],
  );
  const requests = unitItems?.requests ?? [];
  const unitsOf = (userId: string) => personUnitsOf(people.get(userId));
  await plan.deleteMany(
    [...overwritten.values()].map((entry) => ({
      entry,
      requests: requests.filter((request) => request.entryUuid === entry.uuid),
    })),
    unitsOf,
  );
  await plan.putMany(written, unitsOf);
  return result;
}
