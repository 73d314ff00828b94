import * as z from 'zod';

export const ZQualificationId = z.uuid();

export const ZQualification = z.object({
  id: ZQualificationId,
  name: z.string(),
  shortName: z.string(),
  comment: z.string(),
  enabled: z.boolean(),
  version: z.number().int(),
});
export type TQualification = z.infer<typeof ZQualification>;

const qualificationFields = {
  name: z.string().trim().min(1).max(50),
  /** Shown in the calendar's tooltips and the rule messages; at most 5 characters. */
  shortName: z.string().trim().max(5).default(''),
  comment: z.string().trim().max(4000).default(''),
  enabled: z.boolean().default(true),
};

/** The edit dialog `/Qualifications/Edit/{id}`. */
export const ZQualificationCreate = z.strictObject(qualificationFields);
export const ZQualificationUpdate = z.strictObject({
  ...qualificationFields,
  version: z.number().int().positive(),
});
export type TQualificationCreate = z.input<typeof ZQualificationCreate>;
export type TQualificationUpdate = z.input<typeof ZQualificationUpdate>;
