/**
 * The setup guide (issue 29; docs/decisions.md "A new company's first hour"): the state of each step read from the
 * company's data, company templates applied through the services an administrator uses, and the sample plan.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { formatEntryId, parseEntryId } from '@app/shared/calendar/entry-id';
import type { Language } from '@app/shared/i18n/languages';
import { ZRuleSave } from '@app/shared/rules/rule';
import {
  companyTemplates,
  type CompanyTemplate,
  type TCompanyType,
  type TemplateShift,
} from '@app/shared/setup/company-templates';
import type {
  TApplyCompanyTemplate,
  TCompanyTemplateResult,
  TSetupGuide,
  TSetupStepState,
} from '@app/shared/setup/setup.contracts';
import { paidMinutes } from '@app/shared/shifts/shift-hours';
import { noPause, shiftItemTypes, type TPause } from '@app/shared/shifts/shift-template';
import { addDays, isoWeekdayOf, plainDateOf } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { ConsentRepository } from '../account/consent.repository';
import { commitAudited } from '../audit/audit.service';
import { now } from '../clock';
import { TenantCountsRepository } from '../directory/tenant-counts.repository';
import { UserRepository } from '../directory/user.repository';
import { CalendarReadsRepository } from '../calendar/calendar-reads.repository';
import { personUnitsOf } from '../calendar/change-support';
import { PlanRepository, type NewPlanEntry } from '../calendar/plan.repository';
import { ResourceRepository } from '../resources/resource.repository';
import { createResource } from '../resources/resource.service';
import { RuleRepository } from '../rules/rule.repository';
import { saveRule } from '../rules/rule.service';
import { ShiftTemplateRepository } from '../shifts/shift-template.repository';
import { createShiftTemplate } from '../shifts/shift-template.service';
import { UnitRepository, unitTypes, type Unit } from '../units/unit.repository';
import { createUnit } from '../units/unit.service';
import { saveResources } from '../units/unit-data.service';
import { SetupRepository } from './setup.repository';

/** How far ahead a planned shift counts as "a first plan": this week and the four after it. */
const planHorizonDays = 35;
/** Units read for the plan step at most: a company in its first hour has a handful. */
const unitsForPlanStep = 50;

const freeClass = shiftItemTypes.free;

/** Monday of the week after `today`'s. */
function nextMonday(today: string): string {
  return addDays(today, 8 - isoWeekdayOf(today));
}

const todayOf = (caller: Caller) => plainDateOf(now(), caller.tenantRecord.timeZone);

export async function setupGuide(caller: Caller): Promise<TSetupGuide> {
  const today = todayOf(caller);
  const units = await new UnitRepository(caller.tenant).list();
  const [setup, resources, templates, people, rules, planned, confirmed] = await Promise.all([
    new SetupRepository(caller.tenant).get(),
    new ResourceRepository(caller.tenant).list(),
    new ShiftTemplateRepository(caller.tenant).list(),
    peopleCount(caller),
    new RuleRepository(caller.tenant).list(),
    plannedShifts(caller, units, today),
    new ConsentRepository(caller.tenant).confirmedAddress(),
  ]);
  const root = units.find((unit) => unit.parentId === null);
  const published = units.filter((unit) => unit.enabled && (unit.publishedTo ?? '') >= today).length;
  const regions = (caller.tenantRecord.region ? 1 : 0) + (root?.holidayRegion ? 1 : 0);
  const state = (step: TSetupStepState['step'], count: number): TSetupStepState => ({
    step,
    done: count > 0,
    count,
  });
  return {
    steps: [
      state('company', regions),
      state('areas', resources.filter((resource) => resource.enabled).length),
      state(
        'shifts',
        templates.filter((template) => template.enabled && template.itemClass !== freeClass).length,
      ),
      // Everyone but the administrator who set the company up.
      state('people', Math.max(0, people - 1)),
      state('rules', rules.length),
      state('plan', planned),
      state('publish', published),
    ],
    companyType: setup.companyType as TCompanyType | null,
    sampleShifts: setup.sampleEntryIds.length,
    hidden: setup.hidden,
    emailConfirmed: confirmed !== undefined,
    firstWeek: nextMonday(today),
  };
}

async function peopleCount(caller: Caller): Promise<number> {
  const counts = await new TenantCountsRepository(caller.tenant).get();
  if (counts) return counts.activeUsers;
  return (await new UserRepository(caller.tenant).list()).filter((user) => user.active).length;
}

/**
 * Shifts given to people in the enabled units from today through the horizon: open shifts (the sample plan's, a
 * week template's) are what a plan is made from, not yet a plan.
 */
async function plannedShifts(caller: Caller, units: readonly Unit[], today: string): Promise<number> {
  const plan = new PlanRepository(caller.tenant);
  const to = addDays(today, planHorizonDays - 1);
  const counts = await Promise.all(
    units
      .filter((unit) => unit.enabled)
      .slice(0, unitsForPlanStep)
      .map(
        async (unit) =>
          (await plan.unitDays(unit.id, today, to)).entries.filter((entry) => entry.userId !== null).length,
      ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

export async function setGuideHidden(caller: Caller, hidden: boolean): Promise<void> {
  const repository = new SetupRepository(caller.tenant);
  const setup = await repository.get();
  await repository.put({ ...setup, hidden, updatedAt: now().toISOString() });
}

/**
 * Applies a company template once: work areas, teams below the company's site, shift templates and the usual
 * staffing rule, each through its own service (checked and audited like an administrator's change), reusing a
 * work area or team of the same name that exists already; then, if asked, the sample plan.
 */
export async function applyCompanyTemplate(
  caller: Caller,
  request: Required<TApplyCompanyTemplate>,
  language: Language,
): Promise<TCompanyTemplateResult> {
  const setupRepository = new SetupRepository(caller.tenant);
  const setup = await setupRepository.get();
  if (setup.companyType !== null) throw new AppError('CONFLICT', { messageKey: 'setup.template.applied' });
  const template = companyTemplates[request.companyType];
  const words = caller.tenantRecord.language;
  const units = await new UnitRepository(caller.tenant).list();
  const root = units.find((unit) => unit.parentId === null && unit.enabled);
  if (!root) throw new AppError('CONFLICT', { messageKey: 'setup.template.noSite' });

  const areaIds = await templateAreas(caller, template, words);
  const teams = await templateTeams(caller, template, words, root, units, areaIds);
  const shiftIds = await templateShifts(caller, template, words, areaIds);
  const minimum = template.minimum;
  const areaId = areaIds.get(minimum.area);
  if (areaId)
    await saveRule(
      caller,
      ZRuleSave.parse({
        ruleType: 'MINOC',
        name: minimum.name[words],
        scope: { kind: 'resource', ids: [areaId] },
        validity: { weekdays: minimum.weekdays },
        settings: { minimum: minimum.minimum },
      }),
      language,
    );
  const sample = request.samplePlan
    ? await writeSamplePlan(caller, template, { root, teams, areaIds, shiftIds })
    : [];
  const result = {
    teams: teams.size,
    areas: areaIds.size,
    shifts: shiftIds.size,
    rules: areaId ? 1 : 0,
    sampleShifts: sample.length,
  };
  await setupRepository.put({
    ...setup,
    companyType: request.companyType,
    sampleEntryIds: sample,
    updatedAt: now().toISOString(),
  });
  await commitAudited(
    caller,
    {
      action: 'setup.template',
      target: { type: 'tenant', id: caller.tenantRecord.customerNo, name: caller.tenantRecord.companyName },
      after: { companyType: request.companyType, ...result },
      at: now(),
    },
    [],
  );
  return result;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The template's work areas by key: an existing one of the same name, else a new one. */
async function templateAreas(caller: Caller, template: CompanyTemplate, words: Language) {
  const existing = await new ResourceRepository(caller.tenant).list();
  const ids = new Map<string, string>();
  for (const area of template.areas) {
    const name = area.name[words];
    const found = existing.find((resource) => sameName(resource.caption, name));
    const id =
      found?.id ??
      (
        await createResource(caller, {
          caption: name,
          comments: area.comment[words],
          backColor: area.backColor,
          foreColor: area.foreColor,
          enabled: true,
        })
      ).id;
    ids.set(area.key, id);
  }
  return ids;
}

/**
 * The template's teams below the site (an existing unit of the same name is used), each working in its areas;
 * the site works in all of them, so that a company without teams plans in its site. Answers team id by name.
 */
async function templateTeams(
  caller: Caller,
  template: CompanyTemplate,
  words: Language,
  root: Unit,
  units: readonly Unit[],
  areaIds: ReadonlyMap<string, string>,
) {
  const teams = new Map<string, { id: string; areas: readonly string[] }>();
  for (const team of template.teams) {
    const name = team.name[words];
    const found = units.find((unit) => unit.parentId === root.id && sameName(unit.name, name));
    const id =
      found?.id ??
      (
        await createUnit(caller, {
          name,
          unitType: unitTypes.unit,
          parentId: root.id,
          enabled: true,
          holidayRegion: null,
        })
      ).id;
    teams.set(name, { id, areas: team.areas });
  }
  const unitRepository = new UnitRepository(caller.tenant);
  const assign = async (unitId: string, keys: readonly string[]) => {
    const current = await unitRepository.getResources(unitId);
    const wanted = keys.flatMap((key) => areaIds.get(key) ?? []);
    const resourceIds = [...new Set([...(current?.resourceIds ?? []), ...wanted])];
    await saveResources(caller, unitId, { resourceIds, version: current?.version ?? 0 });
  };
  await assign(root.id, [...areaIds.keys()]);
  for (const team of teams.values()) await assign(team.id, team.areas);
  return teams;
}

/** The template's shift templates by their index in the template: an existing one of the same name is kept. */
async function templateShifts(
  caller: Caller,
  template: CompanyTemplate,
  words: Language,
  areaIds: ReadonlyMap<string, string>,
) {
  const existing = await new ShiftTemplateRepository(caller.tenant).list();
  const ids = new Map<TemplateShift, string>();
  for (const shift of template.shifts) {
    const resourceId = areaIds.get(shift.area);
    if (!resourceId) continue;
    const name = shift.name[words];
    const found = existing.find((other) => sameName(other.name, name));
    const id =
      found?.id ??
      (
        await createShiftTemplate(caller, {
          name,
          shortName: shift.shortName[words],
          resourceId,
          unitId: null,
          itemClass: shiftItemTypes[shift.kind],
          begin: shift.begin,
          end: shift.end,
          pause1: shift.pause ? { mode: 1, begin: shift.pause[0], end: shift.pause[1] } : noPause,
          pause2: noPause,
          backColor: shift.backColor,
          foreColor: shift.foreColor,
          enabled: true,
        })
      ).id;
    ids.set(shift, id);
  }
  return ids;
}

/**
 * Open shifts for the week after this one, as the template staffs it, in the first team working in each shift's
 * area (else the site). Answers their entry ids, which the setup item keeps for the one-step delete.
 */
async function writeSamplePlan(
  caller: Caller,
  template: CompanyTemplate,
  made: {
    root: Unit;
    teams: ReadonlyMap<string, { id: string; areas: readonly string[] }>;
    areaIds: ReadonlyMap<string, string>;
    shiftIds: ReadonlyMap<TemplateShift, string>;
  },
): Promise<string[]> {
  const monday = nextMonday(todayOf(caller));
  const createdAt = now().toISOString();
  const zone = caller.tenantRecord.timeZone;
  const entries: NewPlanEntry[] = [];
  for (const shift of template.shifts) {
    const templateId = made.shiftIds.get(shift);
    const resourceId = made.areaIds.get(shift.area);
    if (!templateId || !resourceId) continue;
    const unitId =
      [...made.teams.values()].find((team) => team.areas.includes(shift.area))?.id ?? made.root.id;
    const pause1: TPause = shift.pause ? { mode: 1, begin: shift.pause[0], end: shift.pause[1] } : noPause;
    const times = {
      itemClass: shiftItemTypes[shift.kind],
      begin: shift.begin,
      end: shift.end,
      pause1,
      pause2: noPause,
    };
    for (const weekday of shift.sample.weekdays) {
      const date = addDays(monday, weekday - 1);
      for (let index = 0; index < shift.sample.perDay; index += 1)
        entries.push({
          unitId,
          date,
          uuid: randomUUID(),
          userId: null,
          templateId,
          resourceId,
          ...times,
          minutes: paidMinutes(times, date, zone),
          notes: '',
          createdAt,
        });
    }
  }
  await new PlanRepository(caller.tenant).putMany(entries, () => []);
  return entries.map((entry) => formatEntryId(entry));
}

/**
 * Deletes the sample plan's shifts still in the plan, assigned ones too (the sample is for trying things out):
 * one step, audited; the guide forgets the sample.
 */
export async function deleteSamplePlan(caller: Caller): Promise<{ deleted: number }> {
  const setupRepository = new SetupRepository(caller.tenant);
  const setup = await setupRepository.get();
  const plan = new PlanRepository(caller.tenant);
  const keys = setup.sampleEntryIds.flatMap((id) => parseEntryId(id) ?? []);
  const found = (await Promise.all(keys.map((key) => plan.entry(key)))).flatMap((item) => item ?? []);
  const people = await new CalendarReadsRepository(caller.tenant).peopleById([
    ...new Set(found.flatMap(({ entry }) => (entry.userId ? [entry.userId] : []))),
  ]);
  await plan.deleteMany(found, (userId) => personUnitsOf(people.get(userId)));
  await setupRepository.put({ ...setup, sampleEntryIds: [], updatedAt: now().toISOString() });
  await commitAudited(
    caller,
    {
      action: 'setup.samplePlan.delete',
      target: { type: 'tenant', id: caller.tenantRecord.customerNo, name: caller.tenantRecord.companyName },
      after: { deleted: found.length },
      at: now(),
    },
    [],
  );
  return { deleted: found.length };
}
