import * as z from 'zod';
import { ZHexColor } from '../absence-types/absence-type';

export const ZTagId = z.uuid();

/**
 * The categories a tag belongs to (spec: Tag.Category; the values are not shown, see docs/decisions.md): what
 * the category tag picker is opened for. Appointments and fixed-bar entries carry one tag (TagId), shifts and
 * people several.
 */
export const tagCategories = ['APPOINTMENT', 'FIXEDBAR', 'SHIFT', 'USER'] as const;
export const ZTagCategory = z.enum(tagCategories);
export type TTagCategory = z.infer<typeof ZTagCategory>;

/** The spec's tag name: non-empty, at most 50 characters. */
export const tagNameMaxLength = 50;

export const ZTag = z.object({
  id: ZTagId,
  name: z.string(),
  color: z.string(),
  category: ZTagCategory,
  version: z.number().int(),
});
export type TTag = z.infer<typeof ZTag>;

const tagFields = {
  name: z.string().trim().min(1, 'tag.nameRequired').max(tagNameMaxLength, 'tag.nameTooLong'),
  color: ZHexColor,
};

/** Add in the category tag picker (spec SaveTag without an id). */
export const ZTagCreate = z.strictObject({ ...tagFields, category: ZTagCategory });
/** Inline edit of name and colour (spec SaveTag with an id); the category stays. */
export const ZTagUpdate = z.strictObject({ ...tagFields, version: z.number().int().positive() });
export type TTagCreate = z.input<typeof ZTagCreate>;
export type TTagUpdate = z.input<typeof ZTagUpdate>;
