import * as z from 'zod';
import { absenceOverrideModes, type TAbsenceOverride } from '@app/shared/users/absence-calculation';
import {
  requestedModes,
  sickCalculations,
  timeTrackingModes,
  workSheetItemClasses,
  type TWorkingTime,
} from '@app/shared/users/working-time';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { readerOf } from '../data/item-readers';

const ZStoredPeriod = z.object({
  validFrom: z.string(),
  itemClass: z.enum(workSheetItemClasses),
  targetHours: z.number(),
  workingDays: z.number(),
  trackingMode: z.enum(timeTrackingModes),
  sickCalculation: z.enum(sickCalculations),
});

/** `USER#<u>` / `WORKTIME`: the periods of the model (by day) and the shift-interaction flags. */
const workingTimeEntity = defineEntity({
  type: 'WORKTIME',
  schema: z.object({
    userId: z.string(),
    periods: z.array(ZStoredPeriod),
    allowShiftInteraction: z.boolean(),
    allowShiftInteractionRequest: z.boolean(),
    createShift: z.boolean(),
    requestedMode: z.enum(requestedModes),
  }),
  versioned: true,
}).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: { sources: [], key: () => 'WORKTIME' },
});

/** `USER#<u>` / `ABSCALC`: the overridden absence types only (mode -1 is not stored). */
const absenceCalculationEntity = defineEntity({
  type: 'ABSCALC',
  schema: z.object({
    userId: z.string(),
    overrides: z.array(
      z.object({
        absenceTypeId: z.string(),
        mode: z.literal(absenceOverrideModes),
        value: z.number().nullable(),
      }),
    ),
  }),
  versioned: true,
}).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: { sources: [], key: () => 'ABSCALC' },
});

/** `UNIT#<u>` / `PRIORITY#<resourceId or '-'>`: ordered user ids. */
const priorityListEntity = defineEntity({
  type: 'PRIORITY',
  schema: z.object({ unitId: z.string(), resourceId: z.string().nullable(), userIds: z.array(z.string()) }),
  versioned: true,
}).key({
  partition: { sources: ['unitId'], key: ({ unitId }) => ['UNIT', unitId] },
  sort: { sources: ['resourceId'], key: ({ resourceId }) => `PRIORITY#${resourceId ?? '-'}` },
});

type WorkingTimeItem = Omit<TWorkingTime, 'version'>;

/** Working-time models in a BatchGet of people's partitions, which other items share. */
export const workingTimeReader = readerOf(workingTimeEntity);

export class UserPlanningRepository {
  private readonly workingTimes;
  private readonly absenceCalculations;
  private readonly priorityLists;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.workingTimes = workingTimeEntity.in(table);
    this.absenceCalculations = absenceCalculationEntity.in(table);
    this.priorityLists = priorityListEntity.in(table);
  }

  async workingTime(userId: string): Promise<TWorkingTime | undefined> {
    const item = await this.workingTimes.get({ userId });
    if (!item) return undefined;
    const { userId: _, ...model } = item;
    return model;
  }

  /**
   * Transaction write: the model is still at `version` (0: there is none), for a change that copies it (a unit
   * added to a person gets the model's copy on its membership).
   */
  unchangedWorkingTimeWrite(userId: string, version: number): TransactionWrite {
    if (version > 0) return this.workingTimes.conditionCheckWrite({ userId }, { expectedVersion: version });
    return {
      conditionCheck: this.workingTimes.keyOf({ userId }),
      expression: 'attribute_not_exists(#pk)',
      names: { '#pk': 'pk' },
    };
  }

  saveWorkingTimeWrite(userId: string, model: WorkingTimeItem, version: number): TransactionWrite {
    const item = { userId, ...model, periods: [...model.periods] };
    return version === 0
      ? this.workingTimes.createWrite(item)
      : this.workingTimes.replaceWrite(item, version);
  }

  async absenceCalculation(userId: string): Promise<{ overrides: TAbsenceOverride[]; version: number }> {
    const item = await this.absenceCalculations.get({ userId });
    return item ? { overrides: item.overrides, version: item.version } : { overrides: [], version: 0 };
  }

  /** Many people's overrides by person (BatchGet, 100 keys a request); a person without any has none. */
  async absenceCalculationsOf(userIds: readonly string[]): Promise<Map<string, TAbsenceOverride[]>> {
    if (userIds.length === 0) return new Map();
    const items = await this.absenceCalculations.getMany(userIds.map((userId) => ({ userId })));
    return new Map(items.map((item) => [item.userId, item.overrides]));
  }

  saveAbsenceCalculationWrite(userId: string, overrides: TAbsenceOverride[], version: number) {
    const item = { userId, overrides };
    return version === 0
      ? this.absenceCalculations.createWrite(item)
      : this.absenceCalculations.replaceWrite(item, version);
  }

  async priorityList(unitId: string, resourceId: string | null) {
    const item = await this.priorityLists.get({ unitId, resourceId });
    return item ? { userIds: item.userIds, version: item.version } : { userIds: [], version: 0 };
  }

  /** Every list of the unit (its own: key null; its resources': their ids), one Query. */
  async priorityListsOf(unitId: string): Promise<Map<string | null, string[]>> {
    const items = await this.priorityLists.queryAll({
      partition: { unitId },
      sort: { beginsWith: 'PRIORITY#' },
    });
    return new Map(items.map((item) => [item.resourceId, item.userIds]));
  }

  savePriorityListWrite(unitId: string, resourceId: string | null, userIds: string[], version: number) {
    const item = { unitId, resourceId, userIds };
    return version === 0
      ? this.priorityLists.createWrite(item)
      : this.priorityLists.replaceWrite(item, version);
  }
}
