import * as z from 'zod';

export const ZAbsenceTypeId = z.uuid();

/**
 * EventItemTypes of the spec: the event class of an absence type (the spec's `ItemClass` of an event and the
 * `EventClass` of an absence are this one field). Class 10 (overtime off) has begin and end times.
 */
export const eventItemTypes = {
  none: 0,
  leave: 1,
  sick: 2,
  specialLeave: 3,
  overTime: 10,
  shortTime: 20,
  commonAbsence: 98,
  commonPresence: 99,
} as const;
export const eventItemTypeValues = [0, 1, 2, 3, 10, 20, 98, 99] as const;
export const ZEventItemType = z.literal(eventItemTypeValues);
export type TEventItemType = (typeof eventItemTypeValues)[number];

/**
 * RuleCalcActualHours: which hours an absence day counts as worked (spec: values not shown, see
 * docs/decisions.md). The per-person override (`Mode` -1 none, 0, 1, 2, 3, 99) uses the same values.
 */
export const ruleCalcModes = {
  /** No hours: the day counts nothing (unpaid). */
  none: 0,
  /** The target hours of the day from the person's working-time model (Sollzeit). */
  targetHours: 1,
  /** The hours planned for the day (Lohnausfallprinzip, § 4 EFZG). */
  plannedHours: 2,
  /** The average daily hours of the last 13 weeks (Referenzprinzip, § 11 BUrlG). */
  averageHours: 3,
  /** A fixed number of hours (`ruleCalcValue`). */
  fixedValue: 99,
} as const;
export const ruleCalcModeValues = [0, 1, 2, 3, 99] as const;
export const ZRuleCalcMode = z.literal(ruleCalcModeValues);
export type TRuleCalcMode = (typeof ruleCalcModeValues)[number];

/** A CSS hex colour (`#rgb` or `#rrggbb`), as the colour pickers give it. */
export const ZHexColor = z.string().regex(/^#([\da-fA-F]{3}|[\da-fA-F]{6})$/, 'color.invalid');

export const ZAbsenceType = z.object({
  id: ZAbsenceTypeId,
  caption: z.object({ de: z.string(), en: z.string() }),
  shortName: z.string(),
  itemClass: ZEventItemType,
  category: z.string(),
  comment: z.string(),
  backColor: z.string(),
  account: z.string(),
  accountNumber: z.string(),
  ruleCalcActualHours: ZRuleCalcMode,
  /** Hours of a day with mode 99 (fixed value); `null` for the other modes. */
  ruleCalcValue: z.number().nullable(),
  enabled: z.boolean(),
  version: z.number().int(),
});
export type TAbsenceType = z.infer<typeof ZAbsenceType>;

const absenceTypeFields = {
  caption: z.strictObject({
    de: z.string().trim().min(1).max(50),
    en: z.string().trim().min(1).max(50),
  }),
  shortName: z.string().trim().min(1).max(5),
  itemClass: ZEventItemType,
  category: z.string().trim().max(50).default(''),
  comment: z.string().trim().max(4000).default(''),
  backColor: ZHexColor,
  account: z.string().trim().max(50).default(''),
  accountNumber: z.string().trim().max(50).default(''),
  ruleCalcActualHours: ZRuleCalcMode.default(ruleCalcModes.targetHours),
  /** 0 to 24 hours in quarter hours; required with mode 99 and ignored otherwise. */
  ruleCalcValue: z.number().min(0).max(24).multipleOf(0.25).nullable().default(null),
  enabled: z.boolean().default(true),
};

function fixedValueGiven(
  input: { ruleCalcActualHours: number; ruleCalcValue: number | null },
  context: z.RefinementCtx,
) {
  if (input.ruleCalcActualHours === ruleCalcModes.fixedValue && input.ruleCalcValue === null) {
    context.addIssue({ code: 'custom', path: ['ruleCalcValue'], message: 'absenceTypes.valueRequired' });
  }
}

/** The edit dialog `/Events/Edit/{id}`. */
export const ZAbsenceTypeCreate = z.strictObject(absenceTypeFields).superRefine(fixedValueGiven);
export const ZAbsenceTypeUpdate = z
  .strictObject({ ...absenceTypeFields, version: z.number().int().positive() })
  .superRefine(fixedValueGiven);
export type TAbsenceTypeCreate = z.input<typeof ZAbsenceTypeCreate>;
export type TAbsenceTypeInput = z.output<typeof ZAbsenceTypeCreate>;
export type TAbsenceTypeUpdate = z.input<typeof ZAbsenceTypeUpdate>;

/** The list's filter (spec `{Enabled}`): only enabled, only disabled, or all. */
export const ZEnabledFilter = z.enum(['true', 'false', 'all']).default('all');
