import * as z from 'zod';

export const ZResourceId = z.uuid();

/** A colour as the calendar draws it: `#rrggbb` (lower or upper case). Message key `color.invalid`. */
export const ZColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'color.invalid' });

/** Default colours of a new resource: a light background with dark text reads well in every calendar view. */
export const defaultResourceColors = { backColor: '#dbeafe', foreColor: '#1e3a8a' } as const;

/** Grids of master data page at 25 (issue 9). */
export const masterDataPageSize = 25;
/** Pickers search from one character, 20 hits a page, 250 ms after the last key. */
export const pickerPageSize = 20;

/** The spec's resource: Id, Caption, Comments, BackColor, ForeColor, Enabled. */
export const ZResource = z.object({
  id: ZResourceId,
  caption: z.string(),
  comments: z.string(),
  backColor: z.string(),
  foreColor: z.string(),
  enabled: z.boolean(),
  version: z.number().int(),
});
export type TResource = z.infer<typeof ZResource>;

const resourceFields = {
  caption: z.string().trim().min(1).max(50),
  comments: z.string().trim().max(1000).default(''),
  backColor: ZColor.default(defaultResourceColors.backColor),
  foreColor: ZColor.default(defaultResourceColors.foreColor),
  enabled: z.boolean().default(true),
};

/** The edit dialog `/Resources/Edit/{id}` (a copy is a create with the fields of another). */
export const ZResourceCreate = z.strictObject(resourceFields);
export const ZResourceUpdate = z.strictObject({ ...resourceFields, version: z.number().int().positive() });
export type TResourceCreate = z.input<typeof ZResourceCreate>;
export type TResourceUpdate = z.input<typeof ZResourceUpdate>;

/** The spec's list body `{Enabled, GroupIds, Range, Details}`: enabled filter, units (their resources), search. */
export const ZResourceListRequest = z.strictObject({
  /** Only enabled (true), only disabled (false) or both (absent). */
  enabled: z.boolean().optional(),
  /** Only the resources of these units (as the units area keeps them); absent: all. */
  unitIds: z.array(z.uuid()).max(100).optional(),
  /** Part of the caption, case-insensitive. */
  search: z.string().trim().max(50).optional(),
});
export type TResourceListRequest = z.input<typeof ZResourceListRequest>;

/** Statistics of the spec (`ShiftCount`): how many plan entries use the resource. */
export const ZResourceStatistics = z.object({ id: ZResourceId, shiftCount: z.number().int().min(0) });
export type TResourceStatistics = z.infer<typeof ZResourceStatistics>;

/** What a delete did: removed, or deactivated because the resource is in use. */
export const ZRemoval = z.object({ outcome: z.enum(['deleted', 'deactivated']) });
export type TRemoval = z.infer<typeof ZRemoval>;

/** The settings dialog `/Resources/Settings`: the order resources are shown in (calendar, pickers). */
export const ZResourceSettings = z.object({
  order: z.array(ZResourceId),
  /** 0 while never saved. */
  version: z.number().int(),
});
export type TResourceSettings = z.infer<typeof ZResourceSettings>;
export const ZResourceSettingsSave = z.strictObject({
  order: z
    .array(ZResourceId)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'resources.duplicate' }),
  version: z.number().int().min(0),
});
export type TResourceSettingsSave = z.input<typeof ZResourceSettingsSave>;

/** Sources of selectable objects (`/api/resources/objects/{source}`): what a picker chooses from. */
export const objectSources = ['resource', 'shift'] as const;
export const ZObjectSource = z.enum(objectSources);
export type TObjectSource = z.infer<typeof ZObjectSource>;
/** own: created by the caller; favorites: the caller's starred ones; all: every enabled one. */
export const ZObjectView = z.enum(['own', 'favorites', 'all']);
export const ZSelectableObject = z.object({
  id: z.uuid(),
  name: z.string(),
  isFavorite: z.boolean(),
  backColor: z.string().nullable(),
});
export type TSelectableObject = z.infer<typeof ZSelectableObject>;
export const ZSelectableObjectsQuery = z.object({
  view: ZObjectView.default('all'),
  searchValue: z.string().trim().max(50).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(pickerPageSize),
});
