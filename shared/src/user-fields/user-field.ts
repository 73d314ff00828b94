import * as z from 'zod';
import { ZPlainDate } from '../time/time-schemas';

export const ZUserFieldId = z.uuid();

/**
 * The spec's user field types: text, currency, whole number, memo, list (several of the options), drop-down
 * (one of the options), yes/no, date.
 */
export const userFieldTypes = ['TXT', 'CUR', 'INT', 'MEM', 'LST', 'DRP', 'BIT', 'DAT'] as const;
export const ZUserFieldType = z.enum(userFieldTypes);
export type TUserFieldType = z.infer<typeof ZUserFieldType>;
/** The types whose values are chosen from the field's options. */
export const optionFieldTypes: readonly TUserFieldType[] = ['LST', 'DRP'];

/** Bounds of the values (the spec's widgets: short text 255, memo 4000, currency with two places). */
export const userFieldBounds = {
  textMax: 255,
  memoMax: 4000,
  currencyMin: -999_999_999.99,
  currencyMax: 999_999_999.99,
  intMin: -2_147_483_648,
  intMax: 2_147_483_647,
  optionsMax: 50,
  optionMax: 50,
} as const;

export const ZUserField = z.object({
  id: ZUserFieldId,
  caption: z.string(),
  fieldType: ZUserFieldType,
  options: z.array(z.string()),
  required: z.boolean(),
  order: z.number().int(),
  version: z.number().int(),
});
export type TUserField = z.infer<typeof ZUserField>;

const fieldInput = {
  caption: z.string().trim().min(1).max(50),
  fieldType: ZUserFieldType,
  options: z
    .array(z.string().trim().min(1).max(userFieldBounds.optionMax))
    .max(userFieldBounds.optionsMax)
    .default([]),
  required: z.boolean().default(false),
  order: z.number().int().min(0).max(9999).default(0),
};

/** A list or drop-down field needs options, and each option once. */
function optionsFit(field: { fieldType: TUserFieldType; options: string[] }, context: z.RefinementCtx) {
  if (optionFieldTypes.includes(field.fieldType) && field.options.length === 0) {
    context.addIssue({ code: 'custom', path: ['options'], message: 'userFields.error.optionsRequired' });
  }
  if (new Set(field.options).size !== field.options.length) {
    context.addIssue({ code: 'custom', path: ['options'], message: 'userFields.error.optionsUnique' });
  }
}

/** `/UserFields/Edit/{id}`: caption, type, options (list and drop-down), required, order. */
export const ZUserFieldCreate = z.strictObject(fieldInput).superRefine(optionsFit);
export const ZUserFieldUpdate = z
  .strictObject({ ...fieldInput, version: z.number().int().positive() })
  .superRefine(optionsFit);
export type TUserFieldCreate = z.input<typeof ZUserFieldCreate>;
export type TUserFieldUpdate = z.input<typeof ZUserFieldUpdate>;

type FieldDefinition = Pick<TUserField, 'id' | 'fieldType' | 'options' | 'required'>;

/** The schema of one field's value, by its type. Empty (null) is allowed unless the field is required. */
export function userFieldValueSchema(field: FieldDefinition): z.ZodType {
  const required = field.required;
  // A required text is not blank, a required list not empty.
  const text = (max: number) => (required ? z.string().trim().min(1).max(max) : z.string().trim().max(max));
  const value: z.ZodType = (() => {
    switch (field.fieldType) {
      case 'TXT':
        return text(userFieldBounds.textMax);
      case 'MEM':
        return text(userFieldBounds.memoMax);
      case 'CUR':
        return z
          .number()
          .min(userFieldBounds.currencyMin)
          .max(userFieldBounds.currencyMax)
          .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, {
            message: 'userFields.error.currency',
          });
      case 'INT':
        return z.number().int().min(userFieldBounds.intMin).max(userFieldBounds.intMax);
      case 'LST':
        return z
          .array(z.enum(field.options as [string, ...string[]]))
          .min(required ? 1 : 0)
          .max(userFieldBounds.optionsMax);
      case 'DRP':
        return z.enum(field.options as [string, ...string[]]);
      case 'BIT':
        return z.boolean();
      case 'DAT':
        return ZPlainDate;
    }
  })();
  return required ? value : value.nullable().optional();
}

/**
 * The schema of a person's custom field values, built from the tenant's field definitions: used by the server
 * (strict: an unknown field id is 400) and by the user form's custom-fields tab.
 */
export function userFieldValuesSchema(fields: readonly FieldDefinition[]) {
  return z.strictObject(Object.fromEntries(fields.map((field) => [field.id, userFieldValueSchema(field)])));
}
