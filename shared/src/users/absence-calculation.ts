import * as z from 'zod';
import { ZAbsenceTypeId, ZRuleCalcMode, ruleCalcModes } from '../absence-types/absence-type';

/**
 * CHECKUSERABSENCES: per absence type, how a person's absence day counts. Mode -1 keeps the absence type's own
 * rule; 0, 1, 2, 3 and 99 are the absence type's modes (`ruleCalcModes`), 99 with a fixed value of hours.
 */
export const absenceOverrideModes = [-1, 0, 1, 2, 3, 99] as const;
export const ZAbsenceOverrideMode = z.literal(absenceOverrideModes);
export type TAbsenceOverrideMode = (typeof absenceOverrideModes)[number];
export const noOverride = -1;

/** 0 to 24 hours in steps of 0.25 (spec: up to 8 decimals shown; the step keeps it to quarters). */
export const ZOverrideValue = z
  .number()
  .min(0)
  .max(24)
  .refine((value) => Number.isInteger(value * 4), 'step.quarter');

export const ZAbsenceOverride = z
  .strictObject({
    absenceTypeId: ZAbsenceTypeId,
    mode: ZAbsenceOverrideMode,
    value: ZOverrideValue.nullable(),
  })
  .superRefine((row, context) => {
    if (row.mode === ruleCalcModes.fixedValue && row.value === null)
      context.addIssue({ code: 'custom', path: ['value'], message: 'required' });
  });
export type TAbsenceOverride = z.infer<typeof ZAbsenceOverride>;

/** One row of the dialog: the absence type (name, its own mode) and the person's override. */
export const ZAbsenceOverrideRow = z.object({
  absenceTypeId: ZAbsenceTypeId,
  caption: z.object({ de: z.string(), en: z.string() }),
  typeMode: ZRuleCalcMode,
  mode: ZAbsenceOverrideMode,
  value: z.number().nullable(),
});
export type TAbsenceOverrideRow = z.infer<typeof ZAbsenceOverrideRow>;

export const ZAbsenceCalculation = z.object({
  rows: z.array(ZAbsenceOverrideRow),
  version: z.number().int(),
});
export type TAbsenceCalculation = z.infer<typeof ZAbsenceCalculation>;

/** Saving: only the overridden types (mode -1 rows may be sent, they are dropped), each type once. */
export const ZAbsenceCalculationSave = z
  .strictObject({ overrides: z.array(ZAbsenceOverride).max(500), version: z.number().int().nonnegative() })
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.overrides.forEach((row, index) => {
      if (seen.has(row.absenceTypeId))
        context.addIssue({
          code: 'custom',
          path: ['overrides', index, 'absenceTypeId'],
          message: 'duplicate',
        });
      seen.add(row.absenceTypeId);
    });
  });
export type TAbsenceCalculationSave = z.input<typeof ZAbsenceCalculationSave>;
