/**
 * Rules, the rule profile and standby rules: catalogue items (docs/data-model.md section 6), so that the
 * catalogue Query every Lambda makes already brings them to the rule engine. Their stored attributes are exactly
 * the fields of `ZRule` / `ZStandbyRule` (the catalogue read parses them with those strict schemas).
 */
import * as z from 'zod';
import { ZLegalProfile, ZRuleDefaults } from '@app/shared/rules/legal-profile';
import {
  ZRule,
  ZRuleScopeKind,
  ZRuleSeverity,
  ZRuleType,
  holidayModes,
  type TRuleType,
} from '@app/shared/rules/rule';
import { ZStandbyRule } from '@app/shared/rules/standby';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { queryCollection, readerOf } from '../data/item-readers';
import { resourceReader } from '../resources/resource.repository';
import { shiftTemplateReader } from '../shifts/shift-template.repository';
import { qualificationReader } from '../qualifications/qualification.repository';

/** Plain objects (the entity layer takes no refinements); the service parses a read with `ZRule`. */
const ZStoredRule = z.object({
  id: z.string(),
  ruleType: ZRuleType,
  name: z.string(),
  notes: z.string(),
  scope: z.object({ kind: ZRuleScopeKind, ids: z.array(z.string()), includeSubUnits: z.boolean() }),
  validity: z.object({
    from: z.string().nullable(),
    to: z.string().nullable(),
    weekdays: z.array(z.number().int()),
    holidays: z.enum(holidayModes),
  }),
  severity: ZRuleSeverity,
  active: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
  /** Who saved the rule last (a user id; absent on rules saved before it was kept). */
  savedBy: z.string().optional(),
});
export type NewStoredRule = z.infer<typeof ZStoredRule>;
export type StoredRule = NewStoredRule & { version: number };

/** `RULE#<id>` / `RULE`; in the catalogue as `RULE#<ruleType>#<name lower>#<id>`. */
const ruleEntity = defineEntity({ type: 'RULE', schema: ZStoredRule, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['RULE', id] },
    sort: { sources: [], key: () => 'RULE' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['CATALOG'] },
    sort: {
      sources: ['ruleType', 'name', 'id'],
      key: ({ ruleType, name, id }) => `RULE#${ruleType}#${name.toLowerCase()}#${id}`,
    },
  });

const ZStoredProfile = z.object({ legal: ZLegalProfile, defaults: ZRuleDefaults });
export type NewStoredProfile = z.infer<typeof ZStoredProfile>;

/** `RULEPROFILE` / `RULEPROFILE`; in the catalogue as `RULEPROFILE`. Absent until first saved. */
const profileEntity = defineEntity({ type: 'RULEPROFILE', schema: ZStoredProfile, versioned: true })
  .key({
    partition: { sources: [], key: () => ['RULEPROFILE'] },
    sort: { sources: [], key: () => 'RULEPROFILE' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['CATALOG'] },
    sort: { sources: [], key: () => 'RULEPROFILE' },
  });

const ZStoredDuty = z.object({
  userId: z.string(),
  fromDate: z.string(),
  fromTime: z.string(),
  toDate: z.string(),
  toTime: z.string(),
});
const ZStoredStandby = z.object({
  id: z.string(),
  name: z.string(),
  unitId: z.string(),
  resourceId: z.string().nullable(),
  surcharge: z.object({ kind: z.enum(['percent', 'flat']), value: z.number() }),
  rateId: z.string().nullable(),
  duties: z.array(ZStoredDuty),
  notes: z.string(),
  updatedAt: z.string(),
});
export type NewStoredStandby = z.infer<typeof ZStoredStandby>;
export type StoredStandby = NewStoredStandby & { version: number };

/** `STANDBY#<id>` / `STANDBY`; in the catalogue as `STANDBY#<name lower>#<id>`. */
const standbyEntity = defineEntity({ type: 'STANDBY', schema: ZStoredStandby, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['STANDBY', id] },
    sort: { sources: [], key: () => 'STANDBY' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['CATALOG'] },
    sort: { sources: ['name', 'id'], key: ({ name, id }) => `STANDBY#${name.toLowerCase()}#${id}` },
  });

/**
 * Rules, the profile and standby rules in a Query of the catalogue that other items share (the calendar's). A
 * rule is read as the API's rule (`ZRule`, with the refinements the entity layer cannot hold), as the services
 * read it.
 */
export const ruleReader = readerOf(ruleEntity, ZRule);
export const ruleProfileReader = readerOf(profileEntity);
export const standbyRuleReader = readerOf(standbyEntity, ZStandbyRule);

/** The ids a rule may name that live in the catalogue, and how many rules there are. */
export interface CatalogueNames {
  resourceIds: ReadonlySet<string>;
  templateIds: ReadonlySet<string>;
  qualificationIds: ReadonlySet<string>;
  ruleCount: number;
}

export class RuleRepository {
  private readonly table: TenantTable;
  private readonly rules;
  private readonly profiles;
  private readonly standbys;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.table = table;
    this.rules = ruleEntity.in(table);
    this.profiles = profileEntity.in(table);
    this.standbys = standbyEntity.in(table);
  }

  get(id: string): Promise<StoredRule | undefined> {
    return this.rules.get({ id });
  }

  /** Resources, templates and qualifications a rule may name, and the rules: 1 Query of the catalogue. */
  async catalogueNames(): Promise<CatalogueNames> {
    const catalogue = await queryCollection(
      this.table,
      { partitionKey: this.table.key('CATALOG'), index: 'gsi1' },
      {
        resources: resourceReader,
        templates: shiftTemplateReader,
        qualifications: qualificationReader,
        rules: ruleReader,
      },
      'rules.references',
    );
    const ids = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id));
    return {
      resourceIds: ids(catalogue.resources),
      templateIds: ids(catalogue.templates),
      qualificationIds: ids(catalogue.qualifications),
      ruleCount: catalogue.rules.length,
    };
  }

  /** Rules by type and name, of one type or all: 1 Q of the catalogue (`begins_with 'RULE#<type>#'`). */
  list(ruleType?: TRuleType): Promise<StoredRule[]> {
    return this.rules.queryAll({
      index: 'gsi1',
      partition: {},
      sort: { beginsWith: ruleType ? `RULE#${ruleType}#` : 'RULE#' },
    });
  }

  createWrite(rule: NewStoredRule) {
    return this.rules.createWrite(rule);
  }

  replaceWrite(rule: NewStoredRule, expectedVersion: number) {
    return this.rules.replaceWrite(rule, expectedVersion);
  }

  deleteWrite(id: string, expectedVersion: number) {
    return this.rules.deleteWrite({ id }, { expectedVersion });
  }

  profile(): Promise<(NewStoredProfile & { version: number }) | undefined> {
    return this.profiles.get({});
  }

  /** Version 0: the first save (a profile saved meanwhile fails the transaction: 409). */
  saveProfileWrite(profile: NewStoredProfile, version: number) {
    return version === 0 ? this.profiles.createWrite(profile) : this.profiles.replaceWrite(profile, version);
  }

  getStandby(id: string): Promise<StoredStandby | undefined> {
    return this.standbys.get({ id });
  }

  /** Standby rules by name: 1 Q of the catalogue (`begins_with 'STANDBY#'`). */
  listStandby(): Promise<StoredStandby[]> {
    return this.standbys.queryAll({ index: 'gsi1', partition: {}, sort: { beginsWith: 'STANDBY#' } });
  }

  createStandbyWrite(standby: NewStoredStandby) {
    return this.standbys.createWrite(standby);
  }

  replaceStandbyWrite(standby: NewStoredStandby, expectedVersion: number) {
    return this.standbys.replaceWrite(standby, expectedVersion);
  }

  deleteStandbyWrite(id: string, expectedVersion: number) {
    return this.standbys.deleteWrite({ id }, { expectedVersion });
  }
}
