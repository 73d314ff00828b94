/**
 * Week templates of a unit (issue 12, data model section 10 `WEEKTPL`): rows per weekday with a shift template,
 * an optional person and resource, times and pauses (null: the shift template's). Applied to a unit's plan over
 * a range (spec `weektemplates/apply`) and chosen in the calendar's range actions (`WEEKTEMPLATES`, `DELETEDATA`,
 * `PUBLISH`).
 */
import * as z from 'zod';
import { ZPause } from '../shifts/shift-template';
import { ZLocalTime, ZPlainDate } from '../time/tenant-time';
import { withDateRange, type DateRangeRule } from '../time/time-schemas';

/** At most this many rows in one week template (data model: ~150 KB an item). */
export const maxWeekTemplateEntries = 1000;
/** The spec's bounds of the week-template repeat (null becomes 1). */
export const minRepeat = 1;
export const maxRepeat = 52;
/** The longest range an apply, a delete or a publish covers (the spec's date-range limit). */
export const maxActionRangeDays = 385;
/** The range of a range action (`begin`..`end`): in order, at most `maxActionRangeDays` (400 at `end`). */
const actionRange: DateRangeRule = {
  from: 'begin',
  to: 'end',
  maxDays: maxActionRangeDays,
  reversed: 'planTools.range.rangeRequired',
  tooLong: 'planTools.range.tooLong',
};

export const ZWeekTemplateId = z.uuid();

export const ZWeekTemplateEntry = z.strictObject({
  /** 1 Monday .. 7 Sunday (ISO). */
  weekday: z.number().int().min(1).max(7),
  shiftTplId: z.uuid(),
  /** null: the shift template's resource. */
  resourceId: z.uuid().nullable(),
  /** null: an open shift. */
  userId: z.uuid().nullable(),
  /** null: the shift template's times. */
  begin: ZLocalTime.nullable(),
  end: ZLocalTime.nullable(),
  /** Empty: the shift template's pauses; else at most two. */
  pauses: z.array(ZPause).max(2),
});
export type TWeekTemplateEntry = z.infer<typeof ZWeekTemplateEntry>;

export const ZWeekTemplate = z.object({
  id: ZWeekTemplateId,
  unitId: z.uuid(),
  name: z.string(),
  order: z.number().int(),
  entries: z.array(ZWeekTemplateEntry),
  version: z.number().int(),
});
export type TWeekTemplate = z.infer<typeof ZWeekTemplate>;

export const ZWeekTemplateCreate = z.strictObject({
  unitId: z.uuid(),
  name: z.string().trim().min(1).max(100),
  order: z.number().int().min(0).max(999).default(0),
  entries: z.array(ZWeekTemplateEntry).max(maxWeekTemplateEntries),
});
export type TWeekTemplateCreate = z.input<typeof ZWeekTemplateCreate>;

export const ZWeekTemplateUpdate = z.strictObject({
  name: z.string().trim().min(1).max(100),
  order: z.number().int().min(0).max(999).default(0),
  entries: z.array(ZWeekTemplateEntry).max(maxWeekTemplateEntries),
  version: z.number().int().min(1),
});
export type TWeekTemplateUpdate = z.input<typeof ZWeekTemplateUpdate>;

/** "Save the shown week as a template": the unit's entries of the week starting at `weekStart` (a Monday). */
export const ZWeekTemplateFromWeek = z.strictObject({
  unitId: z.uuid(),
  name: z.string().trim().min(1).max(100),
  weekStart: ZPlainDate,
});
export type TWeekTemplateFromWeek = z.infer<typeof ZWeekTemplateFromWeek>;

/**
 * The spec's range action options for week templates (WeekId, Begin, End, Overwrite, NoCollision, SkipHolidays,
 * WeeksN). A flag left out takes the caller's setting `weektemplate.options`; `repeat` null or absent is 1.
 */
export const ZWeekTemplateApply = withDateRange(
  z.strictObject({
    groupId: z.uuid(),
    weekIds: z.array(z.uuid()).max(52),
    begin: ZPlainDate,
    end: ZPlainDate,
    overwrite: z.boolean().optional(),
    noCollision: z.boolean().optional(),
    skipHolidays: z.boolean().optional(),
    repeat: z.number().int().min(minRepeat).max(maxRepeat).nullable().optional(),
  }),
  actionRange,
);
export type TWeekTemplateApply = z.infer<typeof ZWeekTemplateApply>;

/**
 * The spec's result model: `tried` rows of the templates fell into the range, `missed` were left out by the
 * options (a holiday with SkipHolidays, a collision with NoCollision), `failed` by the rules (the person is
 * inactive, unknown or absent that day, the shift template is gone); `applied` were written.
 */
export const ZWeekTemplateApplyResult = z.object({
  tried: z.number().int(),
  failed: z.number().int(),
  missed: z.number().int(),
  applied: z.number().int(),
  /** Existing entries replaced (Overwrite). */
  overwritten: z.number().int(),
  /**
   * Each row left out (failed or missed) and each one written with a rule's warning, by person and day (the
   * first `maxApplyNotes`), with why in the caller's language.
   */
  notes: z.array(
    z.object({
      /** Null for an open slot of the template. */
      userId: z.uuid().nullable(),
      name: z.string(),
      date: ZPlainDate,
      outcome: z.enum(['failed', 'missed', 'warned']),
      message: z.string(),
    }),
  ),
});
export type TWeekTemplateApplyResult = z.infer<typeof ZWeekTemplateApplyResult>;
export const maxApplyNotes = 200;

export const ZDeleteData = withDateRange(
  z.strictObject({ groupId: z.uuid(), begin: ZPlainDate, end: ZPlainDate }),
  actionRange,
);
export type TDeleteData = z.infer<typeof ZDeleteData>;
export const ZDeleteDataResult = z.object({ deleted: z.number().int() });

export const rangeActions = ['WEEKTEMPLATES', 'DELETEDATA', 'PUBLISH'] as const;
export const ZRangeAction = z.enum(rangeActions);
export type TRangeAction = z.infer<typeof ZRangeAction>;

/** Where the range dialog was opened: the week view (start moves to Monday), publishing, or elsewhere. */
export const rangeSources = ['week', 'month', 'publish', 'toolbar'] as const;
export const ZRangeSource = z.enum(rangeSources);
export type TRangeSource = z.infer<typeof ZRangeSource>;

export const ZRangeActions = z.object({
  unitId: z.uuid(),
  unitName: z.string(),
  /** The actions the caller may run in this unit. */
  actions: z.array(ZRangeAction),
  /** PUBLISH when opened from publishing, otherwise WEEKTEMPLATES (when allowed). */
  defaultAction: ZRangeAction.nullable(),
  weekTemplates: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The caller's `weektemplate.options`. */
  options: z.object({ overwrite: z.boolean(), noCollision: z.boolean(), skipHolidays: z.boolean() }),
  publishedTo: ZPlainDate.nullable(),
});
export type TRangeActions = z.infer<typeof ZRangeActions>;
