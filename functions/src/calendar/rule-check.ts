/**
 * The rule check of a unit's range (issue 13 item 7; issue 28): reads what the calendar reads (1 catalogue Query
 * with the rules, per unit 1 collection Query and 1 Query per plan month, 1 holiday Query per region, a BatchGet
 * of people named by entries but no longer members), the legal profile's reads beyond the range (week-minutes.ts,
 * legal-reads.ts: person months of the people a check could find something on) and runs the engine's
 * `checkRange`. The Excel report's job and the calendar's findings panel share it; the workbook stays with the job
 * (its library is large).
 */
import { checkRange } from '@app/shared/rules/engine/index';
import { addDays, monthsOf } from '@app/shared/time/tenant-time';
import { subUnitsOf } from '@app/shared/units/unit-tree';
import type { JobContext } from '../jobs/registry';
import type { TenantContext } from '../tenancy/tenant-context';
import { HolidayRepository } from '../holidays/holiday.repository';
import { UnitRepository } from '../units/unit.repository';
import { CalendarReadsRepository, type Person, type UnitCollection } from './calendar-reads.repository';
import { PlanRepository, type PlanItems } from './plan.repository';
import {
  membersKnownDays,
  legalHolidayReach,
  personMonthsOnce,
  readRestDays,
  readYearSundays,
  withRestDays,
} from './legal-reads';
import { buildRuleWorld, ruleSetupOf, type RuleWorldParts } from './rule-world';
import { readHeavyWeeks } from './week-minutes';
import { ruleReportRows } from './rule-report.model';
import type { RuleReportInput } from './rule-report.service';

export interface RuleCheckContext {
  tenant: TenantContext;
  tenantRecord: { country: string; region: string | null; timeZone: string };
  input: RuleReportInput;
  progress: JobContext<RuleReportInput>['progress'];
}

/**
 * Every finding of the unit (and its sub-units if asked) in the range, as rows in the reader's language: the
 * report's sheet and the calendar's findings panel (rule-findings.service.ts) read the same. Undefined when the
 * unit is gone.
 */
export async function checkUnitRange({ tenant, tenantRecord, input, progress }: RuleCheckContext) {
  const reads = new CalendarReadsRepository(tenant);
  const [tree, catalogue] = await Promise.all([new UnitRepository(tenant).list(), reads.catalogue()]);
  const chosen = tree.find((unit) => unit.id === input.unitId);
  if (!chosen) return undefined;
  const unitIds = [
    chosen.id,
    ...(input.withSubUnits
      ? subUnitsOf(tree, chosen.id, true)
          .filter((unit) => unit.enabled)
          .map((unit) => unit.id)
      : []),
  ];
  // Loading each unit, then checking, then writing.
  const steps = unitIds.length + 2;
  await progress({ value: 0, steps });

  // The day before and after: rest and night rules look across the range's edges.
  const months = monthsOf(addDays(input.from, -1), addDays(input.to, 1));
  const plan = new PlanRepository(tenant);
  const collections: UnitCollection[] = [];
  const items: PlanItems[] = [];
  for (const [index, unitId] of unitIds.entries()) {
    const [collection, partitions] = await Promise.all([
      reads.unitCollection(unitId),
      Promise.all(months.map((month) => plan.unitMonth(unitId, month))),
    ]);
    if (collection) collections.push(collection);
    items.push(...partitions);
    await progress({ value: index + 1, steps });
  }

  const regionOf = (collection: UnitCollection) => collection.unit.holidayRegion ?? tenantRecord.region;
  const regions = [...new Set(collections.map(regionOf))];
  const holidayReads = new HolidayRepository(tenant);
  const regionHolidays = new Map(
    await Promise.all(
      regions.map(
        async (region) =>
          [
            region,
            (
              await holidayReads.regionDays(
                tenantRecord.country,
                region,
                addDays(input.from, -legalHolidayReach),
                addDays(input.to, legalHolidayReach),
              )
            ).holidays,
          ] as const,
      ),
    ),
  );
  const entries = items.flatMap((part) => part.entries);
  const members = new Set(collections.flatMap((collection) => collection.members.map((m) => m.userId)));
  const unnamed = [
    ...new Set(
      entries.flatMap((entry) => (entry.userId && !members.has(entry.userId) ? [entry.userId] : [])),
    ),
  ];
  const others: Map<string, Person> = unnamed.length
    ? await reads.peopleById(unnamed)
    : new Map<string, Person>();

  const setup = ruleSetupOf(catalogue);
  // The legal profile's reads beyond the range, each person's month once (legal-reads.ts, week-minutes.ts).
  const personMonths = personMonthsOnce(plan);
  const [weekMinutes, sundaysWorked] = await Promise.all([
    readHeavyWeeks(personMonths, input, items, setup.legal),
    readYearSundays(personMonths, input, items, setup.legal),
  ]);
  const parts: RuleWorldParts = {
    timeZone: tenantRecord.timeZone,
    language: input.language,
    from: input.from,
    to: input.to,
    catalogue,
    collections,
    otherUnits: tree.map((unit) => ({ id: unit.id, name: unit.name, parentId: unit.parentId })),
    people: [...others.values()],
    entries,
    fragments: items.flatMap((part) => part.foreign),
    absences: items.flatMap((part) => part.absences),
    holidays: collections.map((collection) => ({
      unitId: collection.unit.id,
      holidays: regionHolidays.get(regionOf(collection)) ?? [],
    })),
    weekMinutes,
    sundaysWorked,
    knownDays: membersKnownDays(collections, months),
  };
  // A Sunday or holiday worked whose rest day is not among the months read: the person's months around.
  const first = buildRuleWorld(parts);
  const around = await readRestDays(personMonths, setup, first);
  const world = around ? buildRuleWorld(withRestDays(parts, around)) : first;
  const findings = checkRange(setup, world, { unitIds }).filter(
    (finding) => input.from <= finding.date && finding.date <= input.to,
  );
  await progress({ value: unitIds.length + 1, steps });

  return { unit: chosen, rows: ruleReportRows(findings, world, input.language), steps };
}
