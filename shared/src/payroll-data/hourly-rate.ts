import * as z from 'zod';

export const ZHourlyRateId = z.uuid();

/** RateCalculationTypes of the spec. */
export const rateCalculationTypes = {
  salary: 0,
  workTime: 1,
  salaryOnce: 2,
  workTimeOnce: 3,
  custom: 99,
} as const;
export const rateCalculationTypeValues = [0, 1, 2, 3, 99] as const;
export const ZRateCalculationType = z.literal(rateCalculationTypeValues);

/** RateCalculationDays of the spec: flags, Monday 1 ... Sunday 64, Holiday 128. */
export const rateDays = {
  monday: 1,
  tuesday: 2,
  wednesday: 4,
  thursday: 8,
  friday: 16,
  saturday: 32,
  sunday: 64,
  holiday: 128,
} as const;
export type TRateDay = keyof typeof rateDays;
export const rateDayNames = Object.keys(rateDays) as TRateDay[];
export const allRateDays = 255;

/** The days a flag set holds, Monday first. */
export function daysOf(flags: number): TRateDay[] {
  return rateDayNames.filter((day) => (flags & rateDays[day]) !== 0);
}

/** RateValueTypes of the spec: a percentage of the hourly wage, or a fixed amount in euros per hour. */
export const rateValueTypes = { percentage: 0, fixed: 1 } as const;
export const ZRateValueType = z.literal([0, 1]);

const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time.invalid');

export const ZHourlyRate = z.object({
  id: ZHourlyRateId,
  caption: z.string(),
  account: z.string(),
  accountNumber: z.string(),
  comment: z.string(),
  calculationType: ZRateCalculationType,
  days: z.number().int(),
  valueType: ZRateValueType,
  value: z.number(),
  /** The hours of the day it applies to (`to` before `from` crosses midnight); both null: the whole day. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  enabled: z.boolean(),
  version: z.number().int(),
});
export type THourlyRate = z.infer<typeof ZHourlyRate>;

const rateFields = {
  caption: z.string().trim().min(1).max(50),
  account: z.string().trim().max(50).default(''),
  accountNumber: z.string().trim().max(50).default(''),
  comment: z.string().trim().max(4000).default(''),
  calculationType: ZRateCalculationType.default(rateCalculationTypes.workTime),
  /** At least one day. */
  days: z.number().int().min(1, 'rate.days').max(allRateDays),
  valueType: ZRateValueType,
  /** Percent (0 to 1,000) or euros per hour (0 to 1,000), two decimals. */
  value: z.number().min(0).max(1000).multipleOf(0.01),
  from: ZClock.nullable().default(null),
  to: ZClock.nullable().default(null),
  enabled: z.boolean().default(true),
};

function windowComplete(rate: { from: string | null; to: string | null }, context: z.RefinementCtx) {
  if ((rate.from === null) !== (rate.to === null)) {
    context.addIssue({ code: 'custom', path: [rate.from === null ? 'from' : 'to'], message: 'rate.window' });
  }
}

export const ZHourlyRateCreate = z.strictObject(rateFields).superRefine(windowComplete);
export const ZHourlyRateUpdate = z
  .strictObject({ ...rateFields, version: z.number().int().positive() })
  .superRefine(windowComplete);
export type THourlyRateCreate = z.input<typeof ZHourlyRateCreate>;
export type THourlyRateInput = z.output<typeof ZHourlyRateCreate>;
export type THourlyRateUpdate = z.input<typeof ZHourlyRateUpdate>;
