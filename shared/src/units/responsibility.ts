import * as z from 'zod';

/**
 * Which units a person's calendar shows (the calendar unit picker's responsibility-mode dropdown). The spec names
 * only mode -2; the others are decided in docs/decisions.md ("Responsibility").
 */
export const responsibilityModes = {
  /** The units the person belongs to (primary and extra units). */
  ownUnits: 0,
  /** The units the person is responsible for (plans). */
  responsible: -1,
  /** A custom selection of units and resources: the only mode that stores the checked view. */
  custom: -2,
} as const;
export const ZResponsibilityMode = z.union([z.literal(0), z.literal(-1), z.literal(-2)]);
export type TResponsibilityMode = z.infer<typeof ZResponsibilityMode>;

/** Where a mode is chosen; the spec knows only the calendar. */
export const responsibilityScopes = ['CALENDAR'] as const;
export const ZResponsibilityScope = z.enum(responsibilityScopes);

export const ZResponsibilityModeOption = z.object({
  mode: ZResponsibilityMode,
  /** Text key of the mode's label (units namespace). */
  labelKey: z.string(),
  label: z.string(),
});

export const ZCurrentResponsibility = z.object({ mode: ZResponsibilityMode });
export const ZResponsibilityModeSave = z.strictObject({ mode: ZResponsibilityMode });

/** The checked view of the picker (spec "Checked view: UnitIds, ResourceIds"). */
export const ZCheckedView = z.object({ unitIds: z.array(z.uuid()), resourceIds: z.array(z.uuid()) });
export type TCheckedView = z.infer<typeof ZCheckedView>;
/** An empty `unitIds` is refused by the server with the spec's `user-save-err2`, not by the schema. */
export const ZCheckedViewSave = z.strictObject({
  unitIds: z.array(z.uuid()).max(2000),
  resourceIds: z.array(z.uuid()).max(2000).default([]),
});
export type TCheckedViewSave = z.input<typeof ZCheckedViewSave>;

/**
 * The units and resources a calendar shows for a mode (the current one unless asked): units with their
 * sub-units resolved for modes 0 and -1 (their resources in unit order), the stored view for -2.
 */
export const ZResponsibilitySelection = z.object({
  mode: ZResponsibilityMode,
  unitIds: z.array(z.uuid()),
  resourceIds: z.array(z.uuid()),
});
export type TResponsibilitySelection = z.infer<typeof ZResponsibilitySelection>;
export const ZSelectionQuery = z.object({
  mode: z
    .enum(['0', '-1', '-2'])
    .optional()
    .transform((mode) => (mode === undefined ? undefined : (Number(mode) as TResponsibilityMode))),
});
