/**
 * The calendar's reads of other areas' partitions, each one request whatever the number of people: the whole
 * catalogue (gsi1 `T#c#CATALOG`, 1 Query), a unit's collection (`T#c#UNIT#<U>`, 1 Query: unit, members, manning,
 * resources, series heads) and, where needed, people's users and working-time models (BatchGet). The items
 * belong to their areas, and each is parsed by its owner's reader (`data/item-readers.ts`: one Query, dispatched
 * by type tag): this module keeps no schema of its own. An item that does not parse is left out, logged with its
 * key and counted, never a failed calendar.
 */
import type { TLegalProfile, TRuleDefaults } from '@app/shared/rules/legal-profile';
import type { TRule } from '@app/shared/rules/rule';
import type { TStandbyRule } from '@app/shared/rules/standby';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type ItemKey } from '../data/tenant-table';
import type { Attributes } from '../data/entity';
import { queryCollection, readEach } from '../data/item-readers';
import { shiftTemplateReader, type ShiftTemplate } from '../shifts/shift-template.repository';
import { resourceReader, type Resource } from '../resources/resource.repository';
import { resourceRuleReader, type ResourceRule } from '../resources/resource-rule.repository';
import { absenceTypeReader, type AbsenceType } from '../absence-types/absence-type.repository';
import { qualificationReader, type Qualification } from '../qualifications/qualification.repository';
import { tagReader, type Tag } from '../tags/tag.repository';
import { ruleProfileReader, ruleReader, standbyRuleReader } from '../rules/rule.repository';
import {
  manningReader,
  unitReader,
  unitResourcesReader,
  type ManningLevel,
  type Unit,
} from '../units/unit.repository';
import { memberReader, type Membership } from '../directory/membership.repository';
import { userReader, type User } from '../directory/user.repository';
import { workingTimeReader } from '../directory/user-planning.repository';
import {
  fixedBarEntryReader,
  fixedBarReader,
  seriesHeadReader,
  type SeriesHead,
} from './drawn-items.entities';
import type { TFixedBar, TFixedBarEntry } from '@app/shared/plan-tools/fixed-bar';

// What the calendar (and the areas above it that read through it) use of each item: its owner's type, narrowed.
export type CatalogueTemplate = Pick<
  ShiftTemplate,
  | 'id'
  | 'name'
  | 'shortName'
  | 'resourceId'
  | 'unitId'
  | 'itemClass'
  | 'begin'
  | 'end'
  | 'pause1'
  | 'pause2'
  | 'backColor'
  | 'foreColor'
  | 'enabled'
  | 'requiredQualificationIds'
>;
export type CatalogueResource = Pick<Resource, 'id' | 'caption' | 'backColor' | 'foreColor' | 'enabled'>;
export type CatalogueAbsenceType = Pick<
  AbsenceType,
  'id' | 'caption' | 'shortName' | 'backColor' | 'enabled' | 'itemClass'
>;
export type CatalogueQualification = Pick<Qualification, 'id' | 'name' | 'shortName' | 'enabled'>;
export type CatalogueTag = Pick<Tag, 'id' | 'name' | 'color' | 'category'>;
export type CatalogueResourceRule = Pick<
  ResourceRule,
  'resourceId' | 'unitId' | 'noTemplates' | 'entryBegin' | 'entryEnd'
>;
export type CatalogueFixedBar = Omit<TFixedBar, 'version'>;
export type CatalogueFixedBarEntry = Omit<TFixedBarEntry, 'version'>;

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

/** A working-time period as far as the calendar counts hours (a member's copy has no more). */
export interface WorkPeriod {
  validFrom: string;
  itemClass: 'Week' | 'Month';
  targetHours: number;
}

/** A person's working-time model as its owner keeps it: periods (by day) and shift-interaction flags. */
export type WorkingTime = Pick<
  ReturnType<(typeof workingTimeReader)['read']>,
  'userId' | 'periods' | 'allowShiftInteraction' | 'allowShiftInteractionRequest' | 'createShift'
>;

/**
 * A person in the unit with what the calendar needs of them (data model section 7): written by the users area
 * with the user and the working-time model. Items of before those fields: no qualifications, no model.
 */
export type Member = Pick<
  Membership,
  'userId' | 'displayName' | 'primary' | 'active' | 'qualificationIds'
> & {
  /** The membership's copy of the model (`memberWorkingTimeOf`); what the calendar counts and checks of it. */
  workingTime?:
    | ({ periods: WorkPeriod[] } & Partial<Omit<WorkingTime, 'userId' | 'periods'>>)
    | null
    | undefined;
};
export type { ManningLevel, SeriesHead };

export interface UnitCollection {
  unit: Pick<Unit, 'id' | 'name' | 'parentId' | 'enabled' | 'holidayRegion' | 'publishedTo'>;
  members: Member[];
  manning: ManningLevel[];
  resourceIds: string[];
  /** Series shown in the unit (common appointments): in the same Query, no extra request. */
  seriesHeads: SeriesHead[];
}

export type Person = Pick<
  User,
  'id' | 'displayName' | 'active' | 'unitId' | 'extraUnitIds' | 'qualificationIds' | 'userGroupIds'
>;

export class CalendarReadsRepository {
  private readonly table: TenantTable;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
  }

  /** Templates, resources, absence types, qualifications, tags, fixed bars and rules: 1 Query of the catalogue. */
  async catalogue(): Promise<Catalogue> {
    const read = await queryCollection(
      this.table,
      { partitionKey: this.table.key('CATALOG'), index: 'gsi1' },
      {
        templates: shiftTemplateReader,
        resources: resourceReader,
        absenceTypes: absenceTypeReader,
        qualifications: qualificationReader,
        tags: tagReader,
        fixedBars: fixedBarReader,
        fixedBarEntries: fixedBarEntryReader,
        resourceRules: resourceRuleReader,
        rules: ruleReader,
        ruleProfiles: ruleProfileReader,
        standbyRules: standbyRuleReader,
      },
      'calendar.catalogue',
    );
    const { ruleProfiles, ...catalogue } = read;
    // No profile item: none saved yet, the rule setup takes the defaults.
    const [profile] = ruleProfiles;
    return {
      ...catalogue,
      ...(profile ? { ruleProfile: { legal: profile.legal, defaults: profile.defaults } } : {}),
    };
  }

  /**
   * The unit with its members, manning levels, resources and series heads: 1 Query of its collection; undefined
   * when gone (or when its own item does not parse: the log line says so).
   */
  async unitCollection(unitId: string): Promise<UnitCollection | undefined> {
    const read = await queryCollection(
      this.table,
      { partitionKey: this.table.key('UNIT', unitId) },
      {
        units: unitReader,
        members: memberReader,
        manning: manningReader,
        resources: unitResourcesReader,
        seriesHeads: seriesHeadReader,
      },
      'calendar.unitCollection',
    );
    const [unit] = read.units;
    return (
      unit && {
        unit,
        members: read.members,
        manning: read.manning[0]?.levels ?? [],
        resourceIds: read.resources[0]?.resourceIds ?? [],
        seriesHeads: read.seriesHeads,
      }
    );
  }

  /**
   * The tenant's people (gsi1 `T#c#USERS`, read whole with 1 MB pages: ~2,000 people a page), so that the
   * calendar's request count does not grow with the people shown.
   */
  async people(): Promise<Map<string, Person>> {
    const { people } = await queryCollection(
      this.table,
      { partitionKey: this.table.key('USERS'), index: 'gsi1' },
      { people: userReader },
      'calendar.people',
    );
    return new Map(people.map((person) => [person.id, person]));
  }

  /** Some people's users (names of people no longer in a unit, chosen people): BatchGet, 100 a request. */
  async peopleById(userIds: readonly string[]): Promise<Map<string, Person>> {
    const keys: ItemKey[] = [...new Set(userIds)].map((userId) => ({
      pk: this.table.key('USER', userId),
      sk: 'USER',
    }));
    const items = keys.length ? await this.table.batchGet<ItemKey & Attributes>(keys) : [];
    const people = readEach(items, userReader, 'calendar.peopleById');
    return new Map(people.map((person) => [person.id, person]));
  }

  /** Working-time models and shift-interaction flags of people: BatchGet, 100 people a request. */
  async workingTimes(userIds: readonly string[]): Promise<Map<string, WorkingTime>> {
    const keys: ItemKey[] = [...new Set(userIds)].map((userId) => ({
      pk: this.table.key('USER', userId),
      sk: 'WORKTIME',
    }));
    const items = keys.length ? await this.table.batchGet<ItemKey & Attributes>(keys) : [];
    const models = readEach(items, workingTimeReader, 'calendar.workingTimes');
    return new Map(models.map((model) => [model.userId, model]));
  }
}
