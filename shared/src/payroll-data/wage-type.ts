import * as z from 'zod';

export const ZWageTypeId = z.uuid();

/**
 * WageTypes of the spec: what a payroll line counts. Counters 100 to 102 are the three free counters
 * (Zähler 1 to 3).
 */
export const wageTypeValues = [
  1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 20, 25, 50, 100, 101, 102, 200,
] as const;
export const ZWageTypeKind = z.literal(wageTypeValues);
export type TWageTypeKind = (typeof wageTypeValues)[number];

/** WageCalcTypes of the spec: the line counts days or hours. */
export const wageCalcTypes = { days: 0, hours: 1 } as const;
export const ZWageCalcType = z.literal([0, 1]);

export const ZWageType = z.object({
  id: ZWageTypeId,
  caption: z.string(),
  wageType: ZWageTypeKind,
  calcType: ZWageCalcType,
  /** The payroll system's wage type number (DATEV Lohnart), the BookingKey of the spec. */
  bookingKey: z.string(),
  bookingAccount: z.string(),
  /** The amount of FixValue (1) lines, euros; null for the others. */
  value: z.number().nullable(),
  enabled: z.boolean(),
  version: z.number().int(),
});
export type TWageType = z.infer<typeof ZWageType>;

const wageTypeFields = {
  caption: z.string().trim().min(1).max(50),
  wageType: ZWageTypeKind,
  calcType: ZWageCalcType.default(wageCalcTypes.hours),
  bookingKey: z.string().trim().min(1).max(50),
  bookingAccount: z.string().trim().max(50).default(''),
  value: z.number().min(0).max(99_999.99).multipleOf(0.01).nullable().default(null),
  enabled: z.boolean().default(true),
};

function fixValueGiven(input: { wageType: number; value: number | null }, context: z.RefinementCtx) {
  if (input.wageType === 1 && input.value === null) {
    context.addIssue({ code: 'custom', path: ['value'], message: 'wageType.valueRequired' });
  }
}

export const ZWageTypeCreate = z.strictObject(wageTypeFields).superRefine(fixValueGiven);
export const ZWageTypeUpdate = z
  .strictObject({ ...wageTypeFields, version: z.number().int().positive() })
  .superRefine(fixValueGiven);
export type TWageTypeCreate = z.input<typeof ZWageTypeCreate>;
export type TWageTypeInput = z.output<typeof ZWageTypeCreate>;
export type TWageTypeUpdate = z.input<typeof ZWageTypeUpdate>;
