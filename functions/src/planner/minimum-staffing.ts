/**
 * MINOC shortfalls as demand of the automatic planner (docs/planner.md "In the product"): per active MINOC rule
 * scoped to units, templates or resources of the run, and per valid day, the people the engine counts against
 * the minimum; each missing person becomes a virtual slot of the unit's template that best covers the rule's
 * window, requiring the rule's qualification. A shortfall no template can cover is kept as a gap to report.
 */
import { minOcCount, minOcGroups, type MinOcGroup } from '@app/shared/rules/engine/minoc';
import { coversWindow, windowSpan } from '@app/shared/rules/engine/defaults';
import { rulesOf, validOn } from '@app/shared/rules/engine/scope';
import { indexWorld, type ShiftSpan, type WorldIndex } from '@app/shared/rules/engine/world-index';
import type { TRuleOf } from '@app/shared/rules/rule';
import type { Caller } from '../security/caller';
import { now } from '../clock';
import type {
  Catalogue,
  CatalogueTemplate,
  Person,
  UnitCollection,
} from '../calendar/calendar-reads.repository';
import type { NewPlanEntry, PlanItems } from '../calendar/plan.repository';
import { buildEntry } from '../calendar/entry.service';
import { toRuleShift } from '../calendar/rule-world';
import { assembleChangeWorld, type holidaysOf } from '../calendar/validator/change-world';
import { derivedUuid } from '../plan-tools/bulk-tool.steps';
import type { OpenSlot } from './planning-world';

type MinOcRule = TRuleOf<'MINOC'>;

/** The MINOC rule and day a virtual slot (or a gap) stands for. */
export interface StaffingDemand {
  ruleId: string;
  ruleName: string;
  minimum: number;
  /** People the engine counted on the day (the plan as it is). */
  filled: number;
  qualificationId: string | null;
  from: string | null;
  to: string | null;
}

/** A shortfall no template of the unit overlaps: reported, not planned. */
export interface StaffingGap extends StaffingDemand {
  unitId: string;
  date: string;
  missing: number;
}

export interface StaffingInput {
  caller: Caller;
  catalogue: Catalogue;
  collections: readonly UnitCollection[];
  items: readonly PlanItems[];
  people: ReadonlyMap<string, Person>;
  holidays: Awaited<ReturnType<typeof holidaysOf>>;
  days: readonly string[];
  /** Units planned whole (their open slots are the run's): only they get shifts added. */
  whole: ReadonlySet<string>;
  /** The run's open slots: one in the rule's window already answers a missing person. */
  slots: readonly OpenSlot[];
}

/** A virtual slot's shift type: its template's, apart when a qualification narrows who may take it. */
const demandTypeId = (entry: NewPlanEntry, qualificationId: string | null) =>
  `${entry.unitId}:${entry.templateId ?? ''}${qualificationId === null ? '' : `:q:${qualificationId}`}`;

/** Whether a person may take a slot as far as its MINOC demand goes (its qualification). */
export function meetsDemand(slot: OpenSlot | undefined, qualificationIds: readonly string[]): boolean {
  const needed = slot?.demand?.qualificationId;
  return !needed || qualificationIds.includes(needed);
}

/**
 * The units whose shifts a group counts. Company and user-group rules count people outside the run's units,
 * whose plan the run does not read: they are left to the rule check.
 */
function countedUnits(rule: MinOcRule, group: MinOcGroup, index: WorldIndex): string[] {
  if (rule.scope.kind === 'unit') return [...index.subtree(group.id, rule.scope.includeSubUnits)];
  if (rule.scope.kind === 'template' || rule.scope.kind === 'resource')
    return group.unitId === null ? [] : [group.unitId];
  return [];
}

function templateSpan(index: WorldIndex, template: CatalogueTemplate, date: string): ShiftSpan | undefined {
  if (template.begin === null || template.end === null) return undefined;
  return windowSpan(index, date, template.begin, template.end);
}

/**
 * The template that best covers the window: one covering all of it first (only that staffs it, see `coverage`),
 * then the most minutes inside it (without a window every shift of the day counts alike), then the one planned
 * most often in its unit, then by name. None overlapping: undefined.
 */
export function bestTemplate(
  index: WorldIndex,
  templates: readonly CatalogueTemplate[],
  planned: ReadonlyMap<string, number>,
  date: string,
  window: ShiftSpan | undefined,
): CatalogueTemplate | undefined {
  const scored = templates.flatMap((template) => {
    if (!window) return [{ template, overlap: 0, covers: true }];
    const span = templateSpan(index, template, date);
    if (!span) return [];
    const overlap =
      Math.min(span.end.getTime(), window.end.getTime()) -
      Math.max(span.start.getTime(), window.start.getTime());
    const covers = span.start <= window.start && span.end >= window.end;
    return overlap > 0 ? [{ template, overlap, covers }] : [];
  });
  scored.sort(
    (a, b) =>
      Number(b.covers) - Number(a.covers) ||
      b.overlap - a.overlap ||
      (planned.get(b.template.id) ?? 0) - (planned.get(a.template.id) ?? 0) ||
      a.template.name.localeCompare(b.template.name),
  );
  return scored[0]?.template;
}

export function minimumStaffing(input: StaffingInput): { slots: OpenSlot[]; gaps: StaffingGap[] } {
  const { caller, catalogue, days } = input;
  const first = days[0];
  const last = days.at(-1);
  const rules = rulesOf(catalogue.rules ?? [], 'MINOC').filter((rule) =>
    ['unit', 'template', 'resource'].includes(rule.scope.kind),
  );
  if (!first || !last || !rules.length) return { slots: [], gaps: [] };
  const { world } = assembleChangeWorld(
    caller,
    caller.tenantRecord.language,
    catalogue,
    { added: [], removed: [] },
    {
      from: first,
      to: last,
      collections: input.collections,
      items: input.items,
      people: [...input.people.values()],
      holidays: input.holidays,
    },
  );
  const index = indexWorld(world);
  const loaded = new Set(input.collections.map((collection) => collection.unit.id));
  const planned = new Map<string, number>();
  for (const part of input.items)
    for (const entry of part.entries)
      if (entry.templateId) planned.set(entry.templateId, (planned.get(entry.templateId) ?? 0) + 1);
  const dayIndex = new Map(days.map((day, position) => [day, position]));
  const createdAt = now().toISOString();
  const slots: OpenSlot[] = [];
  const gaps: StaffingGap[] = [];

  // A qualified person added for one rule counts for the others too: the narrower rules go first.
  const ordered = [...rules].sort(
    (a, b) =>
      Number(a.settings.qualificationId === null) - Number(b.settings.qualificationId === null) ||
      a.name.localeCompare(b.name),
  );
  for (const rule of ordered) {
    const { minimum, qualificationId, from, to } = rule.settings;
    for (const group of minOcGroups(rule, index)) {
      const units = countedUnits(rule, group, index);
      if (!units.length || units.some((unitId) => !loaded.has(unitId))) continue;
      const templates = catalogue.templates.filter(
        (template) =>
          template.enabled &&
          template.unitId !== null &&
          units.includes(template.unitId) &&
          input.whole.has(template.unitId) &&
          (rule.scope.kind !== 'template' || template.id === group.id) &&
          (rule.scope.kind !== 'resource' || template.resourceId === group.id),
      );
      const unitId = group.unitId ?? units[0];
      if (!unitId || !units.some((id) => input.whole.has(id))) continue;
      for (const date of days) {
        if (!validOn(rule, date, index.isHoliday(group.unitId, date))) continue;
        const { people, window } = minOcCount(rule, group, index, date);
        const covers = (entry: NewPlanEntry, required: readonly string[]) => {
          const shift = toRuleShift(entry);
          return (
            entry.date === date &&
            group.holds(shift) &&
            coversWindow(index, shift, window) &&
            (qualificationId === null || required.includes(qualificationId))
          );
        };
        const requiredOf = (entry: NewPlanEntry) =>
          catalogue.templates.find((template) => template.id === entry.templateId)
            ?.requiredQualificationIds ?? [];
        const answered =
          input.slots.filter((slot) => covers(slot.entry, requiredOf(slot.entry))).length +
          slots.filter((slot) =>
            covers(slot.entry, slot.demand?.qualificationId ? [slot.demand.qualificationId] : []),
          ).length;
        const missing = minimum - people - answered;
        if (missing <= 0) continue;
        const demand: StaffingDemand = {
          ruleId: rule.id,
          ruleName: rule.name,
          minimum,
          filled: people,
          qualificationId,
          from,
          to,
        };
        const template = bestTemplate(index, templates, planned, date, window);
        if (!template?.unitId) {
          gaps.push({ ...demand, unitId, date, missing });
          continue;
        }
        for (let n = 0; n < missing; n++) {
          const entry = buildEntry(
            caller,
            catalogue,
            { unitId: template.unitId, date, userId: null, templateId: template.id, notes: '' },
            { uuid: derivedUuid(`minoc#${rule.id}#${group.id}`, `${date}#${n}`), createdAt },
          );
          slots.push({
            // Never stored: the job writes a new proposal entry from it.
            entry: { ...entry, version: 0 },
            day: dayIndex.get(date) ?? 0,
            typeId: demandTypeId(entry, qualificationId),
            applicants: [],
            demand,
          });
        }
      }
    }
  }
  return { slots, gaps };
}
