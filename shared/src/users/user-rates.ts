import * as z from 'zod';

/** At most this many hourly rates or wage types per person (spec: not shown; a payroll has a handful). */
export const maxAssignedRates = 50;

/**
 * Extra pay (hourly rates) or wage types of a person (picker CHECKRATES): ids, and `version` 0 before the first
 * save. `companyDefault`: the person gets every enabled rate (wage type) of the company, and `ids` say nothing;
 * otherwise exactly `ids`, none when empty (docs/payroll.md, "Whose rates and wage types").
 */
export const ZAssignedIds = z.object({
  ids: z.array(z.uuid()),
  version: z.number().int(),
  companyDefault: z.boolean(),
});
export type TAssignedIds = z.infer<typeof ZAssignedIds>;

export const ZAssignedIdsSave = z.strictObject({
  ids: z
    .array(z.uuid())
    .max(maxAssignedRates)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' }),
  version: z.number().int().nonnegative(),
  /** Back to the company's rates (wage types); `ids` are kept for a later choice. Default: exactly `ids`. */
  companyDefault: z.boolean().default(false),
});
export type TAssignedIdsSave = z.input<typeof ZAssignedIdsSave>;
