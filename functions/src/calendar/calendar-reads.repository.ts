/**
 * The calendar's reads of other areas' partitions, each one request whatever the number of people: the whole
 * catalogue (gsi1 `T#c#CATALOG`, 1 Query), a unit's collection (`T#c#UNIT#<U>`, 1 Query: unit, members, manning,
 * resources, and its members with their qualifications and working-time copies) and, where needed, people's
 * users and working-time models (BatchGet). The items belong to their areas; this reader
 * parses only the attributes the calendar draws and checks with, and tolerates everything else (an item that
 * does not parse is left out, never a failed calendar).
 */
import * as z from 'zod';
import { ZSerialPattern } from '@app/shared/serial/serial-pattern';
import { ZFixedBar, ZFixedBarEntry } from '@app/shared/plan-tools/fixed-bar';
import { ZResourceRule } from '@app/shared/resources/resource-rule';
import {
  ZLegalProfile,
  ZRuleDefaults,
  type TLegalProfile,
  type TRuleDefaults,
} from '@app/shared/rules/legal-profile';
import { ZRule, type TRule } from '@app/shared/rules/rule';
import { ZStandbyRule, type TStandbyRule } from '@app/shared/rules/standby';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type ItemKey } from '../data/tenant-table';
import { reservedAttributes, type Attributes } from '../data/entity';

const ZPause = z.object({ mode: z.number().int(), begin: z.string().nullable(), end: z.string().nullable() });

export const ZCatalogueTemplate = z.looseObject({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  resourceId: z.string(),
  unitId: z.string().nullable(),
  itemClass: z.number().int(),
  begin: z.string().nullable(),
  end: z.string().nullable(),
  pause1: ZPause,
  pause2: ZPause,
  backColor: z.string(),
  foreColor: z.string(),
  enabled: z.boolean(),
  /** Set by the master-data issue when it exists; none required otherwise. */
  requiredQualificationIds: z.array(z.string()).optional(),
});
export type CatalogueTemplate = z.infer<typeof ZCatalogueTemplate>;

export const ZCatalogueResource = z.looseObject({
  id: z.string(),
  caption: z.string(),
  backColor: z.string(),
  foreColor: z.string(),
  enabled: z.boolean(),
});
export type CatalogueResource = z.infer<typeof ZCatalogueResource>;

export const ZCatalogueAbsenceType = z.looseObject({
  id: z.string(),
  caption: z.object({ de: z.string(), en: z.string() }),
  shortName: z.string(),
  backColor: z.string(),
  enabled: z.boolean(),
});
export type CatalogueAbsenceType = z.infer<typeof ZCatalogueAbsenceType>;

export const ZCatalogueQualification = z.looseObject({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  enabled: z.boolean(),
});
export type CatalogueQualification = z.infer<typeof ZCatalogueQualification>;

export const ZCatalogueTag = z.looseObject({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  category: z.string(),
});
export type CatalogueTag = z.infer<typeof ZCatalogueTag>;

const ZCatalogueResourceRule = ZResourceRule.pick({
  resourceId: true,
  unitId: true,
  noTemplates: true,
  entryBegin: true,
  entryEnd: true,
});
export type CatalogueResourceRule = z.infer<typeof ZCatalogueResourceRule>;

export interface Catalogue {
  templates: CatalogueTemplate[];
  resources: CatalogueResource[];
  absenceTypes: CatalogueAbsenceType[];
  qualifications: CatalogueQualification[];
  /** Tags (their colour on common appointments); read with the rest of the catalogue at no extra request. */
  tags: CatalogueTag[];
  /** Fixed bars and their entries (plan tools), drawn as rows on top of the calendar: same Query. */
  fixedBars?: CatalogueFixedBar[];
  fixedBarEntries?: CatalogueFixedBarEntry[];
  /** Resource rules: a "no templates" period leaves the resource's templates out (ghosts, week templates). */
  resourceRules?: CatalogueResourceRule[];
  /** The rules (issue 13), the legal profile with the built-in checks' severities, and the standby rules. */
  rules?: TRule[];
  ruleProfile?: { legal: TLegalProfile; defaults: TRuleDefaults };
  standbyRules?: TStandbyRule[];
}

const ZCatalogueRuleProfile = z.object({ legal: ZLegalProfile, defaults: ZRuleDefaults });

/** A stored item's own attributes: rules are parsed by their strict API schemas, which know no keys. */
function withoutKeys(item: Attributes): Attributes {
  return Object.fromEntries(
    Object.entries(item).filter(([name]) => name === 'version' || !reservedAttributes.includes(name)),
  );
}

const ZCatalogueFixedBar = ZFixedBar.omit({ version: true });
export type CatalogueFixedBar = z.infer<typeof ZCatalogueFixedBar>;
const ZCatalogueFixedBarEntry = ZFixedBarEntry.omit({ version: true });
export type CatalogueFixedBarEntry = z.infer<typeof ZCatalogueFixedBarEntry>;

const ZUnitItem = z.looseObject({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  enabled: z.boolean(),
  holidayRegion: z.string().nullable().optional(),
  /** The plan is published up to this day (calendar.publish); absent: nothing published. */
  publishedTo: z.string().nullable().optional(),
});
const ZWorkPeriod = z.looseObject({
  validFrom: z.string(),
  itemClass: z.enum(['Week', 'Month']),
  targetHours: z.number(),
});
const ZMemberWorkingTime = z.looseObject({
  periods: z.array(ZWorkPeriod),
  allowShiftInteraction: z.boolean().optional(),
  allowShiftInteractionRequest: z.boolean().optional(),
  createShift: z.boolean().optional(),
});
/**
 * A person in the unit with what the calendar needs of them (data model section 7): written by the users area
 * with the user and the working-time model. Items of before those fields: no qualifications, no model.
 */
const ZMemberItem = z.looseObject({
  userId: z.string(),
  displayName: z.string(),
  primary: z.boolean(),
  active: z.boolean(),
  qualificationIds: z.array(z.string()).optional(),
  workingTime: ZMemberWorkingTime.nullable().optional(),
});
export type Member = z.infer<typeof ZMemberItem>;
export const ZManningLevel = z.looseObject({
  weekday: z.number().int(),
  from: z.string().nullable().optional(),
  to: z.string().nullable().optional(),
  resourceId: z.string().nullable().optional(),
  minimum: z.number().int(),
  target: z.number().int(),
});
export type ManningLevel = z.infer<typeof ZManningLevel>;
const ZManningItem = z.looseObject({ levels: z.array(ZManningLevel) });
const ZResourcesItem = z.looseObject({ resourceIds: z.array(z.string()) });

/**
 * A series head (`SERIES#<id>` in the unit's collection, docs/data-model.md section 9): a recurring common
 * appointment shown in this unit, expanded by the calendar for the range it shows. Written by the appointments
 * area; `kind` leaves room for serial absences.
 */
export const ZSeriesHead = z.looseObject({
  kind: z.literal('appointment'),
  sourceId: z.string(),
  userId: z.string(),
  serial: ZSerialPattern,
  breaks: z.array(z.string()),
  /** The series' last day, or null when it never ends (or ends after a count). */
  end: z.string().nullable(),
  subject: z.string(),
  beginTime: z.string().nullable(),
  endTime: z.string().nullable(),
  allDay: z.boolean(),
  /** Days an occurrence spans after its first (0: one day). */
  spanDays: z.number().int(),
  private: z.boolean(),
  tagId: z.string().nullable(),
});
export type SeriesHead = z.infer<typeof ZSeriesHead>;

export interface UnitCollection {
  unit: z.infer<typeof ZUnitItem>;
  members: z.infer<typeof ZMemberItem>[];
  manning: ManningLevel[];
  resourceIds: string[];
  /** Series shown in the unit (common appointments): in the same Query, no extra request. */
  seriesHeads: SeriesHead[];
}

const ZPersonItem = z.looseObject({
  id: z.string(),
  displayName: z.string(),
  active: z.boolean(),
  unitId: z.string().nullable().optional(),
  extraUnitIds: z.array(z.string()).optional(),
  qualificationIds: z.array(z.string()).optional(),
});
export type Person = z.infer<typeof ZPersonItem>;

const ZWorkingTimeItem = z.looseObject({
  userId: z.string(),
  periods: z.array(ZWorkPeriod),
  allowShiftInteraction: z.boolean().optional(),
  allowShiftInteractionRequest: z.boolean().optional(),
  createShift: z.boolean().optional(),
});
export type WorkingTime = z.infer<typeof ZWorkingTimeItem>;
export type WorkPeriod = z.infer<typeof ZWorkPeriod>;

/** Big enough that DynamoDB's 1 MB cuts the pages, not a count. */
const pageItems = 10_000;

function parsed<S extends z.ZodType>(schema: S, item: Attributes): z.infer<S> | undefined {
  const result = schema.safeParse(item);
  return result.success ? result.data : undefined;
}

export class CalendarReadsRepository {
  private readonly table: TenantTable;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
  }

  /** Templates, resources, absence types and qualifications: 1 Query of the catalogue. */
  async catalogue(): Promise<Catalogue> {
    const items = await this.readAll(this.table.key('CATALOG'), 'gsi1');
    const catalogue: Catalogue = {
      templates: [],
      resources: [],
      absenceTypes: [],
      qualifications: [],
      tags: [],
      fixedBars: [],
      fixedBarEntries: [],
      resourceRules: [],
    };
    for (const item of items) {
      if (item.type === 'SHIFTTPL') push(catalogue.templates, parsed(ZCatalogueTemplate, item));
      else if (item.type === 'RESOURCE') push(catalogue.resources, parsed(ZCatalogueResource, item));
      else if (item.type === 'EVENT') push(catalogue.absenceTypes, parsed(ZCatalogueAbsenceType, item));
      else if (item.type === 'QUAL') push(catalogue.qualifications, parsed(ZCatalogueQualification, item));
      else if (item.type === 'TAG') push(catalogue.tags, parsed(ZCatalogueTag, item));
      else if (item.type === 'FIXEDBAR') push(catalogue.fixedBars ?? [], parsed(ZCatalogueFixedBar, item));
      else if (item.type === 'FBENTRY')
        push(catalogue.fixedBarEntries ?? [], parsed(ZCatalogueFixedBarEntry, item));
      else if (item.type === 'RESRULE')
        push(catalogue.resourceRules ?? [], parsed(ZCatalogueResourceRule, item));
      else if (item.type === 'RULE') push((catalogue.rules ??= []), parsed(ZRule, withoutKeys(item)));
      else if (item.type === 'RULEPROFILE') catalogue.ruleProfile = parsed(ZCatalogueRuleProfile, item);
      else if (item.type === 'STANDBY')
        push((catalogue.standbyRules ??= []), parsed(ZStandbyRule, withoutKeys(item)));
    }
    return catalogue;
  }

  /** The unit with its members, manning levels and resources: 1 Query of its collection; undefined when gone. */
  async unitCollection(unitId: string): Promise<UnitCollection | undefined> {
    const items = await this.readAll(this.table.key('UNIT', unitId));
    let unit: z.infer<typeof ZUnitItem> | undefined;
    const collection: Omit<UnitCollection, 'unit'> = {
      members: [],
      manning: [],
      resourceIds: [],
      seriesHeads: [],
    };
    for (const item of items) {
      if (item.type === 'UNIT') unit = parsed(ZUnitItem, item);
      else if (item.type === 'MEMBER') push(collection.members, parsed(ZMemberItem, item));
      else if (item.type === 'MANNING') collection.manning = parsed(ZManningItem, item)?.levels ?? [];
      else if (item.type === 'UNITRESOURCES')
        collection.resourceIds = parsed(ZResourcesItem, item)?.resourceIds ?? [];
      else if (item.type === 'SERIESHEAD') push(collection.seriesHeads, parsed(ZSeriesHead, item));
    }
    return unit && { unit, ...collection };
  }

  /**
   * The tenant's people (gsi1 `T#c#USERS`, read whole with 1 MB pages: ~2,000 people a page), so that the
   * calendar's request count does not grow with the people shown.
   */
  async people(): Promise<Map<string, Person>> {
    const items = await this.readAll(this.table.key('USERS'), 'gsi1');
    const people = new Map<string, Person>();
    for (const item of items) {
      const person = item.type === 'USER' ? parsed(ZPersonItem, item) : undefined;
      if (person) people.set(person.id, person);
    }
    return people;
  }

  /** Some people's users (names of people no longer in a unit, chosen people): BatchGet, 100 a request. */
  async peopleById(userIds: readonly string[]): Promise<Map<string, Person>> {
    const keys: ItemKey[] = [...new Set(userIds)].map((userId) => ({
      pk: this.table.key('USER', userId),
      sk: 'USER',
    }));
    const items = keys.length ? await this.table.batchGet<ItemKey & Attributes>(keys) : [];
    const people = new Map<string, Person>();
    for (const item of items) {
      const person = item.type === 'USER' ? parsed(ZPersonItem, item) : undefined;
      if (person) people.set(person.id, person);
    }
    return people;
  }

  /** Working-time models and shift-interaction flags of people: BatchGet, 100 people a request. */
  async workingTimes(userIds: readonly string[]): Promise<Map<string, WorkingTime>> {
    const keys: ItemKey[] = [...new Set(userIds)].map((userId) => ({
      pk: this.table.key('USER', userId),
      sk: 'WORKTIME',
    }));
    const items = keys.length ? await this.table.batchGet<ItemKey & Attributes>(keys) : [];
    const models = new Map<string, WorkingTime>();
    for (const item of items) {
      const model = item.type === 'WORKTIME' ? parsed(ZWorkingTimeItem, item) : undefined;
      if (model) models.set(model.userId, model);
    }
    return models;
  }

  private async readAll(partitionKey: string, index?: 'gsi1'): Promise<Attributes[]> {
    const items: Attributes[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.table.query<ItemKey & Attributes>({
        partitionKey,
        limit: pageItems,
        ...(index ? { index } : {}),
        ...(cursor ? { cursor } : {}),
      });
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }
}

function push<T>(list: T[], item: T | undefined): void {
  if (item !== undefined) list.push(item);
}
