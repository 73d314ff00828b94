import * as z from 'zod';
import { ZJsonValue } from '../api/json-value';

export const ZUnitId = z.uuid();

/** UnitTypes of the spec: Unit 0, Site 1, Folder 2, Store 3 (shown as team, building, folder, store). */
export const unitTypes = { unit: 0, site: 1, folder: 2, store: 3 } as const;
export const ZUnitType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type TUnitType = z.infer<typeof ZUnitType>;
export const unitTypeNames = ['unit', 'site', 'folder', 'store'] as const;

/** The spec's units tree expands up to 10 levels: a unit never sits deeper than that. */
export const maxUnitDepth = 10;
/** The units tree shows its search box above this many entries. */
export const unitSearchThreshold = 10;

/** A holiday region code as the tenant keeps it (`BY`, `9`, ...); absent means the tenant's own. */
const ZHolidayRegion = z.string().trim().min(1).max(10);

export const ZUnit = z.object({
  id: ZUnitId,
  name: z.string(),
  unitType: ZUnitType,
  parentId: ZUnitId.nullable(),
  enabled: z.boolean(),
  holidayRegion: z.string().nullable(),
  version: z.number().int(),
});
export type TUnit = z.infer<typeof ZUnit>;

const unitFields = {
  name: z.string().trim().min(1).max(50),
  unitType: ZUnitType,
  parentId: ZUnitId.nullable(),
  enabled: z.boolean().default(true),
  holidayRegion: ZHolidayRegion.nullable().default(null),
};

/** The edit dialog `/Units/Edit/{id}`: name, type, parent, enabled (and the holiday region). */
export const ZUnitCreate = z.strictObject(unitFields);
export const ZUnitUpdate = z.strictObject({ ...unitFields, version: z.number().int().positive() });
export const ZUnitMove = z.strictObject({
  parentId: ZUnitId.nullable(),
  version: z.number().int().positive(),
});
export type TUnitCreate = z.input<typeof ZUnitCreate>;
export type TUnitUpdate = z.input<typeof ZUnitUpdate>;

/** A node of the units tree (spec "Unit tree node": Id, Text, FolderClass, Type, items). */
export interface TUnitTreeNode {
  id: string;
  text: string;
  folderClass: 'UNIT' | 'RESOURCE';
  type: number;
  enabled: boolean;
  items: TUnitTreeNode[];
}
export const ZUnitTreeNode: z.ZodType<TUnitTreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    text: z.string(),
    folderClass: z.enum(['UNIT', 'RESOURCE']),
    type: z.number().int(),
    enabled: z.boolean(),
    items: z.array(ZUnitTreeNode),
  }),
);

/** `true` / `false` in a query string. */
export const ZQueryFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

/** Manning level of a unit: per weekday (1 Monday .. 7 Sunday), optionally a time window and a resource. */
const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const ZManningLevel = z
  .strictObject({
    weekday: z.number().int().min(1).max(7),
    from: ZClock.nullable().default(null),
    to: ZClock.nullable().default(null),
    resourceId: z.uuid().nullable().default(null),
    minimum: z.number().int().min(0).max(999),
    target: z.number().int().min(0).max(999),
  })
  .refine((level) => level.target >= level.minimum, {
    path: ['target'],
    message: 'manning.targetBelowMinimum',
  });
export type TManningLevel = z.output<typeof ZManningLevel>;

export const ZManning = z.object({
  unitId: ZUnitId,
  levels: z.array(ZManningLevel),
  /** 0 while never saved. */
  version: z.number().int(),
});
export type TManning = z.infer<typeof ZManning>;
export const ZManningSave = z.strictObject({
  levels: z.array(ZManningLevel).max(200),
  /** The version read; 0 when there was none yet. */
  version: z.number().int().min(0),
});
export type TManningSave = z.input<typeof ZManningSave>;

/** Unit settings by kind (spec `unitsettings/{unit}/{bool|int|obj|text}/{key}`). */
export const unitSettingKinds = ['bool', 'int', 'obj', 'text'] as const;
export type UnitSettingKind = (typeof unitSettingKinds)[number];
export const ZSettingKey = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/);
export const settingValueSchemas = {
  bool: z.boolean(),
  int: z.number().int().min(-2_147_483_648).max(2_147_483_647),
  obj: ZJsonValue,
  text: z.string().max(4000),
} as const;
export const ZUnitSetting = z.object({
  key: z.string(),
  kind: z.enum(unitSettingKinds),
  /** `null` while never saved. */
  value: z.json(),
  version: z.number().int(),
});
export type TUnitSetting = z.infer<typeof ZUnitSetting>;
export const ZUnitSettingSave = z.strictObject({ value: ZJsonValue, version: z.number().int().min(0) });

/** The unit timeline: data the timeline view keeps per unit (shape owned by the calendar; bounded in size). */
export const ZTimeline = z.object({ unitId: ZUnitId, data: z.json(), version: z.number().int() });
export const ZTimelineSave = z.strictObject({ data: ZJsonValue, version: z.number().int().min(0) });
/** A timeline's data at most this many characters of JSON (item size, docs/data-model.md section 4). */
export const maxTimelineChars = 100_000;

/** The resources of a unit, in display order (the resources area names them). */
export const ZUnitResources = z.object({
  unitId: ZUnitId,
  resourceIds: z.array(z.uuid()),
  version: z.number().int(),
});
export const ZUnitResourcesSave = z.strictObject({
  resourceIds: z
    .array(z.uuid())
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'resources.duplicate' }),
  version: z.number().int().min(0),
});
