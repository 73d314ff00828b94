import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import type { Page } from '../data/tenant-table';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

const ZStoredCostUnit = z.object({ code: z.string(), name: z.string(), createdAt: z.iso.datetime() });
export type NewCostUnit = z.infer<typeof ZStoredCostUnit>;
export type CostUnit = NewCostUnit & { version: number };

/** `COSTUNIT#<code>` / `COSTUNIT`, gsi1 `COSTUNITS` / `<code>`: the code is the key (unique per tenant). */
const costUnitEntity = defineEntity({ type: 'COSTUNIT', schema: ZStoredCostUnit, versioned: true })
  .key({
    partition: { sources: ['code'], key: ({ code }) => ['COSTUNIT', code] },
    sort: { sources: [], key: () => 'COSTUNIT' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['COSTUNITS'] },
    sort: { sources: ['code'], key: ({ code }) => code },
  });

const ZStoredHourlyRate = z.object({
  id: z.string(),
  caption: z.string(),
  account: z.string(),
  accountNumber: z.string(),
  comment: z.string(),
  calculationType: z.literal([0, 1, 2, 3, 99]),
  days: z.number().int(),
  valueType: z.literal([0, 1]),
  value: z.number(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type NewHourlyRate = z.infer<typeof ZStoredHourlyRate>;
export type HourlyRate = NewHourlyRate & { version: number };

/** `HOURLYRATE#<id>` / `HOURLYRATE`, gsi1 `HOURLYRATES` / `<caption lower>#<id>`. */
const hourlyRateEntity = defineEntity({ type: 'HOURLYRATE', schema: ZStoredHourlyRate, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['HOURLYRATE', id] },
    sort: { sources: [], key: () => 'HOURLYRATE' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['HOURLYRATES'] },
    sort: { sources: ['caption', 'id'], key: ({ caption, id }) => `${caption.toLowerCase()}#${id}` },
  });

const ZStoredWageType = z.object({
  id: z.string(),
  caption: z.string(),
  wageType: z.literal([1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 20, 25, 50, 100, 101, 102, 200]),
  calcType: z.literal([0, 1]),
  bookingKey: z.string(),
  bookingAccount: z.string(),
  value: z.number().nullable(),
  enabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type NewWageType = z.infer<typeof ZStoredWageType>;
export type WageType = NewWageType & { version: number };

/** `WAGETYPE#<id>` / `WAGETYPE`, gsi1 `WAGETYPES` / `<caption lower>#<id>`. */
const wageTypeEntity = defineEntity({ type: 'WAGETYPE', schema: ZStoredWageType, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['WAGETYPE', id] },
    sort: { sources: [], key: () => 'WAGETYPE' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['WAGETYPES'] },
    sort: { sources: ['caption', 'id'], key: ({ caption, id }) => `${caption.toLowerCase()}#${id}` },
  });

export class PayrollDataRepository {
  private readonly costUnits;
  private readonly rates;
  private readonly wageTypes;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.costUnits = costUnitEntity.in(table);
    this.rates = hourlyRateEntity.in(table);
    this.wageTypes = wageTypeEntity.in(table);
  }

  costUnit(code: string): Promise<CostUnit | undefined> {
    return this.costUnits.get({ code });
  }

  /** One page of cost units by code: 1 Q gsi1 `COSTUNITS`. */
  costUnitPage(limit: number, cursor: string | undefined): Promise<Page<CostUnit>> {
    return this.costUnits.query({ index: 'gsi1', partition: {}, limit, ...(cursor ? { cursor } : {}) });
  }

  /** BatchGet of up to 100 codes; unknown codes are left out. */
  costUnitsByCodes(codes: readonly string[]): Promise<CostUnit[]> {
    return this.costUnits.getMany(codes.map((code) => ({ code })));
  }

  costUnitCreateWrite(costUnit: NewCostUnit) {
    return this.costUnits.createWrite(costUnit);
  }

  costUnitUpdateWrite(costUnit: NewCostUnit, expectedVersion: number) {
    return this.costUnits.replaceWrite(costUnit, expectedVersion);
  }

  costUnitDeleteWrite(code: string, expectedVersion: number) {
    return this.costUnits.deleteWrite({ code }, { expectedVersion });
  }

  rate(id: string): Promise<HourlyRate | undefined> {
    return this.rates.get({ id });
  }

  /** All hourly rates by caption: 1 Q gsi1 `HOURLYRATES`. */
  rateList(): Promise<HourlyRate[]> {
    return this.rates.queryAll({ index: 'gsi1', partition: {} });
  }

  rateCreateWrite(rate: NewHourlyRate) {
    return this.rates.createWrite(rate);
  }

  rateUpdateWrite(rate: NewHourlyRate, expectedVersion: number) {
    return this.rates.replaceWrite(rate, expectedVersion);
  }

  rateDeleteWrite(id: string, expectedVersion: number) {
    return this.rates.deleteWrite({ id }, { expectedVersion });
  }

  wageType(id: string): Promise<WageType | undefined> {
    return this.wageTypes.get({ id });
  }

  /** All wage types by caption: 1 Q gsi1 `WAGETYPES`. */
  wageTypeList(): Promise<WageType[]> {
    return this.wageTypes.queryAll({ index: 'gsi1', partition: {} });
  }

  wageTypeCreateWrite(wageType: NewWageType) {
    return this.wageTypes.createWrite(wageType);
  }

  wageTypeUpdateWrite(wageType: NewWageType, expectedVersion: number) {
    return this.wageTypes.replaceWrite(wageType, expectedVersion);
  }

  wageTypeDeleteWrite(id: string, expectedVersion: number) {
    return this.wageTypes.deleteWrite({ id }, { expectedVersion });
  }
}
